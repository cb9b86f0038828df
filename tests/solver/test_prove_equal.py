"""prove_equal: paper identities proved, wrong ones refuted with re-checked
counterexamples, the unknown cases named, parameters and assumptions."""
import json

import pytest

from cute_sym import ComposedLayout, Dyn, Layout, Swizzle, parse, sym
from solver.prove import prove_equal


@pytest.mark.parametrize("a, b", [
    ("(2,(1,6)):(1,(6,2))", "12:1"),                       # paper §5.2 coalesce example
    ("((4,3),5):((15,1),3)", "(4,15):(15,1)"),              # paper §5.2
    ("(4,(3,5)):(15,(1,3))", "(4,15):(15,1)"),              # paper §5.2
    ("24:1", "(4,6):(1,4)"),                                 # I_24 (paper §5.3)
    ("(4,6):(1,4)", "(3,(4,2)):(1,(3,12))"),
    ("((2,2),(4,2)):((1,8),(2,16))", "(2,2,4,2):(1,8,2,16)"),
    ("(4,8):(1@0,1@1)", "(4,(4,2)):(1@0,(1@1,4@1))"),        # I_(4,8) forms
])
def test_paper_identities_are_proved(a, b):
    p = prove_equal(a, b)
    assert p.status == "proved" and p.counterexample is None
    assert p.backend == "isl"


def test_a_different_function_is_refuted_with_a_rechecked_coordinate():
    p = prove_equal("(4,8):(8,1)", "32:1")
    assert p.status == "refuted"
    i = p.counterexample["coordinate"]
    assert p.counterexample["A"] == parse("(4,8):(8,1)")(i) != i == p.counterexample["B"]


def test_different_sizes_are_refuted():
    p = prove_equal("(4,8):(1,4)", "64:1")
    assert p.status == "refuted"
    assert (p.counterexample["size_A"], p.counterexample["size_B"]) == (32, 64)


def test_swizzled_layout_differs_from_its_unswizzled_layout():
    p = prove_equal("S<3,4,3> o 0 o (8,64):(64,1)", "(8,64):(64,1)")
    assert p.status == "refuted" and p.backend == "z3"
    i = p.counterexample["coordinate"]
    assert p.counterexample["A"] == Swizzle(3, 4, 3)(parse("(8,64):(64,1)")(i))


def test_for_all_m_n_colmajor_is_the_identity():
    M, N = sym("M"), sym("N")
    p = prove_equal(Layout((M, N), (1, M)), Layout(M * N, 1))
    assert p.status == "proved" and p.backend == "z3"
    assert p.statement == "(M,N):(1,M) == M*N:1 on every integer coordinate"


def test_parametric_refutation_names_the_parameters():
    p = prove_equal("(4,M):(1,4)", "(2,2,M):(1,2,5)")
    assert p.status == "refuted"
    env = p.counterexample["params"]
    a = Layout((4, env["M"]), (1, 4))
    b = Layout((2, 2, env["M"]), (1, 2, 5))
    assert a(p.counterexample["coordinate"]) != b(p.counterexample["coordinate"])


def test_assumptions_decide_the_verdict():
    assert prove_equal("(4,M):(1,4)", "(2,2,N):(1,2,4)").status == "refuted"
    p = prove_equal("(4,M):(1,4)", "(2,2,N):(1,2,4)", assume=["M == N"])
    assert p.status == "proved" and p.assumptions == ["M == N"]


def test_contradictory_assumptions_are_flagged_vacuous():
    p = prove_equal("(4,M):(1,4)", "(2,2,M):(1,2,5)", assume=["M < 0"])
    assert p.status == "proved" and p.detail["vacuous"] is True and p.reason.startswith("vacuous")


def test_bare_dynamic_leaves_of_two_operands_are_different_parameters():
    p = prove_equal(Layout((4, Dyn()), (1, 4)), Layout((4, Dyn()), (1, 4)))
    assert p.status == "refuted"
    assert set(p.counterexample["params"]) == {"aq0", "bq0"}        # k-th dynamic scalar, from 0


def test_rational_leaf_is_proved_where_it_is_an_integer():
    M = sym("M")
    p = prove_equal(Layout((4, Dyn(32, M.expr / 4)), (1, 4)), Layout(M, 1))
    assert p.status == "proved"
    assert "implicit: M/4 is an integer" in p.assumptions


def test_unknown_when_the_forced_backend_cannot_decide():
    p = prove_equal("(M,N):(1,M)", "(M,N):(1,M)", backend="isl")
    assert p.status == "unknown" and "non-affine" in p.reason
    p = prove_equal("(M,4):(1,M)", "(M,4):(1,M)", backend="enumeration")
    assert p.status == "unknown" and "static operands" in p.reason


def test_enumeration_runs_out_of_time_as_unknown():
    p = prove_equal("(1024,1024):(1,1024)", "1048576:1", backend="enumeration", timeout=0.01)
    assert p.status == "unknown" and "timeout" in p.reason


def test_the_record_is_json():
    p = prove_equal("(4,8):(8,1)", "32:1")
    d = json.loads(json.dumps(p.to_dict()))
    assert d["status"] == "refuted" and d["backend"] == "isl" and d["counterexample"]["B"] == d[
        "counterexample"]["coordinate"]


def test_composed_layouts_compare_as_functions():
    a = ComposedLayout(parse("(6,2):(1,3)"), (2, 1), parse("(2,3):(1@1,2@0)"))
    assert [a(i) for i in range(6)] == [5, 8, 7, 10, 9, 12]          # README example
    assert prove_equal(a, "(2,3):(3,2) o 5 o 6:1").status == "refuted"
    assert prove_equal(a, "(2,3):(3,2) o 5 o 6:1".replace("(2,3):(3,2)", "12:1")).status == "refuted"
    assert prove_equal(a, parse("(2,3):(3,2)")).status == "refuted"


def test_compatible_profiles_compare_on_the_finer_natural_coordinate():
    # (M,64) vs (M,(8,8)): the integer coordinate would multiply M by a coordinate;
    # the finer natural coordinate keeps it Presburger, so ISL decides it
    p = prove_equal("S<3,4,3> o 0 o (M,64):(64,1)", "S<3,4,3> o 0 o (M,(8,8)):(64,(1,8))")
    assert p.proved and p.backend == "isl"
    p = prove_equal("S<3,4,3> o 0 o (M,64):(64,1)", "S<3,4,3> o 0 o (M,(8,8)):(64,(1,9))")
    assert p.status == "refuted"
    m, i = p.counterexample["params"]["M"], p.counterexample["coordinate"]
    a, b = parse(f"S<3,4,3> o 0 o ({m},64):(64,1)"), parse(f"S<3,4,3> o 0 o ({m},(8,8)):(64,(1,9))")
    assert a(i) == p.counterexample["A"] != p.counterexample["B"] == b(i)
