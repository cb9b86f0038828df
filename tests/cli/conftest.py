"""``cute_sym`` CLI runner: ``cute-sym ARGS`` as ``python -m cute_sym.cli ARGS`` in a subprocess."""
import subprocess

import pytest


@pytest.fixture
def cute_sym(python, repo_env, tmp_path):
    """Run the CLI in ``tmp_path``; returns the CompletedProcess (text)."""
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([python, "-m", "cute_sym.cli", *args], capture_output=True, text=True,
                              env=repo_env, cwd=tmp_path, timeout=120)
    return run
