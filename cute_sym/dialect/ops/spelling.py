"""Both spellings of every ``cute`` op: seed 000's (with extension-ops.md's) and the
CuTe DSL 4.8.1's.  One reader accepts either; the printer writes the seed's by default
and the DSL's when the printer's ``cute_form`` is ``"dsl"`` (``cute-opt --print-dsl-form``).

An op declares each spelling as a format string (``SEED``, ``DSL``), items in order::

    (operands)            the operands, comma separated ([%a, %b] groups a variadic one)
    ($input, "coord")     operands and a string literal stored as a property (`coord`)
    <mode> / <mode>?      the ``mode`` list property written ``<[1, 0]>`` (``?``: optional)
    <{mode}>?             a property dictionary ``<{mode = [1]}>`` with those properties
    <a,b>                 integer properties ``<0, 2>``
    KW:operand_id         a keyword (``A``, ``S``) stored in property ``operand_id``
    attr-dict             the attribute dictionary (before ``:`` unless written later)
    : functional          ``(T0, T1) -> R`` (several results parenthesized, none: ``()``)
    : parens              ``(T0, T1)``: operand types, no results
    : arrow / : to        ``T0 -> R`` / ``T0 to R``
    : operands            ``T0, T1``: the results are inferred
    : results             ``R``: the operand types are the values' own (or implied by ``R``)
    : none                nothing after the operands

Reading is permissive: prefix ``<...>``, keyword, ``(...)``, suffix ``<...>``, attributes
and the type signature are each taken when present, whatever the op's spellings, so
MLIR's generic property forms and NVIDIA's open-source spellings (``<"...">`` stripped
types where the op implies the type) read too.  A bare type list means operand types
unless the op's ``BARE`` is ``"results"``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from xdsl.dialects.builtin import DenseArrayBase, UnitAttr, i32
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.mlir_lexer import MLIRTokenKind as T

from .texts import parse_i32

# ``CuteOp`` (ops.base) in annotations is a name only: base imports this module.

__all__ = ["Format", "parse_format", "read_op", "read_type", "write_op", "form_of"]


@dataclass(frozen=True)
class Item:
    kind: str                      # paren, mode, propdict, ints, keyword, attrdict, sig
    names: tuple[str, ...] = ()    # properties / argument names
    optional: bool = False
    args: tuple[str, ...] = ()     # paren: "operands", "$name", '"prop"', '"prop"?'


@dataclass(frozen=True)
class Format:
    items: tuple[Item, ...]
    sig: str = "functional"
    attrs_last: bool = False      # seed ``cute.print``: ``: type($value) attr-dict``

    @property
    def explicit_attr_dict(self) -> bool:
        return any(i.kind == "attrdict" for i in self.items)


def parse_format(text: str) -> Format:
    """The items of a format string (see the module docstring)."""
    head, _, sig = text.partition(" : ")
    if not _ and text.rstrip().endswith(":"):
        head, sig = text.rstrip()[:-1], "none"
    items: list[Item] = []
    rest = head.strip()
    while rest:
        if rest.startswith("("):
            close = rest.index(")")
            args = tuple(a.strip() for a in rest[1:close].split(",") if a.strip())
            items.append(Item("paren", args=args))
            rest = rest[close + 1:].strip()
            continue
        token, _, rest = rest.partition(" ")
        rest = rest.strip()
        optional = token.endswith("?")
        token = token.rstrip("?")
        if token == "attr-dict":
            items.append(Item("attrdict"))
        elif token == "<mode>":
            items.append(Item("mode", ("mode",), optional))
        elif token.startswith("<{"):
            items.append(Item("propdict", tuple(token[2:-2].split(",")), optional))
        elif token.startswith("<"):
            items.append(Item("ints", tuple(token[1:-1].split(",")), optional))
        elif token.startswith("KW:"):
            items.append(Item("keyword", (token[3:],), optional))
        else:
            raise ValueError(f"bad format item {token!r} in {text!r}")
    tail = sig.split()
    return Format(tuple(items), tail[0] if tail else "none", tail[1:] == ["attr-dict"])


# ---------------------------------------------------------------- reading

@dataclass
class _Read:
    props: dict[str, Attribute] = field(default_factory=dict)
    attrs: dict[str, Attribute] = field(default_factory=dict)
    items: list[Any] = field(default_factory=list)       # UnresolvedOperand | list[...] | ("str", text)
    before: list[Attribute] | None = None
    after: list[Attribute] | None = None
    sep: str | None = None


def _int_list(parser: Parser) -> list[int]:
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: parse_i32(parser))


def _read_angle(cls: type["CuteOp"], parser: Parser, r: _Read) -> None:
    """``<[1, 0]>``, ``<{k = v, unit}>`` or ``<0, 2>`` (names from the op's formats)."""
    if parser._current_token.kind != T.LESS:
        return
    parser.parse_punctuation("<")
    if parser._current_token.kind == T.L_SQUARE:
        r.props[cls.LIST_PROP] = DenseArrayBase.from_list(i32, _int_list(parser))
    elif parser._current_token.kind == T.L_BRACE:
        for name, value in parser.parse_comma_separated_list(parser.Delimiter.BRACES,
                                                             parser._parse_attribute_entry):
            r.props[name] = cls.property_value(name, value)
    else:
        names = cls.int_props()
        values = parser.parse_comma_separated_list(parser.Delimiter.NONE, lambda: parse_i32(parser))
        if len(values) != len(names):
            parser.raise_error(f"expected {len(names)} integer(s) {', '.join(names) or ''} in '<...>'")
        for n, v in zip(names, values):
            r.props[n] = cls.int_property(n, v)
    parser.parse_punctuation(">")


def _read_arg(parser: Parser) -> Any:
    if parser._current_token.kind == T.STRING_LIT:
        return ("str", parser.parse_str_literal())
    if parser._current_token.kind == T.L_SQUARE:
        return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
    return parser.parse_unresolved_operand()


def read_type(cls: type["CuteOp"], parser: Parser, role: str, index: int) -> Attribute:
    """A type, or NVIDIA's stripped ``<"...">`` where the op implies the type's kind."""
    if parser._current_token.kind == T.LESS:
        kind = cls.implied_kind(role, index)
        if kind is None:
            parser.raise_error("a stripped type '<\"...\">' needs an operand or result of one kind")
        from ..types import TYPES, parse_cute_parameters
        return TYPES[kind](*parse_cute_parameters(TYPES[kind], parser))
    return parser.parse_type()


def _type_list(cls: type["CuteOp"], parser: Parser, role: str, delimiter) -> list[Attribute]:
    """Comma-separated types; a ``[T0, T1]`` group (the types of a variadic operand written
    ``[%a, %b]``, as the DSL prints a block-scaled ``cute.gemm``) stands for its types in order."""
    counter = iter(range(1 << 30))

    def one() -> list[Attribute]:
        if parser._current_token.kind == T.L_SQUARE:
            return parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: read_type(cls, parser, role, next(counter)))
        return [read_type(cls, parser, role, next(counter))]
    return [t for group in parser.parse_comma_separated_list(delimiter, one) for t in group]


