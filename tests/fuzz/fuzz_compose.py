"""Composition against the reference (paper eq. 6): the algebra's ``A ∘ B`` evaluated at
every coordinate of B, ``prove_composition`` of it and of a mutation, and
``compose_symbolic`` under assumptions at small instantiations (an ``UnprovenCondition``
must name a condition that fails at its admitted counterexample)."""
from __future__ import annotations

import random
from typing import Any

import sympy

from fuzz_gen import admits, assumptions, mutate, static_layout, symbolize, to_cute
from fuzz_prover import base_mode, judge, layout
from fuzz_reference import Basis, Comp, Lay, Swz, Undefined, apply, compatible, domain, inst, parsable, text
from fuzz_tally import Case, Tally, guarded, instances, roles, types_hold, _integral

TIMEOUT = 5.0


def make_case(rng: random.Random, command: str) -> Case:
    if command == "composition":
        a = layout(rng, rng.choice(["static", "negative", "unit", "basis", "swizzled"]), 48)
        if isinstance(a, Comp):
            a = a.inner if isinstance(a.inner, Lay) else static_layout(rng, 32, False)
        b = base_mode(rng, a) if rng.random() < 0.5 else static_layout(rng, 16, negative=rng.random() < 0.2)
        return Case(command, (a, b))
    a = symbolize(rng, static_layout(rng, 48, negative=rng.random() < 0.2), p_shape=0.5, p_stride=0.35)
    b = base_mode(rng, a) if rng.random() < 0.4 else static_layout(rng, 16, negative=False)
    if rng.random() < 0.5:
        b = symbolize(rng, b, p_shape=0.3, p_stride=0.3, names=["N", "K"])
    syms, positive = roles((a, b))
    return Case(command, (a, b), assumptions(rng, [s.name for s in syms], positive) if syms else [])


def from_cute(v: Any, env: dict) -> Any:
    """A cute_sym value (the code under test's result) as reference data at ``env``: each
    symbolic leaf is evaluated by sympy (``None`` where one is not an integer or a bare ``?``)."""
    from cute_sym import ComposedLayout, Dyn, E, Layout, Swizzle

    def leaf(x: Any) -> Any:
        if isinstance(x, E):
            return Basis(leaf(x.value), tuple(x.modes))
        if isinstance(x, Dyn):
            if x.expr is None:
                raise Undefined("a bare ? in the result")
            e = sympy.sympify(x.expr)
            val = e.subs({s: env[s.name] for s in e.free_symbols})
            if not val.is_Integer:
                raise Undefined(f"{e} = {val} at {env}")
            return int(val)
        return x

    def walk(t: Any) -> Any:
        return tuple(walk(c) for c in t) if isinstance(t, tuple) else leaf(t)
    if isinstance(v, Layout):
        return Lay(walk(v.shape), walk(v.stride))
    if isinstance(v, Swizzle):
        return Swz(v.bits, v.base, v.shift)
    if isinstance(v, ComposedLayout):
        return Comp(from_cute(v.inner, env), walk(v.offset), from_cute(v.outer, env))
    raise TypeError(v)


def composes_at(case: Case, r: Any, env: dict) -> "bool | None":
    """Eq. 6 for the instantiated operands and result: ``B ≼ R``, ``R(c) == A(B(c))``."""
    try:
        a, b = (inst(x, env) for x in case.operands)
        r = from_cute(r, env)
    except Undefined:
        return None
    if not compatible(b.shape, (r.outer if isinstance(r, Comp) else r).shape):
        return False
    n = domain(b)
    if n > 1 << 12:
        return None
    return all(_embedded(apply(r, i)) == _embedded(apply(a, apply(b, i))) for i in range(n))


