"""What ``cute-sym check`` reports: one :class:`Finding` per fact that does not hold, could
not be decided, or holds in a form worth a note.

Severities: ``error`` (the declared type is another function than the one the paper
defines, a precondition of the paper is violated, a view leaves its allocation, a TV
layout is not one-to-one onto its tile: with a counterexample re-checked by evaluation);
``warning`` (a fact that could not be proven -- a side condition, a timeout, an op
cute-sym cannot derive -- stated exactly, or a bank conflict); ``note`` (the DSL's text
differs from cute-sym's, proven the same function).

What a user sees (issue 23, item 4): an ``error`` carries a witness confirmed by evaluation;
a warning that only says a fact could not be decided (:attr:`Finding.undecided`: kinds
``unknown`` and ``condition``, a view, TV layout or bank check not decided) is not printed by
default -- it is counted in the module's coverage line, and ``--strict`` prints it and fails;
a ``same-function`` note is printed with ``--verbose`` only (:func:`shown`).  Exit status
(:func:`exit_status`): 1 when a shown finding is an error or a warning, else 0.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Finding", "SEVERITIES", "FAMILIES", "exit_status", "render_all", "shown"]

SEVERITIES = ("error", "warning", "note")

KINDS = {
    "mismatch": "the declared result is another function than cute-sym's",
    "precondition": "a precondition of the paper fails for the op's operands",
    "invalid-type": "the declared type is not a valid value (e.g. a size-0 mode)",
    "same-function": "the declared text differs from cute-sym's, proven the same function",
    "condition": "a side condition with dynamic leaves could not be proven",
    "runtime": "the value the DSL computes at run time is not the paper's, for some values of the leaves",
    "unknown": "cute-sym could not decide the op (its reason is given)",
    "view": "a view and its allocation",
    "tv": "a tiled copy's / MMA's thread-value layout and its tile",
    "align": "an align<N> claim and the layout's contiguous vector",
    "banks": "shared-memory bank conflicts of a copy",
    "fragment": "registers a tiled copy loads that are not the MMA's fragment",
    "smem": "a shared-memory tensor past its allocation or field, or overlapping another in use",
    "read": "the module does not parse",
    "assume": "an --assume names no leaf of the module, or no value satisfies the assumptions",
    "not-checked": "the module was not checked (its worker died, it could not be read)",
}

UNDECIDED_KINDS = frozenset({"unknown", "condition", "view", "tv", "align"})
"""Kinds whose warnings say only that a fact was not decided (their errors carry a witness)."""

FAMILIES = {
    "mismatch": "ops", "precondition": "ops", "invalid-type": "ops", "same-function": "ops",
    "condition": "ops", "runtime": "ops", "unknown": "undecided", "view": "views", "tv": "tv",
    "align": "align", "banks": "banks", "fragment": "mma", "smem": "smem", "read": "read", "assume": "assume", "not-checked": "not-checked",
}
"""The family each kind belongs to (the summary table's columns, SARIF's rule ids)."""


@dataclass(frozen=True)
class Finding:
    """One finding.  ``file:line:col`` is where the user looks (the Python line when the
    module carries locations, else the op in the module); ``module`` is always the op's
    position in the ``.mlir`` file; ``detail`` holds the numbers (coordinates, values,
    conditions) as JSON-ready data."""

    severity: str
    kind: str
    op: str
    message: str
    file: str
    line: int = 0
    col: int = 0
    module: tuple[str, int, int] | None = None
    notes: tuple[str, ...] = ()
    detail: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    @property
    def undecided(self) -> bool:
        """A warning that a fact could not be decided (module docstring), not a defect found: a
        bank-conflict warning with its degree is a defect (a witness), one without is undecided."""
        if self.severity != "warning":
            return False
        if self.kind == "banks":
            return "degree" not in self.detail
        return self.kind in UNDECIDED_KINDS

    @property
    def family(self) -> str:
        """``undecided`` for an undecided warning, else the kind's family (:data:`FAMILIES`)."""
        return "undecided" if self.undecided else FAMILIES.get(self.kind, self.kind)

    def where(self) -> str:
        return f"{self.file}:{self.line}:{self.col}" if self.line else self.file

    def headline(self) -> str:
        prefix = f"'{self.op}' op " if self.op else ""
        return f"{self.where()}: {self.severity}: {prefix}{self.message}"

    def render(self) -> str:
        """``file:line:col: severity: 'op' op message`` and its ``note:`` lines (MLIR style)."""
        lines = [self.headline()]
        lines += [f"{self.where()}: note: {n}" for n in self.notes]
        if self.module is not None and (self.module[0], self.module[1], self.module[2]) != (
                self.file, self.line, self.col):
            f, l, c = self.module
            lines.append(f"{f}:{l}:{c}: note: the op in the module")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        out = {"severity": self.severity, "kind": self.kind, "op": self.op, "message": self.message,
               "file": self.file, "line": self.line, "col": self.col}
        if self.module is not None:
            out["module"] = {"file": self.module[0], "line": self.module[1], "col": self.module[2]}
        if self.notes:
            out["notes"] = list(self.notes)
        if self.detail:
            out["detail"] = self.detail
        return out


def shown(findings: list[Finding], strict: bool = False, verbose: bool = False) -> list[Finding]:
    """The findings a user sees: undecided warnings only when ``strict``, same-function notes only
    when ``verbose`` (module docstring)."""
    return [f for f in findings if (strict or not f.undecided) and (verbose or f.kind != "same-function")]


def exit_status(findings: list[Finding], strict: bool = False) -> int:
    """1 when a finding shown (:func:`shown`) is an error or a warning, else 0 (notes only)."""
    return 1 if any(f.severity in ("error", "warning") for f in shown(findings, strict, True)) else 0


def render_all(findings: list[Finding]) -> str:
    return "\n".join(f.render() for f in findings)
