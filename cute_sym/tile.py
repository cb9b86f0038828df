"""Tiles: recursive sequences of layouts and ``_`` (seed 000 ``!cute.tile``; paper §5.3.5).

A tile's ``value`` is a bare :class:`Layout`, the wildcard ``_``, or a
non-empty tuple of such elements and nested tuples (printed ``[a;b;...]``).
"""
from __future__ import annotations

from typing import Any, ClassVar, Sequence, Union

from .arith import ceil_div
from .errors import KindError, PreconditionError
from .layout import Layout
from .immutable import Immutable
from .tuples import HTuple, Underscore, _, get, is_tuple, product, select

__all__ = ["Tile", "tile_count", "format_tile_value"]

TileValue = Union[Layout, Underscore, tuple]


def _check(v: Any) -> None:
    if isinstance(v, (Layout, Underscore)):
        return
    if not is_tuple(v) or not v:
        raise KindError(f"tile element must be a layout, '_' or a non-empty tile, got {v!r}")
    for e in v:
        _check(e)


def format_tile_value(v: TileValue) -> str:
    """Canonical text of a tile value: ``[a;b]`` for a tuple, else the bare element."""
    if is_tuple(v):
        return "[" + ";".join(format_tile_value(e) for e in v) + "]"
    return str(v)


def _leaves(v: TileValue) -> list:
    return [x for e in v for x in _leaves(e)] if is_tuple(v) else [v]


class Tile(Immutable):
    """A CuTe tiler (seed 000 ``!cute.tile``)."""

    kind: ClassVar[str] = "tile"
    __slots__ = ("value",)

    def __init__(self, value: TileValue):
        _check(value)
        object.__setattr__(self, "value", value)

    def _init_args(self) -> tuple:
        return (self.value,)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tile) and self.value == other.value

    def __hash__(self) -> int:
        return hash(("Tile", self.value))

    def __str__(self) -> str:
        return format_tile_value(self.value)

    def __repr__(self) -> str:
        return f"Tile({self})"

    def rank(self) -> int:
        return len(self.value) if is_tuple(self.value) else 1

    def is_static(self) -> bool:
        return all(x.is_static() for x in _leaves(self.value) if isinstance(x, Layout))

    def get(self, path: Sequence[int]) -> "Tile":
        """Seed 000 ``cute.get`` on a tile: slot by slot through nested tiles; the result is a tile."""
        return Tile(get(self.value, path))

    def select(self, modes: Sequence[int]) -> "Tile":
        """Seed 000 ``cute.select`` on a tile: the chosen top-level slots (a tile is never empty)."""
        if not modes:
            raise PreconditionError("select of no modes would give an empty tile, which has no form")
        return Tile(select(self.value, modes))

    def leaves(self) -> list:
        """Layout and ``_`` leaves in depth-first order (seed 000 ``cute.get_leaves``)."""
        return _leaves(self.value)

    def layouts(self) -> list[Layout]:
        """Seed 000 ``cute.get_layouts_from_tile``: the layout leaves, skipping ``_``."""
        found = [x for x in self.leaves() if isinstance(x, Layout)]
        if not found:
            raise PreconditionError("tile has no layout leaves (all slots are '_')")
        return found

    @property
    def shape(self) -> HTuple:
        """Seed 000 ``cute.get_shape`` on a tile: the shape of each slot."""
        def shape_of(v: TileValue) -> HTuple:
            if isinstance(v, Underscore):
                raise PreconditionError("tile contains an underscore slot, which has no shape")
            return v.shape if isinstance(v, Layout) else tuple(shape_of(e) for e in v)
        return shape_of(self.value)


def _count(a: HTuple, v: TileValue) -> HTuple:
    if isinstance(v, Layout):
        return ceil_div(product(a), v.size())
    if v is _:
        return 1
    if not is_tuple(a) or len(v) > len(a):
        raise PreconditionError(f"rank(tiler)={len(v)} > rank(input)={len(a) if is_tuple(a) else 1}")
    return tuple(_count(x, y) for x, y in zip(a, v)) + a[len(v):]


def tile_count(a: HTuple, tiler: "Tile | Layout") -> HTuple:
    """``ceil_div(a, tiler)`` for a tile tiler: the number of tiles per tiled mode.

    A layout slot counts ``ceil(size(mode) / size(layout))`` tiles, a ``_``
    slot one tile (it takes the whole mode), and modes past the tiler's rank
    pass through; so the profile may change (seed 002)."""
    v = tiler.value if isinstance(tiler, Tile) else tiler
    if not isinstance(v, (Layout, Underscore, tuple)):
        raise PreconditionError(f"tiler must be an int-tuple, a layout or a tile, got {tiler!r}")
    return _count(a, v)
