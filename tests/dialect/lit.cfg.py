"""lit configuration of the cute dialect suite (seed 003's layout).

``cute-opt`` runs this checkout (``<python> -m cute_sym.dialect.opt`` with the
repository root first on ``PYTHONPATH``); ``filecheck`` is the pip package's.
"""
import os
import sys

import lit.formats

config.name = "cute-dialect"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
config.excludes = ["lit.cfg.py", "Inputs", "dsl_corpus"]

_repo = os.path.dirname(os.path.dirname(config.test_source_root))
config.environment["PYTHONPATH"] = os.pathsep.join(
    p for p in (_repo, os.environ.get("PYTHONPATH", "")) if p)
config.substitutions.append(("cute-opt", f'"{sys.executable}" -m cute_sym.dialect.opt'))
config.substitutions.append(("filecheck", f'"{sys.executable}" -m filecheck'))
