"""Plain-text table of a :class:`~cute_sym.draw.grid.Grid` for terminals: the
title, the column indices, then one line of cell labels per row between rules.
Text has no colours, so a grid of tiles (or banks) is followed by a table of tile (bank)
numbers."""
from __future__ import annotations

from .grid import Grid

__all__ = ["to_text"]


def to_text(grid: Grid) -> str:
    """The grid as a table, labels right-aligned in equal-width cells (then the
    tile or bank of each cell, for a grid of tiles or banks)."""
    text = _table(grid.title, grid, [c.label for c in grid.cells])
    if grid.groups in ("tile", "bank"):
        text += _table(f"{grid.groups}s:", grid, ["" if c.group is None else str(c.group) for c in grid.cells])
    return text


def _table(title: str, grid: Grid, labels: list[str]) -> str:
    width = max([len(x) for x in labels] + [len(str(grid.cols - 1))])
    margin = len(str(grid.rows - 1)) + 1
    rule = " " * margin + "+" + ("-" * (width + 2) + "+") * grid.cols
    lines = [title,
             " " * margin + " " + "".join(f" {c:>{width}}  " for c in range(grid.cols)).rstrip(),
             rule]
    for r in range(grid.rows):
        row = "|".join(f" {labels[r * grid.cols + c]:>{width}} " for c in range(grid.cols))
        lines.append(f"{r:>{margin - 1}} |{row}|")
    lines.append(rule)
    return "\n".join(lines) + "\n"
