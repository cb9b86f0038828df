"""Deciding facts about leaves that may be symbolic (``Dyn`` with a sympy ``expr``).

The algebra's derivations branch on divisibility and order facts (paper eq. 9,
10, the truncation test of eq. 8, the stride order of a complement).  For
integers they are decided at once; for symbolic leaves sympy decides them when
it can (``1 <= M`` for a positive symbol).  Otherwise the decision oracle of
the active :func:`cute_sym.conditions.collecting` (the solver, under the
user's assumptions) is asked: a proved fact is used, a refuted one sends the
derivation down the other branch; only when the oracle cannot decide (or
refutes both branches, or there is none) does the derivation take the branch
it names -- the symbol as the larger quantity -- and record that fact with
:func:`cute_sym.conditions.require`.  So inside ``collecting()`` the result
comes back with the side conditions it relied on, and outside a
:class:`DynamicValueError` is raised.  A plain ``?`` (no expression) cannot be
reasoned about at all: deciding anything about it raises.
"""
from __future__ import annotations

from typing import Any, Callable

from ..conditions import Condition, ask, collecting, require
from ..errors import DynamicValueError
from ..tuples import Dyn, E, describe, is_int, static_value

__all__ = ["expr_of", "truth", "decide", "is_symbolic", "describe", "decide_either", "condition", "nontrivial",
           "static_truth", "exact_div", "ceil_div_leaf", "leaf_equal", "with_conditions"]

_OPS = {"divides": "|", "le": "<=", "lt": "<", "eq": "=="}


def expr_of(x: Any) -> Any:
    """The sympy expression of an integer or symbolic leaf; ``None`` for a plain ``?``."""
    if is_int(x):
        return x
    if isinstance(x, Dyn):
        return x.expr
    raise TypeError(f"not an integer leaf: {x!r}")


def _int_truth(kind: str, lhs: int, rhs: int) -> bool:
    """``lhs <kind> rhs`` on integers."""
    if kind == "le":
        return lhs <= rhs
    if kind == "lt":
        return lhs < rhs
    if kind == "divides":
        return rhs == 0 if lhs == 0 else rhs % lhs == 0
    if kind == "eq":
        return lhs == rhs
    raise KeyError(kind)


def static_truth(kind: str, lhs: Any, rhs: Any) -> "bool | None":
    """Whether ``lhs <kind> rhs`` holds, decided on integers or by sympy (never by an
    oracle); else ``None``.  Raises :class:`DynamicValueError` for a plain ``?``."""
    if type(lhs) is int and type(rhs) is int or is_int(lhs) and is_int(rhs):
        return _int_truth(kind, lhs, rhs)
    a, b = expr_of(lhs), expr_of(rhs)
    if a is None or b is None:
        raise DynamicValueError(
            f"cannot decide {describe(lhs)} {_OPS[kind]} {describe(rhs)}: a '?' leaf has no known value")
    import sympy
    a, b = sympy.sympify(a), sympy.sympify(b)
    if kind == "divides":                               # leaves are integers: 1 divides them all
        return True if abs(a) == 1 else (b / a).is_integer if a != 0 else (True if b == 0 else b.is_zero)
    rel = {"le": sympy.Le, "lt": sympy.Lt, "eq": sympy.Eq}[kind](a, b)
    if rel in (sympy.true, sympy.false):
        return bool(rel)
    diff = sympy.simplify(b - a)
    if kind == "eq":
        return True if diff == 0 else (False if diff.is_zero is False else None)
    positive = diff.is_positive if kind == "lt" else diff.is_nonnegative
    negative = diff.is_nonpositive if kind == "lt" else diff.is_negative
    return True if positive else (False if negative else None)


#: ``not (a < b)`` is ``b <= a`` and ``not (a <= b)`` is ``b < a``.
_NEGATION = {"lt": "le", "le": "lt"}


def condition(fact: tuple, why: str = "", given: tuple = ()) -> Condition:
    """The :class:`Condition` of a fact ``(kind, lhs, rhs)`` over leaves."""
    kind, lhs, rhs = fact
    return Condition(kind, expr_of(lhs), expr_of(rhs), why, given)


def truth(kind: str, lhs: Any, rhs: Any) -> "bool | None":
    """Whether ``lhs <kind> rhs`` holds: ``True``/``False`` when decidable (on integers,
    by sympy, or -- for every admitted parameter value -- by the active oracle), else ``None``.

    Raises :class:`DynamicValueError` when an operand is a plain ``?``.
    """
    if type(lhs) is int and type(rhs) is int:
        return _int_truth(kind, lhs, rhs)
    t = static_truth(kind, lhs, rhs)
    if t is not None:
        return t
    if ask(condition((kind, lhs, rhs))):
        return True
    if kind in _NEGATION and ask(condition((_NEGATION[kind], rhs, lhs))):
        return False
    return None


