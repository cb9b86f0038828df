from solver.expr import Const, Var, evaluate, variables


def test_expression_builds_and_evaluates():
    i, j = Var("i"), Var("j")
    e = (i % 4) * 8 + (i // 4) + ((j >> 3) & 7 ^ j)
    assert variables(e) == {"i", "j"}
    for iv in range(16):
        for jv in range(64):
            assert evaluate(e, {"i": iv, "j": jv}) == (iv % 4) * 8 + iv // 4 + (((jv >> 3) & 7) ^ jv)
    assert str(Const(3) + i) == "(3 + i)"


def test_min_and_max_encode_as_comparison_splits():
    """``min``/``max`` (CuTe's run-time extents, ``min(8, M)``) read from sympy agree with
    Python's ``min``/``max`` at every point of a grid, and both backends prove a fact of them."""
    import itertools

    import sympy

    from solver.discharge import discharge
    from solver.expr import from_sympy
    from cute_sym.conditions import Condition
    a, b, c = sympy.symbols("a b c", integer=True)
    cases = ((sympy.Min(a, b), lambda v: min(v["a"], v["b"])), (sympy.Max(a, b), lambda v: max(v["a"], v["b"])),
             (sympy.Min(a, b, c), lambda v: min(v.values())), (sympy.Max(a, 3), lambda v: max(v["a"], 3)))
    for e, want in cases:
        x = from_sympy(e)
        for point in itertools.product(range(-3, 4), repeat=3):
            v = dict(zip("abc", point))
            assert evaluate(x, v) == want(v)
    m = sympy.Symbol("m", integer=True, positive=True)
    (proved,) = discharge([Condition("le", sympy.Min(8, m), 8)], [], timeout=5)
    (refuted,) = discharge([Condition("divides", sympy.Min(8, m), 8)], [], timeout=5)
    assert proved.proved and refuted.status == "refuted"
    k = refuted.counterexample["params"]["m"]
    assert 8 % min(8, k) != 0
