"""The user's ``--assume`` held against the module (issue 13, item 5: vacuity).

Two faults make a check say nothing while it looks clean:

* an assumption names a symbol the module does not have (``--assume "M >= 32"`` where the
  leaves are ``arg0``, ``arg0_q0``, ...): it constrains nothing, and what the user meant to
  state is not used -- a ``warning`` naming it and the module's names;
* no value of the module's dynamic leaves satisfies the assumptions together with the
  module's facts (``?{div=N}``, the leaves' widths: ``--assume "arg0_q0 >= 2**40"`` for an
  ``i32`` leaf): every fact would then hold vacuously -- an ``error`` with the solver's reason
  (:func:`solver.discharge.discharge` of a fact every value of the leaves' types satisfies,
  which the solver proves and reports vacuous then).

The module's names are those :class:`~.symbolic.Evaluator` gives; every value is named first
(the fact families name only the values they look at).
"""
from __future__ import annotations

import sympy

from cute_sym.conditions import Condition

from .context import Context
from .symbolic import evaluator, facts_text
from cute_sym.dialect.walking import walk

__all__ = ["check_assumptions"]

_LISTED = 12
"""How many of the module's names a finding lists."""


def _name_every_value(ctx: Context) -> None:
    ev = evaluator(ctx)
    for op in walk(ctx.pm.module):
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    _named(ev, arg)
        for res in op.results:
            _named(ev, res)


def _named(ev, v) -> None:
    try:
        ev.of(v)
    except Exception:  # noqa: BLE001 -- a value the checker cannot model names nothing
        pass


def check_assumptions(ctx: Context) -> None:
    """The two faults of the module docstring, as findings of kind ``assume``."""
    from ..assume import names_in, parse_assumption
    from ..discharge import discharge
    assume = ctx.assume
    if not assume:
        return
    _name_every_value(ctx)
    ev = evaluator(ctx)
    known = sorted(ev.origins)
    listed = ", ".join(known[:_LISTED]) + (", ..." if len(known) > _LISTED else "") if known else "none"
    for text in assume:
        unknown = sorted(names_in(parse_assumption(text)) - set(known))
        if unknown:
            ctx.add(None, "warning", "assume",
                    f"--assume '{text}' names {', '.join(unknown)}, no dynamic leaf of this module: it constrains "
                    f"nothing here", [f"the module's names: {listed}"], {"unknown": unknown, "names": known})
    used = sorted(set().union(*(names_in(parse_assumption(t)) for t in assume)) & set(known))
    if not used:
        return
    facts = [f for f in ev.facts if names_in(parse_assumption(f)) & set(used)]
    within = [f for f in facts if f not in ev.width_facts]      # the widths go as the leaves' types
    # a fact true of every value the names' types hold: proved, and vacuously so exactly when no value
    # of those types satisfies the facts and assumptions (solver.proof's vacuity check)
    total = sympy.Add(*(sympy.Symbol(n, integer=True) for n in used))
    bound = len(used) << 64
    (proof,) = discharge([Condition("le", total, bound, "within the types")], within + assume,
                         timeout=ctx.options.timeout,
                         types={n: ev.widths[n] for n in used if n in ev.widths})
    if proof.proved and proof.detail.get("vacuous"):
        reason = (proof.reason or "vacuous").removeprefix("vacuous: ")
        ctx.add(None, "error", "assume",
                f"the assumptions hold for no value of the module's leaves: {reason}; every fact would hold "
                f"vacuously, so nothing is checked", [f"assumptions: {'; '.join(assume)}"]
                + ([f"facts: {facts_text(facts)}"] if facts else []),
                {"vacuous": True, "names": used})
