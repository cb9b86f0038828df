"""The design card: ``cute_sym`` imports and works without z3, islpy or NVRTC."""
import subprocess


def test_cute_sym_does_not_load_solver_or_nvrtc(python, repo_env):
    code = ("import sys, cute_sym; cute_sym.parse('(4,8):(1,4)')(3);"
            "bad = [m for m in ('z3', 'islpy', 'cuda', 'solver', 'codegen') if m in sys.modules];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([python, "-c", code], capture_output=True, text=True, env=repo_env)
    assert result.returncode == 0, result.stdout + result.stderr
