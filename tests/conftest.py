"""Shared test fixtures."""
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _repo_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


@pytest.fixture
def repo_env() -> dict:
    """Environment for subprocesses that import this checkout's packages first."""
    return _repo_env()


@pytest.fixture(scope="session")
def fork_server():
    """``python -m MODULE ARGS`` in ``repo_env``, each command a fork of one warm interpreter
    (tests/forkserver.py): ``fork_server.run(module, args, cwd, timeout)``."""
    from tests.forkserver import shared
    return shared(_repo_env())


@pytest.fixture
def python() -> str:
    return sys.executable
