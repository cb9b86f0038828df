"""Defects of the prover found by the differential campaign of issue 18 (tests/fuzz/),
each with the input that showed it.  Expected values are computed here by evaluating
the instantiated layouts, not by the solver."""
import json

import pytest
import sympy

from cute_sym import parse
from cute_sym.conditions import Condition
from cute_sym.errors import CuteError
from cute_sym.tuples import product
from solver.admissible import prove_admissible
from solver.discharge import _holds, compose_symbolic, discharge
from solver.prove import prove_bijective, prove_contains, prove_equal
from solver.symbols import instantiate, parse_named
from solver_cli import run_cli

T, X = sympy.Symbol("T", integer=True), sympy.Symbol("X", integer=True)


_cli = run_cli


# --- 1. compose_symbolic raised ZeroDivisionError (a model with a zero stride symbol) ---

SEQUENCE = [("(3,6,4):(16,5,8)", "(M):(T)", []), ("(4,3):(3,16)", "(K,4):(T,-3)", []),
            ("(6,4,8):(0,0,3)", "(2):(T)", ["T % 8 == 0", "T % 2 == 0"]),
            ("(M,K):(4,1)", "(6,K):(K,S)", ["M > 2"]), ("(6,3,6):(1,3,8)", "(6,8):(1,T)", []),
            ("((2,1)):((8,3))", "(4,4):(T,2)", [])]


def test_the_issue_sequence_gives_layouts_or_named_errors():
    """The sequence reproduced ``ZeroDivisionError: Modulo by zero`` from the re-check."""
    for a, b, assume in SEQUENCE:
        A, B = parse_named(a), parse_named(b)
        try:
            out = compose_symbolic(A, B, assume=assume, timeout=5.0, validate=False)
        except CuteError as e:
            assert e.reason
            continue
        assert out.value is not None


def test_a_divisibility_by_zero_is_evaluated_as_integers():
    """``0 | x`` holds only for ``x == 0``; a side that divides by zero is undefined (None)."""
    assert _holds(Condition("divides", T, 8), {"T": 0}) is False
    assert _holds(Condition("divides", T, 0), {"T": 0}) is True
    assert _holds(Condition("divides", T, 8), {"T": 4}) is True
    assert _holds(Condition("le", sympy.Mod(X, T), 3), {"T": 0, "X": 5}) is None
    assert _holds(Condition("le", 1, T, given=(Condition("lt", 0, T),)), {"T": 0}) is True     # moot where 0 >= T


def test_divisibility_by_a_symbol_that_may_be_zero_is_decided():
    """``T | 8`` fails at T = 0 (and T = 3): refuted with a re-checked counterexample, where
    the solver's ``8 % T`` at T = 0 used to leave the remainder free."""
    (p,) = discharge([Condition("divides", T, 8)], assume=["T % 8 == 0"])
    assert p.status == "refuted" and p.counterexample["params"]["T"] % 8 == 0
    assert p.counterexample["params"]["T"] not in (1, 2, 4, 8, -1, -2, -4, -8)
    (p,) = discharge([Condition("divides", T, 0)])
    assert p.proved


# --- 2. an assumption on a leaf outside the sub-layout a basis stride selects was refused ---

def test_an_assumption_on_a_leaf_the_conditions_do_not_read_is_accepted(capsys):
    code, out = _cli(capsys, "admissible", "(8,(6,M),(2,8)):(M,(2,T),(S,1))", "(4):(3@1)", "--assume", "1 <= S <= 3")
    assert code == 0 and out.startswith("proved")
    with pytest.raises(CuteError, match="assumption names Q"):
        prove_admissible("(8,(6,M),(2,8)):(M,(2,T),(S,1))", "(4):(3@1)", assume=["Q > 1"])


# --- 3. one cosize for negative strides: |stride| (the solver's box; codegen and IR in tests/codegen) ---

@pytest.mark.parametrize("K", [-4, -1, 0, 3])
def test_the_codomain_box_takes_a_symbolic_stride_by_magnitude(K):
    """``(4,2):(1,K)`` has cosize ``|K| + 4`` (``(K, K+1, K+2, K+3)`` and ``(0, 1, 2, 3)``): a
    bijection onto [0, cosize) exactly where its values are ``0 .. cosize-1`` (K = 4)."""
    L = instantiate(parse_named("(4,2):(1,K)"), {"K": K})
    assert L.cosize() == abs(K) + 4 == 1 + 3 + abs(K)
    p = prove_bijective("(4,M):(1,K)", assume=["M == 2", f"K == {K}"])
    values = sorted(L(i) for i in range(product(L.shape)))
    assert p.proved == (values == list(range(L.cosize())))


