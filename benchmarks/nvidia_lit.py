"""Run NVIDIA's lit suite of the ``cute`` dialect (CUTLASS ``cutlass_compiler/cute_ir/test``)
with this checkout's ``cute-opt`` and the pip ``filecheck``, and print the pass count.

    python benchmarks/nvidia_lit.py /path/to/cutlass/cutlass_compiler/cute_ir/test/Dialect/Cute

NVIDIA's files are read where they are (nothing of them is copied here); a temporary lit
suite links to them and substitutes ``cute-opt`` / ``FileCheck``.  The RUN lines run in
lit's worker (``tests/dialect/inprocess_lit.py``).
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

CFG = '''
import os, sys
import lit.formats
sys.path.insert(0, {tests!r})
sys.path.insert(0, {repo!r})
from inprocess_lit import InProcessTest
config.name = "nvidia-cute"
config.test_format = InProcessTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root
config.environment["PYTHONPATH"] = {repo!r}
config.substitutions.append(("cute-opt", '"{py}" -m cute_sym.dialect.opt'))
config.substitutions.append(("FileCheck", '"{py}" -m filecheck'))
'''


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "lit.cfg.py").write_text(CFG.format(tests=str(REPO / "tests" / "dialect"), repo=str(REPO),
                                                         py=sys.executable))
        os.symlink(Path(argv[0]).resolve(), Path(tmp) / "suite")
        proc = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", tmp, "-q",
                               *os.environ.get("LIT_OPTS", "").split()], text=True, capture_output=True)
        print(proc.stdout[-20000:] + proc.stderr[-4000:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
