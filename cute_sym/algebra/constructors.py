"""Layout constructors and recasting (extension ops: ``make_identity_layout``,
``make_ordered_layout``, ``make_layout_like``, ``recast_layout``)."""
from __future__ import annotations

from math import gcd
from typing import Any

from ..arith import shape_div
from ..composed import ComposedLayout, Swizzle
from ..errors import PreconditionError
from ..kinds import IntTuple
from ..layout import Layout
from ..tuples import Dyn, E, HTuple, is_int, is_tuple, leaves, static_value, transform_leaves, unflatten
from .coalesce import is_zero
from .complement import sorted_modes
from .dynamic.derived import make_layout_like as dynamic_layout_like
from .dynamic.mode import uses_cute
from .symbolic import decide, decide_either

__all__ = ["make_identity_layout", "make_ordered_layout", "make_layout_like", "recast_layout"]


def _value(x: Any) -> HTuple:
    return x.value if isinstance(x, IntTuple) else x


def make_identity_layout(shape: Any) -> Layout:
    """The identity ``I_S`` (paper §5.3.1): ``shape : (1@0, 1@1, ...)``, one basis per
    leaf at its path, so ``I_S(c)`` is the natural coordinate of ``c``.  A scalar shape's
    identity is ``S:1`` (its coordinate is an integer; the CuTe IR's form)."""
    shape = _value(shape)
    if not is_tuple(shape):
        return Layout(shape, 1)

    def basis(s: HTuple, path: tuple) -> HTuple:
        if is_tuple(s):
            return tuple(basis(x, path + (i,)) for i, x in enumerate(s))
        return E(1, path or (0,))
    return Layout(shape, basis(shape, ()))


def _compact(shape_leaves: list, rank_order: list[int]) -> list:
    """Compact strides visiting the leaves in ``rank_order``; a static size-1 leaf
    gets stride 0 (CuTe's ``compact_major``)."""
    strides: list = [None] * len(shape_leaves)
    current: Any = 1
    for k in rank_order:
        strides[k] = 0 if static_value(shape_leaves[k]) == 1 else current
        current = current * shape_leaves[k]
    return strides


def make_ordered_layout(shape: Any, order: Any = None) -> Layout:
    """A compact layout whose modes take strides in increasing ``order`` (smaller =
    less major; ties by position).  ``order`` is congruent to ``shape`` or
    coarser (a leaf orders a whole sub-shape, column-major inside); ``None`` is
    column-major.  A ``?`` order leaf counts as larger than every static one, the
    ``?`` leaves ordered by position (CuTe: ``(2,3,4,5)`` by ``(2,?,?,50)`` gives
    ``(1,10,30,2)``)."""
    shape, order = _value(shape), _value(order)
    if order is None:
        return Layout(shape)
    expanded = _broadcast(order, shape)
    keys = list(leaves(expanded))
    if not all(is_int(k) or isinstance(k, Dyn) for k in keys):
        raise PreconditionError(f"the order must be integers or '?', got {order!r}", operand="order")
    shape_leaves = list(leaves(shape))
    rank_order = sorted(range(len(keys)), key=lambda k: (isinstance(keys[k], Dyn), 0 if isinstance(keys[k], Dyn)
                                                         else keys[k], k))
    return Layout(shape, unflatten(_compact(shape_leaves, rank_order), shape))


def _broadcast(order: HTuple, shape: HTuple) -> HTuple:
    if not is_tuple(order):
        return transform_leaves(lambda _s: order, shape) if is_tuple(shape) else order
    if not is_tuple(shape) or len(order) != len(shape):
        raise PreconditionError(f"the order {order!r} is not weakly congruent to the shape {shape!r}",
                                operand="order")
    return tuple(_broadcast(o, s) for o, s in zip(order, shape))


def make_layout_like(layout: Any) -> Any:
    """A compact layout with ``layout``'s shape whose strides follow the order of
    ``layout``'s strides; stride-0 (broadcast) modes keep stride 0."""
    if isinstance(layout, ComposedLayout):
        return ComposedLayout(layout.inner, layout.offset, make_layout_like(layout.outer))
    if not isinstance(layout, Layout):
        raise PreconditionError(f"make_layout_like takes a layout, got {layout!r}", operand="src")
    if layout.is_basis():
        raise PreconditionError(f"make_layout_like needs integer strides, got {layout}", operand="src")
    if uses_cute(layout):
        return dynamic_layout_like(layout)
    shape_leaves = list(leaves(layout.shape))
    stride_leaves = list(leaves(layout.stride))
    live = [(k, d) for k, d in enumerate(stride_leaves) if not is_zero(d)]
    if any(not decide("le", 0, d, "make_layout_like needs non-negative strides") for _k, d in live):
        raise PreconditionError(f"make_layout_like needs non-negative strides, got {layout}", operand="src")
    rank_order = [k for k, _d in sorted_modes(live, "stride order (make_layout_like)")]
    strides = _compact(shape_leaves, rank_order)
    return Layout(layout.shape, unflatten([0 if s is None else s for s in strides], layout.shape))


