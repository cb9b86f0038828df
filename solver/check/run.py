"""Checking modules: one text, one file, many files (``--jobs N``, a pluggable executor).

:func:`check_text` reads a module as the DSL printed it (:func:`cute_sym.dialect.lenient.read_printed`)
and runs the fact families of :class:`~.context.Options` on it, each op guarded
(:mod:`.guard`).  :func:`check_files` checks files one per task on an *executor*: any
object with ``submit(fn, *args) -> Future`` (``concurrent.futures``); the default is a
process pool of ``jobs`` workers, each file in a fresh worker process so that a crash
(a segmentation fault in a native library) is that file's ``unknown`` finding.  A
distributed engine plugs in through the same interface (docs/check.md): Dask's
``distributed.Client(...).get_executor()``, or Ray's ``ray.util.multiprocessing.Pool``
wrapped in :class:`PoolExecutor`.
"""
from __future__ import annotations

import concurrent.futures as cf
import importlib
import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

from .context import Context, Options
from .coverage import Coverage
from .findings import Finding

__all__ = ["Report", "check_text", "check_file", "check_files", "PoolExecutor", "load_executor", "FACT_CHECKS"]

FACT_CHECKS: dict[str, str] = {
    "ops": "solver.check.ops:check_ops",
    "views": "solver.check.views:check_views",
    "tv": "solver.check.tensors:check_tv",
    "align": "solver.check.tensors:check_align",
    "banks": "codegen.check_banks:check_banks_in_module",
}
"""The fact families, each ``module:function(ctx)`` imported by name when it runs
(``banks`` lives in codegen, above the solver: the arrows stay ``codegen -> solver``;
the name is looked up as :data:`cute_sym.cli.PLUGINS` are)."""


@dataclass
class Report:
    """One file's findings (all of them: :meth:`shown` is what a user sees); ``seconds`` the time
    it took, ``ops`` how many cute ops it has, ``coverage`` what became of them (:mod:`.coverage`)."""

    file: str
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0
    ops: int = 0
    coverage: Coverage | None = None

    @property
    def status(self) -> int:
        from .findings import exit_status
        return exit_status(self.findings)

    def shown(self, strict: bool = False, verbose: bool = False) -> list[Finding]:
        """The findings printed by default; undecided ones with ``strict``, same-function notes with
        ``verbose`` (:func:`.findings.shown`)."""
        from .findings import shown
        return shown(self.findings, strict, verbose)


ASSUMPTIONS = "solver.check.assumptions:check_assumptions"
"""The ``--assume`` texts against the module (unknown names, vacuity), after the families."""


def _run_check(name: str, target: str, ctx: Context) -> None:
    module, fn = target.split(":")
    try:
        check = getattr(importlib.import_module(module), fn)
    except ImportError:
        return                                   # a family whose package is not installed
    from .guard import guarded
    guarded(ctx, None, lambda: check(ctx), what=f"{name} check", seconds=ctx.options.module_timeout)


def check_text(text: str, file: str = "<input>", options: Options | None = None) -> Report:
    """The findings of one module's text (module docstring)."""
    from cute_sym.dialect.lenient import ReadError, read_printed
    options = options or Options()
    start = time.perf_counter()
    try:
        pm = read_printed(text, file)
    except ReadError as e:
        from dataclasses import replace
        out = []
        for d in e.diagnostics:
            if d.severity == "note" and out:      # NVIDIA's words first, cute-sym's as its note
                out[-1] = replace(out[-1], notes=out[-1].notes + (d.message,))
                continue
            src = e.python.get(d.line)
            where = (src.file, src.line, src.col) if src else (d.file, d.line, d.col)
            out.append(Finding(d.severity, "read", "", d.message, *where, module=(d.file, d.line, d.col)))
        return Report(file, out, time.perf_counter() - start)
    ctx = Context(pm, options)
    from ..proof import facts_satisfiable
    with facts_satisfiable():                # the --assume texts are checked for vacuity once, below
        for name in options.checks:
            if name in FACT_CHECKS:
                _run_check(name, FACT_CHECKS[name], ctx)
    if options.assume:                       # last: the families have named the values they use
        _run_check("assume", ASSUMPTIONS, ctx)
        if any(f.kind == "assume" and f.detail.get("vacuous") for f in ctx.findings):
            # that one error says it: each op's own "holds only vacuously" is its echo
            ctx.findings = [f for f in ctx.findings if f.kind == "assume" or "vacuous" not in f.message]
    findings = sorted(ctx.findings, key=lambda f: (f.module[1] if f.module else 0, f.module[2] if f.module else 0))
    from .coverage import measure, module_ops
    coverage = measure(module_ops(pm.module), ctx.coverage,
                       facts=sum(f.undecided for f in findings if f.module is None))
    return Report(file, findings, time.perf_counter() - start, coverage.ops, coverage)


def check_file(path: str, options: Options | None = None) -> Report:
    """:func:`check_text` of a file (``-``: standard input)."""
    import sys
    if path == "-":
        return check_text(sys.stdin.read(), "<stdin>", options)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return check_text(text, path, options)


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


def _crashed(path: str, e: BaseException) -> Report:
    why = "its worker process died (a crash in a native library)" if isinstance(
        e, cf.process.BrokenProcessPool) else f"{type(e).__name__}: {e}"
    return Report(path, [Finding("warning", "not-checked", "", f"not checked: {why}", path)])


def check_files(paths: Sequence[str], options: Options | None = None, jobs: int = 1,
                executor: Any = None) -> list[Report]:
    """One :class:`Report` per path, in order; ``jobs > 1`` or an ``executor`` runs them
    in parallel (module docstring)."""
    options = options or Options()
    if executor is None and (jobs <= 1 or len(paths) <= 1):
        return [_one(p, options) for p in paths]
    if executor is not None:
        futures = [executor.submit(_one, p, options) for p in paths]
        out = []
        for p, f in zip(paths, futures):
            try:
                out.append(f.result())
            except BaseException as e:  # a worker that died is that file's finding
                out.append(_crashed(p, e))
        return out
    return _pool(paths, options, jobs)


def _pool(paths: Sequence[str], options: Options, jobs: int) -> list[Report]:
    """A process pool whose workers each check one file (a crash loses only that file)."""
    import multiprocessing
    ctx = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    out: dict[int, Report] = {}
    broken: list[tuple[int, str]] = []
    with cf.ProcessPoolExecutor(max_workers=min(jobs, len(paths)), mp_context=ctx) as pool:
        futures = {pool.submit(_one, p, options): (k, p) for k, p in enumerate(paths)}
        for f in cf.as_completed(futures):
            k, p = futures[f]
            try:
                out[k] = f.result()
            except cf.process.BrokenProcessPool:
                broken.append((k, p))        # this file or another one killed the pool
            except BaseException as e:
                out[k] = _crashed(p, e)
    for k, p in sorted(broken):              # each again, alone: the one that crashes is found
        with cf.ProcessPoolExecutor(max_workers=1, mp_context=ctx) as pool:
            try:
                out[k] = pool.submit(_one, p, options).result()
            except BaseException as e:
                out[k] = _crashed(p, e)
    return [out[k] for k in range(len(paths))]


def _one(path: str, options: Options) -> Report:
    try:
        return check_file(path, options)
    except OSError as e:
        return Report(path, [Finding("error", "read", "", f"cannot read: {e.strerror or e}", path)])
