"""The values of seed 000 "Types": kind rules at construction, immutability,
equality and hashing by value and kind, dynamic widths and symbols."""
import pytest
import sympy

from cute_sym import (ComposedLayout, Coord, CuteSyntaxError, Dyn, E, IntTuple, KindError, Layout, Shape, Stride,
                      Swizzle, Tile, _, crd2idx, parse, sym)


# --- kind rules ---

@pytest.mark.parametrize("make, message", [
    (lambda: Layout((4, 8), (1, 4, 2)), "not congruent"),
    (lambda: Layout((4, (2, 2)), (1, 4)), "not congruent"),
    (lambda: Layout((4, 0), (1, 4)), "shape leaf must be positive, got 0"),
    (lambda: Layout(-2, 1), "shape leaf must be positive, got -2"),
    (lambda: Layout((4, _), (1, 4)), "shape leaf must be an integer or '?'"),
    (lambda: Layout((4, 8), (1, _)), "stride leaf must be an integer, '?' or a scaled basis"),
    (lambda: Layout((2, 3), (E(1, (0,)), 4)), "mixes integer leaves other than 0"),
    (lambda: Layout((2, 3), (E(1, (0,)), E(1, (0, 0)))), "used both as a scalar and as a tuple"),
    (lambda: IntTuple((1, _)), "_ is not a valid int_tuple leaf"),
    (lambda: IntTuple(E(1, (0,))), "1@0 is not a valid int_tuple leaf"),
    (lambda: Shape((4, 1.5)), "1.5 is not a valid shape leaf"),
    (lambda: Shape(True), "True is not a valid shape leaf"),
    (lambda: Coord((1, E(1, (0,)))), "1@0 is not a valid coord leaf"),
    (lambda: Stride("4"), "'4' is not a valid stride leaf"),
    (lambda: Dyn(16), "dynamic width must be 32 or 64"),
    (lambda: E(1, ()), "non-negative mode indices"),
    (lambda: E(1, (-1,)), "non-negative mode indices"),
    (lambda: Tile(()), "non-empty tile"),
    (lambda: Tile((Layout(4, 1), 3)), "tile element must be a layout, '_' or a non-empty tile"),
])
def test_construction_rules(make, message):
    with pytest.raises(KindError) as e:
        make()
    assert message in e.value.reason


def test_shape_admits_zero_but_a_layout_does_not():
    # seed 000 !cute.shape: "0 is permitted ... positivity is enforced in !cute.layout"
    assert str(Shape((0, 4))) == "(0,4)"
    with pytest.raises(KindError):
        Layout((0, 4), (1, 1))


def test_dynamic_shape_leaves_are_allowed_in_layouts():
    assert str(Layout((Dyn(), 3), (1, 2))) == "(?,3):(1,2)"


def test_layout_default_stride_is_compact_column_major():
    assert Layout((4, (2, 3))) == Layout((4, (2, 3)), (1, (4, 8)))


# --- the four composed-layout constraints of seed 000, accepted and rejected ---

@pytest.mark.parametrize("accepted", [
    "(4,5):(1,4) o 2 o (2,3):(1,2)",               # 1: scalar offset, integer-stride B
    "(4,5):(1,4) o ? o (2,3):(1,2)",               # 1: a dynamic scalar offset
    "(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)",       # 1: tuple offset, basis B
    "(4,5):(1,4) o 0 o (2,3):(1@0,1@1)",           # 1: scalar 0 is the identity of tuple_add
    "S<3,5,4> o 2 o (2,3):(1,2)",                  # 2: swizzle A, scalar sum
    "S<0,4,3> o 0 o (8,4):(1,8)",                  # 2: identity swizzle
    "(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)",       # 3: sum (n0,n1) matches A's profile
    "((2,3),5):((1,2),6) o (0,0) o (2,3):(1@0,1@1)",  # 3: n0 walks A's nested mode 0
    "(?,5):(1,?) o 2 o (?,3):(1,2)",               # 4: dynamic extents are not checked
])
def test_composed_layout_accepted(accepted):
    cl = parse(accepted)
    assert isinstance(cl, ComposedLayout) and str(cl) == accepted


