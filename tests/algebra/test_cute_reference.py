"""CuTe's own documented examples, as exact tests of our printed results.

Sources (NVIDIA CUTLASS; facts only, input -> printed output):

* ``media/docs/cpp/cute/01_layout.md``, ``02_layout_algebra.md``, ``03_tensor.md``,
  ``0t_mma_atom.md`` (the CuTe C++ tutorial; static integers print there as ``_4``,
  here as ``4``);
* ``include/cute/layout.hpp`` comments (``make_ordered_layout``, ``make_layout_like``);
* the CuTe DSL API reference (``cutlass.cute``: ``make_layout_tv``, ``zipped_divide``,
  ``get``, ``select``, ``group_modes``, ``cosize``, ``make_ordered_layout``, ``crd2idx``,
  ``idx2crd``, ``ceil_div``, ``recast_layout``);
* pycute's tests ``test/python/pycute/test_{coalesce,composition,complement,left_inverse,
  right_inverse,logical_product,product}.py`` and CuTe's C++ unit tests
  ``test/unit/cute/core/{composition,complement,logical_divide,inverse_right,inverse_left,
  coalesce}.cpp``: where they check a property over a list of layouts, the list is
  here with our brute-force check of that property.

Where CuTe is wrong or undefined we keep the mathematically right answer; each such
case names CuTe's result and why (DEVELOPERS.md, "Semantics choices").
"""
import pytest

from algebra_oracles import values
from cute_sym import (CompositionError, Layout, Swizzle, _, blocked_product, ceil_div, coalesce, complement,
                      composition, crd2idx, filter, flat_divide, flat_product, flatten, group_modes, idx2crd,
                      left_inverse, logical_divide, logical_product, make_identity_layout, make_layout,
                      make_layout_like, make_ordered_layout, parse, raked_product, recast_layout, right_inverse,
                      shape_div, slice_and_offset, tile_to_shape, tiled_divide, tiled_product, zipped_divide,
                      zipped_product)
from cute_sym.errors import PreconditionError
from cute_sym.tuples import Dyn, compatible, product_each

P = parse


def same(layout, text):
    """``layout`` prints as ``text`` (CuTe's printed form)."""
    assert str(layout) == text


# --- 01_layout.md ----------------------------------------------------------------------------

@pytest.mark.parametrize("layout, text", [
    (Layout(8), "8:1"),                                        # s8
    (Layout((2, 4)), "(2,4):(1,2)"),                           # s2xs4
    (Layout((2, 4), (12, 1)), "(2,4):(12,1)"),                 # s2xd4_a
    (make_ordered_layout((2, 4), (1, 0)), "(2,4):(4,1)"),      # s2xd4_row (LayoutRight)
    (Layout((2, (2, 2)), (4, (2, 1))), "(2,(2,2)):(4,(2,1))"),  # s2xh4
    (Layout((2, (2, 2))), "(2,(2,2)):(1,(2,4))"),              # s2xh4_col (LayoutLeft)
    (make_ordered_layout((2, (2, 2)), (2, (1, 0))), "(2,(2,2)):(4,(2,1))"),  # s2xh4 is LayoutRight
])
def test_01_constructing_a_layout(layout, text):
    same(layout, text)


def test_01_using_a_layout():
    s2xh4 = P("(2,(2,2)):(4,(2,1))")
    assert [[s2xh4(m, n) for n in range(4)] for m in range(2)] == [[0, 2, 1, 3], [4, 6, 5, 7]]   # print2D
    assert values(s2xh4) == [0, 4, 2, 6, 1, 5, 3, 7]                                           # print1D
    assert values(P("(2,4):(12,1)")) == [0, 12, 1, 13, 2, 14, 3, 15]
    assert values(P("((4,2)):((2,1))")) == [0, 2, 4, 6, 1, 3, 5, 7]                            # vector layouts
    assert values(P("((4,2)):((1,4))")) == values(P("8:1"))
    assert [[P("((2,2),2):((4,1),2)")(m, n) for n in range(2)] for m in range(4)] == [[0, 2], [4, 6], [1, 3],
                                                                                          [5, 7]]


@pytest.mark.parametrize("a, b, expected", [
    (24, 32, False), (24, (4, 6), True), ((4, 6), ((2, 2), 6), True), (((2, 2), 6), ((2, 2), (3, 2)), True),
    (24, ((2, 2), (3, 2)), True), (24, ((2, 3), 4), True), (((2, 3), 4), ((2, 2), (3, 2)), False),
    (((2, 2), (3, 2)), ((2, 3), 4), False), (24, (24,), True), ((24,), 24, False), ((24,), (4, 6), False),
])
def test_01_compatibility(a, b, expected):
    assert compatible(a, b) is expected


def test_01_coordinate_and_index_mapping():
    shape, L = (3, (2, 3)), P("(3,(2,3)):(3,(12,1))")
    assert idx2crd(16, shape) == (1, (1, 2))
    assert idx2crd((1, 5), shape) == (1, (1, 2))
    assert idx2crd((1, (1, 2)), shape) == (1, (1, 2))
    assert L(16) == L(1, 5) == L((1, (1, 2))) == 17                                      # crd2idx(c, shape, stride)
    assert [[L(i, j) for j in range(6)] for i in range(3)] == [[0, 12, 1, 13, 2, 14], [3, 15, 4, 16, 5, 17],
                                                              [6, 18, 7, 19, 8, 20]]


def test_01_sublayouts_concatenation_grouping():
    a = Layout((4, (3, 6)))
    same(a, "(4,(3,6)):(1,(4,12))")
    same(a.get([0]), "4:1")
    same(a.get([1]), "(3,6):(4,12)")
    same(a.get([1, 0]), "3:4")
    same(a.get([1, 1]), "6:12")
    b = Layout((2, 3, 5, 7))
    same(b, "(2,3,5,7):(1,2,6,30)")
    same(b.select([1, 3]), "(3,7):(2,30)")
    same(b.select([0, 1, 3]), "(2,3,7):(1,2,30)")
    same(b.select([2]), "(5):(6)")                              # select keeps a rank-1 tuple
    x, y = P("3:1"), P("4:3")
    same(make_layout(x, y), "(3,4):(1,3)")
    same(make_layout(y, x), "(4,3):(3,1)")
    same(make_layout(make_layout(x, y), make_layout(y, x)), "((3,4),(4,3)):((1,3),(3,1))")
    same(make_layout(x), "(3):(1)")
    same(make_layout(make_layout(x)), "((3)):((1))")
    same(make_layout(x, make_layout(x), x), "(3,(3),3):(1,(1),1)")
    g = group_modes(b, 0, 2)
    same(g, "((2,3),5,7):((1,2),6,30)")
    same(group_modes(g, 1, 3), "((2,3),(5,7)):((1,2),(6,30))")
    same(flatten(g), "(2,3,5,7):(1,2,6,30)")
    same(flatten(group_modes(g, 1, 3)), "(2,3,5,7):(1,2,6,30)")


# --- 02_layout_algebra.md --------------------------------------------------------------------

def test_02_coalesce():
    L = P("(2,(1,6)):(1,(6,2))")
    same(coalesce(L), "12:1")
    same(coalesce(L, (1, 1)), "(2,6):(1,2)")
    same(make_layout(coalesce(L[0]), coalesce(L[1])), "(2,6):(1,2)")      # "identical to"


