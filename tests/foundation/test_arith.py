"""Arithmetic ops (seed 000 "Arithmetic Operations", seed 002): tuple_add /
tuple_sub padding and the scalar-zero rules, shape_div and ceil_div in all four
cases and with tile tilers, equal, elem_less; errors with the seed's reasons."""
import re

import pytest

from cute_sym import Dyn, PreconditionError, Tile, ops, parse, parse_shape, parse_tile, sym
from .foundation_seeds import prose_equations, seed_text

I, S = parse, parse_shape   # int_tuple and shape from text


def _padding_rows():
    """The ``a + b = c`` / ``a - b = c`` rows written out in seed 000."""
    try:
        text = seed_text("000")
    except pytest.skip.Exception:
        return []
    t = r"(\([\d,()]*\))"
    return re.findall(t + r"\s*([+-])\s*" + t + r"\s*=\s*" + t, text)


def test_padding_rows_are_found():
    rows = _padding_rows()
    assert len(rows) >= 14 and {op for _a, op, _b, _c in rows} == {"+", "-"}


@pytest.mark.parametrize("a, op, b, c", _padding_rows())
def test_seed_padding_row(a, op, b, c):
    f = ops.tuple_add if op == "+" else ops.tuple_sub
    assert f(I(a), I(b)) == I(c)
    assert f(S(a), S(b)) == S(c)       # the same rule on shapes, kind preserved


def test_seed002_rows():
    assert ops.tuple_add(I("(3,4)"), I("(1,2)")) == I("(4,6)")
    assert ops.tuple_add(I("(1,2)"), I("(4,5,6)")) == I("(5,7,6)")
    assert ops.tuple_sub(I("(5,8)"), I("(1,2)")) == I("(4,6)")
    assert ops.tuple_add(S("(6,8)"), S("(2,4)")) == S("(8,12)")
    assert ops.tuple_add(I("(?,?)"), I("(1,2)")) == I("(?,?)")
    assert ops.tuple_sub(I("(?,?)"), I("(1,2)")) == I("(?,?)")


def test_scalar_zero_identity_and_its_asymmetry_for_sub():
    t = I("(1,(2,3))")
    assert ops.tuple_add(I("0"), t) == t and ops.tuple_add(t, I("0")) == t   # 0 + t == t + 0 == t
    assert ops.tuple_sub(t, I("0")) == t                                      # t - 0 == t
    with pytest.raises(PreconditionError, match=r"zero scalar lhs cannot be paired with a tuple rhs"):
        ops.tuple_sub(I("0"), t)                                              # 0 - t is invalid
    assert ops.tuple_add(I("3"), I("4")) == I("7") and ops.tuple_sub(I("3"), I("4")) == I("-1")


@pytest.mark.parametrize("f, a, b, message", [
    (ops.tuple_add, "5", "(1,2)", "the non-zero scalar lhs 5 cannot be paired with a tuple"),
    (ops.tuple_add, "(1,2)", "?", "the non-zero scalar rhs ? cannot be paired with a tuple"),
    (ops.tuple_sub, "(1,2)", "5", "the non-zero scalar rhs 5 cannot be paired with a tuple"),
    # the zero identity is top-level only: it does not make a scalar fit a nested mode
    (ops.tuple_add, "(1,(2,3))", "(1,0)", "a leaf is paired with a sub-tuple ((2,3) vs 0)"),
    (ops.tuple_sub, "((1,2),3)", "(4,5)", "a leaf is paired with a sub-tuple ((1,2) vs 4)"),
])
def test_tuple_add_sub_errors(f, a, b, message):
    with pytest.raises(PreconditionError) as e:
        f(I(a), I(b))
    assert message in e.value.reason


@pytest.mark.parametrize("f", [ops.tuple_add, ops.tuple_sub])
def test_tuple_add_sub_kinds(f):
    with pytest.raises(PreconditionError, match="expects lhs and rhs to be the same kind"):
        f(I("(1,2)"), S("(1,2)"))
    with pytest.raises(PreconditionError, match="expects int_tuple or shape, but got coord"):
        f(parse("(1,_)"), I("(1,2)"))
    assert f((1, 2), (3, 4)) == ((4, 6) if f is ops.tuple_add else (-2, -2))   # raw stays raw


# --- shape_div ---

