"""Canonical text ⇄ values (seed 000, each type's "Assembly format").

Grammar (blanks between tokens are tolerated, printing is canonical)::

    htuple   := leaf | '(' [htuple (',' htuple)*] ')'
    leaf     := int | dyn | '_' | (int | dyn) ('@' nat)+        # V@Mn@...@M0
    dyn      := '?' ['{' [('i32' | 'i64')] ['div=' nat] '}']   # either order
    layout   := htuple ':' htuple
    swizzle  := 'S<' int ',' int ',' int '>'
    composed := (swizzle | layout) 'o' htuple 'o' layout
    tile     := layout | '_' | '[' tile (';' tile)* ']'

Malformed text raises :class:`CuteSyntaxError` with the 1-based column and
what was expected there.  Integers are ASCII digits; blanks are space, tab, CR and LF.
"""
from __future__ import annotations

from typing import Any, Callable

from .composed import ComposedLayout, Swizzle
from .errors import CuteSyntaxError, KindError
from .kinds import Coord, IntTuple, Shape, Stride
from .layout import Layout, shape_leaf_error, stride_leaf_error
from .tile import Tile, format_tile_value
from .tuples import MAX_BASIS_MODE, Dyn, E, HTuple, _, format_htuple, leaves

__all__ = ["parse", "parse_int_tuple", "parse_shape", "parse_stride", "parse_coord",
           "parse_layout", "parse_composed_layout", "parse_swizzle", "parse_tile",
           "format_htuple", "format_tile_value", "PARSERS", "MAX_DEPTH"]

DIGITS = frozenset("0123456789")


