"""ISL, Z3 and brute-force enumeration agree on a random corpus of small static
layouts -- pairs that are equal by construction and pairs made different --
and with a direct brute-force oracle written here."""
from hypothesis import given, settings
from hypothesis import strategies as st

from cute_sym import Layout
from cute_sym.tuples import leaves, product, unflatten
from solver.admissible import prove_admissible, violations
from solver.prove import prove_equal, prove_injective

BACKENDS = ("isl", "z3", "enumeration")


@st.composite
def layouts(draw):
    modes = draw(st.integers(1, 3))
    shape, stride = [], []
    for _ in range(modes):
        if draw(st.booleans()):
            shape.append(draw(st.integers(1, 5)))
            stride.append(draw(st.integers(0, 12)))
        else:
            shape.append((draw(st.integers(1, 4)), draw(st.integers(1, 4))))
            stride.append((draw(st.integers(0, 12)), draw(st.integers(0, 24))))
    return Layout(tuple(shape), tuple(stride))


@st.composite
def equal_variant(draw, L):
    """A different-looking layout with the same integer function: split a leaf
    s:d into (p,s/p):(d,p*d), flatten, or insert a unit mode."""
    S, D = list(leaves(L.shape)), list(leaves(L.stride))
    k = draw(st.integers(0, len(S) - 1))
    divisors = [p for p in range(2, S[k]) if S[k] % p == 0]
    choice = draw(st.integers(0, 2))
    if choice == 0 and divisors:
        p = draw(st.sampled_from(divisors))
        S[k], D[k] = (p, S[k] // p), (D[k], p * D[k])
        return Layout(unflatten(S, L.shape), unflatten(D, L.stride))
    if choice == 1:
        return Layout(tuple(S), tuple(D))
    S.insert(k, 1)
    D.insert(k, draw(st.integers(0, 9)))
    return Layout(tuple(S), tuple(D))


def _oracle_equal(a, b):
    return product(a.shape) == product(b.shape) and all(a(i) == b(i) for i in range(product(a.shape)))


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_backends_agree_on_equality(data):
    A = data.draw(layouts())
    B = data.draw(equal_variant(A))
    if data.draw(st.booleans()):                 # perturb one stride of a non-unit leaf
        S, D = list(leaves(B.shape)), list(leaves(B.stride))
        live = [k for k, s in enumerate(S) if s > 1]
        if live:
            k = data.draw(st.sampled_from(live))
            D[k] += data.draw(st.integers(1, 3))
            B = Layout(unflatten(S, B.shape), unflatten(D, B.stride))
    want = "proved" if _oracle_equal(A, B) else "refuted"
    for backend in BACKENDS:
        p = prove_equal(A, B, backend=backend)
        assert p.status == want, (backend, str(A), str(B), p)
        if want == "refuted" and "coordinate" in p.counterexample:
            i = p.counterexample["coordinate"]
            assert A(i) != B(i)


@settings(max_examples=25, deadline=None)
@given(layouts())
def test_backends_agree_on_injectivity(L):
    values = [L(i) for i in range(product(L.shape))]
    want = "proved" if len(set(values)) == len(values) else "refuted"
    assert {prove_injective(L, backend=b).status for b in BACKENDS} == {want}


@settings(max_examples=20, deadline=None)
@given(layouts(), st.integers(1, 8), st.integers(0, 9))
def test_backends_agree_on_admissibility(A, s, d):
    B = Layout(s, d)
    want = "refuted" if violations(A, B) else "proved"
    assert {prove_admissible(A, B, backend=b).status for b in BACKENDS} == {want}


@settings(max_examples=40, deadline=None)
@given(layouts(), st.integers(1, 8), st.integers(0, 9))
def test_the_algebras_compositions_are_proved_and_its_errors_break_the_paper_conditions(A, s, d):
    from cute_sym import composition
    from cute_sym.errors import CompositionError
    from solver.prove import prove_composition
    B = Layout(s, d)
    try:
        R = composition(A, B)
    except CompositionError:
        assert violations(A, B)                     # no layout exists, so (9)-(10) cannot hold
        return
    assert prove_composition(A, B, R).proved        # translation validation of the algebra
