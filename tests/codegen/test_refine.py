"""``refined_composition(S, W)`` is ``S o W`` whenever it answers (checked on every
coordinate), answers for work layouts that cut S's flat modes into pieces, and
declines when a mode of W would carry across S's modes."""
import itertools

from hypothesis import given, settings, strategies as st

from cute_sym import Layout, parse, sym
from cute_sym.arith import prefix_product
from cute_sym.tuples import Dyn
from codegen.emit import layout_text
from codegen.kernels.refine import refined_composition


@st.composite
def refinements(draw):
    """A random S with flat modes of extents 2^a * 3^b, and a W that cuts each mode
    into factors and permutes all the pieces."""
    extents = draw(st.lists(st.sampled_from([2, 3, 4, 6, 8, 12]), min_size=1, max_size=3))
    strides = draw(st.lists(st.integers(-7, 40), min_size=len(extents), max_size=len(extents)))
    S = Layout(tuple(extents), tuple(strides))
    logical = prefix_product(tuple(extents))
    pieces = []
    for s, l in zip(extents, logical):
        cut = draw(st.sampled_from([d for d in range(1, s + 1) if s % d == 0]))
        pieces += [(cut, l), (s // cut, l * cut)]
    order = draw(st.permutations(range(len(pieces))))
    W = Layout(tuple(pieces[i][0] for i in order), tuple(pieces[i][1] for i in order))
    return S, W


@settings(max_examples=80, deadline=None)
@given(refinements())
def test_refinement_is_the_composition(case):
    S, W = case
    R = refined_composition(S, W)
    assert R is not None and R.shape == W.shape
    for x in range(W.size()):
        assert R(x) == S(W(x))


def test_carries_are_declined():
    assert refined_composition(parse("(8,(3,5)):(1,(57,8))"), parse("(4,30):(1,4)")) is None   # 30 crosses 8
    assert refined_composition(parse("(6,4):(4,1)"), parse("(4,6):(1,4)")) is None             # 4 does not cut 6
    assert str(refined_composition(parse("(6,4):(4,1)"), parse("(2,(3,4)):(1,(2,6))"))) == "(2,(3,4)):(4,(8,1))"


def test_symbolic_extents():
    M, N = sym("M"), sym("N")
    W = Layout((4, (Dyn(32, M.expr / 4), N)), (1, (4, M)))
    assert layout_text(refined_composition(Layout((M, N), (N, 1)), W)) == "(4,(M/4,N)):(N,(4*N,1))"
    assert layout_text(refined_composition(Layout((M, N), (1, M)), W)) == "(4,(M/4,N)):(1,(4,M))"
    for m, n in itertools.product([4, 8, 12], [1, 3]):             # against concrete evaluation
        S, Wc = Layout((m, n), (n, 1)), Layout((4, (m // 4, n)), (1, (4, m)))
        R = Layout((4, (m // 4, n)), (n, (4 * n, 1)))
        assert all(R(x) == S(Wc(x)) for x in range(m * n))
