"""The pycute / CuTe DSL names on layouts (issue 16; docs/api.md).

Each reproduction of the issue asserts the right answer or the named error; the expected
values are pycute's and the DSL's (``nvidia-cutlass==4.2.0.0``, ``nvidia-cutlass-dsl==4.8.1``),
and where they answer differently from us the test asserts ours and says why.  The
differential tests at the end run pycute and the DSL themselves when they are installed.
"""
import pytest

import cute_sym
from cute_sym import (ComposedLayout, Coord, DynamicValueError, IntTuple, KindError, Layout, PreconditionError,
                      Shape, Swizzle, _, concatenate, cosize, crd2idx, depth, dice, get, idx2crd, is_static,
                      make_layout, ops, parse, product, rank, select, shape, size, slice_, slice_and_offset, stride,
                      sym)

L = Layout((4, 8), (1, 4))


def exact(value, expected):
    """``value == expected`` and a plain ``int`` where an ``int`` is expected (not an IntTuple)."""
    assert value == expected and type(value) is type(expected), (value, expected)


# --- the reproductions -----------------------------------------------------------------

def test_size_of_a_layout_is_its_domain_size_not_the_layout():
    exact(size(L), 32)                       # was: the layout itself (size = product)
    exact(size(L[1]), 8)
    exact(size(L, 1), 8)
    exact(size(L, [1]), 8)
    exact(size(parse("(4,(16,32)):(1,(4,64))"), [1, 0]), 16)
    exact(size((4, 8)), 32)
    exact(size(Shape((4, (2, 3)))), 24)


def test_rank_and_depth_of_a_layout_are_of_its_shape():
    exact(rank(L), 2)                        # was 1 (the layout read as a leaf)
    exact(depth(L), 1)                       # was 0
    M = parse("(4,(2,3)):(1,(4,8))")
    exact(rank(M, [1]), 2)
    exact(depth(M), 2)
    exact(depth(M, 1), 1)
    exact(rank(Layout(4, 1)), 1)
    exact(depth(Layout(4, 1)), 0)
    exact(rank((4, (2, 3))), 2)


def test_cosize_is_exported_and_ops_results_equal_their_int():
    exact(cosize(L), 32)
    exact(cosize(L, [1]), 29)                # 8:4 -> 7*4 + 1 (the DSL's cosize(L, mode=[1]))
    exact(cosize(parse("S<3,4,3> o 0 o (8,64):(64,1)")), 512)
    assert ops.size(L) == 32 and ops.cosize(L) == 32      # IntTuple(32) == 32 (was False)
    assert 32 == ops.size(L) and ops.size(L) != 31
    exact(int(ops.size(L)), 32)              # was a TypeError
    assert [10, 20, 30][IntTuple(1)] == 20   # __index__
    assert hash(IntTuple(32)) == hash(32) and {IntTuple(32), 32} == {32}
    assert IntTuple(4) != Shape(4)           # kinds still differ from each other
    assert IntTuple((4, 8)) != (4, 8)


def test_int_of_a_tuple_or_dynamic_int_tuple_is_a_named_error():
    with pytest.raises(KindError, match=r"the int_tuple \(4,8\) is a tuple, not a scalar"):
        int(IntTuple((4, 8)))
    with pytest.raises(DynamicValueError, match="is dynamic"):
        int(ops.size(parse("(?,8):(1,?)")))


def test_crd2idx_takes_a_shape_and_stride_or_a_layout():
    exact(crd2idx((1, 2), (4, 8), (1, 4)), 9)       # pycute (was a TypeError)
    exact(crd2idx((1, 2), L), 9)                    # the DSL (was "expects coord and shape to be congruent")
    exact(crd2idx((1, 2), (4, 8)), 9)               # both, compact column-major
    exact(crd2idx(13, (4, (2, 3))), 13)
    exact(crd2idx((1, (1, 1)), (4, (2, 3))), 13)
    exact(crd2idx((1, 2), (4, 8), (8, 1)), 10)
    exact(crd2idx((0, 1), parse("S<1,0,1> o 0 o (2,4):(1,2)")), 3)   # A(B(c)) = 2 ^ 1
    exact(crd2idx(Coord((1, 2)), L), 9)
    with pytest.raises(PreconditionError, match=r"contains '_' \(or None\): slice the layout"):
        crd2idx((1, None), L)
    with pytest.raises(KindError, match="takes a stride only with a shape"):
        crd2idx((1, 2), L, (1, 4))


