"""The value-level meaning of every seed-000 op, over CuTe values.

This is the one place the dialect learns what an op computes: a thin adapter
from op names to ``cute_sym`` functions, keeping the value's kind (shape in,
shape out).  It calls the foundation (``tuples``, ``arith``, ``coords``,
``kinds``, ``layout``, ``tile``) and adds no arithmetic of its own, so the IR
and the Python API cannot disagree.  Each function raises the foundation's
:class:`~cute_sym.errors.CuteError` when a precondition fails.
"""
from __future__ import annotations

from typing import Any, Sequence

from .. import arith, coords, kinds, tuples
from ..composed import ComposedLayout, Swizzle
from ..errors import PreconditionError
from ..kinds import Coord, IntTuple, Shape, Stride
from ..layout import Layout
from ..tile import Tile

__all__ = ["get", "select", "get_leaves", "get_scalars", "get_shape", "get_stride",
           "composed_get_inner", "composed_get_offset", "composed_get_outer",
           "get_layouts_from_tile", "to_int_tuple", "to_shape", "to_stride", "to_coord",
           "size", "cosize", "tuple_product", "tuple_product_each", "crd2idx", "idx2crd",
           "increment_coord", "layout_eval", "append_to_rank", "prepend_to_rank", "ceil_div",
           "shape_div", "tuple_add", "tuple_sub", "equal", "elem_less"]

to_int_tuple = kinds.to_int_tuple
to_shape = kinds.to_shape
to_stride = kinds.to_stride
to_coord = kinds.to_coord
get_scalars = kinds.get_scalars


def _same_kind(v: IntTuple, x: Any) -> IntTuple:
    return type(v)(x)


def get(v: Any, path: Sequence[int]) -> Any:
    """Seed 000 ``cute.get``: the mode at ``path``, of ``v``'s kind."""
    if isinstance(v, IntTuple):
        return _same_kind(v, tuples.get(v.value, path))
    return v.get(path)


def select(v: Any, modes: Sequence[int]) -> Any:
    """Seed 000 ``cute.select``: the top-level ``modes`` of ``v``, always a tuple."""
    if isinstance(v, IntTuple):
        return _same_kind(v, tuples.select(v.value, modes))
    return v.select(modes)


def get_leaves(v: Any) -> list:
    """Seed 000 ``cute.get_leaves``: one value per leaf (a tile's ``_`` is ``Tile(_)``)."""
    if isinstance(v, Tile):
        return [x if isinstance(x, Layout) else Tile(x) for x in v.leaves()]
    return [_same_kind(v, x) for x in tuples.leaves(v.value)]


def get_shape(v: Layout | ComposedLayout | Tile) -> Shape:
    """Seed 000 ``cute.get_shape``."""
    return Shape(v.shape)


def get_stride(v: Layout) -> Stride:
    """Seed 000 ``cute.get_stride``."""
    return Stride(v.stride)


def composed_get_inner(v: ComposedLayout) -> Layout | Swizzle:
    return v.inner


def composed_get_offset(v: ComposedLayout) -> IntTuple:
    return IntTuple(v.offset)


def composed_get_outer(v: ComposedLayout) -> Layout:
    return v.outer


def get_layouts_from_tile(v: Tile) -> list[Layout]:
    """Seed 000 ``cute.get_layouts_from_tile`` (an all-``_`` tile is an error)."""
    return v.layouts()


def _at(v: Any, mode: Sequence[int] | None) -> Any:
    return get(v, mode) if mode else v


def size(v: Any, mode: Sequence[int] | None = None) -> IntTuple:
    """Seed 000 ``cute.size``: the product of the extents at ``mode``."""
    sub = _at(v, mode)
    return IntTuple(tuples.product(sub.value) if isinstance(sub, IntTuple) else sub.size())


def cosize(v: Layout | ComposedLayout, mode: Sequence[int] | None = None) -> IntTuple:
    """Seed 000 ``cute.cosize``: ``L(size-1)+1`` of the sub-layout at ``mode``."""
    return IntTuple(_at(v, mode).cosize())


def tuple_product(v: IntTuple) -> IntTuple:
    return _same_kind(v, tuples.product(v.value))


def tuple_product_each(v: IntTuple) -> IntTuple:
    return _same_kind(v, tuples.product_each(v.value))


def crd2idx(crd: Coord, shape: Shape) -> IntTuple:
    return IntTuple(coords.crd2idx(crd.value, shape.value))


def idx2crd(idx: IntTuple, shape: Shape) -> Coord:
    return Coord(coords.idx2crd(idx.value, shape.value))


def increment_coord(crd: Coord, shape: Shape) -> Coord:
    return Coord(coords.increment_coord(crd.value, shape.value))


def layout_eval(crd: Coord, layout: Layout | ComposedLayout) -> IntTuple:
    """Seed 000 ``cute.layout_eval``: ``L(c)``, a tuple for basis strides."""
    return IntTuple(layout(crd.value))


def _pad(pad: Any, v: Any, n: int, e: Any) -> Any:
    if isinstance(v, IntTuple) and type(e) is not type(v):
        raise PreconditionError(f"expects the element to be a {v.kind} like the input, got '{e}'")
    if not isinstance(v, IntTuple) and not isinstance(e, Layout):
        raise PreconditionError(f"expects the element of a layout input to be a layout, got '{e}'")
    if isinstance(v, IntTuple):
        return _same_kind(v, pad(v.value, n, e.value))
    if isinstance(v, ComposedLayout):
        return ComposedLayout(v.inner, v.offset, _pad(pad, v.outer, n, e))
    return Layout(pad(v.shape, n, e.shape), pad(v.stride, n, e.stride))


def append_to_rank(v: Any, n: int, e: Any) -> Any:
    """Seed 000 ``cute.append_to_rank``: pad ``v`` on the right with ``e`` to rank ``n``."""
    return _pad(arith.append_to_rank, v, n, e)


def prepend_to_rank(v: Any, n: int, e: Any) -> Any:
    """Seed 000 ``cute.prepend_to_rank``: pad ``v`` on the left with ``e`` to rank ``n``."""
    return _pad(arith.prepend_to_rank, v, n, e)


def ceil_div(a: IntTuple, tiler: IntTuple | Tile) -> IntTuple:
    return _same_kind(a, arith.ceil_div(a.value, tiler.value if isinstance(tiler, IntTuple) else tiler))


def shape_div(a: Shape, b: Shape) -> Shape:
    return Shape(arith.shape_div(a.value, b.value))


def tuple_add(a: IntTuple, b: IntTuple) -> IntTuple:
    return _same_kind(a, arith.tuple_add(a.value, b.value))


def tuple_sub(a: IntTuple, b: IntTuple) -> IntTuple:
    return _same_kind(a, arith.tuple_sub(a.value, b.value))


def equal(a: Any, b: Any) -> Any:
    """Seed 000 ``cute.equal``: ``True``/``False``, or ``Dyn(1)`` when it hinges on a ``?``."""
    if type(a) is not type(b):
        raise PreconditionError("expects lhs and rhs to be the same kind")
    if isinstance(a, Layout):
        verdicts = [arith.equal(a.shape, b.shape), arith.equal(a.stride, b.stride)]
        if False in verdicts:
            return False
        return next((v for v in verdicts if v is not True), True)
    return arith.equal(a.value, b.value)


def elem_less(a: IntTuple, b: IntTuple) -> Any:
    return arith.elem_less(a.value, b.value)
