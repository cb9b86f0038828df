"""NVIDIA's MLIR (the CuTe DSL 4.8.1 wheel's ``cutlass._mlir``) as a reference parser.

:func:`parse` sends module texts to a worker process (NVIDIA's bindings can abort the
process on some inputs) and returns, per text, ``None`` when it parses and verifies, else
its diagnostics as ``[(line, severity, message)]``.  Used only when the extra is
installed (:func:`available`).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "dsl"))
from cute_dsl import available  # noqa: E402

__all__ = ["available", "parse"]

_WORKER = r'''
import json, re, sys
import cutlass
from cutlass._mlir import ir
for line in sys.stdin:
    text = json.loads(line)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        try:
            ir.Module.parse(text)
            out = None
        except Exception as e:
            out = []
            for d in getattr(e, "error_diagnostics", []) or []:
                loc = str(d.location)
                m = re.search(r":(\d+):(\d+)", loc)
                out.append([int(m.group(1)) if m else 0, "error", d.message])
                for n in d.notes:
                    nl = re.search(r":(\d+):(\d+)", str(n.location))
                    out.append([int(nl.group(1)) if nl else 0, "note", n.message])
            if not out:
                out = [[0, "error", str(e)]]
    print(json.dumps(out), flush=True)
'''


def parse(texts: list[str]) -> list[list | None]:
    """NVIDIA's verdict on each module text (``"crash"`` entries when it aborted)."""
    out: list = []
    while len(out) < len(texts):
        todo = texts[len(out):]
        proc = subprocess.run([sys.executable, "-c", _WORKER], text=True, capture_output=True,
                              input="".join(json.dumps(t) + "\n" for t in todo), timeout=600)
        for line in proc.stdout.splitlines():
            out.append(json.loads(line))
        if len(out) < len(texts):
            out.append([[0, "crash", proc.stderr[-500:]]])
    return out
