"""``cute-sym check`` over a corpus of modules the CuTe DSL printed (issue 23, item 6).

For each module (``*.mlir`` of each directory argument; by default the shared kernels
``../shared/kernels``, the traced corpus ``/work/corpus`` and the committed subset
``tests/check/corpus`` where they exist; one module per distinct text): its lines and cute ops,
``cute-sym check FILE`` as a user runs it (a fresh process: start-up, reading, every fact family;
wall-clock seconds and CPU seconds of the process and its solver worker), and, in the same run,
NVIDIA's own MLIR (the DSL's ``cutlass._mlir``) parsing and verifying the same text in a fresh
process (skipped without ``nvidia-cutlass-dsl``), and the ratio of the two CPU times.  Then
p50 / p95 / max over the modules, and the machine's load average while it ran (the project's
machine is shared: CPU seconds are the fairer figure there).

Run: ``python benchmarks/bench_check.py [DIR_OR_FILE ...] [--budget-s S] [--jobs N]``; the
section "Check (cute-sym check)" of RESULTS.md is rewritten.  Largest modules first, so that a
``--budget-s`` run (no module is started past it) measures the heavy ones.
"""
from __future__ import annotations

import argparse
import hashlib
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._results import command_line, table, write_section  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULTS = [REPO.parent.parent / "shared" / "kernels", Path("/work/shared/kernels"), Path("/work/corpus"),
            REPO / "tests" / "check" / "corpus"]

PEER = """\
import sys, time
start = time.perf_counter()
from cutlass._mlir import ir
with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = ir.Module.parse(open(sys.argv[1]).read())
    m.operation.verify()
print(f"parsed and verified in {time.perf_counter() - start:.3f} s")
"""


def modules(paths: list[Path]) -> list[Path]:
    """Every ``*.mlir`` of ``paths``, one per distinct text, largest first."""
    seen, out = set(), []
    for p in paths:
        for f in (sorted(p.rglob("*.mlir")) if p.is_dir() else [p] if p.exists() else []):
            digest = hashlib.sha1(f.read_bytes()).hexdigest()
            if digest not in seen:
                seen.add(digest)
                out.append(f)
    return sorted(out, key=lambda f: -f.stat().st_size)


WRAP = """\
import resource, subprocess, sys
r = subprocess.run(sys.argv[1:])
u = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"\\nCPU {u.ru_utime + u.ru_stime:.3f}", file=sys.stderr)
sys.exit(r.returncode)
"""


def timed(argv: list[str], timeout: float) -> tuple[float, float, int, str]:
    """Wall seconds, CPU seconds (the command and the children it waited for: the solver
    worker), exit status (-1: past ``timeout``), last output line."""
    start = time.perf_counter()
    try:
        r = subprocess.run([sys.executable, "-c", WRAP, *argv], capture_output=True, text=True, cwd=REPO,
                           timeout=timeout)
        status, out, err = r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired as e:
        status, out, err = -1, e.stdout or "", e.stderr or ""
        out, err = (x.decode() if isinstance(x, bytes) else x for x in (out, err))
    wall = time.perf_counter() - start
    m = re.search(r"^CPU ([\d.]+)$", err, re.M)
    last = (out.strip().splitlines() or [""])[-1]
    return wall, float(m.group(1)) if m else float("nan"), status, last


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    return xs[min(len(xs) - 1, max(0, math.ceil(q / 100 * len(xs)) - 1))]      # nearest rank


def measure(f: Path, peer: Path | None, timeout: float) -> dict:
    text = f.read_text()
    load = os.getloadavg()[0]
    wall, cpu, status, last = timed([sys.executable, "-m", "cute_sym.cli", "check", "--no-cache", str(f)], timeout)
    m = re.search(r"(\d+) cute ops checked, (.*)$", last)
    row = {"module": f.name, "lines": text.count("\n") + 1, "ops": int(m.group(1)) if m else None,
           "wall": wall, "cpu": cpu, "status": status, "result": m.group(2) if m else last[-80:],
           "load": load}
    if peer is not None:
        pwall, pcpu, pstatus, plast = timed([sys.executable, str(peer), str(f)], timeout)
        row["peer"], row["peer_cpu"] = (pwall, pcpu) if pstatus == 0 else (None, None)
        row["peer_note"] = "" if pstatus == 0 else plast[-60:]
    row["load"] = max(load, os.getloadavg()[0])
    return row


