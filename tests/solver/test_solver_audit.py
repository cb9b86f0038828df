"""Adversarial audit of the prover: each test is a defect found by trying to make
the solver give a wrong answer, a traceback or an unclear error (values checked
against brute-force evaluation with cute_sym)."""
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_sym import parse
from cute_sym.tuples import product
from solver.assume import parse_assumption
from solver.formula import holds
from solver.prove import prove_contains
from solver_cli import run_cli


@pytest.mark.parametrize("a, t, function", [
    ("(4,2):(1,2)", "2:2", False),      # A repeats offsets: 2 = A(2) = A(4)
    ("(4,5):(5,2)", "3:4", True),       # A is injective, but not a mixed radix (left_inverse refuses it)
])
def test_contains_is_proved_when_the_algebra_has_no_coordinate_layout(a, t, function):
    A, T = parse(a), parse(t)
    image = {A(i) for i in range(product(A.shape))}
    assert all(T(i) in image for i in range(product(T.shape)))
    p = prove_contains(A, T)
    assert p.proved
    assert p.detail["coordinate_layout"] is None and "left_inverse" in p.detail["coordinate_layout_reason"]
    assert p.detail["coordinate_map_is_function"] is function


def test_a_large_constant_power_is_its_value():
    f = parse_assumption("M < 10 ** 1000")
    assert holds(f, {"M": 10 ** 1000 - 1}) and not holds(f, {"M": 10 ** 1000})


def test_a_model_that_breaks_an_assumption_is_no_refutation(monkeypatch):
    """A refutation re-checks the assumptions too (Python semantics), not only the layouts:
    a backend model outside them must not come back as a counterexample."""
    from solver import isl as isl_backend
    from solver.isl import Outcome
    from solver.prove import prove_equal
    monkeypatch.setattr(isl_backend, "solve", lambda q, t: Outcome("sat", "isl", {"M": 2, "_i": 1}))
    p = prove_equal("(M):(1)", "(M):(2)", assume=["M % 4 == 0"], backend="isl")
    assert p.status == "unknown" and "M % 4 == 0" in p.reason


def _swizzle(i: int) -> int:
    """``S<1,0,31>`` by its definition: bit 31 of ``i`` XORed into bit 0."""
    return i ^ ((i >> 31) & 1)


@pytest.mark.parametrize("width, status", [(32, "proved"), (64, "refuted")])
def test_a_counterexample_must_fit_the_leafs_integer_type(width, status):
    """``S<1,0,31>`` moves offsets at or past 2**31 only: no ``i32`` extent reaches them
    (every coordinate is below 2**31 - 1), an ``i64`` one does."""
    from cute_sym import ComposedLayout, Layout, Swizzle, sym
    M = sym("M", width)
    p = prove_equal_(ComposedLayout(Swizzle(1, 0, 31), 0, Layout(M, 1)), Layout(M, 1))
    assert p.status == status
    if status == "proved":
        assert "implicit: M is an i32 value" in p.assumptions
    else:
        cx = p.counterexample
        assert (1 << 31) < cx["params"]["M"] < (1 << 63) and cx["coordinate"] < cx["params"]["M"]
        assert _swizzle(cx["coordinate"]) == cx["A"] != cx["B"] == cx["coordinate"]


def test_a_proof_over_all_integers_states_no_type_range():
    from cute_sym import Layout, sym
    M, N = sym("M"), sym("N")
    p = prove_equal_(Layout((M, N), (1, M)), Layout(M * N, 1))
    assert p.proved and not any("i32" in a for a in p.assumptions)


def test_assumptions_outside_the_leafs_type_are_vacuous():
    p = prove_equal_("(M):(1)", "(M):(2)", assume=["M > 2 ** 40"])
    assert p.proved and p.detail["vacuous"] is True


def prove_equal_(*args, **kw):
    from solver.prove import prove_equal
    return prove_equal(*args, **kw)


