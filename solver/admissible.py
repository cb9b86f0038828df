"""Admissibility of a composition ``A ∘ B`` (paper §5.3.2, eq. 8-12).

For each base mode ``s:d`` of ``B`` (a leaf; a scaled-basis stride ``a·e_m``
selects the sub-layout ``A_m`` and stride ``a``) and each boundary ``r`` between
the flattened modes of the target ``S:D``:

* the boundary survives coalescing (a unit mode is dropped -- but not the last
  one, which is unbounded on the extended domain, eq. 1 -- and modes ``k``, ``r``
  merge when ``D_r == S_k·D_k``),
* it is reached -- ``S̄_r <= (s-1)·d`` (truncation: modes past it never
  contribute, eq. 8's remark) --

then the **stride divisibility** condition (9) ``S̄_r | d or d | S̄_r`` and
the **shape divisibility** condition (10) ``ceil(S̄_r / d) | s`` must hold; the
paper's base case also needs ``d >= 0``.  A ``B`` with several modes is reduced
by distributivity (eq. 11), which needs ``A(B(c)) == Σ_k A(B(c_k e_k))`` for
every ``c`` (eq. 12): that identity is checked exactly, not its sufficient
"disjoint images" form.

With symbolic leaves the conditions become formulas over the parameters;
:func:`prove_admissible` proves them for every parameter value allowed by the
assumptions, or returns a failing assignment and the weakest condition found.
"""
from __future__ import annotations

import itertools
from typing import Any, Iterable

from cute_sym import Dyn, E, Layout
from cute_sym.algebra.composition import layout_of_values
from cute_sym.errors import PreconditionError
from cute_sym.tuples import leaves, product, transform_leaves

from .encode import Encoder, flat_values
from .expr import Const, Expr, fold
from .formula import FALSE, TRUE, Formula, Query, conj, disj, eq, le, lt, ne, negate, simplify
from .isl import Outcome
from .proof import Proof, decide
from .prove_base import ENUMERATION_LIMIT, model_params, operand
from .symbols import instantiate, map_leaves, show

__all__ = ["prove_admissible", "violations", "base_modes"]

WITNESS_LIMIT = 4096
"""Largest base-mode size whose values a refutation's witness evaluates."""


def base_modes(A: Layout, B: Layout) -> list[tuple[int, Any, Any, Layout]]:
    """``(k, s, d, target)`` for each leaf ``s:d`` of ``B``: a basis stride ``a·e_m``
    targets ``A_m`` with stride ``a``, an integer stride targets ``A``."""
    out = []
    for k, (s, d) in enumerate(zip(leaves(B.shape), leaves(B.stride))):
        if isinstance(d, E):
            out.append((k, s, d.value, A.get(list(d.modes))))
        else:
            out.append((k, s, d, A))
    return out


# --- plain integer check (static operands): the re-check and the enumeration backend ---

def _boundaries(target: Layout) -> list[tuple[int, int, bool]]:
    """``(r, S̄_r, survives coalescing)`` for each boundary of the flattened target."""
    S, D = list(leaves(target.shape)), list(leaves(target.stride))
    out, prefix = [], 1
    for r in range(1, len(S)):
        prefix *= S[r - 1]
        prev = [k for k in range(r) if S[k] != 1]
        kept = S[r] != 1 or r == len(S) - 1          # the last mode is unbounded (eq. 1): never dropped
        active = kept and bool(prev) and D[r] != D[prev[-1]] * S[prev[-1]]
        out.append((r, prefix, active))
    return out


