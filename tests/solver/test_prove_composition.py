"""prove_composition: R(c) == A(B(c)) for every c, and B ≼ R (paper eq. 6)."""
import pytest

from cute_sym import Swizzle, parse, sym
from solver.prove import prove_composition

TV = "((4,8),2):((16,1),8)"


@pytest.mark.parametrize("a, r", [                            # paper Table 4
    ("(8,8):(1,8)", "((4,8),2):((16,1),8)"),
    ("(8,8):(8,1)", "((4,8),2):((2,8),1)"),
    ("(8,8):(1,9)", "((4,8),2):((18,1),9)"),
    ("((4,2),(2,4)):((2,16),(1,8))", "((4,(4,2)),2):((8,(2,16)),1)"),
    ("(8,8):(1@0,1@1)", "((4,8),2):((2@1,1@0),1@1)"),
])
def test_table4_rows(a, r):
    assert prove_composition(a, TV, r).proved


def test_table4_with_a_wrong_stride_is_refuted_at_a_coordinate():
    p = prove_composition("(8,8):(8,1)", TV, "((4,8),2):((2,8),2)")
    assert p.status == "refuted"
    i = p.counterexample["coordinate"]
    assert parse("(8,8):(8,1)")(parse(TV)(i)) == p.counterexample["A(B)"] != p.counterexample["R"]


def test_the_careless_result_of_the_trap_is_wrong_at_a_witness_coordinate():
    p = prove_composition("(4,6,8):(2,3,5)", "6:3", "(2,3):(6,3)")
    assert p.status == "refuted"
    i = p.counterexample["coordinate"]
    assert parse("(4,6,8):(2,3,5)")(3 * i) != parse("(2,3):(6,3)")(i)


def test_paper_examples_of_composition():
    assert prove_composition("(4,6,8,10):(2,3,5,7)", "6:12", "(2,3):(9,5)").proved
    assert prove_composition("(4,2,8):(3,12,97)", "3:3", "3:9").proved
    assert prove_composition("7:11", "(3,5):(6,3)", "(3,5):(66,33)").proved
    assert prove_composition("(6,2,2):(2,1,20)", "8:3", "(2,2,2):(6,1,20)").proved


def test_incompatible_shape_is_refuted_structurally():
    p = prove_composition("32:1", "(8,4):(4,1)", "32:1")
    assert p.status == "refuted" and "not compatible" in p.counterexample["reason"]


def test_swizzle_on_the_left():
    assert prove_composition(Swizzle(3, 4, 3), "(8,64):(64,1)", "S<3,4,3> o 0 o (8,64):(64,1)").proved


def test_parametric_composition():
    assert prove_composition("(M,N):(1,M)", "(M,N):(1,M)", "(M,N):(1,M)").proved
    M = sym("M")
    from cute_sym import Layout
    assert prove_composition(Layout((4, M), (1, 4)), Layout(8, 1), Layout((4, 2), (1, 4)),
                             assume=["M >= 2"]).proved
    p = prove_composition(Layout((4, M), (1, 5)), Layout(8, 1), Layout((4, 2), (1, 5)))
    assert p.proved                     # out-of-range coordinates of A still follow eq. 1
