"""Assumption text: the comparisons it accepts and the errors it reports."""
import pytest
import sympy

from cute_sym.errors import CuteError, CuteSyntaxError
from solver.assume import names_in, parse_assumption
from solver.formula import holds
from solver.prove import prove_equal


@pytest.mark.parametrize("text, true_at, false_at", [
    ("M % 128 == 0", {"M": 256}, {"M": 100}),
    ("N >= 64", {"N": 64}, {"N": 63}),
    ("64 <= K <= 1024", {"K": 1024}, {"K": 1025}),
    ("M <= N and N % 2 == 1", {"M": 3, "N": 5}, {"M": 3, "N": 4}),
    ("M == 2 * N or M == N ** 2", {"M": 9, "N": 3}, {"M": 7, "N": 3}),
    ("-M < 0", {"M": 1}, {"M": 0}),
])
def test_assumptions_parse_to_the_stated_predicate(text, true_at, false_at):
    f = parse_assumption(text)
    assert holds(f, true_at) and not holds(f, false_at)
    assert names_in(f) == set(true_at)


def test_sympy_relationals_are_accepted():
    M = sympy.Symbol("M", integer=True)
    assert holds(parse_assumption(sympy.Eq(sympy.Mod(M, 4), 0)), {"M": 8})


@pytest.mark.parametrize("text, column, words", [
    ("M % 128", 1, "must be a comparison"),
    ("M >= 6 4", 8, "malformed assumption"),
    ("M >= 'a'", 6, "expected an integer"),
    ("M ** N > 1", 6, "exponent"),
    ("_M > 1", 1, "may not start with '_'"),
    ("M @ 4 == 0", 1, "expected + - * // %"),
    ("M > 10 ** 1000 and M ** 100 > 0", 25, "exponent"),     # a symbolic power past 64 factors
    ("M % 0 == 1", 1, "division by zero"),
    ("M // (4 - 4) == 1", 1, "division by zero"),
    ("M < 10 ** 100000000", 11, "bits"),                     # refused, not computed
])
def test_bad_assumption_text_points_at_the_column(text, column, words):
    with pytest.raises(CuteSyntaxError) as info:
        parse_assumption(text)
    assert info.value.column == column and words in info.value.reason
    assert "^" in str(info.value)


def test_an_assumption_about_an_unknown_symbol_is_an_error():
    with pytest.raises(CuteError, match="assumption names m, which no dynamic leaf"):
        prove_equal("(4,M):(1,4)", "(4,M):(1,4)", assume=["m % 4 == 0"])


def test_parse_each_raises_what_parse_assumption_raises():
    from solver.assume import parse_each
    parse_each(["M % 4 == 0", "M % 4 == 0", "N >= 64"])      # well formed, twice: nothing
    with pytest.raises(CuteSyntaxError) as each:
        parse_each(["M >= 1", "M >>= 2"])
    with pytest.raises(CuteSyntaxError) as one:
        parse_assumption("M >>= 2")
    assert str(each.value) == str(one.value)
    with pytest.raises(CuteSyntaxError):                     # a malformed text is never kept
        parse_each(["M >>= 2"])
