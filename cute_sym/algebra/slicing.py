"""Slicing with ``_`` and dicing (paper §4.5; CuTe ``slice``, ``dice``, ``slice_and_offset``).

A coordinate with ``_`` leaves fixes the other modes: ``slice_`` keeps the
modes where the coordinate is ``_`` (flattened one level, as CuTe does) and
``slice_and_offset`` also returns ``L(c)`` with the ``_`` read as 0.  ``dice``
keeps the complementary modes, those given an integer.

``None`` is read as ``_`` (pycute's and the DSL's spelling).  The value may come first
(CuTe DSL ``slice_(src, coord)``) or second (pycute ``slice_(crd, trg)``,
``slice_and_offset(crd, layout)``): the argument that is a layout or a tuple kind, or
else the one holding ``_``, is the value sliced.
"""
from __future__ import annotations

from typing import Any

from ..arith import tuple_add
from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..kinds import Coord, IntTuple
from ..layout import Layout
from ..tuples import HTuple, Underscore, dice_tuple, is_tuple, slice_tuple, underscores, zero_underscores

__all__ = ["slice_", "dice", "slice_and_offset"]


def _coord(coord: Any) -> HTuple:
    return underscores(coord.value if isinstance(coord, IntTuple) else coord)


def _is_value(x: Any) -> bool:
    return isinstance(x, (Layout, ComposedLayout)) or (isinstance(x, IntTuple) and not isinstance(x, Coord))


def _has_underscore(x: Any) -> bool:
    return (x is None or isinstance(x, Underscore)) if not is_tuple(x) else any(map(_has_underscore, x))


def _ordered(a: Any, b: Any) -> tuple[Any, HTuple]:
    """``(value, coordinate)`` from either argument order (see the module docstring)."""
    raw = not isinstance(a, (Layout, ComposedLayout, IntTuple)) and not isinstance(b, (Layout, ComposedLayout, IntTuple))
    if ((_is_value(b) and not _is_value(a)) or (isinstance(a, Coord) and not isinstance(b, Coord))
            or (raw and _has_underscore(a) and not _has_underscore(b))):
        a, b = b, a
    return a, _coord(b)


def _offset(layout: Layout, crd: HTuple) -> Any:
    return layout(zero_underscores(crd))


def slice_and_offset(layout: Any, coord: Any) -> tuple[Any, Any]:
    """``(slice_(L, c), L(c with _ = 0))`` (CuTe ``slice_and_offset``; pycute's
    ``slice_and_offset(crd, layout)`` order too)."""
    layout, crd = _ordered(layout, coord)
    if isinstance(layout, ComposedLayout):
        sub, off = slice_and_offset(layout.outer, crd)
        return ComposedLayout(layout.inner, tuple_add(layout.offset, off), sub), 0
    if not isinstance(layout, Layout):
        raise PreconditionError(f"slice_and_offset takes a layout or composed layout, got {layout!r}")
    return slice_(layout, crd), _offset(layout, crd)


def slice_(x: Any, coord: Any) -> Any:
    """CuTe ``slice``: the modes of ``x`` where ``coord`` is ``_`` (none: ``():()``, as CuTe DSL).

    ``x`` is a layout (the offset is dropped; see :func:`slice_and_offset`), a
    composed layout (the offset moves into its offset), an int-tuple kind or a
    plain HTuple.  Either argument order (module docstring).
    """
    x, crd = _ordered(x, coord)
    if isinstance(x, ComposedLayout):
        return slice_and_offset(x, crd)[0]
    if isinstance(x, Layout):
        return Layout(slice_tuple(crd, x.shape), slice_tuple(crd, x.stride))
    if isinstance(x, IntTuple):
        return type(x)(slice_tuple(crd, x.value))
    return slice_tuple(crd, x)


def dice(x: Any, coord: Any) -> Any:
    """CuTe ``dice``: the modes of ``x`` where ``coord`` is an integer (not ``_``)."""
    x, crd = _ordered(x, coord)
    if isinstance(x, ComposedLayout):
        return ComposedLayout(x.inner, x.offset, dice(x.outer, crd))
    if isinstance(x, Layout):
        return Layout(dice_tuple(crd, x.shape), dice_tuple(crd, x.stride))
    if isinstance(x, IntTuple):
        return type(x)(dice_tuple(crd, x.value))
    return dice_tuple(crd, x)

