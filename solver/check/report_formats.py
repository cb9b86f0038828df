"""What ``cute-sym check`` prints (issue 25, item 3): ``text`` (MLIR-style findings, each module's
coverage line, a summary table for several modules), ``json`` (one record per finding, one per
module), ``sarif`` (SARIF 2.1.0: each finding at the Python line of its ``loc(...)``, a rule per
finding family, for code scanning) and ``junit`` (JUnit XML: a test case per module).

Each takes the reports and the findings shown of each (:meth:`.run.Report.shown`).
"""
from __future__ import annotations

import json
import os
from typing import Any, Sequence
from xml.etree import ElementTree as ET

from .coverage import STATUSES, Coverage
from .findings import FAMILIES, KINDS, Finding
from .run import Report

__all__ = ["FORMATS", "text", "json_lines", "sarif", "junit", "summary", "module_record", "RULES"]

FORMATS = ("text", "json", "sarif", "junit")

RULES: dict[str, str] = {
    "ops": "A cute op's declared result is not the function cute-sym derives, or violates a precondition "
           "of the layout algebra",
    "views": "A view or an access leaves its allocation",
    "tv": "A tiled copy's or MMA's thread-value layout is not one-to-one onto its tile",
    "align": "A vectorized copy's vectors are not contiguous or not aligned",
    "banks": "A shared-memory copy has bank conflicts",
    "mma": "A tiled copy loads registers that are not the MMA's fragment",
    "smem": "A shared-memory tensor leaves its allocation or field, or overlaps another one in use",
    "read": "The module cannot be read",
    "assume": "An --assume names no leaf of the module, or no value satisfies the assumptions",
    "undecided": "A fact the checker could not decide (shown with --strict)",
    "not-checked": "The module was not checked (its worker died)",
}
"""SARIF rules: one per finding family (:data:`.findings.FAMILIES`)."""

SEVERITY_COLUMNS = ("error", "warning", "note")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def text(reports: Sequence[Report], shown: Sequence[list[Finding]], seconds: float | None = None,
         cache_hits: int | None = None) -> str:
    """Findings, a coverage line per module, the summary table (several modules), the total line."""
    lines: list[str] = []
    for r, fs in zip(reports, shown):
        lines += [f.render() for f in fs]
        if r.attempts > 1:
            lines.append(f"{r.file}: note: checked again after its worker died ({r.attempts} attempts)")
        if r.coverage is not None:
            lines.append(f"{r.file}: {r.coverage.line()}")
    findings = [f for fs in shown for f in fs]
    if len(reports) > 1:
        lines.append(summary(reports, shown, seconds, cache_hits))
    counts = {s: sum(f.severity == s for f in findings) for s in SEVERITY_COLUMNS}
    what = ", ".join(_plural(n, s) for s, n in counts.items() if n) or "no findings"
    files = f"{len(reports)} files" if len(reports) != 1 else reports[0].file
    lines.append(f"{files}: {sum(r.ops for r in reports)} cute ops checked, {what}")
    return "\n".join(lines)


def summary(reports: Sequence[Report], shown: Sequence[list[Finding]], seconds: float | None = None,
            cache_hits: int | None = None) -> str:
    """The table at the end of a run: modules, ops and their coverage, findings by family and
    severity (undecided facts counted apart), cache hits, re-runs, time."""
    total = Coverage()
    for r in reports:
        if r.coverage is not None:
            total = total.merge(r.coverage)
    cov = ", ".join(f"{total.counts[s]} {s}" for s in STATUSES if total.counts[s]) or "none"
    head = [f"modules: {len(reports)}"]
    if cache_hits is not None:
        head.append(f"cache hits: {cache_hits}")
    reruns = sum(r.attempts > 1 for r in reports)
    if reruns:
        head.append(f"checked again after a worker died: {reruns}")
    if seconds is not None:
        head.append(f"time: {seconds:.1f} s")
    rows: dict[str, dict[str, int]] = {}
    for f in (f for fs in shown for f in fs):
        row = rows.setdefault(f.family, dict.fromkeys(SEVERITY_COLUMNS, 0))
        row[f.severity] = row.get(f.severity, 0) + 1
    shown_ids = {id(f) for fs in shown for f in fs}
    hidden = [f for r in reports for f in r.findings if id(f) not in shown_ids]
    out = ["summary: " + ", ".join(head), f"cute ops: {total.ops} ({cov})"]
    if rows:
        width = max(len(k) for k in rows) + 2
        out.append("family".ljust(width) + "".join(f"{c + 's':>10}" for c in SEVERITY_COLUMNS))
        for fam in sorted(rows):
            out.append(fam.ljust(width) + "".join(f"{rows[fam][c]:>10}" for c in SEVERITY_COLUMNS))
    undecided, quiet = sum(f.undecided for f in hidden), sum(not f.undecided for f in hidden)
    if undecided or quiet:
        out.append("not shown: " + ", ".join(x for x in (
            f"{undecided} undecided (--strict)" if undecided else "",
            f"{quiet} note{'s' if quiet != 1 else ''} (--verbose)" if quiet else "") if x))
    return "\n".join(out)


def module_record(r: Report) -> dict[str, Any]:
    """The JSON record that ends a module's findings: its file, ops, time, coverage, attempts."""
    out: dict[str, Any] = {"module": r.file, "ops": r.ops, "seconds": round(r.seconds, 3), "cached": r.cached,
                           "attempts": r.attempts}
    if r.coverage is not None:
        out["coverage"] = r.coverage.to_dict()
    return out


