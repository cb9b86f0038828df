"""§5.4.2 max common vector (Fig. 8, eq. 14) and §5.4.4 instruction admissibility (Fig. 9)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from algebra_oracles import layouts, values
from cute_sym import (Layout, instruction_admissibility, max_common_layout, max_common_vector, parse)
from cute_sym.errors import PreconditionError

P = parse


def test_fig8_left_two_common_elements():
    A, B = P("(2,2,2):(1,2,4)"), P("(2,2,2):(1,4,2)")
    assert max_common_vector(A, B) == 2
    assert values(max_common_layout(A, B)) == [0, 1]


def test_fig8_right_four_common_elements_at_0_2_8_10():
    A, B = P("(2,2,2,2):(4,1,8,2)"), P("(2,2,2,2):(8,1,4,2)")
    assert max_common_vector(A, B) == 4
    common = max_common_layout(A, B)
    assert values(common) == [0, 2, 8, 10]
    assert [A(c) for c in values(common)] == [B(c) for c in values(common)] == [0, 1, 2, 3]


def test_vectorization_examples():
    assert max_common_vector(P("(4,8):(1,4)"), P("(4,8):(1,4)")) == 32
    assert max_common_vector(P("(4,8):(1,4)"), P("(4,8):(8,1)")) == 1
    assert max_common_vector(P("(4,8):(1,4)"), P("((2,2),8):((1,16),2)")) == 2


@st.composite
def permuted_pairs(draw):
    shape = tuple(draw(st.lists(st.integers(1, 6), min_size=1, max_size=4)))
    def compact(order):
        strides, w = [0] * len(shape), 1
        for k in order:
            strides[k] = w
            w *= shape[k]
        return Layout(shape, tuple(strides))
    orders = st.permutations(range(len(shape)))
    return compact(draw(orders)), compact(draw(orders))


@settings(max_examples=150, deadline=None)
@given(permuted_pairs())
def test_max_common_vector_matches_definition(pair):
    A, B = pair
    where_a = {v: i for i, v in enumerate(values(A))}
    where_b = {v: i for i, v in enumerate(values(B))}
    k = 0
    while k < A.size() and where_a[k] == where_b[k]:
        k += 1
    assert max_common_vector(A, B) == max(k, 1)


LANE = 16384                                          # TMEM: +1 per 32-bit column, +16384 per lane


def test_tmem_32x32b_is_admissible_in_an_accumulator():
    acc = Layout((128, 256), (LANE, 1))               # a 128x256 accumulator: lanes x columns
    for cols in (1, 2):                               # tcgen05.ld.32x32b.x1 / .x2 over 4 warps
        T = Layout((128, cols), (LANE, 1))
        verdict = instruction_admissibility(acc, T)
        assert verdict.admissible
        assert all(acc(verdict.coordinates(i)) == T(i) for i in range(T.size()))
        assert str(verdict.coordinates) == ("(128,1):(1,0)" if cols == 1 else "(128,2):(1,128)")


def test_tmem_instruction_outside_the_data_is_inadmissible():
    half = Layout((64, 256), (LANE, 1))               # only 64 lanes of data
    verdict = instruction_admissibility(half, Layout((128, 1), (LANE, 1)))
    assert not verdict.admissible and verdict.witness == 64
    strided = Layout((128, 128), (LANE, 2))           # every other column
    verdict = instruction_admissibility(strided, Layout((128, 2), (LANE, 1)))
    assert not verdict.admissible and verdict.witness == 128


@settings(max_examples=150, deadline=None)
@given(layouts(max_size=256, strides=st.sampled_from([0, 1, 2, 4, 8, 16, 32])),
       layouts(max_leaves=3, max_size=32, strides=st.sampled_from([0, 1, 2, 3, 4, 8, 16])))
def test_admissibility_matches_brute_force(A, T):
    try:
        verdict = instruction_admissibility(A, T)
    except PreconditionError as e:
        assert "left_inverse" in e.reason
        return
    image = set(values(A))
    tv = values(T)
    assert verdict.admissible == (all(t in image for t in tv) and len(set(tv)) == len(tv))
    if verdict.admissible and verdict.coordinates is not None:
        assert all(A(verdict.coordinates(i)) == T(i) for i in range(T.size()))