_cli = run_cli


@pytest.mark.parametrize("command", ["prove-equal", "admissible", "contains"])
@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf"])
def test_a_timeout_that_is_not_a_positive_number_is_a_usage_error(capsys, command, value):
    with pytest.raises(SystemExit) as info:
        _cli(capsys, command, "(4,8):(1,4)", "32:1", "--timeout", value)
    assert info.value.code == 2 and "--timeout" in capsys.readouterr().err


@pytest.mark.parametrize("command, b", [("prove-equal", "(M):(2)"), ("admissible", "4:M"), ("contains", "(M):(1)")])
def test_contradictory_assumptions_are_reported_vacuous_and_exit_1(capsys, command, b):
    code, out = _cli(capsys, command, "(M):(1)", b, "--assume", "M > 4 and M < 2")
    assert code == 1 and "vacuous" in out
    code, out = _cli(capsys, "--json", command, "(M):(1)", b, "--assume", "M > 4", "--assume", "M < 2")
    record = json.loads(out)
    assert code == 1 and record["status"] == "proved" and record["detail"]["vacuous"] is True


@pytest.mark.parametrize("timeout", [0, -1.0, float("inf"), float("nan")])
def test_the_library_refuses_a_timeout_that_is_not_positive_and_finite(timeout):
    from cute_sym.errors import PreconditionError
    with pytest.raises(PreconditionError, match="timeout"):
        prove_equal_("(M,N):(1,M)", "(M,N):(1,M)", timeout=timeout)


def test_a_huge_timeout_is_accepted():
    assert prove_equal_("(M,N):(1,M)", "(M,N):(1,M)", backend="z3", timeout=1e12).proved


def test_a_certificate_that_expects_a_refutation_needs_every_part_refuted():
    """A demonstration that a claim fails is not ok when one of its parts is proved."""
    from solver.certify import certificate
    refuted = prove_equal_("(4,8):(8,1)", "32:1")
    proved = prove_equal_("(4,8):(1,4)", "32:1")
    assert certificate("demo", "two refutations", [refuted, refuted], None, expected="refuted")["ok"]
    assert not certificate("demo", "two refutations", [refuted, proved], None, expected="refuted")["ok"]


@pytest.mark.parametrize("prover", ["prove_surjective", "prove_bijective"])
def test_a_negative_symbolic_stride_refutes_onto_its_box(prover):
    """``(4):(K)`` with ``K < 0`` has values 0, K, 2K, 3K and the box [0, 3|K|+1) (cosize takes
    |stride|, symbolic strides too): no proof -- and certainly not 'no parameter value satisfies
    the assumptions' (K = -1 does)."""
    import solver.prove as prove
    p = getattr(prove, prover)("(4):(K)", assume=["K < 0"])
    assert p.status == "refuted" and not p.detail.get("vacuous")
    K = p.counterexample["params"]["K"]
    # values 0, K, 2K, 3K <= 0 leave the box's positive points unreached (onto), lie outside it,
    # or are fewer than its 3|K| + 1 points (bijective)
    assert K < 0 and ({"missing", "outside", "box_size"} & set(p.counterexample))
    if "box_size" in p.counterexample:
        assert p.counterexample["box_size"] == 3 * abs(K) + 1 != p.counterexample["size"] == 4


def test_the_vacuity_check_asks_about_parameters_only():
    """An assumption that parameters can satisfy is not vacuous even when the property's own
    variables have no values there (an empty box)."""
    p = prove_equal_("(M):(K)", "(M):(K)", assume=["K < 0"])
    assert p.proved and not p.detail.get("vacuous")
    assert prove_equal_("(M):(K)", "(M):(K)", assume=["M < 1"]).detail["vacuous"] is True   # M is an extent