@pytest.mark.parametrize("shape, d, expected", [                         # "dividing out" the stride
    ((6, 2), 2, (3, 2)), ((6, 2), 3, (2, 2)), ((6, 2), 6, (1, 2)), ((6, 2), 12, (1, 1)),
    ((3, 6, 2, 8), 3, (1, 6, 2, 8)), ((3, 6, 2, 8), 6, (1, 3, 2, 8)), ((3, 6, 2, 8), 9, (1, 2, 2, 8)),
    ((3, 6, 2, 8), 72, (1, 1, 1, 4)),
])
def test_02_shape_division(shape, d, expected):
    assert shape_div(shape, d) == expected


@pytest.mark.parametrize("a, b, text", [
    ("(6,2):(8,2)", "(4,3):(3,1)", "((2,2),3):((24,2),8)"),        # worked example 1
    ("(6,2):(8,2)", "4:3", "(2,2):(24,2)"),
    ("(6,2):(8,2)", "3:1", "3:8"),
    ("20:2", "(5,4):(4,1)", "(5,4):(8,2)"),                        # example 2
    ("20:2", "5:4", "5:8"),
    ("(10,2):(16,4)", "(5,4):(1,5)", "(5,(2,2)):(16,(80,4))"),     # example 3 (static print)
    ("(10,2):(16,4)", "4:5", "(2,2):(80,4)"),
    # (3,6,2,8):(w,x,y,z) o 16:9 = (1,2,2,4):(9w,3x,y,z); with (w,x,y,z) = (1,10,100,1000), static 1s dropped
    ("(3,6,2,8):(1,10,100,1000)", "16:9", "(2,2,4):(30,100,1000)"),
])
def test_02_composition(a, b, text):
    A, B = P(a), P(b)
    R = composition(A, B)
    same(R, text)
    assert all(R(i) == A(B(i)) for i in range(B.size())) and compatible(B.shape, R.shape)


def test_02_dynamic_example_prints_size_1_modes_static_does_not():
    # CuTe prints ((5,1),(2,2)):((16,4),(80,4)) for dynamic integers: the same function.
    dynamic_print = P("((5,1),(2,2)):((16,4),(80,4))")
    R = composition(P("(10,2):(16,4)"), P("(5,4):(1,5)"))
    assert values(R) == values(dynamic_print) and str(coalesce(dynamic_print, (1, 1))) == str(R)


def test_02_by_mode_composition_and_shape_tilers():
    a = P("(12,(4,8)):(59,(13,1))")
    same(composition(a, (P("3:4"), P("8:2"))), "(3,(2,4)):(236,(26,1))")
    same(make_layout(composition(a[0], P("3:4")), composition(a[1], P("8:2"))), "(3,(2,4)):(236,(26,1))")
    same(composition(a, (3, 8)), "(3,(4,2)):(59,(13,1))")
    same(composition(a, (P("3:1"), P("8:1"))), "(3,(4,2)):(59,(13,1))")


@pytest.mark.parametrize("layout, cotarget, text", [
    ("4:1", 24, "6:4"), ("6:4", 24, "4:1"), ("(4,6):(1,4)", 24, "1:0"), ("4:2", 24, "(2,3):(1,8)"),
    ("(2,4):(1,6)", 24, "3:2"), ("(2,2):(1,6)", 24, "(3,2):(2,12)"),
])
def test_02_complement(layout, cotarget, text):
    L = P(layout)
    C = complement(L, cotarget)
    same(C, text)
    assert make_layout(L, C).cosize() >= cotarget


def test_02_logical_divide():
    A, B = P("(4,2,3):(2,1,8)"), P("4:2")
    same(complement(B, A.size()), "(2,3):(1,8)")
    same(make_layout(B, complement(B, A.size())), "(4,(2,3)):(2,(1,8))")
    same(logical_divide(A, B), "((2,2),(2,3)):((4,1),(2,8))")
    # 2-D: A = (9,(4,8)):(59,(13,1)), B = <3:3, (2,4):(1,8)>
    A, tiler = P("(9,(4,8)):(59,(13,1))"), (P("3:3"), P("(2,4):(1,8)"))
    ld, zd = logical_divide(A, tiler), zipped_divide(A, tiler)
    same(composition(A, tiler), "(3,(2,4)):(177,(13,2))")
    same(ld, "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))")
    assert product_each(ld[0].shape) == (3, 3) and product_each(ld[1].shape) == (8, 4)    # ((3,3),(8,4))
    same(zd, "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))")
    assert product_each(zd.shape) == (24, 12) and product_each(zd[0].shape) == (3, 8)    # ((3,8),(3,4))
    assert zd[0] == composition(A, tiler)                      # layout<0>(zipped_divide(a, b)) == composition(a, b)
    same(tiled_divide(A, tiler), "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))")
    same(flat_divide(A, tiler), "(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))")
    # the offset of the 3rd tile is zd(0,3), of the (1,2)th tile zd(0,(1,2))
    assert zd(0, (1, 2)) == zd(0, 7) and zd(0, 3) == zd(0, (0, 1))
    assert {zd(i, j) for i in range(24) for j in range(12)} == set(values(A))    # a permutation of A's offsets


@pytest.mark.parametrize("a, tiler, forms", [
    # 02_layout_algebra.md: layout (M,N,L), tiler <TileM,TileN>: logical ((TileM,RestM),(TileN,RestN),L),
    # zipped ((TileM,TileN),(RestM,RestN,L)), tiled ((TileM,TileN),RestM,RestN,L), flat (TileM,TileN,RestM,RestN,L)
    ("(8,24,5):(1,8,192)", (4, 8), ("((4,2),(8,3),5):((1,4),(8,64),192)", "((4,8),(2,3,5)):((1,8),(4,64,192))",
                                   "((4,8),2,3,5):((1,8),4,64,192)", "(4,8,2,3,5):(1,8,4,64,192)")),
    # the CuTe IR's "Products and Divides" guide
    ("(6,8):(8,1)", (3, 4), ("((3,2),(4,2)):((8,24),(1,4))", "((3,4),(2,2)):((8,1),(24,4))",
                             "((3,4),2,2):((8,1),24,4)", "(3,4,2,2):(8,1,24,4)")),
])
def test_divide_forms(a, tiler, forms):
    for divide, text in zip((logical_divide, zipped_divide, tiled_divide, flat_divide), forms):
        same(divide(P(a), tiler), text)


def test_02_product_forms():
    A = P("(8,24,5):(1,8,192)")
    # logical ((M,TileM),(N,TileN),L), zipped ((M,N),(TileM,TileN,L)), tiled ((M,N),TileM,TileN,L), flat
    same(logical_product(A, (4, 8)), "((8,4),(24,8),5):((1,8),(8,1),192)")
    same(zipped_product(A, (4, 8)), "((8,24),(4,8,5)):((1,8),(8,1,192))")
    same(tiled_product(A, (4, 8)), "((8,24),4,8,5):((1,8),8,1,192)")
    same(flat_product(A, (4, 8)), "(8,24,4,8,5):(1,8,8,1,192)")


