"""prove_expression: translation validation of codegen's index expressions."""
import pytest

from cute_sym import Dyn, Layout, parse
from cute_sym.errors import PreconditionError
from solver.expr import Var
from solver.prove import prove_expression

i, m, n, M = Var("i"), Var("m"), Var("n"), Var("M")


def test_integer_coordinate_expression_is_proved_and_a_wrong_one_refuted():
    assert prove_expression("(4,8):(8,1)", (i % 4) * 8 + i // 4, "i").proved
    p = prove_expression("(4,8):(8,1)", (i % 4) * 8 + i // 8, "i")
    assert p.status == "refuted"
    c = p.counterexample["coordinate"]
    assert p.counterexample["layout"] == parse("(4,8):(8,1)")(c) != p.counterexample["expression"][0]


def test_natural_coordinates_follow_the_shape_profile():
    L = parse("((2,2),(4,2)):((1,8),(2,16))")
    names = (("a", "b"), ("c", "d"))
    a, b, c, d = (Var(x) for x in "abcd")
    assert prove_expression(L, a + b * 8 + c * 2 + d * 16, names).proved
    assert prove_expression(L, a + b * 2 + c * 4 + d * 16, names).status == "refuted"


def test_swizzled_row_major_tile_with_bit_operators():
    off = m * 64 + n
    swz = off ^ ((off & (7 << 7)) >> 3)
    p = prove_expression("S<3,4,3> o 0 o (8,64):(64,1)", swz, ("m", "n"))
    assert p.proved and p.backend == "z3" and p.detail["mode"].startswith("bit-vectors")
    p = prove_expression("S<3,4,3> o 0 o (8,64):(64,1)", off ^ ((off & (7 << 7)) >> 4), ("m", "n"))
    assert p.status == "refuted"


def test_parametric_layout_reads_its_symbols_by_name():
    expr = (i % M) * 4 + i // M
    assert prove_expression("(M,4):(4,1)", expr, "i").proved


def test_bare_dynamic_leaves_are_q_k_in_get_scalars_order():
    L = Layout((Dyn(), 4), (4, 1))                 # q0 is the first dynamic scalar
    assert prove_expression(L, (i % Var("q0")) * 4 + i // Var("q0"), "i").proved


def test_overflow_is_a_hazard_unless_assumed_away():
    expr = (i % M) * 4 + i // M
    p = prove_expression("(M,4):(4,1)", expr, "i", width=32)
    assert p.status == "refuted" and "overflows 32 bits" in p.counterexample["hazard"]
    assert prove_expression("(M,4):(4,1)", expr, "i", width=32, assume=["M <= 1000000"]).proved


def test_c_division_needs_non_negative_operands():
    # (i - 4) // 4 + 1 == i // 4 in Python, but C's / truncates for i < 4
    p = prove_expression("(4,8):(0,1)", (i - 4) // 4 + 1, "i")
    assert p.status == "refuted" and "hazard" in p.counterexample
    assert prove_expression("(4,8):(0,1)", (i - 4) // 4 + 1, "i", c_semantics=False).proved


def test_division_by_a_parameter_that_may_be_zero_is_refuted():
    L = Layout((4, 8), (Dyn(), 1))                 # q0: a stride, any integer
    p = prove_expression(L, (i % 4) * Var("q0") + i // 4 + i // Var("q0") * 0, "i")
    assert p.status == "refuted"


def test_a_stray_variable_is_reported():
    with pytest.raises(PreconditionError, match="reads K, which is neither an input nor a parameter"):
        prove_expression("(M,4):(4,1)", i + Var("K"), "i")


def test_basis_codomain_takes_a_tuple_of_expressions():
    assert prove_expression("(4,8):(1@1,1@0)", (n, m), ("m", "n")).proved
    assert prove_expression("(4,8):(1@1,1@0)", (m, n), ("m", "n")).status == "refuted"
