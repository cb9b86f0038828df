"""Accessors and casts (seed 000 "Advanced Constructor Operations", seed 003):
results, result kinds, and every error case with its reason."""
import pytest

from cute_sym import (ComposedLayout, Coord, Dyn, IntTuple, Layout, PreconditionError, Shape,
                      Stride, Swizzle, Tile, _, ops, parse, parse_shape)

P = parse
CL = "(4,5):(1,4) o 2 o (2,3):(1,2)"


# --- get ---

@pytest.mark.parametrize("value, mode, expected", [
    (parse_shape("(4,(2,3))"), [1], parse_shape("(2,3)")),
    (parse_shape("(4,(2,3))"), [1, 0], parse_shape("2")),
    (parse_shape("(4,(2,(3,5)))"), [1, 1, 0], parse_shape("3")),
    (P("(4,8):(1,4)"), [0], P("4:1")),
    (P("((4,2),(3,8)):((1,4),(8,24))"), [0], P("(4,2):(1,4)")),
    (P("((4,2),(3,8)):((1,4),(8,24))"), [0, 1], P("2:4")),
    (P("(((4,2),3),(8,16)):(((1,4),8),(24,384))"), [0, 0, 1], P("2:4")),
    (parse_shape("(4,2)"), [], parse_shape("(4,2)")),
    (P("(4,8):(1,4)"), [], P("(4,8):(1,4)")),
    (P("[(4,8):(1,4);(2,3):(1,2)]"), [0], Tile(P("(4,8):(1,4)"))),
    (P("[(4,8):(1,4);_]"), [1], Tile(_)),
    (P("[4:1;[2:1;3:1];5:1]"), [1], P("[2:1;3:1]")),
    (P("[4:1;[2:1;3:1];5:1]"), [1, 1], Tile(P("3:1"))),
    (P(CL), [0], P("(4,5):(1,4) o 2 o 2:1")),
    (P("(1@1@0,2@0)"), [0], P("1@1@0")),
    (P("(_,?)"), [1], Coord(Dyn())),
])
def test_get(value, mode, expected):
    got = ops.get(value, mode)
    assert got == expected and type(got) is type(expected)


@pytest.mark.parametrize("value, mode, reason", [
    (P("(4,8):(1,4)"), [5], "mode index 5 is out of range [0, 2) at level 0"),
    (P("(1,2,3)"), [-1], "mode index -1 is out of range [0, 3) at level 0"),
    (parse_shape("(4,(2,3))"), [1, 5], "mode index 5 is out of range [0, 2) at level 1"),
    (parse_shape("(4,2)"), [0, 0], "descent past a scalar leaf: after [0] the value is the scalar 4, "
                                   "so the trailing index 0 has nothing to descend into"),
    (P("(4,8):(1,4)"), [1, 0], "descent past a scalar leaf: after [1] the value is the scalar 8"),
    (P(CL), [2], "mode index 2 is out of range [0, 2) at level 0"),
    (P("[(4,8):(1,4);_]"), [0, 0], "descent past a scalar leaf"),
])
def test_get_errors(value, mode, reason):
    with pytest.raises(PreconditionError) as e:
        ops.get(value, mode)
    assert e.value.reason.startswith(reason)


def test_get_rejects_a_swizzle():
    with pytest.raises(PreconditionError, match="but got swizzle"):
        ops.get(P("S<3,5,4>"), [0])


# --- select ---

@pytest.mark.parametrize("value, modes, expected", [
    (parse_shape("(4,2,8)"), [0, 2], parse_shape("(4,8)")),
    (P("(4,2,8):(1,4,8)"), [2, 0], P("(8,4):(8,1)")),
    (P("(1,2,3)"), [1, 1], P("(2,2)")),
    (P("(4,8):(1,4)"), [0], P("(4):(1)")),
    (P("(4,2,8):(1,4,8)"), [0], P("(4):(1)")),            # seed 003's example, corrected
    (P("[(4,8):(1,4);_;(2,3):(1,2)]"), [1, 2], P("[_;(2,3):(1,2)]")),
    (P("(4,5):(1,4) o 2 o (2,3,8):(1,2,6)"), [2, 0], P("(4,5):(1,4) o 2 o (8,2):(6,1)")),
    (parse_shape("(4,8)"), [], parse_shape("()")),
    (P("(4,8):(1,4)"), [], Layout((), ())),
    (P("4:1"), [0, 0], P("(4,4):(1,1)")),
])
def test_select(value, modes, expected):
    got = ops.select(value, modes)
    assert got == expected and type(got) is type(expected)


@pytest.mark.parametrize("value, modes, reason", [
    (P("(4,8):(1,4)"), [5], "mode index 5 is out of range [0, 2) of the input"),
    (parse_shape("(4,8,2)"), [3], "mode index 3 is out of range [0, 3) of the input"),
    (P("(1,2,3)"), [-1], "mode index -1 is out of range [0, 3) of the input"),
    (P("[(4,8):(1,4);_]"), [], "select of no modes would give an empty tile"),
])
def test_select_errors(value, modes, reason):
    with pytest.raises(PreconditionError) as e:
        ops.select(value, modes)
    assert e.value.reason.startswith(reason)


