"""The PNG rasterizer and the text table agree with the grid (and so with the SVG)."""
import struct
import zlib

import pytest

from cute_sym import parse
from cute_sym.draw import layout_grid, to_png, to_text, tv_grid
from cute_sym.draw.geometry import geometry
from cute_sym.draw.palette import categorical, ramp, text_colour


def read_png(data: bytes) -> tuple[int, int, dict, bytes]:
    """Width, height, tEXt entries and raw RGB rows, checking every chunk's CRC."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, text = 8, b"", {}
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        assert struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0] == zlib.crc32(kind + body)
        if kind == b"IHDR":
            width, height, depth, colour, *_ = struct.unpack(">IIBBBBB", body)
            assert (depth, colour) == (8, 2)
        elif kind == b"tEXt":
            key, value = body.split(b"\x00", 1)
            text[key.decode()] = value.decode("latin-1")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    assert len(raw) == height * (1 + 3 * width)
    assert all(raw[r * (1 + 3 * width)] == 0 for r in range(height))
    return width, height, text, raw


@pytest.mark.parametrize("grid", [layout_grid(parse("((2,2),(4,2)):((1,8),(2,16))")),
                                  tv_grid(parse("((4,8),2):((16,1),8)"), (8, 8))],
                         ids=["layout", "tv"])
def test_png_cells_have_the_grid_fills(grid):
    width, height, text, raw = read_png(to_png(grid))
    g = geometry(grid, title=False)
    assert (width, height) == (g.width, g.height)
    assert text == {"Title": grid.title, "Software": "cute-sym"}
    for cell in grid.cells:
        x, y = g.cell_origin(cell.row, cell.col)
        at = (y + 2) * (1 + 3 * width) + 1 + 3 * (x + 2)
        assert "#" + raw[at:at + 3].hex() == cell.fill
        border = (y + 2) * (1 + 3 * width) + 1 + 3 * x
        assert raw[border:border + 3] == b"\x00\x00\x00"


def test_png_draws_label_glyphs_in_the_text_colour():
    grid = layout_grid(parse("(2,2):(1,2)"))
    width, _, _, raw = read_png(to_png(grid))
    g = geometry(grid, title=False)
    for cell in grid.cells:
        x, y = g.cell_origin(cell.row, cell.col)
        row_pixels = {raw[(yy * (1 + 3 * width)) + 1 + 3 * xx:][:3].hex()
                      for yy in range(y + 1, y + g.cell_h) for xx in range(x + 1, x + g.cell_w)}
        assert row_pixels == {cell.fill[1:], text_colour(cell.fill)[1:]}


def test_png_is_deterministic():
    grid = layout_grid(parse("(4,8):(8,1)"))
    assert to_png(grid) == to_png(layout_grid(parse("(4,8):(8,1)")))


def test_text_table():
    assert to_text(layout_grid(parse("(2,3):(3,1)"))) == (
        "(2,3):(3,1)\n"
        "    0   1   2\n"
        "  +---+---+---+\n"
        "0 | 0 | 1 | 2 |\n"
        "1 | 3 | 4 | 5 |\n"
        "  +---+---+---+\n")


@pytest.mark.parametrize("n", [1, 2, 3, 8, 32, 64, 128, 256])
def test_categorical_colours_are_distinct(n):
    assert len({categorical(k, n) for k in range(n)}) == n


def test_ramp_ends_and_legible_text():
    assert ramp(0, 1) == ramp(0, 10) == "#fde725"
    assert ramp(9, 10) == "#3b528b"
    assert text_colour("#fde725") == "#000000" and text_colour("#3b528b") == "#ffffff"


def test_png_too_large_to_raster_is_refused_before_drawing():
    """16384 cells with 16-digit labels would be a 28732x3112 raster (800 MB while drawing):
    a typed refusal naming the size, not a memory bomb; SVG and text stay available."""
    from cute_sym.draw.png import MAX_PIXELS
    from cute_sym.errors import PreconditionError
    grid = layout_grid(parse("(128,128):(1,1000000000000000)"))
    g = geometry(grid, title=False)
    assert g.width * g.height > MAX_PIXELS
    with pytest.raises(PreconditionError, match=rf"{g.width}x{g.height} pixels, more than {MAX_PIXELS}"):
        to_png(grid)
    fits = geometry(layout_grid(parse("(128,128):(1,128)")), title=False)       # the cell limit, short labels
    assert fits.width * fits.height <= MAX_PIXELS
