"""Each op's time limit (``solver.check.guard``): limits nest on one interval timer; a family that
cannot be loaded is a finding, never a silent skip."""
import signal
import time

import pytest

from solver.check.guard import OpTimeout, time_limit


def spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def test_a_block_past_its_limit_is_interrupted():
    start = time.monotonic()
    with pytest.raises(OpTimeout, match="0.2 s limit"):
        with time_limit(0.2):
            spin(5)
    assert time.monotonic() - start < 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_many_short_blocks_inside_a_long_one_each_keep_their_limit():
    with time_limit(30):
        for _ in range(2000):              # each op well inside its limit: nothing raised
            with time_limit(0.5):
                pass
        start = time.monotonic()
        with pytest.raises(OpTimeout, match="0.3 s limit"):
            with time_limit(0.3):          # the timer was armed for an earlier op: it is re-armed
                spin(5)
        assert 0.25 < time.monotonic() - start < 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_an_outer_limit_runs_on_through_inner_blocks():
    handler = signal.getsignal(signal.SIGALRM)
    start = time.monotonic()
    with pytest.raises(OpTimeout, match="0.4 s limit"):
        with time_limit(0.4):
            for _ in range(100):
                try:
                    with time_limit(10):
                        spin(0.05)
                except OpTimeout:          # the outer one ran out inside an op: that op's finding
                    pass
            spin(5)
    assert time.monotonic() - start < 3
    assert signal.getsignal(signal.SIGALRM) == handler          # the caller's handler is back
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_a_fact_family_that_cannot_be_loaded_is_shown_not_skipped(monkeypatch):
    from solver.check import run
    from solver.check.context import Options
    monkeypatch.setitem(run.FACT_CHECKS, "banks", "solver.check.no_such_family:check")
    report = run.check_text("module {\n}\n", "m.mlir", Options())
    lost = [f for f in report.findings if "could not be loaded" in f.message]
    assert len(lost) == 1 and lost[0].kind == "unknown" and "no_such_family" in lost[0].message
    assert lost[0] in report.shown(strict=True, verbose=False)
