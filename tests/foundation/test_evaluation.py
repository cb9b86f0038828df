"""Paper §4.4 and seed 000 layout / composed-layout evaluation tables."""
import pytest

from cute_sym import parse


def test_paper_fig3_example():
    # Paper §4.4: L(22) = L(2,5) = L((0,1),(1,1)) = 26.
    L = parse("((2,2),(4,2)):((1,8),(2,16))")
    assert L(22) == L(2, 5) == L(((0, 1), (1, 1))) == 26


@pytest.mark.parametrize("text, expected", [
    ("(4,5):(1,4) o 2 o (2,3):(1,2)", [2, 3, 4, 5, 6, 7]),
    ("(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)", [5, 8, 7, 10, 9, 12]),
])
def test_seed000_composed_layout_tables(text, expected):
    cl = parse(text)
    assert [cl(i) for i in range(6)] == expected
