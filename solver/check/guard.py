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


class _Deadlines:
    """The limits in force, innermost last, on one interval timer (``SIGALRM``).

    Entering a limit costs no system call when the timer already fires no later than the new
    deadline (an op's limit after its predecessor's: the timer armed for the earlier op fires
    first, finds no deadline passed and is armed again for the earliest one left).  A check of
    30,000 ops so pays for a few timer interrupts instead of five system calls an op."""

    def __init__(self) -> None:
        self.stack: list[list] = []                      # [deadline, seconds], innermost last
        self.fires = float("inf")                        # when the armed timer goes off
        self.previous: Any = None

    def expire(self, signum: int, frame: Any) -> None:
        now = time.monotonic()
        self.fires = float("inf")
        expired = any(d <= now for d, _s in self.stack)
        self.arm(now, 1e-3)           # a limit still passed once this one is handled fires again
        if expired:
            raise OpTimeout(f"the check ran past its {self.stack[-1][1]:g} s limit")

    def arm(self, now: float, least: float = 1e-6) -> None:
        """The timer set for the earliest deadline (a passed one: ``least`` seconds from now)."""
        if not self.stack:
            return
        first = min(d for d, _s in self.stack)
        self.fires = max(first, now + least)
        signal.setitimer(signal.ITIMER_REAL, self.fires - now)

    def enter(self, entry: list) -> None:
        """``entry``: ``[deadline, seconds]``, an object of its own (:meth:`leave` finds it by identity)."""
        now = time.monotonic()
        if not self.stack:
            self.previous = signal.signal(signal.SIGALRM, self.expire)
        self.stack.append(entry)
        if entry[0] < self.fires:
            self.arm(now)

    def leave(self, entry: list) -> None:
        """``entry`` off the stack (where an interrupt left it: one inside :meth:`enter` too)."""
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k] is entry:
                del self.stack[k]
                break
        if not self.stack:
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.fires = float("inf")
            if self.previous is not None:
                signal.signal(signal.SIGALRM, self.previous)
                self.previous = None
            return
        now = time.monotonic()
        if min(d for d, _s in self.stack) <= now:     # an outer limit ran out inside: it fires now
            self.arm(now, 1e-3)


_DEADLINES = _Deadlines()


@contextmanager
def time_limit(seconds: float | None):
    """Raise :class:`OpTimeout` in the block after ``seconds`` (main thread, Unix; else, or for
    ``None``, no limit).  Limits nest: an outer limit keeps running, the time spent inside
    included."""
    usable = (seconds and seconds > 0 and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return
    entry = [time.monotonic() + seconds, seconds]
    try:
        _DEADLINES.enter(entry)
        yield
    finally:
        _DEADLINES.leave(entry)


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
