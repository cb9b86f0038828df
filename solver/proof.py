"""Proof records and the decision driver shared by every prover.

A prover phrases its property as a :class:`~solver.formula.Query` whose
solutions are counterexamples.  :func:`decide` asks the backends in turn
(ISL, Z3, brute-force enumeration for small static cases); *unsat* is a
proof, a model is re-checked by evaluating the layouts with ``cute_sym`` (and
the assumptions, with Python's integer semantics) before the verdict is
*refuted* (a model that fails the re-check makes the verdict *unknown*), and
anything else is *unknown* with its reason.
"""
from __future__ import annotations

import json
import time
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from cute_sym.errors import CuteError, PreconditionError

from . import isl as isl_backend
from . import smt as smt_backend
from .assume import names_in, parse_assumption
from .expr import Bin, Const, Unsupported, Var
from .formula import Formula, Query, Rel, conj, exprs, holds, le, lt, split_comparisons
from .isl import Outcome

__all__ = ["Proof", "decide", "BACKENDS", "Recheck", "facts_satisfiable", "facts_are_satisfiable", "relevant_facts"]

_SATISFIABLE: ContextVar[bool] = ContextVar("cute_sym_facts_satisfiable", default=False)


@contextmanager
def facts_satisfiable() -> Iterator[None]:
    """Inside, a proof skips its vacuity check (whether any value satisfies its assumptions):
    for a caller that asks many questions under one set of facts and has that set checked once
    (``cute-sym check``: :mod:`solver.check.assumptions`).  Verdicts are unchanged; a proof
    under unsatisfiable assumptions is then reported ``proved`` without ``vacuous``."""
    token = _SATISFIABLE.set(True)
    try:
        yield
    finally:
        _SATISFIABLE.reset(token)

def facts_are_satisfiable() -> bool:
    """Whether the caller vouched for its facts (inside :func:`facts_satisfiable`)."""
    return _SATISFIABLE.get()


BACKENDS = ("auto", "isl", "z3", "enumeration")
Recheck = Callable[[dict], "tuple[bool, dict | str]"]


@dataclass
class Proof:
    """The verdict on one statement.

    ``status``: ``proved`` (for every coordinate and every parameter value
    allowed by ``assumptions``), ``refuted`` (``counterexample`` holds, re-checked
    with cute_sym) or ``unknown`` (``reason``: timeout, nonlinear, unsupported...).
    """

    statement: str
    status: str
    backend: str
    seconds: float
    assumptions: list = field(default_factory=list)
    counterexample: "dict | None" = None
    reason: "str | None" = None
    detail: dict = field(default_factory=dict)

    @property
    def proved(self) -> bool:
        return self.status == "proved"

    def to_dict(self) -> dict:
        """A JSON-able dictionary of the record."""
        return _jsonable({"statement": self.statement, "status": self.status, "backend": self.backend,
                          "seconds": round(self.seconds, 6), "assumptions": self.assumptions,
                          "counterexample": self.counterexample, "reason": self.reason, "detail": self.detail})

    def __str__(self) -> str:
        text = f"{self.status}: {self.statement} [{self.backend}, {self.seconds:.3f} s]"
        if self.assumptions:
            text += f"\n  assuming: {'; '.join(self.assumptions)}"
        if self.counterexample:
            parts = [f"{k} {json.dumps(_jsonable(v), ensure_ascii=False)}"
                     for k, v in self.counterexample.items() if not (k == "params" and not v)]
            text += "\n  counterexample: " + "; ".join(parts)
        if self.reason:
            text += f"\n  reason: {self.reason}"
        return text


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if x is None or isinstance(x, (bool, int, float, str)):
        return x
    return str(x)


def _order(q: Query, backend: str, static_enum: bool) -> list[str]:
    if backend != "auto":
        return [backend]
    bit_ops = any(isinstance(e, Bin) and e.op in smt_backend.BIT_OPS
                  for f in [q.formula] + [g for _v, g in q.excluded] for e in exprs(f))
    # Z3 first for bit operators over bounded values (bit-vectors) or over non-affine terms
    # (ISL would unroll them and lower every bit operator in every case)
    order = ["z3", "isl"] if bit_ops and (not q.params or isl_backend.nonlinear(q.formula)) else ["isl", "z3"]
    return order + (["enumeration"] if static_enum else [])


