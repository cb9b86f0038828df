"""Discharging the algebra's side conditions (``cute_sym.conditions``).

With symbolic leaves the algebra cannot decide facts such as ``4 | M``; inside
``cute_sym.conditions.collecting()`` it records them as
:class:`~cute_sym.conditions.Condition` and goes on.  :func:`discharge` proves
each recorded condition for every parameter value allowed by the assumptions;
:func:`under_assumptions` runs any algebra function that way and returns its
value together with the proofs, or raises :class:`UnprovenCondition` naming
the condition (with a failing assignment when one exists).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

import sympy

from cute_sym.algebra import with_conditions
from cute_sym.conditions import Condition
from cute_sym.errors import PreconditionError

from .encode import Encoder
from .formula import Rel, negate
from .proof import Proof, decide

__all__ = ["discharge", "under_assumptions", "compose_symbolic", "Discharged", "UnprovenCondition"]


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
    """An algebra result and the proofs of every side condition it relied on."""

    value: Any
    proofs: list


def _holds(cond: Condition, env: dict) -> bool:
    pred = cond.as_sympy()
    value = pred.subs({s: env[s.name] for s in pred.free_symbols})
    return bool(value)


def discharge(conditions: Iterable[Condition], assume: Iterable = (), timeout: float = 10.0,
              backend: str = "auto") -> list[Proof]:
    """One proof per condition, for every parameter value allowed by ``assume``."""
    conditions = list(conditions)
    symbols = sorted(set().union(*(c.as_sympy().free_symbols for c in conditions)), key=lambda s: s.name)
    proofs = []
    for cond in conditions:
        def query(cond: Condition = cond):
            enc = Encoder()
            for s in symbols:
                enc.param(s)
            lhs = enc.leaf(_as_leaf(cond.lhs))
            rhs = enc.leaf(_as_leaf(cond.rhs))
            if cond.kind == "divides":
                bad = Rel("!=", rhs % lhs, _zero())
            else:
                bad = negate(Rel({"le": "<=", "lt": "<", "eq": "=="}[cond.kind], lhs, rhs))
            return enc.query(bad)

        def recheck(model: dict, cond: Condition = cond) -> tuple:
            env = {s.name: model[s.name] for s in cond.as_sympy().free_symbols}
            if any(model[s.name] < 1 for s in symbols if s.is_positive):
                return False, "the model breaks a positivity assumption"
            return (not _holds(cond, env)), ({"params": env} if not _holds(cond, env) else "the condition holds")
        proofs.append(decide(str(cond), query, recheck, assume=assume, timeout=timeout, backend=backend,
                             free_names=True))
    return proofs


def _zero():
    from .expr import Const
    return Const(0)


def _as_leaf(x: Any) -> Any:
    from cute_sym import Dyn
    e = sympy.sympify(x)
    return int(e) if e.is_Integer else Dyn(64, e)


def under_assumptions(fn: Callable, *args: Any, assume: Iterable = (), timeout: float = 10.0,
                      **kwargs: Any) -> Discharged:
    """Run ``fn(*args, **kwargs)`` collecting its side conditions and prove each
    under ``assume``; raise :class:`UnprovenCondition` for the first that fails."""
    assume = list(assume)
    value, conds = with_conditions(fn, *args, **kwargs)
    proofs = discharge(conds, assume, timeout)
    for cond, proof in zip(conds, proofs):
        if not proof.proved:
            raise UnprovenCondition(cond, proof)
    return Discharged(value, proofs)


def compose_symbolic(A: Any, B: Any, assume: Iterable = (), timeout: float = 10.0,
                     validate: bool = True) -> Discharged:
    """``composition(A, B)`` of the algebra under assumptions: the layout and the
    proofs of its side conditions; with ``validate``, also a proof (appended last)
    that the result is ``A ∘ B`` for every parameter value (an *unknown* there is
    reported, not raised: the side conditions are what the algebra relied on)."""
    from cute_sym.algebra import composition
    from .prove import prove_composition
    out = under_assumptions(composition, A, B, assume=assume, timeout=timeout)
    if validate:
        check = prove_composition(A, B, out.value, assume=assume, timeout=timeout)
        if check.status == "refuted":
            raise UnprovenCondition(Condition("eq", "composition(A, B)", "A o B", "result check"), check)
        out.proofs.append(check)
    return out
