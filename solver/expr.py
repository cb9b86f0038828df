"""Index expressions: the language that codegen emits and the solver proves.

Integer expressions over named inputs with ``+ - * // % << >> & ^ |``.
``//`` and ``%`` are floor division and modulo (Python's); C's truncating
``/`` and ``%`` agree with them when both operands are non-negative, which
the emitter must guarantee (and the solver can prove).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Union

__all__ = ["Expr", "Const", "Var", "Bin", "OPS", "evaluate", "variables", "as_expr"]

OPS: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "//": lambda a, b: a // b, "%": lambda a, b: a % b,
    "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b,
    "&": lambda a, b: a & b, "^": lambda a, b: a ^ b, "|": lambda a, b: a | b,
}


class Expr:
    """Base of index expressions; Python operators build :class:`Bin` nodes."""

    def _bin(self, op: str, other: "Expr | int", swap: bool = False) -> "Bin":
        o = as_expr(other)
        return Bin(op, o, self) if swap else Bin(op, self, o)

    def __add__(self, o): return self._bin("+", o)
    def __radd__(self, o): return self._bin("+", o, True)
    def __sub__(self, o): return self._bin("-", o)
    def __rsub__(self, o): return self._bin("-", o, True)
    def __mul__(self, o): return self._bin("*", o)
    def __rmul__(self, o): return self._bin("*", o, True)
    def __floordiv__(self, o): return self._bin("//", o)
    def __mod__(self, o): return self._bin("%", o)
    def __lshift__(self, o): return self._bin("<<", o)
    def __rshift__(self, o): return self._bin(">>", o)
    def __and__(self, o): return self._bin("&", o)
    def __xor__(self, o): return self._bin("^", o)
    def __or__(self, o): return self._bin("|", o)


@dataclass(frozen=True, eq=True)
class Const(Expr):
    value: int

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True, eq=True)
class Var(Expr):
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, eq=True)
class Bin(Expr):
    op: str
    a: Expr
    b: Expr

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"unknown operator {self.op!r}")

    def __str__(self) -> str:
        return f"({self.a} {self.op} {self.b})"


def as_expr(x: Union[Expr, int]) -> Expr:
    if isinstance(x, Expr):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        return Const(x)
    raise TypeError(f"not an index expression: {x!r}")


def evaluate(e: Expr, env: Mapping[str, int]) -> int:
    """The value of ``e`` with each :class:`Var` looked up in ``env``."""
    if isinstance(e, Const):
        return e.value
    if isinstance(e, Var):
        return env[e.name]
    return OPS[e.op](evaluate(e.a, env), evaluate(e.b, env))


def variables(e: Expr) -> set[str]:
    """The names of the inputs ``e`` reads."""
    if isinstance(e, Var):
        return {e.name}
    if isinstance(e, Bin):
        return variables(e.a) | variables(e.b)
    return set()
