"""Every example and every listed error of seed 000 and of extension-ops.md is a lit test.

A use of an op in the seed (name, ``<...>`` attribute, operand types, result type, as
``foundation_seeds.op_uses`` extracts it) must appear in a lit test of ``Cute/``; an
error use in an ``_errors.mlir`` file under an ``expected-error``; and every message
the seed quotes (``// error: ...``) must be the text of an ``expected-error`` or, where
NVIDIA's MLIR words the error otherwise (issue 11: NVIDIA's text is the error, the
more detailed one an attached note), of an ``expected-note`` of that case.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from tests.foundation.foundation_seeds import _TOKEN, _parse_use, op_uses, seed_text

HERE = Path(__file__).resolve().parent
SPEC = HERE.parents[1] / "spec" / "extension-ops.md"
DESIGNATOR = re.compile(r"expected-error(?:@(?:[+-]\d+|above|below))?\s*\{\{(.*)\}\}")
NOTE = re.compile(r"expected-note(?:@(?:[+-]\d+|above|below))?\s*\{\{(.*)\}\}")


def _squash(text: str | None) -> str | None:
    return None if text is None else re.sub(r"\s+", "", text)


def _uses(text: str) -> list[tuple[tuple, int]]:
    """``((op, attr, operand types, result), offset)`` of each ``cute.<op>`` use in ``text``."""
    out = []
    for m in re.finditer(r"(?<![\w'.])cute\.(\w+)\b", text):
        parsed = _parse_use(_TOKEN.findall(text[m.end():m.end() + 1500]))
        if parsed:
            attr, types, result = parsed
            out.append(((m.group(1), _squash(attr), types, result), m.start()))
    return out


@lru_cache(maxsize=None)
def _lit_uses() -> dict[tuple, list[tuple[Path, bool]]]:
    """Each use of the lit suite, with its file and whether an ``expected-error`` points at it."""
    found: dict[tuple, list[tuple[Path, bool]]] = {}
    for path in sorted((HERE / "Cute").rglob("*.mlir")):
        text = path.read_text()
        for key, at in _uses(text):
            line = text.count("\n", 0, at)
            near = text.splitlines()[max(line - 2, 0):line + 3]
            found.setdefault(key, []).append((path, any(DESIGNATOR.search(x) for x in near)))
    return found


def _seed_uses(part: str) -> list:
    """Seed 000's uses in ``part``, less the pass section's pseudo-code (``cute.algebra_op(%input) : ...``)."""
    return [u for u in op_uses() if u.seed == "000" and u.part == part and u.types[:1] not in ((".",), ("!",))]


def _missing(part: str, lit: dict) -> list[str]:
    missing = []
    for u in _seed_uses(part):
        key = (u.op, _squash(u.attr), u.types)
        hits = [(p, expected) for (op, attr, types, result), where in lit.items()
                if (op, attr, types) == key and u.result in (None, result) for p, expected in where]
        if part == "errors":
            hits = [(p, e) for p, e in hits if p.stem.endswith("_errors") and e]
        if not hits:
            missing.append(f"{u.where}{u.types} -> {u.result}")
    return missing


def test_every_seed_example_is_a_lit_test() -> None:
    lit = _lit_uses()
    assert len(_seed_uses("examples")) >= 130
    assert _missing("examples", lit) == []


def test_every_seed_error_is_an_expected_error() -> None:
    lit = _lit_uses()
    assert len(_seed_uses("errors")) >= 70
    assert _missing("errors", lit) == []


def test_every_quoted_seed_message_is_expected_verbatim() -> None:
    """The messages of seed 000's ``// error:`` comments, in the seed's own words (an error,
    or the note under NVIDIA's error)."""
    expected = {_squash(m) for p in (HERE / "Cute").rglob("*_errors.mlir")
                for pattern in (DESIGNATOR, NOTE) for m in pattern.findall(p.read_text())}
    quoted = [_squash(" ".join(line.strip().lstrip("/").strip() for line in block.splitlines()))
              for block in re.findall(r"// error: (.*(?:\n\s*//(?! error).*)*)", seed_text("000"))]
    assert len(quoted) == 9
    for message in quoted:
        assert any(message in e for e in expected), message


def test_the_extension_ops_example_is_a_lit_test() -> None:
    lit = _lit_uses()
    (example,) = [key for key, _ in _uses(SPEC.read_text())]
    assert example in lit
