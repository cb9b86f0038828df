"""PNG bytes of a :class:`~cute_sym.draw.grid.Grid`: a small pure-Python
rasterizer (``zlib`` + ``struct``, the built-in 5x7 font doubled), so PNG
output needs no package beyond the standard library.

The picture is the SVG's geometry without the title line; the title goes into
a ``tEXt`` chunk with the standard keyword ``Title``.
"""
from __future__ import annotations

import functools
import struct
import zlib

from ..errors import PreconditionError
from .font import GLYPH_H, GLYPH_W, glyph
from .geometry import CHAR_W, geometry
from .grid import Grid
from .palette import text_colour

__all__ = ["to_png", "MAX_PIXELS"]

SCALE = 2

MAX_PIXELS = 1 << 25
"""Largest raster drawn (100 MB of RGB): 128x128 cells of 6-character labels fit."""


class _Canvas:
    """An RGB raster, white to begin with."""

    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.pixels = bytearray(b"\xff" * (width * height * 3))

    def fill(self, x: int, y: int, w: int, h: int, rgb: bytes) -> None:
        x1, y1 = min(x + w, self.width), min(y + h, self.height)
        x, y = max(x, 0), max(y, 0)
        if x1 <= x:
            return
        run = rgb * (x1 - x)
        for row in range(y, y1):
            start = (row * self.width + x) * 3
            self.pixels[start:start + len(run)] = run

    def outline(self, x: int, y: int, w: int, h: int, rgb: bytes) -> None:
        self.fill(x, y, w + 1, 1, rgb)
        self.fill(x, y + h, w + 1, 1, rgb)
        self.fill(x, y, 1, h + 1, rgb)
        self.fill(x + w, y, 1, h + 1, rgb)

    def blit(self, x: int, y: int, run: bytes) -> None:
        """Copy one row of pixels to ``(x, y)``, clipped to the canvas."""
        if not 0 <= y < self.height:
            return
        skip = max(0, -x)
        run = run[3 * skip:3 * max(0, self.width - max(x, 0))]
        start = (y * self.width + max(x, 0)) * 3
        self.pixels[start:start + len(run)] = run

    def text(self, cx: int, cy: int, body: str, fg: bytes, bg: bytes, anchor: str = "middle") -> None:
        """``body`` on ``bg``, centred on ``cx`` (right-aligned at ``cx`` for ``anchor='end'``)."""
        gap = 3 * (CHAR_W - GLYPH_W * SCALE)
        span = len(body) * CHAR_W - gap // 3
        x = cx - span // 2 if anchor == "middle" else cx - span
        y = cy - GLYPH_H * SCALE // 2
        for r in range(GLYPH_H * SCALE):
            self.blit(x, y + r, b"".join(_segment(ch, r // SCALE, fg, bg) for ch in body)[:-gap or None])

    def encode(self, text: dict[str, str]) -> bytes:
        stride = self.width * 3
        raw = b"".join(b"\x00" + self.pixels[r * stride:(r + 1) * stride] for r in range(self.height))
        chunks = [_chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0))]
        chunks += [_chunk(b"tEXt", k.encode("latin-1") + b"\x00" + v.encode("latin-1", "replace"))
                   for k, v in text.items()]
        chunks += [_chunk(b"IDAT", zlib.compress(raw, 6)), _chunk(b"IEND", b"")]
        return b"\x89PNG\r\n\x1a\n" + b"".join(chunks)


@functools.lru_cache(maxsize=4096)
def _segment(ch: str, row: int, fg: bytes, bg: bytes) -> bytes:
    """One pixel row of ``ch`` scaled by :data:`SCALE`, followed by the gap to the next glyph."""
    pixels = b"".join((fg if bit == "1" else bg) * SCALE for bit in glyph(ch)[row])
    return pixels + bg * (CHAR_W - GLYPH_W * SCALE)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _rgb(hex_colour: str) -> bytes:
    return bytes.fromhex(hex_colour[1:])


def to_png(grid: Grid) -> bytes:
    """The PNG file of ``grid`` (8-bit RGB)."""
    g = geometry(grid, title=False)
    if g.width * g.height > MAX_PIXELS:
        raise PreconditionError(f"a PNG of {grid.rows}x{grid.cols} cells would be {g.width}x{g.height} pixels, "
                                f"more than {MAX_PIXELS}: draw it as SVG or text, or fewer cells")
    canvas = _Canvas(g.width, g.height)
    black, white = _rgb("#000000"), _rgb("#ffffff")
    for c in range(grid.cols):
        canvas.text(g.x0 + c * g.cell_w + g.cell_w // 2, g.y0 - g.cell_h // 2 - 2, str(c), black, white)
    for r in range(grid.rows):
        canvas.text(g.x0 - CHAR_W, g.y0 + r * g.cell_h + g.cell_h // 2, str(r), black, white, anchor="end")
    for cell in grid.cells:
        x, y = g.cell_origin(cell.row, cell.col)
        fill = _rgb(cell.fill)
        canvas.fill(x, y, g.cell_w, g.cell_h, fill)
        canvas.outline(x, y, g.cell_w, g.cell_h, black)
        canvas.text(x + g.cell_w // 2, y + g.cell_h // 2, cell.label, _rgb(text_colour(cell.fill)), fill)
    return canvas.encode({"Title": grid.title, "Software": "cute-sym"})