def _embedded(v: Any, path: tuple = ()) -> dict:
    """A value as its non-zero components by codomain path: the algebra composes scaled
    bases as CuTe does, rank-agnostic (``(i)`` is ``(i, 0)``, ``0`` any zero coordinate;
    DEVELOPERS.md), while evaluation compares tuples exactly."""
    if not isinstance(v, tuple):
        return {path: v} if v else {}
    out: dict = {}
    for k, x in enumerate(v):
        out.update(_embedded(x, path + (k,)))
    return out


def run_case(tally: Tally, rng: random.Random, case: Case) -> None:
    tally.cases += 1
    if case.command == "composition":
        _static(tally, rng, case)
    else:
        _symbolic(tally, rng, case)


def _static(tally: Tally, rng: random.Random, case: Case) -> None:
    from cute_sym import composition
    a, b = (to_cute(x, set()) for x in case.operands)
    algebra = Case("algebra composition", case.operands)
    r = guarded(tally, algebra, lambda: composition(a, b))
    if r is None:
        return
    tally.verdict("algebra composition", "layout")
    tally.check("composition: the algebra's A o B is A∘B (eq. 6)", composes_at(case, r, {}), algebra, str(r))
    try:
        r_ref = from_cute(r, {})
    except Undefined:
        return
    if not isinstance(r_ref, Lay):
        return
    for R in (r_ref, mutate(rng, r_ref)):
        proof_case = Case("composition", case.operands + (R,))
        proof = guarded(tally, proof_case, lambda: _prove(proof_case))
        if proof is not None:
            judge(tally, rng, proof_case, proof)


def _prove(case: Case) -> Any:
    from solver.prove import prove_composition
    ops = [text(x) if parsable(x) else to_cute(x, set()) for x in case.operands]
    return prove_composition(*ops, assume=case.assume, timeout=TIMEOUT)


def _symbolic(tally: Tally, rng: random.Random, case: Case) -> None:
    from solver.discharge import UnprovenCondition, compose_symbolic
    _syms, positive = roles(case.operands)
    a, b = (to_cute(x, positive) for x in case.operands)
    validate = rng.random() < 0.3
    try:
        out = compose_symbolic(a, b, assume=case.assume, timeout=TIMEOUT, validate=validate, fact_timeout=1.0)
    except UnprovenCondition as e:
        tally.verdict(case.command, f"unproven ({e.proof.status})")
        _unproven(tally, case, e)
        return
    except Exception:  # noqa: BLE001 - guarded() classifies it
        guarded(tally, case, lambda: compose_symbolic(a, b, assume=case.assume, timeout=TIMEOUT, validate=validate,
                                                      fact_timeout=1.0))
        return
    tally.verdict(case.command, "layout")
    for p in out.proofs:
        tally.check("compose_symbolic: every relied-on fact is proved", p.proved or (p.status == "unknown" and
                    validate and p is out.proofs[-1]), case, p)
    envs = instances(rng, case)
    for env in envs:
        tally.check("compose_symbolic: A o B is A∘B at instances (eq. 6)", composes_at(case, out.value, env), case,
                    {"env": env, "R": str(out.value)})


def _unproven(tally: Tally, case: Case, e: Any) -> None:
    proof = e.proof
    if proof.status != "refuted":
        tally.check("unknown carries its reason", bool(proof.reason) or proof.status == "proved", case, proof)
        return
    env = dict((proof.counterexample or {}).get("params", {}))
    ok = admits(case.assume, env, partial=True) and types_hold(case.operands, env)
    tally.check("refuted: the counterexample's values are admitted", ok, case, {"cx": proof.counterexample})
    if not ok or e.condition.why == "result check":
        return
    pred = e.condition.as_sympy()
    try:
        value = pred.subs({s: env[s.name] for s in pred.free_symbols})
    except (KeyError, ZeroDivisionError) as err:
        tally.check("compose_symbolic: a refuted condition fails at its counterexample", False, case,
                    {"condition": str(e.condition), "env": env, "error": repr(err)})
        return
    tally.check("compose_symbolic: a refuted condition fails at its counterexample", value == sympy.false, case,
                {"condition": str(e.condition), "env": env, "value": str(value)})