def test_idx2crd_follows_the_paper_and_the_dsl_and_pycutes_stride_form():
    assert idx2crd(9, (4, 8)) == (1, 2)
    assert idx2crd(13, (4, (2, 3))) == (1, (1, 1))
    # Out of bounds: eq. 1 (and the DSL) leave the last mode unreduced; pycute's idx2crd(33, (4,8)) is (1,0).
    assert idx2crd(33, (4, 8)) == (1, 8)
    # pycute's stride form is (idx // d) % s leaf by leaf (every mode reduced), as pycute computes it
    assert idx2crd(33, (4, 8), (1, 4)) == (1, 0)
    assert idx2crd(10, (4, 8), (8, 1)) == (1, 2)
    with pytest.raises(KindError, match=r"idx2crd takes a shape, got the layout .*idx2crd\(i, L.shape\)"):
        idx2crd(9, L)


def test_call_and_getitem():
    exact(L(9), 9)
    exact(L((1, 2)), 9)
    exact(L(1, 2), 9)
    exact(L(33), 33)                         # past the size: eq. 1 (pycute and the DSL agree)
    assert L[1] == Layout(8, 4)
    assert Layout(4, 1)[0] == Layout(4, 1)   # a leaf layout is its own mode 0 (pycute, the DSL)
    C = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    assert C[1] == parse("S<3,4,3> o 0 o 64:1") and len(C) == 2 and size(C[1]) == 64   # pycute's C[i]
    with pytest.raises(PreconditionError, match="descent past a scalar leaf"):
        Layout(4, 1)[1]
    with pytest.raises(KindError, match="coordinate leaf 1.5 is not an integer"):
        L(1.5)                               # pycute answers 1.5, the DSL raises ValueError
    with pytest.raises(KindError, match="coordinate leaf '1'"):
        L("1")


def test_slicing_with_none_and_underscore():
    sliced = Layout((8,), (4,))
    assert L(1, None) == sliced and str(L(1, None)) == "(8):(4)"   # was a raw TypeError
    assert L((1, None)) == sliced == L(1, _)
    assert L((None, 2)) == Layout((4,), (1,))
    assert L(None) == L                      # the DSL's slice_(L, None); pycute wraps: ((4,8),):((1,4),)
    assert slice_(L, (1, None)) == sliced    # the DSL's order
    assert slice_((1, None), L) == sliced    # pycute's order (was (), silently)
    assert slice_((1, None), (4, 8)) == (8,) == slice_((4, 8), (1, _))
    assert slice_(Shape((4, 8)), (1, None)) == Shape((8,)) == slice_((1, None), Shape((4, 8)))
    assert slice_((4, 8), Coord((1, _))) == (8,)
    assert dice(L, (1, None)) == Layout((4,), (1,)) == dice((1, None), L)
    assert slice_and_offset((1, None), L) == (sliced, 1) == slice_and_offset(L, (1, _))   # pycute/DSL order
    C = parse("S<1,0,1> o 0 o (2,4):(1,2)")
    assert C(None, 1) == slice_(C, (_, 1))
    # a coordinate with no '_' keeps nothing: ():(), as the DSL (docs/api.md); pycute's tuples give ()
    assert slice_(L, (1, 2)) == Layout((), ())
    assert slice_((4, 8), (1, 2)) == ()


def test_make_layout_from_a_shape_beside_concatenation():
    assert make_layout((4, 8)) == Layout((4, 8), (1, 4))           # the DSL (was refused)
    assert make_layout((4, 8), stride=(8, 1)) == Layout((4, 8), (8, 1))
    assert make_layout((4, 8), (8, 1)) == Layout((4, 8), (8, 1))   # CuTe C++ make_layout(shape, stride)
    assert make_layout((4, 1)) == Layout((4, 1), (1, 0))            # the DSL and C++; pycute's Layout((4,1)) is (1,4)
    assert make_layout(4, stride=2) == Layout(4, 2)
    assert make_layout(Shape((4, 8))) == Layout((4, 8))
    a, b = Layout(4, 1), Layout(8, 4)
    assert make_layout(a, b) == concatenate(a, b) == L              # CuTe C++ and pycute: concatenation
    assert make_layout([a, b]) == L == make_layout((a, b))          # pycute, the DSL: a list of layouts
    with pytest.raises(KindError, match="make_layout takes a shape and an optional stride, or layouts"):
        make_layout(a, (4, 8))
    with pytest.raises(KindError, match="at most a shape and a stride"):
        make_layout((4, 8), (1, 4), stride=(1, 4))
    with pytest.raises(KindError, match="shape leaf must be positive"):
        make_layout((4, 0))