# --- issue 13: vacuous under the leaves' integer types, also when the statement holds ---

@pytest.mark.parametrize("a, assume", [("(M):(1)", "M > 2**40"), ("(M):(1)", "M >= 2**31"),
                                       ("(M,N):(1,M)", "M*N > 2**62")])
def test_assumptions_no_leaf_value_satisfies_are_vacuous_with_the_reason(capsys, a, assume):
    code, out = _cli(capsys, "prove-equal", a, a, "--assume", assume)
    assert code == 1 and "vacuous: no value of the leaves' integer types" in out and "i32" in out, out
    code, out = _cli(capsys, "--json", "prove-equal", a, a, "--assume", assume)
    record = json.loads(out)
    assert code == 1 and record["status"] == "proved" and record["detail"]["vacuous"] is True


def test_a_wider_leaf_makes_the_same_assumption_satisfiable(capsys):
    code, out = _cli(capsys, "prove-equal", "(M{i64}):(1)", "(M{i64}):(1)", "--assume", "M >= 2**31")
    assert code == 0 and "vacuous" not in out
    p = prove_equal("(M):(1)", "(M):(2)", assume=["M > 4 and M < 2"])
    assert p.reason == "vacuous: no parameter value satisfies the assumptions"


# --- found by the campaign (tests/fuzz) ---

@pytest.mark.parametrize("a, t", [("(5):(2@0)", "(4):(2)"), ("(2,2,2):(0,0,2@0)", "(2,1):(0,0)")])
def test_integer_offsets_are_not_in_the_image_of_coordinates(a, t):
    """``(5):(2@0)`` has the rank-1 coordinates (0), (2), ...; ``(4):(2)`` the integers 0, 2, ...:
    'proved' before (the values were compared component by component)."""
    A, T = parse(a), parse(t)
    assert isinstance(A(1), tuple) and not isinstance(T(1), tuple)
    with pytest.raises(CuteError, match="codomains differ.*coordinate values.*integer values"):
        prove_contains(a, t)


def test_a_side_condition_is_decided_within_the_leaves_types():
    """Under ``N > 2**40`` (no i32 N) the oracle answered with N = 2**40 + 2 for an i32 leaf;
    now the assumptions are vacuous, and compose_symbolic says so instead of a result."""
    A, B = parse_named("(((N,3)),(K,2)):(((S,N)),(U,2))"), parse_named("(4):(S)")
    with pytest.raises(CuteError, match="hold only vacuously"):
        compose_symbolic(A, B, assume=["N % 2 == 0", "S >= 0", "2 <= U <= 3", "N > 2**40"], validate=False)
    (p,) = discharge([Condition("lt", 3 * sympy.Symbol("S", integer=True), sympy.Symbol("N", positive=True,
                                                                                            integer=True))],
                     assume=["N > 2**20"], types={"N": 32, "S": 32})
    env = p.counterexample["params"]
    assert p.status == "refuted" and 2 ** 20 < env["N"] < 2 ** 31 and -2 ** 31 <= env["S"] < 2 ** 31
    assert not 3 * env["S"] < env["N"]


def test_the_vacuity_reason_names_the_types_after_a_retry_within_them():
    """The counterexample over the integers (M = 2**32 - 1) sends the query back within the
    types, where it is proved -- vacuously: no i32 M is >= 2**31."""
    p = prove_equal("S<1,0,31> o 0 o (M):(1)", "(M):(1)", assume=["M >= 2**31"])
    assert p.proved and p.detail["vacuous"] and "integer types (M: i32)" in p.reason


def test_an_incongruent_coordinate_is_named_in_layout_text():
    from solver.prove import prove_composition
    with pytest.raises(CuteError) as info:
        prove_composition("(4,2):(2,1)", "3:2@0", "3:4")
    assert "Bin(" not in info.value.reason and "(_i0*2)" in info.value.reason.replace(" ", "")
