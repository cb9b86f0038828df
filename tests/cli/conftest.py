"""``cute_sym`` CLI runner: ``cute-sym ARGS`` as ``python -m cute_sym.cli ARGS`` in a process of its own
(a fork of a warm interpreter: tests/forkserver.py)."""
import subprocess

import pytest


@pytest.fixture
def cute_sym(fork_server, tmp_path):
    """Run the CLI in ``tmp_path``; returns the CompletedProcess (text)."""
    def run(*args: str) -> subprocess.CompletedProcess:
        return fork_server.run("cute_sym.cli", list(args), tmp_path, timeout=120)
    return run
