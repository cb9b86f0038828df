"""The solver as the algebra's decision oracle (``under_assumptions``, ``compose_symbolic``):
facts are proved or refuted under the assumptions before a branch is taken, and every
symbolic result is checked by substituting admissible parameter values and comparing
with the definition (``R(c) = A(B(c))``) and with the static composition."""
from itertools import product as cartesian

import pytest
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cute_sym import Layout, coalesce, collecting, composition, require, sym
from cute_sym.errors import CuteError
from cute_sym.tuples import Dyn, leaves
from solver.discharge import SolverOracle, UnprovenCondition, compose_symbolic, under_assumptions
from solver.symbols import instantiate, show

M, N, K = sym("M"), sym("N"), sym("K")
SM, SN = M.expr, N.expr


def part(x, k):
    """The leaf ``x / k`` (an integer where the assumptions make it one)."""
    return Dyn(32, x.expr / k)


def admissible(assume, box=range(1, 17)):
    """Every ``{M, N}`` in the box that satisfies the assumptions (Python semantics of the text)."""
    return [{"M": m, "N": n} for m, n in cartesian(box, box) if all(eval(a, {}, {"M": m, "N": n}) for a in assume)]


def check_sound(A, B, R, envs):
    """At each parameter value: R is A o B on Z(B), and agrees with the static composition."""
    for env in envs:
        As, Bs, Rs = (instantiate(x, env) for x in (A, B, R))
        assert Rs.size() == Bs.size(), (A, B, R, env)
        assert all(Rs(i) == As(Bs(i)) for i in range(Bs.size())), (A, B, R, env)
        try:
            static = composition(As, Bs)
        except CuteError:
            continue
        assert all(static(i) == Rs(i) for i in range(Bs.size())), (A, B, R, env)


W = Layout((4, (part(M, 4), N)), (1, (4, M)))          # codegen's work layout: 4-vectors along M


def test_codegen_example_composes_without_conditions():
    """The heuristic took ``M*(N-1) < M`` (false for N >= 2) and stride M*N; the oracle refutes
    it, proves the other branch where N >= 2 (N:M is constant at N = 1) and gives stride 1."""
    A = Layout((M, N), (N, 1))
    out = compose_symbolic(A, W, assume=["M % 4 == 0"], validate=False)
    assert out.value == Layout((4, (W.shape[1][0], N)), (N, (4 * N, 1)))   # 4*N: ?{div=4}
    assert out.conditions == [] and all(p.proved for p in out.proofs)
    assert "M <= M*(N-1) (truncation of A (eq. 8)) where 2 <= N" in [p.statement for p in out.proofs]
    check_sound(A, W, out.value, admissible(["M % 4 == 0"]))


@pytest.mark.parametrize("A, B, assume, expected", [
    (Layout((M, N), (1, M)), W, ["M % 4 == 0"], "(4,(M/4,N)):(1,(4,M))"),
    (Layout((M, 8), (8, 1)), Layout((4, (2, M)), (M, (4 * M, 1))), ["M % 4 == 0"], "(4,(2,M)):(1,(4,8))"),
    (Layout((M, N), (N, 1)), Layout(((8, 4), (part(N, 8), part(M, 4))), ((M, 1), (8 * M, 4))),
     ["M % 4 == 0", "N % 8 == 0"], "((8,4),(N/8,M/4)):((1,N),(8,4*N))"),
    (Layout((M, N, 3), (3 * N, 3, 1)), Layout((2, (part(M, 2), N, 3)), (1, (2, M, M * N))),
     ["M % 2 == 0"], "(2,(M/2,N,3)):(3*N,(6*N,3,1))"),
])
def test_work_layouts_of_copy_kernels(A, B, assume, expected):
    out = compose_symbolic(A, B, assume=assume, validate=False)
    assert show(out.value) == expected and out.conditions == []
    check_sound(A, B, out.value, admissible(assume, range(1, 25))[:40])


def test_a_refuted_fact_takes_the_other_branch():
    # M <= 2: 3 < M is refuted, M <= 3 proved: no truncation, and M | 4 holds
    A = Layout((M, N), (1, K))
    out = under_assumptions(composition, A, Layout(4, 1), assume=["M <= 2"])
    assert [p.statement for p in out.proofs] == ["M <= 3 (truncation of A (eq. 8))",
                                                 "M | 4 (shape divisibility (eq. 10))"]
    R = out.value
    assert [x.expr for x in leaves(R.shape)] == [SM, 4 / SM] and R.stride[1].expr == K.expr
    for m, k in [(1, 5), (2, 9)]:
        env = {"M": m, "K": k, "N": 3}
        assert all(instantiate(R, env)(i) == instantiate(A, env)(i) for i in range(4))