def decide(statement: str, query: Callable[[], Query], recheck: Recheck, *, assume: Iterable = (),
           timeout: float = 10.0, backend: str = "auto",
           enumerate_: "Callable[[float], Outcome] | None" = None, detail: "dict | None" = None,
           free_names: bool = False, prune: bool = True) -> Proof:
    """Prove ``statement`` by showing ``query()`` has no solution under ``assume``.

    ``enumerate_(timeout)``, when given, decides the same property by brute force
    (static operands only) and returns an :class:`~solver.isl.Outcome` whose model
    is re-checked like any other.  With ``free_names`` an assumption may name symbols
    the operands lack (they become parameters too).  With ``prune`` the backends see only
    the assumptions connected to the query (:func:`relevant_facts`)."""
    if backend not in BACKENDS:
        raise PreconditionError(f"unknown backend {backend!r}; expected one of {', '.join(BACKENDS)}")
    if not 0 < timeout < float("inf"):
        raise PreconditionError(f"the timeout must be a positive, finite number of seconds, got {timeout!r}")
    start = time.perf_counter()
    texts = [str(a) for a in assume]
    facts = [parse_assumption(a) for a in assume]
    named = [_names(t, f) for t, f in zip(texts, facts)]
    q = query()
    unknown_names = sorted(set().union(set(), *named) - set(q.params))
    if unknown_names and not free_names:
        known = ", ".join(q.params) or "none"
        raise CuteError(f"assumption names {', '.join(unknown_names)}, which no dynamic leaf of the operands "
                        f"is called (their symbols: {known})")
    kept, dropped = relevant_facts(q, facts, named) if prune else (facts, [])
    kept_ids = {id(f) for f in kept}
    if unknown_names:                 # only the kept facts' names: the backends see no other fact
        used = set().union(*(n for f, n in zip(facts, named) if id(f) in kept_ids)) if dropped else None
        q.params += [n for n in unknown_names if used is None or n in used]
    q.formula = conj(q.formula, *kept)
    try:                      # comparisons (i1 values) become cases; past the limit Z3 reads them as ite terms
        q.formula = split_comparisons(q.formula)
    except Unsupported:
        pass
    hyps = texts + [f"implicit: {n}" for n in q.notes]
    reasons: list[str] = []
    if backend == "enumeration" and enumerate_ is None:
        return Proof(statement, "unknown", "enumeration", time.perf_counter() - start, hyps,
                     reason="unsupported: enumeration needs static operands")
    order, typed = _order(q, backend, enumerate_ is not None), False
    context = q.context                       # the operands' own facts, before any type range
    while order:
        name = order.pop(0)
        left = max(0.001, timeout - (time.perf_counter() - start))
        if name == "isl":
            out = isl_backend.solve(q, left)
        elif name == "z3":
            out = smt_backend.solve(q, left)
        else:
            out = enumerate_(left)
        if out.status == "unsat":
            proof = Proof(statement, "proved", out.backend, time.perf_counter() - start, hyps,
                          detail={**(detail or {}), **_plain(out.detail)})
            vacuous = _vacuous(q, facts, timeout - (time.perf_counter() - start), context) \
                if facts and not _SATISFIABLE.get() else None
            if vacuous:
                proof.reason = vacuous
                proof.detail["vacuous"] = True
            return proof
        if out.status == "sat":
            wide = _outside_types(q, out.model)
            if wide and not typed:        # a value no leaf of that type holds: ask again within the types
                typed = True
                ranges = _type_ranges(q)
                q.formula, q.context = conj(q.formula, *ranges), conj(q.context, *ranges)
                hyps += [f"implicit: {n} is an i{w} value" for n, w in q.types.items()]
                reasons.append(f"{out.backend}: its counterexample sets {wide} outside the leaf's type")
                order = _order(q, backend, enumerate_ is not None)
                continue
            if dropped:
                # a counterexample is asked of every fact, as without pruning: the pruned model joined
                # with a model of each dropped component (names of their own) satisfies them all;
                # where that fails, the verdict is the unpruned query's (only a proof, sound with
                # fewer facts, comes from the pruned query alone)
                whole = _joined(q, out.model, dropped, dict(zip(map(id, facts), texts)),
                                timeout - (time.perf_counter() - start))
                if whole is not None:
                    try:
                        ok, info = recheck(whole)
                    except CuteError as e:
                        ok, info = False, e.reason
                    if ok and all(_satisfied(f, whole) for f in facts):
                        return Proof(statement, "refuted", out.backend, time.perf_counter() - start, hyps,
                                     counterexample=info, detail={**(detail or {}), **_plain(out.detail)})
                return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend,
                              enumerate_=enumerate_, detail=detail, free_names=free_names, prune=False)
            try:
                ok, info = recheck(out.model)
            except CuteError as e:
                ok, info = False, e.reason
            broken = [t for t, f in zip(texts, facts) if id(f) in kept_ids and not _satisfied(f, out.model)]
            if ok and broken:
                ok, info = False, f"the model breaks the assumption {broken[0]}"
            if ok:
                return Proof(statement, "refuted", out.backend, time.perf_counter() - start, hyps,
                             counterexample=info, detail={**(detail or {}), **_plain(out.detail)})
            reasons.append(f"{out.backend}: its counterexample failed the re-check by evaluation ({info})")
            continue
        reasons.append(f"{out.backend}: {out.reason}")
    return Proof(statement, "unknown", "none" if not reasons else reasons[-1].split(":")[0],
                 time.perf_counter() - start, hyps, reason="; ".join(reasons))


