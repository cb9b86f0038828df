"""HTuples (paper §4.1-4.2.1): rank, depth, size, congruence, weak congruence,
compatibility, and the structural accessors on raw tuples."""
import pytest

from cute_sym import (DynamicValueError, PreconditionError, compatible, congruent, depth, flatten,
                      get, parse_int_tuple, product, product_each, rank, select, sym,
                      weakly_congruent)
from cute_sym.tuples import transform_leaves, unflatten


@pytest.mark.parametrize("text, r, d, size", [
    # paper §4.1: "31 (16,32) (3,-8,7) (2,(4,1),-1) ((4,6),(3,(2,2),8)) are HTuple(Z)"
    ("31", 1, 0, 31),
    ("(16,32)", 2, 1, 512),
    ("(3,-8,7)", 3, 1, -168),
    ("(2,(4,1),-1)", 3, 2, -8),
    ("((4,6),(3,(2,2),8))", 2, 3, 2304),
    ("()", 0, 1, 1),
])
def test_paper_htuple_examples(text, r, d, size):
    x = parse_int_tuple(text)
    assert str(x) == text
    assert (rank(x.value), depth(x.value), product(x.value)) == (r, d, size)


def test_paper_congruence_examples():
    v, p = "v", "p"
    assert congruent((4, 8), (5, 7))
    assert congruent((4, (2, 4)), (7, (3, 2)))
    assert congruent((v, ((p, 3),)), (0, ((0, 0),)))
    assert not congruent((4, 8), (4, (2, 4)))
    assert not congruent((4, (2, 4)), (0, ((0, 0),)))


def test_paper_weak_congruence_examples():
    a, b, c, v, alpha = "a", "b", "c", "v", "alpha"
    assert weakly_congruent(30, (a, b)) and weakly_congruent((a, b), (v, (0, alpha)))
    assert weakly_congruent(30, (a, b, c)) and weakly_congruent((a, b, c), ((0, 0), 0, 0))
    assert not weakly_congruent((a, b), (a, b, c)) and not weakly_congruent((a, b, c), (a, b))
    assert not weakly_congruent((v, (0, alpha)), ((0, 0), 0))
    assert not weakly_congruent(((0, 0), 0), (v, (0, alpha)))
    assert not weakly_congruent((1, 2), 3)       # a tuple never coarsens a leaf


def test_paper_compatibility_examples():
    # 30 ≼ (2,15) ≼ (2,(3,5)) and 30 ≼ (6,5) ≼ ((3,2),5)
    assert compatible(30, (2, 15)) and compatible((2, 15), (2, (3, 5))) and compatible(30, (2, (3, 5)))
    assert compatible(30, (6, 5)) and compatible((6, 5), ((3, 2), 5)) and compatible(30, ((3, 2), 5))
    # (2,(3,5)) and ((3,2),5) have the same size but are not compatible either way
    assert not compatible((2, (3, 5)), ((3, 2), 5)) and not compatible(((3, 2), 5), (2, (3, 5)))
    assert not compatible((2, 15), (6, 5))
    assert not compatible(29, (2, 15))


def test_compatibility_with_symbols_decides_or_refuses():
    M = sym("M")
    assert compatible((M, 8), (M, (2, 4)))
    with pytest.raises(DynamicValueError):
        compatible((M, 8), (4, 8))


def test_product_each_and_flatten():
    assert product_each((2, (3, 4))) == (2, 12)
    assert product_each((4, 3, 2)) == (4, 3, 2)
    assert product_each(7) == (7,)
    assert flatten(((4, 6), (3, (2, 2), 8))) == (4, 6, 3, 2, 2, 8)
    assert flatten(5) == 5


def test_transform_and_unflatten_round_trip():
    profile = ((4, 6), (3, (2, 2), 8))
    assert unflatten(flatten(profile), profile) == profile
    assert transform_leaves(lambda x, y: x * y, (1, (2, 3)), (4, (5, 6))) == (4, (10, 18))


def test_raw_get_and_select():
    assert get((4, (2, (3, 5))), [1, 1, 0]) == 3
    assert get((4, 2), []) == (4, 2)
    assert select((4, 2, 8), [2, 0, 2]) == (8, 4, 8)
    assert select((4, 8), []) == ()
    assert select(4, [0, 0]) == (4, 4)            # a leaf is a rank-1 value
    with pytest.raises(PreconditionError, match="descent past a scalar leaf"):
        get((4, 2), [0, 0])
    with pytest.raises(PreconditionError, match=r"mode index -1 is out of range \[0, 3\)"):
        select((1, 2, 3), [-1])
