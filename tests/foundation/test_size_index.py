"""Size and index ops (seed 000 "Layout Algebra Operations", seed 003): size,
cosize, tuple_product(_each), crd2idx, idx2crd, increment_coord, append/prepend_to_rank,
with the seed's static/dynamic propagation rules and error cases."""
import pytest

from cute_sym import Coord, Dyn, IntTuple, Layout, PreconditionError, Shape, ops, parse, parse_shape, sym

P, S = parse, parse_shape


# --- size ---

@pytest.mark.parametrize("value, mode, expected", [
    (S("(1,(2,4),9)"), [1], "8"),                          # seed 000
    (P("(4,(16,32)):(1,(4,64))"), [], "2048"),            # seed 000
    (P("(4,(16,32)):(1,(4,64))"), [1], "512"),            # seed 003
    (S("(4,3)"), [], "12"),                                # seed 003 (size.mlir)
    (P("(4,(16,32))"), [], "2048"),
    (P("S<3,4,6> o 0 o (3,4):(4,1)"), [], "12"),          # seed 003: size of B
    (S("(4,(16,32),(?,64))"), [], "?{div=131072}"),        # seed 003: dynamic (the DSL's divisor)
    (S("(4,(16,32),(?,64))"), [1], "512"),                 # ... but a static sub-mode is static
    (P("(2,3):(1@0,1@1)"), [], "6"),                       # seed 003: extents only
    (P("(4,5):(1,4) o 2 o (2,(3,5)):(1,(2,6))"), [1, 1], "5"),
    (S("()"), [], "1"),
])
def test_size(value, mode, expected):
    got = ops.size(value, mode)
    assert got == IntTuple(P(expected).value) and type(got) is IntTuple


@pytest.mark.parametrize("value, mode, reason", [
    (S("(4,3)"), [3], "mode index 3 is out of range [0, 2) at level 0"),
    (S("(4,(3,2))"), [1, 5], "mode index 5 is out of range [0, 2) at level 1"),
    (S("(4,2)"), [0, 0], "descent past a scalar leaf: after [0] the value is the scalar 4, so the "
                         "trailing index 0 has nothing to descend into"),
    (P("(4,3,2):(1,4,12)"), [1, 0], "descent past a scalar leaf: after [1] the value is the scalar 3"),
    (P("(4,5):(1,4) o 2 o (2,3):(1,2)"), [0, 0], "descent past a scalar leaf"),
    (IntTuple((1, 2)), [-1], "mode index -1 is out of range [0, 2) at level 0"),
])
def test_size_errors(value, mode, reason):
    with pytest.raises(PreconditionError) as e:
        ops.size(value, mode)
    assert e.value.reason.startswith(reason)


def test_size_kinds():
    assert ops.size(IntTuple((2, 3))) == IntTuple(6)
    assert ops.size((2, (3, 4)), [1]) == 12                # raw in, raw out
    for bad in (Coord((2, 3)), P("(1@0,2)"), P("[4:1;_]"), P("S<1,0,2>")):
        with pytest.raises(PreconditionError, match="expects int_tuple or shape, but got"):
            ops.size(bad)


# --- cosize ---

@pytest.mark.parametrize("value, mode, expected", [
    (P("(4,3,2):(1,4,12)"), [], 24),                       # seed 000
    (P("(4,3,2):(1,4,12)"), [1], 9),                       # seed 000: 3:4 → 4*2+1
    (P("(4,8):(8,1)"), [], 32),
    (P("(4,8):(0,1)"), [], 8),
    (P("((2,2),(4,2)):((1,8),(2,16))"), [], 32),
    (P("((2,2),(4,2)):((1,8),(2,16))"), [0], 10),          # (2,2):(1,8): 1+8+1
    (P("(2,3):(1@0,1@1)"), [], 6),                         # coshape (2,3)
    (P("(2,3):(2@0,1@1)"), [], 9),                         # coshape (3,3)
    (P("((2,3),4):((1@1@0,1@0@0),1@1)"), [], 24),          # coshape ((3,2),4)
    (P("(4,(4,2)):(1@1,(1@0,6@1))"), [], 40),              # paper Table 1: coshape (4,10)
    (P("(4,4):(0,1@0)"), [], 4),
    (P("S<3,4,3> o 0 o (8,64):(64,1)"), [], 512),          # swizzle A: cosize(B)
    (P("S<3,5,4> o 0 o (8,4):(1,8)"), [1], 25),            # cosize of get(B, [1]) = 4:8
])
def test_cosize(value, mode, expected):
    assert ops.cosize(value, mode) == IntTuple(expected)


