"""``cute-sym check FILE.mlir|DIR|GLOB...``: a CLI plugin (entry point ``cute_sym.plugins``,
``cute_sym.cli.PLUGINS``; DEVELOPERS.md).  Inputs, engines, cache and output formats: docs/check.md."""
from __future__ import annotations

import argparse
import json
from typing import Any

__all__ = ["register"]

EPILOG = """\
examples:
  cute-sym check module.mlir                          # every cute op re-derived; exit 0: every fact holds
  cute-sym check module.mlir --json                   # one JSON record per finding, one per module
  cute-sym check module.mlir --assume "arg1_q0 % 128 == 0" --timeout 2
  cute-sym check module.mlir module.mlir --jobs 2     # files in parallel worker processes
  cute-sym check . --strict --no-cache                # a directory's *.mlir; fail on undecided facts too
  cute-sym check module.mlir --format sarif -o check.sarif   # SARIF 2.1.0, for code scanning

On a cluster: --executor dask --jobs 8 (a Dask LocalCluster of 8 workers), --executor dask
--scheduler tcp://HOST:8786, --executor ray [--address ray://HOST:10001] (docs/check.md).
Produce a module with  CUTE_DSL_KEEP_IR=1 CUTE_DSL_LINEINFO=1 python kernel.py  (the DSL writes
cute_dsl_<function>.mlir in the working directory); with locations, findings point at kernel.py.
Dynamic leaves are named argN (an integer argument), argN_qK (the K-th ? of a cute argument),
tid_x / bid_x (thread and block indices), iL (the loop on line L), vL_K (other values).

exit status: 0 no error or warning (undecided facts only with --strict), 1 a finding,
2 usage, or an engine that cannot run (a scheduler that cannot be reached)
"""

FAMILIES = ("ops", "views", "tv", "align", "banks", "mma", "smem")
FORMATS = ("text", "json", "sarif", "junit")


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
    p.add_argument("files", nargs="+", metavar="FILE.mlir",
                   help="modules to check: files, directories (their *.mlir files), globs ('-': standard input)")
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
    p.add_argument("--jobs", type=_jobs, default=1, metavar="N",
                   help="check in N worker processes (with --executor dask: a LocalCluster of N workers)")
    p.add_argument("--executor", metavar="ENGINE", default=None,
                   help="local (default), dask, ray, or MODULE:FACTORY: FACTORY(N), any object with "
                        "submit(fn, *args) (docs/check.md)")
    p.add_argument("--scheduler", metavar="tcp://HOST:PORT", default=None,
                   help="the Dask scheduler to use (implies --executor dask; default: a LocalCluster of --jobs workers)")
    p.add_argument("--address", metavar="ADDRESS", default=None,
                   help="the Ray cluster to use (ray://HOST:PORT or auto; implies --executor ray; default: a local Ray "
                        "of --jobs CPUs)")
    p.add_argument("--connect-timeout", type=_seconds, default=10.0, metavar="S",
                   help="seconds to reach a scheduler or cluster before giving up (default 10)")
    p.add_argument("--split-lines", type=int, default=None, metavar="N",
                   help="in a parallel run, check modules over N lines in parts (default 4000; 0: never)")
    p.add_argument("--cache", metavar="DIR", default=None,
                   help="where reports are kept between runs (default $CUTE_SYM_CACHE, else ~/.cache/cute-sym)")
    p.add_argument("--no-cache", action="store_true", help="check every module, read and write no cache")
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="text (default), json (one record per finding and per module; also --json), "
                        "sarif (SARIF 2.1.0), junit (JUnit XML)")
    p.add_argument("-o", "--output", metavar="FILE", default=None,
                   help="write the report there instead of standard output")
    p.set_defaults(func=_check)


def _check(args: argparse.Namespace) -> int:
    import sys
    import time
    from . import report_formats as out
    from .batch import EngineError, check_files, expand
    from .cache import ReportCache, version
    from .context import Options
    from .executors import load_executor
    from .findings import exit_status
    from ..commands import read_assumptions
    options = Options(assume=tuple(read_assumptions(args.assume)), timeout=args.timeout,
                      op_timeout=args.op_timeout, checks=tuple(args.checks))
    fmt = args.format or ("json" if getattr(args, "json", False) else "text")
    files = expand(args.files)
    if not files:
        print(f"cute-sym check: error: no .mlir file in {' '.join(args.files)}", file=sys.stderr)
        return 2
    engine, executor = "local", None
    if args.executor is None and (args.scheduler or args.address):
        args.executor = "dask" if args.scheduler else "ray"     # an address names its engine
    if args.executor in ("dask", "ray", "local"):
        engine = args.executor
    elif args.executor:
        executor = load_executor(args.executor, args.jobs)
    address = args.scheduler if engine == "dask" else args.address if engine == "ray" else None
    cache = None if args.no_cache else ReportCache(args.cache)
    start = time.perf_counter()
    bar = _progress(len(files))
    try:
        reports = check_files(files, options, jobs=args.jobs, executor=executor, engine=engine, address=address,
                              connect_timeout=args.connect_timeout, cache=cache, split_lines=args.split_lines,
                              done=(lambda u, p: bar.update(1)) if bar is not None else None,
                              progress=bar)
    except EngineError as e:
        print(f"cute-sym check: error: {e}", file=sys.stderr)
        return 2
    finally:
        if bar is not None:
            bar.close()
    seconds = time.perf_counter() - start
    shown = [[f for f in r.shown(args.strict, args.verbose) if not (args.no_notes and f.severity == "note")]
             for r in reports]
    if fmt == "json":
        text = out.json_lines(reports, shown)
    elif fmt == "sarif":
        text = json.dumps(out.sarif(reports, shown, version()), indent=2, ensure_ascii=False)
    elif fmt == "junit":
        text = out.junit(reports, shown, seconds)
    else:
        text = out.text(reports, shown, seconds, cache.hits if cache is not None else None)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    else:
        print(text)
    return exit_status([f for fs in shown for f in fs], args.strict)


def _progress(total: int) -> Any:
    """A progress bar on stderr (``tqdm``, when installed and stderr is a terminal), shown once the
    run has taken a second; else ``None``."""
    import sys
    if not sys.stderr.isatty():
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, file=sys.stderr, delay=1.0, unit="unit", desc="cute-sym check", leave=False)
