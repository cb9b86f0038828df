"""Mutation harness (issue 23 item 8): plant the one-line faults of ``benchmarks/mutant_defs.py``
in NVIDIA's CuTe DSL examples, re-trace each mutant and check it with ``cute-sym check``.

    python benchmarks/mutants.py [--report] [--only REGEX] [--seed N] [--timeout 300]
                                 [--cutlass /work/.mirror/NVIDIA+cutlass/repo] [--work DIR]
    python benchmarks/mutants.py --trace-only --work DIR          # plant and trace, check nothing
    python benchmarks/mutants.py --check-traced DIR --corpus CORPUS --jobs 16 [--report]

For each mutant: the example tree (``benchmarks/trace_examples.py`` extracts it) is copied, the
line is checked to hold the expected text and rewritten, the variant is traced in its own process
(a mutant the DSL refuses does not count, its reason is kept), and the raw and generic modules are
checked (``cute-sym check --json``, under ``--timeout``).  A mutant is *flagged* when a form gives
an error or a warning, and the finding *names the op* when one of them is on the mutation's op.
The unmutated variants are checked the same way: their findings must be zero.  ``--report``
writes the kill rate per class and the baseline into benchmarks/RESULTS.md.  ``--seed`` shuffles
the order in which the mutants run (the results do not depend on it); ``--only`` picks mutants.
``--trace-only`` and ``--check-traced`` split the two steps: trace once (the DSL is needed only
there), then check the kept modules with the checker as it is now, many at a time (on a machine of
many cores), the unmutated twins taken from the traced corpus (``benchmarks/trace_examples.py``).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.mutant_defs import MUTANTS, Mutant  # noqa: E402
from benchmarks.trace_examples import CUTLASS, EXAMPLES, extract, load_variants, run_one  # noqa: E402

CLASSES = ("overlap", "bounds", "smem", "vector", "banks", "compose", "mma")


def apply(m: Mutant, root: Path) -> None:
    """Rewrite line ``m.line`` of ``m.file`` under ``root`` (it must hold ``m.old``)."""
    path = root / EXAMPLES / m.file
    lines = path.read_text().splitlines(True)
    if m.old not in lines[m.line - 1]:
        raise SystemExit(f"{m.name}: line {m.line} of {m.file} does not hold {m.old!r}: {lines[m.line - 1]!r}")
    lines[m.line - 1] = lines[m.line - 1].replace(m.old, m.new, 1)
    path.write_text("".join(lines))


def check(path: Path, timeout: float) -> dict:
    """``cute-sym check --json`` of one module: its errors and warnings (op, kind, message)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    cmd = [sys.executable, "-m", "cute_sym.cli", "check", "--json", str(path)]
    t0 = time.time()
    try:
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout, cwd=str(ROOT))
    except subprocess.TimeoutExpired:
        return {"timeout": True, "seconds": round(time.time() - t0, 1), "findings": []}
    found = []
    for line in proc.stdout.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict):
            continue
        for f in record.get("findings", [record] if "severity" in record else []):
            if f.get("severity") in ("error", "warning"):
                found.append({k: f.get(k) for k in ("severity", "kind", "op", "message", "line")})
    out = {"seconds": round(time.time() - t0, 1), "findings": found}
    if proc.returncode not in (0, 1):
        out["crash"] = (proc.stderr.strip().splitlines() or ["?"])[-1][:200]
    return out


FORMS = {"both": (".mlir", ".generic.mlir"), "raw": (".mlir",), "generic": (".generic.mlir",)}


def _forms(out: Path, name: str, forms: tuple[str, ...]) -> list[Path]:
    return [p for p in (out / f"{name}{s}" for s in forms) if p.exists()]


def _cell_of(path: Path, line: int) -> int | None:
    """The index among the code cells of the notebook ``path`` of the cell holding ``line``
    (1-based line of the ``.ipynb`` text; ``trace_notebooks`` numbers code cells so), or ``None``
    for a Python file."""
    if path.suffix != ".ipynb":
        return None
    lines = path.read_text().splitlines()
    starts = [k for k, t in enumerate(lines[:line], 1) if '"cell_type":' in t]
    kinds = [lines[k - 1] for k in starts]
    if not kinds or '"code"' not in kinds[-1]:
        return None
    return sum('"code"' in t for t in kinds) - 1


