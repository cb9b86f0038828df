"""Slicing, dicing, flatten/group_modes, filter and the constructor ops (extension-ops.md)."""
import pytest
from hypothesis import given, settings

from algebra_oracles import layouts, values
from cute_sym import (Shape, _, coalesce, dice, filter, flatten, group_modes, make_identity_layout,
                      make_layout_like, make_ordered_layout, parse, recast_layout, slice_,
                      slice_and_offset, tile_to_shape)
from cute_sym.errors import PreconditionError
from cute_sym.tuples import product_each

P = parse


def test_slice_keeps_underscore_modes_and_call_slices():
    L = P("((2,2),(4,2)):((1,8),(2,16))")
    assert str(slice_(L, (_, 3))) == "((2,2)):((1,8))"        # CuTe keeps the kept mode as one element
    assert str(L(_, 3)) == "((2,2)):((1,8))"                  # Layout.__call__ with '_'
    assert str(L(((1, _), _))) == "(2,(4,2)):(8,(2,16))"      # nested: flattened one level
    sub, off = slice_and_offset(L, ((1, _), 5))
    assert str(sub) == "(2):(8)" and off == L(((1, 0), 5))
    assert all(sub(j) + off == L(((1, j), 5)) for j in range(2))
    tv = P("((4,8),2):((2,8),1)")                              # the paper's smem_tv[thr_id, None]
    assert all(tv(t, _)(v) + slice_and_offset(tv, (t, _))[1] == tv(t, v) for t in range(32) for v in range(2))


def test_dice_keeps_integer_modes():
    L = P("(4,8,3):(1,4,32)")
    assert str(dice(L, (1, _, 2))) == "(4,3):(1,32)"
    assert dice(Shape((4, 8, 3)), (1, _, 2)) == Shape((4, 3))


def test_composed_slice_moves_offset():
    C = P("S<1,2,3> o 0 o (8,8):(8,1)")
    S = slice_(C, (_, 3))
    assert str(S) == "S<1,2,3> o 3 o (8):(8)"
    assert all(S(i) == C(i, 3) for i in range(8))


def test_flatten_group_filter():
    L = P("((2,2),(4,2)):((1,8),(2,16))")
    assert str(flatten(L)) == "(2,2,4,2):(1,8,2,16)"
    assert str(group_modes(P("(2,3,4,5):(1,2,6,24)"), 1, 3)) == "(2,(3,4),5):(1,(2,6),24)"
    assert str(filter(P("(2,4,1,3):(1,0,7,5)"))) == "(2,3):(1,5)"
    assert str(filter(P("(2,4,1,3):(1,0,7,2)"))) == "6:1"
    assert str(filter(P("(4,1):(0,3)"))) == "1:0"
    with pytest.raises(PreconditionError):
        group_modes(P("(2,3):(1,2)"), 1, 3)


@settings(max_examples=150, deadline=None)
@given(layouts(max_size=2048))
def test_coalesce_postconditions(L):
    C = coalesce(L)
    assert C.size() == L.size() and C.depth() <= 1                    # paper §5.2
    assert values(C) == values(L)
    # by-mode coalesce keeps the rank and each mode's function
    if L.rank() > 1:
        B = coalesce(L, (1,) * L.rank())
        assert B.rank() == L.rank() and all(values(B[i]) == values(L[i]) for i in range(L.rank()))


def test_identity_layout():
    I = make_identity_layout((4, (2, 3)))
    assert str(I) == "(4,(2,3)):(1@0,(1@0@1,1@1@1))"
    assert all(I(i, (j, k)) == (i, (j, k)) for i in range(4) for j in range(2) for k in range(3))
    L = P("(8,16):(16,1)")                                     # L o I_S = L (right identity)
    from cute_sym import composition
    assert values(composition(L, (8, 16))) == values(L)


def test_ordered_and_like():
    assert str(make_ordered_layout((4, 8), (1, 0))) == "(4,8):(8,1)"
    assert str(make_ordered_layout((2, 3, 4), (2, 0, 1))) == "(2,3,4):(12,1,3)"
    assert str(make_ordered_layout(((2, 2), 3), (1, 0))) == "((2,2),3):((3,6),1)"
    assert str(make_layout_like(P("(4,3,2):(3,0,12)"))) == "(4,3,2):(1,0,4)"
    assert str(make_layout_like(P("(4,8):(40,2)"))) == "(4,8):(8,1)"


def test_tile_to_shape():
    assert str(tile_to_shape(P("(2,2):(1,2)"), (6, 4))) == "((2,3),(2,2)):((1,4),(2,12))"
    assert str(tile_to_shape(P("(2,2):(1,2)"), (6, 4), (1, 0))) == "((2,3),(2,2)):((1,8),(2,4))"
    R = tile_to_shape(P("(4,4):(1,4)"), (6, 8))                  # CuTe IR: a mode that does not divide rounds up
    assert str(R) == "((4,2),(4,2)):((1,16),(4,32))" and product_each(R.shape) == (8, 8)
    with pytest.raises(PreconditionError, match="permutation"):
        tile_to_shape(P("(4,4):(1,4)"), (8, 8), (0, 0))


@pytest.mark.parametrize("layout, new, old, expected", [
    ("(4,8):(1,4)", 32, 16, "(2,8):(1,2)"),
    ("(4,8):(1,4)", 8, 16, "(8,8):(1,8)"),
    ("(8,4):(4,1)", 32, 16, "(8,2):(2,1)"),
    ("(4,8):(1,4)", 16, 16, "(4,8):(1,4)"),
    ("(4,(3,8)):(0,(8,1))", 32, 16, "(4,(3,4)):(0,(4,1))"),
])
def test_recast_layout(layout, new, old, expected):
    R = recast_layout(P(layout), new, old)
    assert str(R) == expected
    L, k = P(layout), max(new // old, 1)
    if new > old:                                             # the same memory, in wider elements
        assert {k * R(i) + j for i in range(R.size()) for j in range(k)} == set(values(L))
    elif new < old:
        k = old // new
        assert set(values(R)) == {k * v + j for v in values(L) for j in range(k)}
