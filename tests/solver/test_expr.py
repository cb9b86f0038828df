from solver.expr import Const, Var, evaluate, variables


def test_expression_builds_and_evaluates():
    i, j = Var("i"), Var("j")
    e = (i % 4) * 8 + (i // 4) + ((j >> 3) & 7 ^ j)
    assert variables(e) == {"i", "j"}
    for iv in range(16):
        for jv in range(64):
            assert evaluate(e, {"i": iv, "j": jv}) == (iv % 4) * 8 + iv // 4 + (((jv >> 3) & 7) ^ jv)
    assert str(Const(3) + i) == "(3 + i)"