def test_02_logical_product():
    A = P("(2,2):(4,1)")
    same(complement(A, A.size() * P("6:1").cosize()), "(2,3):(2,8)")
    same(logical_product(A, P("6:1")), "((2,2),(2,3)):((4,1),(2,8))")     # identical to the divide example
    same(complement(A, A.size() * P("(4,2):(2,1)").cosize()), "(2,4):(2,8)")
    same(logical_product(A, P("(4,2):(2,1)")), "((2,2),(4,2)):((4,1),(8,2))")
    # 2-D (images product2d / productblocked2d / productraked2d): a 2x5 row-major block over 3x4 column-major
    block = P("(2,5):(5,1)")
    same(logical_product(block, (P("3:5"), P("4:6"))), "((2,3),(5,4)):((5,10),(1,30))")
    # The C++ guide says "blocked_product went ahead and coalesced mode-0 for us" ((2,3):(5,10) is 6:5); the
    # CuTe DSL notebook cute_layout_algebra.ipynb prints the same call uncoalesced, as the CuTe IR does (below):
    same(blocked_product(block, P("(3,4):(1,3)")), "((2,3),(5,4)):((5,10),(1,30))")
    same(coalesce(blocked_product(block, P("(3,4):(1,3)")), (1, 1)), "(6,(5,4)):(5,(1,30))")   # CuTe C++'s form
    same(raked_product(block, P("(3,4):(1,3)")), "((3,2),(4,5)):((10,5),(30,1))")
    # the DSL notebook's zipped / tiled / flat products of the same operands
    same(zipped_product(block, P("(3,4):(1,3)")), "((2,5),(3,4)):((5,1),(10,30))")
    same(tiled_product(block, P("(3,4):(1,3)")), "((2,5),3,4):((5,1),10,30)")
    same(flat_product(block, P("(3,4):(1,3)")), "(2,5,3,4):(5,1,10,30)")


# --- 03_tensor.md ----------------------------------------------------------------------------

def test_03_slicing():
    A = P("((3,2),(2,5,2)):((4,1),(2,13,100))")
    same(A(2, _), "((2,5,2)):((2,13,100))")                   # B
    same(A(_, 5), "((3,2)):((4,1))")                          # C
    same(A((_, _), 5), "(3,2):(4,1)")                         # D
    same(A((_, 1), (0, _, 1)), "(3,5):(4,13)")                # E
    same(A((2, _), (_, 3, _)), "(2,2,2):(1,2,100)")           # F
    # the sliced tensor starts at the offset of the coordinate with '_' read as 0
    sub, offset = slice_and_offset(A, ((_, 1), (0, _, 1)))
    assert all(sub(i, j) + offset == A((i, 1), (0, j, 1)) for i in range(3) for j in range(5))


