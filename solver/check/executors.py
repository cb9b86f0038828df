"""Where work units run (issue 25, item 1): in this process, a local process pool, a Dask
cluster, a Ray cluster, or any object with ``submit(fn, *args) -> Future``.

A *work unit* (:class:`Unit`) is one module, or one part of a large one (:func:`plan`:
modules over ``split_lines`` lines are cut into parts, each checking a contiguous share of the
cute ops with the whole module read, :func:`.run.check_part`); :func:`.run.merge` of a module's
parts is the serial report, finding for finding.

Faults.  A unit that crashes its process (a native library) is that module's ``not-checked``
finding; on Dask and Ray each unit runs in a forked child of the worker (:func:`isolated`),
so that the op time limits (``SIGALRM``) work as in a serial run and a crash costs only the
unit.  A worker that dies mid-run (killed, out of memory) loses nothing: the engine runs its
units again elsewhere (Dask's scheduler, Ray's ``max_retries``), and each unit that ran more
than once says so (:attr:`.run.Report.attempts`).  A scheduler or cluster that cannot be
reached is an :class:`EngineError` naming the address, after ``connect_timeout`` seconds.
"""
from __future__ import annotations

import concurrent.futures as cf
import importlib
import os
import pickle
import signal
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .context import Options
from .findings import Finding
from .run import Part

__all__ = ["Unit", "plan", "run_unit", "crashed", "isolated", "submit_all", "pool", "timed", "PoolExecutor",
           "load_executor", "EngineError", "ENGINES", "SPLIT_LINES"]

SPLIT_LINES = 4000
"""Modules over this many lines are split into parts of about this many lines (at most
:data:`MAX_PARTS`), so that one long kernel does not serialize a run."""
MAX_PARTS = 8
ENGINES = ("local", "dask", "ray")


class EngineError(Exception):
    """An engine that cannot run the check (a scheduler that cannot be reached, a package
    missing): the message names the engine and the address."""


@dataclass(frozen=True)
class Unit:
    """Part ``part`` of ``parts`` of the module at ``path``."""

    path: str
    part: int = 0
    parts: int = 1

    @property
    def key(self) -> str:
        return f"{self.path}#{self.part}/{self.parts}"


