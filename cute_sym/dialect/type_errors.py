"""NVIDIA's words (the CuTe DSL 4.8.1's MLIR) for a ``!cute.<kind><"text">`` that does not parse.

:func:`nvidia_type_message` maps cute-sym's :class:`~cute_sym.errors.CuteSyntaxError`
reason to the message NVIDIA's type parser prints for the same text (its lit suite,
``Dialect/Cute/Types/*_errors.mlir``); the dialect reports NVIDIA's words and keeps
cute-sym's, which name the column and the rule, as an attached ``note:``.
"""
from __future__ import annotations

import re

__all__ = ["nvidia_type_message", "EXPECTED_STRING"]

EXPECTED_STRING = "expected string"      # a type parameter that is not a string literal

_MIXED = ("expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), "
          'but got "{}"')
_DEPTH = ("expects scaled-basis paths to agree on mode-index depth (no path may terminate at a node that "
          'another path continues through), but got "{}"')
_RATIO = 'expects scaled-basis strides to have integer values, not ratios, but got "{}"'


def _balanced(text: str, start: int) -> str:
    """The token of ``text`` at ``start``: a parenthesized group or a run up to a separator."""
    if start < len(text) and text[start] == "(":
        depth = 0
        for i in range(start, len(text)):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            if depth == 0:
                return text[start:i + 1]
        return text[start:]
    m = re.match(r"[^\s;\]]*", text[start:])
    return m.group(0) if m else ""


def _strides(kind: str, text: str) -> list[str]:
    """The stride texts in ``text``: the whole text of a stride, else each ``shape:stride``'s."""
    if kind == "stride":
        return [text]
    return [_balanced(text, m.end()) for m in re.finditer(r"\):|\d:|\?:", text)]


def _stride_with(kind: str, text: str, token: str) -> str:
    return next((s for s in _strides(kind, text) if token in s), text)


def _incongruent(part: str) -> bool:
    """``part`` is a ``shape:stride`` whose shape and stride are not congruent."""
    from ..errors import CuteError
    from ..syntax import DSL_PARSERS
    try:
        DSL_PARSERS["layout"](part)
    except CuteError as e:
        return "are not congruent" in e.reason
    return False


def _at_origin(outer: str) -> str | None:
    """``outer(0)`` (NVIDIA's ``crd2idx(0, outer)``) of a layout's text, or ``None``."""
    from ..errors import CuteError
    from ..syntax import DSL_PARSERS
    from ..tuples import format_htuple
    try:
        return format_htuple(DSL_PARSERS["layout"](outer)(0))
    except (CuteError, TypeError, ValueError):
        return None


def nvidia_type_message(kind: str, text: str, reason: str) -> str:
    """NVIDIA's message for ``!cute.<kind><"text">`` that cute-sym refuses with ``reason``."""
    if "are not congruent" in reason and kind in ("layout", "composed_layout"):
        # NVIDIA reads an incongruent layout as its error layout ``x:x``
        parts = text.split(" o ")
        shown = " o ".join("x:x" if _incongruent(p) else p for p in parts)
        return f'expects no error(`x`) in layout, but got "{shown}"'
    if "must be positive" in reason and kind in ("shape", "layout", "composed_layout", "tile"):
        return f'expects positive shape mode, but got "{text}"'
    parts = text.split(" o ")
    if kind == "composed_layout" and len(parts) == 3:
        if "a swizzle A consumes only scalar indices" in reason:
            return f"swizzle layout expects scalar `offset` and `outer` without scaled basis, but got {parts[1]} and {parts[2]}"
        if "does not match A's shape" in reason:
            return f"arith sum of `crd2idx(0, outer)` and `offset` can't coordinate into inner with composed layout: {text}"
        if re.search(r"offset .* cannot be added to B\(c\)", reason) and (origin := _at_origin(parts[2])) is not None:
            return f"expects `crd2idx(0, outer)` and `offset` are addable, but got {origin} and {parts[1]}"
    m = re.search(r"stride (\S+) mixes integer", reason)
    if m:
        return _MIXED.format(m.group(1))
    if "used both as" in reason:
        return _DEPTH.format(_stride_with(kind, text, "@"))
    if "/" in text and "@" in text and kind in ("stride", "layout", "composed_layout"):
        return _RATIO.format(_stride_with(kind, text, "/"))
    return f'failed to parse {kind} from "{text}"'