def _upcast(shape: Any, stride: Any, n: int) -> tuple:
    """Elements ``n`` times wider (CuTe ``upcast``): a static stride ``d`` divides the
    shape by ``n / |d|`` and the stride by ``n`` (``shape_div`` rounding).  A dynamic
    stride keeps the shape: CuTe assumes it is a multiple of ``n``, which ``shape_div``
    records as the side condition ``n | d`` for a symbolic ``d`` (a plain ``?`` is taken
    as CuTe takes it)."""
    if is_zero(stride):
        return shape, stride
    if is_int(stride):
        return shape_div(shape, shape_div(n, abs(stride))), shape_div(stride, n)
    return shape, shape_div(stride, n)


def _downcast(shape: Any, stride: Any, n: int) -> tuple:
    """Elements ``n`` times narrower: the unit stride mode grows, other strides grow.  A
    dynamic stride is taken as not 1 (CuTe), a side condition ``2 <= d`` (or ``d <= 0``)
    for a symbolic ``d`` (a plain ``?`` is taken as CuTe takes it)."""
    if is_int(stride) and abs(stride) == 1:
        return shape * n, stride
    if isinstance(stride, Dyn) and stride.expr is not None and decide_either(
            ("le", 2, stride), ("le", stride, 0), "recast: a dynamic stride is not 1 (CuTe's downcast)") is None:
        raise PreconditionError(f"the stride {stride.expr} is 1", operand="src")
    return shape, stride * n


def _recast_swizzle(swz: Swizzle, up: int, down: int, name: str) -> Swizzle:
    """CuTe's ``downcast<N>`` (``S<B,M+log2 N,S>``) then ``upcast<N>`` (``S<B,M-log2 N,S>``, or
    ``S<max(B+M',0),0,S>`` when ``M' = M - log2 N < 0``: bits inside one wide element drop)."""
    for n in (up, down):
        if n & (n - 1):
            raise PreconditionError(f"{name}: a swizzle recasts only by powers of two, got the factor {n}",
                                    operand="src")
    base = swz.base + down.bit_length() - up.bit_length()
    if base >= 0:
        return Swizzle(swz.bits, base, swz.shift)
    return Swizzle(max(swz.bits + base, 0), 0, swz.shift)


def _recast_composed(layout: ComposedLayout, up: int, down: int, name: str) -> ComposedLayout:
    """``S o off o B`` recast part by part (CuTe ``recast_layout`` of a ``ComposedLayout``)."""
    if not isinstance(layout.inner, Swizzle):
        raise PreconditionError(f"{name} of {layout}: A is a layout whose domain is B's codomain, not memory, "
                                f"so only a swizzle A can be recast with B", operand="src")
    offset = layout.offset * down
    if is_int(offset) and offset % up:
        raise PreconditionError(f"{name} of {layout}: the offset {layout.offset} falls inside a wide element",
                                operand="src")
    offset = offset // up if is_int(offset) else shape_div(offset, up)
    return ComposedLayout(_recast_swizzle(layout.inner, up, down, name), offset,
                          _recast_plain(layout.outer, up, down, name))


def recast_layout(layout: Any, new_bits: int, old_bits: int) -> Any:
    """``recast_layout<new_bits, old_bits>``: the layout of the same memory seen as
    elements of ``new_bits`` instead of ``old_bits`` (downcast by
    ``old/g``, then upcast by ``new/g``, ``g = gcd``).  A swizzled layout
    ``S o off o B`` recasts ``S``, the offset and ``B`` (CuTe)."""
    if not (is_int(new_bits) and is_int(old_bits) and new_bits > 0 and old_bits > 0):
        raise PreconditionError(f"recast needs positive bit widths, got <{new_bits},{old_bits}>")
    g = gcd(new_bits, old_bits)
    up, down, name = new_bits // g, old_bits // g, f"recast_layout<{new_bits},{old_bits}>"
    if isinstance(layout, ComposedLayout):
        return layout if up == down else _recast_composed(layout, up, down, name)
    if not isinstance(layout, Layout):
        raise PreconditionError(f"recast_layout takes a layout, got {layout!r}", operand="src")
    return _recast_plain(layout, up, down, name)


def _recast_plain(layout: Layout, up: int, down: int, name: str) -> Layout:
    if layout.is_basis():
        raise PreconditionError(f"recast_layout needs integer strides, got {layout}", operand="src")
    modes = list(zip(leaves(layout.shape), leaves(layout.stride)))
    if down > 1:
        modes = [_downcast(s, d, down) for s, d in modes]
    if up > 1:
        try:
            modes = [_upcast(s, d, up) for s, d in modes]
        except PreconditionError as e:
            raise PreconditionError(f"{name} of {layout}: {e.reason}", operand="src") from None
    return Layout(unflatten([s for s, _d in modes], layout.shape), unflatten([d for _s, d in modes], layout.shape))
