"""LaTeX/TikZ of a :class:`~cute_sym.draw.grid.Grid`, in the look of CuTe's ``print_latex``
(layouts) and ``print_latex_tv`` (thread-value layouts) (``include/cute/util/print_latex.hpp``,
the DSL's ``cute.print_latex``): a ``standalone`` document whose ``tikzpicture`` puts
``(m, n)`` at row ``m`` (down) and column ``n`` (right), one 1 cm node per cell, the grid
lines, and the row and column indices in ``\\texttt``.

Fills: a layout's cells by offset modulo 8 on CuTe's eight greys (``TikzColor_BWx8``), a
thread-value layout's by thread modulo 8 on its eight pastels (``TikzColor_TV``), labelled
``T<t> \\\\ V<v>`` (the lowest thread holding the cell, as CuTe's loop over threads finds
it; a cell no thread holds is left empty); a grid of tiles or banks, or of coordinates,
keeps its own fills as TikZ ``rgb`` colours.  As in CuTe, a rank-1 layout is a column.
"""
from __future__ import annotations

from typing import Any

from ..composed import ComposedLayout
from ..layout import Layout
from ..tuples import HTuple, is_int, is_tuple
from .grid import MAX_CELLS, Cell, Grid, layout_grid, tv_grid

__all__ = ["to_tex", "latex", "latex_tv", "print_latex", "print_latex_tv", "BWX8", "TV8"]

BWX8 = ("black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30", "black!70")
"""CuTe's ``TikzColor_BWx8``: a layout cell's fill by its offset modulo 8."""

TV8 = tuple("{rgb,255:red,%d;green,%d;blue,%d}" % c for c in (
    (175, 175, 255), (175, 255, 175), (255, 255, 175), (255, 175, 175),
    (210, 210, 255), (210, 255, 210), (255, 255, 210), (255, 210, 210)))
"""CuTe's ``TikzColor_TV``: a thread-value cell's fill by its thread modulo 8."""

_HEADER = ("\\documentclass[convert]{standalone}\n\\usepackage{tikz}\n\n\\begin{document}\n"
           "\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n")
_FOOTER = "\\end{tikzpicture}\n\\end{document}\n"


def _rgb(fill: str) -> str:
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "{rgb,255:red,%d;green,%d;blue,%d}" % (r, g, b)


def _escape(text: str) -> str:
    return "".join("\\" + ch if ch in "#$%&_{}" else ch for ch in text)


def _node(grid: Grid, cell: Cell) -> "tuple[str, str] | None":
    """The options and the text of one cell's ``\\node`` in CuTe's style (``None``: empty)."""
    if cell.value is None:
        return None
    if grid.groups == "thread":
        t, v = cell.value
        return f"[fill={TV8[t % 8]}]", f"\\shortstack{{T{t} \\\\ V{v}}}"
    if grid.groups is None and is_int(cell.value):
        return f"[fill={BWX8[cell.value % 8]}]", str(cell.value)
    return f"[fill={_rgb(cell.fill)}]", _escape(cell.label)


def to_tex(grid: Grid, column: bool = False) -> str:
    """The TikZ document of ``grid``; ``column`` draws a one-row grid as a column (a rank-1
    layout, as CuTe appends ``1:0`` to it)."""
    kind = {"thread": "Layout TV", None: "Layout"}.get(grid.groups, "Layout drawing")
    rows, cols = (grid.cols, grid.rows) if column else (grid.rows, grid.cols)
    out = [f"% {kind}: {grid.title}\n", _HEADER]
    for cell in grid.cells:
        node = _node(grid, cell)
        if node is not None:
            m, n = (cell.col, cell.row) if column else (cell.row, cell.col)
            out.append(f"\\node{node[0]} at ({m},{n}) {{{node[1]}}};\n")
    out.append(f"\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({rows},{cols});\n\n")
    out += [f"\\node at ({m},-1) {{\\Large{{\\texttt{{{m}}}}}}};\n" for m in range(rows)]
    out += [f"\\node at (-1,{n}) {{\\Large{{\\texttt{{{n}}}}}}};\n" for n in range(cols)]
    out.append(_FOOTER)
    return "".join(out)


def _rank1(value: Any) -> bool:
    return isinstance(value, (Layout, ComposedLayout)) and (not is_tuple(value.shape) or len(value.shape) == 1)


def latex(value: Any, max_cells: int = MAX_CELLS) -> str:
    """CuTe's ``print_latex(layout)`` as text: a layout, composed layout, swizzle or tile
    (rank > 2: modes 1.. grouped into the columns, as every drawing here; CuTe refuses it)."""
    return to_tex(layout_grid(value, max_cells), column=_rank1(value))


def latex_tv(tv: Layout, tile: HTuple, max_cells: int = MAX_CELLS) -> str:
    """CuTe's ``print_latex_tv(layout_tv, tile_mn)`` as text."""
    return to_tex(tv_grid(tv, tile, max_cells))


def print_latex(value: Any, max_cells: int = MAX_CELLS) -> None:
    """Print :func:`latex` (the DSL's ``cute.print_latex``)."""
    print(latex(value, max_cells), end="")


def print_latex_tv(tv: Layout, tile: HTuple, max_cells: int = MAX_CELLS) -> None:
    """Print :func:`latex_tv` (the DSL's ``cute.print_latex_tv``)."""
    print(latex_tv(tv, tile, max_cells), end="")
