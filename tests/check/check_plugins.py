"""Test-only fact checks and executors for ``cute-sym check`` (imported by name, as the
checker imports its fact families and ``--executor`` factories)."""
from __future__ import annotations

import concurrent.futures as cf
import os
import signal
import time


def crash_on_marker(ctx) -> None:
    """The process dies as in a native crash (SIGKILL: no handler runs) in modules that say CRASH_HERE."""
    if "CRASH_HERE" in ctx.pm.text:
        os.kill(os.getpid(), signal.SIGKILL)


def raise_on_ops(ctx) -> None:
    raise RuntimeError("a bug in a fact check")


def sleep_long(ctx) -> None:
    time.sleep(30)


def threads(jobs: int) -> cf.Executor:
    """An ``--executor`` factory: a thread pool (anything with ``submit`` will do)."""
    return cf.ThreadPoolExecutor(max_workers=jobs)


def untimed(x):
    """``x`` without its ``seconds`` entries (a bank check's detail times its proof), so that two runs'
    findings compare equal when they are the same findings."""
    if isinstance(x, dict):
        return {k: untimed(v) for k, v in x.items() if k != "seconds"}
    if isinstance(x, (list, tuple)):
        return [untimed(v) for v in x]
    return x
