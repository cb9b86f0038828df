"""NVIDIA's CuTe DSL (``nvidia-cutlass-dsl``, optional) as a differential oracle of result types.

:func:`infer` sends cases ``(op, [operand types], {attributes})`` to a worker process
(:mod:`dsl_worker`) and returns, per case, ``("type", text)``, ``("error", message)`` or
``("crash", "")`` when the DSL's bindings crashed on it.  Fixtures (``fixtures/*.json``)
hold what the DSL answered, so the tests that compare with it run without it;
``python tests/dsl/cute_dsl.py`` re-records them.
"""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterable

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
VERSION = "4.8.1"


def available() -> bool:
    """Whether ``import cutlass`` would find the DSL of the pinned version."""
    if importlib.util.find_spec("cutlass") is None:
        return False
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("nvidia-cutlass-dsl") == VERSION
    except PackageNotFoundError:
        return False


Case = tuple  # (op, [types], {attrs})


def infer(cases: Iterable[Case]) -> list[tuple[str, str]]:
    """The DSL's answer to each case, in order (a crash costs one restart)."""
    cases = [list(c) if len(c) == 3 else [c[0], list(c[1]), {}] for c in cases]
    out: list[tuple[str, str]] = []
    while len(out) < len(cases):
        todo = cases[len(out):]
        proc = subprocess.run([sys.executable, str(HERE / "dsl_worker.py")], text=True, capture_output=True,
                              input="".join(json.dumps(c) + "\n" for c in todo), timeout=600)
        for line in proc.stdout.splitlines():
            answer = json.loads(line)
            out.append(("type", answer["type"]) if "type" in answer else ("error", answer["error"]))
        if len(out) < len(cases):
            if proc.returncode == 0:
                raise RuntimeError(f"the DSL worker stopped early: {proc.stderr[-2000:]}")
            out.append(("crash", ""))
    return out


def type_text(t: str) -> str:
    """``!cute.layout<"(4,8):(1,4)">`` -> ``(4,8):(1,4)``."""
    return t[t.index('"') + 1:t.rindex('"')]


def load(name: str) -> Any:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def save(name: str, data: Any) -> None:
    FIXTURES.mkdir(exist_ok=True)
    (FIXTURES / f"{name}.json").write_text(json.dumps(data, indent=0) + "\n")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    import recorders
    for name in sys.argv[1:] or recorders.ALL:
        save(name, recorders.ALL[name]())
        print("recorded", name)