def violations(A: Layout, B: Layout) -> list[dict]:
    """The paper's conditions that fail for static ``A`` and ``B`` (empty: admissible),
    distributivity checked by enumerating ``B``'s natural coordinates."""
    out = []
    for k, s, d, target in base_modes(A, B):
        if s == 1 or d == 0:
            continue
        if d < 0:
            out.append({"condition": "base case needs d >= 0", "mode": k, "d": d})
            continue
        for r, pre, active in _boundaries(target):
            if not active or pre > (s - 1) * d:
                continue
            if pre % d and d % pre:
                out.append({"condition": "stride divisibility (9)", "mode": k, "r": r, "S̄_r": pre, "d": d,
                            "text": f"neither {pre} | {d} nor {d} | {pre}"})
            elif s % -(-pre // d):
                out.append({"condition": "shape divisibility (10)", "mode": k, "r": r, "S̄_r": pre, "d": d,
                            "s": s, "text": f"ceil({pre}/{d}) = {-(-pre // d)} does not divide {s}"})
    if not out:
        bad = _distributivity_counterexample(A, B)
        if bad is not None:
            out.append(bad)
    return out


def _split_values(A: Layout, B: Layout, flat: tuple) -> tuple:
    """``A(B(c))`` and ``Σ_k A(B(c_k e_k))`` at the flattened natural coordinate ``flat``."""
    whole = A(B(_unflat(flat, B.shape)))
    parts = []
    for k in range(len(flat)):
        single = tuple(c if n == k else 0 for n, c in enumerate(flat))
        parts.append(A(B(_unflat(single, B.shape))))
    total = parts[0]
    for p in parts[1:]:
        total = transform_leaves(lambda x, y: x + y, total, p)
    return whole, total


def _unflat(flat: tuple, shape: Any) -> Any:
    it = iter(flat)
    return transform_leaves(lambda _s: next(it), shape) if isinstance(shape, tuple) else flat[0]


def _distributivity_counterexample(A: Layout, B: Layout) -> "dict | None":
    S = list(leaves(B.shape))
    if sum(1 for s, d in zip(S, leaves(B.stride)) if s != 1 and d != 0) < 2:
        return None
    if product(B.shape) > ENUMERATION_LIMIT:
        return None
    for flat in itertools.product(*(range(s) for s in S)):
        crd = _unflat(flat, B.shape)
        whole, total = _split_values(A, B, flat)
        if whole != total:
            return {"condition": "distributivity (eq. 11-12)", "natural_coordinate": crd,
                    "A(B(c))": whole, "sum over modes": total}
    return None


def _naive(target: Layout, s: int, d: int) -> "Layout | None":
    """Eq. 8's result computed as if (9)-(10) held (ceilings for the quotients): the
    layout a careless composition would produce."""
    S, D = list(leaves(target.shape)), list(leaves(target.stride))
    keep = [0] + [r for r, pre, _a in _boundaries(target) if pre <= (s - 1) * d]
    shape, stride, pre = [], [], 1
    for n, r in enumerate(keep):
        pre = product(tuple(S[:r]))
        delta, rho = -(-d // pre), -(-pre // d)
        last = n == len(keep) - 1
        shape.append(-(-s // rho) if last else max(1, -(-S[r] // delta)))
        stride.append(D[r] * delta)
    return Layout(tuple(shape), tuple(stride)) if len(shape) > 1 else Layout(shape[0], stride[0])


def _witness(A: Layout, B: Layout, v: dict) -> dict:
    """For a failing base mode: the values of ``A ∘ (s:d)``, the careless eq.-8 result and
    a coordinate where they differ, and whether any layout of size ``s`` has those values
    (``cute_sym.algebra``'s ``layout_of_values``)."""
    k, s, d, target = base_modes(A, B)[v["mode"]]
    values = [target(i * d) for i in range(min(s, WITNESS_LIMIT))]
    out: dict = {"base_mode": f"{s}:{d}", "values": values if s <= 64 else values[:64] + ["..."]}
    naive = _naive(target, s, d)
    for i in range(min(len(values), product(naive.shape))):
        if naive(i) != values[i]:
            out.update({"careless_result": str(naive), "coordinate": i, "A(B(i))": values[i],
                        "careless(i)": naive(i)})
            break
    if s <= WITNESS_LIMIT:
        out["representable_as_layout"] = layout_of_values(values) is not None
        if out["representable_as_layout"]:
            out["note"] = ("(9)-(10) are sufficient, not necessary: a layout of size s still has these "
                           "values, so A o (s:d) exists though the paper's derivation does not apply")
    return out


# --- the formula (symbolic operands) ---

def _ceil_div(a: Expr, b: Expr) -> Expr:
    return fold((a + b - 1) // b)


def _mode_conditions(enc: Encoder, k: int, s: Any, d: Any, target: Layout) -> list[tuple[str, Formula]]:
    """``(label, bad)`` pairs: ``bad`` holds exactly when the condition fails."""
    S = [enc.leaf(x, positive=True) for x in leaves(target.shape)]
    D = [enc.leaf(x.value if isinstance(x, E) else x) for x in leaves(target.stride)]
    paths = [x.modes if isinstance(x, E) else () for x in leaves(target.stride)]
    se, de = enc.leaf(s, positive=True), enc.leaf(d)
    nontrivial = conj(le(2, se), ne(de, 0))
    out = [(f"mode {k}: base case needs d >= 0", conj(nontrivial, lt(de, 0)))]
    reach = fold((se - 1) * de)
    pre: Expr = Const(1)
    for r in range(1, len(S)):
        pre = fold(pre * S[r - 1])
        merged = []
        for j in range(r):
            unit_between = [eq(S[m], 1) for m in range(j + 1, r)]
            differs = ne(D[r], fold(S[j] * D[j])) if paths[r] == paths[j] else eq(0, 0)
            merged.append(conj(ne(S[j], 1), *unit_between, differs))
        kept = TRUE if r == len(S) - 1 else ne(S[r], 1)   # the last mode is unbounded (eq. 1)
        active = conj(kept, disj(*merged))
        gate = conj(nontrivial, le(0, de), active, le(pre, reach))
        cond9 = disj(eq(fold(de % pre), 0), eq(fold(pre % de), 0))
        cond10 = eq(fold(se % _ceil_div(pre, de)), 0)
        out.append((f"mode {k}, boundary {r}: stride divisibility (9) {pre} | {de} or {de} | {pre}",
                    conj(gate, negate(cond9))))
        out.append((f"mode {k}, boundary {r}: shape divisibility (10) ceil({pre}/{de}) | {se}",
                    conj(gate, cond9, negate(cond10))))
    return [(label, simplify(f)) for label, f in out]


def _distributivity(enc: Encoder, A: Layout, B: Layout) -> "Formula | None":
    S = list(leaves(B.shape))
    live = [k for k, (s, d) in enumerate(zip(S, leaves(B.stride))) if s != 1 and d != 0]
    if len(live) < 2:
        return None
    names = _unflat(tuple(f"_n{k}" for k in range(len(S))), B.shape)
    coord = enc.natural_point(names, B.shape)
    flat = list(leaves(coord)) if isinstance(coord, tuple) else [coord]
    whole = flat_values(enc.apply(A, enc.apply(B, coord)))
    total = [Const(0)] * len(whole)
    for k in range(len(flat)):
        single = _unflat(tuple(c if n == k else Const(0) for n, c in enumerate(flat)), B.shape)
        part = flat_values(enc.apply(A, enc.apply(B, single)))
        total = [fold(t + p) for t, p in zip(total, part)]
    return disj(*(ne(w, t) for w, t in zip(whole, total)))


def _declare(enc: Encoder, *values: Any) -> None:
    """Every dynamic leaf of ``values`` as a parameter of ``enc`` (its type and sign known): an
    assumption may name a leaf that no condition reads (one outside the sub-layout that a
    basis stride selects)."""
    def declare(x: Any, role: str) -> Any:
        if isinstance(x, Dyn):
            enc.leaf(x, positive=role == "shape")
        return x
    for v in values:
        map_leaves(v, declare)


def prove_admissible(A: Any, B: Any, assume: Iterable = (), timeout: float = 10.0,
                     backend: str = "auto") -> Proof:
    """The composition ``A ∘ B`` satisfies the paper's conditions (9)-(10) (and
    distributivity, eq. 11-12) for every parameter value allowed by ``assume``.
    The conditions are sufficient for eq. 8's derivation, not necessary: the
    witness of a refutation says whether some layout represents ``A ∘ (s:d)``
    anyway (as ``cute_sym.composition``'s definitional fallback would find).

    Refuted: the counterexample names the failing condition, the parameters and,
    for static operands, a witness -- the values of ``A ∘ (s:d)``, the careless
    eq.-8 result and a coordinate where it is wrong.  With parameters,
    ``detail['weakest_condition']`` is the exact set of parameter values for
    which the conditions hold (ISL) or the condition formula (otherwise)."""
    A, B = operand(A, "a"), operand(B, "b")
    if not isinstance(A, Layout) or not isinstance(B, Layout):
        raise PreconditionError("admissibility is defined for two layouts (paper §5.3.2)")
    statement = f"{show(A)} ∘ {show(B)} satisfies the composition conditions (9)-(10) and distributivity (11)"
    labels: list[str] = []

    def query(goal: bool = True) -> Query:
        enc = Encoder()
        _declare(enc, A, B)
        bad = []
        labels.clear()
        for k, s, d, target in base_modes(A, B):
            for label, f in _mode_conditions(enc, k, s, d, target):
                if f != FALSE:
                    labels.append(label)
                    bad.append(f)
        dist = _distributivity(enc, A, B)
        if dist is not None:
            labels.append("distributivity (eq. 11-12): A(B(c)) == sum of A(B(c_k e_k))")
            bad.append(dist)
        return enc.query(disj(*bad) if bad else FALSE) if goal else enc.query()

    def recheck(model: dict) -> tuple:
        env = model_params(model, A, B)
        a, b = instantiate(A, env), instantiate(B, env)
        found = violations(a, b)
        if not found and any(k.startswith("_n") for k in model):
            flat = tuple(model[f"_n{k}"] for k in range(len(list(leaves(b.shape)))))
            whole, total = _split_values(a, b, flat)
            if whole != total:
                found = [{"condition": "distributivity (eq. 11-12)", "natural_coordinate": _unflat(flat, b.shape),
                          "A(B(c))": whole, "sum over modes": total}]
        if not found:
            return False, "every condition holds at these parameters"
        v = found[0]
        if "mode" in v and "r" in v:
            v = {**v, "witness": _witness(a, b, v)}
        return True, {"params": env, **v}

    enum = None
    if A.is_static() and B.is_static():
        def run(_timeout: float) -> Outcome:
            return Outcome("sat", "enumeration", {}) if violations(A, B) else Outcome("unsat", "enumeration")
        enum = run
    proof = decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)
    proof.detail["conditions"] = labels
    if proof.status == "refuted" and not (A.is_static() and B.is_static()):
        proof.detail["weakest_condition"] = _weakest(query, assume, max(0.001, timeout - proof.seconds))
    return proof


def _weakest_set(ctx: Any, bad_q: Query, all_q: Query) -> str:
    """ISL's text of the parameter values of ``all_q`` outside those of ``bad_q`` (in the ISL worker)."""
    from . import isl as isl_backend
    bad = isl_backend.query_set(bad_q, ctx).params()
    return str(isl_backend.query_set(all_q, ctx).params().subtract(bad).coalesce())


def _weakest(query, assume: Iterable, timeout: float) -> str:
    """The parameter values for which no condition fails, as ISL computes them, or
    the negated failure formula when the conditions are not Presburger."""
    import islpy as isl

    from . import isl as isl_backend
    from .assume import parse_assumption
    from .expr import Unsupported
    facts = [parse_assumption(a) for a in assume]
    bad_q, all_q = query(), query(goal=False)
    bad_q.formula = conj(bad_q.formula, *facts)
    all_q.formula = conj(all_q.formula, *facts)

    try:
        return isl_backend.bounded(_weakest_set, timeout, bad_q, all_q)
    except (Unsupported, isl_backend.IslTimeout, isl.Error):
        return "not " + str(simplify(bad_q.formula))

