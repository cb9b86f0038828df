"""Thread-value drawings (seed 001, Fig. 6 and Table 4): ThrValLayoutC ((4,8),2):((16,1),8)
drawn over the 8x8 C tile, each cell labelled T<t>V<v>, one colour per thread."""
import re
from collections import defaultdict

import pytest

from cute_sym import parse
from cute_sym.draw import to_svg, tv_grid
from cute_sym.errors import PreconditionError
from tests.draw.svg_cells import svg_cells

TV_C = "((4,8),2):((16,1),8)"


def fig6_expected() -> dict:
    """(t, v) -> k = 16*(t%4) + t//4 + 8*v, placed at (m, n) = (k%8, k//8): computed here."""
    out = {}
    for t in range(32):
        for v in range(2):
            k = 16 * (t % 4) + t // 4 + 8 * v
            out[k % 8, k // 8] = f"T{t}V{v}"
    return out


@pytest.fixture(scope="module")
def fig6() -> dict:
    return svg_cells(to_svg(tv_grid(parse(TV_C), (8, 8))))


def test_fig6_cells_and_labels(fig6):
    assert len(fig6) == 64
    assert {rc: c["label"] for rc, c in fig6.items()} == fig6_expected()
    assert [fig6[0, n]["label"] for n in range(4)] == ["T0V0", "T0V1", "T1V0", "T1V1"]


def test_fig6_one_colour_per_thread(fig6):
    fills = defaultdict(set)
    cells_of = defaultdict(int)
    for cell in fig6.values():
        t = int(re.fullmatch(r"T(\d+)V\d+", cell["label"]).group(1))
        assert cell["group"] == t
        fills[t].add(cell["fill"])
        cells_of[t] += 1
    assert all(len(f) == 1 for f in fills.values())
    assert len({f for fs in fills.values() for f in fs}) == 32
    assert set(cells_of.values()) == {2}


def test_table4_coordinate_tv_layout_draws_the_same_picture(fig6):
    """Table 4, Coordinate row: (8,8):(e0,e1) o TV = ((4,8),2):((2e1,e0),e1) -- it names (m, n)."""
    coords = svg_cells(to_svg(tv_grid(parse("((4,8),2):((2@1,1@0),1@1)"), (8, 8))))
    assert {rc: c["label"] for rc, c in coords.items()} == {rc: c["label"] for rc, c in fig6.items()}


def test_replicated_values_show_every_owner_count():
    """Two threads that both hold all four elements (stride 0 on the thread mode)."""
    grid = tv_grid(parse("(2,4):(0,1)"), (4,))
    assert (grid.rows, grid.cols) == (1, 4)
    assert [c.label for c in grid.cells] == ["T0V0+1", "T0V1+1", "T0V2+1", "T0V3+1"]


def test_uncovered_cells_are_blank():
    grid = tv_grid(parse("(2,2):(1,4)"), (8,))
    assert [c.label for c in grid.cells] == ["T0V0", "T1V0", "", "", "T0V1", "T1V1", "", ""]
    assert [c.group for c in grid.cells] == [0, 1, None, None, 0, 1, None, None]


def test_tv_layout_leaving_its_tile_is_an_error():
    with pytest.raises(PreconditionError, match=r"thread 2 value 0 maps to 32, outside the tile \(8,4\)"):
        tv_grid(parse(TV_C), (8, 4))


def test_tv_layout_must_be_rank_2():
    with pytest.raises(PreconditionError, match="rank-2 layout"):
        tv_grid(parse("(4,8,2):(16,1,8)"), (8, 8))


def test_hierarchical_tile_gives_the_same_picture(fig6):
    """A tile ((2,4),8) has the same 8x8 cells; a coordinate-valued TV may name ((a,b),n)."""
    flat = {rc: c["label"] for rc, c in fig6.items()}
    nested = tv_grid(parse(TV_C), ((2, 4), 8))
    assert {(c.row, c.col): c.label for c in nested.cells} == flat
    natural = tv_grid(parse("((4,(2,4)),2):((2@1,(1@0@0,1@1@0)),1@1)"), ((2, 4), 8))
    assert {(c.row, c.col): c.label for c in natural.cells} == flat


def test_bijective_tv_layout_is_inverted_by_the_algebra(monkeypatch, fig6):
    """Fig. 6 draws TV's inverse: the drawing asks the algebra for right_inverse(TV)."""
    from cute_sym import algebra
    calls = []
    real = algebra.right_inverse
    monkeypatch.setattr(algebra, "right_inverse", lambda layout: calls.append(str(layout)) or real(layout))
    grid = tv_grid(parse(TV_C), (8, 8))
    assert calls == [TV_C]
    assert {(c.row, c.col): c.label for c in grid.cells} == {rc: c["label"] for rc, c in fig6.items()}
