"""Known divisors of dynamic leaves: the DSL's ``?{div=N}`` (issue 12, item 2) as a value.

Text as NVIDIA's CuTe DSL 4.8.1 prints and reads it (``?{div=1}`` is ``?``, the
attributes in either order); equality and hashing by value; arithmetic propagating
the divisor as the CuTe IR's ``tuple_*`` ops do (checked case by case against the
DSL in ``tests/dsl/test_dsl_divisibility.py``)."""
import pytest

from cute_sym import CuteSyntaxError, Dyn, E, KindError, Layout, parse, parse_int_tuple, parse_layout, sym


@pytest.mark.parametrize("text, canonical", [
    ("?{div=8}", "?{div=8}"), ("?{i64 div=8}", "?{i64 div=8}"), ("?{div=8 i64}", "?{i64 div=8}"),
    ("?{i32 div=8}", "?{div=8}"), ("?{div=1}", "?"), ("?{i64 div=1}", "?{i64}"), ("?{ div = 08 }", "?{div=8}"),
    ("?{div=0}", "?{div=0}"), ("?{i32}", "?"), ("?{div=4294967296}", "?{div=4294967296}"),
])
def test_divisor_text_reads_as_the_dsl_reads_it(text, canonical):
    assert str(parse_int_tuple(text)) == canonical
    assert str(parse_int_tuple(canonical)) == canonical


def test_divisors_in_every_kind_of_leaf():
    L = parse_layout("(?{div=8},4):(1,?{i64 div=8})")
    assert L.shape[0] == Dyn(32, div=8) and L.stride[1] == Dyn(64, div=8)
    assert str(parse("(4,4):(?{div=8}@0,1@1)")) == "(4,4):(?{div=8}@0,1@1)"
    assert parse("(?{div=8},4):(1,?)") != parse("(?,4):(1,?)")


@pytest.mark.parametrize("text, column, message", [
    ("?{div=-4}", 7, "a divisor must be non-negative"),
    ("?{}", 3, "expected 'i32', 'i64' or 'div='"),
    ("?{div=8 div=4}", 9, "the divisor of a '?' is given twice"),
    ("?{i64 i32}", 7, "the width of a '?' is given twice"),
    ("?{div=8,i64}", 8, "expected 'i32', 'i64', 'div=' or '}'"),
    ("?{div=}", 7, "expected a divisor"),
    ("?{i16}", 3, "expected 'i32' or 'i64'"),
])
def test_malformed_divisors_name_the_column(text, column, message):
    with pytest.raises(CuteSyntaxError) as e:
        parse_int_tuple(text)
    assert e.value.column == column and message in e.value.reason


def test_equality_and_hash_include_the_divisor():
    assert Dyn(div=8) == Dyn(32, None, 8) and hash(Dyn(div=8)) == hash(Dyn(32, None, 8))
    assert Dyn(div=8) != Dyn() and Dyn(div=8) != Dyn(64, div=8)
    assert len({Dyn(), Dyn(div=1), Dyn(div=2), Dyn(64, div=2)}) == 3
    assert Dyn(div=4).with_div(8) == Dyn(div=8)
    with pytest.raises(KindError, match="divisor must be a non-negative integer"):
        Dyn(div=-2)


a, b, c = Dyn(div=8), Dyn(div=12), Dyn(64, div=16)


@pytest.mark.parametrize("got, expected", [
    (a * b, Dyn(div=96)), (a * 3, Dyn(div=24)), (a * -2, Dyn(div=16)), (a * c, Dyn(64, div=128)),
    (a + b, Dyn(div=4)), (a - b, Dyn(div=4)), (4 - a, Dyn(div=4)), (a + 16, Dyn(div=8)), (a + c, Dyn(64, div=8)),
    (a // 2, Dyn(div=4)), (b // 6, Dyn(div=2)), (a // 3, Dyn()), (a // b, Dyn()), (24 // a, Dyn()),
    (a % 4, 0), (a % 16, Dyn(div=8)), (b % 8, Dyn()), (a % b, Dyn()),
    (a * 0, 0), (a + 0, a), (0 - a, Dyn(div=8)), (a * 1, a), (a // 1, a), (a % 1, 0), (0 // a, 0),
    (Dyn(div=0) * a, 0), (Dyn(div=0) + b, b), (Dyn(div=0) + 5, 5), (Dyn(div=0) // 4, Dyn(div=0)),
    (Dyn() * (1 << 32), Dyn(64, div=1 << 32)),      # a static past i32 widens (CuTe's C rule)
])
def test_arithmetic_propagates_divisors_as_the_cute_ir(got, expected):
    assert got == expected and type(got) is type(expected)


def test_division_by_a_known_zero_raises():
    for zero in (0, Dyn(div=0)):
        with pytest.raises(ZeroDivisionError, match="known to be 0"):
            a // zero
        with pytest.raises(ZeroDivisionError, match="known to be 0"):
            a % zero


def test_symbolic_leaves_carry_both_expression_and_divisor():
    M = sym("M")
    x = 4 * M
    assert x.div == 4 and x.expr == 4 * M.expr
    assert (x * 2).div == 8 and (x + M).div == 1
    assert -x == Dyn(32, -4 * M.expr, 4)
    assert str(Layout((x, 2), (1, x))) == "(4*M,2):(1,4*M)"          # the divisor 4*M shows
    assert str(Layout((M.with_div(8), 2), (1, x))) == "(M{div=8},2):(1,4*M)"
    from cute_sym.exprtext import dsl_spelling
    with dsl_spelling():                                              # the dialect's type text
        assert str(Layout((x, 2), (1, x))) == "(?{div=4},2):(1,?{div=4})"


def test_basis_scales_keep_their_divisor():
    assert E(Dyn(div=8), (0,)) * 2 == E(Dyn(div=16), (0,))
