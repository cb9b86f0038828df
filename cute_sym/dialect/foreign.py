"""Foreign dialects pass through: the ops, types and attributes of dialects cute-sym does
not model (``cuda``, ``nvvm``, ``cute_nvgpu``, ...) that the CuTe DSL prints.

MLIR reads an op it does not know only in the generic form (``-allow-unregistered-dialect``);
cute-sym reads that too (xDSL's unregistered ops).  A DSL module is printed in the custom
forms of NVIDIA's dialects, so cute-sym also reads an unknown op's *custom* form as an
:class:`OpaqueOp`: its text is kept piece by piece -- verbatim tokens, the SSA values it
uses, the block arguments it defines (``%arg0: !t`` in a header), its regions, and the
types and attributes in it (parsed, so aliases resolve) -- and printed back as it came,
with the values renamed.  MLIR's printer writes one op per line, regions excepted, which
is how the op's end is found.  Its result types come from its type signature: the types
after ``->`` or ``to``, a trailing function type's results, or the types after ``:``
when they are as many as the results; otherwise the op is refused by name.  An opaque op
keeps its custom form under ``-mlir-print-op-generic`` (its generic attributes are not
known here).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import FunctionType, UnregisteredAttr, UnregisteredOp
from xdsl.ir import Attribute, Operation, Region
from xdsl.irdl import traits_def
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRTokenKind as T

__all__ = ["FOREIGN_DIALECTS", "OpaqueOp", "opaque_op", "parse_opaque", "CuteContext", "is_foreign"]

FOREIGN_DIALECTS = frozenset({"cuda", "nvvm", "cute_nvgpu", "nvgpu", "cutlass", "ub", "lir", "pyir", "iket",
                              "math", "cf", "vector", "memref", "index", "llvm", "gpu", "rocdl", "amdgpu",
                              "builtin_unknown"})
"""Dialects whose unknown ops, types and attributes pass through without
``-allow-unregistered-dialect`` (NVIDIA's, and the upstream ones the DSL prints that
xDSL may model only in part)."""

_OPEN = {T.L_PAREN, T.L_SQUARE, T.L_BRACE, T.LESS}
_CLOSE = {T.R_PAREN, T.R_SQUARE, T.R_BRACE, T.GREATER}


def is_foreign(name: str) -> bool:
    return name.split(".", 1)[0] in FOREIGN_DIALECTS


class CuteContext(Context):
    """A context in which the foreign dialects' unknown types and attributes are opaque."""

    def get_optional_type(self, name: str):
        found = super().get_optional_type(name)
        if found is None and is_foreign(name):
            found = UnregisteredAttr.with_name_and_type(name, True)
            self._loaded_types[name] = found
        return found

    def get_optional_attr(self, name: str):
        found = super().get_optional_attr(name)
        if found is None and is_foreign(name):
            found = UnregisteredAttr.with_name_and_type(name, False)
            self._loaded_attrs[name] = found
        return found

    def foreign_op(self, name: str) -> type[Operation]:
        """The generic-form class of an unknown op (xDSL's unregistered op)."""
        cls = UnregisteredOp.with_name(name)
        return cls


