"""Typed errors of cute-sym.

Every error names what is wrong (``reason``) and, where known, which operand
(``operand``) or which column of the text (``CuteSyntaxError.column``).
"""
from __future__ import annotations


class CuteError(Exception):
    """Base class of every error cute-sym raises on bad input."""

    def __init__(self, reason: str, *, operand: str | None = None):
        self.reason = reason
        self.operand = operand
        super().__init__(f"{operand}: {reason}" if operand else reason)


class CuteSyntaxError(CuteError):
    """Malformed canonical text; ``column`` is 1-based."""

    def __init__(self, reason: str, text: str, column: int):
        self.text = text
        self.column = column
        super().__init__(reason)

    def __str__(self) -> str:
        return f"column {self.column}: {self.reason}\n  {self.text}\n  {' ' * (self.column - 1)}^"


class KindError(CuteError):
    """A value breaks the construction rules of its kind (seed 000, Types)."""


class PreconditionError(CuteError):
    """An operation's precondition (seed 000, Errors sections) does not hold."""


class DynamicValueError(CuteError):
    """A decision needs the value of a dynamic (``?``) leaf, which is unknown."""


class CompositionError(PreconditionError):
    """An inadmissible composition ``A o B`` (paper §5.3.2): the reason names the
    violated condition -- stride divisibility (eq. 9), shape divisibility
    (eq. 10) or distribution (eq. 11-12) -- and its numbers."""
