"""MLIR-style diagnostics for ``cute-opt``: ``file:line:col: error: message``.

:class:`LocatingParser` remembers where each op starts (MLIR's op location);
:func:`verify_module` verifies every op like MLIR's verifier, returning the
failures as :class:`Diagnostic` s at the failing ops' locations instead of
raising.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRTokenKind
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.dialects.builtin import UnregisteredOp

from .foreign import CuteContext, is_foreign
from .foreign_form import parse_opaque
from .lexing import FastLexer

__all__ = ["Diagnostic", "LocatingParser", "OpError", "verify_module", "op_message", "at_op"]


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic; ``line``/``col`` are 1-based, 0 when unknown."""

    file: str
    line: int
    col: int
    message: str
    severity: str = "error"

    def render(self, source_lines: list[str] | None = None) -> str:
        """``file:line:col: error: message``, then the source line and a caret (as MLIR)."""
        if not self.line:
            return f"{self.file}: {self.severity}: {self.message}"
        text = f"{self.file}:{self.line}:{self.col}: {self.severity}: {self.message}"
        if source_lines is not None and self.line <= len(source_lines):
            src = source_lines[self.line - 1].rstrip("\n")
            text += f"\n{src}\n{' ' * (self.col - 1)}^"
        return text


class _Lexer(FastLexer):
    """xDSL's lexer (its common tokens found fast: :mod:`.lexing`) with a string-literal pattern
    that cannot backtrack.

    xDSL 0.75's ``"(?:[^"...]+|...)*"`` takes exponential time on an unclosed
    quote (30 characters: a minute); this one matches the same literals in
    linear time."""

    _unescaped_characters_regex = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"')


