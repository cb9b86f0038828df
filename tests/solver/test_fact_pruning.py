"""The prover's speed-ups keep every verdict: a proof may come from the facts connected to the
query alone (``solver.proof.relevant_facts``), a counterexample is asked of every fact, and
``discharge`` answers a question asked again under the same facts from its cache."""
import sympy

from cute_sym.conditions import Condition
from solver.assume import parse_assumption
from solver.discharge import discharge
from solver.formula import Query, Rel
from solver.expr import Const, Var
from solver.proof import facts_satisfiable, relevant_facts

M, N, K, Z = sympy.symbols("M N K Z", integer=True, positive=True)


def test_relevant_facts_follow_shared_names():
    q = Query(["x"], [], Rel("<", Var("x"), Const(0)))
    texts = ["x >= 2", "y > 3", "y < x", "z % 4 == 0", "w == z + 1", "v > 0", "1 == 1"]
    facts = [parse_assumption(t) for t in texts]
    kept, others = relevant_facts(q, facts)
    assert kept == [facts[0], facts[1], facts[2], facts[6]]      # x, y through "y < x", no name at all
    assert sorted(map(len, others)) == [1, 2]                      # {z, w} and {v}: two components
    assert [facts[3], facts[4]] in others and [facts[5]] in others


def test_unconnected_unsatisfiable_facts_still_decide():
    # 8 | M fails for M = 4; the facts on K admit no value, so with every fact the claim holds
    # (vacuously): the pruned query's counterexample must not be believed.
    cond = Condition("divides", 8, M, "test")
    contradictory = ["K % 2 == 0", "K > 6", "K < 8"]
    with facts_satisfiable():
        (p,) = discharge([cond], ["M % 4 == 0", *contradictory])
    assert p.status == "proved", p
    (r,) = discharge([cond], ["M % 4 == 0", "K % 2 == 0", "K > 6", "K < 10"])
    assert r.status == "refuted"
    assert r.counterexample["params"]["M"] % 8 != 0 and r.counterexample["params"]["M"] % 4 == 0


def test_unconnected_facts_do_not_change_the_verdict():
    noise = [f"Z % {d} == 0" for d in (2, 3, 5)] + ["K <= 4096", "K % 16 == 0"]
    cases = [(Condition("divides", 4, M, "a"), ["M % 128 == 0"], "proved"),
             (Condition("le", M, N), ["M % 128 == 0", "N >= 64"], "refuted"),
             (Condition("le", M, N), ["M % 128 == 0", "N >= 64", "M <= N"], "proved")]
    for cond, assume, status in cases:
        (alone,) = discharge([cond], assume)
        (noisy,) = discharge([cond], assume + noise)
        assert alone.status == noisy.status == status
        if status == "refuted":
            env = noisy.counterexample["params"]
            assert not cond.as_sympy().subs({s: env[s.name] for s in cond.as_sympy().free_symbols})


def test_discharge_cache_gives_records_of_their_own():
    cond = Condition("divides", 4, M, "first words")
    (a,) = discharge([cond], ["M % 8 == 0", "N % 3 == 0"])
    a.detail["mine"] = True
    a.assumptions.append("changed by the caller")
    (b,) = discharge([Condition("divides", 4, M, "other words")], ["M % 8 == 0", "N % 3 == 0"])
    assert b.proved and "mine" not in b.detail and "changed by the caller" not in b.assumptions
    assert b.statement == "4 | M (other words)"
    (c,) = discharge([cond], ["M % 8 == 0", "N % 3 == 0", "M <= 4"])       # other facts: asked anew
    assert c.proved and c.assumptions[-1] == "M <= 4"


def test_refutation_joins_a_model_of_each_unconnected_component():
    # the counterexample of the pruned query (M alone) extended by a model of {K, Z} and of {N}:
    # every fact holds at the joined values, as a counterexample of the unpruned query must
    from solver.formula import holds
    from solver.proof import Proof, decide

    texts = ["M % 4 == 0", "K % 3 == 1", "Z == K + 2", "N * N == 49", "N > 0"]

    def query() -> Query:
        return Query(["M"], [], Rel("!=", Var("M") % Const(8), Const(0)))

    def recheck(model: dict) -> tuple:
        return model["M"] % 8 != 0, {"params": dict(model)}
    p = decide("8 | M", query, recheck, assume=texts, free_names=True)
    assert isinstance(p, Proof) and p.status == "refuted", p
    env = p.counterexample["params"]
    assert all(holds(parse_assumption(t), env) for t in texts), env
    assert env["N"] == 7 and env["M"] % 8 == 4


def test_a_component_whose_model_divides_by_zero_is_solved_with_nonzero_divisors():
    # Z3 reads K // (J - 3) at J = 3 as some value; evaluation cannot: the component's model
    # is asked with the divisor non-zero, so that the joined model is one evaluation accepts
    from solver.formula import holds
    cond = Condition("divides", 8, M, "test")
    facts = ["M % 4 == 0", "K // (J - 3) >= 2", "K <= 10", "J >= 0", "J <= 3"]
    (p,) = discharge([cond], facts)
    assert p.status == "refuted"
    assert p.counterexample["params"]["M"] % 8 == 4
    from solver.proof import _COMPONENTS
    model = next(v for k, v in _COMPONENTS.items() if "K // (J - 3) >= 2" in k)
    assert model is not None and model["J"] != 3 and model["K"] // (model["J"] - 3) >= 2
    assert all(holds(parse_assumption(t), model) for t in facts[1:])


def test_the_components_of_one_list_of_facts_are_found_once():
    """``relevant_facts`` keeps each list of facts' components (the facts of a module are the same
    in every question): asked again, with names that are sets or frozensets, the split is the same."""
    from solver.proof import _GROUPS
    texts = ["a >= 2", "b > 3", "b < a", "c % 4 == 0", "d == c + 1", "e > 0"]
    facts = [parse_assumption(t) for t in texts]
    from solver.assume import names_in
    frozen = [frozenset(names_in(f)) for f in facts]
    for names, expected in ((["a"], [0, 1, 2]), (["c"], [3, 4]), (["e", "d"], [3, 4, 5]), (["q"], [])):
        q = Query(names, [], conj_of(names))
        first = relevant_facts(q, facts, frozen)
        again = relevant_facts(q, facts, frozen)
        plain = relevant_facts(q, facts, [set(n) for n in frozen])      # no key: computed anew
        assert first == again == plain
        assert first[0] == [facts[k] for k in expected]
    assert tuple(frozen) in _GROUPS


def conj_of(names):
    from solver.formula import conj
    return conj(*(Rel(">=", Var(n), Const(0)) for n in names))
