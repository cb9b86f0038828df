"""The proofs/ scripts: every certificate has the expected status."""
import json
from pathlib import Path

from solver.certify import run_all

PROOFS = Path(__file__).resolve().parents[2] / "proofs"


def test_every_proof_script_certifies(tmp_path):
    records = run_all(PROOFS, tmp_path)
    names = {r["name"] for r in records}
    assert {"colmajor_identity", "complement_disjoint", "swizzle_bijection", "composition_trap",
            "table5_right_inverse", "table4_tv_composition", "tmem_admissibility"} <= names
    for r in records:
        assert r["ok"], (r["name"], r["status"], [p for p in r["parts"] if p["status"] != "proved"][:2])
        on_disk = json.loads((tmp_path / f"{r['name']}.json").read_text())
        assert on_disk["status"] == r["status"] and on_disk["statement"] == r["statement"]
        assert all(k in on_disk for k in ("backends", "seconds", "assumptions", "method"))
    by_name = {r["name"]: r for r in records}
    assert by_name["swizzle_bijection"]["method"] == "exhaustive over parameters"
    assert len(by_name["swizzle_bijection"]["parts"]) == 801
    trap = by_name["composition_trap"]["parts"][0]
    assert trap["status"] == "refuted" and trap["counterexample"]["witness"]["coordinate"] == 2
    assert "erratum" in by_name["table5_right_inverse"]["notes"][0]


def test_a_rerun_that_only_timed_differently_leaves_the_certificate_alone(tmp_path):
    # issue 16: `cute-sym prove proofs/` rewrote the seven tracked certificates (their timings)
    from solver.certify import certificate
    from solver.proof import Proof

    def write(seconds, status="proved"):
        return certificate("law", "a law", [Proof("part", status, "isl", seconds)], tmp_path)

    write(0.25)
    path = tmp_path / "law.json"
    first = path.read_text()
    assert json.loads(first)["seconds"] == 0.25
    record = write(0.75)                          # only the timings differ: the file is kept
    assert path.read_text() == first and record["seconds"] == 0.75
    write(0.75, status="refuted")                 # anything else differs: rewritten
    assert json.loads(path.read_text())["status"] == "refuted"
    path.write_text("{not json")                  # an unreadable certificate is replaced
    write(0.5)
    assert json.loads(path.read_text())["seconds"] == 0.5


def test_a_virtual_environment_in_the_checkout_is_ignored():
    # issue 16: `.venv/` was not in .gitignore, so a venv made in the checkout showed as untracked
    import shutil
    import subprocess
    repo = PROOFS.parent
    if shutil.which("git") is None or not (repo / ".git").exists():
        import pytest
        pytest.skip("not a git checkout")
    r = subprocess.run(["git", "check-ignore", "-q", ".venv/bin/python"], cwd=repo)
    assert r.returncode == 0