def test_coshape_of_basis_strides():
    assert P("(2,3):(1@0,1@1)").coshape() == (2, 3)
    assert P("((2,3),4):((1@1@0,1@0@0),1@1)").coshape() == ((3, 2), 4)
    assert P("(4,(4,2)):(1@1,(1@0,6@1))").coshape() == (4, 10)


def test_cosize_dynamic():
    assert ops.cosize(P("(4,8):(1,?)")) == IntTuple(Dyn())
    assert ops.cosize(P("(?,8):(1,4)"), [1]) == IntTuple(29)


@pytest.mark.parametrize("value, mode, reason", [
    (P("(4,3,2):(1,4,12)"), [3], "mode index 3 is out of range [0, 3) at level 0"),
    (P("(4,3,2):(1,4,12)"), [1, 0], "descent past a scalar leaf: after [1] the value is the scalar 3, "
                                    "so the trailing index 0 has nothing to descend into"),
    (P("(4,5):(1,4) o 2 o (2,3):(1,2)"), [], "cosize of a composed layout needs a swizzle inner A"),
    (S("(4,3)"), [], "expects layout or composed_layout, but got shape"),
    (P("(4,3)"), [], "expects layout or composed_layout, but got int_tuple"),
])
def test_cosize_errors(value, mode, reason):
    with pytest.raises(PreconditionError) as e:
        ops.cosize(value, mode)
    assert e.value.reason.startswith(reason)


# --- tuple_product / tuple_product_each ---

def test_tuple_product_keeps_the_kind():
    assert ops.tuple_product(P("(2,(3,4))")) == IntTuple(24)
    assert ops.tuple_product(S("(2,(3,4))")) == Shape(24)
    assert ops.tuple_product(S("(2,(3,4))")) != IntTuple(24)   # the seed's kind-mismatch error
    assert ops.tuple_product(P("(2,(3,4))")) != IntTuple(5)
    assert ops.tuple_product(S("(?,(3,?))")) == Shape(Dyn(div=3))       # the DSL: ?{div=3}
    assert ops.tuple_product(S("(?{i64},3)")) == Shape(Dyn(64, div=3))
    assert ops.tuple_product((2, (3, 4))) == 24


def test_tuple_product_each_keeps_the_kind():
    assert ops.tuple_product_each(P("(2,(3,4))")) == P("(2,12)")
    assert ops.tuple_product_each(P("(4,3,2)")) == P("(4,3,2)")
    assert ops.tuple_product_each(S("(?,(3,?))")) == S("(?,?{div=3})")
    assert ops.tuple_product_each(S("(?,(3,4))")) == S("(?,12)")     # only the dynamic mode
    assert ops.tuple_product_each(S("5")) == S("(5)")                # a scalar is wrapped


@pytest.mark.parametrize("f", [ops.tuple_product, ops.tuple_product_each])
def test_tuple_product_kinds(f):
    with pytest.raises(PreconditionError, match="expects int_tuple or shape, but got coord"):
        f(Coord((2, 3)))
    with pytest.raises(PreconditionError, match="but got layout"):
        f(P("(2,3):(1,2)"))


# --- crd2idx / idx2crd / increment_coord with the propagation rules ---

C = Coord


def test_crd2idx_seed_examples_and_propagation():
    assert ops.crd2idx(C((1, 2)), S("(4,8)")) == IntTuple(9)
    assert ops.crd2idx(C((1, 2)), S("(4,8)")) != IntTuple(7)
    assert ops.crd2idx(C((2, 1)), S("(4,5)")) == IntTuple(6)                        # seed 003
    assert ops.crd2idx(C((Dyn(), Dyn())), S("(4,8)")) == IntTuple(Dyn())
    assert ops.crd2idx(C((1, 2)), S("(?,8)")) == IntTuple(Dyn())                    # weights mode 1
    assert ops.crd2idx(C((1, 2)), S("(4,?)")) == IntTuple(9)   # the last extent contributes nothing
    assert ops.crd2idx(C((1, 2)), S("(4,?{i64})")) == IntTuple(9)
    assert ops.crd2idx(C((Dyn(64), 2)), S("(4,8)")) == IntTuple(Dyn(64))
    M = sym("M")
    assert ops.crd2idx((1, 2), (M, 8)).expr == 1 + 2 * M.expr


