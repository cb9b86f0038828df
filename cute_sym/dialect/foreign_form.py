"""Reading the custom form of an op cute-sym does not model (:class:`.foreign.OpaqueOp`).

MLIR's printer writes one op per line, regions excepted, which is how the op's end is
found.  The text is kept piece by piece -- verbatim tokens, the SSA values it uses (its
operands, in the order they are written: the order of the generic form's operands for the
DSL's ops), the block arguments it defines (``%arg0: !t`` in a header), its regions, and
the types and attributes in it (parsed, so aliases resolve) -- and printed back as it came.
What the generic form would also hold is read where MLIR's conventions name it:

* an attribute dictionary at the op's level (``{kind = #nvvm.proxy_kind<...>}``,
  ``attributes {...}``) is the op's attributes;
* a function-like op (``cuda.kernel @k(%arg0: !t {a}, ...) -> T attributes {...} {``)
  has the properties ``sym_name``, ``function_type`` and ``arg_attrs``; any other op's
  first symbol reference (``cuda.launch_ex @kernels::@k<%cfg> (...)``) is ``callee``.

Result types (:func:`parse_opaque`), in this order: the types after ``->`` / ``to`` /
``into`` (or before ``from``), a trailing function type's results, the types after ``:``
when they are as many as the results (``"count"``, a guess a later use may correct; read
leniently, only when the op has no operand or one result of its operands' type), and
otherwise ``unknown()`` (:class:`.foreign.OpaqueType` when reading leniently; the strict
reader refuses the op by name).  The operand types the signature spells (a function
type's inputs, the types before ``->`` / ``to`` / ``into``, a parenthesized list, the list
of an op with no result) are ``op.operand_signature``.
"""
from __future__ import annotations

from typing import Any, Callable

from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, Region
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRTokenKind as T

from .foreign import OpaqueOp, opaque_op

__all__ = ["parse_opaque"]

_OPEN = {T.L_PAREN, T.L_SQUARE, T.L_BRACE, T.LESS}
_CLOSE = {T.R_PAREN, T.R_SQUARE, T.R_BRACE, T.GREATER}


def _newline_between(text: str, a: int, b: int) -> bool:
    return "\n" in text[a:b]


def _region_follows(text: str, end: int) -> bool:
    """A ``{`` that ends its line (nothing but a comment after it) opens a region."""
    k = text.find("\n", end)
    rest = text[end:k if k >= 0 else len(text)].strip()
    return rest == "" or rest.startswith("//")


class _Reading:
    """The pieces of one op's custom form as they are read."""

    def __init__(self) -> None:
        self.pieces: list[Any] = []
        self.uses: list[UnresolvedOperand] = []
        self.args: list[Parser.Argument] = []
        self.arg_attrs: dict[int, dict[str, Attribute]] = {}
        self.regions: list[Region] = []
        self.results: list[Attribute] | None = None
        self.how: str | None = None
        self.arrow: list[Attribute] | None = None
        self.attributes: dict[str, Attribute] = {}
        self.symbols: list[tuple[int, SymbolRefAttr]] = []     # (piece index, symbol)
        self.operand_types: list[Attribute] | None = None

    def set_results(self, types: list[Attribute] | None, how: str) -> None:
        if self.results is None and types is not None:
            self.results, self.how = types, how


