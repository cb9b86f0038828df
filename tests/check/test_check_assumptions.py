"""``--assume`` held against the module (issue 13, item 5): assumptions that no value of the
module's leaves satisfies are an error (exit 1, the reason given) also where every fact would
then hold; a name the module does not have is a warning listing the module's names.

The modules are DSL-printed: ``correct_dynamic`` (``%arg0`` an ``Int32``, ``arg1_q0`` the
``?{div=16}`` rows of a tensor) and the corpus's ``tensor_views_dynamic`` (``arg0_q0``, rows a
multiple of 16).  The vacuity is independent arithmetic: an ``i32`` is at most ``2**31 - 1``.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from solver.check import Options, check_file

HERE = Path(__file__).resolve().parent
DYNAMIC = HERE / "dsl_modules" / "correct_dynamic.mlir"
TILE = HERE.parent / "dialect" / "dsl_corpus" / "tensor_views_dynamic.mlir"
I32_MAX = 2 ** 31 - 1


def assume_findings(path: Path, *assume: str):
    return [f for f in check_file(str(path), Options(assume=assume)).findings if f.kind == "assume"]


@pytest.mark.parametrize("assume, names, typed", [
    ("arg1_q0 > 2**40", ["arg1_q0"], True),                  # issue 13's M > 2**40 for an i32 leaf
    ("arg1_q0 >= 2**31", ["arg1_q0"], True),
    ("arg0 * arg1_q0 > 2**62", ["arg0", "arg1_q0"], True),   # (2**31 - 1)**2 < 2**62
    ("arg1_q0 % 16 == 8", ["arg1_q0"], False),               # the module's ?{div=16}
    ("arg0 < 1", ["arg0"], False),                          # arg0 is a shape extent: positive
])
def test_vacuous_assumptions_are_an_error_with_the_reason(assume, names, typed):
    (f,) = assume_findings(DYNAMIC, assume)
    assert f.severity == "error" and f.detail == {"vacuous": True, "names": names}
    if typed:       # increasing in each leaf, and false at the largest i32 values
        assert not eval(assume, {n: I32_MAX for n in names})
        assert "integer types (" in f.message and all(f"{n}: i32" in f.message for n in names)
    assert "vacuously" in f.message and f.notes[0] == f"assumptions: {assume}"


def test_satisfiable_assumptions_give_no_assume_finding():
    assert assume_findings(DYNAMIC, "arg1_q0 >= 2**20", "arg0 % 4 == 0") == []
    assert check_file(str(TILE), Options(assume=("arg0_q0 >= 32",))).findings == []


def test_a_name_the_module_lacks_is_a_warning_naming_the_modules_names():
    (f,) = assume_findings(TILE, "M >= 32")
    assert f.severity == "warning" and f.detail["unknown"] == ["M"] and f.detail["names"] == ["arg0_q0"]
    assert "the module's names: arg0_q0" in f.notes
    # the assumption is no help: the tile past the tensor is still reported
    assert any(g.kind == "view" for g in check_file(str(TILE), Options(assume=("M >= 32",))).findings)


def test_cli_exits_1_with_the_reason(python, repo_env):
    r = subprocess.run([python, "-m", "cute_sym.cli", "check", str(TILE), "--assume", "arg0_q0 > 2**40"],
                       capture_output=True, text=True, env=repo_env, timeout=300)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "no value of the leaves' integer types (arg0_q0: i32) satisfies the assumptions" in r.stdout
    assert r.stdout.strip().splitlines()[-1].endswith("1 error")
