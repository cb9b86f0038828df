"""Named symbols and expression leaves in the canonical text (issue 12, item 3).

The grammar reads names, sums, products and exact quotients as leaves; every
value prints so that it re-parses to an equal value; ``?`` and the existing
syntax (widths, bases, swizzles, tiles, ``_``) keep their meaning.
"""
import itertools
import pytest
import sympy
from hypothesis import given, settings, strategies as st

from cute_sym import (ComposedLayout, CuteSyntaxError, Dyn, E, Layout, Swizzle, Tile, blocked_product, coalesce,
                      complement, composition, left_inverse, logical_divide, logical_product, parse, right_inverse,
                      sym, zipped_divide)
from cute_sym.exprtext import dsl_spelling, format_expr
from cute_sym.names import bind, exactness, free_symbols
from cute_sym.tuples import transform_leaves
from cute_sym.syntax import PARSERS, parse_coord, parse_int_tuple, parse_shape, parse_stride

M, N, K = (sympy.Symbol(n, integer=True, positive=True) for n in "MNK")
S = sympy.Symbol("S", integer=True)          # a name of unknown sign (a stride)


# --- the grammar reads names and expressions ------------------------------------------------

@pytest.mark.parametrize("text, shape, stride", [
    ("(M,N):(1,M)", (M, N), (1, M)),
    ("((4,M/4),N):((1,4),M)", ((4, M / 4), N), ((1, 4), M)),
    ("(M,N):(2*N,1)", (M, N), (2 * N, 1)),
    ("(M,8):(1,M*N)", (M, 8), (1, M * N)),
    ("(M+1,N):(1,M-1)", (M + 1, N), (1, M - 1)),
    ("((M+3)//4,N%8):(1,min(M,N))", (sympy.floor((M + 3) / 4), sympy.Mod(N, 8)), (1, sympy.Min(M, N))),
    ("(ceil(M/4),N):(1,-M)", (sympy.ceiling(M / 4), N), (1, -M)),
])
def test_names_and_expressions_are_dynamic_leaves_with_symbols(text, shape, stride):
    L = parse(text, names=[M, N])
    assert L == Layout(_tree(shape), _tree(stride))
    assert str(L) == text


def _tree(x):
    if isinstance(x, tuple):
        return tuple(_tree(e) for e in x)
    return x if isinstance(x, int) else Dyn(32, x)


def test_a_name_is_positive_where_it_is_an_extent_and_one_symbol_everywhere():
    L = parse("(M,4):(N,M)")
    m, n = L.shape[0].expr, L.stride[0].expr
    assert m.is_positive and L.stride[1].expr is m              # one name, one symbol
    assert n.is_positive is None and n.is_integer               # a stride may be negative
    assert parse("(4,M/4):(1,4)").shape[1].expr.free_symbols.pop().is_positive   # M = 4*(M/4) >= 4
    assert parse("(M-N,4):(1,4)").shape[0].expr.free_symbols == {sympy.Symbol("M", integer=True),
                                                                  sympy.Symbol("N", integer=True)}
    a, b = bind(parse("(M,N):(1,M)"), parse("4:M"))               # operands read together
    assert b.stride.expr is a.shape[0].expr


def test_widths_bases_and_the_other_leaves_keep_their_meaning():
    assert parse("M{i64}:1") == Layout(Dyn(64, M), 1)
    assert parse("(M*N{i64}):(1)", names=[M, N]).shape[0] == Dyn(64, M * N)
    assert parse_stride("(1@0,M@1)").value == (E(1, (0,)), E(Dyn(32, S.func("M", integer=True)), (1,)))
    assert parse_stride("2*S@1@0").value == E(Dyn(32, 2 * S), (0, 1))
    assert parse("(?,?{i64}):(1,?)") == Layout((Dyn(32), Dyn(64)), (1, Dyn(32)))
    assert parse_coord("(i,_)").value[1] is parse_coord("_").value
    assert isinstance(parse("a0_d1"), type(parse("(1,2)")))        # a name with '_' is not a coordinate
    assert parse("S<3,4,3> o 0 o (M,64):(64,1)") == ComposedLayout(Swizzle(3, 4, 3), 0,
                                                                    Layout((Dyn(32, M), 64), (64, 1)))
    assert parse("(S,4):(1,S) o 0 o 16:1").inner.shape[0].expr.name == "S"   # 'S' without '<' is a name
    assert parse("[M:1;_]") == Tile((Layout(Dyn(32, M), 1), parse_coord("_").value))
    assert parse_int_tuple("(4)*M").value == Dyn(32, 4 * sympy.Symbol("M", integer=True))
    assert parse_int_tuple("2*3-7").value == -1 and parse_int_tuple("(M-M)").value == (0,)