@pytest.mark.parametrize("inner, offset, outer, message", [
    # 1: a tuple offset cannot be added to a scalar B(c); a non-zero scalar not to a tuple
    (Layout((4, 5), (1, 4)), (1, 2), Layout((2, 3), (1, 2)), "cannot be added to B(c) of profile ?"),
    (Layout((4, 5), (1, 4)), 2, Layout((2, 3), (E(1, (0,)), E(1, (1,)))), "non-zero scalar lhs 2"),
    (Layout((4, 5), (1, 4)), ((1, 2), 3), Layout((2, 3), (E(1, (0,)), E(1, (1,)))), "leaf is paired with a sub-tuple"),
    # 2: a swizzle consumes only scalars
    (Swizzle(3, 5, 4), (0, 0), Layout((2, 3), (E(1, (0,)), E(1, (1,)))), "consumes only scalar indices"),
    # 3: the sum's profile must match A's shape
    (Layout((4, 5, 6), (1, 4, 20)), (0, 0), Layout((2, 3), (E(1, (0,)), E(1, (1,)))), "does not match A's shape"),
    (Layout(20, 1), (0, 0), Layout((2, 3), (E(1, (0,)), E(1, (1,)))), "does not match A's shape 20"),
    # A and B must be a layout or swizzle and a layout; the offset an int-tuple
    (IntTuple(4), 0, Layout(4, 1), "A must be a layout or a swizzle"),
    (Layout(4, 1), 0, Swizzle(1, 0, 2), "B must be a layout"),
    (Layout(4, 1), _, Layout(4, 1), "offset must be an int-tuple"),
])
def test_composed_layout_rejected(inner, offset, outer, message):
    with pytest.raises(KindError) as e:
        ComposedLayout(inner, offset, outer)
    assert message in e.value.reason


def test_composed_constraint_4_positive_shapes_in_a_and_b():
    with pytest.raises(KindError, match="positive"):
        ComposedLayout(Layout((4, 5), (1, 4)), 2, Layout((2, 0), (1, 2)))
    with pytest.raises(KindError, match="positive"):
        ComposedLayout(Layout((4, 0), (1, 4)), 2, Layout((2, 3), (1, 2)))


# --- swizzle parameters (CuTe: num_bits >= 0, num_base >= 0, |num_shift| >= num_bits) ---

@pytest.mark.parametrize("bmss", [(0, 4, 3), (3, 5, 4), (1, 0, 2), (3, 4, 3), (2, 3, -2), (0, 0, 0)])
def test_swizzle_accepted(bmss):
    assert str(Swizzle(*bmss)) == "S<{},{},{}>".format(*bmss)


@pytest.mark.parametrize("bmss, message", [
    ((3, 4, 2), "|num_shift| >= num_bits"),
    ((2, 4, -1), "|num_shift| >= num_bits"),
    ((-1, 4, 3), "num_bits >= 0 and num_base >= 0"),
    ((1, -4, 3), "num_bits >= 0 and num_base >= 0"),
    ((Dyn(), 4, 3), "static integers"),
])
def test_swizzle_rejected(bmss, message):
    with pytest.raises(KindError) as e:
        Swizzle(*bmss)
    assert message in e.value.reason


def test_swizzle_is_always_static():
    assert Swizzle(3, 5, 4).is_static()


# --- immutability, equality and hashing ---

VALUES = [parse(t) for t in ("(4,8)", "(4,8):(1,4)", "S<3,4,3>", "S<3,4,3> o 0 o (8,64):(64,1)",
                             "[(2,3):(1,2);_]", "(1@1@0,2@0)", "(_,?)")] + [Shape((4, 8)), Dyn(), E(1, (0,))]


@pytest.mark.parametrize("value", VALUES, ids=str)
def test_values_are_immutable(value):
    name = next(iter(getattr(type(value), "__slots__", ()) or ("value",)))
    with pytest.raises(AttributeError):
        setattr(value, name, 1)


PICKLED = VALUES + [parse(t) for t in ("(M,8):(1,M)", "((2,?{i64 div=8}),4):((1,2),?)", "(?,8):(1,?)")]


@pytest.mark.parametrize("value", PICKLED, ids=str)
def test_values_copy_and_pickle_as_themselves(value):
    """A copy of an immutable value is the value; pickle rebuilds an equal one through the
    constructor (so ``multiprocessing`` and ``copy.deepcopy`` work on layouts, as on pycute's)."""
    import copy
    import pickle
    assert copy.copy(value) == value and copy.deepcopy(value) == value
    back = pickle.loads(pickle.dumps(value))
    assert back == value and type(back) is type(value) and str(back) == str(value)
    assert hash(back) == hash(value)


