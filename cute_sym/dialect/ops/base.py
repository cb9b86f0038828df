"""What every ``cute`` op shares: operand kinds, result inference, assembly format.

An op declares

* ``OPERAND_KINDS``: the kinds each operand admits (MLIR's ODS check, worded
  ``operand #N must be ..., but got '...'``);
* ``FN`` or ``compute(values, props)``: the op on CuTe values, a function of
  :mod:`cute_sym.ops` or :mod:`cute_sym.algebra`;
  its result gives the inferred result types, checked against the declared
  ones in MLIR's words (``inferred type(s) ... are incompatible with return
  type(s) of operation ...``);
* ``PREFIX`` / ``SUFFIX``: its assembly format (seed 000 / extension-ops.md),
  from a handful of shapes shared by all ops::

      name [prefix] `(` operands `)` attr-dict `:` suffix

  with suffix ``arrow`` (``type($in) -> type($result)``), ``functional``
  (``functional-type(operands, results)``), ``operand_types``
  (``type(operands)``, results inferred while parsing), ``static``
  (no operands: ``attr-dict : type($result)``) or ``print``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Sequence

from xdsl.dialects.builtin import (DenseArrayBase, IntegerAttr, IntegerType, UnitAttr, i1, i32)
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, OptOperandDef, VarOperandDef, operand_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ...errors import CuteError
from ...tuples import Dyn
from ..types import CuteType, cute_type, declares

__all__ = ["Kinds", "ANY", "CuteOp", "UnaryOp", "BinaryOp", "OpFailure", "format_types", "type_text", "mode_of",
           "fits"]

KIND_NAMES = ("int_tuple", "shape", "stride", "coord", "layout", "composed_layout", "swizzle", "tile")


@dataclass(frozen=True)
class Kinds:
    """The ``!cute`` kinds an operand admits (an ODS type constraint)."""

    names: tuple[str, ...]

    def __init__(self, *names: str):
        object.__setattr__(self, "names", names)

    def accepts(self, t: Attribute) -> bool:
        return isinstance(t, CuteType) and t.kind in self.names

    def __str__(self) -> str:
        return " or ".join(f"!cute.{n}" for n in self.names)


ANY = Kinds(*KIND_NAMES)


class OpFailure(Exception):
    """An op cannot be given a type: ``message`` follows ``'cute.<op>' op``."""

    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


def format_types(types: Sequence[Attribute], sep: str = ", ") -> str:
    """Types as MLIR diagnostics quote them: ``'t0', 't1'``."""
    return sep.join(f"'{type_text(t)}'" for t in types)


def type_text(t: Attribute) -> str:
    if isinstance(t, CuteType):
        return str(t)
    if isinstance(t, IntegerType):
        return f"i{t.width.data}"
    from io import StringIO
    out = StringIO()
    Printer(stream=out).print_attribute(t)
    return out.getvalue()


def fits(value: int, width: int) -> bool:
    """``value`` is a signed ``width``-bit integer (what an ``i<width>`` leaf can hold)."""
    return -(1 << (width - 1)) <= value < 1 << (width - 1)


def mode_of(props: dict[str, Attribute], name: str = "mode") -> tuple[int, ...] | None:
    """A ``DenseI32ArrayAttr`` property as a tuple (``None`` when absent)."""
    attr = props.get(name)
    return None if attr is None else tuple(attr.get_values())


def _parse_i32(parser: Parser) -> int:
    """An integer of an ``i32`` attribute (a mode index, a rank, a bit width), checked to fit."""
    start = parser.pos
    value = parser.parse_integer()
    if not fits(value, 32):
        parser.raise_error(f"integer {value} does not fit i32", start, parser.pos)
    return value


def _result_type(v: Any) -> Attribute:
    if isinstance(v, (bool, Dyn)):
        return i1
    return cute_type(v)


class CuteOp(IRDLOperation):
    """Base of every ``cute`` op (see the module docstring)."""

    OPERAND_KINDS: ClassVar[tuple[Kinds, ...]] = ()
    FN: ClassVar[Callable[..., Any] | None] = None
    PREFIX: ClassVar[str | None] = None
    SUFFIX: ClassVar[str] = "functional"
    INFERS: ClassVar[bool] = True

    # --- semantics ---
    @classmethod
    def compute(cls, values: Sequence[Any], props: dict[str, Attribute]) -> Any:
        """The op on CuTe values: one value, a list of values, or a bool / ``Dyn(1)``;
        by default ``FN(*values)`` (a :mod:`cute_sym.ops` / :mod:`cute_sym.algebra` function)."""
        return cls.FN(*values)

    @classmethod
    def check_operands(cls, types: Sequence[Attribute]) -> None:
        """MLIR's ODS operand checks: how many, and of which kinds."""
        defs = [d for _, d in cls.get_irdl_definition().operands]
        if not any(isinstance(d, VarOperandDef) and not isinstance(d, OptOperandDef) for d in defs):
            required = sum(not isinstance(d, OptOperandDef) for d in defs)
            if not required <= len(types) <= len(defs):
                expected = required if required == len(defs) else f"{required} to {len(defs)}"
                raise OpFailure(f"expected {expected} operand(s), but found {len(types)}")
        for i, (t, kinds) in enumerate(zip(types, cls.OPERAND_KINDS)):
            if not kinds.accepts(t):
                raise OpFailure(f"operand #{i} must be {kinds}, but got '{type_text(t)}'")

    @classmethod
    def infer(cls, types: Sequence[Attribute], props: dict[str, Attribute]) -> list[Attribute]:
        """Result types from operand types: ``compute`` on the types' values."""
        cls.check_operands(types)
        try:
            out = cls.compute([t.value for t in types], props)
        except CuteError as e:
            raise OpFailure(e.reason) from None
        return [_result_type(v) for v in out] if isinstance(out, list) else [_result_type(out)]

    def verify_(self) -> None:
        types = list(self.operand_types)
        try:
            self.check_operands(types)
            self.verify_extra()
            if self.INFERS:
                inferred = self.infer(types, dict(self.properties))
                declared = list(self.result_types)
                if len(inferred) != len(declared) or not all(map(declares, declared, inferred)):
                    raise OpFailure(
                        f"inferred type(s) {format_types(inferred)} are incompatible with "
                        f"return type(s) of operation {format_types(self.result_types)}")
        except OpFailure as e:
            raise VerifyException(e.message) from None

    def verify_extra(self) -> None:
        """Checks beyond the operand kinds and the inferred types."""

    # --- assembly format ---
    @classmethod
    def parse(cls, parser: Parser) -> "CuteOp":
        start = getattr(parser, "op_start", None)
        props = cls.parse_prefix(parser)
        if cls.SUFFIX == "static":
            attrs = parser.parse_optional_attr_dict()
            parser.parse_punctuation(":")
            return cls.create(result_types=[parser.parse_type()], properties=props, attributes=attrs)
        args = parser.parse_op_args_list()
        attrs = {} if cls.SUFFIX == "print" else parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        results: list[Attribute]
        if cls.SUFFIX == "arrow":
            inputs = [parser.parse_type()]
            parser.parse_punctuation("->")
            results = [parser.parse_type()]
        elif cls.SUFFIX == "functional":
            ft = parser.parse_function_type()
            inputs, results = list(ft.inputs.data), list(ft.outputs.data)
        else:
            inputs = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            if cls.SUFFIX == "print":
                attrs = parser.parse_optional_attr_dict()
                results = []
            else:
                if len(inputs) != len(args):
                    parser.raise_error(f"expected {len(args)} operand types but had {len(inputs)}", pos)
                try:
                    results = cls.infer(inputs, props)
                except OpFailure as e:
                    parser.raise_error(f"'{cls.name}' op {e.message}", start)
        operands = parser.resolve_operands(args, inputs, pos)
        return cls.create(operands=operands, result_types=results, properties=props, attributes=attrs)

    @classmethod
    def parse_prefix(cls, parser: Parser) -> dict[str, Attribute]:
        if cls.PREFIX in ("mode", "mode?"):
            if parser.parse_optional_punctuation("<") is None:
                if cls.PREFIX == "mode":
                    parser.raise_error("expected '<' followed by the mode list '[...]'")
                return {}
            values = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_i32(parser))
            parser.parse_punctuation(">")
            return {"mode": DenseArrayBase.from_list(i32, values)}
        if cls.PREFIX == "only_dynamic?":
            if parser.parse_optional_punctuation("<") is None:
                return {}
            parser.parse_punctuation("{")
            parser.parse_keyword("only_dynamic")
            parser.parse_punctuation("}")
            parser.parse_punctuation(">")
            return {"only_dynamic": UnitAttr()}
        if cls.PREFIX is not None:
            names = cls.PREFIX.split(",")
            parser.parse_punctuation("<")
            values = [_parse_i32(parser)]
            for _ in names[1:]:
                parser.parse_punctuation(",")
                values.append(_parse_i32(parser))
            parser.parse_punctuation(">")
            return {n: IntegerAttr(v, i32) for n, v in zip(names, values)}
        return {}

    def print(self, printer: Printer) -> None:
        self.print_prefix(printer)
        if self.SUFFIX == "static":
            printer.print_op_attributes(self.attributes)
            printer.print_string(" : ")
            printer.print_attribute(self.result_types[0])
            return
        printer.print_string(" (" if self.PREFIX is not None else "(")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(")")
        if self.SUFFIX != "print":
            printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if self.SUFFIX == "arrow":
            printer.print_attribute(self.operand_types[0])
            printer.print_string(" -> ")
            printer.print_attribute(self.result_types[0])
        elif self.SUFFIX == "functional":
            printer.print_function_type(self.operand_types, self.result_types)
        else:
            printer.print_list(self.operand_types, printer.print_attribute)
            if self.SUFFIX == "print":
                printer.print_op_attributes(self.attributes)

    def print_prefix(self, printer: Printer) -> None:
        if self.PREFIX in ("mode", "mode?"):
            mode = mode_of(dict(self.properties))
            if mode is not None:
                printer.print_string("<[" + ", ".join(map(str, mode)) + "]>")
        elif self.PREFIX == "only_dynamic?":
            if "only_dynamic" in self.properties:
                printer.print_string("<{only_dynamic}>")
        elif self.PREFIX is not None:
            values = [self.properties[n].value.data for n in self.PREFIX.split(",")]
            printer.print_string("<" + ", ".join(map(str, values)) + ">")



class UnaryOp(CuteOp):
    """``(`` $input ``)`` attr-dict ``:`` type($input) ``->`` type($result)."""

    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    SUFFIX: ClassVar = "arrow"


class BinaryOp(CuteOp):
    """``(`` operands ``)`` attr-dict ``:`` functional-type(operands, results)."""

    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())