def test_shape_div_four_cases():
    assert ops.shape_div(S("(8,10)"), S("(2,5)")) == S("(4,2)")          # tuple / tuple
    assert ops.shape_div(S("(4,5,6)"), S("40")) == S("(1,1,3)")          # tuple / scalar
    assert ops.shape_div(S("24"), S("(2,3)")) == S("4")                   # scalar / tuple
    assert ops.shape_div(S("12"), S("4")) == S("3")                       # scalar / scalar
    assert ops.shape_div(S("4"), S("12")) == S("1")                       # rounded away from zero
    assert ops.shape_div(S("-4"), S("12")) == S("-1")
    assert ops.shape_div(S("(4,(6,8))"), S("(2,12)")) == S("(2,(1,4))")  # mixed nesting


def test_shape_div_prose_example():
    eqs = {name: (args, value) for name, args, value in prose_equations("000")}
    args, value = eqs["shape_div"]
    a, b = re.fullmatch(r"(\(.*\)), (\d+)", args).groups()
    assert ops.shape_div(S(a), S(b)) == S(value)


def test_shape_div_dynamic():
    assert ops.shape_div(S("(?,8)"), S("(2,4)")) == S("(?,2)")
    M = sym("M")
    q = ops.shape_div((4 * M, 8), (4, 2))                                # raw in, raw out
    assert q[1] == 4 and isinstance(q[0], Dyn) and q[0].expr == M.expr


@pytest.mark.parametrize("op, kind, a, b, reason", [
    ("shape_div", "shape", "4", "0", "divisor is zero"),
    ("shape_div", "shape", "7", "3", "7 is not divisible by 3 (neither 7 % 3 == 0 nor 3 % 7 == 0)"),
    ("shape_div", "shape", "(4,8)", "(2,4,2)", "tuple ranks differ: rank(a)=2 != rank(b)=3"),
    ("shape_div", "shape", "(3,5)", "2", "3 is not divisible by 2 (neither 3 % 2 == 0 nor 2 % 3 == 0)"),
    ("ceil_div", "int_tuple", "(4,8)", "(2,4,2)", "rank(tiler)=3 > rank(input)=2"),
    ("ceil_div", "int_tuple", "7", "0", "tiler is zero"),
    ("ceil_div", "int_tuple", "(7,5)", "(2,0)", "tiler is zero"),
    ("ceil_div", "int_tuple", "7", "(2,0)", "tiler is zero"),
])
def test_division_errors(op, kind, a, b, reason):
    parser = S if kind == "shape" else I
    with pytest.raises(PreconditionError) as e:
        getattr(ops, op)(parser(a), parser(b))
    assert e.value.reason == (f"expects valid operands, but cannot compute {op} for "
                              f"'!cute.{kind}<\"{a}\">' and '!cute.{kind}<\"{b}\">': {reason}")


def test_shape_div_needs_shapes():
    with pytest.raises(PreconditionError, match="expects shape, but got int_tuple"):
        ops.shape_div(I("4"), S("2"))


# --- ceil_div ---

def test_ceil_div_four_cases():
    assert ops.ceil_div(I("7"), I("3")) == I("3")                          # scalar / scalar
    assert ops.ceil_div(I("(8,10)"), I("(3,4)")) == I("(3,3)")             # tuple / tuple
    assert ops.ceil_div(I("(8,10,6)"), I("(3,4)")) == I("(3,3,6)")         # extra input modes pass
    # tuple / scalar: mode k gets ceil(mode/rest), then rest = ceil(rest/mode)
    assert ops.ceil_div(I("(4,5,6)"), I("12")) == I("(1,2,6)")             # rest 12 → 3 → 1
    assert ops.ceil_div(I("(4,5,6)"), I("50")) == I("(1,1,2)")             # rest 50 → 13 → 3
    assert ops.ceil_div(I("25"), I("(2,3)")) == I("5")                     # scalar / product(tiler)
    assert ops.ceil_div(S("(8,10)"), I("(3,4)")) == S("(3,3)")             # result kind = input kind
    assert ops.ceil_div(I("(?,10)"), I("(3,4)")) == I("(?,3)")


def test_ceil_div_tile_tilers():
    # seed 000 / 002: a tile tiler may change the profile
    assert ops.ceil_div(I("(8,16)"), parse_tile("((4,8)):((1,4))")) == I("4")
    assert ops.ceil_div(I("(8,16)"), parse_tile("[4:1;(2,4):(1,2)]")) == I("(2,2)")
    assert ops.ceil_div(I("(9,16,3)"), parse_tile("[4:1;_]")) == I("(3,1,3)")
    assert ops.ceil_div(S("((2,4),16)"), parse_tile("[3:1;8:1]")) == S("(3,2)")
    with pytest.raises(PreconditionError, match=r"rank\(tiler\)=3 > rank\(input\)=2"):
        ops.ceil_div(I("(8,16)"), Tile((parse("4:1"), parse("4:1"), parse("4:1"))))


