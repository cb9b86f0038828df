"""Every module's findings before and after a change to the checker: no verdict may change.

``python benchmarks/check_verdicts.py save OUT.json [DIR_OR_FILE ...]`` checks each module
(``*.mlir`` of each directory; ``/work/shared/kernels`` by default), each in a fresh process,
and writes its findings (severity, kind, op, position, message) and seconds;
``python benchmarks/check_verdicts.py compare BEFORE.json AFTER.json`` lists every module
whose findings differ.  Findings that a time limit decided (``not decided: ... limit``)
depend on the machine's load: they are listed apart, not counted as a changed verdict; nor is a
finding whose words are the same and only its numbers differ (the solver's choice of a counterexample).
"""
from __future__ import annotations

import argparse
import json
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT = [Path("/work/shared/kernels")]

ONE = """\
import json, sys, time
from solver.check import check_file
from solver.check.context import Options
start = time.process_time()
t = float(sys.argv[2])          # seconds a proof; an op's limit 20 times that (a loaded machine)
r = check_file(sys.argv[1], Options(timeout=t, op_timeout=20 * t))
print(json.dumps({"cpu": time.process_time() - start, "seconds": r.seconds, "ops": r.ops,
                  "findings": [[f.severity, f.kind, f.op, f.module[1] if f.module else 0,
                                f.module[2] if f.module else 0, f.message] for f in r.findings]}))
"""


def modules(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        out += sorted(p.glob("*.mlir")) if p.is_dir() else [p]
    return out


def save(out: Path, paths: list[Path], timeout: float, proof_timeout: float = 5.0) -> None:
    result = {}
    for m in modules(paths):
        start, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            r = subprocess.run([sys.executable, "-c", ONE, str(m), str(proof_timeout)], capture_output=True, text=True, cwd=REPO,
                               timeout=timeout)
            rec = json.loads(r.stdout.strip().splitlines()[-1]) if r.returncode == 0 else \
                {"crash": r.stderr.strip().splitlines()[-1:] or ["?"]}
        except subprocess.TimeoutExpired:
            rec = {"crash": [f"past {timeout:g} s"]}
        rec["wall"] = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)       # the process and its solver worker
        rec["cpu_all"] = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        result[m.name] = rec
        out.write_text(json.dumps(result, indent=1))          # after each module: a partial run counts
        print(f"{m.name}: {rec.get('cpu_all', 0):.1f} s CPU (with the solver worker), {rec['wall']:.1f} s wall, {len(rec.get('findings', []))} findings "
              f"{rec.get('crash', '')}", flush=True)
    out.write_text(json.dumps(result, indent=1))


def timed_out(f: list) -> bool:
    return "not decided" in f[5] and ("limit" in f[5] or "timeout" in f[5])


def verdict(f: list) -> tuple:
    """A finding without its numbers: severity, kind, op, position and the message's words (a
    counterexample's values are the solver's choice among many)."""
    return (*f[:5], re.sub(r"-?\d+", "#", f[5]))


def compare(before: Path, after: Path) -> int:
    a, b = json.loads(before.read_text()), json.loads(after.read_text())
    changed = 0
    for name in sorted(set(a) | set(b)):
        x, y = a.get(name, {}), b.get(name, {})
        fx = {tuple(f) for f in x.get("findings", [])}
        fy = {tuple(f) for f in y.get("findings", [])}
        gone, new = sorted(fx - fy), sorted(fy - fx)
        vx, vy = {verdict(list(f)) for f in fx}, {verdict(list(f)) for f in fy}
        loud = [f for f in gone + new if not timed_out(list(f)) and (verdict(list(f)) in vx) != (verdict(list(f)) in vy)]
        flag = "CHANGED" if loud or "crash" in x or "crash" in y else (
            "timeouts" if any(timed_out(list(f)) for f in gone + new) else "values" if gone or new else "same")
        changed += flag == "CHANGED"
        print(f"{flag:8} {name}: {x.get('cpu_all', x.get('cpu', float('nan'))):.1f} -> "
              f"{y.get('cpu_all', y.get('cpu', float('nan'))):.1f} s CPU"
              f"{'  crash ' + str(x.get('crash') or y.get('crash')) if 'crash' in x or 'crash' in y else ''}")
        for f in gone:
            print(f"   - {list(f)}")
        for f in new:
            print(f"   + {list(f)}")
    print(f"{changed} module(s) with a changed verdict")
    return 1 if changed else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("save")
    s.add_argument("out", type=Path)
    s.add_argument("paths", type=Path, nargs="*", default=DEFAULT)
    s.add_argument("--timeout", type=float, default=900, help="seconds a module")
    s.add_argument("--proof-timeout", type=float, default=5.0, help="seconds a proof (--timeout of check)")
    c = sub.add_parser("compare")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = ap.parse_args()
    if args.cmd == "save":
        save(args.out, args.paths, args.timeout, args.proof_timeout)
        return 0
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