class OpaqueOp(Operation):
    """An op of a foreign dialect read in its custom form (see the module docstring)."""

    name = "builtin.opaque"
    traits = traits_def()
    pieces: list[Any]

    def print(self, printer: Printer) -> None:
        pieces = getattr(self, "pieces", None)
        if pieces is None:
            printer.print_op_with_default_format(self)
            return
        for piece in pieces:
            if isinstance(piece, str):
                printer.print_string(piece)
            elif piece[0] == "use":
                printer.print_ssa_value(self.operands[piece[1]])
            elif piece[0] == "arg":
                printer.print_block_argument(self.regions[0].blocks[0].args[piece[1]])
            elif piece[0] == "region":
                generic = printer.print_generic_format
                printer.print_generic_format = getattr(printer, "generic_requested", generic)
                try:
                    printer.print_region(self.regions[piece[1]], print_entry_block_args=not piece[2])
                finally:
                    printer.print_generic_format = generic
            elif piece[0] == "attr":
                printer.print_attribute(piece[1])

    def clone_without_regions(self, *args, **kwargs):  # keep the text on copies
        op = super().clone_without_regions(*args, **kwargs)
        op.pieces = list(getattr(self, "pieces", []) or []) or None
        return op

    def verify_(self) -> None:
        pass

    @classmethod
    def has_trait(cls, trait, *, value_if_unregistered: bool = True) -> bool:
        """Unknown: an opaque op may end a block and need no terminator (MLIR's view of an
        unregistered op); it has no other trait (not pure, not isolated)."""
        from xdsl.traits import IsTerminator, NoTerminator
        kind = trait if isinstance(trait, type) else type(trait)
        return issubclass(kind, (IsTerminator, NoTerminator))


@lru_cache(maxsize=None)
def opaque_op(name: str) -> type[OpaqueOp]:
    """The :class:`OpaqueOp` class of op ``name``."""
    return type(f"Opaque_{name.replace('.', '_')}", (OpaqueOp,), {"name": name, "__module__": __name__})


def _newline_between(text: str, a: int, b: int) -> bool:
    return "\n" in text[a:b]


def _region_follows(text: str, end: int) -> bool:
    """A ``{`` that ends its line (nothing but a comment after it) opens a region."""
    rest = text[end:text.find("\n", end) if "\n" in text[end:] else len(text)]
    return rest.strip() == "" or rest.strip().startswith("//")


def parse_opaque(parser: Parser, name: str, n_results: int, name_end: int) -> OpaqueOp:
    """Read the custom form of foreign op ``name`` (the name is consumed; it ended at
    ``name_end``) into an :class:`OpaqueOp` with ``n_results`` results."""
    text = parser.lexer.input.content
    pieces: list[Any] = []
    uses: list[UnresolvedOperand] = []
    use_types: list[Attribute | None] = []
    args: list[Parser.Argument] = []
    regions: list[Region] = []
    results: list[Attribute] | None = None
    depth = 0
    last = name_end
    stack = parser._parser_state.dialect_stack
    while True:
        tok = parser._current_token
        if tok.kind == T.EOF:
            break
        start = tok.span.start
        if depth == 0 and _newline_between(text, last, start):
            break
        if depth == 0 and tok.kind in _CLOSE:
            break              # the end of the enclosing region or list
        if depth == 0 and tok.kind == T.BARE_IDENT and tok.text == "loc" and text.startswith("(", tok.span.end):
            break              # the op's trailing location
        if start > last:
            pieces.append(" ")
        kind = tok.kind
        if kind == T.PERCENT_IDENT:
            parser._consume_token()
            value_name = tok.text[1:]
            if (value_name not in parser.ssa_values and depth > 0
                    and parser._current_token.kind == T.COLON):
                parser.parse_punctuation(":")
                pieces.append(("arg", len(args)))
                args.append(Parser.Argument(tok.span, parser.parse_type()))
            else:
                index = 0
                if parser._current_token.kind == T.HASH_IDENT and parser._current_token.text[1:].isdigit():
                    index = int(parser._consume_token().text[1:])
                pieces.append(("use", len(uses)))
                uses.append(UnresolvedOperand(tok.span, index))
        elif kind == T.L_BRACE and depth == 0 and _region_follows(text, tok.span.end):
            stack.append(name.split(".", 1)[0])
            try:
                region = parser.parse_region(args if not regions and args else None)
            finally:
                stack.pop()
            pieces.append(("region", len(regions), bool(args) and not regions))
            regions.append(region)
        elif kind == T.COLON and depth == 0 and not text.startswith(":", tok.span.end) \
                and not (start > 0 and text[start - 1] == ":"):
            parser._consume_token()
            pieces.append(":")
            results = _signature(parser, pieces, n_results) if results is None else results
        elif kind in (T.EXCLAMATION_IDENT, T.HASH_IDENT) and not tok.text[1:].isdigit():
            attr = parser.parse_type() if kind == T.EXCLAMATION_IDENT else parser.parse_attribute()
            pieces.append(("attr", attr))
        else:
            if kind in _OPEN:
                depth += 1
            elif kind in _CLOSE:
                depth -= 1
            parser._consume_token()
            pieces.append(tok.text)
        last = _previous_end(parser)
    if n_results and results is None:
        parser.raise_error(f"cannot tell the result types of '{name}' from its custom form; "
                           "read the module in the generic form", name_end, name_end)
    values = []
    for u in uses:
        found = parser.ssa_values.get(u.span.text[1:])
        if found is None or u.index >= len(found):
            parser.raise_error(f"'{name}': value '{u.span.text}' is used before its definition "
                               "(an op read in its custom form needs its operands defined above it)",
                               u.span.start, u.span.end)
        values.append(found[u.index])
    op = opaque_op(name).create(operands=values, result_types=results or [], regions=regions)
    op.pieces = pieces
    return op


