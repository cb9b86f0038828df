"""Coordinates (paper §4.2.2-4.2.3, eq. 1-2): coordinate sets in colex order,
idx2crd / crd2idx on nested shapes, hierarchical and out-of-bounds coordinates."""
import itertools

import pytest

from cute_sym import PreconditionError, crd2idx, idx2crd, increment_coord
from cute_sym.tuples import product


def colex(sizes):
    """Z_(s0,...,sn) in colexicographic order, by an independent enumeration."""
    return [tuple(reversed(c)) for c in itertools.product(*[range(s) for s in reversed(sizes)])]


def test_paper_coordinate_sets():
    assert [idx2crd(i, 6) for i in range(6)] == [0, 1, 2, 3, 4, 5]
    # Z_(3,4) as the paper lists it
    assert [idx2crd(i, (3, 4)) for i in range(12)] == [
        (0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2), (0, 3), (1, 3), (2, 3)]
    # Z_((2,1),3) as the paper lists it
    assert [idx2crd(i, ((2, 1), 3)) for i in range(6)] == [
        ((0, 0), 0), ((1, 0), 0), ((0, 0), 1), ((1, 0), 1), ((0, 0), 2), ((1, 0), 2)]


@pytest.mark.parametrize("sizes", [(3, 4), (2, 3, 4), (5,), (1, 7, 1, 2)])
def test_idx2crd_enumerates_colex_order(sizes):
    assert [idx2crd(i, sizes) for i in range(product(sizes))] == colex(sizes)
    assert [crd2idx(c, sizes) for c in colex(sizes)] == list(range(product(sizes)))


def test_paper_fig3_coordinates_of_22():
    # §4.4: 22 = (2,5) = ((0,1),(1,1)) in ((2,2),(4,2))
    shape = ((2, 2), (4, 2))
    assert idx2crd(22, shape) == ((0, 1), (1, 1))
    assert idx2crd(22, (4, 8)) == (2, 5)                       # the rank-2 coordinate set
    assert idx2crd((2, 5), shape) == ((0, 1), (1, 1))          # per-mode indices
    assert crd2idx(((0, 1), (1, 1)), shape) == crd2idx((2, 5), shape) == crd2idx(22, shape) == 22


def test_eq1_eq2_explicit_form():
    # eq. 1: (i mod |S0|, floor(i/|S0|) mod |S1|, ..., floor(i / prod_{k<r-1} |S_k|))
    shape = (3, (2, 2), 5)
    for i in range(60):
        c = idx2crd(i, shape)
        assert (c[0], crd2idx(c[1], (2, 2)), c[2]) == (i % 3, (i // 3) % 4, i // 12)
    # eq. 2: c0 + c1*|S0| + c2*|S0|*|S1|
    assert crd2idx((2, 3, 4), (3, 4, 5)) == 2 + 3 * 3 + 4 * 12


def test_out_of_bounds_coordinates():
    # §4.2.3: idx2crd is defined for every integer; the last mode is not reduced
    assert idx2crd(13, (3, 4)) == (1, 4)
    assert idx2crd(100, ((2, 2), 3)) == ((0, 0), 25)
    assert crd2idx((1, 4), (3, 4)) == 13
    # crd2idx of an out-of-bounds coordinate need not be out of bounds
    assert crd2idx((3, 0), (3, 4)) == crd2idx((0, 1), (3, 4)) == 3


def test_crd2idx_of_an_integer_coordinate_is_itself():
    assert crd2idx(9, ((2, 2), (4, 2))) == 9
    assert crd2idx((9, 1), ((2, 5), 3)) == 9 + 10


def test_increment_coord():
    # seed 000 examples, plus carries through nested modes
    assert increment_coord((1, 2), (4, 8)) == (2, 2)
    assert increment_coord((3, 2), (4, 8)) == (0, 3)
    assert increment_coord(((1, 1), 0), ((2, 2), 3)) == ((0, 0), 1)
    assert increment_coord((3, 7), (4, 8)) == (0, 8)           # the last mode does not wrap
    shape = ((2, 3), 2)
    c = idx2crd(0, shape)
    for i in range(1, 12):
        c = increment_coord(c, shape)
        assert c == idx2crd(i, shape)


@pytest.mark.parametrize("f, args, message", [
    (crd2idx, ((1, 2, 3), (4, 8)), "expects coord and shape to be congruent"),
    (crd2idx, ((1, (2, 3)), (4, 8)), "expects coord and shape to be congruent"),
    (crd2idx, ((1, 2), 8), "expects coord and shape to be congruent"),
    (idx2crd, ((1, 2, 3), (4, 8)), "index rank 3 is greater than 1 and does not match the shape rank"),
    (increment_coord, ((1, 2, 3), (4, 8)), "expects coord and shape to be congruent"),
    (increment_coord, ((1, 2), (4, (2, 4))), "expects coord and shape to be congruent"),
])
def test_index_errors(f, args, message):
    with pytest.raises(PreconditionError) as e:
        f(*args)
    assert message in e.value.reason
