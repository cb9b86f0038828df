"""``cute-sym check`` on the committed corpus subset (issue 23, "done when": CI checks the committed
subset and asserts zero findings and the coverage floor).

``tests/check/corpus/`` holds modules NVIDIA's CuTe DSL 4.8.1 printed for NVIDIA's own examples
(traced on a CPU by ``benchmarks/trace_examples.py``, chosen by ``benchmarks/corpus_subset.py``;
INDEX.md says how each was traced).  These kernels run and NVIDIA tests them, so every error or
warning on them is a false alarm; each module, raw and generic, must check with no error and no
warning on the default output (an undecided fact goes to the coverage, issue 23 item 4), and with
at least :data:`FLOOR` of its cute ops re-derived or proven (the report's coverage, item 5).

:data:`NOT_CLEAN_YET` lists the modules that are not clean yet, each with the kind of finding that
remains (the fixes of other items of issue 23 have not landed): they are strict xfails, so that
each entry must be removed when its module becomes clean.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from solver.check import Options, check_file
from solver.check.findings import shown

CORPUS = Path(__file__).resolve().parent / "corpus"
FLOOR = 0.95
"""The share of cute ops re-derived or proven that every module of the corpus must reach."""

NOT_CLEAN_YET: dict[str, str] = {}
"""Module file name -> the finding kind that remains on it (a strict xfail)."""

MODULES = sorted(CORPUS.glob("*.mlir"))


def _param(path: Path):
    reason = NOT_CLEAN_YET.get(path.name)
    marks = (pytest.mark.xfail(strict=True, reason=reason),) if reason else ()
    return pytest.param(path, marks=marks, id=path.name)


def test_the_subset_is_committed_and_small():
    """At least one module of each form; at most 10 MB (issue 23 item 7)."""
    raw = [p for p in MODULES if not p.name.endswith(".generic.mlir")]
    assert raw and all(p.with_suffix("").with_suffix(".generic.mlir").exists() for p in raw)
    assert sum(p.stat().st_size for p in MODULES) <= 10_000_000
    assert set(NOT_CLEAN_YET) <= {p.name for p in MODULES}, "an entry names no committed module"


@pytest.mark.parametrize("path", [_param(p) for p in MODULES])
def test_corpus_module_is_clean(path: Path):
    report = check_file(str(path), Options())
    # what `cute-sym check` prints by default: an undecided fact is counted in the coverage instead
    bad = [f for f in shown(report.findings) if f.severity in ("error", "warning")]
    assert not bad, "\n".join(f.render() for f in bad)
    coverage = getattr(report, "coverage", None)
    if coverage is not None:  # the coverage line of issue 23 item 5
        assert coverage.ratio >= FLOOR, coverage.line()
