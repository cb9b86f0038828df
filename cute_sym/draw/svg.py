"""SVG text of a :class:`~cute_sym.draw.grid.Grid`, built as a string (no dependency).

Deterministic: integer coordinates, cells in row-major order, every text
escaped.  Each cell is ``<g class="cell" data-row data-col [data-group]>``
holding its ``<rect>`` and ``<text>``, so tools (and the tests) can read the
drawing back with ``xml.etree``.
"""
from __future__ import annotations

from html import escape

from .geometry import CHAR_W, geometry
from .grid import Grid
from .palette import text_colour

__all__ = ["to_svg"]

FONT_SIZE = 16


def _text(x: int, y: int, body: str, cls: str, fill: str = "#000000", anchor: str = "middle") -> str:
    return (f'<text class="{cls}" x="{x}" y="{y}" text-anchor="{anchor}" '
            f'dominant-baseline="central" fill="{fill}">{escape(body)}</text>')


def to_svg(grid: Grid) -> str:
    """The SVG document of ``grid``."""
    g = geometry(grid)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{g.width}" height="{g.height}" '
           f'viewBox="0 0 {g.width} {g.height}" font-family="monospace" font-size="{FONT_SIZE}">',
           f"<title>{escape(grid.title)}</title>",
           _text(CHAR_W, g.title_y, grid.title, "title", anchor="start"),
           '<g class="col-index">']
    out += [_text(g.x0 + c * g.cell_w + g.cell_w // 2, g.y0 - g.cell_h // 2 - 2, str(c), "index")
            for c in range(grid.cols)]
    out.append('</g>\n<g class="row-index">')
    out += [_text(g.x0 - CHAR_W, g.y0 + r * g.cell_h + g.cell_h // 2, str(r), "index", anchor="end")
            for r in range(grid.rows)]
    out.append('</g>\n<g class="cells">')
    for cell in grid.cells:
        x, y = g.cell_origin(cell.row, cell.col)
        group = "" if cell.group is None else f' data-group="{cell.group}"'
        out.append(f'<g class="cell" data-row="{cell.row}" data-col="{cell.col}"{group}>'
                   f'<rect x="{x}" y="{y}" width="{g.cell_w}" height="{g.cell_h}" '
                   f'fill="{cell.fill}" stroke="#000000" stroke-width="1"/>'
                   + _text(x + g.cell_w // 2, y + g.cell_h // 2, cell.label, "label", text_colour(cell.fill))
                   + "</g>")
    out.append("</g>\n</svg>\n")
    return "\n".join(out)
