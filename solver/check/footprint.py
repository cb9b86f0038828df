"""A layout's footprint: the least and greatest element offsets it reaches (:mod:`.views`,
:mod:`.access`), expressions where its leaves are symbols."""
from __future__ import annotations

from typing import Any

import sympy

from cute_sym import ComposedLayout, Dyn, Layout, Swizzle
from cute_sym.kinds import IntTuple
from cute_sym.tuples import E, flatten, is_tuple, product

__all__ = ["leaf_expr", "span"]


def leaf_expr(x: Any) -> Any:
    """A leaf's value: an ``int`` or a sympy expression (``None``: a basis element, not a number)."""
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
            s, d = leaf_expr(s), leaf_expr(d)
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
        off = leaf_expr(layout.offset)
        if outer is None or off is None:
            return None
        lo, hi = outer[0] + off, outer[1] + off
        sw = layout.inner
        if sw.bits == 0:
            return lo, hi
        if layout.is_static() and product(layout.shape) <= 1 << 16:
            values = _values(layout)
            return sympy.Integer(min(values)), sympy.Integer(max(values))
        block = 2 ** (sw.base + sw.bits + max(sw.shift, 0))
        return sympy.floor(lo / block) * block, (sympy.floor(hi / block) + 1) * block - 1
    return None


def _values(layout: ComposedLayout) -> list:
    """Every value of a static composed layout, in some order: ``A(offset + o)`` for each
    offset ``o`` its outer layout reaches (each coordinate's ``sum c_k d_k`` where every leaf is an
    ``int``: the same values as ``layout(i)`` for each index ``i``, without an index's
    coordinate computed at each)."""
    shape, stride = flatten(layout.outer.shape), flatten(layout.outer.stride)
    shape = shape if is_tuple(shape) else (shape,)
    stride = stride if is_tuple(stride) else (stride,)
    if not all(type(x) is int for x in (*shape, *stride)):
        return [layout(i) for i in range(product(layout.shape))]
    from cute_sym.composed import _offset_add
    offsets = [0]
    for s, d in zip(shape, stride):
        offsets = [o + k * d for k in range(s) for o in offsets]
    return [layout.inner(_offset_add(layout.offset, o)) for o in offsets]
