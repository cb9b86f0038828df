"""Shared test fixtures."""
import os
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# `cute-sym check` keeps reports in a cache (solver/check/cache.py): the suite's runs, and the
# commands they start, use a scratch one, never the user's ~/.cache/cute-sym.
if not os.environ.get("CUTE_SYM_CACHE", "").startswith(tempfile.gettempdir()):
    os.environ["CUTE_SYM_CACHE"] = tempfile.mkdtemp(prefix="cute-sym-test-cache-")


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
