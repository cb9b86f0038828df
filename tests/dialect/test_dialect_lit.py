"""Run the lit + FileCheck suite of ``tests/dialect`` (seed 003's layout) from pytest."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_lit_suite_passes(python: str, repo_env: dict) -> None:
    files = sorted(p for p in HERE.rglob("*.mlir") if "dsl_corpus" not in p.parts)
    proc = subprocess.run([python, "-c", "from lit.main import main; main()", str(HERE), "-v"],
                          env=repo_env, capture_output=True, text=True, timeout=1200)
    report = proc.stdout + proc.stderr
    assert proc.returncode == 0, report[-8000:]
    passed = re.search(r"Passed\s*:\s*(\d+)", report)
    assert passed and int(passed.group(1)) == len(files), report[-3000:]


def test_every_op_has_a_test_and_an_errors_twin() -> None:
    """Seed 003: one ``<op>.mlir`` and one ``<op>_errors.mlir`` per op, under its group."""
    from cute_sym.dialect.ops import all_ops
    for op in all_ops():
        short = op.name.split(".", 1)[1]
        found = list((HERE / "Cute").glob(f"*/{short}.mlir"))
        assert len(found) == 1, op.name
        assert found[0].with_name(f"{short}_errors.mlir").exists(), op.name
