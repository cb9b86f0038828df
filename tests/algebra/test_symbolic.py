"""Symbolic leaves: results with the explicit side conditions they relied on, checked
by substituting values that satisfy (or violate) the conditions."""
import pytest
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from algebra_oracles import layouts

from cute_sym import (Dyn, DynamicValueError, Layout, coalesce, collecting, complement, composition, left_inverse,
                      logical_divide, parse, right_inverse, sym, with_conditions, zipped_divide)
from cute_sym.errors import CuteError
from cute_sym.tuples import leaves, transform_leaves, unflatten

M, N, K = sym("M"), sym("N"), sym("K")
SM, SN, SK = (x.expr for x in (M, N, K))


def subs(layout, values):
    """A static layout from a symbolic one."""
    def leaf(x):
        return int(sympy.sympify(x.expr).subs(values)) if isinstance(x, Dyn) else x
    return Layout(transform_leaves(leaf, layout.shape), transform_leaves(leaf, layout.stride))


def holds(conds, values):
    return all(bool(c.as_sympy().subs(values)) for c in conds)


def test_coalesce_needs_no_condition():
    R, conds = with_conditions(coalesce, Layout((M, N), (1, M)))
    assert conds == [] and R.shape.expr == SM * SN and R.stride == 1


def test_compact_column_major_tile_needs_no_condition():
    # (M,N):(1,M) coalesces to M*N:1, which 4:1 truncates exactly, for every M, N
    R, conds = with_conditions(composition, Layout((M, N), (1, M)), Layout(4, 1))
    assert str(R) == "4:1" and conds == []


def test_leading_dimension_tile_needs_truncation_condition():
    # (M,N):(1,K) o 4:1: eq. 8 truncates A to its first mode when (s-1)*d = 3 < M
    R, conds = with_conditions(composition, Layout((M, N), (1, K)), Layout(4, 1))
    assert str(R) == "4:1"
    assert [str(c) for c in conds] == ["3 < M (truncation of A (eq. 8))"]
    assert conds[0].as_sympy().subs({SM: 4}) == sympy.true
    assert conds[0].as_sympy().subs({SM: 2}) == sympy.false
    # M = 2 violates it, and indeed 4:1 is then wrong: A(2) = K
    A = Layout((2, 5), (1, 7))
    assert composition(A, Layout(4, 1)) != Layout(4, 1)


def test_outside_collecting_raises():
    with pytest.raises(DynamicValueError, match="3 < M"):
        composition(Layout((M, N), (1, K)), Layout(4, 1))


def test_divisibility_condition_recorded():
    # (M,N):(1,K) o (4,8):(2,M) = (4,8):(2,K), relying on the facts named
    B = Layout((4, 8), (2, M))
    R, conds = with_conditions(composition, Layout((M, N), (1, K)), B)
    assert R.shape == (4, 8) and R.stride[0] == 2 and R.stride[1].expr == SK
    assert [str(c) for c in conds] == ["6 < M (truncation of A (eq. 8))", "8 <= M (distribution (eq. 12))",
                                       "2 | M (stride divisibility (eq. 9))"]
    for m, n, k in [(8, 8, 100), (16, 4, 50), (12, 3, 40)]:
        values = {SM: m, SN: n, SK: k}
        if holds(conds, values):
            A, Bs, Rs = Layout((m, n), (1, k)), subs(B, values), subs(R, values)
            assert all(Rs(i) == A(Bs(i)) for i in range(Bs.size()))


@pytest.mark.parametrize("m", [8, 16, 24, 64])
def test_symbolic_divide_matches_static(m):
    A = Layout((M, 8), (1, M))
    Z, conds = with_conditions(zipped_divide, A, (4, 2))
    values = {SM: m}
    assert holds(conds, values)
    assert subs(Z, values) == zipped_divide(Layout((m, 8), (1, m)), (4, 2))


def test_complement_with_symbolic_cotarget():
    C, conds = with_conditions(complement, Layout(4, 1), M)
    assert C.stride == 4 and C.shape.expr == sympy.ceiling(SM / 4) and conds == []


def test_plain_dynamic_leaves_pass_through():
    # ? leaves without a symbol: computed where the structure allows
    A = parse("(?,8):(1,?)")
    assert str(coalesce(A)) == "(?,8):(1,?)"
    assert str(logical_divide(A, (4,))) == "((4,?),8):((1,4),?)"
    assert str(zipped_divide(A, (4, 2))) == "((4,2),(?,4)):((1,?),(4,?{div=2}))"   # the DSL's type


def test_plain_dynamic_leaves_take_cutes_structure():
    # a bare '?' is decided as CuTe decides it (static information only), computed at run time:
    # CuTe DSL 4.8.1 infers (?,?):(1,?) -- min(?, 4) elements of the first mode, the rest beyond
    with collecting() as conds:
        assert str(composition(parse("(?,8):(1,?)"), parse("4:1"))) == "(?,?):(1,?)"
    assert conds == []                     # nothing can be written about a bare '?': assumed, as CuTe


