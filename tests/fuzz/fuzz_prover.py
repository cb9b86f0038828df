"""The prover's commands against the reference: each verdict is checked on small
instantiations by enumeration (or on sampled coordinates past the enumeration limit),
each counterexample at its own values, each vacuity against the admitted values found.

A *proved* verdict that fails at an admitted instantiation, a *refuted* one whose
counterexample is not admitted or does not fail, an *unknown* without a reason, a
*vacuous* one with an admitted value, and any exception but a named ``CuteError`` are
failures."""
from __future__ import annotations

import random
from typing import Any, Callable

from fuzz_gen import (basis_layout, compact_strides, equivalent, extents, fresh_unknowns, large_layout, mutate, nest,
                      regroup_like, static_layout, swizzle, symbolize, to_cute, assumptions as gen_assumptions)
from fuzz_reference import (Basis, Comp, Lay, Swz, Sym, Undefined, admissibility_failures, apply, box, compatible,
                            domain, injective, inst, is_tuple, leaves, parsable, size, text)
from fuzz_tally import Case, Tally, guarded, instances, params_env, roles, types_hold, _integral
from fuzz_gen import admits

LIMIT = 1 << 12          # largest domain enumerated
BOX_LIMIT = 1 << 14      # largest codomain box enumerated
SAMPLES = 192
TIMEOUT = 5.0


# --- generation ------------------------------------------------------------------------------

FLAVORS = ["static", "static", "negative", "symbolic", "symbolic", "unknown", "swizzled", "composed", "basis",
           "large", "unit"]


def layout(rng: random.Random, flavor: str, limit: int = 48) -> Any:
    if flavor in ("static", "unit"):
        lay = static_layout(rng, limit, negative=False)
        if flavor == "unit":
            lay = equivalent(rng, lay)
        return lay
    if flavor == "negative":
        return static_layout(rng, limit, negative=True)
    if flavor == "symbolic":
        return symbolize(rng, static_layout(rng, limit, negative=rng.random() < 0.3))
    if flavor == "unknown":
        return fresh_unknowns(symbolize(rng, static_layout(rng, limit), unknown=0.6))
    if flavor == "swizzled":
        flat = extents(rng, rng.randint(1, 3), 64)
        shape = nest(rng, flat)
        return Comp(swizzle(rng), 0, Lay(shape, regroup_like(compact_strides(rng, flat), shape)))
    if flavor == "composed":
        return Comp(static_layout(rng, 24, negative=False), rng.choice([0, 0, 1, 3, -2]),
                    static_layout(rng, 16, negative=False))
    if flavor == "basis":
        return basis_layout(rng)
    return large_layout(rng)


def compact(rng: random.Random, flavor: str) -> Any:
    """A layout that is often a bijection onto its box (compact strides)."""
    flat = extents(rng, rng.randint(1, 4), 64)
    shape = nest(rng, flat)
    lay = Lay(shape, regroup_like(compact_strides(rng, flat), shape))
    if flavor == "symbolic":
        return symbolize(rng, lay, p_stride=0.5)
    if flavor == "unknown":
        return fresh_unknowns(symbolize(rng, lay, unknown=0.7))
    if flavor == "swizzled":
        return Comp(swizzle(rng), 0, lay)
    if flavor == "basis":
        return Lay(lay.shape, regroup_like([Basis(1, (k % 2,)) if k < 2 else 0 for k in range(len(flat))], lay.shape))
    if flavor == "large":
        return large_layout(rng)
    if flavor == "negative":
        return Lay(shape, regroup_like([d * rng.choice([1, -1]) for d in leaves(lay.stride)], shape))
    return lay


def partner(rng: random.Random, a: Any) -> Any:
    """A second operand for ``prove_equal``: an equivalent rewrite, or a mutation of one."""
    if isinstance(a, Comp):
        outer = equivalent(rng, a.outer) if rng.random() < 0.7 else mutate(rng, a.outer)
        inner = a.inner if rng.random() < 0.8 else (swizzle(rng) if isinstance(a.inner, Swz) else a.inner)
        return Comp(inner, a.offset, outer)
    b = equivalent(rng, a)
    return b if rng.random() < 0.55 else mutate(rng, b)


def sub_layout(rng: random.Random, a: Lay) -> Lay:
    """A layout whose values lie in ``image(a)`` (some modes, each a prefix of its extent,
    same strides), possibly mutated."""
    S, D = leaves(a.shape), leaves(a.stride)
    keep = [k for k in range(len(S)) if rng.random() < 0.7] or [0]
    shape = tuple(rng.randint(1, S[k]) if isinstance(S[k], int) else S[k] for k in keep)
    t = Lay(shape, tuple(D[k] for k in keep))
    return mutate(rng, t) if rng.random() < 0.3 else t