class LocatingParser(Parser):
    """An xDSL parser that records the start of every op it parses, and reads the custom
    form of foreign ops (:mod:`.foreign`).

    ``op_start`` is the start of the op being parsed, for errors raised while
    parsing it (an op whose result types are inferred at parse time)."""

    def __init__(self, ctx: Context, text: str, name: str):
        super().__init__(ctx, "", name)
        self._parser_state = ParserState(_Lexer(Input(text, name)))
        self.locations: dict[Operation, tuple[int, int]] = {}
        self.op_start = None
        self._nesting = 0
        self._line_starts: list[int] | None = None
        self._attributes: dict[tuple, object] = {}

    FALLBACK_ERRORS: tuple[type[Exception], ...] = (ParseError,)
    """What makes a foreign op's own custom parser give way to reading it as opaque."""
    unknown_result = None
    """The type of an opaque op's result its custom form does not print (``None``: refuse)."""

    def may_fall_back(self, name: str) -> bool:
        """Whether op ``name``, which xDSL parses, is read as opaque when its parser fails
        (foreign ops always are)."""
        return False

    def snapshot(self):
        """State to restore when an op's custom parser fails (:meth:`restore`)."""
        return None

    def restore(self, mark, name: str, error: Exception) -> None:
        pass

    def read_opaque(self, op: Operation, cls: type[Operation] | None) -> Operation:
        """The op to use for ``op``, read in its custom form as opaque (``cls``: the class
        the context knows for its name, if any)."""
        return op

    def location_of(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset (cheaper than xDSL's per-span count)."""
        import bisect
        if self._line_starts is None:
            text = self.lexer.input.content
            starts, k = [0], text.find("\n")
            while k != -1:
                starts.append(k + 1)
                k = text.find("\n", k + 1)
            self._line_starts = starts
        line = bisect.bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

    # xDSL's words for MLIR's own parser errors -> MLIR's (what NVIDIA's cute-opt prints)
    _MLIR_WORDS = ((re.compile(r"Operation has 0 results, but was given \d+ to bind\."),
                    "cannot name an operation with no results"),
                   (re.compile(r"Operation has (\d+) results, but was given (\d+) to bind\."),
                    r"operation defines \1 results but was provided \2 to bind"))

    def raise_error(self, msg: str, at_position=None, end_position=None):
        for pattern, words in self._MLIR_WORDS:
            msg = pattern.sub(words, msg)
        return super().raise_error(msg, at_position, end_position)

    def _parse_dialect_type_or_attribute_body(self, attr_name: str, is_type: bool, is_opaque: bool,
                                              starting_opaque_pos):
        """As xDSL's; an unknown ``!cute.<name>`` type in MLIR's words (``unknown  type `name` in
        dialect `cute```, two blanks as MLIR prints it)."""
        dialect, _, mnemonic = attr_name.partition(".")
        if is_type and dialect == "cute" and mnemonic and self.ctx.get_optional_type(attr_name) is None:
            self.raise_error(f"unknown  type `{mnemonic}` in dialect `cute`")
        if not mnemonic or starting_opaque_pos is not None or self._current_token.kind != MLIRTokenKind.LESS:
            return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, starting_opaque_pos)
        # a module repeats its types (each op's signature spells them): one text, one attribute
        # (attributes are immutable; a text's value does not depend on where it is written)
        content = self.lexer.input.content
        start = self._current_token.span.start
        end = self._raw_scan_balanced(start + 1) + 1
        key = (attr_name, is_type, is_opaque, content[start:end])
        known = self._attributes.get(key)
        if known is not None:
            self.lexer.pos = end
            self._parser_state.current_token = self.lexer.lex()
            return known
        value = super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, starting_opaque_pos)
        if not content[end:self._current_token.span.start].strip():      # it read exactly that text
            self._attributes[key] = value
        return value

    # ---- a module spells the same types again and again: each text is read once

    _TYPE_NAME = re.compile(r"(?:![A-Za-z_][\w$.-]*|[A-Za-z_][\w$.]*)")

    def _closing(self, pos: int, opener: str) -> int | None:
        """The position just past the bracket that closes the one at ``pos`` (``None``: none)."""
        content, closers = self.lexer.input.content, {">": "<", ")": "(", "]": "[", "}": "{"}
        nesting, n = [opener], len(content)
        pos += 1
        while pos < n:
            c = content[pos]
            pos += 1
            if c in "<([{":
                nesting.append(c)
            elif c == "-" and pos < n and content[pos] == ">":
                pos += 1
            elif c in closers:
                if nesting.pop() != closers[c]:
                    return None
                if not nesting:
                    return pos
            elif c == '"':
                while pos < n and content[pos] != '"':
                    pos += 2 if content[pos] == "\\" else 1
                pos += 1
        return None

    def _type_end(self, pos: int) -> int | None:
        """Where a type written at ``pos`` ends (a name, ``<...>`` after it), ``None`` if unsure."""
        m = self._TYPE_NAME.match(self.lexer.input.content, pos)
        if m is None:
            return None
        end = m.end()
        return self._closing(end, "<") if self.lexer.input.content.startswith("<", end) else end

    def _function_type_end(self, pos: int) -> int | None:
        content = self.lexer.input.content
        end = self._closing(pos, "(")
        if end is None:
            return None
        while end < len(content) and content[end] in " \t\n":
            end += 1
        if not content.startswith("->", end):
            return None
        end += 2
        while end < len(content) and content[end] in " \t\n":
            end += 1
        return self._closing(end, "(") if content.startswith("(", end) else self._type_end(end)

    def _read_once(self, end: int | None, parse):
        """``parse()`` of the text from the current token to ``end``, the same text's value when
        it was read before (attributes are immutable and a type's text names one value)."""
        if end is None:
            return parse()
        content = self.lexer.input.content
        key = content[self._current_token.span.start:end]
        known = self._attributes.get(key)
        if known is not None:
            self.lexer.pos = end
            self._parser_state.current_token = self.lexer.lex()
            return known
        value = parse()
        if value is not None and self._current_token.span.start >= end and \
                not content[end:self._current_token.span.start].strip():
            self._attributes[key] = value
        return value

    def parse_optional_type(self):
        tok = self._current_token
        if tok.kind not in (MLIRTokenKind.EXCLAMATION_IDENT, MLIRTokenKind.BARE_IDENT):
            return super().parse_optional_type()
        return self._read_once(self._type_end(tok.span.start), super().parse_optional_type)

    def parse_optional_function_type(self):
        tok = self._current_token
        if tok.kind != MLIRTokenKind.L_PAREN:
            return None
        return self._read_once(self._function_type_end(tok.span.start), super().parse_optional_function_type)

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        self.op_start = start
        self._nesting += 1
        try:
            op = self._parse_any_operation()
        except Exception as e:  # noqa: BLE001 - tagged and re-raised
            if getattr(e, "op_depth", None) is None:
                e.op_depth = self._nesting      # the op that failed (not one around it)
            raise
        finally:
            self._nesting -= 1
        self.locations[op] = self.location_of(start.start)
        return op

    _ALIAS = re.compile(r"(?<![\w.$-])([#!][A-Za-z_][\w$-]*)(?![\w.$<-])")

    def _parse_dialect_symbol_body(self) -> str:
        """An unknown attribute's body, with the aliases it names written out (the printer
        does not print alias definitions, so ``<unroll = #loop_unroll>`` would dangle)."""
        body = super()._parse_dialect_symbol_body()
        if "#" not in body and "!" not in body:
            return body

        def expand(m: re.Match) -> str:
            value = self.attribute_aliases.get(m.group(1))
            if value is None:
                return m.group(0)
            from io import StringIO
            from xdsl.printer import Printer
            out = StringIO()
            Printer(stream=out).print_attribute(value)
            return out.getvalue()
        return self._ALIAS.sub(expand, body)

    def _get_op_by_name(self, name: str) -> type[Operation]:
        found = self.ctx.get_optional_op(name, dialect_stack=self._parser_state.dialect_stack)
        if found is not None:
            return found
        if is_foreign(name):
            return self.ctx.foreign_op(name) if isinstance(self.ctx, CuteContext) else UnregisteredOp.with_name(name)
        self.raise_error(f"Operation {name} is not registered")

    def _known(self, name: str) -> type[Operation] | None:
        ctx = self.ctx
        if (cls := ctx._get_known_op(name)) is not None:
            return cls
        stack = self._parser_state.dialect_stack
        if "." not in name and stack:     # MLIR: the enclosing op's default dialect only
            return ctx._get_known_op(f"{stack[-1]}.{name}")
        return None

    def _qualified(self, name: str) -> str:
        stack = self._parser_state.dialect_stack
        return name if "." in name or not stack else f"{stack[-1]}.{name}"

    def _parse_any_operation(self) -> Operation:
        begin = self.pos
        op_loc = self._current_token.span
        bound = self._parse_op_result_list()
        tok = self._current_token
        if tok.kind == MLIRTokenKind.STRING_LIT:
            return self._generic_operation(op_loc, bound)
        if tok.kind != MLIRTokenKind.BARE_IDENT:
            self._resume_from(begin)
            return super().parse_operation()
        cls = self._known(tok.text)
        full = self._qualified(tok.text)
        if cls is not None and _custom(cls) and not (is_foreign(cls.name) or self.may_fall_back(cls.name)):
            self._resume_from(begin)
            return super().parse_operation()
        if cls is None and not (is_foreign(full) or self.ctx.allow_unregistered):
            self._resume_from(begin)
            return super().parse_operation()
        first_error = None
        if cls is not None and _custom(cls):
            # the names defined so far, by count (a copy per op would make reading quadratic)
            saved = (len(self.ssa_values), self.blocks, dict(self.forward_ssa_references),
                     len(self._parser_state.dialect_stack), self.snapshot())
            try:
                self._resume_from(begin)
                return super().parse_operation()
            except self.FALLBACK_ERRORS as e:
                if getattr(e, "op_depth", self._nesting) > self._nesting:
                    raise                       # an op inside failed: reading this one as opaque cannot help
                defined, self.blocks, refs, depth, mark = saved
                for name in list(self.ssa_values)[defined:]:    # those its regions defined
                    del self.ssa_values[name]
                self.forward_ssa_references = refs
                del self._parser_state.dialect_stack[depth:]
                self.restore(mark, cls.name, e)
                first_error = e
                self._resume_from(begin)
                bound = self._parse_op_result_list()
                tok = self._current_token
        self._consume_token()
        n = sum(size for _, size in bound)
        try:
            op = parse_opaque(self, cls.name if cls is not None else full, n, tok.span.end,
                              unknown=self.unknown_result)
        except ParseError:
            if first_error is not None:
                raise first_error from None      # the op's own parser says best what is wrong
            raise
        op = self.read_opaque(op, cls)
        if (location := self.parse_optional_location()) is not None:
            op.location = location
        k = 0
        for span, size in bound:
            self._register_ssa_definition(span.text[1:], op.results[k:k + size], span)
            k += size
        return op

    def _generic_operation(self, op_loc, bound) -> Operation:
        """xDSL's ``parse_operation`` for the generic form, its result list already read (the
        same steps and errors, without lexing the results a second time)."""
        op_name = self.expect(self.parse_optional_str_literal, "operation name expected")
        op_type = self._get_op_by_name(op_name)
        self._parser_state.dialect_stack.append(op_type.dialect_name())
        op = self._parse_generic_operation(op_type)
        self._parser_state.dialect_stack.pop()
        n = sum(size for _, size in bound)
        if n != 0 and len(op.results) != n:
            self.raise_error(f"Operation has {len(op.results)} results, but was given {n} to bind.",
                             at_position=op_loc)
        k = 0
        for span, size in bound:
            self._register_ssa_definition(span.text[1:], op.results[k:k + size], span)
            k += size
        return op

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """As MLIR: an input with no operation (empty, blank or only comments) is an empty module."""
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            return ModuleOp([])
        return super().parse_module(allow_implicit_module)


