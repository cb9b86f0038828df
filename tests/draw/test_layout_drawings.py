"""Drawings of the paper's layouts (seed 001, Figs. 3, 4, 7; Tables 4-5), read back from the SVG."""
import pytest

from cute_sym import Layout, parse
from cute_sym.draw import MAX_CELLS, layout_grid, repr_svg, to_svg
from cute_sym.errors import DynamicValueError, PreconditionError
from tests.draw.svg_cells import svg_cells, svg_title


def drawn(text: str) -> dict:
    return svg_cells(to_svg(layout_grid(parse(text))))


# Fig. 3: layouts compatible with (4,8) drawn as 4x8 matrices; offsets computed
# here from the natural coordinate (paper eq. 1 and 3), independently of the library.
FIG3 = {
    "(4,8):(1,4)": lambda m, n: m + 4 * n,
    "(4,8):(8,1)": lambda m, n: 8 * m + n,
    "(4,8):(1,5)": lambda m, n: m + 5 * n,
    "(4,(4,2)):(4,(1,16))": lambda m, n: 4 * m + (n % 4) + 16 * (n // 4),
    "((2,2),(4,2)):((1,8),(2,16))": lambda m, n: (m % 2) + 8 * (m // 2) + 2 * (n % 4) + 16 * (n // 4),
}


@pytest.mark.parametrize("text", sorted(FIG3))
def test_fig3_layouts_are_4x8_matrices_labelled_by_offset(text):
    cells = drawn(text)
    assert sorted(cells) == [(m, n) for m in range(4) for n in range(8)]
    for (m, n), cell in cells.items():
        assert cell["label"] == str(FIG3[text](m, n))


def test_paper_evaluation_example_cell():
    """§4.4: L(22) = L(2,5) = L((0,1),(1,1)) = 26 -- the cell in row 2, column 5."""
    assert drawn("((2,2),(4,2)):((1,8),(2,16))")[2, 5]["label"] == "26"


@pytest.mark.parametrize("text", sorted(FIG3) + ["((2,2),(2,4)):((0,1),(0,2))"])
def test_fill_is_a_function_of_the_offset_and_orders_it(text):
    """Equal offsets share a fill, distinct offsets differ; the ramp follows the offset order."""
    cells = drawn(text).values()
    fill_of = {}
    for c in cells:
        assert fill_of.setdefault(int(c["label"]), c["fill"]) == c["fill"]
    assert len(set(fill_of.values())) == len(fill_of)
    ordered = [fill_of[k] for k in sorted(fill_of)]
    assert ordered[0] == "#fde725" and ordered[-1] == "#3b528b"


def test_stride_zero_modes_repeat_offsets():
    """Table 5 row ((2,2),(2,4)):((0,1),(0,2)): only 8 distinct offsets over 32 cells."""
    cells = drawn("((2,2),(2,4)):((0,1),(0,2))")
    assert len(cells) == 32
    assert {c["label"] for c in cells.values()} == {str(k) for k in range(8)}
    assert len({c["fill"] for c in cells.values()}) == 8


def test_fig4_coordinate_layout_labels_are_coordinates():
    """(4,8):(e0,e1) is the identity: cell (m, n) shows (m,n)."""
    cells = drawn("(4,8):(1@0,1@1)")
    assert len(cells) == 32
    assert all(c["label"] == f"({m},{n})" for (m, n), c in cells.items())
    assert len({c["fill"] for c in cells.values()}) == 32


def test_table5_coordinate_layout_with_scaled_basis():
    """(4,(4,2)):(e1,(e0,6e1)): (m, n) -> (n%4, m + 6*(n//4))."""
    cells = drawn("(4,(4,2)):(1@1,(1@0,6@1))")
    assert all(c["label"] == f"({n % 4},{m + 6 * (n // 4)})" for (m, n), c in cells.items())


def test_swizzled_layout():
    """S<3,4,3> o 0 o (8,64):(64,1): bits 7-9 of the row-major offset XORed into bits 4-6."""
    cells = drawn("S<3,4,3> o 0 o (8,64):(64,1)")
    assert len(cells) == 8 * 64
    for (r, c), cell in cells.items():
        x = 64 * r + c
        assert cell["label"] == str(x ^ ((x >> 3) & 0b1110000))
    for r in range(8):
        assert sorted(int(cells[r, c]["label"]) for c in range(64)) == list(range(64 * r, 64 * r + 64))


def test_swizzle_alone_is_drawn_by_its_bit_groups():
    """S<2,0,2> on [0,16): 2^2 rows (the source bits) of 2^2 columns; (r, c) -> (4r + c) ^ r."""
    grid = layout_grid(parse("S<2,0,2>"))
    assert (grid.rows, grid.cols) == (4, 4)
    assert [[grid.cell(r, c).label for c in range(4)] for r in range(4)] == [
        [str((4 * r + c) ^ r) for c in range(4)] for r in range(4)]


def test_composed_layout_with_coordinate_inner_layout():
    """README's (6,2):(1,3) o (2,1) o (2,3):(1@1,2@0) gives 5,8,7,10,9,12 at indices 0..5."""
    grid = layout_grid(parse("(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)"))
    assert (grid.rows, grid.cols) == (2, 3)
    assert [c.label for c in grid.cells] == ["5", "7", "9", "8", "10", "12"]


@pytest.mark.parametrize("text", ["8:2", "(8):(2)"])
def test_rank1_is_one_row(text):
    grid = layout_grid(parse(text))
    assert (grid.rows, grid.cols) == (1, 8)
    assert [c.label for c in grid.cells] == [str(2 * k) for k in range(8)]


def test_higher_rank_groups_modes_1_onwards_into_columns():
    grid = layout_grid(parse("(2,3,4):(1,2,6)"))
    assert (grid.rows, grid.cols) == (2, 12)
    assert all(c.label == str(c.row + 2 * c.col) for c in grid.cells)
    grid = layout_grid(parse("(2,3,4):(12,4,1)"))
    assert all(c.label == str(12 * c.row + 4 * (c.col % 3) + c.col // 3) for c in grid.cells)


def test_fig7_tiler_is_drawn_as_the_coordinates_it_selects():
    """<4:1, 8:2> takes the first 4 rows and every other of 16 columns (§5.3.5)."""
    grid = layout_grid(parse("[4:1;8:2]"))
    assert (grid.rows, grid.cols) == (4, 8)
    assert all(c.label == f"({c.row},{2 * c.col})" for c in grid.cells)


def test_title_is_escaped_and_deterministic():
    value = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    svg = to_svg(layout_grid(value))
    assert svg_title(svg) == "S<3,4,3> o 0 o (8,64):(64,1)"
    assert "S&lt;3,4,3&gt;" in svg
    assert svg == to_svg(layout_grid(parse(str(value))))


def test_dynamic_and_oversized_layouts_are_refused():
    with pytest.raises(DynamicValueError):
        layout_grid(parse("(?,8):(1,?)"))
    with pytest.raises(PreconditionError, match="exceed the drawing limit"):
        layout_grid(Layout((MAX_CELLS, 2)))
    assert layout_grid(Layout((8, 8)), max_cells=64).rows == 8
    with pytest.raises(PreconditionError, match="64 cells exceed the drawing limit of 63"):
        layout_grid(Layout((8, 8)), max_cells=63)
    with pytest.raises(PreconditionError, match="cannot draw the tile"):
        layout_grid(parse("[4:1;_]"))


@pytest.mark.parametrize("text", ["(4,8):(1,4)", "S<1,2,3>", "[4:1;8:2]",
                                  "(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)"])
def test_jupyter_repr_svg(text):
    value = parse(text)
    assert value._repr_svg_() == to_svg(layout_grid(value))
    assert svg_cells(value._repr_svg_())


def test_jupyter_repr_svg_falls_back_to_text_when_undrawable():
    assert parse("(?,8):(1,?)")._repr_svg_() is None
    assert repr_svg(Layout((1 << 20,))) is None
