"""The model every drawing renders: a grid of labelled, filled cells.

Builders turn CuTe values into grids (paper Figs. 3, 4 and 6):

* :func:`layout_grid` -- a layout, composed layout, swizzle or tile over its 2-D
  coordinate space: rows are mode 0, columns mode 1 (a rank-1 layout is one
  row; modes 1.. of a higher-rank layout are grouped into the columns), each
  cell labelled by its value (an offset, or a coordinate such as ``(1,2)`` for
  scaled-basis strides) and filled by the value's rank among the values.
  A tile ``<T0, T1>`` is drawn as the coordinate layout it acts as (§5.3.5).
* :func:`tv_grid` -- a thread-value layout ``(thread, value) -> k`` drawn through
  its inverse over the data coordinates of its tile, each cell labelled
  ``T<t>V<v>`` and filled by its thread (Fig. 6).

Products and divides with their tiles coloured are in :mod:`.tiles`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .. import algebra
from ..composed import ComposedLayout, Swizzle
from ..coords import crd2idx, idx2crd
from ..errors import DynamicValueError, PreconditionError
from ..layout import Layout
from ..tile import Tile
from ..tuples import (E, HTuple, format_htuple, flatten, is_dynamic, is_int, is_tuple, product, product_each, rank,
                      transform_leaves)
from .palette import EMPTY, categorical, ramp

__all__ = ["Cell", "Grid", "MAX_CELLS", "layout_grid", "tv_grid", "value_label", "check_cells"]

MAX_CELLS = 16384
"""Default bound on the cells of one drawing (a 128x128 grid)."""


@dataclass(frozen=True)
class Cell:
    """One cell: its place, its text, its fill, the class (thread or tile) it
    belongs to, and the value it shows (an offset or coordinate; ``(t, v)`` for a
    thread-value cell; ``None`` for an empty one)."""

    row: int
    col: int
    label: str
    fill: str
    group: int | None = None
    value: Any = None


@dataclass(frozen=True)
class Grid:
    """``rows x cols`` cells in row-major order under a title; ``groups`` names
    what a cell's ``group`` is (``"thread"``, ``"tile"``), if anything."""

    title: str
    rows: int
    cols: int
    cells: tuple[Cell, ...]
    groups: str | None = None

    def cell(self, row: int, col: int) -> Cell:
        return self.cells[row * self.cols + col]


Drawable = Layout | ComposedLayout | Swizzle | Tile


def check_cells(rows: int, cols: int, max_cells: int) -> None:
    """Refuse a drawing of more than ``max_cells`` cells."""
    if rows * cols > max_cells:
        raise PreconditionError(
            f"{rows}x{cols} = {rows * cols} cells exceed the drawing limit of {max_cells} cells")


def value_label(v: Any) -> str:
    """Canonical text of a layout value: ``26``, ``(1,2)``."""
    return format_htuple(v)


def _order_key(v: Any) -> tuple:
    """Integers by value, coordinates colexicographically (paper §4.2)."""
    return tuple(reversed(flatten(v))) if is_tuple(v) else (v,)


def _tile_coordinates(tile: Tile) -> Layout:
    """Paper §5.3.5: ``L o <T0, T1> == L o (M,N):(e0,e1) o <T0, T1>``, so a tiler is
    the coordinate layout ``(T0.shape, T1.shape):(T0.stride*e0, T1.stride*e1)``:
    cell ``(i, j)`` shows the coordinate ``(T0(i), T1(j))`` it selects."""
    slots = tile.value if is_tuple(tile.value) else (tile.value,)
    if len(slots) > 2 or not all(isinstance(s, Layout) and not s.is_basis() for s in slots):
        raise PreconditionError(f"cannot draw the tile {tile}: only one or two integer-stride layouts are drawn")
    if len(slots) == 1:
        return slots[0]
    return Layout(tuple(s.shape for s in slots),
                  tuple(transform_leaves(lambda d, k=k: E(d, (k,)), s.stride) for k, s in enumerate(slots)))


def _as_layout(value: Drawable) -> Layout | ComposedLayout:
    """A tile is drawn as its coordinate layout; a swizzle ``S<B,M,S>`` is drawn over ``[0, 2^(B+M+|S|))`` as ``2^B`` rows of
    ``2^(M+|S|)`` offsets, so the XORed bit groups are the row and column bits."""
    if isinstance(value, Swizzle):
        cols = 1 << (value.base + abs(value.shift))
        return ComposedLayout(value, 0, Layout((1 << value.bits, cols), (cols, 1)))
    if isinstance(value, Tile):
        return _tile_coordinates(value)
    if isinstance(value, (Layout, ComposedLayout)):
        return value
    raise PreconditionError(f"cannot draw {value}: expected a layout, composed layout, swizzle or tile")


