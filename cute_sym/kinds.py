"""Every kind of seed 000 (the tuple kinds of :mod:`cute_sym.tuple_kinds`, layouts, composed
layouts, swizzles, tiles) and ``get_scalars`` over them.
"""
from __future__ import annotations

from typing import Any, Union

from .composed import ComposedLayout, Swizzle
from .errors import PreconditionError
from .layout import Layout
from .tile import Tile
from .tuple_kinds import Coord, IntTuple, Shape, Stride, to_coord, to_int_tuple, to_shape, to_stride
from .tuples import Dyn, E, HTuple, Underscore, is_int, is_tuple, leaves

__all__ = ["IntTuple", "Shape", "Stride", "Coord", "to_int_tuple", "to_shape", "to_stride",
           "to_coord", "get_scalars", "Scalar", "CuteValue"]


CuteValue = Union[IntTuple, Layout, ComposedLayout, Swizzle, Tile]


class Scalar(tuple):
    """One result of ``get_scalars``: ``(value, width)``, width 32 or 64."""

    def __new__(cls, value: Any, width: int) -> "Scalar":
        return super().__new__(cls, (value, width))

    value = property(lambda self: self[0])
    width = property(lambda self: self[1])


def _htuple_scalars(x: HTuple) -> list[Scalar]:
    out = []
    for leaf in leaves(x):
        v = leaf.value if isinstance(leaf, E) else leaf
        if isinstance(v, Dyn):
            out.append(Scalar(v, v.width))
        elif is_int(v):
            out.append(Scalar(v, 64))
    return out


def _scalars(v: Any) -> list[Scalar]:
    if isinstance(v, IntTuple):
        return _htuple_scalars(v.value)
    if isinstance(v, Layout):
        return _htuple_scalars(v.shape) + _htuple_scalars(v.stride)
    if isinstance(v, Swizzle):
        return [Scalar(v.bits, 32), Scalar(v.base, 32), Scalar(v.shift, 32)]
    if isinstance(v, ComposedLayout):
        return _scalars(v.inner) + _htuple_scalars(v.offset) + _scalars(v.outer)
    if isinstance(v, Tile):
        return [s for x in v.leaves() if isinstance(x, Layout) for s in _scalars(x)]
    if is_tuple(v) or isinstance(v, (int, Dyn, E, Underscore)):
        return _htuple_scalars(v)
    raise PreconditionError(f"not a CuTe value: {v!r}")


def get_scalars(value: Any, only_dynamic: bool = False) -> list[Scalar]:
    """Seed 000 ``cute.get_scalars``: integer leaves in order (layout: shape then
    stride; composed: A, offset, B; swizzle: its three i32 parameters).

    Static leaves are i64; a dynamic leaf has its own width.  With
    ``only_dynamic`` only the ``?`` leaves (incl. ``?@M`` scales) are returned.
    """
    out = _scalars(value)
    if only_dynamic:
        return [s for s in out if isinstance(s.value, Dyn)]
    return out