def test_no_layout_for_every_value_names_the_refuted_condition():
    # no assumption: 3 < M fails at M = 1 and M <= 3 at M = 4; the named branch is reported
    with pytest.raises(UnprovenCondition, match=r"3 < M \(truncation of A \(eq. 8\)\) is false"):
        compose_symbolic(Layout((M, N), (1, K)), Layout(4, 1), validate=False)


def test_equalities_the_assumptions_imply_are_used():
    # truth(), e.g. coalesce's "M*1 == K", asks the oracle too: K == M merges the modes
    out = under_assumptions(coalesce, Layout((M, N), (1, K)), assume=["K == M"])
    assert show(out.value) == "M*N:1" and [p.statement for p in out.proofs] == ["M == K"]
    assert show(under_assumptions(coalesce, Layout((M, N), (1, K))).value) == "(M,N):(1,K)"


def test_an_undecided_fact_is_recorded_as_before():
    # an oracle that decides nothing (enumeration needs static operands): the heuristic branch
    # is taken and its fact recorded, exactly as without an oracle
    A, B = Layout((M, N), (1, K)), Layout(4, 1)
    oracle = SolverOracle(["M % 4 == 0"], backend="enumeration")
    with collecting(oracle) as conds:
        R = composition(A, B)
    assert str(R) == "4:1" and [str(c) for c in conds] == ["3 < M (truncation of A (eq. 8))"]
    assert conds.proved == [] and all(p.status == "unknown" for p in oracle.proofs.values())


def test_oracle_verdicts_are_cached_by_fact():
    from cute_sym.conditions import Condition
    oracle = SolverOracle(["M % 4 == 0"])
    first = oracle.proof(Condition("lt", 3, SM, "a"))
    assert oracle.proof(Condition("lt", 3, SM, "b")) is first and first.proved and len(oracle.proofs) == 1


def test_a_fact_the_encodings_cannot_express_is_unknown():
    from cute_sym.conditions import Condition
    cond = Condition("le", 1, sympy.sqrt(SM), "not a polynomial")
    assert SolverOracle().proof(cond).reason.startswith("unsupported")
    with pytest.raises(UnprovenCondition, match="could not be proven"):
        under_assumptions(require, cond)


def test_a_malformed_assumption_is_reported():
    from cute_sym.errors import CuteSyntaxError
    with pytest.raises(CuteSyntaxError):
        under_assumptions(composition, Layout((M, N), (1, K)), Layout(4, 1), assume=["M %% 4"])


# --- random symbolic compositions, checked at admissible parameter values ---------------

ASSUMPTIONS = ["M % 4 == 0", "N % 2 == 0", "M >= 8", "N <= 3", "M == 2*N", "M % 8 == 0"]


@st.composite
def symbolic_cases(draw):
    assume = draw(st.lists(st.sampled_from(ASSUMPTIONS), max_size=2, unique=True))
    a_leaves = draw(st.lists(st.sampled_from([M, N, 2, 3, 4]), min_size=2, max_size=3))
    order = draw(st.sampled_from(["col", "row", "free"]))
    if order == "free":
        a_strides = draw(st.lists(st.sampled_from([0, 1, 2, M, N, Dyn(32, 2 * SM), Dyn(32, SM * SN)]),
                                  min_size=len(a_leaves), max_size=len(a_leaves)))
        A = Layout(tuple(a_leaves), tuple(a_strides))
    else:
        A = Layout(tuple(a_leaves)) if order == "col" else Layout(tuple(a_leaves), _row_major(a_leaves))
    parts = [M, N, 2, 4] + ([part(M, 4)] if "M % 4 == 0" in assume or "M % 8 == 0" in assume else []) \
        + ([part(N, 2)] if "N % 2 == 0" in assume else [])
    b_leaves = draw(st.lists(st.sampled_from(parts), min_size=1, max_size=3))
    b_strides = draw(st.lists(st.sampled_from([0, 1, 2, 4, M, N]), min_size=len(b_leaves), max_size=len(b_leaves)))
    return A, Layout(tuple(b_leaves), tuple(b_strides)), assume


def _row_major(shape):
    out, d = [], 1
    for s in reversed(shape):
        out.append(d)
        d = d * s
    return tuple(reversed(out))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(symbolic_cases(), st.randoms(use_true_random=False))
def test_symbolic_results_hold_at_admissible_values(case, rnd):
    A, B, assume = case
    try:
        out = compose_symbolic(A, B, assume=assume, validate=False, fact_timeout=1.0, timeout=2.0)
    except CuteError:
        return                                        # a refusal is never unsound
    envs = admissible(assume, range(1, 13))
    check_sound(A, B, out.value, rnd.sample(envs, min(len(envs), 12)))
