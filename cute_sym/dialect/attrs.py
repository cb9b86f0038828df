"""The ``#cute.*`` attributes: a CuTe value held by an op as a property, written
``#cute.coord<"(1,_,1)">`` (the DSL 4.8.1's ``cute.dice`` coordinate, ``cute.local_tile``'s
projection), one per kind of the eight value types.  Like the types, an attribute
carries the canonical text and its ``value`` is the parsed CuTe value.
"""
from __future__ import annotations

from typing import Any, ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ..errors import CuteSyntaxError
from .types import KINDS, canonical_text, parse_cute_parameters, value_of_text

__all__ = ["CuteAttr", "ATTRS", "attr_of", "IntTupleAttr", "ShapeAttr", "StrideAttr", "CoordAttr", "LayoutAttr",
           "ComposedLayoutAttr", "SwizzleAttr", "TileAttr"]


class CuteAttr(ParametrizedAttribute):
    """Base of the ``#cute.*`` attributes; ``text`` is the canonical printed value."""

    KIND: ClassVar[str]
    text: StringAttr

    @property
    def kind(self) -> str:
        return self.KIND

    @property
    def value(self) -> Any:
        return value_of_text(self.KIND, self.text.data)

    def verify(self) -> None:
        try:
            value_of_text(self.KIND, self.text.data)
        except CuteSyntaxError as e:
            raise VerifyException(f"invalid #cute.{self.KIND} \"{self.text.data}\": {e}") from None

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[StringAttr]:
        return parse_cute_parameters(cls, parser)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f'<"{self.text.data}">')


def _define(kind: str) -> type[CuteAttr]:
    cls = type(f"{''.join(p.title() for p in kind.split('_'))}Attr", (CuteAttr,),
               {"name": f"cute.{kind}", "KIND": kind, "__module__": __name__,
                "__doc__": f"``#cute.{kind}<\"...\">``.",
                "__annotations__": {"text": StringAttr}, "text": param_def(StringAttr)})
    return irdl_attr_definition(cls)


ATTRS: dict[str, type[CuteAttr]] = {k: _define(k) for k in KINDS}
IntTupleAttr, ShapeAttr, StrideAttr, CoordAttr = (ATTRS[k] for k in ("int_tuple", "shape", "stride", "coord"))
LayoutAttr, ComposedLayoutAttr, SwizzleAttr, TileAttr = (ATTRS[k] for k in ("layout", "composed_layout",
                                                                              "swizzle", "tile"))


def attr_of(kind: str, text: str) -> CuteAttr:
    """The ``#cute.<kind>`` attribute of ``text`` (canonicalized; ``CuteSyntaxError`` if bad)."""
    return ATTRS[kind](StringAttr(canonical_text(value_of_text(kind, text))))
