"""The decision oracle of ``collecting(oracle)``: proved facts are used and not recorded,
refuted ones send the algebra down the other branch, undecided ones are recorded.

The oracle here is independent of the solver: it evaluates a condition at every
parameter value in a small box that satisfies the assumption (proved: it holds at
all of them, refuted: it fails at one), so each verdict is checked by enumeration.
"""
from itertools import product as cartesian

import pytest
import sympy

from cute_sym import DynamicValueError, Layout, collecting, composition, require, sym
from cute_sym.conditions import Condition, ask
from cute_sym.tuples import Dyn
from solver.symbols import instantiate

M, N, K = sym("M"), sym("N"), sym("K")
SYMBOLS = [x.expr for x in (M, N, K)]


class Enumerating:
    """Proves or refutes a condition over ``M, N, K`` in ``[1, 12]`` where ``assume`` holds."""

    def __init__(self, assume=lambda M, N, K: True, unknown=()):
        self.points = [dict(zip(SYMBOLS, p)) for p in cartesian(range(1, 13), repeat=3) if assume(*p)]
        self.unknown = set(unknown)
        self.asked = []

    def __call__(self, cond):
        self.asked.append(str(cond))
        if any(u in str(cond) for u in self.unknown):
            return None
        pred = cond.as_sympy()
        return all(bool(pred.subs(env)) for env in self.points) or False


def is_composition(A, B, R, env):
    """``R(c) = A(B(c))`` on ``Z(B)`` once the symbols take the values ``env`` (names to ints)."""
    As, Bs, Rs = (instantiate(x, env) for x in (A, B, R))
    return Rs.size() == Bs.size() and all(Rs(i) == As(Bs(i)) for i in range(Bs.size()))


A_LD = Layout((M, N), (1, K))                      # a column-major matrix with leading dimension K


def test_a_proved_fact_is_used_not_recorded():
    oracle = Enumerating(lambda m, n, k: m % 4 == 0)
    with collecting(oracle) as conds:
        R = composition(A_LD, Layout(4, 1))
    assert str(R) == "4:1" and conds == []
    assert [str(c) for c in conds.proved] == ["3 < M (truncation of A (eq. 8))"]


def test_a_refuted_fact_takes_the_other_branch():
    # M <= 2: the tile 4:1 runs past A's first mode, so eq. 8 must not truncate; then
    # eq. 10 needs M | 4, which holds for M in {1, 2}: R = (M,4/M):(1,K)
    oracle = Enumerating(lambda m, n, k: m <= 2)
    with collecting(oracle) as conds:
        R = composition(A_LD, Layout(4, 1))
    assert conds == []
    assert [str(c) for c in conds.proved] == ["M <= 3 (truncation of A (eq. 8))",
                                              "M | 4 (shape divisibility (eq. 10))"]
    assert R.shape[0].expr == M.expr and R.shape[1].expr == 4 / M.expr and R.stride[1].expr == K.expr
    for m, k in [(1, 5), (2, 7)]:
        assert is_composition(A_LD, Layout(4, 1), R, {"M": m, "N": 3, "K": k})
    assert "3 < M (truncation of A (eq. 8))" in oracle.asked          # asked first, refuted


def test_refuted_then_undecided_records_the_other_branch():
    oracle = Enumerating(lambda m, n, k: m <= 2, unknown=["M <= 3"])
    with collecting(oracle) as conds:
        composition(A_LD, Layout(4, 1))
    assert [str(c) for c in conds] == ["M <= 3 (truncation of A (eq. 8))"]
    assert [str(c) for c in conds.proved] == ["M | 4 (shape divisibility (eq. 10))"]


def test_undecided_facts_are_recorded_as_without_an_oracle():
    oracle = Enumerating(unknown=["M"])
    with collecting(oracle) as conds:
        R = composition(A_LD, Layout(4, 1))
    with collecting() as plain:
        R0 = composition(A_LD, Layout(4, 1))
    assert R == R0 and list(conds) == list(plain) and [str(c) for c in conds] == ["3 < M (truncation of A (eq. 8))"]
    assert conds.proved == []


def test_both_branches_refuted_keep_the_named_branch_recorded():
    # no assumption: 3 < M fails at M = 1, M <= 3 at M = 4 -- no layout serves every M
    oracle = Enumerating()
    with collecting(oracle) as conds:
        composition(A_LD, Layout(4, 1))
    assert [str(c) for c in conds] == ["3 < M (truncation of A (eq. 8))"]


def test_a_mode_of_extent_one_does_not_block_the_other_branch():
    # (M,N):(N,1) o (4,(M/4,N)):(1,(4,M)): the mode N:M reaches past A's first mode only
    # when N >= 2; at N = 1 it is constant, so the truncation test is asked under 2 <= N
    W = Layout((4, (Dyn(32, M.expr / 4), N)), (1, (4, M)))
    A = Layout((M, N), (N, 1))
    oracle = Enumerating(lambda m, n, k: m % 4 == 0)
    with collecting(oracle) as conds:
        R = composition(A, W)
    assert conds == []
    assert "M <= M*(N-1) (truncation of A (eq. 8)) where 2 <= N" in [str(c) for c in conds.proved]
    assert R == Layout((4, (W.shape[1][0], N)), (N, (4 * N, 1)))   # 4*N: ?{div=4}
    for m, n in cartesian([4, 8, 12], [1, 2, 5]):
        assert is_composition(A, W, R, {"M": m, "N": n})


def test_each_fact_is_asked_once_and_outside_the_collector():
    seen = []

    def oracle(cond):
        with pytest.raises(DynamicValueError):      # no collector while the oracle runs
            require(Condition("le", 1, M.expr))
        seen.append(cond.key())
        return None

    with collecting(oracle) as conds:
        for _ in range(3):
            assert ask(Condition("divides", 4, M.expr, "first")) is None
            require(Condition("divides", 4, M.expr, "second"))
    assert len(seen) == 1 and [c.why for c in conds] == ["second"]


def test_hypotheses_are_part_of_the_predicate():
    c = Condition("le", 4, M.expr, "why", given=(Condition("le", 2, N.expr),))
    assert str(c) == "4 <= M (why) where 2 <= N"
    assert c.as_sympy().subs({M.expr: 1, N.expr: 1}) == sympy.true     # moot where N = 1
    assert c.as_sympy().subs({M.expr: 1, N.expr: 2}) == sympy.false
    assert c.key() != Condition("le", 4, M.expr, "why").key()
