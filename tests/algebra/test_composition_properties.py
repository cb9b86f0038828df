"""The composition invariant (paper eq. 6) over random hierarchical layouts, and that
every raise is justified: no layout compatible with B represents A o B."""
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from algebra_oracles import composition_exists, layouts
from cute_sym import CompositionError, Layout, composition, parse
from cute_sym.tuples import compatible, leaves

P = parse


def _check(A, B):
    try:
        R = composition(A, B)
    except CompositionError as e:
        assert any(k in e.reason for k in ("eq. 8", "eq. 9", "eq. 10", "eq. 11-12"))
        assert not composition_exists(A, B), f"{A} o {B} raised but a layout exists: {e.reason}"
        return None
    assert compatible(B.shape, R.shape), f"B = {B} is not compatible with R = {R}"
    assert all(R(i) == A(B(i)) for i in range(B.size())), f"{A} o {B} = {R} is wrong"
    return R


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(max_size=4096), layouts(max_leaves=3, max_leaf=12, max_size=256))
def test_composition_invariant(A, B):
    _check(A, B)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(max_size=2048), st.integers(1, 24), st.integers(0, 40))
def test_base_case_invariant(A, s, d):
    _check(A, Layout(s, d))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(max_size=1024, strides=st.sampled_from([1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64])),
       layouts(max_leaves=3, max_leaf=8, max_size=128,
               strides=st.sampled_from([0, 1, 2, 3, 4, 6, 8, 12, 16])))
def test_composition_invariant_divisible_strides(A, B):
    _check(A, B)


def test_admissible_despite_eq9_is_not_rejected():
    # eq. 9 fails (S̄_1 = 2, d = 3) but A(3x) = 0, 1 is the layout 2:1: found from the definition
    assert str(composition(P("(2,3):(0,1)"), P("2:3"))) == "2:1"


def test_coordinate_codomain_reduction():
    # A o (a*e_i o s) = A_i o s:a
    A = P("((4,2),(3,5)):((1,40),(4,12))")
    B = P("(2,(3,5)):(2@0,(1@1,3@1))")
    R = composition(A, B)
    assert str(R) == "(2,(3,5)):(2,(4,12))"
    assert all(R(i) == A(B(i)) for i in range(B.size()))


def test_composed_and_swizzle_lhs():
    C = P("S<1,2,3> o 4 o (8,8):(8,1)")
    R = composition(C, P("(4,2):(2,16)"))
    B = P("(4,2):(2,16)")
    assert str(R) == "S<1,2,3> o 4 o (4,2):(16,2)"
    assert all(R(i) == C(B(i)) for i in range(8))
    S = P("S<3,0,3>")
    assert str(composition(S, P("(8,8):(1,8)"))) == "S<3,0,3> o 0 o (8,8):(1,8)"


def test_negative_stride_b_with_rank1_a():
    A, B = P("(4,4):(3,12)"), P("5:-2")
    R = composition(A, B)
    assert str(R) == "5:-6" and all(R(i) == A(B(i)) for i in range(5))


def test_unknown_scaled_basis_mode_is_an_error():
    try:
        composition(P("8:2"), P("4:1@1"))
    except CompositionError as e:
        assert "mode 1" in e.reason
    else:
        raise AssertionError("expected CompositionError")