@pytest.mark.parametrize("text, column, message", [
    ("(M,N):(1,o)", 10, "'o' is not a name"),
    ("(?+1,4):(1,4)", 3, "no operator after '?'"),
    ("(M/0,4):(1,4)", 3, "division by zero"),
    ("(7/2,4):(1,4)", 2, "leaf 7/2 is not an integer"),
    ("(M*,4):(1,4)", 4, "expected an integer, a name, '?', '_' or '('"),
    ("(floor(M,N),4):(1,4)", 2, "floor(...) takes one argument, got 2"),
    ("((4,8)*2,4):(1,4)", 7, "only a parenthesized integer expression"),
    ("(4{i64},8):(1,4)", 3, "expected ',' or ')', found '{'"),
    ("(2*2{i64},8):(1,4)", 5, "an integer leaf has no attributes (the leaf is 4)"),
])
def test_malformed_expressions_are_syntax_errors_at_their_column(text, column, message):
    with pytest.raises(CuteSyntaxError) as e:
        parse(text)
    assert e.value.column == column and message in e.value.reason


def test_exact_quotients_are_side_conditions_never_rounded():
    L = parse("((4,M/4),N):((1,4),M)")
    (cond,) = exactness(L, "A")
    assert (cond.kind, cond.lhs, cond.rhs) == ("divides", 4, L.shape[0][1].expr * 4)
    assert str(cond) == "4 | M (exact quotient M/4 of A)"
    assert [str(c) for c in exactness(parse("((M+3)//4,N):(1,N/K)"))] == ["K | N (exact quotient N/K)"]
    from solver.symbols import instantiate
    with pytest.raises(Exception, match="not an integer"):
        instantiate(L, {"M": 6, "N": 2})                          # M/4 at M = 6 is no leaf: no floor


def test_the_dsl_spelling_prints_question_marks():
    L = parse("((4,M/4),N{i64}):((1,4),M)")
    with dsl_spelling():
        assert str(L) == "((4,?),?{i64}):((1,4),?)"
    assert str(L) == "((4,M/4),N{i64}):((1,4),M)"


# --- everything prints so that it re-parses to an equal value -------------------------------

_SYMBOLS = [M, N, K, S]