def base_mode(rng: random.Random, a: Lay) -> Lay:
    """A tiler for ``admissible``: ``s:d``, two modes, or a basis stride into a mode of A."""
    r = rng.random()
    if r < 0.45:
        return Lay(rng.choice([1, 2, 3, 4, 6, 8]), rng.choice([0, 1, 2, 3, 4, 6, 8, -1]))
    if r < 0.8:
        return Lay((rng.choice([2, 3, 4]), rng.choice([2, 4])), (rng.choice([1, 2, 3]), rng.choice([2, 4, 8, 12])))
    rank = len(a.shape) if is_tuple(a.shape) else 1
    return Lay(rng.choice([2, 3, 4]), Basis(rng.choice([1, 2, 3]), (rng.randrange(rank),)))


def make_case(rng: random.Random, command: str) -> Case:
    flavor = rng.choice(FLAVORS)
    if command == "equal" and rng.random() < 0.12:             # a symbolic extent against symbolic strides
        a = Lay(Sym("M"), rng.choice([1, 2, 4]))
        b = symbolize(rng, static_layout(rng, 96), p_shape=0.2, p_stride=0.5)
        ops = (a, b)
    elif command == "equal":
        a = layout(rng, flavor)
        b = partner(rng, a) if rng.random() < 0.85 else layout(rng, flavor)
        ops = (a, fresh_unknowns(b, 100))
    elif command in ("injective", "surjective", "bijective"):
        a = compact(rng, flavor) if rng.random() < 0.6 else layout(rng, flavor)
        ops = (a,)
    elif command == "contains":
        a = layout(rng, rng.choice(["static", "negative", "symbolic", "unknown", "basis", "unit"]))
        ops = (a, fresh_unknowns(sub_layout(rng, a) if rng.random() < 0.8 else layout(rng, "static"), 100))
    elif command == "admissible":
        a = layout(rng, rng.choice(["static", "static", "negative", "symbolic", "unknown", "unit"]))
        b = base_mode(rng, a)
        if rng.random() < 0.3:
            b = symbolize(rng, b, p_shape=0.3, p_stride=0.4, names=["N"])
        ops = (a, fresh_unknowns(b, 100))
    else:
        raise ValueError(command)
    syms, positive = roles(ops)
    assume = gen_assumptions(rng, [s.name for s in syms if not s.unknown], positive) if syms else []
    return Case(command, ops, assume, as_text=all(parsable(x) for x in ops) and rng.random() < 0.5)


# --- running --------------------------------------------------------------------------------

PREFIXES = {"equal": ("a", "b"), "injective": ("",), "surjective": ("",), "bijective": ("",),
            "contains": ("a", "t"), "admissible": ("a", "b"), "composition": ("a", "b", "r")}


def operands(case: Case) -> list:
    _syms, positive = roles(case.operands)
    if case.as_text:
        return [text(x) for x in case.operands]
    return [to_cute(x, positive) for x in case.operands]


def prove(case: Case) -> Any:
    from solver.admissible import prove_admissible
    from solver import prove as P
    fn = {"equal": P.prove_equal, "injective": P.prove_injective, "surjective": P.prove_surjective,
          "bijective": P.prove_bijective, "contains": P.prove_contains, "admissible": prove_admissible,
          "composition": P.prove_composition}[case.command]
    return fn(*operands(case), assume=case.assume, timeout=TIMEOUT)


def run_case(tally: Tally, rng: random.Random, case: Case) -> None:
    tally.cases += 1
    proof = guarded(tally, case, lambda: prove(case))
    if proof is not None:
        judge(tally, rng, case, proof)


def judge(tally: Tally, rng: random.Random, case: Case, proof: Any) -> None:
    cmd = case.command
    vacuous = proof.proved and proof.detail.get("vacuous")
    tally.verdict(cmd, "vacuous" if vacuous else proof.status)
    if proof.status == "unknown":
        tally.check("unknown carries its reason", bool(proof.reason), case, proof)
        return
    truth = TRUTH[cmd]
    if proof.status == "refuted":
        cx = proof.counterexample or {}
        if cx.get("reason") and "params" not in cx:               # a structural refutation (no values)
            tally.check(f"{cmd}: refuted holds", _not(truth(case, {})), case, cx)
            return
        env = params_env(cx.get("params", {}), *zip(case.operands, PREFIXES[cmd]))
        ok = admits(case.assume, env) and types_hold(case.operands, env) and _integral(case.operands, env)
        if tally.check("refuted: the counterexample's values are admitted", ok, case, {"cx": cx, "env": env}):
            confirmed = CONFIRM.get(cmd, lambda c, e, x: None)(case, env, cx)
            if confirmed is None:
                confirmed = _not(truth(case, env))
            tally.check(f"{cmd}: refuted fails at its counterexample", confirmed, case, {"cx": cx, "env": env})
        return
    envs = instances(rng, case)
    if vacuous:
        tally.check("vacuous only when no value is admitted", not envs, case, {"admitted": envs[:1]})
        return
    for env in envs:
        tally.check(f"{cmd}: proved holds at instances", truth(case, env), case, {"env": env, "proof": str(proof)})


