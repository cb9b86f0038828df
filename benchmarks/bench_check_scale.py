"""``cute-sym check`` on a Dask cluster and from its cache (issue 25, "done when").

Over the committed kernel corpus (``tests/check/corpus``; ``tests/check/dsl_modules`` where the
corpus is absent, or ``--corpus DIR``):

* **Dask, 1 and 2 workers**: a ``LocalCluster`` of ``n`` single-threaded worker processes, started
  and warmed up before the clock starts (its start-up is reported apart), then
  ``check_files(..., engine="dask")`` over the corpus, wall seconds; the speedup of 2 workers
  over 1 (target >= 1.7x on the 2-core machine).  Both runs' findings are compared with each other.
* **Warm cache**: ``cute-sym check --cache DIR CORPUS`` twice in fresh processes; the second reads
  every report from the cache (target <= 2 s wall for the whole corpus, start-up included).
* **Per module**: the check's seconds (the 1-worker run) against NVIDIA's MLIR (the DSL's
  ``cutlass._mlir``) parsing and verifying the same text, in-process, in the same run (skipped
  without ``nvidia-cutlass-dsl``).

Run: ``python benchmarks/bench_check_scale.py [--corpus DIR] [--max-modules N]``.  The machine
is the project's 2-core one, shared with other work while it runs: the load average is recorded.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
CORPORA = (REPO / "tests" / "check" / "corpus", REPO / "tests" / "check" / "dsl_modules")


def corpus(arg: str | None, limit: int | None, pattern: str = "*.mlir") -> tuple[Path, list[str]]:
    root = Path(arg) if arg else next(d for d in CORPORA if d.is_dir() and any(d.glob("*.mlir")))
    files = sorted(str(p) for p in root.rglob(pattern))
    return root, files[:limit] if limit else files


def untimed(x):
    if isinstance(x, dict):
        return {k: untimed(v) for k, v in x.items() if k != "seconds"}
    if isinstance(x, (list, tuple)):
        return [untimed(v) for v in x]
    return x


CPU: dict[int, tuple[float, float]] = {}
"""Per cluster size: the workers' CPU seconds during the run (their forked children included), and
the load average at its end."""


def _cpu() -> float:
    """CPU seconds of this process and of its children that ended (a worker's forked units)."""
    import resource
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def dask_run(files: list[str], workers: int) -> tuple[float, float, list]:
    """(cluster start-up s, check wall s, reports) on a fresh LocalCluster of ``workers``."""
    import logging
    import distributed
    from solver.check import Options
    from solver.check.batch import check_files
    from solver.check.executors import warm_up
    start = time.perf_counter()
    cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                       dashboard_address=None, silence_logs=logging.CRITICAL)
    client = distributed.Client(cluster)
    client.run(warm_up, Options())
    up = time.perf_counter() - start
    try:
        before = sum(client.run(_cpu).values())
        start = time.perf_counter()
        reports = check_files(files, Options(), engine="dask", address=cluster.scheduler_address)
        wall = time.perf_counter() - start
        CPU[workers] = (sum(client.run(_cpu).values()) - before, os.getloadavg()[0])
        return up, wall, reports
    finally:
        client.close()
        cluster.close()


def cli_wall(args: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "cute_sym.cli", "check", *args], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=str(REPO)))
    return time.perf_counter() - start, (r.stdout.strip().splitlines() or [""])[-1]


def nvidia_parse_verify(path: str) -> float | None:
    """Seconds NVIDIA's MLIR takes to parse and verify the module (in-process), ``None`` without it."""
    try:
        from cutlass._mlir import ir
    except ImportError:
        return None
    text = Path(path).read_text()
    start = time.perf_counter()
    try:
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            m = ir.Module.parse(text)
            m.operation.verify()
    except Exception:  # noqa: BLE001 -- a module NVIDIA's MLIR refuses: no peer time
        return None
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=None, help="a directory of modules (default: the committed corpus)")
    ap.add_argument("--max-modules", type=int, default=None, help="the first N modules only")
    ap.add_argument("--pattern", default="*.mlir", help="the modules of the corpus to take (default *.mlir)")
    ap.add_argument("--no-write", action="store_true", help="print, do not write RESULTS.md")
    args = ap.parse_args()
    root, files = corpus(args.corpus, args.max_modules, args.pattern)
    load = os.getloadavg()[0]
    up1, one, reports1 = dask_run(files, 1)
    up2, two, reports2 = dask_run(files, 2)
    same = [[json.dumps(untimed(f.to_dict()), sort_keys=True) for f in r.findings] for r in reports1] == \
           [[json.dumps(untimed(f.to_dict()), sort_keys=True) for f in r.findings] for r in reports2]
    findings = sum(len(r.shown()) for r in reports1)
    cache = tempfile.mkdtemp(prefix="bench_check_scale_")
    cold, _ = cli_wall(["--cache", cache, *files])
    warm, last = cli_wall(["--cache", cache, *files])

    rows = [["Dask LocalCluster, 1 worker", f"{one:.1f}", f"{CPU[1][0]:.1f}", f"{CPU[1][1]:.1f}", f"{up1:.1f}", ""],
            ["Dask LocalCluster, 2 workers", f"{two:.1f}", f"{CPU[2][0]:.1f}", f"{CPU[2][1]:.1f}", f"{up2:.1f}",
             f"{one / two:.2f}x"],
            ["cute-sym check, cold cache (fresh process)", f"{cold:.1f}", "", "", "", ""],
            ["cute-sym check, warm cache (fresh process)", f"{warm:.2f}", "", "", "", ""]]
    body = [f"{len(files)} modules of `{root.relative_to(REPO) if root.is_relative_to(REPO) else root}` "
            f"({sum(Path(f).stat().st_size for f in files) / 1e6:.1f} MB, {sum(r.ops for r in reports1)} cute ops, "
            f"{findings} findings shown); load average at the start {load:.1f} on {os.cpu_count()} cores "
            f"(the machine is shared: a loaded machine gives 2 workers less than 2 cores).", "",
            table(["run", "wall s", "workers' CPU s", "load after", "cluster start-up s", "speedup"], rows), "",
            f"1 and 2 workers give the same findings: {'yes' if same else 'NO'}. Warm run: `{last}`.", ""]
    per = []
    for r in sorted(reports1, key=lambda r: -r.seconds):
        peer = nvidia_parse_verify(r.file)
        lines = sum(1 for _ in open(r.file, encoding="utf-8"))
        per.append([Path(r.file).name, lines, r.ops, f"{r.seconds:.2f}", "" if peer is None else f"{peer:.2f}",
                    "" if not peer else f"{r.seconds / peer:.1f}x"])
    body += ["Per module (the 1-worker run; NVIDIA's MLIR in-process, same run):", "",
             table(["module", "lines", "cute ops", "cute-sym check s", "NVIDIA parse+verify s", "ratio"], per)]
    text = "\n".join(body)
    if args.no_write:
        print(text)
    else:
        write_section("Check at scale (Dask, cache)", text, command_line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
