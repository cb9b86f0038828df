"""Where things go: the pixel geometry shared by the SVG and PNG renderers."""
from __future__ import annotations

from dataclasses import dataclass

from .grid import Grid

__all__ = ["Geometry", "geometry", "CHAR_W", "CELL_H"]

CHAR_W = 12
"""Advance of one character (a 16 px monospace glyph; the PNG font's 5x7 glyph doubled)."""
CELL_H = 24
PAD = 8


@dataclass(frozen=True)
class Geometry:
    """Cell size, the origin of cell (0, 0) and the picture size, in pixels."""

    cell_w: int
    cell_h: int
    x0: int
    y0: int
    width: int
    height: int
    title_y: int | None

    def cell_origin(self, row: int, col: int) -> tuple[int, int]:
        return self.x0 + col * self.cell_w, self.y0 + row * self.cell_h


def geometry(grid: Grid, title: bool = True) -> Geometry:
    """Cells wide enough for the longest label, an index column and row before
    them, and (for SVG) a title line on top."""
    longest = max((len(c.label) for c in grid.cells), default=1)
    cell_w = max(2, longest) * CHAR_W + PAD
    x0 = len(str(max(grid.rows - 1, 0))) * CHAR_W + 2 * PAD
    title_h = CELL_H if title else 0
    y0 = title_h + CELL_H + PAD
    width = x0 + grid.cols * cell_w + PAD
    if title:
        width = max(width, len(grid.title) * CHAR_W + 2 * PAD)
    return Geometry(cell_w, CELL_H, x0, y0, width, y0 + grid.rows * CELL_H + PAD,
                    title_h - PAD // 2 if title else None)
