"""lit configuration of the cute dialect suite (seed 003's layout).

``cute-opt`` runs this checkout (``<python> -m cute_sym.dialect.opt`` with the
repository root first on ``PYTHONPATH``); ``filecheck`` is the pip package's.
"""
import os
import sys

import lit.formats

config.name = "cute-dialect"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inprocess_lit import InProcessTest  # noqa: E402  (cute-opt | filecheck run inside the worker)

config.test_format = InProcessTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
config.excludes = ["lit.cfg.py", "inprocess_lit.py", "Inputs", "dsl_corpus"]

_repo = os.path.dirname(os.path.dirname(config.test_source_root))
sys.path.insert(0, _repo)      # the in-process cute-opt imports this checkout too
config.environment["PYTHONPATH"] = os.pathsep.join(
    p for p in (_repo, os.environ.get("PYTHONPATH", "")) if p)
config.substitutions.append(("cute-opt", f'"{sys.executable}" -m cute_sym.dialect.opt'))
config.substitutions.append(("filecheck", f'"{sys.executable}" -m filecheck'))
