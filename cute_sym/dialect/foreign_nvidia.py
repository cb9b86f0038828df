"""The last resort of :func:`.lenient.read_printed`: NVIDIA's own MLIR re-prints a module in
the generic form, where the dsl extra is installed (``nvidia-cutlass-dsl``: every CuTe DSL
user has it).

:func:`nvidia_generic` parses the text with ``cutlass._mlir.ir`` (the DSL's dialects
registered by ``import cutlass``) in a child process -- NVIDIA's bindings may abort the process
on some inputs, and importing them takes seconds -- and returns the module printed in the
generic form with its locations (``None`` when the extra is absent or NVIDIA refuses the
text too).  An op of a module that carried no location is located by NVIDIA at its position
in the text it parsed (``loc("-":L:C)``): :func:`source_positions` reads those back, so a
finding still points at the op in the file the user has.

cute-sym's own reading must read every module of the corpus: this is not what makes it pass
(``tests/check/test_check_reading.py`` counts that no corpus module needs it).
"""
from __future__ import annotations

import importlib.util
import re
import subprocess
import sys

__all__ = ["available", "nvidia_generic", "source_positions"]

_WORKER = r'''
import sys
import cutlass  # registers the DSL's dialects
from cutlass._mlir import ir
text = sys.stdin.read()
with ir.Context() as ctx:
    ctx.allow_unregistered_dialects = True
    try:
        module = ir.Module.parse(text)
    except Exception as e:
        sys.stderr.write(str(e))
        sys.exit(3)
    sys.stdout.write(module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True))
'''


def available() -> bool:
    """The dsl extra (``cutlass``) is importable."""
    try:
        return importlib.util.find_spec("cutlass") is not None
    except (ImportError, ValueError):
        return False


def nvidia_generic(text: str, timeout: float = 300.0) -> str | None:
    """``text`` re-printed in the generic form by NVIDIA's MLIR, or ``None`` (module docstring)."""
    if not available():
        return None
    try:
        proc = subprocess.run([sys.executable, "-c", _WORKER], input=text, text=True, capture_output=True,
                              timeout=timeout)
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout if proc.returncode == 0 and proc.stdout.strip() else None


_STDIN = re.compile(r'^\s*#([\w.$-]+)\s*=\s*loc\("-":(\d+):(\d+)\)\s*$')


def source_positions(generic: str) -> dict[int, tuple[int, int]]:
    """For each 1-based line of a module NVIDIA printed, the (line, column) of the text it
    parsed that the line's op came from (its location ``"-":L:C``, through an alias)."""
    aliases: dict[str, tuple[int, int]] = {}
    lines = generic.split("\n")
    for line in lines:
        m = _STDIN.match(line)
        if m:
            aliases[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    out: dict[int, tuple[int, int]] = {}
    if not aliases:
        return out
    use = re.compile(r"loc\(#([\w.$-]+)\)")
    opened: list[int] = []
    for k, line in enumerate(lines, 1):
        text = line.strip()
        found = use.findall(line)
        at = k
        if text.startswith("})"):             # an op with regions: its location ends its last line
            at = opened.pop() if opened else k
        if text.endswith("({"):
            opened.append(k)
        elif found and found[-1] in aliases:
            out[at] = aliases[found[-1]]
    return out