def trace_mutant(m: Mutant, base: Path, work: Path, timeout: float) -> dict:
    """Plant and trace one mutant into ``work/<name>/out`` (its status under ``.status``); its
    record without checks: ``refused`` with the DSL's reason, or the traced module names."""
    variants = load_variants()
    root = work / m.name / "src"
    out = work / m.name / "out"
    shutil.rmtree(work / m.name, ignore_errors=True)
    (out / ".status").mkdir(parents=True)
    shutil.copytree(base / "examples", root / "examples", symlinks=True)
    apply(m, root)
    status = run_one(variants[m.variant], root, out, timeout)
    cell = _cell_of(root / EXAMPLES / m.file, m.line)
    shutil.rmtree(root, ignore_errors=True)                 # the module texts are what is kept
    rec = {"name": m.name, "class": m.cls, "variant": m.variant, "op": m.op}
    if not status.get("ok"):
        return {**rec, "refused": status.get("error", "?")}
    failed = [f for f in status.get("failures") or [] if cell is not None and f.startswith(f"cell {cell}:")]
    if failed:                             # a notebook traces on past a cell the DSL refuses
        return {**rec, "refused": failed[0]}
    return {**rec, "modules": status.get("modules") or [m.variant]}  # a notebook: all its cells


def check_mutant(rec: dict, out: Path, timeout: float, forms: tuple[str, ...] = FORMS["both"],
                 jobs: int = 1) -> dict:
    """Check the traced modules of one mutant record (:func:`trace_mutant`) in ``out``: flagged
    when a form gives an error or a warning, ``names_op`` when one is on the mutation's op."""
    if "refused" in rec:
        return rec
    paths = [p for n in rec["modules"] for p in _forms(out, n, forms)]
    with ThreadPoolExecutor(max(1, jobs)) as pool:    # each check is its own process
        checks = dict(zip((p.name for p in paths), pool.map(lambda p: check(p, timeout), paths)))
    findings = [f for c in checks.values() for f in c["findings"]]
    named = sorted({f.get("op") for f in findings if f.get("op") in rec["op"].split("|")})
    return {**rec, "checks": checks, "flagged": bool(findings), "names_op": bool(named), "named": named,
            "timeout": any(c.get("timeout") for c in checks.values())}


def run_mutant(m: Mutant, base: Path, work: Path, timeout: float, forms: tuple[str, ...] = FORMS["both"]) -> dict:
    """Plant, trace and check one mutant; its record."""
    return check_mutant(trace_mutant(m, base, work, timeout), work / m.name / "out", timeout, forms)


