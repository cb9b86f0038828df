"""``cute-sym check`` over a whole corpus, finding for finding (issue 23, "done when"): every module
in its own process (a time limit each), one JSON record per module -- errors and warnings as
printed by default, undecided facts, coverage, CPU seconds -- then the RESULTS.md section.

    python benchmarks/check_corpus.py run OUT.jsonl DIR... [--jobs N]   # append a record per module
    python benchmarks/check_corpus.py report OUT.jsonl...        # the section (last record per file)
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks._results import command_line, table, write_section  # noqa: E402

ONE = r'''
import json, resource, sys, time
from solver.check import Options, check_file
t = time.perf_counter()
r = check_file(sys.argv[1], Options())
shown = [f for f in r.findings if f.severity in ("error", "warning") and not f.undecided]
u, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"errors": sum(f.severity == "error" for f in shown),
                  "warnings": sum(f.severity == "warning" for f in shown),
                  "undecided": sum(f.undecided for f in r.findings), "ops": r.ops,
                  "coverage": r.coverage.ratio if r.coverage else None, "kinds": sorted({f.kind for f in shown}),
                  "first": shown[0].render().splitlines()[0][:300] if shown else "",
                  "wall": time.perf_counter() - t,
                  "cpu": u.ru_utime + u.ru_stime + c.ru_utime + c.ru_stime}))
'''


def _one(f: str, limit: int, root: Path) -> dict:
    """The record of one module, checked in its own process under ``limit`` seconds."""
    try:
        p = subprocess.run([sys.executable, "-c", ONE, f], capture_output=True, text=True,
                           timeout=limit, cwd=root)
        lines = p.stdout.strip().splitlines()
        rec = json.loads(lines[-1]) if lines else {"crash": p.stderr[-300:]}
    except subprocess.TimeoutExpired:
        rec = {"timeout": limit}
    rec.update(file=f, lines=sum(1 for _ in open(f, encoding="utf-8")))
    return rec


def run(out: Path, dirs: list[str], limit: int, jobs: int = 1) -> None:
    """Append a record per module to ``out``; ``jobs`` modules at a time, the largest first."""
    files = sorted((f for d in dirs for f in glob.glob(os.path.join(d, "*.mlir"))), key=os.path.getsize,
                   reverse=jobs > 1)
    root = Path(__file__).resolve().parent.parent
    with out.open("a") as w, ThreadPoolExecutor(max(1, jobs)) as pool:
        for rec in pool.map(lambda f: _one(f, limit, root), files):
            w.write(json.dumps(rec) + "\n")
            w.flush()


def report(paths: list[Path], where: str = "Run on the 2-core machine while other work ran") -> None:
    recs: dict[str, dict] = {}
    for p in paths:
        for line in p.read_text().splitlines():
            r = json.loads(line)
            if "file" in r:
                recs[r["file"]] = r
    rows = sorted(recs.values(), key=lambda r: -r.get("cpu", 1e9))
    cpu = sorted(r["cpu"] for r in rows if "cpu" in r)
    bad = [r for r in rows if r.get("errors") or r.get("warnings") or "cpu" not in r]
    low = [r for r in rows if r.get("coverage") is not None and r["coverage"] < 0.95]
    pct = lambda q: cpu[min(len(cpu) - 1, int(q * len(cpu)))] if cpu else 0  # noqa: E731
    raw = sum(not r["file"].endswith(".generic.mlir") for r in rows)
    body = (f"{len(rows)} module files ({raw} raw, {len(rows) - raw} generic); {len(rows) - len(bad)} with no "
            f"error or warning as printed by default; {len(low)} below 95% coverage; CPU seconds per module "
            f"(the check and its solver worker) p50 {pct(0.5):.1f}, p95 {pct(0.95):.1f}, max {cpu[-1] if cpu else 0:.1f}.\n\n")
    head = ["module", "lines", "errors", "warnings", "undecided", "coverage", "CPU s", "first finding"]
    listed = bad + [r for r in low if r not in bad] + [r for r in rows[:15] if r not in bad and r not in low]
    body += table(head, [[Path(r["file"]).name, r["lines"], r.get("errors", "-"), r.get("warnings", "-"),
                          r.get("undecided", "-"), f"{r['coverage']:.1%}" if r.get("coverage") is not None else "-",
                          f"{r['cpu']:.1f}" if "cpu" in r else r.get("timeout", "crash"),
                          r.get("first") or r.get("crash", "")[:120]] for r in listed])
    body += ("\n\nListed: every module with a finding or below 95% coverage, then the slowest. "
             f"{where}, so CPU seconds, not wall time, are the figure.")
    write_section("Check of the whole corpus (issue 23)", body, command_line())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="step", required=True)
    r = sub.add_parser("run")
    r.add_argument("out", type=Path)
    r.add_argument("dirs", nargs="+")
    r.add_argument("--limit", type=int, default=300, help="seconds a module")
    r.add_argument("--jobs", type=int, default=1, help="modules at a time (each its own process)")
    p = sub.add_parser("report")
    p.add_argument("records", type=Path, nargs="+")
    p.add_argument("--where", default="Run on the 2-core machine while other work ran",
                   help="the machine and load the records were taken on, for the report's words")
    args = ap.parse_args()
    run(args.out, args.dirs, args.limit, args.jobs) if args.step == "run" else report(args.records, args.where)


if __name__ == "__main__":
    main()
