"""Side conditions of the algebra, discharged under assumptions."""
import pytest
import sympy

from cute_sym.conditions import Condition, require
from solver.discharge import UnprovenCondition, discharge, under_assumptions

M, N = sympy.symbols("M N", integer=True, positive=True)


@pytest.mark.parametrize("cond, assume, status", [
    (Condition("divides", 4, M, "shape_div"), [], "refuted"),
    (Condition("divides", 4, M, "shape_div"), ["M % 128 == 0"], "proved"),
    (Condition("le", M, N), ["M % 128 == 0", "N >= 64", "M <= N"], "proved"),
    (Condition("le", M, N), ["M % 128 == 0", "N >= 64"], "refuted"),
    (Condition("lt", 4, M * N), ["M >= 2", "N >= 3"], "proved"),
    (Condition("eq", M, 2 * N), ["M == 2*N"], "proved"),
    (Condition("divides", M, N), ["N == 3*M"], "proved"),       # symbol divides symbol: a witness
    (Condition("divides", M, N), ["M % 2 == 0"], "refuted"),
])
def test_conditions_under_assumptions(cond, assume, status):
    p = discharge([cond], assume)[0]
    assert p.status == status, p
    if status == "refuted":
        env = p.counterexample["params"]
        assert not cond.as_sympy().subs({s: env[s.name] for s in cond.as_sympy().free_symbols})
        assert all(env[s.name] >= 1 for s in cond.as_sympy().free_symbols)


def quarter(x):
    require(Condition("divides", 4, x, "shape_div"))
    return x / 4


def test_under_assumptions_returns_the_value_and_the_proofs():
    out = under_assumptions(quarter, M, assume=["M % 8 == 0"])
    assert out.value == M / 4
    assert [p.statement for p in out.proofs] == ["4 | M (shape_div)"] and out.proofs[0].proved


def test_an_unprovable_condition_is_named_with_its_counterexample():
    with pytest.raises(UnprovenCondition) as info:
        under_assumptions(quarter, M, assume=["M % 2 == 0"])
    assert "4 | M (shape_div) is false" in str(info.value)
    assert info.value.proof.counterexample["params"]["M"] % 4 == 2


def test_compose_symbolic_proves_conditions_and_validates_the_result():
    from cute_sym import Layout, sym
    from solver.discharge import compose_symbolic
    M, N, K = sym("M"), sym("N"), sym("K")
    out = compose_symbolic(Layout((M, N), (1, K)), Layout(4, 1), assume=["M % 4 == 0"])
    assert str(out.value) == "4:1"
    assert [p.status for p in out.proofs] == ["proved", "proved"]          # 3 < M, then R == A o B
    assert out.proofs[0].statement.startswith("3 < M")
    with pytest.raises(UnprovenCondition, match="3 < M .* is false"):
        compose_symbolic(Layout((M, N), (1, K)), Layout(4, 1))
