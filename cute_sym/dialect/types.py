"""The eight ``cute`` types (seed 000, Types): ``!cute.<kind><"canonical text">``.

Each type carries one parameter, the canonical text of a CuTe value in the DSL's
spelling (no names: every dynamic leaf is ``?``), checked by
:data:`cute_sym.syntax.DSL_PARSERS`.  A type's *value* is that abstract value:
its ``?`` leaves are unknown.  :func:`cute_type` goes back from a value to
its type, so every op infers result types by calling ``cute_sym`` on values.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any, ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from ..composed import ComposedLayout, Swizzle
from ..errors import CuteSyntaxError
from ..kinds import IntTuple, Shape, Stride
from ..layout import Layout
from ..exprtext import dsl_spelling
from ..syntax import DSL_PARSERS
from ..tile import Tile
from ..tuples import leaves
from .type_errors import EXPECTED_STRING, nvidia_type_message

__all__ = ["CuteTypeBase", "CuteType", "KINDS", "value_of_text", "canonical_text", "parse_cute_parameters",
           "IntTupleType", "ShapeType", "StrideType", "CoordType", "LayoutType",
           "ComposedLayoutType", "SwizzleType", "TileType", "TYPES", "cute_type", "kind_of", "components",
           "declares", "lenient_reading", "is_lenient", "invalid_reason", "unmodelled_reason", "unmodelled_text",
           "UnprintedType"]


KINDS = ("int_tuple", "shape", "stride", "coord", "layout", "composed_layout", "swizzle", "tile")


def _composed(text: str) -> ComposedLayout:
    """A composed layout; a plain layout text is the identity swizzle's (the DSL prints
    ``S<0,m,s> o 0 o L`` as ``L``)."""
    try:
        return DSL_PARSERS["composed_layout"](text)
    except CuteSyntaxError as first:
        try:
            return ComposedLayout(Swizzle(0, 0, 0), 0, DSL_PARSERS["layout"](text))
        except CuteSyntaxError:
            raise first from None


@lru_cache(maxsize=8192)
def _value(kind: str, text: str) -> Any:
    return _composed(text) if kind == "composed_layout" else DSL_PARSERS[kind](text)


def value_of_text(kind: str, text: str) -> Any:
    """The CuTe value of a type's (or ``#cute`` attribute's) text (``CuteSyntaxError`` if bad)."""
    return _value(kind, text)


def canonical_text(value: Any) -> str:
    """The text the DSL prints for ``value``: in the DSL's spelling (a leaf with a name or
    an expression is a ``?`` there, so that names do not leak into IR); a composed layout
    over the identity swizzle is its layout B."""
    with dsl_spelling():
        if isinstance(value, ComposedLayout) and _identity(value):
            return str(value.outer)
        return str(value)


def _identity(c: ComposedLayout) -> bool:
    return isinstance(c.inner, Swizzle) and c.inner.bits == 0 and c.offset == 0



def _well_formed(kind: str, text: str) -> bool:
    """``text`` parses once every integer is made positive: its only fault is a value."""
    try:
        _value(kind, re.sub(r"(?<![\w@])-?\d+", "1", text))
        return True
    except CuteSyntaxError:
        return False


_LENIENT: ContextVar[bool] = ContextVar("cute_sym_lenient_reading", default=False)


@contextmanager
def lenient_reading():
    """Inside, a type whose text is well formed but not a valid value (``(2,0,11):(1,8,6)``,
    a size-0 mode) keeps its text as printed; its ``value`` raises the reason.  For
    ``cute-sym check``, which reports such types at the op that produced them."""
    token = _LENIENT.set(True)
    try:
        yield
    finally:
        _LENIENT.reset(token)


def is_lenient() -> bool:
    return _LENIENT.get()


@irdl_attr_definition
class UnprintedType(ParametrizedAttribute, TypeAttribute):
    """The type of a result that cute-sym cannot infer while reading leniently, in a
    spelling that prints no result type: it takes the type printed at its first use."""

    name = "cute_sym.unprinted"


_RATIONAL = re.compile(r"(?<![\w@.])\d+/\d+@")


def unmodelled_text(text: str) -> bool:
    """A layout text with a rational scaled-basis stride (``1/2@0``: CuTe's ``ratio`` strides of
    the block-scaled GEMMs' scale-factor tensors), which NVIDIA's MLIR reads and cute-sym's
    values do not model: read leniently, such a type keeps its text and has no value."""
    return bool(_RATIONAL.search(text))


def unmodelled_reason(t: Any) -> str | None:
    """Why a type read leniently is a value cute-sym does not model (``None``: it models it)."""
    texts = [p.data for p in getattr(t, "parameters", ()) if isinstance(p, StringAttr)] \
        if isinstance(t, CuteTypeBase) else []
    for text in texts:
        if unmodelled_text(text):
            return f"the rational stride of '{text}' is not modelled (CuTe's ratio strides)"
    return None


def invalid_reason(t: Any) -> str | None:
    """Why a type read leniently has no value (``None``: it has one)."""
    if not isinstance(t, CuteTypeBase):
        return None
    if not isinstance(t, CuteType):
        if unmodelled_reason(t) is None:
            return None
        try:
            t.value
            return None
        except CuteSyntaxError as e:
            return e.reason
    try:
        _value(t.kind, t.text.data)
        return None
    except CuteSyntaxError as e:
        return e.reason


def _raise(span: Span, theirs: str, ours: str) -> None:
    err = ParseError(span, theirs)
    err.diagnostics = [("error", theirs), ("note", ours)]
    raise err


def parse_cute_parameters(cls: Any, parser: AttrParser) -> list[StringAttr]:
    """``<"text">`` of a value type or attribute of kind ``cls.KIND``, canonicalized.  A
    text that does not parse is NVIDIA's diagnostic (:mod:`.type_errors`) with cute-sym's,
    at the offending character, as a note."""
    parser.parse_punctuation("<")
    at = parser.pos
    if parser._current_token.kind != MLIRTokenKind.STRING_LIT:
        ours = f"string literal expected (the canonical text of a !cute.{cls.KIND})"
        _raise(Span(at, at + 1, parser.lexer.input), EXPECTED_STRING, ours)
    text = parser.parse_str_literal()
    try:
        value = _value(cls.KIND, text)
    except CuteSyntaxError as e:
        col = min(at + e.column, parser.pos - 1)
        if _LENIENT.get() and issubclass(cls, CuteType) and (_well_formed(cls.KIND, text) or unmodelled_text(text)):
            parser.parse_punctuation(">")
            return [StringAttr(text)]
        ours = f"invalid !cute.{cls.KIND} \"{text}\": {e.reason}"
        _raise(Span(col, col + 1, parser.lexer.input), nvidia_type_message(cls.KIND, text, e.reason), ours)
    parser.parse_punctuation(">")
    return [StringAttr(canonical_text(value))]


class CuteTypeBase(ParametrizedAttribute, TypeAttribute):
    """Base of every ``!cute.*`` type: ``kind`` and the CuTe ``value`` it stands for."""

    KIND: ClassVar[str]

    @property
    def kind(self) -> str:
        return self.KIND

    @property
    def value(self) -> Any:
        """The cute_sym value of the type: each concrete type defines it."""
        raise TypeError(f"{type(self).__name__} is an abstract cute type: its subclasses define 'value'")

    def is_static(self) -> bool:
        return self.value.is_static()


class CuteType(CuteTypeBase):
    """Base of the eight value types; ``text`` is the canonical printed value."""

    text: StringAttr  # the one parameter, declared by each concrete type

    @property
    def value(self) -> Any:
        """The CuTe value this type encodes (``?`` leaves unknown)."""
        return _value(self.kind, self.text.data)

    def verify(self) -> None:
        try:
            _value(self.kind, self.text.data)
        except CuteSyntaxError as e:
            if _LENIENT.get():
                return
            raise VerifyException(f"invalid !cute.{self.kind} \"{self.text.data}\": {e}") from None

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[StringAttr]:
        return parse_cute_parameters(cls, parser)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f'<"{self.text.data}">')

    def __str__(self) -> str:
        return f'!cute.{self.kind}<"{self.text.data}">'


def _define(kind: str, doc: str) -> type[CuteType]:
    cls = type(f"{''.join(p.title() for p in kind.split('_'))}Type", (CuteType,),
               {"name": f"cute.{kind}", "KIND": kind, "__doc__": doc, "__module__": __name__,
                "__annotations__": {"text": StringAttr}, "text": param_def(StringAttr)})
    return irdl_attr_definition(cls)


IntTupleType = _define("int_tuple", "Seed 000 ``!cute.int_tuple``.")
ShapeType = _define("shape", "Seed 000 ``!cute.shape``.")
StrideType = _define("stride", "Seed 000 ``!cute.stride``.")
CoordType = _define("coord", "Seed 000 ``!cute.coord``.")
LayoutType = _define("layout", "Seed 000 ``!cute.layout``.")
ComposedLayoutType = _define("composed_layout", "Seed 000 ``!cute.composed_layout``.")
SwizzleType = _define("swizzle", "Seed 000 ``!cute.swizzle``.")
TileType = _define("tile", "Seed 000 ``!cute.tile``.")

TYPES: dict[str, type[CuteType]] = {t.KIND: t for t in (
    IntTupleType, ShapeType, StrideType, CoordType, LayoutType, ComposedLayoutType, SwizzleType,
    TileType)}


VALUE_TYPES: dict[type, Any] = {}
"""The type classes of the tensor and atom values (:mod:`.tensor_types` registers them):
value class -> type class with ``of(value)``."""


def kind_of(value: Any) -> str:
    """The seed-000 kind name of a CuTe value."""
    if isinstance(value, IntTuple):
        return value.kind
    for cls, kind in ((Layout, "layout"), (ComposedLayout, "composed_layout"),
                      (Swizzle, "swizzle"), (Tile, "tile")):
        if isinstance(value, cls):
            return kind
    if type(value) in VALUE_TYPES:
        return VALUE_TYPES[type(value)].KIND
    raise TypeError(f"not a CuTe value: {value!r}")


def cute_type(value: Any) -> CuteTypeBase:
    """The ``!cute.*`` type whose value is ``value`` (also the tensor and atom values of
    :mod:`cute_sym.tensor`)."""
    kind = kind_of(value)
    if kind in TYPES:
        return TYPES[kind](StringAttr(canonical_text(value)))
    return VALUE_TYPES[type(value)].of(value)


def components(value: Any) -> list[Any] | None:
    """The values ``cute.make_layout`` (shape, stride) or ``cute.make_composed_layout``
    (A, offset, B) builds ``value`` from; ``None`` for the other kinds, built from leaves."""
    if isinstance(value, Layout):
        return [Shape(value.shape), Stride(value.stride)]
    if isinstance(value, ComposedLayout):
        return [value.inner, IntTuple(value.offset), value.outer]
    from ..tensor import CoordTensor, MemRef
    if isinstance(value, (MemRef, CoordTensor)):
        return [value.iterator, value.layout]
    return None


_DIV = re.compile(r"(?:\{div=\d+\}| div=\d+(?=\}))")
_DYN = re.compile(r"\?(?:\{[^}]*\})?")


def _divisors(text: str) -> list[int]:
    return [int(m.group(1)) if m and m.group(1) else 1
            for m in (re.search(r"div=(\d+)", t) for t in _DYN.findall(text))]


def _unit_strides_apart(a: Any, b: Any) -> bool:
    """The same layout but for the strides of size-1 modes (no coordinate reaches them: the
    CuTe IR keeps such a stride where the algebra writes 0)."""
    if not (isinstance(a, Layout) and isinstance(b, Layout)) or a.shape != b.shape:
        return False
    return all(s == 1 or x == y for s, x, y in zip(leaves(a.shape), leaves(a.stride), leaves(b.stride)))


def _opaque_parts(t: Any) -> bool:
    """A type holding a type cute-sym keeps opaque (an atom, a circular descriptor): such
    types are equal when they print the same (each reading makes its own opaque class)."""
    from xdsl.dialects.builtin import UnregisteredAttr
    if isinstance(t, UnregisteredAttr):
        return True
    return isinstance(t, CuteTypeBase) and not isinstance(t, CuteType) and any(
        isinstance(p, UnregisteredAttr) for p in t.parameters)


def _printed(t: Any) -> str:
    from io import StringIO
    from xdsl.printer import Printer
    out = StringIO()
    Printer(stream=out).print_attribute(t)
    return out.getvalue()


def declares(declared: Any, inferred: Any) -> bool:
    """Whether the declared result type ``declared`` states what the inferred type
    ``inferred`` states, or less about divisors: the same type but for ``?{div=N}``
    leaves declared with a divisor of ``N`` (``?`` for ``?{div=3}``, seed 000's text
    written before the DSL's divisors; CuTe DSL demands the exact type); or a layout
    declared with other strides on its size-1 modes (the algebra's 0 where the CuTe IR
    keeps a stride: the same function)."""
    if declared == inferred:
        return True
    if _opaque_parts(declared) or _opaque_parts(inferred):
        return _printed(declared) == _printed(inferred)
    if not (isinstance(declared, CuteType) and type(declared) is type(inferred)):
        return False
    if declared.kind == "layout" and _unit_strides_apart(declared.value, inferred.value):
        return True
    d, i = declared.text.data, inferred.text.data
    if _DIV.sub("", d) != _DIV.sub("", i):
        return False
    return all(n % m == 0 if m else n == 0 for m, n in zip(_divisors(d), _divisors(i), strict=True))
