"""Side conditions: facts about symbolic leaves that a computation relied on.

When an operation on symbolic leaves (``Dyn`` with a sympy expression) needs a
fact it cannot decide -- ``4 | M``, ``M <= N`` -- it calls :func:`require`.
Inside :func:`collecting` the fact is recorded and the computation goes on
under it; outside, :class:`DynamicValueError` is raised, so nothing is ever
guessed silently.  The solver package discharges recorded conditions.

A collector may carry a decision *oracle* (``Condition -> True | False | None``:
proved, refuted, undecided -- the solver's, under the user's assumptions).
:func:`ask` consults it (once per fact); :func:`require` then records only what
the oracle did not prove, and logs the proved facts in ``.proved``.  The
algebra asks before it picks a branch (:mod:`cute_sym.algebra.symbolic`).
"""
from __future__ import annotations

import contextlib
import contextvars
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Iterator, Optional

from .errors import DynamicValueError
from .exprtext import format_expr

__all__ = ["Condition", "Collected", "Oracle", "ask", "require", "note", "collecting", "collecting_now"]


def _text(e: Any) -> str:
    """``e`` in the layout syntax's spelling (``ceil``, ``min``; :func:`cute_sym.exprtext.format_expr`),
    sympy's where the grammar cannot write it."""
    return format_expr(e) or str(e)


@dataclass(frozen=True)
class Condition:
    """A predicate over symbols: ``kind`` is ``divides`` (lhs | rhs), ``le``, ``lt`` or ``eq``.

    ``given``: hypotheses (conditions themselves); the fact is needed only where
    they all hold, so the predicate is the implication ``given -> fact``."""

    kind: str
    lhs: Any
    rhs: Any
    why: str = ""
    given: tuple = ()

    def __str__(self) -> str:
        op = {"divides": "|", "le": "<=", "eq": "==", "lt": "<"}[self.kind]
        text = f"{_text(self.lhs)} {op} {_text(self.rhs)}"
        text = f"{text} ({self.why})" if self.why else text
        return f"{text} where {' and '.join(map(str, self.given))}" if self.given else text

    def key(self) -> tuple:
        """The predicate without its explanation: conditions with equal keys are the same fact."""
        return self.kind, self.lhs, self.rhs, tuple(g.key() for g in self.given)

    def as_sympy(self) -> Any:
        """The predicate as a sympy boolean (``divides`` as ``Eq(Mod(rhs, lhs), 0)``;
        with hypotheses, ``Implies(And(*given), fact)``)."""
        return _as_sympy(self.kind, self.lhs, self.rhs, self.given)


@lru_cache(maxsize=1 << 14)
def _as_sympy(kind: str, lhs: Any, rhs: Any, given: tuple) -> Any:
    """:meth:`Condition.as_sympy`, once per predicate (a check asks about one fact at many ops)."""
    import sympy
    a, b = sympy.sympify(lhs), sympy.sympify(rhs)
    if kind == "divides":
        fact = sympy.Eq(sympy.Mod(b, a), 0)
    else:
        fact = {"le": sympy.Le, "eq": sympy.Eq, "lt": sympy.Lt}[kind](a, b)
    if not given:
        return fact
    return sympy.Implies(sympy.And(*(g.as_sympy() for g in given)), fact)


#: A decision oracle: ``True`` the fact is proved, ``False`` refuted (it fails for
#: some admitted value), ``None`` undecided.
Oracle = Callable[[Condition], Optional[bool]]


class Collected(list):
    """The conditions recorded inside one :func:`collecting` block (a list), with
    ``oracle``, its ``verdicts`` by :meth:`Condition.key` and the facts it ``proved``
    that the computation relied on."""

    def __init__(self, oracle: "Oracle | None" = None):
        super().__init__()
        self.oracle = oracle
        self.verdicts: dict = {}
        self.proved: list[Condition] = []


_active: contextvars.ContextVar["Collected | None"] = contextvars.ContextVar("cute_sym_conditions", default=None)


def collecting_now() -> bool:
    """Whether a :func:`collecting` block is active (a computation's facts are being recorded)."""
    return _active.get() is not None


def ask(cond: Condition) -> "bool | None":
    """The active oracle's verdict on ``cond`` (``None`` without one).

    A proved fact is logged in the collector's ``proved``: the caller relies on it.
    The oracle runs outside the collector, so its own work records nothing."""
    sink = _active.get()
    if sink is None or sink.oracle is None:
        return None
    key = cond.key()
    if key not in sink.verdicts:
        token = _active.set(None)
        try:
            sink.verdicts[key] = sink.oracle(cond)
        finally:
            _active.reset(token)
    verdict = sink.verdicts[key]
    if verdict is True and all(p.key() != key for p in sink.proved):
        sink.proved.append(cond)
    return verdict


def require(cond: Condition) -> None:
    """Rely on ``cond``: nothing to do when the active oracle proves it, else record
    it in the active collector; raise when there is none."""
    sink = _active.get()
    if sink is None:
        raise DynamicValueError(f"cannot decide statically that {cond}")
    if ask(cond) is True:
        return
    if cond not in sink:
        sink.append(cond)


def note(cond: Condition) -> None:
    """A fact taken for granted, as CuTe takes it: recorded like :func:`require` inside a
    collector (unless the oracle proves it), assumed silently outside one."""
    if _active.get() is not None:
        require(cond)


@contextlib.contextmanager
def collecting(oracle: "Oracle | None" = None) -> Iterator[Collected]:
    """Collect the side conditions required inside the ``with`` block, asking ``oracle`` first."""
    sink = Collected(oracle)
    token = _active.set(sink)
    try:
        yield sink
    finally:
        _active.reset(token)
