"""The dynamic meaning of the ops whose result is a comparison, a carry or bits, written once
over an integer :class:`Arithmetic` (seed 000 / 002; paper eq. 1-2).

* ``cute.equal`` / ``cute.elem_less`` (:func:`leafwise`): every compared leaf pair equal /
  below its partner, the conjunction of the pairs' comparisons (a static pair that fails
  makes the result 0);
* ``cute.increment_coord`` (:func:`increment`): the colexicographic successor, adding the
  carry mode by mode; a mode reaching its extent wraps to 0 and carries on, the last mode
  does not wrap (in-bounds coordinates);
* a swizzle ``S<B,M,S>`` (:func:`swizzle`): ``x ^ ((x & yyy_mask) >> shift)``, so also
  ``cute.layout_eval`` through ``S o off o B``.

:class:`Arithmetic` computes with Python's operators (integers, and index expressions, whose
operators build trees); ``--cute-expand-ops`` gives one that emits ``arith`` ops, codegen's
reference one that builds comparisons as index expressions.
"""
from __future__ import annotations

import operator
from typing import Any, Sequence

from .tuples import Dyn

__all__ = ["Arithmetic", "PYTHON", "RELATIONS", "leafwise", "increment", "swizzle", "leaf_width"]

RELATIONS = {"==": operator.eq, "<": operator.lt, ">=": operator.ge}
"""The comparisons the formulas use."""

_BITS = {"&": operator.and_, "^": operator.xor, ">>": operator.rshift, "<<": operator.lshift}


class Arithmetic:
    """The integer operations of the formulas, here Python's: ``leaf`` turns an integer or
    dynamic leaf into a value, ``const`` an integer; an ``i1`` (a comparison) is 0 or 1."""

    def leaf(self, x: Any, width: int) -> Any:
        return x

    def const(self, value: int, width: int) -> Any:
        return value

    def add(self, a: Any, b: Any) -> Any:
        return a + b

    def compare(self, relation: str, a: Any, b: Any) -> Any:
        return int(RELATIONS[relation](a, b))

    def both(self, a: Any, b: Any) -> Any:
        """The conjunction of two ``i1`` values."""
        return a & b

    def select(self, c: Any, a: Any, b: Any) -> Any:
        """``c ? a : b``."""
        return a if c else b

    def to_int(self, c: Any, width: int) -> Any:
        """An ``i1`` as an integer of ``width`` bits (0 or 1)."""
        return c

    def bits(self, op: str, a: Any, b: Any) -> Any:
        """``a <op> b`` for ``op`` in ``& ^ >> <<``."""
        return _BITS[op](a, b)


PYTHON = Arithmetic()
"""Python's operators: integers, and index expressions (their operators build trees)."""


def leaf_width(*xs: Any) -> int:
    """The width a comparison of leaves ``xs`` works in: the widest dynamic one, at least 32."""
    return max([x.width for x in xs if isinstance(x, Dyn)] + [32])


def leafwise(pairs: Sequence[tuple[Any, Any]], relation: str, ar: Arithmetic) -> Any:
    """``cute.equal`` (``==``) / ``cute.elem_less`` (``<``): every pair ``(x, y)`` in the
    relation.  Static pairs are decided here (a failing one gives 0); no dynamic pair gives 1."""
    checks = []
    for x, y in pairs:
        if not isinstance(x, Dyn) and not isinstance(y, Dyn):
            if not RELATIONS[relation](x, y):
                return ar.const(0, 1)
            continue
        w = leaf_width(x, y)
        checks.append(ar.compare(relation, ar.leaf(x, w), ar.leaf(y, w)))
    out = checks[0] if checks else ar.const(1, 1)
    for c in checks[1:]:
        out = ar.both(out, c)
    return out


def increment(crd: Sequence[Any], shape: Sequence[Any], ar: Arithmetic, width: int) -> list:
    """``cute.increment_coord`` on the leaves ``crd`` of a coordinate inside ``shape``: the
    leaves of its colexicographic successor (the last mode does not wrap)."""
    out, carry = [], ar.const(1, width)
    for i, (c, s) in enumerate(zip(crd, shape)):
        n = ar.add(ar.leaf(c, width), carry)
        if i == len(crd) - 1:
            out.append(n)
            break
        wrap = ar.compare(">=", n, ar.leaf(s, width))
        out.append(ar.select(wrap, ar.const(0, width), n))
        carry = ar.to_int(wrap, width)
    return out


def swizzle(yyy_mask: int, shift: int, x: Any, ar: Arithmetic, width: int = 64) -> Any:
    """A swizzle at the offset ``x``: ``x ^ ((x & yyy_mask) >> shift)`` (``<< -shift`` for a
    negative shift)."""
    moved = ar.bits("&", x, ar.const(yyy_mask, width))
    moved = ar.bits(">>" if shift >= 0 else "<<", moved, ar.const(abs(shift), width))
    return ar.bits("^", x, moved)
