"""Products and divides with each tile coloured (paper Figs. 10-12).

Which tile a cell belongs to is read off the algebra itself, applied to compact
layouts: the same product or divide of ``Layout(A.shape)`` (and
``Layout(B.shape)``) has the same modes, and its values are plain indices --
``a + |A|*b`` for a product (the complement of a compact ``A`` is ``|A|``-strided),
the index into ``A``'s domain for a divide.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import algebra
from ..composed import ComposedLayout
from ..errors import DynamicValueError, PreconditionError
from ..layout import Layout
from ..tile import format_tile_value
from ..tuples import product
from .grid import MAX_CELLS, Grid, check_cells, layout_grid
from .palette import EMPTY, categorical

__all__ = ["product_grid", "divide_grid", "PRODUCTS", "DIVIDES"]

PRODUCTS = ("logical", "blocked", "raked", "zipped", "tiled", "flat")
DIVIDES = ("logical", "zipped", "tiled", "flat")


def _recolour(grid: Grid, tile_of: dict[tuple[int, int], int], tiles: int, title: str) -> Grid:
    """``grid`` with each cell filled by its tile (cells in no tile left blank)."""
    cells = tuple(replace(c, fill=categorical(tile_of[c.row, c.col], tiles), group=tile_of[c.row, c.col])
                  if (c.row, c.col) in tile_of else replace(c, fill=EMPTY, group=None)
                  for c in grid.cells)
    return Grid(title, grid.rows, grid.cols, cells, "tile")


def product_grid(a: Layout | ComposedLayout, b: Layout, kind: str = "blocked",
                 max_cells: int = MAX_CELLS) -> Grid:
    """The product ``R = <kind>_product(A, B)`` drawn as a layout, each cell
    filled by the tile it belongs to: the coordinate of ``B`` that placed it
    (Fig. 10 blocked, Fig. 11 raked)."""
    if kind not in PRODUCTS:
        raise PreconditionError(f"unknown product {kind!r}; one of {', '.join(PRODUCTS)}")
    op = getattr(algebra, f"{kind}_product")
    result = op(a, b)
    grid = layout_grid(result, max_cells)
    index = layout_grid(op(Layout(a.shape), Layout(b.shape)), max_cells)
    tile_of = {(c.row, c.col): c.value // product(a.shape) for c in index.cells}
    return _recolour(grid, tile_of, product(b.shape), f"{kind}_product({a}, {b}) = {result}")


def divide_grid(a: Layout | ComposedLayout, tiler: Any, kind: str = "logical",
                max_cells: int = MAX_CELLS) -> Grid:
    """``A`` drawn with each cell filled by the tile of ``<kind>_divide(A, tiler)``
    it falls in (Fig. 12: an 8x16 layout cut into a 2x2 grid of 4x8 tiles).  The
    tiles are numbered by the rest mode's index, colexicographically."""
    if kind not in DIVIDES:
        raise PreconditionError(f"unknown divide {kind!r}; one of {', '.join(DIVIDES)}")
    result = getattr(algebra, f"{kind}_divide")(a, tiler)
    grid = layout_grid(a, max_cells)
    zipped = algebra.zipped_divide(Layout(a.shape), tiler)
    shown = format_tile_value(tiler) if isinstance(tiler, tuple) else tiler
    if not zipped.is_static():
        raise DynamicValueError(f"cannot draw the divide by {shown}: its '?' leaves have no values")
    check_cells(1, zipped.size(), max_cells)
    tile_size = product(zipped.shape[0])
    tile_of: dict[tuple[int, int], int] = {}
    for j in range(zipped.size()):
        x = zipped(j)
        if x < grid.rows * grid.cols:
            tile_of.setdefault((x % grid.rows, x // grid.rows), j // tile_size)
    return _recolour(grid, tile_of, zipped.size() // tile_size, f"{kind}_divide({a}, {shown}) = {result}")