def _read_results(cls: type["CuteOp"], parser: Parser) -> list[Attribute]:
    if parser._current_token.kind == T.L_PAREN:
        if parser.parse_optional_punctuation("(") and parser.parse_optional_punctuation(")"):
            return []
        types = _type_list(cls, parser, "result", parser.Delimiter.NONE)
        parser.parse_punctuation(")")
        return types
    return [read_type(cls, parser, "result", 0)]


def _read_signature(cls: type["CuteOp"], parser: Parser, r: _Read) -> None:
    if parser._current_token.kind == T.L_PAREN:
        parser.parse_punctuation("(")
        r.before = [] if parser.parse_optional_punctuation(")") else None
        if r.before is None:
            r.before = _type_list(cls, parser, "operand", parser.Delimiter.NONE)
            parser.parse_punctuation(")")
        r.sep = "fn"
        r.after = _read_results(cls, parser) if parser.parse_optional_punctuation("->") else []
        return
    r.before = _type_list(cls, parser, "operand", parser.Delimiter.NONE)
    if parser.parse_optional_punctuation("->"):
        r.sep, r.after = "->", _read_results(cls, parser)
    elif parser.parse_optional_keyword("to"):
        r.sep, r.after = "to", [read_type(cls, parser, "result", 0)]


def read_op(cls: type["CuteOp"], parser: Parser):
    """Read any spelling of ``cls`` (the op name is already consumed)."""
    start = getattr(parser, "op_start", None)
    r = _read()
    _read_angle(cls, parser, r)
    keyword = cls.keyword_prop()
    if keyword and parser._current_token.kind == T.BARE_IDENT:
        r.props[keyword] = cls.keyword_value(parser.parse_identifier())
    if parser._current_token.kind == T.L_PAREN and cls.accepts_item("paren"):
        r.items = parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: _read_arg(parser))
    _read_angle(cls, parser, r)
    r.attrs = parser.parse_optional_attr_dict()
    no_values = r.items is not None and all(isinstance(i, tuple) and i[0] == "str" for i in r.items)
    if no_values and not cls.get_irdl_definition().results and parser._current_token.kind != T.COLON:
        pos = parser.pos          # the DSL's `cute.print("text")`: no value, no types (MLIR's optional group)
    elif all(f.sig != "none" for f in cls._formats()):
        parser.parse_punctuation(":")
        pos = parser.pos
        _read_signature(cls, parser, r)
        r.attrs |= parser.parse_optional_attr_dict()
    elif parser.parse_optional_punctuation(":") is not None:
        pos = parser.pos
        _read_signature(cls, parser, r)
        r.attrs |= parser.parse_optional_attr_dict()      # seed `cute.print`: types, then attr-dict
    else:
        pos = parser.pos
    return cls.build(parser, r, start, pos)


