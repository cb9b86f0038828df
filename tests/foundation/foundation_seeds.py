"""Values and op examples extracted from the specification seeds 000, 002, 003.

The seeds are kept in the repository under ``spec/seeds/`` (a copy of the
project's specification; ``$CUTE_SYM_SEEDS`` may point elsewhere), so CI on a
clean clone runs every seed-driven test.
Nothing here is copied by hand: every string comes from a regex over the text.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


SEED_DIR = Path(os.environ.get("CUTE_SYM_SEEDS", Path(__file__).resolve().parents[2] / "spec" / "seeds"))
SEED_PREFIXES = ("000", "002", "003")

TYPE_RE = re.compile(r'!cute\.(\w+)<"([^"]*)">')
_TOKEN = re.compile(r'!cute\.\w+<"[^"]*">|->|%[\w#:]+|-?\d+|\w+|\S')


def seed_path(prefix: str) -> Path:
    found = sorted(SEED_DIR.glob(f"{prefix}_*.txt"))
    if not found:
        raise FileNotFoundError(f"seed {prefix} not found under {SEED_DIR}")
    return found[0]


@lru_cache(maxsize=None)
def seed_text(prefix: str) -> str:
    return seed_path(prefix).read_text(encoding="utf-8")


def type_strings() -> list[tuple[str, str]]:
    """Every distinct ``!cute.<kind><"text">`` of the three seeds, in order of appearance."""
    seen: dict[tuple[str, str], None] = {}
    for prefix in SEED_PREFIXES:
        for kind, text in TYPE_RE.findall(seed_text(prefix)):
            seen.setdefault((kind, text), None)
    return list(seen)


@dataclass(frozen=True)
class OpUse:
    """One ``cute.<op>`` in a seed: ``attr`` is the text inside ``<...>``, ``types``
    the operand types, ``result`` the declared result type (``None`` if absent)."""

    seed: str
    section: str      # the op whose reference section holds the use ("" outside 000's op sections)
    part: str         # "examples", "errors" or "" (seeds 002/003 have no parts)
    op: str
    attr: "str | None"
    types: tuple[str, ...]
    result: "str | None"
    bound: "int | None"            # results bound on the left (``%a, %b =`` or ``%r:2 =``)
    commented: tuple[str, ...]     # result types named by comments of its example (seed 000)

    @property
    def where(self) -> str:
        return f"seed {self.seed} {self.section or '-'}/{self.part or '-'}: cute.{self.op}"


def _parse_use(toks: list[str]) -> "tuple[str | None, tuple[str, ...], str | None] | None":
    i, attr = 0, None
    if toks[:1] == ["<"]:
        depth = 0
        for i, t in enumerate(toks):
            depth += (t == "<") - (t == ">")
            if depth == 0:
                break
        attr = " ".join(toks[1:i])
        i += 1
    if toks[i:i + 1] != ["("]:
        return None
    close = toks.index(")", i)
    i = close + 1
    if toks[i:i + 1] != [":"]:
        return None
    i += 1
    types: list[str] = []
    if toks[i] == "(":
        close = toks.index(")", i)
        types = [t for t in toks[i + 1:close] if t != ","]
        i = close + 1
    else:
        types.append(toks[i])
        i += 1
        while toks[i:i + 1] == [","]:
            types.append(toks[i + 1])
            i += 2
    result = toks[i + 1] if toks[i:i + 1] == ["->"] and toks[i + 1].startswith("!cute.") else None
    return attr, tuple(types), result


_BOUND = re.compile(r"((?:%\w+(?::\d+)?\s*,\s*)*%\w+(?::\d+)?)\s*=\s*$")
_COMMENTED = re.compile(r'(?:%\w+ :|Result:) (!cute\.\w+<"[^"]*">)')
_ARROW_COMMENT = re.compile(r'(?:(?!%\w+\s*=|(?<!!)cute\.\w)[\s\S])*?//\s*->\s*(!cute\.\w+<"[^"]*">)')


def _bound(line_head: str) -> "int | None":
    m = _BOUND.search(line_head)
    if not m:
        return None
    names = [n.strip() for n in m.group(1).split(",")]
    return int(names[0].split(":")[1]) if len(names) == 1 and ":" in names[0] else len(names)


def _commented(text: str, at: int, blanks: list[int]) -> tuple[str, ...]:
    """Result types that the comments of the example paragraph around ``at`` name."""
    start = max((b for b in blanks if b < at), default=0)
    end = min((b for b in blanks if b > at), default=len(text))
    comments = [line for line in text[start:end].splitlines() if line.strip().startswith("//")]
    return tuple(t for line in comments for t in _COMMENTED.findall(line))


@lru_cache(maxsize=None)
def op_uses() -> tuple[OpUse, ...]:
    """Every ``cute.<op>(...) : types [-> result]`` of the three seeds."""
    out = []
    for prefix in SEED_PREFIXES:
        text = seed_text(prefix)
        sections = [(m.start(), m.group(1)) for m in re.finditer(r"\.\. _op-cute\.(\w+):", text)]
        parts = [(m.start(), m.group(1).lower()) for m in re.finditer(r"\*\*(Examples|Errors):?\*\*", text)]
        blanks = [m.start() for m in re.finditer(r"\n[ \t]*\n", text)]
        for m in re.finditer(r"(?<![\w'.])cute\.(\w+)\b", text):
            parsed = _parse_use(_TOKEN.findall(text[m.end():m.end() + 1500]))
            if parsed is None:
                continue
            section = next((name for at, name in reversed(sections) if at < m.start()), "")
            section_at = next((at for at, _ in reversed(sections) if at < m.start()), -1)
            part = next((name for at, name in reversed(parts) if section_at < at < m.start()), "")
            head = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            if prefix == "000":
                commented = _commented(text, m.start(), blanks)
            else:  # one-line code blocks: a trailing ``// -> type`` before the next statement
                arrow = _ARROW_COMMENT.match(text, m.end(), m.end() + 400)
                commented = (arrow.group(1),) if arrow else ()
            out.append(OpUse(prefix, section, part, m.group(1), *parsed, _bound(head), commented))
    return tuple(out)


def value_of(type_str: str):
    """Parse ``!cute.<kind><"text">`` with its kind's parser."""
    from cute_sym.syntax import PARSERS
    kind, text = TYPE_RE.fullmatch(type_str).groups()
    return PARSERS[kind](text)


@dataclass(frozen=True)
class GridTable:
    """An RST grid table of seed 000 and the layout it tabulates (the last
    ``!cute.layout``/``!cute.composed_layout`` named before it)."""

    subject: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def grid_tables(prefix: str = "000") -> list[GridTable]:
    text = seed_text(prefix)
    out = []
    for m in re.finditer(r"(?:^[ \t]*[+|].*\n)+", text, re.M):
        lines = [ln.strip() for ln in m.group(0).splitlines() if ln.strip().startswith("|")]
        cells = [tuple(c.strip() for c in ln.strip("|").split("|")) for ln in lines]
        subjects = TYPE_RE.findall(text, 0, m.start())
        subject = next(f'!cute.{k}<"{t}">' for k, t in reversed(subjects) if k in ("layout", "composed_layout"))
        out.append(GridTable(subject, cells[0], tuple(cells[1:])))
    return out


def prose_equations(prefix: str = "000") -> list[tuple[str, str, str]]:
    """``name(args) = value`` / ``-> value`` written inline (````...````) in the prose."""
    flat = re.sub(r"\s+", " ", seed_text(prefix))
    return re.findall(r"``(\w+)\(([^`]*)\) (?:=|->) ([^`]*)``", flat)
