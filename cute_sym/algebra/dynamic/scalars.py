"""Scalar steps of CuTe's dynamic algorithms, on leaves that are ``int`` or ``Dyn``.

Static operands compute exactly; a dynamic one gives a ``Dyn`` of the widest width
whose ``expr`` is the runtime meaning (when every operand has one) and whose divisor
is what the CuTe IR infers: products multiply divisors (``Dyn`` arithmetic), while
quotients, ``ceil_div`` and ``min`` know none (CuTe DSL 4.8.1 prints ``?``).
A decision is *static* only on ``int`` leaves: :func:`is_one` of a ``Dyn`` is false
even when its expression is 1, so the structure never depends on an expression.
"""
from __future__ import annotations

from typing import Any

from ...conditions import Condition, note
from ...tuples import Dyn, is_int

__all__ = ["is_one", "is_zero", "static", "width", "dyn", "mul", "div", "ceil_div", "smin", "sabs", "signum",
           "assume"]


def static(*xs: Any) -> bool:
    return all(is_int(x) for x in xs)


def is_one(x: Any) -> bool:
    return is_int(x) and x == 1


def is_zero(x: Any) -> bool:
    return is_int(x) and x == 0


def width(*xs: Any) -> int:
    """CuTe's width of a result: the widest dynamic operand, 64 for a static past ``i32``."""
    w = 32
    for x in xs:
        if isinstance(x, Dyn):
            w = max(w, x.width)
        elif is_int(x) and not -(1 << 31) <= x < (1 << 31):
            w = 64
    return w


def _expr(x: Any) -> Any:
    return x if is_int(x) else x.expr


def dyn(fn: Any, *xs: Any, div: int = 1) -> Dyn:
    """A ``Dyn`` for ``fn(*exprs)`` of the operands (no expression if one has none)."""
    es = [_expr(x) for x in xs]
    expr = None if any(e is None for e in es) else fn(*es)
    if expr is not None:
        import sympy
        expr = sympy.sympify(expr)
    return Dyn(width(*xs), expr, div)


def mul(a: Any, b: Any) -> Any:
    return a * b


def div(a: Any, b: Any) -> Any:
    """CuTe's ``scalar_div`` of extents (exact where CuTe needs it): ``a / 1`` is ``a``."""
    if static(a, b):
        return a // b
    if is_one(b):
        return a
    if is_zero(a):
        return 0
    import sympy
    return dyn(lambda x, y: sympy.floor(sympy.sympify(x) / y), a, b)


def ceil_div(a: Any, b: Any, one_over: bool = False) -> Any:
    """``ceil(a / b)`` of positive extents; ``a / 1`` is ``a``, ``0 / b`` is 0; with
    ``one_over``, ``1 / b`` is 1 (CuTe DSL folds it in ``complement_extend``, not in
    ``composition``)."""
    if static(a, b):
        return -(-a // b)
    if is_one(b):
        return a
    if is_zero(a) or (one_over and is_one(a)):
        return a
    import sympy
    return dyn(lambda x, y: sympy.ceiling(sympy.sympify(x) / y), a, b)


def _div(x: Any) -> int:
    return abs(x) if is_int(x) else x.div


def smin(a: Any, b: Any) -> Any:
    """``min(a, b)``: a multiple of ``gcd`` of the operands' divisors (CuTe DSL)."""
    if static(a, b):
        return min(a, b)
    import math
    import sympy
    return dyn(sympy.Min, a, b, div=math.gcd(_div(a), _div(b)))


def sabs(a: Any) -> Any:
    if static(a):
        return abs(a)
    import sympy
    return dyn(sympy.Abs, a, div=a.div)


def signum(a: Any) -> Any:
    if static(a):
        return (a > 0) - (a < 0)
    import sympy
    return dyn(sympy.sign, a)


def assume(cond: Condition) -> None:
    """A fact CuTe's algorithm takes for granted about dynamic values: recorded (or proved by
    the oracle) inside :func:`~cute_sym.conditions.collecting`, assumed as CuTe does outside.
    Facts about bare ``?`` leaves (no expression) cannot be written and are assumed."""
    if cond.lhs is None or cond.rhs is None or any(g.lhs is None or g.rhs is None for g in cond.given):
        return
    import sympy
    if cond.as_sympy() is sympy.true:                 # sympy settles it (1 | x, 2 <= 4*M, ...)
        return
    note(cond)