def _not(x: "bool | None") -> "bool | None":
    return None if x is None else not x


def _inst(case: Case, env: dict) -> list:
    return [inst(x, env) for x in case.operands]


def _points(rng_seed: int, n: int) -> list[int]:
    """Coordinates to check in a domain of ``n``: all of them, or the ends and a sample."""
    if n <= LIMIT:
        return list(range(n))
    rng = random.Random(rng_seed)
    return [0, 1, n - 2, n - 1, n // 2] + [rng.randrange(n) for _ in range(SAMPLES)]


def truth_equal(case: Case, env: dict) -> "bool | None":
    a, b = _inst(case, env)
    n = domain(a)
    if n != domain(b):
        return False
    return all(apply(a, i) == apply(b, i) for i in _points(n, n))


def _small(x: Any) -> bool:
    return domain(x) <= LIMIT


def truth_injective(case: Case, env: dict) -> "bool | None":
    (a,) = _inst(case, env)
    return injective(a) is None if _small(a) else None


def _box_ok(a: Any) -> bool:
    return size(tuple(box(a))) <= BOX_LIMIT and _small(a)


def truth_surjective(case: Case, env: dict) -> "bool | None":
    from fuzz_reference import surjective
    (a,) = _inst(case, env)
    return surjective(a) if _box_ok(a) else None


def truth_bijective(case: Case, env: dict) -> "bool | None":
    from fuzz_reference import bijective
    (a,) = _inst(case, env)
    if size(tuple(box(a))) != domain(a):
        return False
    return bijective(a) if _box_ok(a) else None


def truth_contains(case: Case, env: dict) -> "bool | None":
    a, t = _inst(case, env)
    if not _small(a):
        return None
    img = {apply(a, i) for i in range(domain(a))}
    return all(apply(t, i) in img for i in _points(domain(t), domain(t)))


def truth_admissible(case: Case, env: dict) -> "bool | None":
    a, b = _inst(case, env)
    try:
        return not admissibility_failures(a, b)
    except Undefined:
        return None


def truth_composition(case: Case, env: dict) -> "bool | None":
    a, b, r = _inst(case, env)
    if not compatible(b.shape, r.shape):
        return False
    return all(apply(r, i) == apply(a, apply(b, i)) for i in _points(domain(b), domain(b)))


TRUTH: dict[str, Callable] = {"equal": truth_equal, "injective": truth_injective, "surjective": truth_surjective,
                              "bijective": truth_bijective, "contains": truth_contains,
                              "admissible": truth_admissible, "composition": truth_composition}


# --- a counterexample's own coordinate ---

def _coord(x: Any) -> Any:
    return tuple(x) if isinstance(x, list) else x


def confirm_equal(case: Case, env: dict, cx: dict) -> "bool | None":
    a, b = _inst(case, env)
    if "size_A" in cx:
        return domain(a) != domain(b) and cx["size_A"] == domain(a) and cx["size_B"] == domain(b)
    if "coordinate" in cx:
        i = cx["coordinate"]
        return 0 <= i < domain(a) and (domain(a) != domain(b) or apply(a, i) != apply(b, i))
    return None


def confirm_injective(case: Case, env: dict, cx: dict) -> "bool | None":
    (a,) = _inst(case, env)
    if "coordinates" in cx:
        i, j = cx["coordinates"]
        return i != j and 0 <= min(i, j) and max(i, j) < domain(a) and apply(a, i) == apply(a, j)
    return None


def confirm_onto(case: Case, env: dict, cx: dict) -> "bool | None":
    (a,) = _inst(case, env)
    extents = box(a)
    flat = lambda v: list(leaves(v)) if is_tuple(v) else [v]  # noqa: E731
    if "missing" in cx:
        y = flat(_coord(cx["missing"]))
        if len(y) != len(extents) or not all(0 <= c < e for c, e in zip(y, extents)):
            return False
        return None if not _small(a) else all(flat(apply(a, i)) != y for i in range(domain(a)))
    if "box_size" in cx:
        return cx["box_size"] == size(tuple(extents)) and cx["size"] == domain(a) != size(tuple(extents))
    if "outside" in cx:
        v = flat(apply(a, cx["coordinate"]))
        return 0 <= cx["coordinate"] < domain(a) and not all(0 <= c < e for c, e in zip(v, extents))
    if "coordinates" in cx:
        return confirm_injective(case, env, cx)
    return None


def confirm_contains(case: Case, env: dict, cx: dict) -> "bool | None":
    a, t = _inst(case, env)
    if "coordinate" in cx and _small(a):
        i = cx["coordinate"]
        return 0 <= i < domain(t) and apply(t, i) not in {apply(a, k) for k in range(domain(a))}
    return None


CONFIRM = {"equal": confirm_equal, "injective": confirm_injective, "surjective": confirm_onto,
           "bijective": confirm_onto, "contains": confirm_contains}
