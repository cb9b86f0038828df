"""Every prover answers *unknown* -- never proved -- when its backend cannot decide,
and says why (here: ISL forced onto non-Presburger parameters, enumeration onto
symbolic operands, a deadline too short to enumerate)."""
import pytest
import sympy

from cute_sym.conditions import Condition
from solver.admissible import prove_admissible
from solver.discharge import discharge
from solver.expr import Var
from solver.prove import (prove_bijective, prove_complement, prove_composition, prove_contains, prove_equal,
                          prove_expression, prove_injective, prove_surjective)

NONLINEAR = "(M,N):(1,K)"          # the stride K times a coordinate: not Presburger, no constant extent

CASES = {
    "equal": lambda b: prove_equal(NONLINEAR, NONLINEAR, backend=b),
    "injective": lambda b: prove_injective(NONLINEAR, backend=b),
    "surjective": lambda b: prove_surjective("(M,N):(1,M)", backend=b),
    "bijective": lambda b: prove_bijective("(M,N):(1,M)", backend=b),
    "contains": lambda b: prove_contains(NONLINEAR, "4:1", backend=b),
    "complement": lambda b: prove_complement(NONLINEAR, "(2,1):(M,K)", backend=b),
    "composition": lambda b: prove_composition(NONLINEAR, "4:1", "4:1", backend=b),
    "expression": lambda b: prove_expression(NONLINEAR, Var("i") % Var("M") + Var("i") // Var("M") * Var("K"),
                                             "i", backend=b),
    "admissible": lambda b: prove_admissible("(M,N):(1,K)", "4:K", backend=b),
    "discharge": lambda b: discharge([Condition("divides", sympy.Symbol("M", integer=True, positive=True),
                                                sympy.Symbol("N", integer=True, positive=True))], backend=b)[0],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_forced_backends_that_cannot_decide_say_unknown(name):
    for backend, words in (("isl", "unsupported"), ("enumeration", "static operands")):
        p = CASES[name](backend)
        assert p.status == "unknown" and not p.proved, (name, backend, p)
        assert words in p.reason, (name, backend, p.reason)


def test_a_short_deadline_is_unknown_with_timeout():
    p = prove_injective("(1024,1024):(1,1024)", backend="enumeration", timeout=0.01)
    assert p.status == "unknown" and "timeout" in p.reason
