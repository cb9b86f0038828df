"""MLIR source locations in modules the CuTe DSL prints (``CUTE_DSL_LINEINFO=1``).

The DSL writes ``loc(#loc6)`` after each op and defines the aliases at the end of the
module: ``#loc3 = loc("/home/me/kernel.py":42:5)``, ``#loc6 = loc("cute.printf(...)"(#loc3))``
(a name around a file location), ``loc(callsite(#a at #b))``, ``loc(fused[#a, #b])``,
``loc(unknown)``.  xDSL reads neither the aliases defined after their use nor most of
these forms, so :func:`strip_locations` blanks every location out of the text (with
spaces: every other column stays where it was) and returns, for each line that carried
one, the Python source position it resolves to:

* ``"file":line:col`` is itself (``"file":l:c to l2:c2`` its start);
* ``"name"(child)`` is its child, a bare name nothing;
* ``callsite(callee at caller)`` and ``fused[a, b, ...]``: the first frame, innermost
  first, that is not inside an installed package (``site-packages``: the DSL's own
  frames), else the first frame at all;
* ``unknown`` is nothing, and so is a location in the file ``"-"`` (the DSL's canonicalized
  dump, ``CUTE_DSL_KEEP=ir``, re-parses its own text and points there).

The column is the one the DSL printed (Python's ``col_offset``: 0-based).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["SourceLoc", "strip_locations"]


@dataclass(frozen=True)
class SourceLoc:
    """A position in the user's source: ``file:line:col``."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


_NO_SOURCE = ("", "-", "<stdin>", "<unknown>")
"""File names that are no source (``"-"``: the DSL's canonicalized dump re-parses its own text)."""

_ALIAS_DEF = re.compile(r"^\s*#([\w.$-]+)\s*=\s*loc\(")
_FILE_LOC = re.compile(r'"((?:[^"\\]|\\.)*)"\s*:\s*(\d+)\s*:\s*(\d+)(?:\s+to\s+(?:\d+\s*:\s*)?\d+)?')


_STRING_REST = re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)
_ALIAS_USE = re.compile(r"\(#[\w.$-]*\)")
"""``(#loc12)``: a location that is an alias, no bracket or quote inside."""


def _string_end(text: str, i: int) -> int:
    """The index just past the string literal starting at ``text[i] == '"'`` (a backslash
    escapes the next character; unclosed: the end of ``text``)."""
    m = _STRING_REST.match(text, i + 1)
    return m.end() if m else len(text)


def _scan(text: str, i: int = 0):
    """``(index, character, depth)`` of ``text`` from ``i`` outside string literals; ``depth``
    counts the brackets open after the character."""
    depth, j = 0, i
    while j < len(text):
        c = text[j]
        if c == '"':
            j = _string_end(text, j)
            continue
        depth += (c in "([{<") - (c in ")]}>")
        yield j, c, depth
        j += 1


def _matching_paren(text: str, i: int) -> int:
    """The index of the ``)`` closing the ``(`` at ``text[i]`` (strings skipped); -1 if none."""
    return next((j for j, c, depth in _scan(text, i) if depth == 0), -1)


def _unescape(s: str) -> str:
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)),
                  s.replace('\\"', '"').replace("\\\\", "\\"))


class _Resolver:
    """Location bodies (the text inside ``loc(...)``) to lists of frames, innermost first."""

    def __init__(self, aliases: dict[str, str]):
        self.aliases = aliases
        self.memo: dict[str, tuple[SourceLoc, ...]] = {}

    def alias(self, name: str, depth: int) -> tuple[SourceLoc, ...]:
        if name not in self.memo:
            self.memo[name] = ()          # a cycle resolves to nothing
            body = self.aliases.get(name)
            self.memo[name] = self.frames(body, depth + 1) if body is not None else ()
        return self.memo[name]

    def frames(self, body: str, depth: int = 0) -> tuple[SourceLoc, ...]:
        body = body.strip()
        if depth > 64 or not body or body == "unknown":
            return ()
        if body.startswith("#"):
            m = re.match(r"#([\w.$-]+)", body)
            return self.alias(m.group(1), depth) if m else ()
        m = _FILE_LOC.match(body)
        if m and m.end() == len(body):
            return (SourceLoc(_unescape(m.group(1)), int(m.group(2)), int(m.group(3))),)
        if body.startswith('"'):                    # a name, with or without a child
            end = _string_end(body, 0)
            rest = body[end:].strip()
            if rest.startswith("(") and rest.endswith(")"):
                return self.frames(rest[1:-1], depth + 1)
            return ()
        if body.startswith("callsite(") and body.endswith(")"):
            inner = body[len("callsite("):-1]
            parts = _split_top(inner, " at ")
            return tuple(f for p in parts for f in self.frames(p, depth + 1))
        if body.startswith("fused"):
            k = body.find("[")
            if k >= 0 and body.endswith("]"):
                return tuple(f for p in _split_top(body[k + 1:-1], ",") for f in self.frames(p, depth + 1))
        return ()

    def resolve(self, body: str) -> SourceLoc | None:
        frames = [f for f in self.frames(body) if f.file not in _NO_SOURCE]
        for f in frames:
            if "site-packages" not in f.file and "dist-packages" not in f.file:
                return f
        return frames[0] if frames else None


def _split_top(text: str, sep: str) -> list[str]:
    """``text`` split at ``sep`` outside brackets and strings."""
    parts, start, skip = [], 0, 0
    for j, c, depth in _scan(text):
        if j < skip:
            continue
        if depth == 0 and c not in ")]}>" and text.startswith(sep, j):
            parts.append(text[start:j])
            start = skip = j + len(sep)
    parts.append(text[start:])
    return parts


def _loc_spans(line: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every ``loc(...)`` of a line outside string literals."""
    spans, j = [], 0
    while True:
        k = line.find("loc(", j)
        if k < 0:
            break
        q = line.find('"', j, k)
        if q >= 0:                          # a string literal starts first: skip it
            j = _string_end(line, q)
            continue
        if k == 0 or not (line[k - 1].isalnum() or line[k - 1] in "_.$#"):
            m = _ALIAS_USE.match(line, k + 3)           # the DSL's ``loc(#loc12)``
            end = m.end() - 1 if m else _matching_paren(line, k + 3)
            if end < 0:
                break
            spans.append((k, end + 1))
            j = end + 1
            continue
        j = k + 4
    return spans


def strip_locations(text: str) -> tuple[str, dict[int, SourceLoc]]:
    """``text`` with every location blanked out (alias definitions too), and the resolved
    location of each 1-based line that carried one (its last ``loc(...)``)."""
    if "loc(" not in text:
        return text, {}
    lines = text.split("\n")
    aliases: dict[str, str] = {}
    for k, line in enumerate(lines):
        m = _ALIAS_DEF.match(line)
        if m:
            end = _matching_paren(line, m.end() - 1)
            aliases[m.group(1)] = line[m.end():end] if end > 0 else ""
            lines[k] = ""
    resolver = _Resolver(aliases)
    where: dict[int, SourceLoc] = {}
    for k, line in enumerate(lines):
        if "loc(" not in line:
            continue
        spans = _loc_spans(line)
        if not spans:
            continue
        chars = list(line)
        for start, end in spans:
            loc = resolver.resolve(line[start + 4:end - 1])
            if loc is not None:
                where[k + 1] = loc
            chars[start:end] = " " * (end - start)
        lines[k] = "".join(chars).rstrip() if spans[-1][1] == len(line) else "".join(chars)
    return "\n".join(lines), where