def _plane(layout: Layout | ComposedLayout) -> tuple[int, int, Callable[[int, int], Any]]:
    """Rows, columns and the cell function of a layout's 2-D view."""
    shape = layout.shape
    r = rank(shape) if is_tuple(shape) else 1
    if r <= 1:
        return 1, product(shape), lambda i, j: layout(j)
    rest = shape[1:] if r > 2 else shape[1]
    if r == 2:
        return product(shape[0]), product(rest), lambda i, j: layout(i, j)
    return product(shape[0]), product(rest), lambda i, j: layout((i,) + idx2crd(j, rest))


def layout_grid(value: Drawable, max_cells: int = MAX_CELLS) -> Grid:
    """The grid of a layout, composed layout, swizzle or tile (paper Figs. 3, 4, 7)."""
    layout = _as_layout(value)
    if not layout.is_static():
        raise DynamicValueError(f"cannot lay out {value} cell by cell: its '?' leaves have no values")
    rows, cols, at = _plane(layout)
    check_cells(rows, cols, max_cells)
    values = [at(i, j) for i in range(rows) for j in range(cols)]
    distinct = sorted(set(values), key=_order_key)
    rank_of = {v: k for k, v in enumerate(distinct)}
    cells = tuple(Cell(k // cols, k % cols, value_label(v), ramp(rank_of[v], len(distinct)), value=v)
                  for k, v in enumerate(values))
    return Grid(str(value), rows, cols, cells)


def _owners(tv: Layout, tile: HTuple, n: int) -> list[list[tuple[int, int]]]:
    """The ``(t, v)`` pairs holding each offset ``k < n`` of the tile.

    A TV layout that is a bijection onto the tile is inverted by the algebra:
    ``(t, v)`` of ``k`` is ``TV‡(k)`` (the right inverse, paper §5.4.1) -- the very
    map Fig. 6 draws.  A replicated or partial TV layout has no such inverse (a
    right inverse keeps one preimage, on a contiguous prefix of the image), so its
    domain is enumerated and every owner kept."""
    threads = product(tv.shape[0])
    if not tv.is_basis() and tv.size() == n:
        inverse = algebra.right_inverse(tv)
        if inverse.size() == n:
            return [[(i % threads, i // threads)] for i in map(inverse, range(n))]
    owners: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for i in range(tv.size()):
        k = tv(i)
        if is_tuple(k):
            k = crd2idx(k, tile)
        if not is_int(k) or not 0 <= k < n:
            raise PreconditionError(
                f"thread {i % threads} value {i // threads} maps to {value_label(tv(i))}, "
                f"outside the tile {format_htuple(tile)} of {n} elements")
        owners[k].append((i % threads, i // threads))
    return [sorted(o) for o in owners]          # the lowest thread first, as CuTe's print_latex_tv finds it


def tv_grid(tv: Layout, tile: HTuple, max_cells: int = MAX_CELLS) -> Grid:
    """The thread-value layout ``tv: (thread, value) -> k`` over the tile ``tile``
    (paper Fig. 6): the cell of data coordinate ``(m, n) = idx2crd(k, tile)`` is
    labelled ``T<t>V<v>`` and filled by thread ``t`` -- the inverse of ``tv``,
    computed as :func:`_owners` says.  A coordinate-valued ``tv`` (scaled-basis
    strides) names ``(m, n)`` directly.  A cell several ``(t, v)``
    land on shows the lowest thread's (then value's) and ``+n`` for the others; a cell
    none lands on is left blank."""
    if not isinstance(tv, Layout) or tv.rank() != 2:
        raise PreconditionError(f"a thread-value layout is a rank-2 layout (thread, value), got {tv}")
    if not tv.is_static() or is_dynamic(tile):
        raise DynamicValueError(f"cannot draw {tv} over {format_htuple(tile)}: '?' leaves have no values")
    extents = product_each(tile)
    if not all(e >= 1 for e in flatten(tile)):
        raise PreconditionError(f"the tile of a thread-value drawing has positive extents, got {format_htuple(tile)}")
    if len(extents) > 2:
        raise PreconditionError(f"the tile of a thread-value drawing has rank 1 or 2, got {format_htuple(tile)}")
    rows, cols = (1, extents[0]) if len(extents) == 1 else extents
    check_cells(rows, cols, max_cells)
    if tv.size() > max_cells:
        raise PreconditionError(f"{tv} has {tv.size()} (thread, value) pairs, more than the drawing limit "
                                f"of {max_cells}")
    owners = _owners(tv, tile, rows * cols)
    cells = []
    for row in range(rows):
        for col in range(cols):
            found = owners[row + rows * col]
            if not found:
                cells.append(Cell(row, col, "", EMPTY))
                continue
            t, v = found[0]
            extra = f"+{len(found) - 1}" if len(found) > 1 else ""
            cells.append(Cell(row, col, f"T{t}V{v}{extra}", categorical(t, product(tv.shape[0])), t, (t, v)))
    return Grid(f"{tv} over {format_htuple(tile)}", rows, cols, tuple(cells), "thread")