def test_ceil_div_operand_kinds():
    with pytest.raises(PreconditionError, match="expects int_tuple or shape, but got coord"):
        ops.ceil_div(parse("(4,_)"), I("2"))
    with pytest.raises(PreconditionError, match="expects int_tuple, shape or tile, but got layout"):
        ops.ceil_div(I("8"), parse("4:1"))


# --- equal and elem_less ---

def test_equal():
    assert ops.equal(I("(3,4)"), I("(3,4)")) is True
    assert ops.equal(S("(3,4)"), S("(3,5)")) is False
    assert ops.equal(parse("(4,8):(1,4)"), parse("(4,8):(1,4)")) is True
    assert ops.equal(parse("(4,8):(1,4)"), parse("(4,8):(1,8)")) is False
    assert ops.equal(parse("(1@0,2)"), parse("(1@0,2)")) is True
    assert ops.equal(parse("(1@0,2)"), parse("(1@1,2)")) is False
    assert ops.equal(parse("(_,2)"), parse("(_,2)")) is True


def test_equal_on_dynamic_operands():
    # seed 002: statically different structures or values compare false; otherwise
    # dynamic operands of one profile compare leaf by leaf at run time
    assert ops.equal(I("(?,4)"), I("(?,4,1)")) is False
    assert ops.equal(I("(?,4)"), I("(?,5)")) is False
    assert ops.equal(I("(?,4)"), I("(?,4)")) == Dyn(1)
    assert ops.equal(I("?"), I("3")) == Dyn(1)
    M, N = sym("M"), sym("N")
    assert ops.equal((M, 4), (M, 4)) is True          # the same symbol: decided
    assert ops.equal((M + 1, 4), (M, 4)) is False
    assert ops.equal((M, 4), (N, 4)) == Dyn(1)


@pytest.mark.parametrize("lhs, rhs", [
    (I("(3,4)"), S("(3,4)")), (parse("(3,4):(1,3)"), S("(3,4)")), (parse("(3,4)"), parse("(3,_)")),
])
def test_equal_needs_one_kind(lhs, rhs):
    with pytest.raises(PreconditionError) as e:
        ops.equal(lhs, rhs)
    assert e.value.reason == (f"expects lhs and rhs to be the same kind, but got "
                              f"'{ops.type_text(lhs)}' and '{ops.type_text(rhs)}'")


def test_equal_rejects_other_kinds():
    with pytest.raises(PreconditionError, match="but got swizzle"):
        ops.equal(parse("S<1,0,2>"), parse("S<1,0,2>"))


def test_elem_less():
    assert ops.elem_less(I("(3,4)"), I("(5,6)")) is True
    assert ops.elem_less(S("(3,4)"), S("(5,6)")) is True
    assert ops.elem_less(parse_shape("(3,6)"), S("(5,6)")) is False
    assert ops.elem_less(parse("(3,4)"), S("(5,6)")) is True
    assert ops.elem_less(I("((1,2),3)"), I("((2,3),4)")) is True
    assert ops.elem_less(I("(?,4)"), I("(5,6)")) == Dyn(1)      # any dynamic leaf: dynamic
    assert ops.elem_less(I("(?,9)"), I("(5,6)")) == Dyn(1)


@pytest.mark.parametrize("a, b", [("(3,4)", "(3,4,5)"), ("((1,2),3)", "(4,5)")])
def test_elem_less_needs_congruent_inputs(a, b):
    with pytest.raises(PreconditionError) as e:
        ops.elem_less(I(a), I(b))
    assert e.value.reason == (f"expects congruent inputs, but got '!cute.int_tuple<\"{a}\">' and "
                              f"'!cute.int_tuple<\"{b}\">'")


def test_elem_less_operand_kinds():
    with pytest.raises(PreconditionError, match="cannot compare an underscore"):
        ops.elem_less(parse("(_,4)"), I("(5,6)"))
    with pytest.raises(PreconditionError, match="expects int_tuple, shape or coord, but got stride"):
        ops.elem_less(parse("(1@0,4)"), I("(5,6)"))


@pytest.mark.parametrize("a", [-7, -4, -3, -1, 0, 1, 3, 4, 7])
@pytest.mark.parametrize("b", [-4, -3, -1, 1, 3, 4])
def test_ceil_div_of_scalars_rounds_up_for_every_sign(a, b):
    # seed 002 "Scalar division rounds up"; int_tuples admit negative integers.  Independent value:
    # the least integer q with q*b >= a (b > 0) or q*b <= a (b < 0), found by search.
    q = next(q for q in range(-10, 11) if (q * b >= a if b > 0 else q * b <= a))
    assert ops.ceil_div(I(str(a)), I(str(b))) == I(str(q))
