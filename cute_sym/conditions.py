"""Side conditions: facts about symbolic leaves that a computation relied on.

When an operation on symbolic leaves (``Dyn`` with a sympy expression) needs a
fact it cannot decide -- ``4 | M``, ``M <= N`` -- it calls :func:`require`.
Inside :func:`collecting` the fact is recorded and the computation goes on
under it; outside, :class:`DynamicValueError` is raised, so nothing is ever
guessed silently.  The solver package discharges recorded conditions.
"""
from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass
from typing import Any, Iterator

from .errors import DynamicValueError

__all__ = ["Condition", "require", "collecting"]


@dataclass(frozen=True)
class Condition:
    """A predicate over symbols: ``kind`` is ``divides`` (lhs | rhs), ``le`` or ``eq``."""

    kind: str
    lhs: Any
    rhs: Any
    why: str = ""

    def __str__(self) -> str:
        op = {"divides": "|", "le": "<=", "eq": "==", "lt": "<"}[self.kind]
        text = f"{self.lhs} {op} {self.rhs}"
        return f"{text} ({self.why})" if self.why else text

    def as_sympy(self) -> Any:
        """The predicate as a sympy boolean (``divides`` as ``Eq(Mod(rhs, lhs), 0)``)."""
        import sympy
        a, b = sympy.sympify(self.lhs), sympy.sympify(self.rhs)
        if self.kind == "divides":
            return sympy.Eq(sympy.Mod(b, a), 0)
        return {"le": sympy.Le, "eq": sympy.Eq, "lt": sympy.Lt}[self.kind](a, b)


_active: contextvars.ContextVar["list[Condition] | None"] = contextvars.ContextVar("cute_sym_conditions", default=None)


def require(cond: Condition) -> None:
    """Record ``cond`` in the active collector, or raise when there is none."""
    sink = _active.get()
    if sink is None:
        raise DynamicValueError(f"cannot decide statically that {cond}")
    if cond not in sink:
        sink.append(cond)


@contextlib.contextmanager
def collecting() -> Iterator[list[Condition]]:
    """Collect the side conditions required inside the ``with`` block."""
    sink: list[Condition] = []
    token = _active.set(sink)
    try:
        yield sink
    finally:
        _active.reset(token)
