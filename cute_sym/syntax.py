"""Canonical text ⇄ values (seed 000, each type's "Assembly format").

Grammar (blanks between tokens are tolerated, printing is canonical)::

    htuple   := leaf | '(' [htuple (',' htuple)*] ')'
    leaf     := '_' | scalar ('@' nat)*                        # V@Mn@...@M0
    scalar   := int | dyn | expr [attrs]
    dyn      := '?' [attrs]
    attrs    := '{' [('i32' | 'i64')] ['div=' nat] '}'          # either order
    layout   := htuple ':' htuple
    swizzle  := 'S<' int ',' int ',' int '>'
    composed := (swizzle | layout) 'o' htuple 'o' layout
    tile     := layout | '_' | '[' tile (';' tile)* ']'

``expr`` is an expression leaf over names (:mod:`cute_sym.exprtext`: ``M``, ``M/4``,
``2*N``, ``(M+3)//4``); a name is a dynamic leaf whose expression is a sympy symbol
of that name (:mod:`cute_sym.names` says which: one name, one symbol; positive where
it is an extent).  Malformed text raises :class:`CuteSyntaxError` with the 1-based
column and what was expected there.  Integers are ASCII digits; blanks are space,
tab, CR and LF.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from . import exprtext
from .composed import ComposedLayout, Swizzle
from .errors import CuteSyntaxError, KindError
from .kinds import Coord, IntTuple, Shape, Stride
from .layout import Layout, shape_leaf_error, stride_leaf_error
from .names import bind
from .tile import Tile, format_tile_value
from .tuples import MAX_BASIS_MODE, Dyn, E, HTuple, _, format_htuple, is_tuple, leaves

__all__ = ["parse", "parse_int_tuple", "parse_shape", "parse_stride", "parse_coord",
           "parse_layout", "parse_composed_layout", "parse_swizzle", "parse_tile",
           "format_htuple", "format_tile_value", "PARSERS", "DSL_PARSERS", "MAX_DEPTH"]

DIGITS = frozenset("0123456789")


MAX_DEPTH = 64
"""Deepest nesting of ``(`` / ``[`` read (deeper text would exhaust Python's recursion)."""


class _Parser:
    def __init__(self, text: str, dsl: bool = False, rational: bool = False):
        self.text = text
        self.dsl = dsl                 # the DSL's type text: no names, no expressions
        self.rational = rational       # a ratio scale ``p/q@m`` read as a Fraction (RATIONAL_PARSERS)
        self.pos = 0
        self.depth = 0
        self.leaf_at: list[int] = []   # start of every leaf read so far, depth-first
        self.names: set[str] = set()   # the names read (exprtext adds them)

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
    def attributes(self, default_div: int = 1) -> tuple[int, int]:
        """The width and divisor of ``{i64}``, ``{div=8}``, ``{i64 div=8}`` right after a dynamic
        leaf (the DSL's text; either order, each at most once); ``(32, default_div)`` without."""
        if not self.text.startswith("{", self.pos):
            return 32, default_div
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
        return width or 32, default_div if div is None else div

    def dyn(self) -> Dyn:
        """``?``, ``?{i64}``, ``?{div=8}``, ``?{i64 div=8}`` (``div=1`` is plain ``?``)."""
        self.expect("?")
        width, div = self.attributes()
        return Dyn(width, div=div)

    def scalar(self, expr: Any) -> Any:
        """The leaf of the expression ``expr``: an integer, or a dynamic leaf with its attributes
        (the divisor evident in the expression unless ``{div=N}`` says otherwise)."""
        if expr.is_Integer:
            if self.text.startswith("{", self.pos):
                raise CuteSyntaxError(f"an integer leaf has no attributes (the leaf is {expr})", self.text,
                                      self.pos + 1)
            return int(expr)
        if expr.is_Number:
            raise CuteSyntaxError(f"leaf {exprtext.format_expr(expr)} is not an integer", self.text,
                                  self.leaf_at[-1] + 1)
        width, div = self.attributes(exprtext.evident_divisor(expr))
        return Dyn(width, expr, div)

    def leaf(self) -> Any:
        c = self.peek()
        self.leaf_at.append(self.pos)
        if c == "_":
            self.pos += 1
            return _
        if c == "?":
            value = self.dyn()
            if self.operator():
                raise self.error("no operator after '?' (a '?' leaf has no expression to compute with)")
        elif self.dsl:
            value = self.integer("an integer, '?', '_' or '('")
            if self.rational and self.text.startswith("/", self.pos):
                value = self.ratio(value)
        elif c in DIGITS or c == "-" and self.text[self.pos + 1:self.pos + 2] in DIGITS:
            value = self.integer()
            if self.operator():
                value = self.scalar(exprtext.continue_expr(self, _integer(value)))
        else:
            value = self.scalar(exprtext.read_expr(self))
        return self.basis(value)

    def ratio(self, numerator: int) -> Any:
        """``p/q`` of a ratio scale ``p/q@m`` (CuTe's ``ScaledBasis<ratio<p,q>>``): a basis must follow."""
        from fractions import Fraction
        self.pos += 1
        at = self.pos
        q = self.integer("a positive denominator")
        if q <= 0:
            raise self.error("a positive denominator", at)
        if not self.text.startswith("@", self.pos):
            raise self.error("'@' (a ratio only scales a basis element)")
        return Fraction(numerator, q)

    def operator(self) -> bool:
        """Whether an arithmetic operator follows (the leaf read so far is part of an expression)."""
        c = self.peek()
        return c != "" and c in "+-*/%"

    def basis(self, value: Any) -> Any:
        """``value`` scaled by the basis element of the ``@`` modes that follow, if any."""
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
        start = self.pos - 1
        items = [self.htuple()]
        while self.accept(","):
            items.append(self.htuple())
        if not self.accept(")"):
            raise self.error("',' or ')'")
        self.nest(-1)
        if not self.dsl and self.operator():          # '(M+3)//4': a parenthesized start of a leaf
            return self.continued(items[0] if len(items) == 1 else tuple(items), start)
        return tuple(items)

    def continued(self, first: Any, start: int) -> Any:
        """The expression leaf that begins with the parenthesized scalar ``first`` at ``start``."""
        if is_tuple(first) or not (isinstance(first, int) or isinstance(first, Dyn) and first.expr is not None):
            raise self.error("no operator after a tuple (only a parenthesized integer expression may be "
                             "computed with)")
        self.leaf_at[-1] = start
        value = self.scalar(exprtext.continue_expr(self, _integer(first) if isinstance(first, int) else first.expr))
        return self.basis(value)

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
        if c == "" or c not in "(?-0123456789" and exprtext.NAME.match(c) is None:
            raise self.error("a layout, '_' or '['")
        return self.layout()


def _integer(value: int) -> Any:
    import sympy
    return sympy.Integer(value)


def _entry(method: Callable[[_Parser], Any], kind: str, dsl: bool = False, rational: bool = False
           ) -> Callable[..., Any]:
    def parse_text(text: str, names: Any = None) -> Any:
        p = _Parser(text, dsl, rational)
        value = method(p)
        p.end()
        if p.names or names:
            try:
                value, = bind(value, names=names)
            except KindError as e:
                raise CuteSyntaxError(e.reason, text, 1) from None
        return value
    parse_text.__name__ = f"parse_{kind}"
    parse_text.__doc__ = (f"Parse the canonical text of a {kind}" + (" in the DSL's spelling (no names)." if dsl else
                          "; ``names`` (a mapping name -> symbol, or symbols) fixes the symbols of those "
                          "names (cute_sym.names.bind)."))
    return parse_text


_RULES: dict[str, Callable[[_Parser], Any]] = {
    "int_tuple": lambda p: p.kind(IntTuple), "shape": lambda p: p.kind(Shape), "stride": lambda p: p.kind(Stride),
    "coord": lambda p: p.kind(Coord), "layout": _Parser.layout, "composed_layout": _Parser.composed,
    "swizzle": _Parser.swizzle, "tile": lambda p: Tile(p.tile_value()),
}
PARSERS: dict[str, Callable[..., Any]] = {kind: _entry(rule, kind) for kind, rule in _RULES.items()}
parse_int_tuple: Callable[..., IntTuple] = PARSERS["int_tuple"]
parse_shape: Callable[..., Shape] = PARSERS["shape"]
parse_stride: Callable[..., Stride] = PARSERS["stride"]
parse_coord: Callable[..., Coord] = PARSERS["coord"]
parse_layout: Callable[..., Layout] = PARSERS["layout"]
parse_swizzle: Callable[..., Swizzle] = PARSERS["swizzle"]
parse_composed_layout: Callable[..., ComposedLayout] = PARSERS["composed_layout"]
parse_tile: Callable[..., Tile] = PARSERS["tile"]
DSL_PARSERS: dict[str, Callable[[str], Any]] = {kind: _entry(rule, kind, dsl=True) for kind, rule in _RULES.items()}
"""The parsers of the DSL's type text (the dialect's): seed 000's grammar, no names or expressions."""
RATIONAL_PARSERS: dict[str, Callable[[str], Any]] = {kind: _entry(rule, kind, dsl=True, rational=True)
                                                     for kind, rule in _RULES.items()}
"""The DSL's parsers that also read CuTe's ratio scales (``1/2@0``: the strides NVIDIA prints for
sub-byte coordinate tensors) as :class:`fractions.Fraction` basis values; only the checker's
rational model uses them (:mod:`solver.check.rational`), the dialect's reading keeps such a text."""


_WILDCARD = re.compile(r"(?<![A-Za-z0-9_])_(?![A-Za-z0-9_])")


def parse(text: str, names: Any = None) -> Any:
    """Parse any canonical form, choosing the kind from the text: a swizzle
    ``S<..>``, a composed layout (``' o '``), a tile (``[..]``), a layout
    (``:``), or a tuple (a stride if it holds a basis, a coord if it holds
    ``_``, else an int-tuple).  ``names``: the symbols of some names
    (:func:`cute_sym.names.bind`; by default a name is a fresh integer symbol,
    positive where it is an extent)."""
    t = text.strip()
    if " o " in t:
        return parse_composed_layout(text, names)
    if t.startswith("S<"):
        return parse_swizzle(text, names)
    if t.startswith("["):
        return parse_tile(text, names)
    if ":" in t:
        return parse_layout(text, names)
    if "@" in t:
        return parse_stride(text, names)
    if _WILDCARD.search(t):
        return parse_coord(text, names)
    return parse_int_tuple(text, names)