def json_lines(reports: Sequence[Report], shown: Sequence[list[Finding]]) -> str:
    lines = []
    for r, fs in zip(reports, shown):
        lines += [json.dumps(f.to_dict(), ensure_ascii=False) for f in fs]
        lines.append(json.dumps(module_record(r), ensure_ascii=False))
    return "\n".join(lines)


# ---------------------------------------------------------------- SARIF 2.1.0

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVELS = {"error": "error", "warning": "warning", "note": "note"}


def _uri(path: str) -> str:
    """A path as a SARIF ``uri``: relative paths as they are (relative to the checkout, as code
    scanning wants them), paths under the working directory made relative, others ``file://``."""
    if not os.path.isabs(path):
        return path.replace(os.sep, "/")
    try:
        rel = os.path.relpath(path)
    except ValueError:
        rel = ".."
    if not rel.startswith(".."):
        return rel.replace(os.sep, "/")
    from pathlib import Path
    return Path(path).as_uri()


def _physical(file: str, line: int, col: int) -> dict[str, Any]:
    loc: dict[str, Any] = {"artifactLocation": {"uri": _uri(file)}}
    if line > 0:
        region: dict[str, Any] = {"startLine": line}
        if col > 0:
            region["startColumn"] = col
        loc["region"] = region
    return loc


def _result(f: Finding, rule_index: dict[str, int]) -> dict[str, Any]:
    fam = f.family
    # the DSL's loc("kernel.py":42:5) counts Python's columns from 0 (ast col_offset), SARIF from 1
    python = int(f.module is not None and tuple(f.module) != (f.file, f.line, f.col))
    text = f"'{f.op}' op {f.message}" if f.op else f.message
    if f.notes:
        text += "\n" + "\n".join(f"note: {n}" for n in f.notes)
    out: dict[str, Any] = {
        "ruleId": fam, "ruleIndex": rule_index[fam], "level": LEVELS.get(f.severity, "none"),
        "message": {"text": text},
        "locations": [{"physicalLocation": _physical(f.file, f.line, f.col + python)}],
        "properties": {"kind": f.kind, "op": f.op, "severity": f.severity},
    }
    if f.module is not None and tuple(f.module) != (f.file, f.line, f.col):
        out["relatedLocations"] = [{"id": 1, "physicalLocation": _physical(*f.module),
                                    "message": {"text": "the op in the module"}}]
    if f.detail:
        out["properties"]["detail"] = json.loads(json.dumps(f.detail, default=str))
    return out


def sarif(reports: Sequence[Report], shown: Sequence[list[Finding]], version: str = "0") -> dict[str, Any]:
    """A SARIF 2.1.0 log of one run (module docstring)."""
    rules = list(RULES)
    index = {r: k for k, r in enumerate(rules)}
    results = [_result(f, index) for fs in shown for f in fs]
    return {
        "$schema": SARIF_SCHEMA, "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "cute-sym", "semanticVersion": version.split("+")[0], "version": version,
                "rules": [{"id": r, "name": r.title().replace("-", ""), "shortDescription": {"text": RULES[r]},
                           "fullDescription": {"text": RULES[r] + ". Kinds: " + ", ".join(
                               f"{k} ({KINDS[k]})" for k, fam in FAMILIES.items() if fam == r and k in KINDS)},
                           "defaultConfiguration": {"level": "note" if r == "undecided" else
                                                    "warning" if r in ("banks", "assume", "not-checked") else "error"}}
                          for r in rules]}},
            "artifacts": [{"location": {"uri": _uri(r.file)}, "roles": ["analysisTarget"]} for r in reports
                          if r.file not in ("-", "<stdin>")],
            "results": results,
            "invocations": [{"executionSuccessful": True}],
            "properties": {"coverage": {r.file: r.coverage.to_dict() for r in reports if r.coverage is not None}},
        }],
    }


# ---------------------------------------------------------------- JUnit XML

def junit(reports: Sequence[Report], shown: Sequence[list[Finding]], seconds: float | None = None) -> str:
    """JUnit XML: one ``testcase`` per module, a ``failure`` for its errors and warnings (an
    ``error`` element when it could not be read or checked), the coverage line in system-out."""
    suite = ET.Element("testsuite", name="cute-sym check")
    failures = errors = 0
    for r, fs in zip(reports, shown):
        case = ET.SubElement(suite, "testcase", classname="cute-sym.check", name=r.file, time=f"{r.seconds:.3f}")
        bad = [f for f in fs if f.severity in ("error", "warning")]
        if bad:
            unread = any(f.kind in ("read", "not-checked") for f in bad)
            tag = "error" if unread else "failure"
            failures += tag == "failure"
            errors += tag == "error"
            el = ET.SubElement(case, tag, message=bad[0].headline(), type=bad[0].kind)
            el.text = "\n".join(f.render() for f in bad)
        if r.coverage is not None:
            ET.SubElement(case, "system-out").text = r.coverage.line()
    suite.set("tests", str(len(reports)))
    suite.set("failures", str(failures))
    suite.set("errors", str(errors))
    suite.set("skipped", "0")
    suite.set("time", f"{seconds if seconds is not None else sum(r.seconds for r in reports):.3f}")
    root = ET.Element("testsuites", name="cute-sym check", tests=suite.get("tests"), failures=suite.get("failures"),
                      errors=suite.get("errors"), time=suite.get("time"))
    root.append(suite)
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode")
