"""Products and divides with each tile coloured (seed 001, §5.5, Figs. 10-12)."""
from collections import defaultdict

import pytest

from cute_sym import Tile, parse
from cute_sym.draw import divide_grid, product_grid, to_svg
from cute_sym.errors import PreconditionError
from tests.draw.svg_cells import svg_cells

TILE, GRID = "(3,4):(4,1)", "(2,5):(1,2)"


def tiles_of(cells: dict) -> dict:
    """group -> set of (row, col), checking one fill per group and distinct fills across groups."""
    members, fills = defaultdict(set), defaultdict(set)
    for rc, cell in cells.items():
        members[cell["group"]].add(rc)
        fills[cell["group"]].add(cell["fill"])
    assert all(len(f) == 1 for f in fills.values())
    assert len({f for fs in fills.values() for f in fs}) == len(fills)
    return dict(members)


def test_fig10_blocked_product():
    """(3,4):(4,1) ⊗ (2,5):(1,2) blocked: 6x20, ten 3x4 blocks, each a translate of the tile."""
    grid = product_grid(parse(TILE), parse(GRID), "blocked")
    assert grid.title == "blocked_product((3,4):(4,1), (2,5):(1,2)) = ((3,2),(4,5)):((4,12),(1,24))"
    cells = svg_cells(to_svg(grid))
    assert len(cells) == 120
    for (m, n), cell in cells.items():      # ((3,2),(4,5)):((4,12),(1,24)), §5.5.1
        assert cell["label"] == str(4 * (m % 3) + 12 * (m // 3) + (n % 4) + 24 * (n // 4))
    tiles = tiles_of(cells)
    assert sorted(tiles) == list(range(10))
    for b0 in range(2):
        for b1 in range(5):
            block = {(3 * b0 + i, 4 * b1 + j) for i in range(3) for j in range(4)}
            assert tiles[b0 + 2 * b1] == block
            offset = 12 * b0 + 24 * b1      # the grid (2,5):(12,24) places tile b at A*∘B(b)
            assert sorted(int(cells[rc]["label"]) - offset for rc in block) == list(range(12))


def test_fig11_raked_product():
    """Raked: ((2,3),(5,4)):((12,4),(24,1)); tile (b0, b1) owns rows ≡ b0 mod 2, columns ≡ b1 mod 5."""
    cells = svg_cells(to_svg(product_grid(parse(TILE), parse(GRID), "raked")))
    for (m, n), cell in cells.items():
        assert cell["label"] == str(12 * (m % 2) + 4 * (m // 2) + 24 * (n % 5) + n // 5)
    tiles = tiles_of(cells)
    for b0 in range(2):
        for b1 in range(5):
            assert tiles[b0 + 2 * b1] == {(m, n) for m in range(b0, 6, 2) for n in range(b1, 20, 5)}


def test_logical_product_tiles_are_columns():
    """(A, A*∘B): rows are A's 12 offsets, each column one tile."""
    grid = product_grid(parse(TILE), parse(GRID), "logical")
    assert (grid.rows, grid.cols) == (12, 10)
    assert all(c.group == c.col for c in grid.cells)


def test_second_product_example_with_interleaving_grid():
    """(4,8):(20,2) ⊗ (3,2):(2,1) (§5.5.1): complement (2,1):(1,80) interleaves tiles."""
    grid = product_grid(parse("(4,8):(20,2)"), parse("(3,2):(2,1)"), "logical")
    assert (grid.rows, grid.cols) == (32, 6)
    values = {}
    for c in grid.cells:
        values.setdefault(c.group, set()).add(int(c.label))
    assert len(values) == 6 and all(len(v) == 32 for v in values.values())
    assert len(set().union(*values.values())) == 192


def test_fig12_divide_into_a_2x2_grid_of_4x8_tiles():
    """(8,16):(20,1) ⊘ <4:1, 8:2>: tile (r0, r1) = rows 4*r0.. and columns ≡ r1 mod 2."""
    grid = divide_grid(parse("(8,16):(20,1)"), parse("[4:1;8:2]"))
    assert grid.title == "logical_divide((8,16):(20,1), [4:1;8:2]) = ((4,2),(8,2)):((20,80),(2,1))"
    cells = svg_cells(to_svg(grid))
    assert len(cells) == 128
    assert all(c["label"] == str(20 * m + n) for (m, n), c in cells.items())
    tiles = tiles_of(cells)
    for r0 in range(2):
        for r1 in range(2):
            assert tiles[r0 + 2 * r1] == {(m, n) for m in range(4 * r0, 4 * r0 + 4) for n in range(r1, 16, 2)}


@pytest.mark.parametrize("tiler", [parse("[4:1;8:1]"), (4, 8), parse("(4,8)")])
def test_divide_by_a_shape_tiles_blocks(tiler):
    """A shape (4,8) is the tiler <4:1, 8:1> (§5.3.5)."""
    grid = divide_grid(parse("(8,16):(1,8)"), tiler, "zipped")
    assert grid.title.endswith("= ((4,8),(2,2)):((1,8),(4,64))")
    assert all(c.group == c.row // 4 + 2 * (c.col // 8) for c in grid.cells)


def test_divide_1d_every_third_element():
    """24:3 ⊘ 8:3 = (8,3):(9,3): tile r holds the indices ≡ r mod 3."""
    grid = divide_grid(parse("24:3"), parse("8:3"))
    assert (grid.rows, grid.cols) == (1, 24)
    assert [c.group for c in grid.cells] == [x % 3 for x in range(24)]
    assert [c.label for c in grid.cells] == [str(3 * x) for x in range(24)]


def test_divide_of_a_hierarchical_layout_by_a_1d_tiler():
    """(6,2,2):(2,1,20) ⊘ 8:3 (§5.5.2): the 24 indices in 3 tiles of 8, 2x12 view."""
    grid = divide_grid(parse("(6,2,2):(2,1,20)"), parse("8:3"))
    assert (grid.rows, grid.cols) == (6, 4)
    assert all(c.group == (c.row + 6 * c.col) % 3 for c in grid.cells)


def test_swizzled_layout_divided_keeps_its_offsets():
    grid = divide_grid(parse("S<1,0,1> o 0 o (4,4):(4,1)"), Tile((parse("2:1"), parse("2:1"))))
    assert [c.label for c in grid.cells][:8] == ["0", "1", "3", "2", "4", "5", "7", "6"]
    assert all(c.group == c.row // 2 + 2 * (c.col // 2) for c in grid.cells)


def test_unknown_kinds_and_bad_tilers_are_errors():
    with pytest.raises(PreconditionError, match="unknown product 'tall'"):
        product_grid(parse(TILE), parse(GRID), "tall")
    with pytest.raises(PreconditionError, match="unknown divide"):
        divide_grid(parse(TILE), parse("2:1"), "blocked")
    with pytest.raises(PreconditionError, match="cover"):
        divide_grid(parse("16:1"), parse("(2,2):(1,3)"))
