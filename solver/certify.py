"""Certificates: laws and tables of the paper proved for parametric families.

A proof script (a module of ``proofs/`` with ``main(out=None) -> dict``) states
a law, proves its parts with :mod:`solver.prove` and writes a JSON certificate
with :func:`certificate`.  :func:`run_all` runs every script of a directory
(``cute-sym prove proofs/``).  A certificate that differs from the one on disk only in its
timings is not rewritten, so re-running the proofs leaves a clean checkout clean.
"""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any, Iterable

from cute_sym.errors import CuteError

from .proof import Proof

__all__ = ["certificate", "run_all", "scripts"]


def certificate(name: str, statement: str, proofs: Iterable[Proof], out: "Path | None", *,
                expected: str = "proved", method: str = "parametric", notes: Iterable[str] = ()) -> dict:
    """Record ``proofs`` of ``statement`` as ``<out>/<name>.json`` and return the record.

    ``status`` is ``refuted`` if a part is refuted, ``proved`` if all are, else
    ``unknown``; ``ok`` says whether it is the ``expected`` one (a script that
    demonstrates a refutation expects ``refuted``, of every part).  ``method`` says how the
    family is covered: ``parametric`` (one proof for every parameter value),
    ``exhaustive over parameters`` (one proof per member) or ``static rows`` (a
    table of static layouts, one proof per row)."""
    proofs = list(proofs)
    statuses = {p.status for p in proofs}
    status = "refuted" if "refuted" in statuses else "proved" if statuses == {"proved"} else "unknown"
    ok = status == expected and (expected != "refuted" or statuses == {"refuted"})
    record = {
        "name": name, "statement": statement, "status": status, "expected": expected, "ok": ok,
        "method": method, "backends": sorted({p.backend for p in proofs}),
        "seconds": round(sum(p.seconds for p in proofs), 6),
        "assumptions": sorted({a for p in proofs for a in p.assumptions}),
        "notes": list(notes), "parts": [p.to_dict() for p in proofs],
    }
    if out is not None:
        Path(out).mkdir(parents=True, exist_ok=True)
        path = Path(out) / f"{name}.json"
        if not _same_but_timings(path, record):      # a re-run that only timed differently leaves the file
            path.write_text(_text(record))
    return record


def _untimed(x: Any) -> Any:
    """``x`` without its ``seconds`` entries (at every level)."""
    if isinstance(x, dict):
        return {k: _untimed(v) for k, v in x.items() if k != "seconds"}
    if isinstance(x, list):
        return [_untimed(v) for v in x]
    return x


def _same_but_timings(path: Path, record: dict) -> bool:
    """Whether the certificate at ``path`` says what ``record`` says, timings aside."""
    try:
        old = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    return _untimed(old) == _untimed(json.loads(_text(record)))


def _text(record: dict) -> str:
    """The certificate as JSON: the header indented, one line per part."""
    head = json.dumps({k: v for k, v in record.items() if k != "parts"}, indent=1, ensure_ascii=False)
    parts = ",\n".join("  " + json.dumps(p, ensure_ascii=False) for p in record["parts"])
    return f"{head[:-2]},\n \"parts\": [\n{parts}\n ]\n}}\n"


def scripts(path: "str | Path") -> list[Path]:
    """The proof scripts of a directory: ``*.py`` files not starting with ``_``."""
    root = Path(path)
    if not root.is_dir():
        raise CuteError(f"{path} is not a directory of proof scripts")
    return sorted(p for p in root.glob("*.py") if not p.name.startswith("_"))


def run_all(path: "str | Path", out: "str | Path | None" = None) -> list[dict]:
    """Run every proof script of ``path``; certificates go to ``out`` (default
    ``<path>/certificates``).  Returns the certificates in script order."""
    root = Path(path)
    target = Path(out) if out is not None else root / "certificates"
    records = []
    for script in scripts(root):
        spec = importlib.util.spec_from_file_location(f"_cute_sym_proof_{script.stem}", script)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        try:
            spec.loader.exec_module(module)
            if not hasattr(module, "main"):
                raise CuteError("the proof script has no main()", operand=str(script))
            records.append(module.main(target))
        except CuteError as e:
            e.operand = e.operand or str(script)
            raise
        except Exception as e:                  # the script's own bug, reported as its failure
            raise CuteError(f"the proof script failed: {type(e).__name__}: {e}", operand=str(script)) from e
    return records