def parse_opaque(parser: Parser, name: str, n_results: int, name_end: int, *,
                 unknown: Callable[[], Attribute] | None = None) -> OpaqueOp:
    """Read the custom form of foreign op ``name`` (the name is consumed; it ended at
    ``name_end``) into an :class:`OpaqueOp` with ``n_results`` results; ``op.typed_by`` says
    where their types came from (``"signature"``, ``"count"``, or ``None``: ``unknown()``);
    ``op.operand_signature`` the operand types its signature spells, when it spells them all."""
    text = parser.lexer.input.content
    r = _Reading()
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
            r.pieces.append(" ")
        kind = tok.kind
        if kind == T.PERCENT_IDENT:
            _value(parser, r, tok, depth)
        elif kind == T.L_BRACE and depth == 0 and _region_follows(text, tok.span.end):
            stack.append(name.split(".", 1)[0])
            try:
                region = parser.parse_region(r.args if not r.regions and r.args else None)
            finally:
                stack.pop()
            r.pieces.append(("region", len(r.regions), bool(r.args) and not r.regions))
            r.regions.append(region)
        elif kind == T.L_BRACE and (depth == 0 or _after_argument(r)):
            attrs = parser.parse_optional_attr_dict()
            r.pieces.append(("attrs", attrs))
            if depth == 0:
                r.attributes.update(attrs)
            else:
                r.arg_attrs[len(r.args) - 1] = attrs
        elif kind == T.COLON and depth == 0 and not text.startswith(":", tok.span.end) \
                and not (start > 0 and text[start - 1] == ":"):
            parser._consume_token()
            r.pieces.append(":")
            types, how, operands = _signature(parser, r.pieces, n_results)
            r.set_results(types, how)
            if r.operand_types is None:
                r.operand_types = operands
        elif kind == T.ARROW and depth == 0:
            parser._consume_token()
            r.pieces.append("->")
            try:
                r.pieces.append(" ")
                r.arrow = _types(parser, r.pieces)
            except ParseError:
                r.arrow = None
            if n_results:
                r.set_results(r.arrow, "signature")
        elif kind == T.AT_IDENT:
            symbol = parser.parse_attribute()
            if depth == 0 and isinstance(symbol, SymbolRefAttr):
                r.symbols.append((len(r.pieces), symbol))
            r.pieces.append(("attr", symbol))
        elif kind in (T.EXCLAMATION_IDENT, T.HASH_IDENT) and not tok.text[1:].isdigit():
            attr = parser.parse_type() if kind == T.EXCLAMATION_IDENT else parser.parse_attribute()
            r.pieces.append(("attr", attr))
        else:
            if kind in _OPEN:
                depth += 1
            elif kind in _CLOSE:
                depth -= 1
            parser._consume_token()
            r.pieces.append(tok.text)
        last = _previous_end(parser)
    if depth != 0:
        parser.raise_error(f"'{name}': unbalanced brackets in its custom form", name_end, name_end)
    if r.results is not None and len(r.results) != n_results:
        r.results = r.how = None
    operands = _operands(parser, name, r.uses)
    if r.how == "count" and unknown is not None and not _plausible(r.results, operands):
        r.results = r.how = None
    if n_results and r.results is None:
        if unknown is None:
            parser.raise_error(f"cannot tell the result types of '{name}' from its custom form; "
                               "read the module in the generic form", name_end, name_end)
        r.results = [unknown() for _ in range(n_results)]
    op = opaque_op(name).create(operands=operands, result_types=r.results or [],
                                regions=r.regions, attributes=r.attributes, properties=_properties(r))
    op.pieces = r.pieces
    op.typed_by = r.how if n_results else "signature"
    op.operand_signature = r.operand_types if r.operand_types is not None and \
        len(r.operand_types) == len(r.uses) else None
    return op


def _plausible(types: list[Attribute], operands: list) -> bool:
    """``: T`` names the results when the op has no operand (``nvvm.read.ptx.sreg.tid.x : i32``)
    or one result whose type every operand has (``math.exp2 %v : vector<2xf32>``); else it
    may be the operands' type only (``memref.load %m[%i] : memref<4xf32>``)."""
    if not operands:
        return True
    return len(types) == 1 and all(v.type == types[0] for v in operands)


def _value(parser: Parser, r: _Reading, tok, depth: int) -> None:
    """``%x``: a use (``%x#1`` its second value) or, in a header, a block argument ``%x: T``."""
    parser._consume_token()
    value_name = tok.text[1:]
    if value_name not in parser.ssa_values and depth > 0 and parser._current_token.kind == T.COLON:
        parser.parse_punctuation(":")
        r.pieces.append(("arg", len(r.args)))
        r.args.append(Parser.Argument(tok.span, parser.parse_type()))
        return
    index = 0
    if parser._current_token.kind == T.HASH_IDENT and parser._current_token.text[1:].isdigit():
        index = int(parser._consume_token().text[1:])
    r.pieces.append(("use", len(r.uses)))
    r.uses.append(UnresolvedOperand(tok.span, index))