def _read() -> _Read:
    return _Read()


# ---------------------------------------------------------------- writing

def form_of(printer: Printer) -> str:
    """``"dsl"`` when the printer writes the DSL 4.8.1 spelling, else ``"seed"``."""
    return getattr(printer, "cute_form", "seed")


def _print_type(printer: Printer, t: Attribute) -> None:
    printer.print_attribute(t)


def _print_types(printer: Printer, types: Sequence[Attribute]) -> None:
    printer.print_list(types, lambda t: _print_type(printer, t))


def _print_results(printer: Printer, types: Sequence[Attribute]) -> None:
    from xdsl.dialects.builtin import FunctionType
    if len(types) == 1 and not isinstance(types[0], FunctionType):
        _print_type(printer, types[0])
    else:
        printer.print_string("(")
        _print_types(printer, types)
        printer.print_string(")")


def _print_prop_value(printer: Printer, v: Attribute) -> None:
    if isinstance(v, DenseArrayBase):
        printer.print_string("[" + ", ".join(str(x) for x in v.get_values()) + "]")
    else:
        printer.print_attribute(v)


def write_op(op: "CuteOp", printer: Printer) -> None:
    """Print ``op`` in the printer's form (the op name is already printed)."""
    fmt = op.format_for(form_of(printer))
    props = dict(op.properties)
    props.pop("operandSegmentSizes", None)
    first = True
    attrs_done = False

    def space() -> None:
        nonlocal first
        if not first:
            printer.print_string(" ")
        first = False

    for item in fmt.items:
        if item.kind == "paren":
            printer.print_string(" (" if _after_prefix(fmt, item) else "(")
            first = False
            _write_args(op, printer, item, props)
            printer.print_string(")")
        elif item.kind == "mode":
            value = props.get("mode")
            if value is not None:
                printer.print_string("<" + _list(value) + ">")
                first = False
        elif item.kind == "propdict":
            present = [(n, props[n]) for n in item.names if n in props]
            if present:
                space()
                printer.print_string("<{")
                for k, (n, v) in enumerate(present):
                    if k:
                        printer.print_string(", ")
                    printer.print_string(n)
                    if not isinstance(v, UnitAttr):
                        printer.print_string(" = ")
                        _print_prop_value(printer, v)
                printer.print_string("}>")
        elif item.kind == "ints":
            values = [op.int_value(n) for n in item.names]
            if not first and item is not fmt.items[0]:
                printer.print_string(" ")
            printer.print_string("<" + ", ".join(map(str, values)) + ">")
            first = False
        elif item.kind == "keyword":
            printer.print_string(" " + op.keyword_text())
            first = False
        elif item.kind == "attrdict":
            printer.print_op_attributes(op.attributes)
            attrs_done = True
    if not fmt.explicit_attr_dict and not fmt.attrs_last:
        printer.print_op_attributes(op.attributes)
        attrs_done = True
    _write_signature(op, printer, fmt.sig)
    if not attrs_done:
        printer.print_op_attributes(op.attributes)


def _after_prefix(fmt: Format, item: Item) -> bool:
    k = fmt.items.index(item)
    return k > 0 and fmt.items[k - 1].kind in ("mode", "ints", "keyword", "propdict")


def _list(value: DenseArrayBase) -> str:
    return "[" + ", ".join(str(x) for x in value.get_values()) + "]"


def _write_args(op: "CuteOp", printer: Printer, item: Item, props: dict) -> None:
    pieces: list[Any] = []
    for arg in item.args or ("operands",):
        if arg == "operands":
            pieces += op.operand_groups()
        elif arg.startswith('"'):
            name = arg.strip('"?')
            if name in props:
                pieces.append(("str", op.string_prop_text(name)))
        else:
            pieces += op.operand_groups(arg[1:])
    for k, piece in enumerate(pieces):
        if k:
            printer.print_string(", ")
        if isinstance(piece, tuple):
            printer.print_string_literal(piece[1])
        elif isinstance(piece, list):
            printer.print_string("[")
            printer.print_list(piece, printer.print_operand)
            printer.print_string("]")
        else:
            printer.print_operand(piece)


def _write_signature(op: "CuteOp", printer: Printer, sig: str) -> None:
    ins, outs = list(op.operand_types), list(op.result_types)
    if sig == "none":
        return
    printer.print_string(" : ")
    if sig == "functional":
        printer.print_string("(")
        _print_types(printer, ins)
        printer.print_string(") -> ")
        _print_results(printer, outs)
    elif sig == "parens":
        printer.print_string("(")
        _print_types(printer, ins)
        printer.print_string(")")
    elif sig in ("arrow", "to"):
        _print_types(printer, ins)
        printer.print_string(" -> " if sig == "arrow" else " to ")
        _print_results(printer, outs)
    elif sig == "operands":
        _print_types(printer, ins)
    elif sig == "results":
        _print_types(printer, outs)
    else:
        raise ValueError(f"unknown signature kind {sig!r}")

