"""Fast evaluation of index expressions: ``str(expr)`` is Python with the same floor
semantics, so it compiles to a plain function (for enumeration-based proofs and tests)."""
from __future__ import annotations

from typing import Callable, Sequence

from solver.expr import Expr, variables

__all__ = ["compile_expr"]


def compile_expr(expr: Expr, names: Sequence[str]) -> Callable[..., int]:
    """A function of the variables ``names`` (positional) computing ``expr``."""
    missing = variables(expr) - set(names)
    if missing:
        raise ValueError(f"expression reads {sorted(missing)} beyond {list(names)}")
    return eval(f"lambda {', '.join(names)}: {expr}", {"__builtins__": {}})
