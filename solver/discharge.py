"""Discharging the algebra's side conditions (``cute_sym.conditions``).

With symbolic leaves the algebra cannot decide facts such as ``4 | M``; inside
``cute_sym.conditions.collecting()`` it records them as
:class:`~cute_sym.conditions.Condition` and goes on.  :func:`discharge` proves
each recorded condition for every parameter value allowed by the assumptions.

:func:`under_assumptions` runs any algebra function with a :class:`SolverOracle`
installed (``collecting(oracle)``): each fact the algebra cannot decide by
itself is proved or refuted under the assumptions first (a short timeout per
fact, cached), so the algebra uses proved facts and takes the other branch of
refuted ones instead of guessing.  Only what stays undecided is recorded; it
is then discharged with the full timeout.  The result is the value together
with the proofs of every fact it relied on, or :class:`UnprovenCondition`
naming the condition (with a failing assignment when one exists).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable

import sympy

from cute_sym.conditions import Condition, collecting
from cute_sym.errors import CuteError, PreconditionError

from .assume import parse_assumption, parse_each
from .encode import Encoder
from .expr import Unsupported
from .formula import Formula, Rel, conj, disj, negate
from .proof import Proof, decide, facts_are_satisfiable

__all__ = ["discharge", "under_assumptions", "derive", "compose_symbolic", "Discharged", "UnprovenCondition",
           "SolverOracle"]


class UnprovenCondition(PreconditionError):
    """A side condition of the algebra that could not be proven under the assumptions."""

    def __init__(self, condition: Condition, proof: Proof):
        self.condition, self.proof = condition, proof
        what = "is false" if proof.status == "refuted" else "could not be proven"
        extra = (f" (counterexample: {proof.counterexample['params']})" if proof.counterexample
                 else f" ({proof.reason})" if proof.reason else "")
        super().__init__(f"side condition {condition} {what}{extra}")


@dataclass
class Discharged:
    """An algebra result and the proofs of every side condition it relied on;
    ``conditions``: those the oracle left undecided (recorded, then proved);
    ``unproven``: with ``strict=False``, the ``(condition, proof)`` pairs that could not
    be proven -- the result holds where they hold."""

    value: Any
    proofs: list
    conditions: list = field(default_factory=list)
    unproven: list = field(default_factory=list)
    facts: list = field(default_factory=list)       # the Condition each of ``proofs`` proves


def _value(x: Any, env: dict) -> "int | None":
    """The integer value of a condition's side under ``env``, ``None`` where it is undefined
    (a division or ``Mod`` by zero inside it)."""
    try:
        e = sympy.sympify(x)
        v = e.subs({s: env[s.name] for s in e.free_symbols})
    except (ZeroDivisionError, KeyError):
        return None
    return int(v) if v.is_Integer else None


def _holds(cond: Condition, env: dict) -> "bool | None":
    """``cond`` at ``env`` with integer semantics (``0 | x`` is ``x == 0``), hypotheses first;
    ``None`` where a side is undefined."""
    for g in cond.given:
        verdict = _holds(g, env)
        if verdict is not True:
            return True if verdict is False else None
    a, b = _value(cond.lhs, env), _value(cond.rhs, env)
    if a is None or b is None:
        return None
    if cond.kind == "divides":
        return b == 0 if a == 0 else b % a == 0
    return {"le": a <= b, "lt": a < b, "eq": a == b}[cond.kind]


def discharge(conditions: Iterable[Condition], assume: Iterable = (), timeout: float = 10.0,
              backend: str = "auto", types: "dict[str, int] | None" = None) -> list[Proof]:
    """One proof per condition, for every parameter value allowed by ``assume``; ``types``:
    the integer width of each symbol's leaf (``i32``: a counterexample needing a wider value
    is asked again within the types, and assumptions no such value satisfies are vacuous)."""
    conditions = list(conditions)
    assume = list(assume)
    symbols = sorted(set().union(*(c.as_sympy().free_symbols for c in conditions)), key=lambda s: s.name)
    proofs = []
    common = (tuple(symbols), tuple(map(str, assume)), timeout, backend, tuple(sorted((types or {}).items())),
              facts_are_satisfiable())
    for cond in conditions:
        key = (cond.key(), common)
        known = _PROOFS.get(key)
        if known is not None:                 # the same question under the same facts: the same verdict
            proofs.append(_copy(known, str(cond)))
            continue
        def query(cond: Condition = cond):
            enc = Encoder()
            for s in symbols:
                enc.param(s)
                if types and s.name in types:
                    enc.types[s.name] = types[s.name]
            return enc.query(conj(*(_formula(enc, g) for g in cond.given), negate(_formula(enc, cond))))

        def recheck(model: dict, cond: Condition = cond) -> tuple:
            env = {s.name: model[s.name] for s in cond.as_sympy().free_symbols}
            if any(model[s.name] < 1 for s in symbols if s.is_positive):
                return False, "the model breaks a positivity assumption"
            verdict = _holds(cond, env)
            if verdict is None:
                return False, f"the condition is undefined at {env} (a division by zero inside it)"
            return (not verdict), ({"params": env} if not verdict else "the condition holds")
        proof = decide(str(cond), query, recheck, assume=assume, timeout=timeout, backend=backend,
                       free_names=True)
        if len(_PROOFS) > 50_000:
            _PROOFS.clear()
        _PROOFS[key] = _copy(proof, proof.statement)
        proofs.append(proof)
    return proofs


_PROOFS: dict[tuple, Proof] = {}
""":func:`discharge`'s proofs by question: the condition (without its words), the symbols that
are the query's parameters, the assumption texts, the time limit, the backend, the leaf widths and
whether the facts are vouched satisfiable -- everything the verdict depends on.  A ``cute-sym
check`` asks one question of many ops (each ``?{div=N}``, each ``min`` decided)."""


def _copy(p: Proof, statement: str) -> Proof:
    """A proof record of its own (callers set ``statement`` and extend ``detail``)."""
    return replace(p, statement=statement, assumptions=list(p.assumptions), detail=dict(p.detail),
                   counterexample=None if p.counterexample is None else dict(p.counterexample))


def _formula(enc: Encoder, cond: Condition) -> Formula:
    """The fact of ``cond`` (without its hypotheses) as a formula."""
    from .expr import Const
    lhs, rhs = enc.leaf(_as_leaf(cond.lhs)), enc.leaf(_as_leaf(cond.rhs))
    if cond.kind == "divides":               # 0 | x only for x == 0
        return disj(conj(Rel("!=", lhs, Const(0)), Rel("==", rhs % lhs, Const(0))),
                    conj(Rel("==", lhs, Const(0)), Rel("==", rhs, Const(0))))
    return Rel({"le": "<=", "lt": "<", "eq": "=="}[cond.kind], lhs, rhs)


def _as_leaf(x: Any) -> Any:
    from cute_sym import Dyn
    e = sympy.sympify(x)
    return int(e) if e.is_Integer else Dyn(64, e)


def _attempt(cond: Condition, assume: list, timeout: float, backend: str = "auto",
             types: "dict[str, int] | None" = None) -> Proof:
    """The proof of one condition; one the encodings cannot express is *unknown* (unsupported)."""
    try:
        return discharge([cond], assume, timeout, backend, types)[0]
    except (CuteError, Unsupported) as e:
        return Proof(str(cond), "unknown", "none", 0.0, [str(a) for a in assume],
                     reason=f"unsupported: {getattr(e, 'reason', e)}")


class SolverOracle:
    """The algebra's decision oracle (``cute_sym.conditions.collecting(oracle)``): each
    fact is proved (``True``), refuted (``False``: it fails for some admitted value,
    re-checked) or left undecided (``None``) under ``assume``, in at most ``timeout``
    seconds; the proofs are cached by fact."""

    def __init__(self, assume: Iterable = (), timeout: float = 2.0, backend: str = "auto",
                 types: "dict[str, int] | None" = None):
        self.assume, self.timeout, self.backend, self.types = list(assume), timeout, backend, types
        self.proofs: dict[tuple, Proof] = {}

    def proof(self, cond: Condition) -> Proof:
        """The (cached) proof of ``cond``."""
        key = cond.key()
        if key not in self.proofs:
            self.proofs[key] = _attempt(cond, self.assume, self.timeout, self.backend, self.types)
        return self.proofs[key]

    def __call__(self, cond: Condition) -> "bool | None":
        proof = self.proof(cond)
        return {"proved": True, "refuted": False}.get(proof.status)


def _widths(*values: Any) -> dict[str, int]:
    """The width of each symbol that is a whole leaf of the layouts among ``values``."""
    from cute_sym import ComposedLayout, Dyn, Layout
    from .symbols import map_leaves
    out: dict[str, int] = {}

    def visit(v: Any, role: str) -> Any:
        if isinstance(v, Dyn) and isinstance(v.expr, sympy.Symbol) and v.width in (32, 64):
            out[v.expr.name] = min(v.width, out.get(v.expr.name, v.width))
        return v
    for x in values:
        if isinstance(x, (Layout, ComposedLayout)):
            map_leaves(x, visit)
    return out


def under_assumptions(fn: Callable, *args: Any, assume: Iterable = (), timeout: float = 10.0,
                      fact_timeout: float = 2.0, strict: bool = True, **kwargs: Any) -> Discharged:
    """Run ``fn(*args, **kwargs)`` with a :class:`SolverOracle` for ``assume`` (``fact_timeout``
    seconds a fact) and prove each condition it still records (``timeout`` seconds each);
    raise :class:`UnprovenCondition` for the first that fails -- or, with ``strict=False``,
    return it in ``unproven`` -- and ``PreconditionError`` when no parameter value satisfies
    the assumptions (every fact holds vacuously).  The proofs returned are those of the facts
    the oracle proved, then those of the recorded conditions."""
    assume = list(assume)
    parse_each(assume)                                 # a malformed assumption is the user's error
    types = _widths(*args, *kwargs.values())
    oracle = SolverOracle(assume, fact_timeout, types=types)
    with collecting(oracle) as conds:
        value = fn(*args, **kwargs)
    proofs = [replace(oracle.proof(c), statement=str(c)) for c in conds.proved]
    facts, recorded, unproven = list(conds.proved), list(conds), []
    for cond in recorded:
        known = oracle.proof(cond)
        final = known.status in ("proved", "refuted") or (known.reason or "").startswith("unsupported")
        proof = replace(known, statement=str(cond)) if final else _attempt(cond, assume, timeout, types=types)
        if proof.proved:
            proofs.append(proof)
            facts.append(cond)
        elif strict:
            raise UnprovenCondition(cond, proof)
        else:
            unproven.append((cond, proof))
    vacuous = next((p for p in proofs if p.detail.get("vacuous")), None)
    if vacuous is not None:           # every fact would hold: the result says nothing about any layout
        raise PreconditionError(f"{vacuous.reason.removeprefix('vacuous: ')} ({'; '.join(assume)}), so the side "
                                f"conditions hold only vacuously")
    return Discharged(value, proofs, recorded, unproven, facts)


def derive(fn: Callable, *args: Any, assume: Iterable = (), requires: Iterable[Condition] = (),
           timeout: float = 10.0, fact_timeout: float = 2.0) -> Discharged:
    """``fn(*args)`` over operands that hold only where ``requires`` holds (an operand's
    exact quotients, :func:`cute_sym.names.exactness`): each of ``requires`` is proved
    under ``assume`` or else assumed -- and returned in ``unproven`` --, then
    :func:`under_assumptions` runs with ``strict=False``.  So every fact the result relies
    on is proved (``proofs``) or returned as a side condition of the result (``unproven``)."""
    assume = list(assume)
    proofs, facts, unproven, extra = [], [], [], []
    types = _widths(*args)
    for cond in requires:
        proof = replace(_attempt(cond, assume, fact_timeout, types=types), statement=str(cond))
        if proof.proved:
            proofs.append(proof)
            facts.append(cond)
            continue
        unproven.append((cond, proof))
        text = _assumption_text(cond)
        if text is not None:
            extra.append(text)
    out = under_assumptions(fn, *args, assume=[*assume, *extra], timeout=timeout, fact_timeout=fact_timeout,
                            strict=False)
    assumed = {c.key() for c, _p in unproven}            # a side condition already: not also "proved"
    kept = [(p, c) for p, c in zip(out.proofs, out.facts) if c.key() not in assumed]
    return Discharged(out.value, proofs + [p for p, _c in kept], out.conditions, unproven + out.unproven,
                      facts + [c for _p, c in kept])


def _assumption_text(cond: Condition) -> "str | None":
    """``cond`` in the assumption language (``M % 4 == 0`` for ``4 | M``), or ``None``."""
    from cute_sym.exprtext import format_expr
    a, b = format_expr(cond.lhs), format_expr(cond.rhs)
    if a is None or b is None or cond.given:
        return None
    op = {"le": "<=", "lt": "<", "eq": "=="}.get(cond.kind)
    text = f"({b}) % ({a}) == 0" if cond.kind == "divides" else f"({a}) {op} ({b})"
    try:
        parse_assumption(text)
    except CuteError:
        return None
    return text


def compose_symbolic(A: Any, B: Any, assume: Iterable = (), timeout: float = 10.0,
                     validate: bool = True, fact_timeout: float = 2.0) -> Discharged:
    """``composition(A, B)`` of the algebra under assumptions: the layout and the
    proofs of its side conditions; with ``validate``, also a proof (appended last)
    that the result is ``A ∘ B`` for every parameter value (an *unknown* there is
    reported, not raised: the side conditions are what the algebra relied on)."""
    from cute_sym.algebra import composition
    from .prove import prove_composition
    out = under_assumptions(composition, A, B, assume=assume, timeout=timeout, fact_timeout=fact_timeout)
    if validate:
        check = prove_composition(A, B, out.value, assume=assume, timeout=timeout)
        if check.status == "refuted":
            raise UnprovenCondition(Condition("eq", "composition(A, B)", "A o B", "result check"), check)
        out.proofs.append(check)
    return out
