"""Plain-text table of a :class:`~cute_sym.draw.grid.Grid` for terminals: the
title, the column indices, then one line of cell labels per row between rules."""
from __future__ import annotations

from .grid import Grid

__all__ = ["to_text"]


def to_text(grid: Grid) -> str:
    """The grid as a table, labels right-aligned in equal-width cells."""
    width = max([len(c.label) for c in grid.cells] + [len(str(grid.cols - 1))])
    margin = len(str(grid.rows - 1)) + 1
    rule = " " * margin + "+" + ("-" * (width + 2) + "+") * grid.cols
    lines = [grid.title,
             " " * margin + " " + "".join(f" {c:>{width}}  " for c in range(grid.cols)).rstrip(),
             rule]
    for r in range(grid.rows):
        labels = "|".join(f" {grid.cell(r, c).label:>{width}} " for c in range(grid.cols))
        lines.append(f"{r:>{margin - 1}} |{labels}|")
    lines.append(rule)
    return "\n".join(lines) + "\n"
