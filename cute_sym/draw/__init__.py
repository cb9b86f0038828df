"""Drawings of CuTe values (paper Figs. 3-12): a :class:`Grid` model built from a
value, rendered as SVG (string building, no dependency), PNG (a pure-Python
rasterizer), LaTeX/TikZ in the look of CuTe's ``print_latex`` or a text table.

>>> from cute_sym import parse
>>> from cute_sym.draw import layout_grid, to_svg
>>> svg = to_svg(layout_grid(parse("(4,8):(1,4)")))

Layouts, composed layouts, swizzles and tiles have ``_repr_svg_`` so Jupyter
shows them drawn.
"""
from __future__ import annotations

from typing import Any

from ..composed import ComposedLayout, Swizzle
from ..errors import CuteError
from ..layout import Layout
from ..tile import Tile
from .atoms import atom_grid
from .banks import bank_grid
from .grid import MAX_CELLS, Cell, Grid, layout_grid, tv_grid
from .png import to_png
from .svg import to_svg
from .tex import latex, latex_tv, print_latex, print_latex_tv, to_tex
from .text import to_text
from .tiles import DIVIDES, PRODUCTS, divide_grid, product_grid

__all__ = ["Cell", "Grid", "MAX_CELLS", "layout_grid", "tv_grid", "atom_grid", "product_grid", "divide_grid",
           "bank_grid", "PRODUCTS", "DIVIDES", "to_svg", "to_png", "to_text", "to_tex", "latex", "latex_tv",
           "print_latex", "print_latex_tv", "repr_svg"]


def repr_svg(value: Any) -> str | None:
    """The SVG Jupyter shows for ``value``; ``None`` (text repr instead) when it
    cannot be drawn: dynamic leaves, more than :data:`MAX_CELLS` cells."""
    try:
        return to_svg(layout_grid(value))
    except CuteError:
        return None


for _kind in (Layout, ComposedLayout, Swizzle, Tile):
    _kind._repr_svg_ = repr_svg        # Jupyter draws the values (cute_sym imports this package)
