"""Division by symbols through shared witnesses, comparisons as 0/1 values, and
``prove_expressions_equal`` (translation validation of lowered dialect functions)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_sym import Layout, sym
from solver.encode import Encoder
from solver.expr import Bin, Const, Var, evaluate, interval
from solver.formula import holds, le, lt, ne, split_comparisons
from solver.prove import prove_expression, prove_expressions_equal
from cute_sym import parse
from solver.symbols import instantiate

i, M, S = Var("i"), Var("M"), Var("S")
EVAL1D = "((2,M),4):((1,S),8)"               # a 1-D coordinate over a dynamic inner mode


def eval1d(odd_stride=8):
    """The C that ``codegen lower`` emits for ``layout_eval`` of ``EVAL1D`` (after strength reduction)."""
    return S * ((i % (2 * M)) >> 1) + (i & 1) + odd_stride * (i // (2 * M))


def test_a_1d_coordinate_over_a_dynamic_inner_mode_is_proved():
    p = prove_expression(EVAL1D, eval1d(), "i", timeout=20)
    assert p.status == "proved" and p.backend == "z3"


def test_a_wrong_1d_expression_is_refuted_and_the_counterexample_rechecks():
    p = prove_expression(EVAL1D, eval1d(odd_stride=9), "i", timeout=20)
    assert p.status == "refuted"
    cx = p.counterexample
    L = instantiate(parse(EVAL1D), cx["params"])            # cute_sym evaluates the layout itself
    env = {**cx["params"], "i": cx["coordinate"]}
    assert L(cx["coordinate"]) == cx["layout"] != evaluate(eval1d(odd_stride=9), env) == cx["expression"][0]
    assert cx["coordinate"] >= 2 * cx["params"]["M"]                # the wrong stride needs the outer mode


def test_a_nonlinear_truth_beyond_the_backends_is_unknown_with_its_reason():
    # i**3 - i is always divisible by 6, so this equals M:1 -- but no backend can show it
    p = prove_expression("M:1", i + ((i * i * i - i) % 6), "i", timeout=1)
    assert p.status == "unknown"
    assert "non-affine term" in p.reason and "z3: timeout" in p.reason


def test_divisions_of_one_pair_share_their_witnesses():
    enc = Encoder()
    q, r = enc.divmod(i + 1, 2 * M)
    assert enc.divmod(1 + i, M * 2) == (q, r)                          # the same pair up to normal form
    assert enc.lift((i + 1) // (M + M)) == q and enc.lift(Const(1) + i) == Const(1) + i
    assert enc.divmod(i, Const(4)) == (i // 4, i % 4)                  # constant divisors stay operators
    # ... unless the dividend was divided by a multiple: i == q*(2M) + r gives i % 2 == r % 2
    assert enc.lift((i + 1) % 2) == r % 2 and enc.lift((1 + i) // 2) == q * M + r // 2


def test_the_layout_side_divides_as_idx2crd_does():
    # (4,M,3): i % 4, then (i // 4) % M and (i // 4) // M -- the expression reads the same witnesses
    L = Layout((4, sym("M"), 3), (1, 4, 4 * sym("M")))
    assert prove_expression(L, i, "i").proved
    assert prove_expression(L, (i % 4) + ((i >> 2) % M) * 4 + ((i >> 2) // M) * 4 * M, "i").proved


c0, c1, s0, s1 = Var("c0"), Var("c1"), Var("s0"), Var("s1")
INSIDE = {"c0": (0, s0), "c1": (0, s1), "s0": (1, None), "s1": (1, None)}


def test_a_select_chain_equals_the_successor_by_index():
    # increment_coord lowered: n = c0+1; wrap = n >= s0; (wrap ? 0 : n, c1 + wrap) ...
    n = c0 + 1
    wrap = Bin(">=", n, s0)
    lowered = [n + wrap * (Const(0) - n), c1 + wrap]
    idx = c0 + c1 * s0 + 1                                             # ... == idx2crd(crd2idx(c) + 1)
    assert prove_expressions_equal(list(zip(lowered, [idx % s0, idx // s0])), INSIDE).proved
    p = prove_expressions_equal([(n, idx % s0)], INSIDE)               # forgetting the wrap
    assert p.status == "refuted"
    env = p.counterexample["inputs"]
    assert env["c0"] == env["s0"] - 1 and p.counterexample["reference"] == [0] != p.counterexample["emitted"]


def test_obligations_and_preconditions():
    # C's unsigned division is floor division only for a non-negative dividend: an obligation
    same = [((c0 - 1) // 2, (c0 - 1) // 2)]
    p = prove_expressions_equal(same, {"c0": (0, 8)}, c_semantics=False, obligations=[le(1, c0)])
    assert p.status == "refuted" and p.counterexample == {"inputs": {"c0": 0}, "violates": "1 <= c0"}
    hazard = prove_expressions_equal(same, {"c0": (0, 8)}).counterexample["hazard"]
    assert hazard == "((c0 - 1) // 2) with operands -1, 2"
    assert prove_expressions_equal(same, {"c0": (0, 8)}, facts=["c0 >= 1"], obligations=[le(1, c0)]).proved
    p = prove_expressions_equal([(c0 // s0, c0 // s0)], {"c0": (0, 8), "s0": (0, 4)})
    assert p.status == "refuted" and p.counterexample["inputs"]["s0"] == 0 and "hazard" in p.counterexample
    assert prove_expressions_equal([(c0 // s0, c0 // s0)], {"c0": (0, 8), "s0": (0, 4)}, facts=[ne(s0, 0)]).proved


def test_user_assumptions_name_the_variables():
    p = prove_expressions_equal([(c0 * 4, c0 * s0)], {"c0": (0, 16)}, assume=["s0 == 4"])
    assert p.proved and p.assumptions == ["s0 == 4"]
    assert prove_expressions_equal([(c0 * 4, c0 * s0)], {"c0": (0, 16)}).status == "refuted"


comparisons = st.sampled_from(["==", "!=", "<", "<=", ">", ">="])
atoms = st.sampled_from([Var("x"), Var("y"), Const(2), Const(-1)])


@st.composite
def with_comparisons(draw, depth=2):
    if depth == 0:
        return draw(atoms)
    a, b = draw(with_comparisons(depth - 1)), draw(with_comparisons(depth - 1))
    return Bin(draw(st.sampled_from(["+", "*", "-", "&"]) if draw(st.booleans()) else comparisons), a, b)


@settings(max_examples=60, deadline=None)
@given(with_comparisons(), st.integers(-4, 4), st.integers(-4, 4))
def test_splitting_on_comparisons_keeps_the_meaning(e, x, y):
    f = lt(e, Var("y") + 1)
    env = {"x": x, "y": y}
    g = split_comparisons(f)
    assert holds(g, env) == holds(f, env)
    assert not any(isinstance(n, Bin) and n.op in ("==", "<", ">=") for n in _nodes(g))
    lo, hi = interval(Bin("<", e, Const(0)), {"x": (-4, 4), "y": (-4, 4)})
    assert (lo, hi) == (0, 1)


def _nodes(f):
    from solver.formula import exprs
    return list(exprs(f))


def test_division_by_a_constant_splits_exactly_when_the_remainder_is_bounded():
    """``(t0 + 8*t1 + 8*M) // 8 == t1 + M`` and ``% 8 == t0`` for ``0 <= t0 < 8``: the
    encoder states the quotient without a nonlinear witness; with ``t0 < 9`` it may not."""
    t0, t1 = Var("t0"), Var("t1")
    enc = Encoder()
    enc.variable("t0", 0, 8), enc.variable("t1", 0, 64), enc.parameter("M", 1)
    q, r = enc.divmod(t0 + 8 * t1 + 8 * M, Const(8))
    assert r == t0 and "//" not in str(q)
    assert all(evaluate(q, {"t1": a, "M": b}) == a + b for a in range(64) for b in (1, 7, 1 << 40))
    wide = Encoder()
    wide.variable("t0", 0, 9), wide.variable("t1", 0, 64)
    q, r = wide.divmod(t0 + 8 * t1, Const(8))
    assert q == Bin("//", t0 + 8 * t1, Const(8)) and r == Bin("%", t0 + 8 * t1, Const(8))
    for t in range(9):                                 # the reason: 8 // 8 != 0
        assert (t + 8 * 3) // 8 == 3 + (t >= 8)


def test_a_shifted_coordinate_times_a_symbol_is_proved():
    """``(t >> 3) * M`` with ``t`` the index of a ``(8,64)`` mode: the copy kernels'
    symbolic transpose (10 s of nonlinear search before the exact split, now linear)."""
    t0, t1 = Var("t_0"), Var("t_1")
    t = t0 + 8 * t1
    p = prove_expression("(8,64):(4,M)", Bin(">>", t, Const(3)) * M + Bin("&", t, Const(7)) * 4, ("t_0", "t_1"),
                         timeout=20)
    assert p.status == "proved"


def _coordinate_encoder(top_of_i0):
    """``i0 in [0, top)``, ``i1 in [0, N)``, ``i2 >= 0``; ``M, N >= 1``."""
    enc = Encoder()
    enc.parameter("M", 1), enc.parameter("N", 1)
    enc.variable("i0", 0, top_of_i0), enc.variable("i1", 0, Var("N")), enc.variable("i2", 0)
    return enc


def test_division_by_a_symbolic_extent_splits_a_mixed_radix_coordinate_exactly():
    """``(i0 + M*i1 + M*N*i2) // (M*N) == i2`` and ``% (M*N) == i0 + M*i1`` when
    ``i0 < M, i1 < N``: no witnesses (whose uniqueness is nonlinear reasoning)."""
    i0, i1, i2, N = Var("i0"), Var("i1"), Var("i2"), Var("N")
    x, d = i0 + M * i1 + M * N * i2, M * N
    q, r = _coordinate_encoder(M).divmod(x, d)
    assert "_q" not in str(q) and "_r" not in str(r)
    for env in ({"i0": 2, "i1": 4, "i2": 7, "M": 3, "N": 5}, {"i0": 0, "i1": 0, "i2": 1, "M": 1, "N": 1}):
        assert (evaluate(q, env), evaluate(r, env)) == divmod(evaluate(x, env), evaluate(d, env))
    q, r = _coordinate_encoder(M + 1).divmod(x, d)           # i0 may reach M: no exact split
    assert str(q).startswith("_q") and str(r).startswith("_r")


def test_a_nested_dynamic_layout_is_proved_and_a_wrong_stride_refuted():
    """``((M,N),K):((1,S),T)`` at a 1-D index: the C ``i % M + (i % (M*N)) / M * S +
    i / (M*N) * T`` (a 60 s timeout before the exact split by symbols)."""
    i = Var("i")
    N, T = Var("N"), Var("T")

    def c(t_stride):
        return i % M + (i % (M * N)) // M * S + i // (M * N) * t_stride
    assert prove_expression("((M,N),K):((1,S),T)", c(T), "i", timeout=20).status == "proved"
    p = prove_expression("((M,N),K):((1,S),T)", c(T + 1), "i", timeout=20)
    assert p.status == "refuted" and p.counterexample
