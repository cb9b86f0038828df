"""``cute-sym check`` of the same modules by two trees of the project, module by module: CPU
seconds before and after a speed-up, and whether every answer stayed (issue 23, item 6).

    python benchmarks/check_before_after.py run OUT.json --before TREE [--which before,after] [--by-folder] FILE...
    python benchmarks/check_before_after.py report OUT.json... [--paired OUT2.json] [--note TEXT]

``run`` checks each module with ``cute-sym check --json --no-cache`` in a fresh process
(``PYTHONPATH`` the tree: ``--before`` an export of the earlier commit, ``git archive COMMIT |
tar -x -C TREE``; the after side is this checkout), the two sides one after the other for
each module (the machine's load is then about the same for both), and records CPU seconds (the
process and its solver worker), wall seconds, the load average and the JSON output.  ``report``
writes the RESULTS.md section: per module the two CPU times, their ratio, and whether the
findings and the coverage line are the same (the output without its ``seconds``).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks._results import command_line, table, write_section  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SECTION = "Check speed on the slowest corpus modules (issue 23 item 6)"


def check(tree: Path, module: str, timeout: float) -> dict:
    """One ``cute-sym check --json --no-cache`` of ``module`` with ``tree``'s code."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    env = dict(os.environ, PYTHONPATH=str(tree))
    p = subprocess.run(["nice", "-n", "5", sys.executable, "-m", "cute_sym.cli", "check", "--json", "--no-cache",
                        module], capture_output=True, text=True, timeout=timeout, cwd=tree, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"cpu": after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime,
            "wall": time.perf_counter() - start, "rc": p.returncode, "out": p.stdout, "err": p.stderr[-2000:],
            "load": os.getloadavg()[0]}


def run(out: Path, before: Path, which: list[str], modules: list[str], timeout: float,
        by_folder: bool = False) -> None:
    """Each module checked by each side in turn; a record is keyed by the module's name (with
    ``by_folder``, its two folders' too: mutants of one module share its name)."""
    res = json.loads(out.read_text()) if out.exists() else {}
    trees = {"before": before, "after": REPO}
    for m in modules:
        key = "/".join(Path(m).parts[-3:]) if by_folder else Path(m).name
        for side in which:
            rec = check(trees[side], m, timeout)
            res.setdefault(side, {})[key] = rec | {"lines": sum(1 for _ in open(m, encoding="utf-8"))}
            print(f"{side:6s} {rec['cpu']:7.1f} s CPU {rec['wall']:7.1f} s wall load {rec['load']:.1f} {m}", flush=True)
            out.write_text(json.dumps(res))


def _timeless(x: object) -> object:
    """``x`` without the ``seconds`` a record or a proof's detail gives at any depth."""
    if isinstance(x, dict):
        return {k: _timeless(v) for k, v in x.items() if k not in ("seconds", "cached", "attempts")}
    if isinstance(x, list):
        return [_timeless(v) for v in x]
    return x


def answers(out: str) -> list:
    """The JSON records of one check without what depends on the clock."""
    return [_timeless(json.loads(line)) for line in out.strip().splitlines()]


def _sides(paths: list[Path]) -> dict[str, dict]:
    sides: dict[str, dict] = {"before": {}, "after": {}}
    for p in paths:
        for side, recs in json.loads(p.read_text()).items():
            sides.setdefault(side, {}).update(recs)
    return sides


def _load(rec: dict) -> str:
    return f"{rec['load']:.0f}" if "load" in rec else "?"


def _table(sides: dict[str, dict]) -> tuple[str, str]:
    """The table of the modules both sides checked, and a sentence on the sums and answers."""
    names = [n for n in sides["before"] if n in sides["after"]]
    names.sort(key=lambda n: -sides["before"][n]["cpu"])
    rows, same_all = [], True
    for n in names:
        a, b = sides["before"][n], sides["after"][n]
        same = a["rc"] == b["rc"] and answers(a["out"]) == answers(b["out"])
        same_all &= same
        cov = answers(b["out"])[-1].get("coverage") or {}
        line = (f"{cov.get('re-derived', '?')} re-derived, {cov.get('proven', '?')} proven, "
                f"{cov.get('undecided', '?')} undecided of {cov.get('ops', '?')}")
        rows.append([n, b.get("lines", a.get("lines", "")), f"{a['cpu']:.1f}", f"{b['cpu']:.1f}",
                     f"{a['cpu'] / b['cpu']:.1f}x", f"{_load(a)} / {_load(b)}",
                     "same" if same else "DIFFERENT", line])
    cpu_a = [sides["before"][n]["cpu"] for n in names]
    cpu_b = [sides["after"][n]["cpu"] for n in names]
    summary = (f"{len(names)} modules; CPU seconds summed {sum(cpu_a):.0f} before, {sum(cpu_b):.0f} after; max "
               f"{max(cpu_a, default=0):.1f} before, {max(cpu_b, default=0):.1f} after; findings and coverage "
               "line " + ("the same on every module" if same_all else "different on the DIFFERENT rows"))
    return table(["module", "lines", "before CPU s", "after CPU s", "speed-up", "load avg (before / after)",
                  "findings + coverage", "coverage line (after)"], rows), summary


def report(paths: list[Path], paired: "Path | None" = None, note: str = "") -> None:
    """The RESULTS.md section: the table of ``paths`` and, with ``paired``, that of a run where the
    two sides of each module ran one after the other (the same load)."""
    body = ("`cute-sym check --json --no-cache FILE` in a fresh process with each tree's code: before (the "
            "tree of the earlier commit), after (this one); CPU seconds of the process and its solver worker, "
            "the load average of the 2-core machine when each ended (other helpers' work: CPU seconds grow "
            "with the load, so compare rows of like load). \"Same\": the JSON output without its "
            "`seconds` is identical (every finding, the coverage line by op kind).")
    if note:
        body += " " + note
    main, summary = _table(_sides(paths))
    body += f"\n\n{summary}.\n\n{main}"
    if paired is not None:
        t, summary = _table(_sides([paired]))
        body += (f"\n\nThe two sides of each module one after the other (about the same load): {summary}."
                 f"\n\n{t}")
    write_section(SECTION, body, command_line())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("out", type=Path)
    r.add_argument("modules", nargs="+")
    r.add_argument("--before", type=Path, required=True, help="the earlier tree (git archive COMMIT | tar -x)")
    r.add_argument("--which", default="before,after", help="the sides to check (default both)")
    r.add_argument("--timeout", type=float, default=1800)
    r.add_argument("--by-folder", action="store_true", help="key each record by its two folders and name (mutants)")
    p = sub.add_parser("report")
    p.add_argument("paths", nargs="+", type=Path)
    p.add_argument("--paired", type=Path, help="records of a run with both sides module by module")
    p.add_argument("--note", default="", help="a sentence on how the records were taken")
    args = ap.parse_args()
    if args.cmd == "run":
        run(args.out, args.before, args.which.split(","), args.modules, args.timeout, args.by_folder)
    else:
        report(args.paths, args.paired, args.note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
