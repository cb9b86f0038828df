"""ISL in the sandbox worker (solver.sandbox): a wall-clock limit, and a crash that
cannot take the caller down (issue 13: a segmentation fault inside ISL)."""
import ctypes
import os

import islpy as isl
import pytest

from solver.isl import IslCrash, IslTimeout, bounded
from solver.prove import prove_equal

STEPS = [f"[i,j] -> [i + {k}, j + {k * k % 17}] : 0 <= i < 100 and 0 <= j < i mod {k}" for k in range(2, 60)]


def set_text(ctx, text):
    return str(isl.Set(text, context=ctx))


def closure_size(ctx, steps):
    return len(str(isl.Map("{ " + "; ".join(steps) + " }", context=ctx).transitive_closure()))


def worker_pid(ctx):
    return os.getpid()


def segfault(ctx):
    ctypes.string_at(0)           # reads address 0: SIGSEGV in the process that runs it


def test_a_computation_runs_in_one_persistent_worker():
    assert bounded(set_text, 5.0, "{ [x] : 0 <= x < 4 }") == "{ [x] : 0 <= x <= 3 }"
    first = bounded(worker_pid, 5.0)
    assert first != os.getpid() and bounded(worker_pid, 5.0) == first


def test_a_closure_runs_in_a_child_of_its_own():
    assert bounded(lambda ctx: str(isl.Set("{ [x] : 0 <= x < 2 }", context=ctx)), 5.0) == "{ [x] : 0 <= x <= 1 }"


def test_a_long_computation_finishes():
    assert bounded(closure_size, 30.0, STEPS[:6]) > 0


def test_a_runaway_computation_is_killed_at_the_deadline_and_the_next_call_works():
    with pytest.raises(IslTimeout, match="ran past 1 s"):      # it would run for minutes
        bounded(closure_size, 1.0, STEPS)
    assert bounded(set_text, 5.0, "{ [x] : x = 1 }") == "{ [x = 1] }"


def test_a_crash_is_an_exception_and_the_next_call_gets_a_fresh_worker():
    before = bounded(worker_pid, 5.0)
    with pytest.raises(IslCrash, match="SIGSEGV"):
        bounded(segfault, 5.0)
    after = bounded(worker_pid, 5.0)
    assert after != before and after != os.getpid()


def test_an_isl_error_comes_back_as_an_isl_error():
    with pytest.raises(isl.Error):
        bounded(set_text, 5.0, "{ [x] : x = }")


@pytest.mark.parametrize("B", ["(3,8,1,4):(3,T,S,2)", "(3,8,(1,4)):(3,T,(S,2))"])
def test_the_issue_13_crash_case_is_refuted_through_the_default_backend(B):
    """It killed the process with a segmentation fault inside ISL; sizes 69 vs 96 (Z3)."""
    p = prove_equal("(M):(4)", B, assume=["1 <= T <= 3"])
    assert p.status == "refuted", p
    env = p.counterexample["params"]
    assert 1 <= env["T"] <= 3 and p.counterexample["size_A"] == env["M"] != p.counterexample["size_B"] == 96


def test_a_crash_during_a_proof_falls_back_to_z3(monkeypatch):
    import solver.isl as isl_backend
    monkeypatch.setattr(isl_backend, "_solve", lambda ctx, q: segfault(ctx))   # a closure: a child of its own
    p = prove_equal("(4,M):(1,4)", "(2,2,N):(1,2,4)", assume=["M == N"])
    assert p.proved and p.backend == "z3"
