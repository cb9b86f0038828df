"""How ops quote types and read small integers in diagnostics and formats (shared by
:mod:`.base`, :mod:`.spelling` and :mod:`.nvidia`)."""
from __future__ import annotations

from typing import Sequence

from xdsl.dialects.builtin import IntegerType, Signedness
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer

from ..types import CuteTypeBase

__all__ = ["format_types", "type_text", "fits", "parse_i32"]


def format_types(types: Sequence[Attribute], sep: str = ", ") -> str:
    """Types as MLIR diagnostics quote them: ``'t0', 't1'``."""
    return sep.join(f"'{type_text(t)}'" for t in types)


def type_text(t: Attribute) -> str:
    if isinstance(t, CuteTypeBase):
        return str(t)
    if isinstance(t, IntegerType):
        sign = {Signedness.SIGNED: "s", Signedness.UNSIGNED: "u"}.get(t.signedness.data, "")
        return f"{sign}i{t.width.data}"
    from io import StringIO
    out = StringIO()
    Printer(stream=out).print_attribute(t)
    return out.getvalue()


def fits(value: int, width: int) -> bool:
    """``value`` is a signed ``width``-bit integer (what an ``i<width>`` leaf can hold)."""
    return -(1 << (width - 1)) <= value < 1 << (width - 1)


def parse_i32(parser: Parser) -> int:
    """An integer of an ``i32`` attribute (a mode index, a rank, a bit width), checked to fit."""
    start = parser.pos
    negative = parser.parse_optional_punctuation("-") is not None
    value = parser.parse_integer(allow_negative=False)
    value = -value if negative else value
    if not fits(value, 32):
        parser.raise_error(f"integer {value} does not fit i32", start, parser.pos)
    return value