_NAMES: dict[str, frozenset] = {}


def _names(text: str, f: Formula) -> frozenset:
    """:func:`names_in` of a fact, once per text (a check states its module's facts in every query)."""
    known = _NAMES.get(text)
    if known is None:
        if len(_NAMES) > 100_000:
            _NAMES.clear()
        known = _NAMES[text] = frozenset(names_in(f))
    return known


def relevant_facts(q: Query, facts: list, named: "list | None" = None) -> tuple[list, list[list]]:
    """``facts`` split into those connected to the query (sharing a name with its formula or its
    excluded sets, or, transitively, with a connected fact; a fact naming nothing is kept) and the
    others, as their connected components.  A proof (*unsat*) with the kept facts is a proof with
    all of them; :func:`decide` asks for a counterexample with every fact (so a verdict other than
    *proved* is the one the unpruned query gives)."""
    if not facts:
        return [], []
    names = names_in(q.formula) | set().union(*(names_in(g) | set(vs) for vs, g in q.excluded))
    named = [names_in(f) for f in facts] if named is None else named
    roots, owner, unnamed = _components(named)
    hit = {roots[owner[n]] for n in names if n in owner} | unnamed
    kept, others = [], {}
    for k, f in enumerate(facts):
        r = roots[k]
        if r in hit:
            kept.append(f)
        else:
            others.setdefault(r, []).append(f)
    return kept, list(others.values())


_GROUPS: dict[tuple, tuple[list[int], dict[str, int], set[int]]] = {}


def _components(named: list) -> tuple[list[int], dict[str, int], set[int]]:
    """The connected components of facts naming ``named`` (a fact's names each): each fact's
    component (a fact's index), the first fact of each name, the components of facts naming
    nothing -- once per list of names (a check asks all its questions under one module's facts)."""
    key: "tuple | None" = tuple(named)
    try:
        known = _GROUPS.get(key)
    except TypeError:                      # a list of sets, not frozensets: no key
        key, known = None, None
    if known is not None:
        return known
    parent = list(range(len(named)))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k
    owner: dict[str, int] = {}
    for k, ns in enumerate(named):
        for n in ns:
            if n in owner:
                parent[root(k)] = root(owner[n])
            else:
                owner[n] = k
    roots = [root(k) for k in range(len(named))]
    known = (roots, owner, {roots[k] for k, ns in enumerate(named) if not ns})
    if key is not None:
        if len(_GROUPS) > 1_000:
            _GROUPS.clear()
        _GROUPS[key] = known
    return known


_COMPONENTS: dict[tuple, "dict | None"] = {}
"""A model of each component of facts (by the facts' texts) that :func:`decide` pruned, or
``None`` where none was found in time: a check asks hundreds of questions under one module's
facts, and each counterexample needs values for the facts it did not ask about."""