def _custom(cls: type[Operation]) -> bool:
    """The op class has a custom assembly format."""
    return getattr(cls.parse, "__func__", None) is not getattr(Operation.parse, "__func__", object())


def op_message(op: Operation, message: str) -> str:
    """MLIR's ``'<op>' op <message>`` (kept as is when already so prefixed)."""
    prefix = f"'{op.name}' op "
    return message if message.startswith(prefix) else prefix + message


class OpError(DiagnosticException):
    """A pass cannot handle ``op``; reported at the op as ``'<op>' op <message>``."""

    def __init__(self, op: Operation, message: str):
        super().__init__(op_message(op, message))
        self.op = op


def _location(op: Operation, locations: dict[Operation, tuple[int, int]]) -> tuple[int, int]:
    node: Operation | None = op
    while node is not None:
        if node in locations:
            return locations[node]
        node = node.parent_op()
    return (0, 0)


def at_op(op: Operation, locations: dict[Operation, tuple[int, int]], file: str, message: str) -> Diagnostic:
    """``message`` at ``op``'s location (its parent's when ``op`` is new), MLIR's prefix added."""
    return Diagnostic(file, *_location(op, locations), op_message(op, message))


def op_diagnostics(op: Operation, e: Exception, locations: dict[Operation, tuple[int, int]],
                   file: str) -> list[Diagnostic]:
    """The diagnostics of ``op``'s verification failure: MLIR's error, then its notes and
    follow-up errors (``failed to infer returned types``), all at the op."""
    where = _location(op, locations)
    listed = getattr(e, "diagnostics", None)
    if listed is not None:          # final texts (ops.base.CuteOp.diagnostics_of)
        return [Diagnostic(file, *where, m, sev) for sev, m in listed]
    counted = getattr(op, "count_message", None)     # a cute op: MLIR's words for a wrong count
    if callable(counted) and (words := counted(len(op.operands))) is not None:
        return [Diagnostic(file, *where, op_message(op, words))]
    text = str(e) if isinstance(e, DiagnosticException) else f"internal error: {type(e).__name__}: {e}"
    return [Diagnostic(file, *where, op_message(op, text))]