def _previous_end(parser: Parser) -> int:
    text = parser.lexer.input.content
    k = parser._current_token.span.start
    while k > 0 and text[k - 1] in " \t\r\n":
        k -= 1
    return k


def _signature(parser: Parser, pieces: list, n_results: int) -> list[Attribute] | None:
    """The types after a top-level ``:``; the result types they imply."""
    types: list[Attribute] = []
    after: list[Attribute] | None = None
    try:
        pieces.append(" ")
        types = _types(parser, pieces)
        if parser._current_token.kind == T.ARROW:
            parser._consume_token()
            pieces.append(" -> ")
            after = _types(parser, pieces)
        elif parser._current_token.kind == T.BARE_IDENT and parser._current_token.text == "to":
            parser._consume_token()
            pieces.append(" to ")
            after = _types(parser, pieces)
    except ParseError:
        return None
    if after is not None:
        return after
    if types and isinstance(types[-1], FunctionType) and len(types[-1].outputs.data) == n_results:
        return list(types[-1].outputs.data)
    if len(types) == n_results:
        return types
    return None


def _types(parser: Parser, pieces: list) -> list[Attribute]:
    out: list[Attribute] = []
    if parser._current_token.kind == T.L_PAREN:
        t = parser.parse_type() if _is_function_type(parser) else None
        if t is not None:
            pieces.append(("attr", t))
            out.append(t)
        else:
            parser.parse_punctuation("(")
            pieces.append("(")
            inner = []
            if parser._current_token.kind != T.R_PAREN:
                inner = _comma_types(parser, pieces)
            parser.parse_punctuation(")")
            pieces.append(")")
            return inner
    else:
        out.append(parser.parse_type())
        pieces.append(("attr", out[-1]))
    while parser._current_token.kind == T.COMMA:
        parser._consume_token()
        pieces.append(", ")
        t = parser.parse_type()
        pieces.append(("attr", t))
        out.append(t)
    return out


def _comma_types(parser: Parser, pieces: list) -> list[Attribute]:
    out = [parser.parse_type()]
    pieces.append(("attr", out[-1]))
    while parser._current_token.kind == T.COMMA:
        parser._consume_token()
        pieces.append(", ")
        out.append(parser.parse_type())
        pieces.append(("attr", out[-1]))
    return out


def _is_function_type(parser: Parser) -> bool:
    """``(`` starts a function type when its matching ``)`` is followed by ``->``."""
    text = parser.lexer.input.content
    k, depth = parser._current_token.span.start, 0
    while k < len(text):
        c = text[k]
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            if c == ">" and text[k - 1] == "-":
                k += 1
                continue
            depth -= 1
            if depth == 0:
                return text[k + 1:].lstrip().startswith("->")
        elif c == "\n":
            return False
        k += 1
    return False

