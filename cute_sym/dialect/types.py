"""The eight ``cute`` types (seed 000, Types): ``!cute.<kind><"canonical text">``.

Each type carries one parameter, the canonical text of a CuTe value in the DSL's
spelling (no names: every dynamic leaf is ``?``), checked by
:data:`cute_sym.syntax.DSL_PARSERS`.  A type's *value* is that abstract value:
its ``?`` leaves are unknown.  :func:`cute_type` goes back from a value to
its type, so every op infers result types by calling ``cute_sym`` on values.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ..composed import ComposedLayout, Swizzle
from ..errors import CuteSyntaxError
from ..kinds import IntTuple, Shape, Stride
from ..layout import Layout
from ..exprtext import dsl_spelling
from ..syntax import DSL_PARSERS
from ..tile import Tile

__all__ = ["CuteType", "IntTupleType", "ShapeType", "StrideType", "CoordType", "LayoutType",
           "ComposedLayoutType", "SwizzleType", "TileType", "TYPES", "cute_type", "kind_of", "components",
           "declares"]


@lru_cache(maxsize=4096)
def _value(kind: str, text: str) -> Any:
    return DSL_PARSERS[kind](text)


class CuteType(ParametrizedAttribute, TypeAttribute):
    """Base of the ``!cute.*`` types; ``text`` is the canonical printed value."""

    KIND: ClassVar[str]
    text: StringAttr  # the one parameter, declared by each concrete type

    @property
    def kind(self) -> str:
        return self.KIND

    @property
    def value(self) -> Any:
        """The CuTe value this type encodes (``?`` leaves unknown)."""
        return _value(self.kind, self.text.data)

    def is_static(self) -> bool:
        return self.value.is_static()

    def verify(self) -> None:
        try:
            _value(self.kind, self.text.data)
        except CuteSyntaxError as e:
            raise VerifyException(f"invalid !cute.{self.kind} \"{self.text.data}\": {e}") from None

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[StringAttr]:
        parser.parse_punctuation("<")
        at = parser.pos
        text = parser.parse_str_literal(f" (the canonical text of a !cute.{cls.KIND})")
        try:
            value = _value(cls.KIND, text)
        except CuteSyntaxError as e:
            col = min(at + e.column, parser.pos - 1)
            parser.raise_error(f"invalid !cute.{cls.KIND} \"{text}\": {e.reason}", col, col + 1)
        parser.parse_punctuation(">")
        return [StringAttr(str(value))]

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


def kind_of(value: Any) -> str:
    """The seed-000 kind name of a CuTe value."""
    if isinstance(value, IntTuple):
        return value.kind
    for cls, kind in ((Layout, "layout"), (ComposedLayout, "composed_layout"),
                      (Swizzle, "swizzle"), (Tile, "tile")):
        if isinstance(value, cls):
            return kind
    raise TypeError(f"not a CuTe value: {value!r}")


def cute_type(value: Any) -> CuteType:
    """The ``!cute.*`` type whose value is ``value`` (a leaf with an expression is a ``?`` there)."""
    with dsl_spelling():
        text = str(value)
    return TYPES[kind_of(value)](StringAttr(text))


def components(value: Any) -> list[Any] | None:
    """The values ``cute.make_layout`` (shape, stride) or ``cute.make_composed_layout``
    (A, offset, B) builds ``value`` from; ``None`` for the other kinds, built from leaves."""
    if isinstance(value, Layout):
        return [Shape(value.shape), Stride(value.stride)]
    if isinstance(value, ComposedLayout):
        return [value.inner, IntTuple(value.offset), value.outer]
    return None


_DIV = re.compile(r"(?:\{div=\d+\}| div=\d+(?=\}))")
_DYN = re.compile(r"\?(?:\{[^}]*\})?")


def _divisors(text: str) -> list[int]:
    return [int(m.group(1)) if m and m.group(1) else 1
            for m in (re.search(r"div=(\d+)", t) for t in _DYN.findall(text))]


def declares(declared: Any, inferred: Any) -> bool:
    """Whether the declared result type ``declared`` states what the inferred type
    ``inferred`` states, or less about divisors: the same type but for ``?{div=N}``
    leaves declared with a divisor of ``N`` (``?`` for ``?{div=3}``, seed 000's text
    written before the DSL's divisors; CuTe DSL demands the exact type)."""
    if declared == inferred:
        return True
    if not (isinstance(declared, CuteType) and type(declared) is type(inferred)):
        return False
    d, i = declared.text.data, inferred.text.data
    if _DIV.sub("", d) != _DIV.sub("", i):
        return False
    return all(n % m == 0 if m else n == 0 for m, n in zip(_divisors(d), _divisors(i), strict=True))
