"""The ``ops`` family's memo of agreeing static ops (``solver.check.ops._agreeing``): an op whose
class, operand and result types and properties were re-derived and agreed before is covered
"re-derived" without deriving it again -- the report is the one the full check gives."""
from __future__ import annotations

from pathlib import Path

from solver.check import ops
from solver.check.run import check_text

CORPUS = Path(__file__).resolve().parent / "corpus"


def _report(text: str) -> tuple:
    r = check_text(text, "m.mlir")
    return ([(f.severity, f.kind, f.message, f.line, f.col) for f in r.findings],
            r.coverage.as_dict() if hasattr(r.coverage, "as_dict") else repr(r.coverage))


def test_agreeing_ops_are_covered_as_a_full_check_covers_them(monkeypatch):
    text = (CORPUS / "hopper_dense_gemm_f16_128x128_static.mlir").read_text()
    hits = []
    original = ops._agreeing

    def counting(ctx, op):
        agreed, key = original(ctx, op)
        hits.append(key is not None and key in agreed)
        return agreed, key
    monkeypatch.setattr(ops, "_agreeing", counting)
    with_memo = _report(text)
    assert sum(hits) > 100                                  # the module repeats its static ops
    monkeypatch.setattr(ops, "_agreeing", lambda ctx, op: (set(), None))
    assert _report(text) == with_memo
