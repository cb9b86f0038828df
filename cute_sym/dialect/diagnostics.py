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
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind
from xdsl.utils.exceptions import DiagnosticException

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


class _Lexer(MLIRLexer):
    """xDSL's lexer with a string-literal pattern that cannot backtrack.

    xDSL 0.75's ``"(?:[^"...]+|...)*"`` takes exponential time on an unclosed
    quote (30 characters: a minute); this one matches the same literals in
    linear time."""

    _unescaped_characters_regex = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"')


class LocatingParser(Parser):
    """An xDSL parser that records the start of every op it parses.

    ``op_start`` is the start of the op being parsed, for errors raised while
    parsing it (an op whose result types are inferred at parse time)."""

    def __init__(self, ctx: Context, text: str, name: str):
        super().__init__(ctx, "", name)
        self._parser_state = ParserState(_Lexer(Input(text, name)))
        self.locations: dict[Operation, tuple[int, int]] = {}
        self.op_start = None

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        self.op_start = start
        op = super().parse_operation()
        loc = start.get_location()
        self.locations[op] = (loc.line, loc.col)
        return op

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """As MLIR: an input with no operation (empty, blank or only comments) is an empty module."""
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            return ModuleOp([])
        return super().parse_module(allow_implicit_module)


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


def verify_module(module: ModuleOp, locations: dict[Operation, tuple[int, int]],
                  file: str) -> list[Diagnostic]:
    """Verify like MLIR: each top-level op up to its first failure, nested ops first."""
    found = []
    for top in module.ops:
        for op in top.walk(reverse=False, region_first=True):
            try:
                op.verify(verify_nested_ops=False)
            except Exception as e:  # xDSL's verifiers raise more than VerifyException
                text = str(e) if isinstance(e, DiagnosticException) else f"internal error: {type(e).__name__}: {e}"
                found.append(at_op(op, locations, file, text))
                break
    if not found:
        try:
            module.verify(verify_nested_ops=False)
        except DiagnosticException as e:
            found.append(Diagnostic(file, 0, 0, op_message(module, str(e))))
    return found