def _after_argument(r: _Reading) -> bool:
    """The piece before is a block argument (``%a: !t {attrs}``)."""
    k = len(r.pieces) - 1
    while k >= 0 and r.pieces[k] == " ":
        k -= 1
    return k >= 0 and isinstance(r.pieces[k], tuple) and r.pieces[k][0] == "arg"


def _operands(parser: Parser, name: str, uses: list[UnresolvedOperand]) -> list:
    values = []
    for u in uses:
        found = parser.ssa_values.get(u.span.text[1:])
        if found is None or u.index >= len(found):
            parser.raise_error(f"'{name}': value '{u.span.text}' is used before its definition "
                               "(an op read in its custom form needs its operands defined above it)",
                               u.span.start, u.span.end)
        values.append(found[u.index])
    return values


def _properties(r: _Reading) -> dict[str, Attribute]:
    """A symbol definition (``@name`` first, and a region: ``gpu.module @kernels {``) has
    ``sym_name``, and when an argument list follows the name, ``function_type`` and
    ``arg_attrs`` (MLIR's function-like form); any other op's first symbol reference
    (``cuda.launch_ex @kernels::@k<%cfg> (...)``) is its ``callee``."""
    if not r.symbols:
        return {}
    at, symbol = r.symbols[0]
    first = next((k for k, p in enumerate(r.pieces) if p != " "), None)
    if first != at or symbol.nested_references.data or not r.regions:
        return {"callee": symbol}
    props: dict[str, Attribute] = {"sym_name": symbol.root_reference}
    if at + 1 < len(r.pieces) and r.pieces[at + 1] == "(":
        props["function_type"] = FunctionType.from_lists([a.type for a in r.args], r.arrow or [])
        if any(r.arg_attrs.values()):
            props["arg_attrs"] = ArrayAttr([DictionaryAttr(r.arg_attrs.get(k, {})) for k in range(len(r.args))])
    return props


def _previous_end(parser: Parser) -> int:
    text = parser.lexer.input.content
    k = parser._current_token.span.start
    while k > 0 and text[k - 1] in " \t\r\n":
        k -= 1
    return k


_AFTER = {"to": "after", "into": "after", "from": "before"}


def _signature(parser: Parser, pieces: list, n_results: int) -> tuple[list[Attribute] | None, str, list | None]:
    """The types after a top-level ``:``: the result types they imply and how, and the
    operand types they spell (``None``: they do not say) -- a function type's inputs, the
    types before ``->`` / ``to`` / ``into``, a parenthesized list, or the whole list of an
    op with no result."""
    types: list[Attribute] = []
    after: list[Attribute] | None = None
    operands: list | None = None
    try:
        pieces.append(" ")
        paren = parser._current_token.kind == T.L_PAREN and not _is_function_type(parser)
        types = _types(parser, pieces)
        tok = parser._current_token
        if tok.kind == T.ARROW:
            parser._consume_token()
            pieces.append(" -> ")
            after = _types(parser, pieces)
            operands = types
        elif tok.kind == T.BARE_IDENT and tok.text in _AFTER:
            parser._consume_token()
            pieces.append(f" {tok.text} ")
            other = _types(parser, pieces)
            if _AFTER[tok.text] == "before":
                return types, "signature", None
            after, operands = other, types
        elif paren or not n_results:
            operands = types
    except ParseError:
        return None, "count", None
    if after is not None:
        return after, "signature", operands
    if types and isinstance(types[-1], FunctionType):
        fn = types[-1]
        outputs = list(fn.outputs.data)
        return (outputs if len(outputs) == n_results else None), "signature", types[:-1] + list(fn.inputs.data)
    if len(types) == n_results and not paren:
        return types, "count", operands
    return None, "count", operands


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
