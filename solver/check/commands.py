"""``cute-sym check FILE.mlir...``: a CLI plugin (``cute_sym.cli.PLUGINS``, DEVELOPERS.md)."""
from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["register"]

EPILOG = """\
examples:
  cute-sym check module.mlir                          # every cute op re-derived; exit 0: every fact holds
  cute-sym check module.mlir --json                   # one JSON record per finding
  cute-sym check module.mlir --assume "arg1_q0 % 128 == 0" --timeout 2
  cute-sym check module.mlir module.mlir --jobs 2     # files in parallel worker processes

Produce a module with  CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1 python kernel.py  (the DSL writes
cute_dsl_<function>.mlir in the working directory); with locations, findings point at kernel.py.
Dynamic leaves are named argN (an integer argument), argN_qK (the K-th ? of a cute argument),
tid_x / bid_x (thread and block indices), iL (the loop on line L), vL_K (other values).

exit status: 0 every fact holds (notes only), 1 a finding (error or warning), 2 usage
"""

FAMILIES = ("ops", "views", "tv", "align", "banks")


def _checks(text: str) -> tuple[str, ...]:
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    bad = [n for n in names if n not in FAMILIES]
    if bad or not names:
        raise argparse.ArgumentTypeError(f"expected a comma-separated subset of {','.join(FAMILIES)}, got {text!r}")
    return names


def _jobs(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number of jobs, got {text!r}")
    return n


def register(subparsers: Any) -> None:
    from ..commands import _seconds
    p = subparsers.add_parser(
        "check", help="verify a CuTe DSL module's layouts op by op",
        description="Re-derive every cute op of modules the CuTe DSL prints (raw, generic or canonicalized) "
                    "with cute-sym's algebra and compare with the declared types; prove that views stay in "
                    "their allocations, that tiled copies' and MMAs' thread-value layouts are one-to-one onto "
                    "their tiles, that align<N> claims hold and report shared-memory bank conflicts.",
        epilog=EPILOG)
    p.add_argument("files", nargs="+", metavar="FILE.mlir", help="modules to check ('-': standard input)")
    p.add_argument("--assume", action="append", default=[], metavar="COND",
                   help="an assumption on the module's dynamic leaves, e.g. 'arg0 %% 128 == 0' (repeatable)")
    p.add_argument("--timeout", type=_seconds, default=5.0, help="seconds per proof (default 5)")
    p.add_argument("--op-timeout", type=_seconds, default=20.0,
                   help="seconds per op before it is reported unknown (default 20)")
    p.add_argument("--checks", type=_checks, default=FAMILIES, metavar="LIST",
                   help=f"fact families to check (default {','.join(FAMILIES)})")
    p.add_argument("--strict", action="store_true",
                   help="print what could not be decided (timeouts, unproven conditions) and fail on it")
    p.add_argument("--verbose", action="store_true",
                   help="also print the notes that two texts are the same function")
    p.add_argument("--no-notes", action="store_true", help="leave out every note")
    p.add_argument("--jobs", type=_jobs, default=1, metavar="N", help="check files in N worker processes")
    p.add_argument("--executor", metavar="MODULE:FACTORY", default=None,
                   help="run the files on FACTORY(N) from MODULE, any object with submit(fn, *args) (docs/check.md)")
    p.set_defaults(func=_check)


def _check(args: argparse.Namespace) -> int:
    from .context import Options
    from .findings import exit_status
    from .run import check_files, load_executor
    from ..commands import read_assumptions
    options = Options(assume=tuple(read_assumptions(args.assume)), timeout=args.timeout,
                      op_timeout=args.op_timeout, checks=tuple(args.checks))
    executor = load_executor(args.executor, args.jobs) if args.executor else None
    reports = check_files(args.files, options, jobs=args.jobs, executor=executor)
    shown = [[f for f in r.shown(args.strict, args.verbose) if not (args.no_notes and f.severity == "note")]
             for r in reports]
    findings = [f for fs in shown for f in fs]
    if getattr(args, "json", False):
        for r, fs in zip(reports, shown):
            for f in fs:
                print(json.dumps(f.to_dict(), ensure_ascii=False))
            print(json.dumps(_module_record(r), ensure_ascii=False))
    else:
        for r, fs in zip(reports, shown):
            for f in fs:
                print(f.render())
            if r.coverage is not None:
                print(f"{r.file}: {r.coverage.line()}")
        counts = {s: sum(f.severity == s for f in findings) for s in ("error", "warning", "note")}
        ops = sum(r.ops for r in reports)
        what = ", ".join(f"{n} {s}{'s' if n != 1 else ''}" for s, n in counts.items() if n) or "no findings"
        files = f"{len(reports)} files" if len(reports) != 1 else reports[0].file
        print(f"{files}: {ops} cute ops checked, {what}")
    return exit_status(findings, args.strict)


def _module_record(r: Any) -> dict:
    """The JSON record that ends a module's findings: its file, ops, time and coverage."""
    out = {"module": r.file, "ops": r.ops, "seconds": round(r.seconds, 3)}
    if r.coverage is not None:
        out["coverage"] = r.coverage.to_dict()
    return out
