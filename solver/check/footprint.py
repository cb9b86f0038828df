"""A view's footprint: the least and largest element offsets a layout reaches (issue 13, item 2),
shared by the view checks (:mod:`.views`) and the access checks (:mod:`.access`)."""
from __future__ import annotations

from typing import Any

import sympy

from cute_sym import ComposedLayout, Dyn, Layout, Swizzle
from cute_sym.kinds import IntTuple
from cute_sym.tuples import E, flatten, is_tuple, product

__all__ = ["span"]


def _expr(x: Any) -> Any:
    if isinstance(x, IntTuple):
        x = x.value
    if isinstance(x, Dyn):
        return x.expr
    if isinstance(x, int):
        return x
    if isinstance(x, E):
        return None
    return x if isinstance(x, sympy.Basic) else None


def span(layout: Any) -> "tuple[Any, Any] | None":
    """``(min, max)`` element offsets of a layout (a swizzled one widened to its block),
    expressions when leaves are symbols; ``None`` when not an offset layout."""
    if isinstance(layout, Layout):
        shape, stride = flatten(layout.shape), flatten(layout.stride)
        shape = shape if is_tuple(shape) else (shape,)
        stride = stride if is_tuple(stride) else (stride,)
        lo, hi = 0, 0
        for s, d in zip(shape, stride):
            s, d = _expr(s), _expr(d)
            if s is None or d is None:
                return None
            term = (sympy.sympify(s) - 1) * d
            if isinstance(d, int) and d < 0:
                lo += term
            else:
                hi += term
        return sympy.sympify(lo), sympy.sympify(hi)
    if isinstance(layout, ComposedLayout) and isinstance(layout.inner, Swizzle):
        outer = span(layout.outer)
        off = _expr(layout.offset)
        if outer is None or off is None:
            return None
        lo, hi = outer[0] + off, outer[1] + off
        sw = layout.inner
        if sw.bits == 0:
            return lo, hi
        if layout.is_static() and product(layout.shape) <= 1 << 16:
            values = [layout(i) for i in range(product(layout.shape))]
            return sympy.Integer(min(values)), sympy.Integer(max(values))
        block = 2 ** (sw.base + sw.bits + max(sw.shift, 0))
        return sympy.floor(lo / block) * block, (sympy.floor(hi / block) + 1) * block - 1
    return None
