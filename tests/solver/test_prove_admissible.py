"""Composition conditions (9)-(10) and distributivity (paper §5.3.2)."""
import pytest

from cute_sym import parse
from solver.admissible import prove_admissible, violations


@pytest.mark.parametrize("a, b", [
    ("(4,6,8,10):(2,3,5,7)", "6:12"),                        # paper: = (2,3):(9,5)
    ("(4,2,8):(3,12,97)", "3:3"),                            # apparent violation: coalesce, truncate
    ("7:11", "3:4"),                                         # rank-1 A: no condition
    ("7:11", "(3,5):(6,3)"),                                 # overlapping images, S is the identity
    ("(8,8):(8,1)", "((4,8),2):((16,1),8)"),                  # Table 4
    ("((4,2),(2,4)):((2,16),(1,8))", "((4,8),2):((16,1),8)"),
    ("(8,8):(1@0,1@1)", "((4,8),2):((16,1),8)"),
    ("(6,2,2):(2,1,20)", "8:3"),                             # paper §5.5.2
    ("(8,16):(20,1)", "(4,8):(1@0,2@1)"),                     # tiler <4:1, 8:2> as basis strides
])
def test_admissible_compositions_of_the_paper(a, b):
    p = prove_admissible(a, b)
    assert p.proved, p
    assert violations(parse(a), parse(b)) == []


def test_the_trap_is_refuted_with_a_witness_coordinate():
    p = prove_admissible("(4,6,8):(2,3,5)", "6:3")
    assert p.status == "refuted"
    ce = p.counterexample
    assert ce["condition"] == "stride divisibility (9)" and (ce["r"], ce["S̄_r"], ce["d"]) == (1, 4, 3)
    w = ce["witness"]
    A = parse("(4,6,8):(2,3,5)")
    assert w["values"] == [A(3 * i) for i in range(6)] == [0, 6, 7, 8, 9, 15]
    assert w["careless_result"] == "(2,3):(6,3)" and w["coordinate"] == 2
    assert w["A(B(i))"] == 7 and w["careless(i)"] == parse("(2,3):(6,3)")(2) == 3
    assert w["representable_as_layout"] is False


@pytest.mark.parametrize("a, b, condition", [
    ("(4,6,8):(2,3,5)", "6:1", "shape divisibility (10)"),    # ceil(4/1) = 4 does not divide 6
    ("(4,2,8):(3,12,97)", "4:3", "stride divisibility (9)"),  # cannot truncate enough
    ("(4,2,8):(3,15,97)", "3:3", "stride divisibility (9)"),  # cannot coalesce
    ("(4,8):(1,5)", "(4,2):(1,1)", "distributivity (eq. 11-12)"),
    ("(4,8):(1,4)", "4:-1", "base case needs d >= 0"),
])
def test_violations_of_the_paper(a, b, condition):
    p = prove_admissible(a, b)
    assert p.status == "refuted" and p.counterexample["condition"] == condition


def test_parametric_conditions_and_the_weakest_condition():
    p = prove_admissible("(M,8):(1,16)", "4:2")
    assert p.status == "refuted"
    m = p.counterexample["params"]["M"]
    assert violations(parse(f"({m},8):(1,16)"), parse("4:2"))
    assert prove_admissible("(M,8):(1,16)", "4:2", assume=["M % 4 == 0"]).proved
    assert prove_admissible("(M,8):(1,16)", "4:2", assume=["M % 2 == 0"]).counterexample["params"] == {"M": 6}
    assert p.detail["weakest_condition"]


def test_weakest_condition_from_isl_is_exact():
    p = prove_admissible("(4,8):(1,5)", "N:2")
    assert p.status == "refuted"
    weakest = p.detail["weakest_condition"]
    import islpy as isl
    good = isl.Set(weakest)
    assert good == isl.Set("[N] -> { : 0 < N <= 2 or (N mod 2 = 0 and N > 0) }")
    for n in range(1, 13):                          # ceil(4/2) = 2 must divide N once 4 <= (N-1)*2
        holds = not violations(parse("(4,8):(1,5)"), parse(f"{n}:2"))
        assert holds == (n <= 2 or n % 2 == 0)
        point = isl.Set(f"[N] -> {{ : N = {n} }}")
        assert (not point.intersect(good).is_empty()) == holds, (n, weakest)
