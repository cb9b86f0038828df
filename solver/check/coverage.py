"""How much of a module the checker decided (issue 23, item 5): each cute op is
*re-derived* (cute-sym computed its result from its operands and it agrees, or the
difference is a finding), *proven* (a fact with dynamic leaves proven for every value),
*undecided* (a fact about it could not be decided: a timeout, an unproven condition) or
*not modelled* (nothing checks it).  An op's status is the strongest any family records
(:meth:`.context.Context.cover`): undecided > proven > re-derived > not modelled, so that
one undecided fact makes the op undecided.  "Clean" is earned only where the ops are
re-derived or proven.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence
from cute_sym.dialect.walking import walk

__all__ = ["STATUSES", "RANK", "Coverage", "module_ops", "measure"]

STATUSES = ("re-derived", "proven", "undecided", "not modelled")
RANK = {"not modelled": 0, "re-derived": 1, "proven": 2, "undecided": 3}
"""The order in which statuses replace each other (:meth:`.context.Context.cover`)."""

LISTED = 4
"""Op kinds named in the line's parentheses (the most frequent first)."""


@dataclass
class Coverage:
    """Counts of one module (or of several, :meth:`merge`): ``counts[status]``, ``by_kind[status]
    [op name]``, and ``facts``: undecided facts that belong to no op (a family's time limit)."""

    ops: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(STATUSES, 0))
    by_kind: dict[str, dict[str, int]] = field(default_factory=lambda: {s: {} for s in STATUSES})
    facts: int = 0

    @property
    def decided(self) -> int:
        """Ops re-derived or proven."""
        return self.counts["re-derived"] + self.counts["proven"]

    @property
    def ratio(self) -> float:
        """The share of ops re-derived or proven (1.0 for a module without cute ops)."""
        return self.decided / self.ops if self.ops else 1.0

    def line(self) -> str:
        """``coverage: 1419 cute ops: 1380 re-derived, 30 proven, 4 undecided (cute.slice 4), 5 not
        modelled (cute.copy 5)``: zero counts left out, undecided and not modelled by op kind."""
        parts = []
        for s in STATUSES:
            n = self.counts[s]
            if not n:
                continue
            text = f"{n} {s}"
            if s in ("undecided", "not modelled"):
                kinds = sorted(self.by_kind[s].items(), key=lambda kv: (-kv[1], kv[0]))
                named = ", ".join(f"{k} {v}" for k, v in kinds[:LISTED]) + (", ..." if len(kinds) > LISTED else "")
                text += f" ({named})"
            parts.append(text)
        what = ", ".join(parts) if parts else "nothing to check"
        facts = f"; {self.facts} fact{'s' if self.facts != 1 else ''} undecided" if self.facts else ""
        return f"coverage: {self.ops} cute op{'s' if self.ops != 1 else ''}: {what}{facts}"

    def merge(self, other: "Coverage") -> "Coverage":
        """The counts of both (a module split into work units, or a whole run)."""
        out = Coverage(self.ops + other.ops, facts=self.facts + other.facts)
        for s in STATUSES:
            out.counts[s] = self.counts[s] + other.counts[s]
            kinds = Counter(self.by_kind[s]) + Counter(other.by_kind[s])
            out.by_kind[s] = dict(sorted(kinds.items()))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"ops": self.ops, **self.counts, "by_kind": {s: dict(v) for s, v in self.by_kind.items() if v},
                "undecided_facts": self.facts}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Coverage":
        out = cls(data["ops"], facts=data.get("undecided_facts", 0))
        for s in STATUSES:
            out.counts[s] = data.get(s, 0)
            out.by_kind[s] = dict(data.get("by_kind", {}).get(s, {}))
        return out


def module_ops(module: Any) -> Iterable[Any]:
    """The module's cute ops, in order (``cute.*``, read as :class:`CuteOp`, and ``cute_nvgpu.*``)."""
    from cute_sym.dialect.ops.base import CuteOp
    return (op for op in walk(module) if isinstance(op, CuteOp) or op.name.startswith("cute_nvgpu."))


def measure(names: Sequence[str], status: dict[int, str], facts: int = 0) -> Coverage:
    """The coverage of a module whose cute ops are named ``names`` (in :func:`module_ops` order),
    given the statuses recorded for them by index (absent: not modelled)."""
    out = Coverage(facts=facts)
    for k, name in enumerate(names):
        s = status.get(k, "not modelled")
        out.ops += 1
        out.counts[s] += 1
        out.by_kind[s][name] = out.by_kind[s].get(name, 0) + 1
    for s in STATUSES:
        out.by_kind[s] = dict(sorted(out.by_kind[s].items()))
    return out