def test_symbolic_tile_shape_b():
    # (4,16):(1,100) o M:1 -- M is large: eq. 8 keeps both modes (4 <= M-1, needed only where
    # M >= 2: M:1 of extent 1 is 1:0 on either branch) and eq. 10 needs 4 | M
    A, B = Layout((4, 16), (1, 100)), Layout(M, 1)
    R, conds = with_conditions(composition, A, B)
    assert [str(c) for c in conds] == ["4 <= M-1 (truncation of A (eq. 8)) where 2 <= M",
                                       "4 | M (shape divisibility (eq. 10))"]
    for m in (8, 12, 64):
        values = {SM: m}
        assert holds(conds, values)
        Rs = subs(R, values)
        assert all(Rs(i) == A(i) for i in range(m))
    assert not holds(conds, {SM: 6})


def test_symbolic_inverses_and_complement():
    R, conds = with_conditions(complement, Layout((M, N), (1, M)), 4 * M * N)
    assert conds == [] and R.shape == 4 and R.stride.expr == SM * SN
    Ri, conds = with_conditions(right_inverse, Layout((M, N), (N, 1)))
    assert conds == [] and [x.expr for x in Ri.shape] == [SN, SM] and Ri.stride[0].expr == SM


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(max_leaves=3, max_size=512), layouts(max_leaves=2, max_leaf=8, max_size=64), st.data())
def test_symbolic_results_hold_wherever_their_conditions_hold(A, B, data):
    """Replace one shape leaf of A by a symbol; wherever the recorded conditions hold, the
    substituted result is A o B (checked pointwise)."""
    shapes = list(leaves(A.shape))
    k = data.draw(st.integers(0, len(shapes) - 1))
    shapes[k] = M
    As = Layout(unflatten(shapes, A.shape), A.stride)
    try:
        R, conds = with_conditions(composition, As, B)
    except CuteError:
        return
    for m in range(1, 13):
        values = {SM: m}
        if holds(conds, values):
            Am, Rm = subs(As, values), subs(R, values)
            assert all(Rm(i) == Am(B(i)) for i in range(B.size())), (As, B, R, conds, m)


def test_distribution_relies_on_the_same_eq9_branch_as_the_base_case():
    # the base case of 4:M takes 6 | M (M the larger quantity); the distribution check must
    # rely on that fact too, not on M | 6: together they would admit only M = 6, while the
    # result is right for every multiple of 6 with M >= 2 (audit finding)
    A, B = Layout((6, 8), (1, 100)), Layout((2, 4), (1, M))
    R, conds = with_conditions(composition, A, B)
    assert "M | 6 (stride divisibility (eq. 9))" not in [str(c) for c in conds]
    for m in (6, 12, 18, 60):
        values = {SM: m}
        assert holds(conds, values), (m, [str(c) for c in conds])
        Bs, Rs = subs(B, values), subs(R, values)
        assert all(Rs(i) == A(Bs(i)) for i in range(Bs.size()))


@pytest.mark.parametrize("L", [Layout((4, 8), (2, K)), Layout((8, 4), (K, 2))])
def test_stride_order_takes_the_symbol_as_the_larger_in_either_mode_order(L):
    # sorting the modes by stride must not decide K < 2 because of the order the modes come
    # in: that branch (K = 1) makes 4:2 overlap 8:K, and (4,8):(2,K) was refused while
    # (8,4):(K,2) was not (audit finding)
    SKv = K.expr
    C, conds = with_conditions(complement, L, 1024)
    assert sorted(str(c) for c in conds) == ["2 < K (stride order (complement))",
                                             "8 <= K (complement: modes must not interleave)"]
    Li, lconds = with_conditions(left_inverse, L)
    for k in (8, 16, 24):
        values = {SKv: k}
        assert holds(conds, values) and holds(lconds, values)
        Ls = subs(L, values)
        assert coalesce(subs(C, values)) == complement(Ls, 1024)
        Lis = subs(Li, values)
        assert all(Lis(Ls(i)) == i for i in range(Ls.size()))


def test_recast_of_a_symbolic_stride_records_what_cute_assumes():
    """CuTe's downcast keeps a dynamic stride's mode (``d*N``), right only when ``d != 1``;
    its upcast divides ``d`` by ``N``: each is a side condition, and the recorded facts are
    exactly those under which the symbolic result equals the static one."""
    from cute_sym.algebra import recast_layout
    from cute_sym.conditions import collecting
    M, S = sym("M"), sym("S")
    with collecting() as narrow:
        down = recast_layout(Layout((M, 8), (S, 1)), 8, 16)
    assert [str(c) for c in narrow] == ["2 <= S (recast: a dynamic stride is not 1 (CuTe's downcast))"]
    with collecting() as wide:
        up = recast_layout(Layout((M, 8), (S, 1)), 16, 8)
    assert [c.kind for c in wide] == ["divides"] and str(wide[0]).startswith("2 | S")
    for m, s in [(3, 16), (5, 2), (2, 1), (4, 6), (4, 3)]:
        values = {M.expr: m, S.expr: s}
        static_down = recast_layout(Layout((m, 8), (s, 1)), 8, 16)
        assert holds(narrow, values) == (s >= 2) == (subs(down, values) == static_down)
        if holds(wide, values):
            assert subs(up, values) == recast_layout(Layout((m, 8), (s, 1)), 16, 8)
