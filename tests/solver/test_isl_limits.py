"""ISL's wall-clock limit: past the in-process operation budget a computation
moves to a forked child, which is killed at the deadline."""
import islpy as isl
import pytest

from solver.isl import IslTimeout, bounded

STEPS = [f"[i,j] -> [i + {k}, j + {k * k % 17}] : 0 <= i < 100 and 0 <= j < i mod {k}" for k in range(2, 60)]


def closure_size(steps):
    return lambda ctx: len(str(isl.Map("{ " + "; ".join(steps) + " }", context=ctx).transitive_closure()))


def test_a_cheap_computation_stays_in_process():
    assert bounded(lambda ctx: str(isl.Set("{ [x] : 0 <= x < 4 }", context=ctx)), 1.0) == "{ [x] : 0 <= x <= 3 }"


def test_a_computation_past_the_budget_finishes_in_the_child():
    assert bounded(closure_size(STEPS[:6]), 30.0) > 0


def test_a_runaway_computation_is_killed_at_the_deadline():
    with pytest.raises(IslTimeout, match="ran past 1 s"):      # it would run for minutes
        bounded(closure_size(STEPS), 1.0)