def test_equal_and_hash_by_value():
    assert parse("(4,8):(1,4)") == Layout((4, 8), (1, 4))
    assert hash(parse("(4,8):(1,4)")) == hash(Layout((4, 8), (1, 4)))
    assert len({parse("[(2,3):(1,2);_]"), Tile((Layout((2, 3), (1, 2)), _))}) == 1
    assert {parse("S<3,4,3> o 0 o (8,64):(64,1)"): 1}[
        ComposedLayout(Swizzle(3, 4, 3), 0, Layout((8, 64), (64, 1)))] == 1
    assert parse("(4,8):(1,4)") != parse("(4,8):(4,1)")
    assert parse("(4)") != parse("4")           # a rank-1 tuple is not its element


def test_equality_respects_the_kind():
    assert IntTuple((4, 8)) != Shape((4, 8))
    assert Shape((4, 8)) != Coord((4, 8)) != Stride((4, 8))
    assert len({IntTuple((4, 8)), Shape((4, 8)), Coord((4, 8)), Stride((4, 8))}) == 4
    assert Tile(Layout(4, 1)) != Layout(4, 1)   # a bare-layout tile is a tile
    assert ComposedLayout(Layout(4, 1), 0, Layout(4, 1)) != Layout(4, 1)


def test_dynamic_width_is_kept():
    v = parse("(?,?{i64})")
    assert [d.width for d in v.value] == [32, 64]
    assert str(v) == "(?,?{i64})"
    assert Dyn(32) != Dyn(64)
    assert str(Stride(E(Dyn(64), (1,)))) == "?{i64}@1"


def test_a_symbol_prints_as_its_expression_and_computes():
    M = sym("M")
    assert str(IntTuple((M, 8))) == "(M,8)"
    assert str(Layout((M, 8))) == "(M,8):(1,M)"
    assert str(Dyn(64, M.expr * 2)) == "2*M{i64}" and str(Dyn(64)) == "?{i64}"
    assert not Layout((M, 8)).is_static()
    idx = crd2idx((1, 2), (M, 8))
    assert isinstance(idx, Dyn) and idx.expr == 1 + 2 * sympy.Symbol("M", integer=True, positive=True)
    assert sym("N", width=64).width == 64


def test_is_static():
    assert parse("(2,3):(1,2)").is_static()
    assert not parse("(2,3):(?,2)").is_static()
    assert parse("(_,1)").is_static()            # seed 000: '_' counts as static
    assert not parse("(1,?@0)").is_static()
    assert parse("[(2,3):(1,2);_]").is_static()
    assert not parse("[(?,3):(1,2);_]").is_static()
    assert not parse("S<3,5,4> o ? o (2,3):(1,2)").is_static()


# --- audit: parameters whose evaluation would not end ---

def test_swizzle_bits_stay_within_64_bit_offsets():
    # S<B,M,S> moves bits M+max(0,S) .. B+M+|S|: an offset is at most an i64 (seed 000 get_scalars),
    # and S<10^12,0,10^12>(1) would build a 2^(10^12) mask instead of answering
    assert Swizzle(3, 58, 3).yyy_mask == 0b111 << 61
    assert Swizzle(2, 0, -62).zzz_mask == 0b11 << 62
    for bmss in ((3, 59, 3), (2, 1, -62), (10 ** 12, 0, 10 ** 12), (0, 65, 0)):
        with pytest.raises(KindError, match="64"):
            Swizzle(*bmss)
    with pytest.raises(CuteSyntaxError) as e:
        parse("S<1000000000000,0,1000000000000> o 0 o 4:1")
    assert e.value.column == 1


def test_basis_mode_indices_are_bounded():
    # '1@M' makes the codomain a tuple of rank M+1: L(0) of '(4,4):(1@0,1@100000000)' built 10^8 zeros
    assert parse("(4,4):(1@0,1@65535)")(0) == (0,) * 65536
    for text in ("1@65536", "1@0@99999999999999999999", "(4,4):(1@0,1@100000000)"):
        with pytest.raises(CuteSyntaxError, match="65535"):
            parse(text)
    with pytest.raises(KindError, match="65535"):
        E(1, (1 << 16,))