def test_shape_stride_get_select_is_static():
    assert shape(L) == (4, 8) and shape(L, 1) == 8
    assert shape(parse("S<3,4,3> o 0 o (8,64):(64,1)")) == (8, 64)
    assert stride(L) == (1, 4) and stride(L, [1]) == 4
    assert get(L, 1) == Layout(8, 4) and get((4, (2, 3)), [1, 0]) == 2
    assert select(L, [1, 0]) == Layout((8, 4), (4, 1))
    assert is_static(L) and not is_static(parse("(?,8):(1,?)")) and is_static((4, 8))
    exact(size(Layout((sym("M"), 8))), size(Layout((sym("M"), 8))))  # a Dyn for a dynamic size
    assert str(size(Layout((sym("M"), 8))).expr) == "8*M"


@pytest.mark.parametrize("fn", [product, cute_sym.product_each, size, rank, depth, shape])
def test_a_value_of_the_wrong_kind_is_a_named_error_never_a_leaf(fn):
    bad = Swizzle(3, 4, 3) if fn in (size, rank, depth, shape) else L
    with pytest.raises(KindError, match=f"{fn.__name__} takes"):
        fn(bad)


def test_cosize_and_stride_take_layouts():
    with pytest.raises(KindError, match="cosize takes a layout or a composed layout, got the int_tuple"):
        cosize(IntTuple((4, 8)))
    with pytest.raises(KindError, match="stride takes a layout, got the composed_layout"):
        stride(parse("S<3,4,3> o 0 o (8,64):(64,1)"))
    with pytest.raises(PreconditionError, match="needs a swizzle inner A"):
        cosize(ComposedLayout(Layout(8, 2), 0, Layout(4, 1)))


# --- differential: pycute and the DSL themselves -------------------------------------------------

def test_against_pycute():
    pycute = pytest.importorskip("pycute")
    P = pycute.Layout((4, 8), (1, 4))
    assert size(L) == pycute.size(P) and cosize(L) == pycute.cosize(P) and len(L) == len(P)
    assert crd2idx((1, 2), (4, 8), (1, 4)) == pycute.crd2idx((1, 2), (4, 8), (1, 4))
    for i in range(32):
        assert L(i) == P(i) and idx2crd(i, (4, 8)) == pycute.idx2crd(i, (4, 8))
        assert idx2crd(i, (4, 8), (8, 1)) == pycute.idx2crd(i, (4, 8), (8, 1))
    sliced = P(1, None)
    assert L(1, None) == Layout(sliced.shape, sliced.stride)
    s, o = pycute.slice_and_offset((None, 3), P)
    assert slice_and_offset((None, 3), L) == (Layout(s.shape, s.stride), o)
    assert slice_((1, None), (4, 8)) == pycute.slice_((1, None), (4, 8))
    # the one pycute answer we do not share: a negative stride's cosize (pycute: L(size-1)+1 = -3)
    assert pycute.cosize(pycute.Layout((4, 8), (1, -1))) == -3 and cosize(Layout((4, 8), (1, -1))) == 11


def test_against_the_dsl():
    cute = pytest.importorskip("cutlass.cute")
    got = {}

    @cute.jit
    def trace():
        D = cute.make_layout((4, 8), stride=(1, 4))
        N = cute.make_layout((4, (2, 3)))
        got.update(size=cute.size(D), size1=cute.size(D, mode=[1]), cosize=cute.cosize(D),
                   cosize1=cute.cosize(D, mode=[1]), rank=cute.rank(D), depth=cute.depth(N),
                   crd=cute.crd2idx((1, 2), D), idx=cute.idx2crd(33, (4, 8)), call=D(33),
                   slice=str(cute.slice_(D, (1, None))), dice=str(cute.dice(D, (1, None))),
                   whole=str(cute.slice_(D, None)), compact=str(cute.make_layout((4, 1))),
                   nested=str(N), neg=cute.cosize(cute.make_layout((4, 8), stride=(1, -1))),
                   concat=str(cute.make_layout([D[0], D[1]])))
    trace()
    assert (size(L), size(L, [1]), cosize(L), cosize(L, [1]), rank(L)) == (
        got["size"], got["size1"], got["cosize"], got["cosize1"], got["rank"])
    assert depth(make_layout((4, (2, 3)))) == got["depth"] and crd2idx((1, 2), L) == got["crd"]
    assert idx2crd(33, (4, 8)) == got["idx"] and L(33) == got["call"]
    assert str(slice_(L, (1, None))) == got["slice"] and str(dice(L, (1, None))) == got["dice"]
    assert str(slice_(L, None)) == got["whole"] and str(make_layout((4, 1))) == got["compact"]
    assert str(make_layout((4, (2, 3)))) == got["nested"] and cosize(Layout((4, 8), (1, -1))) == got["neg"]
    assert str(make_layout([L[0], L[1]])) == got["concat"]