# --- get_leaves ---

def test_get_leaves():
    assert ops.get_leaves(parse_shape("(4,(2,3))")) == [Shape(4), Shape(2), Shape(3)]
    assert ops.get_leaves(P("(1@1@0,?@0)")) == [P("1@1@0"), P("?@0")]
    assert ops.get_leaves(P("(_,(1,?))")) == [Coord(_), Coord(1), Coord(Dyn())]
    assert ops.get_leaves(P("7")) == [IntTuple(7)]
    assert ops.get_leaves(P("[(4,8):(1,4);_;[2:1;_]]")) == [P("(4,8):(1,4)"), Tile(_), P("2:1"), Tile(_)]
    assert ops.get_leaves(P("(2,3):(1,2)").shape) == [2, 3]          # raw in, raw out


@pytest.mark.parametrize("value", [P(CL), P("(4,8):(1,4)"), P("S<1,0,2>")])
def test_get_leaves_rejects(value):
    with pytest.raises(PreconditionError, match="expects int_tuple, shape, stride, coord or tile"):
        ops.get_leaves(value)


# --- get_scalars ---

def test_get_scalars_layout_is_shape_then_stride():
    s = ops.get_scalars(P("(4,8):(1,?)"))
    assert [x.value for x in s] == [4, 8, 1, Dyn()]
    assert [x.width for x in s] == [64, 64, 64, 32]  # static i64, '?' i32 (the seed's comment
    # "2 static i64 + 2 dynamic i32" disagrees with its own type; the leaf rule wins)
    assert len(s) != 1                               # the error example binds one result


def test_get_scalars_only_dynamic_and_widths():
    d = ops.get_scalars(P("(4,?):(1,4)"), only_dynamic=True)
    assert [(x.value, x.width) for x in d] == [(Dyn(), 32)]
    assert d[0].width != 64                          # the error example's i64 binding is wrong
    assert [x.width for x in ops.get_scalars(P("(?,8):(1,?{i64})"))] == [32, 64, 64, 64]
    assert len(ops.get_scalars(P("(?,8):(1,?)"), only_dynamic=True)) == 2     # seed 003
    assert [x.width for x in ops.get_scalars(P("(4@0,?{i64}@1)"))] == [64, 64]
    assert ops.get_scalars(P("(4@0,?{i64}@1)"), only_dynamic=True) == [(Dyn(64), 64)]


def test_get_scalars_of_every_kind():
    assert ops.get_scalars(P("S<3,5,4>")) == [(3, 32), (5, 32), (4, 32)]
    assert ops.get_scalars(P("S<3,5,4>"), only_dynamic=True) == []
    # composed: A, then offset, then B
    assert [x.value for x in ops.get_scalars(P("(4,5):(1,4) o (2,?) o (2,3):(1@1,2@0)"))] == [
        4, 5, 1, 4, 2, Dyn(), 2, 3, 1, 2]
    assert [x.value for x in ops.get_scalars(P("S<3,5,4> o 2 o (8,4):(1,8)"))] == [3, 5, 4, 2, 8, 4, 1, 8]
    assert [x.value for x in ops.get_scalars(P("(_,3,(?,_))"))] == [3, Dyn()]
    assert [x.value for x in ops.get_scalars(P("[(?,3):(1,?);_;(2,3):(1,2)]"))] == [
        Dyn(), 3, 1, Dyn(), 2, 3, 1, 2]
    assert len(ops.get_scalars(P("[(?,3):(1,?);_]"), only_dynamic=True)) == 2


# --- get_shape / get_stride / composed_get_* / get_layouts_from_tile ---

def test_get_shape_and_get_stride():
    assert ops.get_shape(P("(4,8):(1,4)")) == parse_shape("(4,8)")
    assert ops.get_shape(P("S<3,5,4> o 0 o (8,4):(1,8)")) == parse_shape("(8,4)")
    assert ops.get_shape(P("[(4,8):(1,4);(2,3):(1,2)]")) == parse_shape("((4,8),(2,3))")
    assert ops.get_shape(P("[4:1;[2:1;(3,2):(1,3)]]")) == parse_shape("(4,(2,(3,2)))")
    assert ops.get_stride(P("(4,8):(1,4)")) == Stride((1, 4))
    assert ops.get_stride(P("(2,3):(1@0,1@1)")) == P("(1@0,1@1)")


@pytest.mark.parametrize("f, value, reason", [
    (ops.get_shape, parse_shape("(4,8)"), "expects layout, composed_layout or tile, but got shape"),
    (ops.get_shape, P("[(4,8):(1,4);_]"), "tile contains an underscore slot, which has no shape"),
    (ops.get_shape, P("[4:1;[2:1;_]]"), "tile contains an underscore slot, which has no shape"),
    (ops.get_stride, P(CL), "expects layout, but got composed_layout"),
    (ops.composed_get_inner, P("(4,5):(1,4)"), "expects composed_layout, but got layout"),
    (ops.composed_get_offset, P("(4,5):(1,4)"), "expects composed_layout, but got layout"),
    (ops.composed_get_outer, P("(2,3):(1,2)"), "expects composed_layout, but got layout"),
    (ops.get_layouts_from_tile, P("(4,8):(1,4)"), "expects tile, but got layout"),
    (ops.get_layouts_from_tile, P("[_;_]"), "tile has no layout leaves (all slots are '_')"),
    (ops.get_layouts_from_tile, P("[_;[_]]"), "tile has no layout leaves (all slots are '_')"),
])
def test_accessor_errors(f, value, reason):
    with pytest.raises(PreconditionError) as e:
        f(value)
    assert e.value.reason == reason


