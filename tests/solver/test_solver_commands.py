"""The CLI plugin: ``register`` on an argparse parser, as cute_sym.cli uses it."""
import argparse
import json

import pytest

from solver import commands


def run(capsys, *argv):
    parser = argparse.ArgumentParser(prog="cute-sym")
    parser.add_argument("--json", action="store_true")
    commands.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    code = args.func(args)
    return code, capsys.readouterr().out


def test_prove_equal_proved_and_refuted(capsys):
    code, out = run(capsys, "prove-equal", "(4,8):(1,4)", "32:1")
    assert code == 0 and out.startswith("proved: (4,8):(1,4) == 32:1") and "[isl," in out
    code, out = run(capsys, "prove-equal", "(4,8):(8,1)", "32:1")
    assert code == 1 and out.startswith("refuted") and "counterexample" in out


def test_assumptions_on_named_leaves(capsys):
    code, out = run(capsys, "prove-equal", "(4,M):(1,4)", "(2,2,N):(1,2,4)", "--assume", "M == N")
    assert code == 0
    code, out = run(capsys, "prove-equal", "(4,M):(1,4)", "(2,2,N):(1,2,4)")
    assert code == 1 and 'params {"M":' in out


def test_json_output(capsys):
    code, out = run(capsys, "--json", "admissible", "(4,6,8):(2,3,5)", "6:3")
    record = json.loads(out)
    assert code == 1 and record["status"] == "refuted"
    assert record["counterexample"]["witness"]["coordinate"] == 2


def test_contains_prints_the_coordinate_map(capsys):
    code, out = run(capsys, "contains", "(128,256):(16384,1)", "((32,4),2):((16384,524288),1)")
    assert code == 0 and "coordinate map: " in out and "coordinate map is function: True" in out


def test_admissible_prints_the_weakest_condition(capsys):
    code, out = run(capsys, "admissible", "(4,8):(1,5)", "N:2")
    assert code == 1 and "weakest condition:" in out


def test_unknown_exits_1(capsys):
    code, out = run(capsys, "prove-equal", "(M,N):(1,M)", "(M,N):(1,M)", "--backend", "isl")
    assert code == 1 and out.startswith("unknown")


def test_bad_assumption_raises_a_cute_error_for_the_cli_to_print(capsys):
    from cute_sym.errors import CuteSyntaxError
    with pytest.raises(CuteSyntaxError):
        run(capsys, "prove-equal", "(4,M):(1,4)", "(4,M):(1,4)", "--assume", "M >=")


def test_prove_directory(capsys, tmp_path):
    script = tmp_path / "one.py"
    script.write_text(
        "from solver.certify import certificate\nfrom solver.prove import prove_equal\n"
        "def main(out=None):\n"
        "    return certificate('one', 'identity', [prove_equal('(4,8):(1,4)', '32:1')], out)\n")
    code, out = run(capsys, "prove", str(tmp_path))
    assert code == 0 and "ok  proved" in out and "1/1 certificates as expected" in out
    assert json.loads((tmp_path / "certificates" / "one.json").read_text())["status"] == "proved"


def test_the_plugin_module_imports_no_solver_backend(python, repo_env):
    import subprocess
    code = ("import sys, solver.commands; bad = [m for m in ('z3', 'islpy') if m in sys.modules];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([python, "-c", code], capture_output=True, text=True, env=repo_env)
    assert result.returncode == 0, result.stdout + result.stderr