def plan(paths: Sequence[str], split_lines: int = SPLIT_LINES) -> list[Unit]:
    """The work units of ``paths``: one per module, or ``ceil(lines / split_lines)`` (at most
    :data:`MAX_PARTS`) for a module over ``split_lines`` lines (``0``: never split)."""
    out: list[Unit] = []
    for p in paths:
        n = 1
        if split_lines > 0 and p != "-":
            try:
                with open(p, "rb") as f:
                    lines = sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))
            except OSError:
                lines = 0
            n = min(MAX_PARTS, max(1, -(-lines // split_lines)))
        out += [Unit(p, k, n) for k in range(n)]
    return out


def run_unit(unit: Unit, options: Options) -> Part:
    """Check one unit in this process (``-``: standard input)."""
    import sys
    from .run import check_part
    try:
        if unit.path == "-":
            text, name = sys.stdin.read(), "<stdin>"
        else:
            with open(unit.path, encoding="utf-8") as f:
                text, name = f.read(), unit.path
    except OSError as e:
        return Part(unit.path, unit.part, unit.parts,
                    read=[Finding("error", "read", "", f"cannot read: {e.strerror or e}", unit.path)])
    return check_part(text, name, options, unit.part, unit.parts)


def crashed(unit: Unit, why: str) -> Part:
    """The part of a unit whose process died."""
    return Part(unit.path, unit.part, unit.parts,
                read=[Finding("warning", "not-checked", "", f"not checked: {why}", unit.path)])


WARM_UP = """\
!memref = !cute.memref<f32, gmem, align<16>, "(?{div=16},256):(256,1)">
func.func @tile(%t: !memref) {
  %tiler = cute.make_tile() : () -> !cute.tile<"[16:1;32:1]">
  %c = cute.make_coord() : () -> !cute.coord<"(1,2)">
  %v = cute.local_tile(%t, %tiler, %c) : (!memref, !cute.tile<"[16:1;32:1]">, !cute.coord<"(1,2)">) -> !cute.memref<f32, gmem, align<16>, "(16,32):(256,1)">
  func.return
}
"""
"""A small module checked once in a worker before it forks its first child: the children inherit
the imported checker and the solvers' start-up, instead of paying them for each unit."""
_warm = False


def warm_up(options: Options) -> None:
    """Check :data:`WARM_UP` once in this process (module docstring of :func:`isolated`)."""
    global _warm
    if not _warm:
        from .run import check_text
        check_text(WARM_UP, "<warm-up>", options)
        _warm = True


def isolated(unit: Unit, options: Options) -> Part:
    """:func:`run_unit` in a forked child (its main thread: the op time limits work; a crash
    there is this unit's ``not-checked`` finding, the worker lives on).  The worker warms up
    first (:func:`warm_up`)."""
    if not hasattr(os, "fork"):
        return run_unit(unit, options)
    warm_up(options)
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:                                   # the child: check, send, leave without cleanup
        os.close(r)
        try:
            _die_with_parent()
            data = pickle.dumps(run_unit(unit, options))
        except BaseException as e:  # noqa: BLE001 -- anything is the unit's finding
            data = pickle.dumps(crashed(unit, f"{type(e).__name__}: {e}"))
        with os.fdopen(w, "wb") as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if data:
        return pickle.loads(data)
    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    return crashed(unit, f"its process died ({signal.Signals(sig).name})" if sig else
                   f"its process exited with status {os.waitstatus_to_exitcode(status)}")


def _die_with_parent() -> None:
    """Linux: the child gets SIGKILL when the worker that forked it dies (no orphan keeps working)."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class PoolExecutor:
    """A ``submit`` interface over a ``multiprocessing``-style pool (``apply_async``), e.g.
    ``PoolExecutor(ray.util.multiprocessing.Pool())``."""

    def __init__(self, pool: Any):
        self.pool = pool

    def submit(self, fn: Callable, *args: Any) -> cf.Future:
        future: cf.Future = cf.Future()
        self.pool.apply_async(fn, args, callback=future.set_result, error_callback=future.set_exception)
        return future

    def shutdown(self, wait: bool = True) -> None:
        close = getattr(self.pool, "close", None)
        if close is not None:
            close()


def load_executor(spec: str, jobs: int) -> Any:
    """``module:factory`` -> ``factory(jobs)``, an object with ``submit`` (``--executor``)."""
    module, _, name = spec.partition(":")
    factory = getattr(importlib.import_module(module), name or "executor")
    return factory(jobs)


Done = Callable[[Unit, Part], None]
"""Called as each unit completes (the progress bar)."""


def submit_all(executor: Any, units: Sequence[Unit], options: Options, done: Done) -> list[Part]:
    futures = [executor.submit(run_unit, u, options) for u in units]
    out = []
    for u, f in zip(units, futures):
        try:
            out.append(f.result())
        except BaseException as e:  # a worker that died is that unit's finding
            out.append(crashed(u, _why(e)))
        done(u, out[-1])
    return out


def _why(e: BaseException) -> str:
    if isinstance(e, cf.process.BrokenProcessPool):
        return "its worker process died (a crash in a native library)"
    return f"{type(e).__name__}: {e}"


def pool(units: Sequence[Unit], options: Options, jobs: int, done: Done) -> list[Part]:
    """A process pool whose workers each check units (a crash loses only its unit: the units of a
    broken pool run again, each alone, so that the one that crashes is found)."""
    import multiprocessing
    ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    out: dict[int, Part] = {}
    broken: list[int] = []
    with cf.ProcessPoolExecutor(max_workers=min(jobs, len(units)), mp_context=ctx) as pool:
        futures = {pool.submit(run_unit, u, options): k for k, u in enumerate(units)}
        for f in cf.as_completed(futures):
            k = futures[f]
            try:
                out[k] = f.result()
            except cf.process.BrokenProcessPool:
                broken.append(k)             # this unit or another one killed the pool
                continue
            except BaseException as e:
                out[k] = crashed(units[k], _why(e))
            done(units[k], out[k])
    for k in sorted(broken):
        with cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
            try:
                out[k] = pool.submit(run_unit, units[k], options).result()
            except BaseException as e:
                out[k] = crashed(units[k], _why(e))
        done(units[k], out[k])
    return [out[k] for k in range(len(units))]


def timed(seconds: float, what: str, fn: Callable[[], Any]) -> Any:
    """``fn()`` in a thread, an :class:`EngineError` naming ``what`` past ``seconds`` (a connection
    that would otherwise retry for minutes)."""
    import threading
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 -- re-raised below, in the caller's thread
            box["error"] = e
    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    if t.is_alive():
        raise EngineError(f"cannot reach {what}: no answer in {seconds:g} s")
    if "error" in box:
        e = box["error"]
        raise EngineError(f"cannot reach {what}: {type(e).__name__}: {e}") from e
    return box.get("value")
