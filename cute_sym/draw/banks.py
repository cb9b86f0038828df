"""A shared-memory layout drawn by bank (``draw --color bank``): each cell, an element's
offset, is filled by the bank of its first byte (:mod:`cute_sym.banks`: 32 banks of 4
bytes), so a swizzle's pattern shows as the banks a row or a column of the tile visits."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..banks import BANKS, bank_of
from ..errors import PreconditionError
from ..tuples import is_int
from .grid import MAX_CELLS, Grid, layout_grid
from .palette import categorical

__all__ = ["bank_grid"]


def bank_grid(value: Any, elem_bytes: int = 4, max_cells: int = MAX_CELLS) -> Grid:
    """``layout_grid(value)`` with each cell filled by the bank of its offset (elements of
    ``elem_bytes`` bytes); the cells' ``group`` is the bank."""
    grid = layout_grid(value, max_cells)
    if not all(is_int(c.value) for c in grid.cells):
        raise PreconditionError(f"cannot colour {value} by bank: its values are coordinates, not offsets "
                                "(scaled-basis strides or a tile)")
    cells = tuple(replace(c, fill=categorical(b, BANKS), group=b)
                  for c in grid.cells for b in [bank_of(c.value, elem_bytes)])
    return Grid(f"{grid.title}: banks of {elem_bytes}-byte elements ({BANKS} banks x 4 bytes)",
                grid.rows, grid.cols, cells, "bank")