def check_traced(work: Path, names: list[str], corpus: Path | None, timeout: float,
                 forms: tuple[str, ...], jobs: int) -> tuple[list[dict], dict]:
    """Re-check mutants traced earlier (``--trace-only``, their ``traced.json``) with the checker
    as it is now, ``jobs`` modules at a time; the unmutated twins from ``corpus`` (the traced
    corpus holds each variant under the same name)."""
    traced = {r["name"]: r for r in json.loads((work / "traced.json").read_text())}
    recs = [traced[n] for n in names if n in traced]
    with ThreadPoolExecutor(max(1, jobs // 2)) as pool:
        results = list(pool.map(lambda r: check_mutant(r, work / r["name"] / "out", timeout, forms, 2), recs))
    base: dict = {}
    if corpus is not None:
        for v in sorted({r["variant"] for r in recs}):
            mods = next((r["modules"] for r in recs if r["variant"] == v and "modules" in r), [v])
            paths = [p for n in mods for p in _forms(corpus, n, forms)]
            with ThreadPoolExecutor(max(1, jobs)) as pool:
                base[v] = dict(zip((p.name for p in paths), pool.map(lambda p: check(p, timeout), paths)))
    return results, base


def baseline(names: set[str], base: Path, work: Path, timeout: float,
             forms: tuple[str, ...] = FORMS["both"]) -> dict:
    """The unmutated variants, traced and checked like the mutants."""
    variants = load_variants()
    out = work / "_baseline"
    (out / ".status").mkdir(parents=True, exist_ok=True)
    res = {}
    for n in sorted(names):
        status = run_one(variants[n], base, out, timeout)
        if not status.get("ok"):
            res[n] = {"refused": status.get("error", "?")}
            continue
        res[n] = {p.name: check(p, timeout) for k in status.get("modules") or [n] for p in _forms(out, k, forms)}
    return res


def report(results: list[dict], base: dict, note: str = "") -> str:
    """The RESULTS.md body: the kill rate per class, each mutant, the unmutated findings."""
    from benchmarks._results import table
    rows = []
    for c in CLASSES:
        rs = [r for r in results if r["class"] == c]
        counted = [r for r in rs if "refused" not in r]
        flagged = sum(r["flagged"] for r in counted)
        named = sum(r["names_op"] for r in counted)
        pct = f"{100 * flagged / len(counted):.0f}%" if counted else "-"
        rows.append([c, len(rs), len(rs) - len(counted), len(counted), flagged, named, pct])
    body = ([note, ""] if note else []) + [
        "A mutant counts when the DSL traces it; it is flagged when a form gives an error or a warning; the "
        "kill rate is flagged / counted. The full run: `python benchmarks/mutants.py --report` (every mutant, "
        "raw and generic, and the unmutated variants).", "",
        table(["class", "mutants", "refused by the DSL", "counted", "flagged", "finding names the op",
               "kill rate"], rows), ""]
    per = []
    for r in results:
        if "refused" in r:
            per.append([r["name"], r["class"], "refused: " + r["refused"][:100], "", ""])
            continue
        kinds = sorted({f"{f['severity']} {f['kind']} {f.get('op') or ''}".strip()
                        for c in r["checks"].values() for f in c["findings"]})
        t = max((c["seconds"] for c in r["checks"].values()), default=0)
        per.append([r["name"], r["class"], "yes" if r["flagged"] else ("timeout" if r.get("timeout") else "no"),
                    "; ".join(kinds)[:160] or "-", t])
    body += ["Each mutant (benchmarks/mutant_defs.py gives the line, the replacement and the reasoning):", "",
             table(["mutant", "class", "flagged", "findings (severity kind op)", "check s (max of forms)"], per), ""]
    brow = []
    for n, forms in sorted(base.items()):
        if "refused" in forms:
            brow.append([n, "did not trace: " + forms["refused"][:100], ""])
            continue
        for f, c in forms.items():
            kinds = sorted({f"{x['severity']} {x['kind']} {x.get('op') or ''}".strip() for x in c["findings"]})
            brow.append([f, len(c["findings"]) if not c.get("timeout") else "timeout", "; ".join(kinds)[:160]])
    total = sum(len(c["findings"]) for forms in base.values() if "refused" not in forms for c in forms.values())
    body += [f"Unmutated sources (must be zero): {total} errors and warnings.", "",
             table(["module", "errors + warnings", "kinds"], brow)]
    return "\n".join(body)


def _report_runs(works: list[Path], write: bool, note: str = "") -> int:
    """Combine earlier runs (the last result of each mutant wins) and report them."""
    by_name: dict[str, dict] = {}
    base: dict = {}
    for w in works:
        for r in json.loads((w / "results.json").read_text()) if (w / "results.json").exists() else []:
            by_name[r["name"]] = r
        if (w / "baseline.json").exists():
            base.update(json.loads((w / "baseline.json").read_text()))
    order = {m.name: k for k, m in enumerate(MUTANTS)}
    results = sorted((r for r in by_name.values() if r["name"] in order), key=lambda r: order[r["name"]])
    body = report(results, base, note)
    from benchmarks._results import command_line, publish
    publish("Mutation harness (issue 23 item 8)", body, command_line(), write)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cutlass", default=CUTLASS)
    p.add_argument("--examples", help="an already extracted checkout root (holds examples/)")
    p.add_argument("--work", help="where the mutants are traced (default: a temporary directory)")
    p.add_argument("--only", default="")
    p.add_argument("--seed", type=int, default=23)
    p.add_argument("--timeout", type=float, default=300.0)
    p.add_argument("--report", action="store_true", help="write the tables into benchmarks/RESULTS.md")
    p.add_argument("--no-baseline", action="store_true")
    p.add_argument("--baseline-all", action="store_true", help="check the unmutated variants of every mutant")
    p.add_argument("--forms", choices=sorted(FORMS), default="both", help="which forms of each module to check")
    p.add_argument("--from", dest="runs", nargs="+", metavar="WORK",
                   help="run nothing: report the results.json and baseline.json of earlier --work directories")
    p.add_argument("--trace-only", action="store_true",
                   help="plant and trace into --work (its traced.json), check nothing")
    p.add_argument("--check-traced", metavar="WORK",
                   help="trace nothing: check the modules an earlier --trace-only run left in WORK")
    p.add_argument("--corpus", help="with --check-traced: the traced corpus holding the unmutated twins")
    p.add_argument("--jobs", type=int, default=1, help="with --check-traced: checks at a time")
    p.add_argument("--note", default="", help="with --from: a sentence on how the runs were made")
    a = p.parse_args(argv)
    if a.runs:
        return _report_runs([Path(w) for w in a.runs], a.report, a.note)
    chosen = [m for m in MUTANTS if re.search(a.only, m.name)]
    if a.check_traced:
        work = Path(a.check_traced)
        results, base_res = check_traced(work, [m.name for m in chosen], Path(a.corpus) if a.corpus else None,
                                         a.timeout, FORMS[a.forms], a.jobs)
        return _finish(work, results, base_res, a.report)
    work = Path(a.work) if a.work else Path(tempfile.mkdtemp(prefix="cute_sym_mutants_"))
    base = Path(a.examples) if a.examples else extract(a.cutlass, work / "_examples")
    random.Random(a.seed).shuffle(chosen)
    if a.trace_only:
        traced = [trace_mutant(m, base, work, a.timeout) for m in chosen]
        for r in traced:
            print(f"{r['name']} [{r['class']}]: " + ("refused by the DSL: " + r["refused"][:120] if "refused" in r
                                                    else "traced " + ", ".join(r["modules"])), flush=True)
        (work / "traced.json").write_text(json.dumps(traced, indent=1))
        return 0
    results = []
    for m in chosen:
        r = run_mutant(m, base, work, a.timeout, FORMS[a.forms])
        results.append(r)
        state = ("refused by the DSL: " + r["refused"][:120]) if "refused" in r else (
            ("flagged" + (", names " + ", ".join(r["named"]) if r["names_op"] else ", on another op")) if r["flagged"]
            else ("timeout" if r["timeout"] else "NOT flagged"))
        print(f"{m.name} [{m.cls}]: {state}", flush=True)
    wanted = {m.variant for m in (MUTANTS if a.baseline_all else chosen)}
    base_res = {} if a.no_baseline else baseline(wanted, base, work, a.timeout, FORMS[a.forms])
    return _finish(work, results, base_res, a.report)


def _finish(work: Path, results: list[dict], base_res: dict, write: bool) -> int:
    """Write ``results.json`` / ``baseline.json`` into ``work`` and the report (RESULTS.md or stdout)."""
    order = {m.name: k for k, m in enumerate(MUTANTS)}
    results.sort(key=lambda r: order[r["name"]])
    (work / "results.json").write_text(json.dumps(results, indent=1))
    (work / "baseline.json").write_text(json.dumps(base_res, indent=1))
    body = report(results, base_res)
    from benchmarks._results import command_line, publish
    publish("Mutation harness (issue 23 item 8)", body, command_line(), write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