def _component_model(facts: list, texts: dict, timeout: float) -> "dict | None":
    """Values satisfying every formula of ``facts`` (a set of facts sharing no name with the
    rest of a query), checked by evaluation; ``None`` when no backend finds them in ``timeout``."""
    key = tuple(sorted(texts.get(id(f), str(f)) for f in facts))
    if key in _COMPONENTS:
        return _COMPONENTS[key]
    names = sorted(set().union(*(names_in(f) for f in facts)))
    divisors = {e.b for f in facts for e in exprs(f) if isinstance(e, Bin) and e.op in ("//", "%")
                and not isinstance(e.b, Const)}   # evaluation needs them non-zero (Z3 divides by 0)
    cq = Query(names, [], conj(*facts, *(Rel("!=", d, Const(0)) for d in sorted(divisors, key=str))))
    deadline, model = time.perf_counter() + max(0.001, timeout), None
    for name in _order(cq, "auto", False):
        left = deadline - time.perf_counter()
        if left <= 0:
            break
        out = (isl_backend.solve if name == "isl" else smt_backend.solve)(cq, left)
        if out.status == "sat" and all(_satisfied(f, out.model) for f in facts):
            model = {n: out.model[n] for n in names}
            break
        if out.status == "unsat":
            break
    if len(_COMPONENTS) > 20_000:
        _COMPONENTS.clear()
    _COMPONENTS[key] = model
    return model


def _joined(q: Query, model: dict, dropped: "list[list]", texts: dict, timeout: float) -> "dict | None":
    """``model`` (of the query with the connected facts) extended by a model of each dropped
    component: a model of the unpruned query, since the components share no name with it nor
    with one another.  ``None`` when a component has no model found in time, or when a value
    falls outside its leaf's type (the unpruned query decides those cases)."""
    whole = dict(model)
    deadline = time.perf_counter() + max(0.001, timeout)
    for comp in dropped:
        got = _component_model(comp, texts, deadline - time.perf_counter())
        if got is None:
            return None
        whole.update(got)
    if _outside_types(q, whole) or not all(_satisfied(f, whole) for comp in dropped for f in comp):
        return None
    return whole


def _outside_types(q: Query, model: dict) -> str:
    """The parameters of ``model`` that no leaf of their integer type can hold (``M = 2**32``
    for an ``i32`` leaf ``M``), as text; empty when every value fits."""
    wide = [f"{n} = {model[n]}" for n, w in q.types.items()
            if n in model and not -(1 << (w - 1)) <= model[n] < (1 << (w - 1))]
    return ", ".join(wide)


def _satisfied(f: "Formula", model: dict) -> bool:
    """Whether a model satisfies an assumption with Python's integer semantics."""
    try:
        return holds(f, model)
    except (KeyError, ZeroDivisionError):
        return False


def _type_ranges(q: Query) -> list:
    """``-2**(w-1) <= n < 2**(w-1)`` for each parameter ``n`` that is a leaf of width ``w``."""
    return [f for n, w in q.types.items() for f in (le(-(1 << (w - 1)), Var(n)), lt(Var(n), 1 << (w - 1)))]


def _vacuous(q: Query, facts: list, timeout: float, context: "Formula | None" = None) -> "str | None":
    """Why no parameter value satisfies the assumptions (with the operands' own facts)
    among the values the leaves' integer types hold (``M > 2**40`` for an ``i32`` leaf
    ``M``), or ``None`` when some value does (or it is not decided).  ``context``: the
    operands' facts without the type ranges a retry within the types added."""
    deadline = time.perf_counter() + max(0.001, timeout)
    context = q.context if context is None else context

    def empty(*extra: Formula) -> bool:
        ctx = Query(q.params, q.variables, conj(context, *facts, *extra), [], q.bounds, q.notes, context,
                    q.types)
        for solve in (isl_backend.solve, smt_backend.solve):
            out = solve(ctx, max(0.001, deadline - time.perf_counter()))
            if out.status != "unknown":
                return out.status == "unsat"
        return False
    ranges = _type_ranges(q)
    if not empty(*ranges):
        return None
    if ranges and not empty():
        types = ", ".join(f"{n}: i{w}" for n, w in q.types.items())
        return f"vacuous: no value of the leaves' integer types ({types}) satisfies the assumptions"
    return "vacuous: no parameter value satisfies the assumptions"


def _plain(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "bad_params"}
