"""The solver's subcommands through the real CLI, ``python -m cute_sym.cli``."""
import json
import subprocess



def cli(python, env, *args):
    return subprocess.run([python, "-m", "cute_sym.cli", *args], capture_output=True, text=True, env=env,
                          timeout=300)


def test_prove_equal_exit_status(python, repo_env):
    ok = cli(python, repo_env, "prove-equal", "(4,8):(1,4)", "32:1")
    assert ok.returncode == 0 and ok.stdout.startswith("proved: (4,8):(1,4) == 32:1")
    bad = cli(python, repo_env, "prove-equal", "(4,8):(8,1)", "32:1")
    assert bad.returncode == 1 and "counterexample: coordinate" in bad.stdout


def test_admissible_json_carries_the_witness(python, repo_env):
    r = cli(python, repo_env, "--json", "admissible", "(4,6,8):(2,3,5)", "6:3")
    record = json.loads(r.stdout)
    assert r.returncode == 1 and record["counterexample"]["witness"]["coordinate"] == 2


def test_contains_with_assumptions(python, repo_env):
    r = cli(python, repo_env, "contains", "(M,256):(16384,1)", "((32,4),2):((16384,524288),1)",
            "--assume", "M >= 128")
    assert r.returncode == 0 and r.stdout.startswith("proved")


def test_a_bad_assumption_is_a_diagnostic_with_a_caret(python, repo_env):
    r = cli(python, repo_env, "prove-equal", "(4,M):(1,4)", "(4,M):(1,4)", "--assume", "M >=")
    out = r.stdout + r.stderr
    assert r.returncode == 1 and "malformed assumption" in out and "^" in out and "Traceback" not in out


def test_prove_a_directory_of_scripts(python, repo_env, tmp_path):
    (tmp_path / "identity.py").write_text(
        "from solver.certify import certificate\nfrom solver.prove import prove_equal\n"
        "def main(out=None):\n"
        "    return certificate('identity', '(4,8):(1,4) == 32:1', [prove_equal('(4,8):(1,4)', '32:1')], out)\n")
    r = cli(python, repo_env, "prove", str(tmp_path))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1/1 certificates as expected" in r.stdout
    assert json.loads((tmp_path / "certificates" / "identity.json").read_text())["status"] == "proved"
