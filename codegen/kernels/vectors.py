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

from solver.expr import Const, Var, variables

from ..pyeval import compile_expr
from ..simplify import linear

__all__ = ["global_form", "shared_form"]


def global_form(fn, var: str, V: int) -> str:
    """The access form of ``fn`` over its input ``var`` (``vector`` / ``broadcast`` / ``scalar``).

    ``vector`` needs the linear form ``var + sum(k_i * atom_i) + c`` with ``var`` in no
    atom and every ``k_i`` and ``c`` divisible by ``V``: then the offset is
    ``base + v`` with ``V | base`` for every value of the atoms."""
    if var not in variables(fn.expr):
        return "broadcast"
    if V == 1:
        return "vector"
    terms, const = linear(fn.expr)
    lane = Var(var)
    others = {a: k for a, k in terms.items() if a != lane}
    if (terms.get(lane) == 1 and const % V == 0 and all(k % V == 0 for k in others.values())
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