def have_dsl() -> bool:
    return subprocess.run([sys.executable, "-c", "import cutlass._mlir"], capture_output=True).returncode == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--budget-s", type=float, default=float("inf"), help="start no module past this")
    ap.add_argument("--timeout", type=float, default=600, help="seconds a module (then it counts as that)")
    ap.add_argument("--jobs", type=int, default=1, help="modules measured at once (1: the fair figure)")
    ap.add_argument("--no-write", action="store_true", help="print the table, leave RESULTS.md alone")
    args = ap.parse_args()
    paths = args.paths or [p for p in dict.fromkeys(p.resolve() for p in DEFAULTS) if p.exists()]
    files = modules(paths)
    tmp = Path(tempfile.mkdtemp(prefix="bench_check_"))
    peer = None
    if have_dsl():
        peer = tmp / "peer.py"
        peer.write_text(PEER)
    start = time.perf_counter()
    rows: list[dict] = []

    def one(f: Path) -> dict | None:
        if time.perf_counter() - start > args.budget_s:
            return None
        row = measure(f, peer, args.timeout)
        print(f"{row['module']}: {row['wall']:.1f} s wall, {row['cpu']:.1f} s CPU, peer "
              f"{row.get('peer') or float('nan'):.1f} s wall {row.get('peer_cpu') or float('nan'):.1f} s CPU, load {row['load']:.1f}: {row['result']}", flush=True)
        return row
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        rows = [r for r in pool.map(one, files) if r is not None]

    def fmt(x: float | None, d: int = 2) -> str:
        return "" if x is None or x != x else f"{x:.{d}f}"
    body_rows = []
    for r in rows:
        ratio = r["cpu"] / r["peer_cpu"] if r.get("peer_cpu") else None
        body_rows.append([r["module"], r["lines"], r["ops"] if r["ops"] is not None else "", fmt(r["wall"]),
                          fmt(r["cpu"]), fmt(r.get("peer")) or ("refused" if peer else ""), fmt(r.get("peer_cpu")),
                          fmt(ratio, 1),
                          fmt(r["load"], 1),
                          r["result"] if r["status"] != -1 else f"past {args.timeout:g} s"])
    walls, cpus = [r["wall"] for r in rows], [r["cpu"] for r in rows]
    peers = [r["peer"] for r in rows if r.get("peer")]
    peer_cpus = [r["peer_cpu"] for r in rows if r.get("peer_cpu")]
    ratios = [r["cpu"] / r["peer_cpu"] for r in rows if r.get("peer_cpu")]
    summary = [["cute-sym check, wall s", fmt(percentile(walls, 50)), fmt(percentile(walls, 95)), fmt(max(walls, default=None))],
               ["cute-sym check, CPU s", fmt(percentile(cpus, 50)), fmt(percentile(cpus, 95)), fmt(max(cpus, default=None))]]
    if peers:
        summary += [["NVIDIA parse + verify, wall s", fmt(percentile(peers, 50)), fmt(percentile(peers, 95)),
                     fmt(max(peers))],
                    ["NVIDIA parse + verify, CPU s", fmt(percentile(peer_cpus, 50)), fmt(percentile(peer_cpus, 95)),
                     fmt(max(peer_cpus))],
                    ["ratio (ours / NVIDIA's, CPU)", fmt(percentile(ratios, 50), 1), fmt(percentile(ratios, 95), 1),
                     fmt(max(ratios), 1)]]
    loads = [r["load"] for r in rows]
    head = (f"{len(rows)} of {len(files)} modules ({', '.join(str(p) for p in paths)}), "
            f"{sum(r['lines'] for r in rows):,} lines; {os.cpu_count()} CPU cores, load average "
            f"{min(loads, default=0):.1f} to {max(loads, default=0):.1f} while measuring (other work shares "
            f"the machine: the CPU column is the fairer figure).  `cute-sym check FILE` in a fresh process "
            f"(CPU: the process and its solver worker); NVIDIA's: `ir.Module.parse` + `verify` of "
            f"the same text with the DSL's MLIR, a fresh process too"
            + ("" if peer else " (not installed here: no peer column)") + ".")
    body = head + "\n\n" + table(["over the modules", "p50", "p95", "max"], summary) + "\n\n" + table(
        ["module", "lines", "cute ops", "ours wall s", "ours CPU s", "NVIDIA wall s", "NVIDIA CPU s",
         "ratio (CPU)", "load", "result"],
        body_rows)
    refused = sorted({r["peer_note"] for r in rows if r.get("peer_note")})
    if refused:
        body += ("\n\n`refused`: NVIDIA's MLIR does not parse that text (" + "; ".join(refused) + "); "
                 "its generic twin is the comparable row.")
    if args.no_write:
        print(body)
    else:
        write_section("Check (cute-sym check)", body, command_line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
