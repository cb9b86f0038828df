"""One op's check must not take the module's down: an exception or a time limit
becomes an ``unknown`` finding for that op (issue 13, item 5).

The time limit (``Options.op_timeout``) is an interval timer (``SIGALRM``) when the
check runs in the main thread of a Unix process, so pure-Python work (sympy, the
algebra) is interrupted too; solver calls have their own timeouts, and ISL runs where a
crash cannot reach its caller (:mod:`solver.isl`).  Elsewhere (a worker thread) only
the solvers' own limits apply.
"""
from __future__ import annotations

import signal
import threading
import time
import traceback
from contextlib import contextmanager
from typing import Any, Callable

from .context import Context

__all__ = ["guarded", "OpTimeout", "time_limit"]


class OpTimeout(Exception):
    """An op's check ran past its time limit."""


@contextmanager
def time_limit(seconds: float | None):
    """Raise :class:`OpTimeout` in the block after ``seconds`` (main thread, Unix; else, or for
    ``None``, no limit).  Limits nest: an outer limit keeps running, less the time spent inside."""
    usable = (seconds and seconds > 0 and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise OpTimeout(f"the check ran past its {seconds:g} s limit")

    outer, _ = signal.getitimer(signal.ITIMER_REAL)
    start = time.monotonic()
    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, min(seconds, outer) if outer else seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer:
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - start), 1e-3))


def guarded(ctx: Context, op: Any, check: Callable[[], None], what: str = "check",
            seconds: float | None = -1.0) -> None:
    """Run ``check()``; a time-out (``seconds``, by default ``Options.op_timeout``; ``None``: no
    limit) or an exception is an ``unknown`` finding at ``op``."""
    try:
        with time_limit(ctx.options.op_timeout if seconds == -1.0 else seconds):
            check()
    except OpTimeout as e:
        ctx.add(op, "warning", "unknown", f"not decided: {e}", detail={"reason": "timeout"})
    except RecursionError:
        ctx.add(op, "warning", "unknown", f"not decided: the {what} recursed too deep",
                detail={"reason": "recursion"})
    except Exception as e:  # one op's failure is that op's finding, never the process's
        tb = traceback.extract_tb(e.__traceback__)
        last = f" at {tb[-1].filename.rsplit('/', 1)[-1]}:{tb[-1].lineno}" if tb else ""
        ctx.add(op, "warning", "unknown", f"not decided: internal error in the {what}: "
                                          f"{type(e).__name__}: {e}{last}",
                detail={"reason": "internal error", "exception": type(e).__name__})