MAX_DEPTH = 64
"""Deepest nesting of ``(`` / ``[`` read (deeper text would exhaust Python's recursion)."""


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.depth = 0
        self.leaf_at: list[int] = []   # start of every leaf read so far, depth-first

    def culprit(self, value: HTuple, first: int, bad: Callable[[Any], bool], default: int) -> int:
        """1-based column of the first leaf of ``value`` (whose leaves start at
        ``leaf_at[first]``) for which ``bad`` holds; ``default + 1`` if none."""
        at = next((self.leaf_at[first + k] for k, x in enumerate(leaves(value)) if bad(x)), default)
        return at + 1

    # --- scanning ---
    def error(self, expected: str, at: int | None = None) -> CuteSyntaxError:
        at = self.pos if at is None else at
        found = repr(self.text[at]) if at < len(self.text) else "end of input"
        return CuteSyntaxError(f"expected {expected}, found {found}", self.text, at + 1)

    def blank(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in " \t\r\n":
            self.pos += 1

    def peek(self) -> str:
        self.blank()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def accept(self, token: str) -> bool:
        self.blank()
        if self.text.startswith(token, self.pos):
            self.pos += len(token)
            return True
        return False

    def expect(self, token: str) -> None:
        if not self.accept(token):
            raise self.error(f"'{token}'")

    def end(self) -> None:
        self.blank()
        if self.pos != len(self.text):
            raise self.error("end of input")

    def integer(self, what: str = "an integer") -> int:
        self.blank()
        start = self.pos
        if self.text.startswith("-", self.pos):
            self.pos += 1
        while self.pos < len(self.text) and self.text[self.pos] in DIGITS:
            self.pos += 1
        digits = self.text[start:self.pos]
        if digits in ("", "-"):
            self.pos = start
            raise self.error(what)
        try:
            return int(digits)
        except ValueError:   # past Python's limit on digits converted from text
            raise CuteSyntaxError(f"integer literal of {len(digits)} characters is too long", self.text,
                                  start + 1) from None

    # --- values ---
    def dyn(self) -> Dyn:
        """``?``, ``?{i64}``, ``?{div=8}``, ``?{i64 div=8}`` (the DSL's text; its
        attributes in either order, each at most once; ``div=1`` is plain ``?``)."""
        self.expect("?")
        if not self.text.startswith("{", self.pos):
            return Dyn(32)
        self.pos += 1
        width, div = None, None
        while not self.accept("}"):
            at = self.pos
            if self.peek() == "i":
                if width is not None:
                    raise CuteSyntaxError("the width of a '?' is given twice", self.text, at + 1)
                width = next((w for w in (32, 64) if self.accept(f"i{w}")), None)
                if width is None:
                    raise self.error("'i32' or 'i64'")
            elif self.accept("div"):
                if div is not None:
                    raise CuteSyntaxError("the divisor of a '?' is given twice", self.text, at + 1)
                self.expect("=")
                self.blank()
                number_at = self.pos
                div = self.integer("a divisor")
                if div < 0:
                    raise CuteSyntaxError(f"a divisor must be non-negative (?{{div=N}} says N divides the "
                                          f"value), got {div}", self.text, number_at + 1)
            else:
                raise self.error("'i32', 'i64', 'div=' or '}'" if width or div is not None
                                 else "'i32', 'i64' or 'div='")
        if width is None and div is None:
            raise self.error("'i32', 'i64' or 'div='", self.pos - 1)
        return Dyn(width or 32, div=1 if div is None else div)

    def leaf(self) -> Any:
        c = self.peek()
        self.leaf_at.append(self.pos)
        if c == "_":
            self.pos += 1
            return _
        value = self.dyn() if c == "?" else self.integer("an integer, '?', '_' or '('")
        modes = []
        while self.text.startswith("@", self.pos):
            self.pos += 1
            at = self.pos
            m = self.integer("a basis mode index")
            if m < 0:
                raise self.error("a non-negative basis mode index", at)
            if m > MAX_BASIS_MODE:
                raise CuteSyntaxError(f"basis mode index {m} is past {MAX_BASIS_MODE}", self.text, at + 1)
            modes.append(m)
        return E(value, tuple(reversed(modes))) if modes else value

    def nest(self, delta: int) -> None:
        """Enter (``+1``, at an opening bracket) or leave (``-1``) a level of nesting."""
        self.depth += delta
        if self.depth > MAX_DEPTH:
            raise CuteSyntaxError(f"nesting deeper than {MAX_DEPTH} levels", self.text, self.pos + 1)

    def htuple(self) -> HTuple:
        if self.peek() != "(":
            return self.leaf()
        self.nest(1)
        self.pos += 1
        if self.accept(")"):
            self.nest(-1)
            return ()
        items = [self.htuple()]
        while self.accept(","):
            items.append(self.htuple())
        if not self.accept(")"):
            raise self.error("',' or ')'")
        self.nest(-1)
        return tuple(items)

    def kind(self, cls: type) -> IntTuple:
        self.blank()
        start, first = self.pos, len(self.leaf_at)
        value = self.htuple()
        try:
            return cls(value)
        except KindError as e:
            column = self.culprit(value, first, lambda x: not cls.admits(x), start)
            raise CuteSyntaxError(e.reason, self.text, column) from None

    def layout(self) -> Layout:
        self.blank()
        start, first = self.pos, len(self.leaf_at)
        shape = self.htuple()
        self.expect(":")
        self.blank()
        stride_at, stride_first = self.pos, len(self.leaf_at)
        stride = self.htuple()
        try:
            return Layout(shape, stride)
        except KindError as e:
            if e.operand == "shape":
                column = self.culprit(shape, first, shape_leaf_error, start)
            else:
                column = self.culprit(stride, stride_first, stride_leaf_error, stride_at)
            raise CuteSyntaxError(e.reason, self.text, column) from None

    def swizzle(self) -> Swizzle:
        self.blank()
        start = self.pos
        self.expect("S<")
        b = self.integer()
        self.expect(",")
        m = self.integer()
        self.expect(",")
        s = self.integer()
        self.expect(">")
        try:
            return Swizzle(b, m, s)
        except KindError as e:
            raise CuteSyntaxError(e.reason, self.text, start + 1) from None

    def separator(self) -> None:
        self.blank()
        if not self.text.startswith("o ", self.pos):
            raise self.error("' o '")
        self.pos += 1

    def composed(self) -> ComposedLayout:
        self.blank()
        inner = self.swizzle() if self.text.startswith("S<", self.pos) else self.layout()
        self.separator()
        self.blank()
        offset_at = self.pos
        offset = self.kind(IntTuple).value
        self.separator()
        outer = self.layout()
        try:
            return ComposedLayout(inner, offset, outer)
        except KindError as e:   # constraints 1-3: offset + B(c) must suit A
            raise CuteSyntaxError(e.reason, self.text, offset_at + 1) from None

    def tile_value(self) -> Any:
        c = self.peek()
        if c == "[":
            self.nest(1)
            self.pos += 1
            items = [self.tile_value()]
            while self.accept(";"):
                items.append(self.tile_value())
            if not self.accept("]"):
                raise self.error("';' or ']'")
            self.nest(-1)
            return tuple(items)
        if c == "_":
            self.pos += 1
            return _
        if c not in "(?-0123456789" or c == "":
            raise self.error("a layout, '_' or '['")
        return self.layout()


def _entry(method: Callable[[_Parser], Any]) -> Callable[[str], Any]:
    def parse_text(text: str) -> Any:
        p = _Parser(text)
        value = method(p)
        p.end()
        return value
    parse_text.__doc__ = f"Parse canonical text with the ``{method.__name__}`` rule."
    return parse_text


parse_int_tuple: Callable[[str], IntTuple] = _entry(lambda p: p.kind(IntTuple))
parse_shape: Callable[[str], Shape] = _entry(lambda p: p.kind(Shape))
parse_stride: Callable[[str], Stride] = _entry(lambda p: p.kind(Stride))
parse_coord: Callable[[str], Coord] = _entry(lambda p: p.kind(Coord))
parse_layout: Callable[[str], Layout] = _entry(_Parser.layout)
parse_swizzle: Callable[[str], Swizzle] = _entry(_Parser.swizzle)
parse_composed_layout: Callable[[str], ComposedLayout] = _entry(_Parser.composed)
parse_tile: Callable[[str], Tile] = _entry(lambda p: Tile(p.tile_value()))

PARSERS: dict[str, Callable[[str], Any]] = {
    "int_tuple": parse_int_tuple, "shape": parse_shape, "stride": parse_stride,
    "coord": parse_coord, "layout": parse_layout, "composed_layout": parse_composed_layout,
    "swizzle": parse_swizzle, "tile": parse_tile,
}


def parse(text: str) -> Any:
    """Parse any canonical form, choosing the kind from the text: a swizzle
    ``S<..>``, a composed layout (``' o '``), a tile (``[..]``), a layout
    (``:``), or a tuple (a stride if it holds a basis, a coord if it holds
    ``_``, else an int-tuple)."""
    t = text.strip()
    if " o " in t:
        return parse_composed_layout(text)
    if t.startswith("S<"):
        return parse_swizzle(text)
    if t.startswith("["):
        return parse_tile(text)
    if ":" in t:
        return parse_layout(text)
    if "@" in t:
        return parse_stride(text)
    if "_" in t:
        return parse_coord(text)
    return parse_int_tuple(text)
