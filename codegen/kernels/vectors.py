"""How a thread reads or writes the ``V`` elements of its vector mode.

``vector``: one aligned ``V``-element access, legal when the offset is
``base + v`` with ``base`` a multiple of ``V`` for every input; ``broadcast``:
the offset does not depend on ``v`` (a stride-0 source, paper Table 2);
``scalar``: ``V`` separate accesses.  Both checks are proofs: one reads the
proven expression's linear form (exact), the other enumerates a finite
static domain.
"""
from __future__ import annotations

import itertools
import math
from typing import Callable

from solver.expr import Bin, Const, Expr, Var, variables

from ..pyeval import compile_expr
from ..simplify import linear

__all__ = ["global_form", "shared_form"]


def _factors(e: Expr) -> list[Expr]:
    if isinstance(e, Bin) and e.op == "*":
        return _factors(e.a) + _factors(e.b)
    return [e]


def _multiple(atom: Expr, k: int, V: int, divides: "Callable[[int, str], bool] | None") -> bool:
    """``V | k * atom`` for every value: a constant factor, or a parameter factor ``p``
    with ``V / gcd(V, k * constants) | p`` (asked of ``divides``)."""
    consts = k
    names = []
    for f in _factors(atom):
        if isinstance(f, Const):
            consts *= f.value
        elif isinstance(f, Var):
            names.append(f.name)
    need = V // math.gcd(V, consts)
    return need == 1 or (divides is not None and any(divides(need, n) for n in names))


def global_form(fn, var: str, V: int, divides: "Callable[[int, str], bool] | None" = None) -> str:
    """The access form of ``fn`` over its input ``var`` (``vector`` / ``broadcast`` / ``scalar``).

    ``vector`` needs the linear form ``var + sum(k_i * atom_i) + c`` with ``var`` in no
    atom, ``V | c`` and ``V | k_i * atom_i`` for every value (a constant factor, or a
    parameter that ``divides(n, name)`` proves a multiple of ``n``): then the offset
    is ``base + v`` with ``V | base``."""
    if var not in variables(fn.expr):
        return "broadcast"
    if V == 1:
        return "vector"
    terms, const = linear(fn.expr)
    lane = Var(var)
    others = {a: k for a, k in terms.items() if a != lane}
    if (terms.get(lane) == 1 and const % V == 0 and all(_multiple(a, k, V, divides) for a, k in others.items())
            and not any(var in variables(a) for a in others)):
        return "vector"
    return "scalar"


def shared_form(fn, var: str, V: int) -> str:
    """``vector`` when enumeration of the (static, finite) inputs shows ``fn(v) = fn(0) + v``
    and ``V | fn(0)`` everywhere, else ``scalar``."""
    others = [x for x in fn.inputs if x.name != var]
    if not all(isinstance(x.extent, Const) for x in others):
        return "scalar"
    f = compile_expr(fn.expr, [var, *(x.name for x in others)])
    for values in itertools.product(*(range(x.extent.value) for x in others)):
        base = f(0, *values)
        if base % V or any(f(v, *values) != base + v for v in range(1, V)):
            return "scalar"
    return "vector"