@pytest.mark.parametrize("prover, args, status", [
    ("prove_contains", ("(M,4):(1,M)", "4:1"), "proved"),           # every M >= 1: image is [0, 4M)
    ("prove_contains", ("(M,2):(1,M)", "4:1"), "refuted"),                 # M = 1: image [0, 2)
    ("prove_surjective", ("(2,M):(1,2)",), "proved"),
])
def test_the_facts_of_parameters_only_the_image_side_has_bind_the_counterexample(prover, args, status):
    """A parameter of A alone (inside the ∀ of 'no coordinate of A hits it') still ranges
    over positive extents: a model with M = 0 is no counterexample, so no 'unknown'."""
    import solver.prove as prove
    p = getattr(prove, prover)(*args)
    assert p.status == status, p
    if status == "refuted":
        from solver.symbols import instantiate
        env = p.counterexample["params"]
        a, t = (instantiate(parse(x), env) for x in args)
        assert env["M"] >= 1 and t(p.counterexample["coordinate"]) not in {a(i) for i in range(product(a.shape))}


def test_contains_with_different_codomains_names_both():
    from cute_sym.errors import PreconditionError
    with pytest.raises(PreconditionError) as info:
        prove_contains("(4,8):(1@0,1@1)", "8:1")
    assert "(4,8):(1@0,1@1)" in info.value.reason and "8:1" in info.value.reason


def test_a_proof_script_that_raises_is_named_not_an_internal_error(tmp_path):
    """``cute-sym prove DIR`` runs the user's scripts: a bug there is a diagnostic naming the
    script, not 'internal error: this is a bug in cute-sym'."""
    from cute_sym.errors import CuteError
    from solver.certify import run_all
    (tmp_path / "broken.py").write_text("def main(out=None):\n    return 1 // 0\n")
    with pytest.raises(CuteError) as info:
        run_all(tmp_path)
    assert "broken.py" in str(info.value) and "ZeroDivisionError" in info.value.reason


@st.composite
def _swizzled(draw):
    """A small layout, composed with a swizzle (or a layout) after an offset, or bare."""
    from cute_sym import ComposedLayout, Layout, Swizzle
    n = draw(st.integers(1, 2))
    shape = tuple(draw(st.integers(1, 4)) for _ in range(n))
    stride = tuple(draw(st.integers(0, 9)) for _ in range(n))
    L = Layout(shape, stride)
    kind = draw(st.sampled_from(["swizzle", "layout", "bare"]))
    if kind == "swizzle":
        b = draw(st.integers(1, 2))
        return ComposedLayout(Swizzle(b, draw(st.integers(0, 2)), draw(st.integers(b, 3))), draw(st.integers(0, 3)), L)
    if kind == "layout":
        return ComposedLayout(Layout((draw(st.integers(1, 4)), 4), (draw(st.integers(0, 5)), 7)),
                              draw(st.integers(0, 2)), L)
    return L


@settings(max_examples=12, deadline=None)
@given(_swizzled(), _swizzled())
def test_backends_agree_with_brute_force_on_composed_and_swizzled_layouts(A, T):
    """ISL, Z3 and enumeration never contradict evaluation (an unknown is allowed only
    for ISL and Z3) on equality, injectivity and containment."""
    from solver.prove import prove_injective
    values = [A(i) for i in range(product(A.shape))]
    others = [T(i) for i in range(product(T.shape))]
    want = {
        "equal": len(values) == len(others) and values == others,
        "injective": len(set(values)) == len(values),
        "contains": set(others) <= set(values),
    }
    for backend in ("isl", "z3", "enumeration"):
        got = {"equal": prove_equal_(A, T, backend=backend, timeout=2),
               "injective": prove_injective(A, backend=backend, timeout=2),
               "contains": prove_contains(A, T, backend=backend, timeout=2)}
        for what, p in got.items():
            allowed = {"proved" if want[what] else "refuted"} | ({"unknown"} if backend != "enumeration" else set())
            assert p.status in allowed, (backend, what, str(A), str(T), p)