def _exprs():
    leaf = st.one_of(st.sampled_from(_SYMBOLS), st.integers(-9, 9).map(sympy.Integer))

    def extend(inner):
        nonzero = inner.filter(lambda e: e != 0)
        return st.one_of(
            st.tuples(inner, inner).map(lambda t: t[0] + t[1]),
            st.tuples(inner, inner).map(lambda t: t[0] - t[1]),
            st.tuples(inner, inner).map(lambda t: t[0] * t[1]),
            st.tuples(inner, nonzero).map(lambda t: t[0] / t[1]),
            st.tuples(inner, nonzero).map(lambda t: sympy.floor(t[0] / t[1])),
            st.tuples(inner, nonzero).map(lambda t: sympy.ceiling(t[0] / t[1])),
            st.tuples(inner, nonzero).map(lambda t: sympy.Mod(t[0], t[1])),
            st.tuples(inner, inner).map(lambda t: sympy.Min(*t)),
            st.tuples(inner, inner).map(lambda t: sympy.Max(*t)),
            inner.map(lambda e: -e),
        )
    return st.recursive(leaf, extend, max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(_exprs())
def test_every_expression_prints_text_that_reads_back_the_same_expression(e):
    text = format_expr(e)
    assert text is not None, e
    if not e.is_Number:
        back = parse_int_tuple(text, names=_SYMBOLS).value
        got = back.expr if isinstance(back, Dyn) else sympy.Integer(back)
        if got != e:   # sympy may canonicalise the read-back otherwise (Mod(-M, 2) -> Mod(M, 2)): the same function
            free = sorted(e.free_symbols | got.free_symbols, key=str)
            for values in itertools.product(range(1, 5), repeat=len(free)):
                at = dict(zip(free, values))
                want = e.subs(at)
                if want.is_finite:
                    assert got.subs(at) == want, (e, text, got, at)
    elif e.is_Integer:
        assert parse_int_tuple(text).value == int(e)


def _leaf(e):
    return int(e) if e.is_Integer else Dyn(32, e)


@settings(max_examples=150, deadline=None)
@given(st.lists(_exprs().filter(lambda e: not e.is_Number or e.is_Integer), min_size=2, max_size=4))
def test_every_layout_with_expression_leaves_re_parses_to_an_equal_value(es):
    half = len(es) // 2
    shape = tuple(_leaf(e) if not (e.is_Integer and e < 1) else 2 for e in es[:half])
    stride = tuple(_leaf(e) for e in es[half:2 * half])
    L = Layout(shape, stride)
    assert parse(str(L), names=free_symbols(L)) == L
    assert str(parse(str(L), names=free_symbols(L))) == str(L)


def test_values_of_every_kind_re_parse():
    values = [parse("((4,M/4),N):((1,4),M)"), parse("S<3,4,3> o 0 o (M,64):(64,1)"),
              parse("(M,2):(1,M) o (1,K) o (2,3):(1@1,2@0)"), parse("[M:1;_;(4,N):(N,1)]"),
              parse_shape("(M,(N,K))"), parse_stride("(1,M@0,2*N@1@0)"), parse_coord("(i,_,j+1)")]
    for v in values:
        read = PARSERS[v.kind] if hasattr(v, "kind") else parse
        assert read(str(v), names=free_symbols(v)) == v, str(v)
    assert str(Layout((sym("M"), 8), (1, sym("M")))) == "(M,8):(1,M)"


@settings(max_examples=100, deadline=None)
@given(_exprs().filter(lambda e: not e.is_Number), st.sampled_from([1, 2, 8, 0]), st.sampled_from([32, 64]))
def test_widths_and_divisors_of_expression_leaves_re_parse(e, div, width):
    leaf = Dyn(width, e, div) if div else Dyn(width, e)
    text = str(Layout((leaf, 2), (1, leaf)))
    assert parse(text, names=_SYMBOLS) == Layout((leaf, 2), (1, leaf)), text


_ALGEBRA = [
    ("coalesce", lambda A, B: coalesce(A)),
    ("composition", lambda A, B: composition(A, B)),
    ("complement", lambda A, B: complement(A)),
    ("logical_divide", lambda A, B: logical_divide(A, B)),
    ("zipped_divide", lambda A, B: zipped_divide(A, (B, B))),
    ("logical_product", lambda A, B: logical_product(A, B)),
    ("blocked_product", lambda A, B: blocked_product(A, Layout((2, 2), (1, 2)))),
    ("right_inverse", lambda A, B: right_inverse(A)),
    ("left_inverse", lambda A, B: left_inverse(A)),
]


def _symbolic_layouts():
    P = [sympy.Symbol(n, integer=True, positive=True) for n in "MNK"]
    extent = st.one_of(st.sampled_from([2, 3, 4, 8]), st.sampled_from(P).map(lambda s: Dyn(32, s)))
    stride = st.one_of(st.sampled_from([0, 1, 2, 4]), st.sampled_from(P + [P[0] * P[1], 4 * P[1]]).map(
        lambda s: Dyn(32, s)))
    return st.integers(1, 3).flatmap(lambda r: st.tuples(st.tuples(*[extent] * r), st.tuples(*[stride] * r)))


def _as_read(R):
    """``R`` with each dynamic leaf of a constant expression as that integer."""
    def leaf(x):
        return int(x.expr) if isinstance(x, Dyn) and getattr(x.expr, "is_Integer", False) else x
    return Layout(transform_leaves(leaf, R.shape), transform_leaves(leaf, R.stride)) if isinstance(R, Layout) else R


@settings(max_examples=150, deadline=None)
@given(_symbolic_layouts(), st.sampled_from([Layout(4, 1), Layout(2, 2), Layout((2, 2), (1, 4))]),
       st.sampled_from(_ALGEBRA))
def test_every_algebra_result_on_names_prints_text_that_re_parses_to_it(ab, B, op):
    from cute_sym import DynamicValueError, with_conditions
    from cute_sym.errors import CuteError
    A = Layout(*ab)
    try:
        R, conds = with_conditions(op[1], A, B)
    except (CuteError, DynamicValueError, ValueError):
        return
    names = free_symbols(R) | free_symbols(A)
    # a dynamic leaf whose names fix its value (4*N/N) stays dynamic, as the CuTe IR keeps it
    # (tuples._fold), and prints as that integer, which reads back as the static leaf
    # (cute_sym.exprtext: "an expression whose value is a constant is that integer leaf")
    assert parse(str(R), names=names) == _as_read(R), (op[0], str(A), str(R))
    for c in conds:                                  # side conditions print over the same names
        assert c.kind in ("divides", "le", "lt", "eq")


def test_a_leaf_of_sympys_factored_min_max_re_parses_to_an_equal_value():
    # sympy factors Min(Max(M, S), Max(0, S)) into Max(S, Min(0, M)) and leaves the inner
    # Min(0, M) unevaluated; for a positive M it is 0, and the text reads back max(0,S)
    e = sympy.Min(sympy.Max(M, S), sympy.Max(0, S))
    L = Layout((_leaf(M), 2), (1, _leaf(e)))
    assert str(L) == "(M,2):(1,max(0,S))"
    assert parse(str(L), names=free_symbols(L)) == L