def test_crd2idx_errors():
    with pytest.raises(PreconditionError, match="^expects coord and shape to be congruent$"):
        ops.crd2idx(C((1, 2, 3)), S("(4,8)"))
    with pytest.raises(PreconditionError, match="underscore"):
        ops.crd2idx(C((1, P("_").value)), S("(4,8)"))
    with pytest.raises(PreconditionError, match="expects coord, but got int_tuple"):
        ops.crd2idx(P("(1,2)"), S("(4,8)"))
    with pytest.raises(PreconditionError, match="expects shape, but got int_tuple"):
        ops.crd2idx(C((1, 2)), P("(4,8)"))


def test_idx2crd_seed_examples_and_propagation():
    assert ops.idx2crd(IntTuple(9), S("(4,8)")) == C((1, 2))
    assert ops.idx2crd(IntTuple(Dyn()), S("(4,8)")) == C((Dyn(), Dyn()))            # all '?'
    assert ops.idx2crd(IntTuple(9), S("(?,8)")) == C((Dyn(), Dyn()))                 # all '?'
    assert ops.idx2crd(IntTuple(9), S("(4,?)")) == C((Dyn(), Dyn()))                 # anything dynamic
    assert ops.idx2crd(IntTuple(Dyn(64)), S("((4,2),8)")) == C(((Dyn(64), Dyn(64)), Dyn(64)))
    assert ops.idx2crd(IntTuple((1, 2)), S("(4,8)")) == C((1, 2))                    # per-mode index
    assert ops.idx2crd(IntTuple((9,)), S("(4,8)")) == C((1, 2))                      # rank 1 is scalar
    assert ops.idx2crd(IntTuple(5), S("7")) == C(5)
    M = sym("M")
    c = ops.idx2crd(9, (M, 8))                                # symbols ride along in the '?'s
    assert [x.expr for x in c] == [9 % M.expr, 9 // M.expr]


def test_idx2crd_errors():
    with pytest.raises(PreconditionError, match="index rank 3 is greater than 1 and does not match"):
        ops.idx2crd(IntTuple((1, 2, 3)), S("(4,8)"))
    with pytest.raises(PreconditionError, match="expects int_tuple, but got coord"):
        ops.idx2crd(C(9), S("(4,8)"))


def test_increment_coord_seed_examples_and_propagation():
    assert ops.increment_coord(C((1, 2)), S("(4,8)")) == C((2, 2))
    assert ops.increment_coord(C((3, 2)), S("(4,8)")) == C((0, 3))
    assert ops.increment_coord(C((Dyn(), Dyn())), S("(4,8)")) == C((Dyn(), Dyn()))
    assert ops.increment_coord(C((1, 2)), S("(?,8)")) == C((Dyn(), Dyn()))
    assert ops.increment_coord(C(((1, 0), 2)), S("((2,2),8)")) == C(((0, 1), 2))


@pytest.mark.parametrize("coord, shape, reason", [
    (C((1, 2, 3)), S("(4,8)"), "expects coord and shape to be congruent"),
    (C((1, P("_").value)), S("(4,8)"), "coord contains a wildcard '_' element"),
])
def test_increment_coord_errors(coord, shape, reason):
    with pytest.raises(PreconditionError) as e:
        ops.increment_coord(coord, shape)
    assert e.value.reason == reason


# --- append_to_rank / prepend_to_rank ---

@pytest.mark.parametrize("value, n, element, appended, prepended", [
    (S("(4,8)"), 4, S("1"), S("(4,8,1,1)"), S("(1,1,4,8)")),
    (P("4:1"), 3, P("1:0"), P("(4,1,1):(1,0,0)"), P("(1,1,4):(0,0,1)")),
    (S("(?,8)"), 4, S("1"), S("(?,8,1,1)"), S("(1,1,?,8)")),
    (S("(4,8,2)"), 2, S("1"), S("(4,8,2)"), S("(4,8,2)")),
    (S("4"), 1, S("1"), S("4"), S("4")),
    (P("(1,2)"), 3, P("(0,0)"), P("(1,2,(0,0))"), P("((0,0),1,2)")),
    (C((1, 2)), 3, C(P("_").value), P("(1,2,_)"), P("(_,1,2)")),
    (P("(1@0,1@1)"), 3, P("0"), None, None),
    (P("(4,8):(1,4)"), 3, P("(2,2):(0,1)"), P("(4,8,(2,2)):(1,4,(0,1))"), P("((2,2),4,8):((0,1),1,4)")),
    (P("(4,5):(1,4) o 2 o (2,3):(1,2)"), 3, P("1:0"),
     P("(4,5):(1,4) o 2 o (2,3,1):(1,2,0)"), P("(4,5):(1,4) o 2 o (1,2,3):(0,1,2)")),
    ((4, 8), 3, 1, (4, 8, 1), (1, 4, 8)),
])
def test_append_prepend_to_rank(value, n, element, appended, prepended):
    if appended is None:      # a stride with an int_tuple element: incompatible kinds
        with pytest.raises(PreconditionError, match="incompatible kinds: cannot pad stride with int_tuple"):
            ops.append_to_rank(value, n, element)
        return
    assert ops.append_to_rank(value, n, element) == appended
    assert ops.prepend_to_rank(value, n, element) == prepended


@pytest.mark.parametrize("value, n, element, reason", [
    (S("(4,8)"), 0, S("1"), "target rank must be positive, got 0"),
    (S("(4,8)"), -2, S("1"), "target rank must be positive, got -2"),
    (S("(4,8)"), 4, P("1"), "incompatible kinds: cannot pad shape with int_tuple"),
    (P("4:1"), 3, S("1"), "incompatible kinds: cannot pad layout with shape"),
    (P("(4,5):(1,4) o 2 o (2,3):(1,2)"), 3, P("S<1,0,2>"), "incompatible kinds: cannot pad composed_layout with swizzle"),
    (P("[4:1;_]"), 3, P("[_]"), "incompatible kinds: cannot pad tile with tile"),
    (S("(4,8)"), 4, P("1:0"), "incompatible kinds: cannot pad shape with layout"),
])
def test_append_prepend_to_rank_errors(value, n, element, reason):
    for f in (ops.append_to_rank, ops.prepend_to_rank):
        with pytest.raises(PreconditionError) as e:
            f(value, n, element)
        assert e.value.reason == reason


def test_layout_padding_keeps_evaluation():
    L = P("(4,8):(1,4)")
    padded = ops.append_to_rank(L, 4, Layout(1, 0))
    assert [padded(i) for i in range(32)] == [L(i) for i in range(32)]


# --- audit: edge cases found by the foundation audit ---

def _span(layout):
    """Independent cosize of an integer-stride layout: the length of the interval its image spans."""
    image = [layout(i) for i in range(layout.size())]
    return max(image) - min(image) + 1


@pytest.mark.parametrize("text, expected", [
    ("4:-1", 4),                    # CuTe coshape takes |stride|: image {0,-1,-2,-3}; L(3)+1 would be -2
    ("(4,8):(1,-1)", 11),           # image -7..3
    ("(4,2):(-1,4)", 8),            # image -3..4; L(7)+1 would be 2
    ("((2,2),3):((-3,1),-6)", 17),
    ("(4,8):(0,-2)", 15),
])
def test_cosize_of_negative_strides_is_the_span_of_the_image(text, expected):
    layout = P(text)
    assert ops.cosize(layout) == IntTuple(expected) == IntTuple(_span(layout))


def test_coshape_of_negative_basis_strides():
    assert P("(4,8):(-1@0,1@1)").coshape() == (4, 8)
    assert P("(4,8):(1@1,-2@0)").cosize() == 15 * 4
    M = sym("M")
    assert Layout((4, 8), (1, -M)).cosize().expr == 7 * M.expr + 4    # a negative symbolic stride


def test_cosize_of_non_negative_strides_is_unchanged():
    for text in ("(4,3,2):(1,4,12)", "(4,8):(8,1)", "(4,8):(0,1)", "((2,2),(4,2)):((1,8),(2,16))"):
        layout = P(text)
        assert layout.cosize() == layout(layout.size() - 1) + 1 == _span(layout)


@pytest.mark.parametrize("shape", ["(0,4)", "((2,0),3)", "(3,0,2)"])
def test_idx2crd_of_a_zero_extent_names_the_extent(shape):
    # Shape admits 0 (seed 000); no index has a coordinate in an empty mode: an error, not ZeroDivisionError
    with pytest.raises(PreconditionError, match="extent 0"):
        ops.idx2crd(IntTuple(5), S(shape))
    with pytest.raises(PreconditionError, match="extent 0"):
        ops.idx2crd(sym("i"), S(shape))
    with pytest.raises(PreconditionError, match="extent 0"):       # a mode of size x*0 = 0
        ops.idx2crd(sym("i"), ((sym("x"), *S(shape).value), 4))


def test_padding_to_an_astronomical_rank_is_refused():
    # $rank is an I32Attr: append_to_rank<2147483647> would build a tuple of 2^31 modes (a hang)
    assert ops.append_to_rank(S("4"), 65536, S("1")) == S(str((4,) + (1,) * 65535).replace(" ", ""))
    for f in (ops.append_to_rank, ops.prepend_to_rank):
        with pytest.raises(PreconditionError, match="target rank 2147483647 exceeds the supported maximum 65536"):
            f(S("(4,8)"), 2147483647, S("1"))