def _invalid_ancestor(op: Operation) -> tuple[Operation, Exception] | None:
    """An enclosing op whose own invariants fail (its verifier's error): a nested op's
    verifier that crashes on its parent (``func.return`` reading a ``func.func`` that lacks
    ``function_type``) is a symptom of that error, which MLIR reports."""
    node = op.parent_op()
    while node is not None and not isinstance(node, ModuleOp):
        try:
            node.verify(verify_nested_ops=False)
        except DiagnosticException as e:
            return node, e
        except Exception:  # noqa: BLE001 - the ancestor's verifier crashes too: keep the op's
            pass
        node = node.parent_op()
    return None


def verify_module(module: ModuleOp, locations: dict[Operation, tuple[int, int]],
                  file: str) -> list[Diagnostic]:
    """Verify like MLIR: each top-level op up to its first failure, nested ops first."""
    if len(module.body.blocks) != 1:                  # MLIR's ODS constraint on ``bodyRegion``
        line, col = locations.get(module, (1, 1))
        return [Diagnostic(file, line, col, op_message(
            module, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"))]
    found = []
    for top in module.ops:
        for op in top.walk(reverse=False, region_first=True):
            try:
                op.verify(verify_nested_ops=False)
            except Exception as e:  # xDSL's verifiers raise more than VerifyException
                if not isinstance(e, DiagnosticException):
                    op, e = _invalid_ancestor(op) or (op, e)
                found += op_diagnostics(op, e, locations, file)
                break
    if not found:
        try:
            module.verify(verify_nested_ops=False)
        except DiagnosticException as e:
            found.append(Diagnostic(file, 0, 0, op_message(module, str(e))))
    return found