def test_03_inner_and_outer_partitioning():
    A = Layout((8, 24))
    tiled_a = zipped_divide(A, (4, 8))
    same(tiled_a, "((4,8),(2,3)):((1,8),(4,64))")
    for bx in range(2):                                       # local_tile / inner_partition: (4,8) per block
        for by in range(3):
            cta, offset = slice_and_offset(tiled_a, ((_, _), (bx, by)))
            same(cta, "(4,8):(1,8)")
            assert all(cta(m, n) + offset == A(4 * bx + m, 8 * by + n) for m in range(4) for n in range(8))
    for t in range(32):                                       # outer_partition: (2,3) per thread
        thr, offset = slice_and_offset(tiled_a, (t, (_, _)))
        same(thr, "(2,3):(4,64)")
        assert all(thr(i, j) + offset == A(t % 4 + 4 * i, t // 4 + 8 * j) for i in range(2) for j in range(3))


def test_03_local_partition_row_major_threads():
    # local_partition(A, thr, idx) = outer_partition(A, shape(thr), thr's coordinate of idx): each thread
    # takes every (2,4)-th element starting at its coordinate in the thread layout
    A, thr = Layout((8, 24)), make_ordered_layout((2, 4), (1, 0))
    tiled = zipped_divide(A, product_each(thr.shape))
    seen = set()
    for idx in range(thr.size()):
        (c0, c1), = [c for c in ((i, j) for i in range(2) for j in range(4)) if thr(c) == idx]
        part, offset = slice_and_offset(tiled, ((c0, c1), (_, _)))
        same(part, "(4,6):(2,32)")
        got = {part(i, j) + offset for i in range(4) for j in range(6)}
        assert got == {A(m, n) for m in range(c0, 8, 2) for n in range(c1, 24, 4)}
        seen |= got
    assert seen == set(range(A.size()))


def test_03_thread_value_partitioning():
    tv = P("((2,4),(2,2)):((8,1),(4,16))")                    # (T8,V4) -> (M4,N8)
    A = make_ordered_layout((4, 8), (1, 0))                   # LayoutRight
    tv_A = composition(A, tv)
    same(tv_A, "((2,4),(2,2)):((2,8),(1,4))")
    for t in range(8):                                        # v = tv(threadIdx.x, _)
        v, offset = slice_and_offset(tv_A, (t, _))
        assert [v(i) + offset for i in range(4)] == [A(tv(t, i) % 4, tv(t, i) // 4) for i in range(4)]
    # the inverse TV layout (bottom of tv_layout.png): (M4,N8) coordinate -> (thread, value) index
    inv = right_inverse(tv)
    same(inv, "(8,2,2):(2,1,16)")
    assert all(tv(inv(k)) == k for k in range(32)) and str(left_inverse(tv)) == str(inv)


def test_03_copy_subtile_tilers():
    same(zipped_divide(Layout((24, 16)), (8, 4)), "((8,4),(3,4)):((1,24),(8,96))")
    same(zipped_divide(Layout((24, 16)), (P("8:3"), P("4:2"))), "((8,4),(3,(2,2))):((3,48),(1,(24,192)))")


# --- 0t_mma_atom.md: thread-value layouts ------------------------------------------------------

def test_0t_sm70_quadpair_layouts():
    thr_id = P("(4,2):(1,16)")                                # logical thread id -> thread index
    assert values(thr_id) == [0, 1, 2, 3, 16, 17, 18, 19]
    c = P("((2,2,2),(2,2,2)):((1,16,4),(8,2,32))")            # (T8,V8) -> m + 8n
    assert [c(t, 0) for t in range(8)] == [0, 1, 16, 17, 4, 5, 20, 21]
    assert [c(0, v) for v in range(8)] == [0, 8, 2, 10, 32, 40, 34, 42]
    assert sorted(values(c)) == list(range(64))
    nt_a = P("((4,2),4):((8,4),1)")                           # (T8,V4) -> m + 8k, NT
    assert sorted(values(nt_a)) == list(range(32)) and [nt_a(0, v) for v in range(4)] == [0, 1, 2, 3]
    assert nt_a(4, 0) == 4                                    # T4's values follow T0's down M


def test_0t_sm90_gmma_accumulators_and_permutation():
    c = P("((4,8,4),(2,2,16)):((128,1,16),(64,8,512))")       # (T128,V64) -> (M64,N128)
    assert sorted(values(c)) == list(range(64 * 128))
    assert [c(t, 0) for t in (0, 1, 4, 32)] == [0, 128, 1, 16] and [c(0, v) for v in (1, 2, 4)] == [64, 8, 512]
    perm = P("(4,4,2):(1,8,4)")                               # scatter permutation of the M-mode
    assert values(perm) == [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27,
                            4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 28, 29, 30, 31]


# --- include/cute/layout.hpp comments -----------------------------------------------------------

def test_layout_hpp_ordered_and_like():
    same(make_ordered_layout((2, 2, 2, 2), (0, 2, 3, 1)), "(2,2,2,2):(1,4,8,2)")
    # "Dynamic values in order are ignored, considered large, and ordered from left to right"
    same(make_ordered_layout((2, 3, 4, 5), (2, Dyn(), Dyn(), 50)), "(2,3,4,5):(1,10,30,2)")
    same(make_layout_like(P("(2,2,2,2):(0,2,4,1)")), "(2,2,2,2):(0,2,4,1)")
    same(make_layout_like(P("(2,3,4,5):(0,42,1,0)")), "(2,3,4,5):(0,4,1,0)")


def test_compact_strides_give_size_1_modes_stride_0():
    # CuTe's compact_major gives a static size-1 mode stride 0 ("could save a reg"): make_layout(Shape<_4,_1>)
    # prints (_4,_1):(_1,_0); so do make_ordered_layout, make_layout_like and tile_to_shape.
    same(Layout((4, 1)), "(4,1):(1,0)")
    same(Layout((1, (2, 1), 3)), "(1,(2,1),3):(0,(1,0),2)")
    same(make_ordered_layout((2, 1, 3), (1, 0, 2)), "(2,1,3):(1,0,2)")
    same(make_layout_like(P("(2,1,3):(4,9,1)")), "(2,1,3):(3,0,1)")
    same(tile_to_shape(P("(2,1):(1,0)"), (4, 3)), "((2,2),(1,3)):((1,2),(0,4))")


# --- CuTe DSL API reference (cutlass.cute) ------------------------------------------------------

def test_dsl_make_layout_tv():
    # make_layout_tv(thr, val): layout_mn = raked_product(thr, val), tiler_mn = product_each(shape(layout_mn)),
    # layout_tv = right_inverse(layout_mn) o make_layout((size(thr), size(val)))
    thr, val = P("(2,3):(3,1)"), P("(2,2):(2,1)")
    layout_mn = raked_product(thr, val)
    tiler_mn = product_each(layout_mn.shape)
    layout_tv = composition(right_inverse(layout_mn), Layout((thr.size(), val.size())))
    assert tiler_mn == (4, 6)
    same(layout_tv, "((3,2),(2,2)):((8,2),(4,1))")
    table = [["T0V0", "T0V1", "T1V0", "T1V1", "T2V0", "T2V1"], ["T0V2", "T0V3", "T1V2", "T1V3", "T2V2", "T2V3"],
             ["T3V0", "T3V1", "T4V0", "T4V1", "T5V0", "T5V1"], ["T3V2", "T3V3", "T4V2", "T4V3", "T5V2", "T5V3"]]
    owner = {layout_tv(t, v): f"T{t}V{v}" for t in range(6) for v in range(4)}
    assert [[owner[m + 4 * n] for n in range(6)] for m in range(4)] == table


def test_dsl_examples():
    same(zipped_divide(P("(128,64):(64,1)"), (8, 8)), "((8,8),(16,8)):((64,1),(512,8))")   # shape ((8,8),(16,8))
    L = P("((4,8),(16,1),8):((1,4),(32,0),512)")
    same(L.get([0, 1]), "8:4")
    same(L.get([1]), "(16,1):(32,0)")
    same(P("(4,8,16):(32,4,1)").select([0, 2]), "(4,16):(32,1)")
    same(group_modes(Layout((2, 3, 4, 5)), 1, 3), "(2,(3,4),5):(1,(2,6),24)")
    assert P("(4,(3,2)):(2,(8,1))").cosize() == 24
    same(make_ordered_layout((4, 4), (1, 0)), "(4,4):(4,1)")
    same(make_ordered_layout((4, 4), (0, 1)), "(4,4):(1,4)")
    same(make_ordered_layout((32, 16, 8), (2, 0, 1)), "(32,16,8):(128,1,16)")
    same(make_identity_layout((4, 4)), "(4,4):(1@0,1@1)")
    same(make_identity_layout((32, 16, 8)), "(32,16,8):(1@0,1@1,1@2)")
    assert P("(5,4):(4,1)")((2, 3)) == 11 and crd2idx((2, 3), (5, 4)) == 17
    assert idx2crd(11, (5, 4)) == (1, 2)
    assert ceil_div((10, 6), (3, 4)) == (4, 2)


def test_dsl_recast_layout_example_prints_the_input():
    # The DSL reference prints "(2, 3, 4)" for recast_layout(16, 8, make_layout((2,3,4))); no upcast of a
    # 24-element layout keeps its shape.  CuTe's upcast<2> divides the stride-1 mode's shape by 2 and every
    # stride by 2 (shape_div rounding away from zero): (1,3,4):(1,1,3), as we give.
    R = recast_layout(Layout((2, 3, 4)), 16, 8)
    same(R, "(1,3,4):(1,1,3)")
    assert {2 * R(i) + j for i in range(R.size()) for j in range(2)} == set(range(24))


# --- recast_layout of swizzled layouts (swizzle_layout.hpp, layout_composed.hpp) -----------------

@pytest.mark.parametrize("layout, new, old, text", [
    ("S<3,4,3> o 0 o (8,64):(64,1)", 32, 16, "S<3,3,3> o 0 o (8,32):(32,1)"),   # upcast<2>: M - 1
    ("S<3,4,3> o 0 o (8,64):(64,1)", 8, 16, "S<3,5,3> o 0 o (8,128):(128,1)"),  # downcast<2>: M + 1
    ("S<3,3,3> o 0 o (8,64):(64,1)", 128, 16, "S<3,0,3> o 0 o (8,8):(8,1)"),
    ("S<2,1,3> o 0 o (8,32):(32,1)", 64, 16, "S<1,0,3> o 0 o (8,8):(8,1)"),     # M' < 0: S<max(B+M',0),0,S>
    ("S<3,4,3> o 0 o (8,64):(64,1)", 16, 16, "S<3,4,3> o 0 o (8,64):(64,1)"),
])
def test_recast_swizzled_layout(layout, new, old, text):
    C = P(layout)
    R = recast_layout(C, new, old)
    same(R, text)
    rows = C.shape[0]
    if new > old:       # each wide element holds the same narrow elements
        k = new // old
        assert all({C(r, k * c + j) for j in range(k)} == {k * R(r, c) + j for j in range(k)}
                   for r in range(rows) for c in range(R.shape[1]))
    elif new < old:     # each narrow element is a piece of the same wide element
        k = old // new
        assert all(R(r, k * c + j) == k * C(r, c) + j for r in range(rows) for c in range(C.shape[1])
                   for j in range(k))


def test_recast_composed_layout_rejects():
    with pytest.raises(PreconditionError, match="only a swizzle A"):
        recast_layout(P("(4,4):(4,1) o 0 o (4,4):(1,4)"), 32, 16)
    with pytest.raises(PreconditionError, match="powers of two"):
        recast_layout(P("S<1,2,3> o 0 o (8,12):(12,1)"), 16, 6)
    with pytest.raises(PreconditionError, match="inside a wide element"):
        recast_layout(P("S<1,2,3> o 1 o (8,8):(8,1)"), 32, 16)


# --- pycute's and CuTe C++'s unit tests: their layout lists, their properties --------------------

L = Layout
NESTED = L(((2, 2, 2), (2, 2, 2)), ((1, 16, 4), (8, 2, 32)))

COALESCE_CASES = [       # pycute test_coalesce.py; C++ coalesce.cpp checks the same post-conditions
    L(1, 0), L(1, 1), L((2, 4)), L((2, 4, 6)), L((2, 4, 6), (1, 6, 2)), L((2, 1, 6), (1, 7, 2)),
    L((2, 1, 6), (4, 7, 8)), L((2, (4, 6))), L((2, 4), (4, 1)), L((2, 4, 6), (24, 6, 1)), L((2, 1, 3), (2, 4, 4)),
    L(((2, 2), (2, 2)), ((1, 4), (8, 32))),
]


@pytest.mark.parametrize("layout", COALESCE_CASES, ids=str)
def test_pycute_coalesce(layout):
    R = coalesce(layout)
    assert R.size() == layout.size() and R.depth() <= 1 and values(R) == values(layout)


COMPOSITION_CASES = [    # C++ composition.cpp (static and dynamic sections), pycute test_composition.py
    (L(1, 0), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 0)), (L(1, 1), L(1, 1)), (L(4), L(4)), (L(4, 2), L(4)),
    (L(4, 0), L(4)), (L(4), L(4, 0)), (L(4), L(1, 0)), (L(4), L(2)), (L(4, 2), L(2)), (L(4), L(2, 2)),
    (L(4, 2), L(2, 2)), (L((4, 3)), L(12)), (L(12), L((4, 3))), (L(12, 2), L((4, 3))), (L(12), L((4, 3), (3, 1))),
    (L(12, 2), L((4, 3), (3, 1))), (L(12), L((2, 3), (2, 4))), (L((4, 3)), L((4, 3))), (L((4, 3)), L(6)),
    (L((4, 3)), L(6, 2)), (L((4, 3)), L((6, 2), (2, 1))), (L((4, 3)), L((4, 3), (3, 1))),
    (L((4, 3), (3, 1)), L((4, 3))), (L((4, 3), (3, 1)), L(12)), (L((4, 3), (3, 1)), L(6, 2)),
    (L((4, 3), (3, 1)), L((6, 2), (2, 1))), (L((8, 8)), NESTED), (L((8, 8), (8, 1)), NESTED),
    (L(((4, 2),), ((1, 16),)), L((4, 2), (2, 1))), (L((2, 2), (2, 1)), L((2, 2), (2, 1))),
    (L((4, 8, 2)), L((2, 2, 2), (2, 8, 1))), (L((4, 8, 2), (2, 8, 1)), L((2, 2, 2), (1, 8, 2))),
    (L((4, 8, 2), (2, 8, 1)), L((4, 2, 2), (2, 8, 1))),
    (L(12, 1), L(4, 1)), (L((12, 3), (1, 24)), L(4, 1)), (L(16, 2), L(4, 2)),
    (L((128, 24, 5), (1, 128, 3072)), L(64, 2)), (L((128, 24, 5), (1, 128, 3072)), L(480, 32)),
    # "cosize(b) > size(a) and divisibility": the last mode extends past A's domain (eq. 1)
    (L(1, 0), L(4)), (L(1, 1), L(4)), (L(4), L(4, 2)), (L((4, 3), (3, 1)), L(24)), (L((4, 3), (3, 1)), L(8)),
    (L((4, 3, 1), (3, 1, 0)), L(24)), (L(3, 1), L(4, 1)), (L((48, 24, 5), (1, 128, 3072)), L(32, 1)),
    # "BETA: tuple strides"
    (L((4, 4), (4, 1)), P("(4,4):(1@1,1@0)")), (L((4, (2, 3)), (6, (3, 1))), P("(2,4):(1@1@1,1@0)")),
    # pycute only
    (NESTED, L(8, 4)), (L((4, 6, 8), (1, 4, 7)), L(6, 1)), (L((4, 6, 8, 10), (2, 3, 5, 7)), L(6, 12)),
]


@pytest.mark.parametrize("a, b", COMPOSITION_CASES, ids=str)
def test_cute_composition_postconditions(a, b):
    R = composition(a, b)
    assert compatible(b.shape, R.shape)                                # compatible(layoutB, layoutR)
    assert all(R(c) == a(b(c)) for c in range(b.size()))              # R(c) = A(B(c))


@pytest.mark.parametrize("a, b, text", [
    # "BETA: negative strides" (composition.cpp).  Coordinates below zero follow paper eq. 1 (floor division),
    # so A(B(c)) is ours; CuTe's C++ truncates toward zero, and the two differ once A(B(c)) leaves Z(A).
    (L(4, -1), L(4, 1), "4:-1"), (L(4, 1), L(4, -1), "4:-1"), (L(4, -1), L(4, -1), "4:1"), (L(4, 1), L(4, -2), "4:-2"),
    (L((4, 4), (-1, 1)), L((2, 4, 2)), "(2,(2,2),2):(-1,(-2,1),2)"),
    (L((4, 4), (-1, 1)), L((2, 4, 2), (1, 4, 2)), "(2,4,2):(-1,1,-2)"),
    (L((1, (2, 4)), (0, (-1, 512))), L(2, -1), "2:-513"),            # "the SM80 fp64 MMA NT problem"
])
def test_cute_composition_negative_strides(a, b, text):
    R = composition(a, b)
    same(R, text)
    assert all(R(c) == a(b(c)) for c in range(b.size()))


def test_cute_composition_with_swizzled_b():
    # composition.cpp "Swizzle composition": A o (S o 0 o L) moves S across A (CuTe: composition(Layout, Swizzle))
    A, B = P("(8,8):(8,1)"), P("S<2,0,-3> o 0 o (8,8):(8,1)")
    R = composition(A, B)
    same(R, "S<2,0,3> o 0 o (8,8):(1,8)")
    assert all(R(c) == A(B(c)) for c in range(64))
    A2 = P("S<2,0,3> o 0 o (8,8):(8,1)")                       # S<2,0,3> o S<2,0,3> is the identity
    R2 = composition(A2, B)
    same(R2, "(8,8):(1,8)")
    assert all(R2(c) == A2(B(c)) for c in range(64))
    with pytest.raises(CompositionError, match="offset 0"):    # CuTe: "Require offset == 0."
        composition(A, P("S<2,0,-3> o 1 o (8,8):(8,1)"))
    with pytest.raises(CompositionError, match="single bits"):  # (4,3):(3,1) sends bit 1 to 3
        composition(P("(4,3):(3,1)"), Swizzle(1, 0, 2))


def _round_up(a, b):
    return -(-a // b) * b


COMPLEMENT_CASES = [     # complement.cpp: (layout, cotarget); None is CuTe's default cotarget cosize(layout)
    (L(1, 0), None), (L(1, 0), 2), (L(1, 0), 5), (L(1, 0), (2, 2)), (L(1, 1), None), (L(1, 1), 2), (L(1, 1), 5),
    (L(1, 1), (2, 2)), (L(1, 2), 1), (L(1, 2), 2), (L(1, 2), 8), (L(1, 2), 5), (L(1, 2), (2, 2)), (L(4, 0), 1),
    (L(4, 0), 2), (L(4, 0), 8), (L(4, 1), 1), (L(4, 1), 2), (L(4, 1), 8), (L(4, 2), 1), (L(4, 2), None),
    (L(4, 2), 16), (L(4, 2), 19), (L(4, 2), (2, 2)), (L(4, 4), 1), (L(4, 4), None), (L(4, 4), 17), (L(4, 4), (2, 2)),
    (L((2, 4)), None), (L((2, 3)), None), (L((2, 4), (1, 4)), None), (L((2, 4), (1, 6)), None),
    (L((2, 4, 8), (8, 1, 64)), None), (L((2, 4, 8), (8, 1, 0)), None), (L((2, 4, 8), (8, 1, 0)), 460),
    (L(((2, 2), (2, 2)), ((1, 4), (8, 32))), None), (L(((2, 2), (2, 2)), ((1, 32), (8, 4))), None),
    (L((4, 6), (1, 6)), None), (L((4, 2), (1, 10)), None), (L((4, 2), (1, 16)), None),
    (L(12), 1), (L(12), None), (L(12), 53), (L(12), 128), (L(12, 2), 1), (L(12, 2), None), (L(12, 2), 53),
    (L(12, 2), 128), (L((3, 6), (1, 3)), None), (L((3, 6), (1, 9)), None), (L((3, 6), (1, 10)), None),
    (L(64), (32, 4, 4)),
    # pycute test_complement.py (its default cotarget is 1)
    (L((2, 4), (1, 2)), 1), (L((2, 3), (1, 2)), 1), (L((2, 4), (1, 4)), 1), (L((2, 4, 8), (8, 1, 64)), 1),
    (L((2, (3, 4)), (3, (1, 6))), 1), (L((4, 10), (1, 10)), 1),
]


@pytest.mark.parametrize("layout, cotarget", COMPLEMENT_CASES, ids=str)
def test_cute_complement_postconditions(layout, cotarget):
    cotarget = layout.cosize() if cotarget is None else cotarget
    size_cotarget = Layout(cotarget).size()
    R = complement(layout, cotarget)
    completed = make_layout(layout, R)
    rv, lv = values(R), set(values(layout))
    assert completed.cosize() >= size_cotarget                                     # (1)
    assert R.cosize() <= _round_up(size_cotarget, layout.cosize())                 # (2)
    assert all(a < b for a, b in zip(rv, rv[1:]))                                  # ordered (3)
    assert all(v not in lv for v in rv[1:])                                        # disjoint (4)
    assert R.size() <= R.cosize()
    assert R.size() >= size_cotarget // filter(layout).size()
    assert completed.cosize() <= R.cosize() + layout.cosize()
    assert R.cosize() >= size_cotarget // filter(layout).size()
    assert complement(completed, completed.cosize()).size() == 1                   # no codomain left over


@pytest.mark.parametrize("layout", [                      # complement.cpp: "Fails due to non-injective layout"
    L(((2, 2), (2, 2)), ((1, 8), (8, 4))), L((2, 2), (2, 3)),
], ids=str)
def test_cute_complement_rejects_non_injective(layout):
    with pytest.raises(PreconditionError, match="not injective"):
        complement(layout)


@pytest.mark.parametrize("a, b", [                        # logical_divide.cpp
    (L(1, 0), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 0)), (L(1, 1), L(1, 1)), (L(6, 1), L(2, 1)),
    (L(6, 1), L(2, 3)), (L(6, 1), L((2, 3), (3, 1))), (L(6, 2), L(2, 1)), (L(6, 2), L(2, 3)),
    (L(6, 2), L((2, 3), (3, 1))), (L((6, 6), (1, 12)), L((6, 3), (3, 1))), (L((6, 6), (12, 1)), L((6, 3), (3, 1))),
    (L(32), L(2, 8)), (L((4, 1), (1, 1)), L(2, 1)), (L((4, 1), (1, 1)), L(2, 2)), (L((8, 8), (1, 8)), L(32, 2)),
    (L((8, 8), (8, 1)), L(32, 2)), (L(2), L(32)), (L(48), L(32)), (L(96), L(32, 2)), (L(32), L(48)),
], ids=str)
def test_cute_logical_divide_postconditions(a, b):
    R = logical_divide(a, b)
    assert R.rank() == 2 and compatible(b.shape, R[0].shape)
    assert all(R[0](c) == a(b(c)) for c in range(b.size()))


@pytest.mark.parametrize("a, b, text", [                  # logical_divide.cpp "enforcement", with static integers
    (L(2), L(32), "(32,1):(1,0)"),                        # shape<1> == 1 (CuTe's dynamic stride<1> is 32)
    (L(48), L(32), "(32,2):(1,32)"),
    (L(32), L(48), "(48,1):(1,0)"),
])
def test_cute_logical_divide_enforcement(a, b, text):
    same(logical_divide(a, b), text)


RIGHT_INVERSE_CASES = [  # inverse_right.cpp and pycute test_right_inverse.py
    L(1, 0), L(1, 1), L((4,), (0,)), L(((1, 1),), ((0, 0),)), L(((3, 7),), ((0, 0),)), L((1,), (1,)), L((4,), (1,)),
    L((4,), (2,)), L((2, 4), (0, 2)), L((8, 4)), L((8, 4), (4, 1)), L((2, 4, 6)), L((2, 4, 6), (4, 1, 8)),
    L((2, 4, 4, 6), (4, 1, 0, 8)), L((4, 2), (1, 16)), L((4, 2), (1, 5)), L((4, 2), (1, 4)), L(4, 0), L(4, 2),
    L((8, 4), (1, 8)), L((2, 4, 6), (1, 2, 8)), L((3, 7), (0, 0)),
]


@pytest.mark.parametrize("layout", RIGHT_INVERSE_CASES, ids=str)
def test_cute_right_inverse_postconditions(layout):
    R = right_inverse(layout)
    assert all(layout(R(i)) == i for i in range(R.size()))


@pytest.mark.parametrize("layout, text", [               # inverse_right.cpp "Swizzle layouts"
    ("S<1,0,2> o 0 o (4,4):(1,4)", "S<1,0,2> o 0 o 16:1"),
    ("S<1,0,2> o 0 o (4,4):(4,1)", "S<1,0,-2> o 0 o (4,4):(4,1)"),
    ("S<1,0,1> o 0 o (4,4):(8,1)", "S<1,2,1> o 0 o 4:4"),
])
def test_cute_right_inverse_of_swizzled_layouts(layout, text):
    C = P(layout)
    R = right_inverse(C)
    same(R, text)
    assert all(C(R(i)) == i for i in range(R.size()))


@pytest.mark.parametrize("layout", [                     # pycute test_left_inverse.py
    L(1, 0), L((1, 1), (0, 0)), L(1, 1), L(4, 1), L(4, 2), L((8, 4), (1, 8)), L((8, 4), (4, 1)),
    L((2, 4, 6), (1, 2, 8)), L((2, 4, 6), (4, 1, 8)), L((4, 2), (1, 16)),
], ids=str)
def test_pycute_left_inverse_postconditions(layout):
    R = left_inverse(layout)
    assert all(R(layout(i)) == i for i in range(layout.size()))


def test_pycute_logical_product():
    A = P("(2,5):(5,1)")
    R = logical_product(A, 4)
    same(R, "((2,5),4):((5,1),10)")                       # R == Layout(((2,5),4),((5,1),10))
    assert R == logical_product(A, Layout(4))             # an int tiler is Layout(tiler)
    assert logical_product(A, (4, 2)) == logical_product(A, (Layout(4), Layout(2)))
    assert logical_product(A, (4, 2)) == make_layout(logical_product(A[0], Layout(4)),
                                                     logical_product(A[1], Layout(2)))
    assert zipped_product(A, 4) == zipped_product(A, Layout(4)) and tiled_product(A, 4) == tiled_product(A, Layout(4))
    for block, tiler in [(L(4, 1), 3), (L((4, 8), (1, 4)), 16), (L(((2, 2), (2, 2)), ((1, 4), (8, 32))), 4),
                         (A, 4)]:
        assert logical_product(block, tiler).size() == block.size() * tiler
        assert zipped_product(block, tiler).size() == tiled_product(block, tiler).size() == block.size() * tiler


@pytest.mark.parametrize("a, b", [                        # pycute test_product.py (logical_product.cpp's checks)
    (L(1, 0), L(1, 0)), (L(1, 1), L(1, 0)), (L(1, 0), L(1, 1)), (L(1, 1), L(1, 1)), (L(3, 1), L(4, 0)),
    (L(3, 0), L(4, 1)), (L(3, 0), L(4, 0)), (L(3, 2), L(4, 1)), (L(3), L((2, 4))), (L((2, 5), (5, 1)), L(4)),
    (L(3, 2), L(4)),
], ids=str)
def test_pycute_logical_product_postconditions(a, b):
    R = logical_product(a, b)
    assert R.rank() == 2 and R[0] == a and R[1].size() == b.size() and compatible(b.shape, R[1].shape)


# --- where CuTe is wrong or undefined: CuTe's result, ours, and why ------------------------------

def test_left_inverse_keeps_the_papers_form():
    # CuTe: left_inverse(L) = right_inverse(make_layout(L, complement(L))).  Where the smallest stride exceeds 1
    # CuTe's leading mode gets a stride where the paper's Table 6 puts 0 ("any mode-0 stride works"):
    cute_form = P("(2,4):(4,1)")                                  # CuTe's left_inverse(4:2)
    ours = left_inverse(P("4:2"))
    same(ours, "(2,4):(0,1)")
    assert all(ours(2 * k) == cute_form(2 * k) == k for k in range(4))         # both are left inverses
    same(left_inverse(P("((2,2),(2,4)):((0,2),(0,4))")), "(2,2,4):(0,2,8)")   # Table 6; CuTe (2,2,4):(32,2,8)
    # Where a complement gap does not divide, CuTe's construction breaks the law: complement((4,8):(1,5)) is 1:0,
    # so CuTe returns right_inverse(((4,8),1):((1,5),0)) = 4:1, and 4:1 maps L(4) = 5 to 5, not 4.
    L = P("(4,8):(1,5)")
    assert str(right_inverse(make_layout(L, complement(L, L.cosize())))) == "4:1" and P("4:1")(L(4)) != 4
    ours = left_inverse(L)
    same(ours, "(5,8):(1,4)")                                     # Table 6
    assert all(ours(L(k)) == k for k in range(L.size()))


def test_complement_of_a_swizzled_layout_is_rejected():
    # CuTe returns complement(B) for S o off o B; its image need not be disjoint from S(off + B(c)) (eq. 16):
    C = P("S<1,0,-3> o 0 o (2,2):(3,6)")
    cute_answer = complement(C.outer, 64)                         # CuTe: complement(layout_b, cotarget)
    assert cute_answer(1) == 1 == C(3)                            # 1 is in both images
    with pytest.raises(PreconditionError, match="takes a layout"):
        complement(C, 64)


def test_logical_divide_needs_the_tiles_to_cover_a():
    # CuTe: 24:1 / (2,2):(1,3) = composition with ((2,2),4):((1,3),6): 16 of A's 24 offsets (2, 5, ... missed).
    cute_rest = complement(P("(2,2):(1,3)"), 24)
    same(cute_rest, "4:6")
    assert 2 not in values(make_layout(P("(2,2):(1,3)"), cute_rest))
    with pytest.raises(PreconditionError, match="miss the offset 2"):
        logical_divide(P("24:1"), P("(2,2):(1,3)"))


def test_underscore_tiler_keeps_the_whole_mode_as_tile():
    # CuTe's zip2_by needs a rank-2 mode under a '_' (a static_assert for a scalar mode); ours keeps the mode
    # whole in the tile part, with no rest, so layout<0>(zipped_divide(a, b)) == composition(a, b) still holds.
    A = P("(8,16):(1,8)")
    same(zipped_divide(A, (4, _)), "((4,16),(2)):((1,8),(4))")
    assert zipped_divide(A, (4, _))[0] == composition(A, (4, _))
    same(tiled_divide(A, (_, 4)), "((8,4),4):((1,8),32)")


def test_make_ordered_layout_breaks_ties_by_position():
    # CuTe gives tied order values the same stride: (2,3) by (0,0) is (2,3):(1,1), not compact as promised.
    same(make_ordered_layout((2, 3), (0, 0)), "(2,3):(1,2)")


def test_right_inverse_stays_in_the_domain():
    # CuTe's right_inverse(4:-1) is 4:-1 ("BETA: negative strides"), whose values lie outside Z_|L| (eq. 13);
    # only k = 0 is reached at a coordinate of 4:-1, so ours is 1:0.
    same(right_inverse(P("4:-1")), "1:0")


# --- the CuTe IR (the dialect CuTe DSL prints): "Products and Divides" guide and cute-opt tests ---

def test_ir_products_of_the_same_input_and_tiler():
    a, t = P("(3,4):(4,1)"), P("(2,5):(1,2)")
    same(logical_product(a, t), "((3,4),(2,5)):((4,1),(12,24))")
    same(zipped_product(a, t), "((3,4),(2,5)):((4,1),(12,24))")
    same(tiled_product(a, t), "((3,4),2,5):((4,1),12,24)")
    same(flat_product(a, t), "(3,4,2,5):(4,1,12,24)")
    same(blocked_product(a, t), "((3,2),(4,5)):((4,12),(1,24))")        # not coalesced (CuTe C++: (6,(4,5)))
    same(raked_product(a, t), "((2,3),(5,4)):((12,4),(24,1))")
    same(logical_product(P("(2,2):(4,1)"), P("(3,2):(2,1)")), "((2,2),(3,2)):((4,1),(8,2))")
    same(blocked_product(P("S<3,4,3> o 0 o (3,4):(4,1)"), t), "S<3,4,3> o 0 o ((3,2),(4,5)):((4,12),(1,24))")


def test_ir_divides():
    a = P("(6,8):(8,1)")
    # a tile slot that is a rank-1 layout keeps its mode hierarchy: ((3),2) rather than (3,2)
    same(logical_divide(a, parse("[(3):(1);(4):(1)]")), "(((3),2),((4),2)):(((8),24),((1),4))")
    same(logical_divide(a, P("(3,4):(1,3)")), "((3,(2,2)),4):((8,(24,1)),2)")   # a layout tiler: one composition


@pytest.mark.parametrize("block, shape, order, text", [
    ("(2,2):(1,2)", (8, 8), None, "((2,4),(2,4)):((1,4),(2,16))"),
    ("(3,2):(1,3)", (6, 8), None, "((3,2),(2,4)):((1,6),(3,12))"),
    ("(3,2):(1,3)", (6, 8), (0, 1), "((3,2),(2,4)):((1,6),(3,12))"),           # the natural order
    ("(128,128):(128,1)", (1024, 512), None, "((128,8),(128,4)):((128,16384),(1,131072))"),
    # the block is padded with 1:0 modes; a repeat count of 1 gets stride 0; nothing is coalesced
    ("S<3,4,3> o 0 o (64,8):(1,64)", (128, 32, 4), (1, 0, 2),
     "S<3,4,3> o 0 o ((64,2),(8,4),(1,4)):((1,2048),(64,512),(0,4096))"),
    ("S<3,4,3> o 0 o (8,64):(64,1)", (128, 64, 2), (0, 1, 2),
     "S<3,4,3> o 0 o ((8,16),(64,1),(1,2)):((64,512),(1,0),(0,8192))"),
])
def test_ir_tile_to_shape(block, shape, order, text):
    same(tile_to_shape(P(block), shape, order), text)


@pytest.mark.parametrize("order, message", [                # tile_to_shape_errors.mlir, in the IR's words
    ((Dyn(), Dyn()), r"expects static order, but got \(\?,\?\)"),
    ((1, 2, 3), r"expects order rank \(3\) to equal target-shape rank \(2\)"),
    ((0, 0), r"expects \$order to be a permutation of \[0, 2\), but index 0 appears more than once"),
])
def test_ir_tile_to_shape_order_errors(order, message):
    with pytest.raises(PreconditionError, match=message):
        tile_to_shape(P("(128,128):(128,1)"), (1024, 512), order)


@pytest.mark.parametrize("order, ranks", [((0, 5), (0, 1)), ((1, 2), (0, 1)), ((7, 3), (1, 0))])
def test_ir_tile_to_shape_order_is_a_ranking(order, ranks):
    """The CuTe DSL 4.8.1 orders the modes by the order's values (its block-scaled GEMMs write
    (2,1,3)); the newer lit suite asks a permutation of [0, rank), which cute-sym does not."""
    assert tile_to_shape(P("(128,128):(128,1)"), (1024, 512), order) == \
        tile_to_shape(P("(128,128):(128,1)"), (1024, 512), ranks)


def test_ir_tile_to_shape_block_rank_error():
    with pytest.raises(PreconditionError, match="expects block layout rank <= target shape rank, but got rank 3 "
                                                "block and rank 2 target shape"):
        tile_to_shape(P("(2,3,4):(1,2,6)"), (8, 12))


def test_ir_fold_static_examples():
    # cute-opt -cute-fold-static tests: one static fold per op
    same(make_layout_like(P("(2,4):(4,1)")), "(2,4):(4,1)")
    same(make_ordered_layout((2, 3, 4), (2, 1, 3)), "(2,3,4):(3,1,6)")
    same(composition(P("(4,8):(1,4)"), P("(2,4):(1,2)")), "(2,4):(1,2)")
    same(complement(P("4:1"), (24,)), "6:4")
    same(recast_layout(P("(32,4):(1,32)"), 32, 8), "(8,4):(1,8)")
    same(right_inverse(P("(4,3):(1,4)")), "12:1")
    same(left_inverse(P("(4,3):(3,1)")), "(3,4):(4,1)")
    same(P("(2,3,4):(1,2,6)")(1, _, _), "(3,4):(2,6)")
    same(make_identity_layout((Dyn(), 4)), "(?,4):(1@0,1@1)")


@pytest.mark.parametrize("layout, text", [              # the CuTe IR's left_inverse tests: the paper's mixed radix
    ("(4,3):(3,1)", "(3,4):(4,1)"), ("(4,3):(1,4)", "12:1"), ("8:1", "8:1"), ("4:0", "1:0"), ("(2,4):(4,1)", "(4,2):(2,1)"),
    ("((2,4),3):((1,2),8)", "24:1"), ("(2,3):(1@0,1@1)", "(2,3):(1,2)"), ("(2,3):(0,1@0)", "(3):(2)"),
    ("(4,2):(1,4)", "8:1"), ("4:2", "(2,4):(0,1)"), ("4:4", "(4,4):(0,1)"), ("(8,4):(1,8)", "32:1"),
    ("(4,2):(1,16)", "(16,2):(1,4)"), ("(4,2):(1,5)", "(5,2):(1,4)"), ("(2,4,8):(32,0,2)", "(2,16,2):(0,8,1)"),
    ("(2,4,6):(4,1,8)", "(4,2,6):(2,1,8)"), ("(4,5):(1@0,1@1)", "(4,5):(1,4)"), ("(4,5):(1@1,1@0)", "(5,4):(4,1)"),
    ("(4,5):(2@0,2@1)", "((2,4),(2,5)):((0,1),(0,4))"), ("(4,1,5):(1@0,0,1@1)", "(4,5):(1,4)"),
    ("(((16,4),64),1,1):(((1@1,32@1),2@0),0,0)", "((2,64),(32,4)):((0,64),(1,16))"), ("1:0", "1:0"), ("1:1", "1:0"),
    ("1:2", "1:0"), ("1:4", "1:0"), ("(1,1):(0,0)", "1:0"), ("(3,7):(0,0)", "1:0"), ("4:1", "4:1"),
    ("(2,4,6):(1,2,8)", "48:1"), ("(2,4,8):(2,0,32)", "(2,16,8):(0,1,8)"),
    ("(2,4,4,4,2):(32,0,2,0,512)", "(2,16,16,2):(0,8,1,128)"), ("(4,2):(1,10)", "(10,2):(1,4)"),
    ("(4,2):(1,11)", "(11,2):(1,4)"), ("(32,8):(65536,1)", "(65536,32):(32,1)"),
    ("(32,12):(65536,1)", "(65536,32):(32,1)"), ("(2,3):(1,2)", "6:1"),
    ("((8,4,2),(4,2,2)):((1,16,8),(128,64,512))", "(8,2,4,2,4,2):(1,32,8,256,64,512)"),   # from a compiled kernel
])
def test_ir_left_inverse(layout, text):
    L = P(layout)
    R = left_inverse(L)
    same(R, text)
    assert all(L(R(L(k))) == L(k) for k in range(L.size()))                          # L(L†(L(k))) = L(k)


def test_ir_left_inverse_of_a_non_injective_layout_is_rejected():
    # The IR's test "Hierarchical layout" gives (2,2,2,5):(2,8,1,24) for ((2,4),(3,5)):((4,1),(2,8)); but
    # L((0,2),(0,0)) = L((0,0),(1,0)) = 2, so no left inverse exists, and that layout maps 2 back to only one
    # of the two coordinates.
    L, ir_answer = P("((2,4),(3,5)):((4,1),(2,8))"), P("(2,2,2,5):(2,8,1,24)")
    assert L(((0, 2), (0, 0))) == L(((0, 0), (1, 0))) == 2
    assert any(ir_answer(L(k)) != k for k in range(L.size()))
    with pytest.raises(PreconditionError, match="injective"):
        left_inverse(L)
