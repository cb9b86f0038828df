"""Slicing with ``_`` and dicing (paper §4.5; CuTe ``slice``, ``dice``, ``slice_and_offset``).

A coordinate with ``_`` leaves fixes the other modes: ``slice_`` keeps the
modes where the coordinate is ``_`` (flattened one level, as CuTe does) and
``slice_and_offset`` also returns ``L(c)`` with the ``_`` read as 0.  ``dice``
keeps the complementary modes, those given an integer.
"""
from __future__ import annotations

from typing import Any

from ..arith import tuple_add
from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..kinds import IntTuple
from ..layout import Layout
from ..tuples import HTuple, Underscore, is_tuple, transform_leaves
from .symbolic import describe

__all__ = ["slice_", "dice", "slice_and_offset"]


def _pick(crd: HTuple, x: HTuple, keep_underscore: bool) -> tuple:
    """The parts of ``x`` whose coordinate is ``_`` (or, for dice, is not)."""
    if is_tuple(crd):
        if not is_tuple(x) or len(crd) != len(x):
            raise PreconditionError(f"coordinate {describe(crd)} is not weakly congruent to {describe(x)}")
        return tuple(p for c, e in zip(crd, x) for p in _pick(c, e, keep_underscore))
    return (x,) if isinstance(crd, Underscore) == keep_underscore else ()


def _coord(coord: Any) -> HTuple:
    return coord.value if isinstance(coord, IntTuple) else coord


def _offset(layout: Layout, crd: HTuple) -> Any:
    zeroed = transform_leaves(lambda c: 0 if isinstance(c, Underscore) else c, crd) if is_tuple(crd) else (
        0 if isinstance(crd, Underscore) else crd)
    return layout(zeroed)


def slice_and_offset(layout: Any, coord: Any) -> tuple[Any, Any]:
    """``(slice_(L, c), L(c with _ = 0))`` (CuTe ``slice_and_offset``)."""
    crd = _coord(coord)
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
    plain HTuple.
    """
    crd = _coord(coord)
    if isinstance(x, ComposedLayout):
        return slice_and_offset(x, crd)[0]
    if isinstance(x, Layout):
        return Layout(_sliced(crd, x.shape, True), _sliced(crd, x.stride, True))
    if isinstance(x, IntTuple):
        return type(x)(_sliced(crd, x.value, True))
    return _sliced(crd, x, True)


def dice(x: Any, coord: Any) -> Any:
    """CuTe ``dice``: the modes of ``x`` where ``coord`` is an integer (not ``_``)."""
    crd = _coord(coord)
    if isinstance(x, ComposedLayout):
        return ComposedLayout(x.inner, x.offset, dice(x.outer, crd))
    if isinstance(x, Layout):
        return Layout(_sliced(crd, x.shape, False), _sliced(crd, x.stride, False))
    if isinstance(x, IntTuple):
        return type(x)(_sliced(crd, x.value, False))
    return _sliced(crd, x, False)


def _sliced(crd: HTuple, x: HTuple, keep_underscore: bool) -> HTuple:
    if not is_tuple(crd):
        return x if isinstance(crd, Underscore) == keep_underscore else ()
    return _pick(crd, x, keep_underscore)

