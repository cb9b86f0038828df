"""Properties of complement (eq. 15-17), products and divides (paper §5.5), by brute force."""
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from algebra_oracles import layouts, values
from cute_sym import (E, CompositionError, Layout, blocked_product, complement, composition, flat_divide,
                      flat_product, logical_divide, logical_product, raked_product, tiled_divide,
                      parse, tiled_product, zipped_divide, zipped_product)
from cute_sym.errors import PreconditionError
from cute_sym.tuples import compatible, leaves, weakly_congruent

SLOW = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def _complement_or_none(L, cotarget=None):
    try:
        return complement(L, cotarget)
    except PreconditionError as e:
        assert "interleave" in e.reason
        for path in {getattr(d, "modes", ()) for d in leaves(L.stride)}:
            ms = sorted((getattr(d, "value", d), s) for s, d in zip(leaves(L.shape), leaves(L.stride))
                        if s > 1 and d != 0 and getattr(d, "modes", ()) == path)
            if any(s * d > d2 for (d, s), (d2, _) in zip(ms, ms[1:])):
                return None
        raise AssertionError(f"complement of {L} rejected without overlapping modes")
        return None


@settings(max_examples=200, **SLOW)
@given(layouts(max_size=1024), st.integers(1, 8))
def test_complement_disjoint_ordered_bounded(L, factor):
    cotarget = factor * L.cosize()
    C = _complement_or_none(L, cotarget)
    if C is None:
        return
    image, cvals = set(values(L)), values(C)
    assert all(v not in image for v in cvals[1:])                          # eq. 16
    assert all(a < b for a, b in zip(cvals, cvals[1:]))                    # eq. 17
    assert weakly_congruent(0, C.shape)                                    # eq. 15, integer codomain
    both = Layout((L.shape, C.shape), (L.stride, C.stride))
    if _gaps_divide(L):                                                    # CuTe's bound, divisible case
        assert both.cosize() >= cotarget
    assert C.size() <= cotarget                                            # bounded by it
    if len(image) == L.size():                                             # (L, L*) stays injective
        assert len(set(values(both))) == both.size()


def _gaps_divide(L):
    current = 1
    for d, s in sorted((d, s) for s, d in zip(leaves(L.shape), leaves(L.stride)) if s > 1 and d):
        if d % current:
            return False
        current = s * d
    return True


@settings(max_examples=100, **SLOW)
@given(layouts(max_size=512), st.integers(1, 4), st.integers(1, 4))
def test_complement_extension_agrees(L, f1, f2):
    """Extending the cotarget extends the complement (eq. 16 over the extended domain)."""
    small, large = _complement_or_none(L, f1 * L.cosize()), _complement_or_none(L, (f1 + f2) * L.cosize())
    if small is not None:
        assert values(large, small.size()) == values(small)


@settings(max_examples=60, **SLOW)
@given(st.lists(st.tuples(st.integers(1, 4), st.integers(0, 3)), min_size=1, max_size=3))
def test_coordinate_complement_weakly_congruent(spec):
    # a coordinate layout: each leaf strides along basis e_i
    shape = tuple(s for s, _ in spec)
    stride = tuple(E(1 + k, (m % 2,)) for k, (_, m) in enumerate(spec))
    L = Layout(shape, stride)
    C = _complement_or_none(L)
    if C is None:
        return
    profile = L(0)
    assert weakly_congruent(profile, C.shape)
    image = set(values(L))
    assert all(v not in image for v in values(C)[1:])


@settings(max_examples=120, **SLOW)
@given(layouts(max_size=128), layouts(max_size=16))
def test_logical_product_modes(A, B):
    try:
        R = logical_product(A, B)
    except (CompositionError, PreconditionError):
        return
    assert R[0] == A                                                       # the tile
    assert compatible(B.shape, R[1].shape)                                 # the grid has B's shape
    assert R.size() == A.size() * B.size()
    if len(set(values(A))) == A.size() and len(set(values(B))) == B.size():
        assert len(set(values(R))) == R.size()                             # unique translates of A
    for form in (zipped_product, tiled_product, flat_product):
        assert sorted(values(form(A, B))) == sorted(values(R))


@settings(max_examples=150, **SLOW)
@given(layouts(max_size=1024), layouts(max_leaves=2, max_size=32, strides=st.sampled_from([1, 2, 3, 4, 8])))
def test_logical_divide_modes(A, B):
    try:
        R = logical_divide(A, B)
    except CompositionError:
        return
    except PreconditionError as e:                                         # (B, B*) must cover Z_|A|
        if _complement_or_none(B, A.size()) is None:
            return
        assert "cover" in e.reason
        hole = int(e.reason.rsplit(" ", 1)[1])
        covered = {b + c for b in values(B) for c in values(complement(B, A.size()))}
        assert hole < A.size() and hole not in covered
        return
    covered = {b + c for b in values(B) for c in values(complement(B, A.size()))}
    assert set(range(A.size())) <= covered                                 # B* completes B
    assert R.size() >= A.size()
    assert compatible(B.shape, R[0].shape)                                 # the tile mode
    tile = composition(A, B)
    assert values(R[0]) == values(tile)                                    # mode 0 is A o B
    extent = max((s * d for s, d in zip(leaves(B.shape), leaves(B.stride)) if s > 1), default=1)
    if _gaps_divide(B) and A.size() % extent == 0 and len(set(values(B))) == B.size():
        assert R.size() == A.size() and sorted(values(R)) == sorted(values(A))  # a permutation of A
    for form in (zipped_divide, tiled_divide, flat_divide):
        assert values(form(A, B)) == values(R)


@settings(max_examples=100, **SLOW)
@given(layouts(max_leaves=3, max_size=512), st.integers(1, 4), st.integers(1, 4))
def test_divide_by_tiler_tile_and_rest(A, t0, t1):
    assume(A.rank() >= 2)
    sizes = [A[i].size() for i in range(2)]
    assume(sizes[0] % t0 == 0 and sizes[1] % t1 == 0)
    try:
        Z = zipped_divide(A, (t0, t1))
    except (CompositionError, PreconditionError):
        return
    assert str(Z[0]) == str(composition(A, (t0, t1)))                      # tile = A o tiler
    assert [Z[1][i].size() for i in range(2)] == [sizes[0] // t0, sizes[1] // t1]
    assert sorted(values(Z)) == sorted(values(A))                          # nothing lost or repeated


@settings(max_examples=80, **SLOW)
@given(layouts(max_leaves=2, max_size=64), layouts(max_leaves=2, max_size=64))
def test_blocked_raked_products_are_products(A, B):
    try:
        blocked, raked, lp = blocked_product(A, B), raked_product(A, B), logical_product(A, B)
    except (CompositionError, PreconditionError):
        return
    assert sorted(values(blocked)) == sorted(values(lp)) == sorted(values(raked))
    assert blocked.rank() == raked.rank() == max(A.rank(), B.rank())


@pytest.mark.parametrize("layout, cotarget", [("4:1", 0), ("4:1", -5), ("4:1", (4, 0)),
                                              ("(4,8):(1@0,1@1)", (8, 0))])
def test_complement_names_a_non_positive_cotarget(layout, cotarget):
    # was a KindError blaming a "shape leaf" the user never wrote (audit finding)
    with pytest.raises(PreconditionError, match="cotarget must be positive") as e:
        complement(parse(layout), cotarget)
    assert e.value.operand == "cotarget"
