"""Print an index expression as C.

``//`` and ``%`` become C's ``/`` and ``%``, which truncate: they equal floor
division and modulo only for a non-negative dividend and a positive divisor.
Where the bounds cannot show that, the floor helpers :data:`FLOOR_HELPERS`
are called instead (the emitter then puts them into the source).
"""
from __future__ import annotations

from typing import Mapping

from solver.expr import Bin, Const, Expr, Interval, Var, interval

__all__ = ["to_c", "needs_floor_helpers", "FLOOR_HELPERS", "CTYPES"]

CTYPES = {32: "int", 64: "long long"}
"""The signed index types by width (NVRTC has no ``<stdint.h>``)."""

_PREC = {"*": 3, "//": 3, "%": 3, "+": 4, "-": 4, "<<": 5, ">>": 5, "&": 8, "^": 9, "|": 10}
_C_OP = {"//": "/"}

FLOOR_HELPERS = """\
template <class T> static __host__ __device__ __forceinline__ T cute_floordiv(T a, T b) {
  return (a >= 0) == (b > 0) || a % b == 0 ? a / b : a / b - 1;
}
template <class T> static __host__ __device__ __forceinline__ T cute_floormod(T a, T b) {
  return a - cute_floordiv(a, b) * b;
}
"""


def _truncation_safe(e: Bin, ranges: Mapping[str, Interval]) -> bool:
    lo_a, _ = interval(e.a, ranges)
    lo_b, _ = interval(e.b, ranges)
    return lo_a is not None and lo_a >= 0 and lo_b is not None and lo_b >= 1


def needs_floor_helpers(e: Expr, ranges: Mapping[str, Interval]) -> bool:
    """True when some ``//`` or ``%`` of ``e`` may see a negative operand."""
    if not isinstance(e, Bin):
        return False
    if e.op in ("//", "%") and not _truncation_safe(e, ranges):
        return True
    return needs_floor_helpers(e.a, ranges) or needs_floor_helpers(e.b, ranges)


def to_c(e: Expr, ranges: Mapping[str, Interval], ctype: str = "int") -> str:
    """C text of ``e``; constants that need it are cast to ``ctype``."""
    if isinstance(e, Const):
        v = e.value
        if ctype == "long long" and not -(1 << 31) <= v < (1 << 31):
            return f"{v}LL"
        return str(v) if v >= 0 else f"({v})"
    if isinstance(e, Var):
        return e.name
    assert isinstance(e, Bin)
    if e.op in ("//", "%") and not _truncation_safe(e, ranges):
        fn = "cute_floordiv" if e.op == "//" else "cute_floormod"
        return f"{fn}<{ctype}>({to_c(e.a, ranges, ctype)}, {to_c(e.b, ranges, ctype)})"
    p = _PREC[e.op]
    left = to_c(e.a, ranges, ctype)
    right = to_c(e.b, ranges, ctype)
    if isinstance(e.a, Bin) and _wrap(e.a, p, False):
        left = f"({left})"
    if isinstance(e.b, Bin) and _wrap(e.b, p, True):
        right = f"({right})"
    return f"{left} {_C_OP.get(e.op, e.op)} {right}"


def _wrap(child: Bin, parent_prec: int, right: bool) -> bool:
    """Parenthesize a looser child, a right child of equal precedence, and (for
    readability) operands of shifts and bitwise operators of another precedence
    and quotients or remainders inside a product."""
    cp = _PREC[child.op]
    if parent_prec >= 5 and cp != parent_prec:
        return True
    if cp == parent_prec == 3 and child.op != "*":      # a % b * c reads better as (a % b) * c
        return True
    return cp > parent_prec or (right and cp == parent_prec)
