"""Bit lowering, interval enclosures and the ISL printer against plain evaluation."""
import islpy as isl
import sympy
from hypothesis import example, given, settings
from hypothesis import strategies as st

from solver.expr import (Bin, Const, Unsupported, Var, evaluate, from_sympy, interval, known_bits,
                         lower_bits)
from solver.isl import to_isl

BOUNDS = {"x": (-300, 5000), "y": (0, 63)}
ARITH = ["+", "-", "*", "//", "%"]


@st.composite
def exprs(draw, depth=3, bit_ops=True):
    if depth == 0 or draw(st.booleans()) and depth < 3:
        return draw(st.sampled_from([Var("x"), Var("y"), Const(draw(st.integers(-9, 300)))]))
    op = draw(st.sampled_from(ARITH + (["&", "^", "|", "<<", ">>"] if bit_ops else [])))
    a = draw(exprs(depth - 1, bit_ops))
    if op in ("//", "%"):
        return Bin(op, a, Const(draw(st.sampled_from([-8, -3, 2, 5, 16]))))
    if op == "*" and not bit_ops:                  # quasi-affine: one constant factor
        return Bin(op, Const(draw(st.integers(-5, 5))), a)
    if op in ("<<", ">>"):
        return Bin(op, a, Const(draw(st.integers(0, 6))))
    if op in ("&", "^", "|"):
        b = draw(st.sampled_from([Var("y"), Const(draw(st.integers(0, 1023))), Bin("&", a, Const(0x3C))]))
        return Bin(op, a, b)
    return Bin(op, a, draw(exprs(depth - 1, bit_ops)))


@settings(max_examples=60, deadline=None)
@given(exprs(), st.integers(-300, 5000), st.integers(0, 63))
@example(Bin("&", Const(-1), Var("y")), 0, 0)        # a negative constant mask (its bits are not known)
def test_lowered_expression_evaluates_like_the_original(e, x, y):
    try:
        low = lower_bits(e, BOUNDS)
    except Unsupported:
        return
    assert all(n.op in ARITH for n in _bins(low))
    assert evaluate(low, {"x": x, "y": y}) == evaluate(e, {"x": x, "y": y})


@settings(max_examples=60, deadline=None)
@given(exprs(), st.integers(-300, 5000), st.integers(0, 63))
def test_interval_encloses_every_value_and_known_bits_cover_them(e, x, y):
    v = evaluate(e, {"x": x, "y": y})
    lo, hi = interval(e, BOUNDS)
    assert (lo is None or lo <= v) and (hi is None or v <= hi)
    mask = known_bits(e, BOUNDS)
    assert mask is None or v >= 0 and v & ~mask == 0


@settings(max_examples=40, deadline=None)
@given(exprs(bit_ops=False))
def test_isl_text_denotes_the_same_function(e):
    points = []
    s = isl.Set("{ [x, v] : -20 <= x <= 20 and v = " + to_isl(_only_x(e)) + " }")
    s.foreach_point(lambda p: points.append(tuple(p.get_coordinate_val(isl.dim_type.set, k).to_python()
                                                  for k in range(2))))
    assert sorted(points) == [(x, evaluate(_only_x(e), {"x": x})) for x in range(-20, 21)]


def _only_x(e):
    from solver.expr import substitute
    return substitute(e, {"y": Const(3)})


def _bins(e):
    from solver.expr import nodes
    return [n for n in nodes(e) if isinstance(n, Bin)]


def test_swizzle_lowering_touches_only_the_moved_bits():
    x = Var("x")
    sw = x ^ ((x & (7 << 7)) >> 3)                 # Swizzle<3,4,3>
    low = lower_bits(sw, {"x": (0, 1 << 12)})
    for v in range(0, 1 << 12, 37):
        assert evaluate(low, {"x": v}) == v ^ ((v & 896) >> 3)
    bits = {n.a.b.value for n in _bins(low)
            if n.op == "%" and n.b == Const(2) and isinstance(n.a, Bin) and n.a.op == "//" and n.a.a == x}
    assert bits == {16, 32, 64, 128, 256, 512}      # target bits 4-6 and source bits 7-9 only


def test_unbounded_bitwise_operand_is_unsupported():
    try:
        lower_bits(Var("x") ^ Var("z"), {"x": (None, None)})
    except Unsupported as e:
        assert "bounded non-negative operand" in str(e)
    else:
        raise AssertionError("expected Unsupported")


def test_from_sympy_keeps_floor_and_mod_and_refuses_fractions():
    M, N = sympy.symbols("M N", integer=True, positive=True)
    e = from_sympy(sympy.Mod(3 * M + 1, N) + sympy.floor(M / 4) - M**2)
    for m, n in [(5, 3), (9, 7), (1, 1)]:
        assert evaluate(e, {"M": m, "N": n}) == (3 * m + 1) % n + m // 4 - m * m
    try:
        from_sympy(M / 4)
    except Unsupported:
        pass
    else:
        raise AssertionError("a rational coefficient must be refused")