def decide(kind: str, lhs: Any, rhs: Any, why: str, assume: bool = True, given: tuple = ()) -> bool:
    """``lhs <kind> rhs`` when decidable, by sympy or the oracle (:func:`decide_either`
    on the fact and its negation).  Otherwise the branch ``assume`` is taken and
    recorded: the fact itself, or (for ``lt``/``le``) its negation.  ``divides``
    and ``eq`` have no negation to take: undecided or refuted, the fact is recorded
    (a refuted one then fails to discharge, with the oracle's counterexample).
    ``given``: hypotheses under which the decision matters (:class:`Condition`)."""
    if type(lhs) is int and type(rhs) is int:        # decided: the branch is the fact's truth
        return _int_truth(kind, lhs, rhs)
    if kind in _NEGATION:
        fact, negation = (kind, lhs, rhs), (_NEGATION[kind], rhs, lhs)
        first, second = (fact, negation) if assume else (negation, fact)
        return decide_either(first, second, why, given) == (0 if assume else 1)
    t = static_truth(kind, lhs, rhs)
    if t is not None:
        return t
    require(condition((kind, lhs, rhs), why, given))
    return True


def is_symbolic(x: Any) -> bool:
    """A leaf whose value is not a static integer."""
    return static_value(x) is None


def decide_either(first: tuple, second: tuple, why: str, given: tuple = ()) -> "int | None":
    """Which of two alternative facts ``(kind, lhs, rhs)`` holds: 0 or 1, ``None`` if neither.

    A fact decided by sympy, or proved by the active oracle, is taken.  Otherwise a
    fact the oracle does not refute is taken and recorded, ``first`` preferred; when
    the oracle refutes both (each fails for some admitted value), ``first`` is
    recorded, and discharging it fails with a counterexample.
    """
    if type(first[1]) is int and type(first[2]) is int:
        if _int_truth(*first):
            return 0
        if type(second[1]) is int and type(second[2]) is int:
            return 1 if _int_truth(*second) else None
    static = [static_truth(*first), static_truth(*second)]
    if static[0]:
        return 0
    if static[1]:
        return 1
    if static == [False, False]:
        return None
    open_ = [i for i in (0, 1) if static[i] is None]
    conds = [condition(fact, why, given) for fact in (first, second)]
    verdicts = {}
    for i in open_:
        verdicts[i] = ask(conds[i])
        if verdicts[i]:
            return i
    chosen = next((i for i in open_ if verdicts[i] is None), open_[0])
    require(conds[chosen])
    return chosen


def nontrivial(extent: Any) -> tuple:
    """Hypotheses under which a mode of ``extent`` is not constant: ``(2 <= extent,)``
    for a symbolic extent not known to be at least 2 (a mode of extent 1 maps its
    one coordinate to 0, so facts about how it spreads are moot there)."""
    if is_int(extent) or expr_of(extent) is None or static_truth("le", 2, extent):
        return ()
    return (condition(("le", 2, extent)),)


def _dyn(width_from: tuple, expr: Any) -> Any:
    import sympy
    expr = sympy.sympify(expr)
    if expr.is_Integer:
        return int(expr)
    width = max((x.width for x in width_from if isinstance(x, Dyn)), default=32)
    return Dyn(width, expr)


def exact_div(a: Any, b: Any, why: str) -> Any:
    """``a / b`` where ``b | a`` (decided, or recorded as a condition)."""
    if is_int(a) and is_int(b):
        if a % b:
            raise ValueError(f"{a} is not divisible by {b}")
        return a // b
    if isinstance(a, E):
        return E(exact_div(a.value, b, why), a.modes)
    if not decide("divides", b, a, why):
        raise ValueError(f"{describe(a)} is not divisible by {describe(b)}")
    return _dyn((a, b), expr_of(a) / expr_of(b))


def ceil_div_leaf(a: Any, b: Any) -> Any:
    """``ceil(a / b)`` for positive leaves (a plain ``?`` gives ``?``); the exact quotient
    ``a/b`` where ``b | a`` is decided (by sympy or the active oracle), nothing recorded
    otherwise."""
    if is_int(a) and is_int(b):
        return -(-a // b)
    ea, eb = expr_of(a), expr_of(b)
    if ea is None or eb is None:
        return Dyn(max(x.width for x in (a, b) if isinstance(x, Dyn)))
    import sympy
    exact = static_truth("divides", b, a)
    if exact is None:
        exact = ask(condition(("divides", b, a), f"ceil_div({describe(a)}, {describe(b)}) is exact"))
    if exact:
        return _dyn((a, b), sympy.sympify(ea) / eb)
    return _dyn((a, b), sympy.ceiling(sympy.sympify(ea) / eb))


def leaf_equal(a: Any, b: Any) -> bool:
    """True only when stride or shape leaves ``a`` and ``b`` are provably equal."""
    if isinstance(a, E) or isinstance(b, E):
        return isinstance(a, E) and isinstance(b, E) and a.modes == b.modes and leaf_equal(a.value, b.value)
    if is_int(a) and is_int(b):
        return a == b
    try:
        return truth("eq", a, b) is True
    except DynamicValueError:
        return False


def with_conditions(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, list[Condition]]:
    """Run ``fn(*args)`` collecting side conditions: ``(result, conditions)``."""
    with collecting() as conds:
        result = fn(*args, **kwargs)
    return result, list(conds)
