"""Checking one module: :func:`check_text` reads a module as the DSL printed it
(:func:`cute_sym.dialect.lenient.read_printed`) and runs the fact families of
:class:`~.context.Options` on it, each op guarded (:mod:`.guard`).  A large module may be
checked in parts (:func:`check_part`, one work unit each, :mod:`.executors`) whose
:func:`merge` is the serial :class:`Report`, finding for finding.  Many modules, in parallel
and on clusters: :mod:`.batch`.
"""
from __future__ import annotations

import importlib
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from .context import Context, Options
from .coverage import Coverage
from .findings import Finding

__all__ = ["Report", "Part", "check_text", "check_part", "check_file", "merge", "FACT_CHECKS"]

FACT_CHECKS: dict[str, str] = {
    "ops": "solver.check.ops:check_ops",
    "views": "solver.check.views:check_views",
    "tv": "solver.check.tensors:check_tv",
    "align": "solver.check.tensors:check_align",
    "banks": "codegen.check_banks:check_banks_in_module",
    "mma": "solver.check.mma_frag:check_fragments",
    "smem": "solver.check.smem:check_smem",
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
    attempts: int = 1
    """How many times its work ran (more than 1: a worker died under it and it ran again)."""
    cached: bool = False

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


@dataclass
class Part:
    """What one work unit found (:func:`check_part`): part ``part`` of ``parts`` of one module.
    ``families`` the findings of each fact family in the order they ran; ``statuses`` the
    coverage status of each cute op by its index in :func:`.coverage.module_ops` order;
    ``names`` those ops' names (part 0); ``read`` the findings of a module that does not parse."""

    file: str
    part: int = 0
    parts: int = 1
    families: list[tuple[str, list[Finding]]] = field(default_factory=list)
    statuses: dict[int, str] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)
    seconds: float = 0.0
    read: list[Finding] | None = None
    attempts: int = 1


def _run_check(name: str, target: str, ctx: Context) -> None:
    module, fn = target.split(":")
    try:
        check = getattr(importlib.import_module(module), fn)
    except ImportError as e:                     # shown, never a silent skip (coverage, --strict)
        ctx.add(None, "warning", "unknown", f"not decided: the {name} check could not be loaded: "
                                            f"{type(e).__name__}: {e}",
                detail={"reason": "not loaded", "exception": type(e).__name__})
        return
    from .guard import guarded
    guarded(ctx, None, lambda: check(ctx), what=f"{name} check", seconds=ctx.options.module_timeout)


def _read_failure(e: Any) -> list[Finding]:
    from dataclasses import replace
    out: list[Finding] = []
    for d in e.diagnostics:
        if d.severity == "note" and out:      # NVIDIA's words first, cute-sym's as its note
            out[-1] = replace(out[-1], notes=out[-1].notes + (d.message,))
            continue
        src = e.python.get(d.line)
        where = (src.file, src.line, src.col) if src else (d.file, d.line, d.col)
        out.append(Finding(d.severity, "read", "", d.message, *where, module=(d.file, d.line, d.col)))
    return out


def check_part(text: str, file: str = "<input>", options: Options | None = None, part: int = 0,
               parts: int = 1) -> Part:
    """Part ``part`` of ``parts`` of one module's check: the module is read whole (its names and
    facts are the whole module's), the ``ops`` family checks the part's share of the cute ops
    (:meth:`.context.Context.share`), and part 0 also runs the other families and ``--assume``.
    :func:`merge` of all the parts is the serial check, finding for finding."""
    from cute_sym.dialect.lenient import ReadError, read_printed
    from .heap import kept, reading
    options = options or Options()
    start = time.perf_counter()
    try:
        with reading():
            pm = read_printed(text, file)
    except ReadError as e:
        return Part(file, part, parts, read=_read_failure(e), seconds=time.perf_counter() - start)
    with kept():
        return _check_read(pm, file, options, part, parts, start)


def _check_read(pm: Any, file: str, options: Options, part: int, parts: int, start: float) -> Part:
    """:func:`check_part` of the module read."""
    from .coverage import module_ops
    ctx = Context(pm, options, part=(part, parts))
    out = Part(file, part, parts)

    def run(name: str, target: str) -> None:
        n = len(ctx.findings)
        _run_check(name, target, ctx)
        out.families.append((name, ctx.findings[n:]))
    from cute_sym.dialect.walking import frozen
    from ..proof import facts_satisfiable
    with frozen(pm.module):                  # the families read the module: one walk of it
        with facts_satisfiable():            # the --assume texts are checked for vacuity once, below
            for name in options.checks:
                if name in FACT_CHECKS and (part == 0 or name == "ops"):
                    run(name, FACT_CHECKS[name])
        if options.assume and part == 0:     # last: the families have named the values they use
            run("assume", ASSUMPTIONS)
        ops = list(module_ops(pm.module))
    out.statuses = {k: ctx.coverage[op] for k, op in enumerate(ops) if op in ctx.coverage}
    out.names = [op.name for op in ops] if part == 0 else []
    out.seconds = time.perf_counter() - start
    return out


def merge(parts: Sequence[Part]) -> Report:
    """The :class:`Report` of one module from its parts (in any order): each family's findings in
    part order, sorted by the op's position in the module (stable: as the serial check sorts)."""
    from .coverage import RANK, measure
    parts = sorted(parts, key=lambda p: p.part)
    first = parts[0]
    seconds = sum(p.seconds for p in parts)
    if any(p.read is not None for p in parts):
        return Report(first.file, next(p.read for p in parts if p.read is not None), seconds)
    findings: list[Finding] = []
    for name, _ in first.families:
        for p in parts:
            findings += [f for n, fs in p.families if n == name for f in fs]
    if any(f.kind == "assume" and f.detail.get("vacuous") for f in findings):
        # that one error says it: each op's own "holds only vacuously" is its echo
        findings = [f for f in findings if f.kind == "assume" or "vacuous" not in f.message]
    findings.sort(key=lambda f: (f.module[1] if f.module else 0, f.module[2] if f.module else 0))
    statuses: dict[int, str] = {}
    for p in parts:
        for k, st in p.statuses.items():
            if RANK[st] >= RANK.get(statuses.get(k, "not modelled"), 0):
                statuses[k] = st
    coverage = measure(first.names, statuses, facts=sum(f.undecided for f in findings if f.module is None))
    return Report(first.file, findings, seconds, coverage.ops, coverage, attempts=max(p.attempts for p in parts))


def check_text(text: str, file: str = "<input>", options: Options | None = None) -> Report:
    """The findings of one module's text (module docstring)."""
    return merge([check_part(text, file, options)])


def check_file(path: str, options: Options | None = None) -> Report:
    """:func:`check_text` of a file (``-``: standard input)."""
    import sys
    if path == "-":
        return check_text(sys.stdin.read(), "<stdin>", options)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return check_text(text, path, options)