def test_composed_get_parts():
    cl = P(CL)
    assert ops.composed_get_inner(cl) == P("(4,5):(1,4)") and type(ops.composed_get_inner(cl)) is Layout
    sw = ops.composed_get_inner(P("S<3,5,4> o 0 o (8,4):(1,8)"))
    assert sw == Swizzle(3, 5, 4)
    assert ops.composed_get_offset(cl) == IntTuple(2) and ops.composed_get_offset(cl) != IntTuple(5)
    assert ops.composed_get_offset(P("(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)")) == P("(0,0)")
    assert ops.composed_get_outer(cl) == P("(2,3):(1,2)") and ops.composed_get_outer(cl) != P("(4,5):(1,4)")
    assert ComposedLayout(ops.composed_get_inner(cl), ops.composed_get_offset(cl).value,
                          ops.composed_get_outer(cl)) == cl


def test_get_layouts_from_tile():
    assert ops.get_layouts_from_tile(P("[(4,8):(1,4);(2,3):(1,2)]")) == [P("(4,8):(1,4)"), P("(2,3):(1,2)")]
    assert ops.get_layouts_from_tile(P("[4:1;_]")) == [P("4:1")]
    assert ops.get_layouts_from_tile(P("[4:1;[2:1;3:1];5:1]")) == [P(t) for t in ("4:1", "2:1", "3:1", "5:1")]
    assert ops.get_layouts_from_tile(P("[(?,4):(1,?);(2,3):(1,2)]"))[0] == P("(?,4):(1,?)")
    assert ops.get_layouts_from_tile(P("[(2,3):(1@0,1@1);_]")) == [P("(2,3):(1@0,1@1)")]
    assert len(ops.get_layouts_from_tile(P("[4:1;_;(2,3):(1,2)]"))) == 2     # not the declared 1
    assert ops.get_layouts_from_tile(Tile(P("(4,8):(1,4)"))) == [P("(4,8):(1,4)")]   # bare-layout tile


# --- casts ---

@pytest.mark.parametrize("src, expected", [
    (parse_shape("(4,8)"), "(4,8)"), (IntTuple((2, 3)), "(2,3)"),
    (Stride((1, 4)), "(1,4)"), (Coord((0, 1)), "(0,1)"), (parse_shape("(?,8)"), "(?,8)"),
    (parse_shape("(4,(2,3),8)"), "(4,(2,3),8)"), (Stride((8, Dyn())), "(8,?)"),
])
def test_to_int_tuple(src, expected):
    got = ops.to_int_tuple(src)
    assert type(got) is IntTuple and str(got) == expected


@pytest.mark.parametrize("src, reason", [
    (P("4@0"), "source contains the scaled-basis stride 4@0"),
    (P("(1,?@0)"), "source contains the scaled-basis stride ?@0"),
    (P("(4,_)"), "source contains an underscore '_' element"),
    (P("(4,8):(1,4)"), "source must be a shape, stride, coord or int_tuple"),
])
def test_to_int_tuple_errors(src, reason):
    with pytest.raises(PreconditionError) as e:
        ops.to_int_tuple(src)
    assert e.value.reason.startswith(reason) and e.value.operand == "src"


@pytest.mark.parametrize("cast, kind", [(ops.to_shape, Shape), (ops.to_stride, Stride), (ops.to_coord, Coord)])
def test_casts_from_int_tuple(cast, kind):
    for text in ("(4,8)", "(?,3)", "(0,(1,2),3)", "(1,(4,8),32)", "?{i64}"):
        got = cast(P(text))
        assert type(got) is kind and str(got) == text
    for bad in (parse_shape("(4,8)"), Stride((1, 4)), Coord((0, 1)), P("4:1")):
        with pytest.raises(PreconditionError, match="source must be an int_tuple"):
            cast(bad)


@pytest.mark.parametrize("f, args, reason", [
    (ops.size, ((_, 2),), "_ is not a valid int_tuple or shape leaf"),
    (ops.get, (("a", 1), [0]), "'a' is not a valid int_tuple, shape, stride or coord leaf"),
    (ops.tuple_add, ((1, None), (1, 2)), "None is not a valid int_tuple or shape leaf"),
    (ops.crd2idx, ((P("1@0").value, 1), (2, 2)), "1@0 is not a valid coord leaf"),
])
def test_raw_operands_must_fit_the_expected_kind(f, args, reason):
    with pytest.raises(PreconditionError) as e:
        f(*args)
    assert e.value.reason == reason
