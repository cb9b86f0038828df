"""What one module's check shares: the module as printed, the user's assumptions, time
limits, and the findings so far (each placed where the user looks)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from .findings import Finding

if TYPE_CHECKING:          # annotations only: a report read from the cache imports no xDSL
    from xdsl.ir import Operation

    from cute_sym.dialect.lenient import PrintedModule

__all__ = ["Options", "Context"]


@dataclass(frozen=True)
class Options:
    """``assume``: assumption texts over the module's dynamic leaves (``--assume``, names as
    :mod:`solver.check.symbolic` gives them); ``timeout``: seconds a proof; ``op_timeout``:
    seconds an op's whole check (past it: an ``unknown`` finding); ``module_timeout``: seconds a
    fact family may take on one module; ``checks``: the fact families to run (``ops``,
    ``views``, ``tv``, ``align``, ``banks``, ``mma``, ``smem``)."""

    assume: tuple[str, ...] = ()
    timeout: float = 5.0
    op_timeout: float = 20.0
    module_timeout: float = 600.0
    checks: tuple[str, ...] = ("ops", "views", "tv", "align", "banks", "mma", "smem")
    same_function_notes: bool = True


@dataclass
class Context:
    pm: PrintedModule
    options: Options = field(default_factory=Options)
    findings: list[Finding] = field(default_factory=list)
    cache: dict[Any, Any] = field(default_factory=dict)
    coverage: dict[Operation, str] = field(default_factory=dict)
    """Each op's coverage status (:mod:`.coverage`), the strongest recorded."""
    part: tuple[int, int] = (0, 1)
    """This work unit's part of the module: ``(k, n)``, the ``k``-th of ``n`` (:meth:`share`)."""

    @property
    def assume(self) -> list[str]:
        return list(self.options.assume)

    def add(self, op: Operation | None, severity: str, kind: str, message: str, notes: tuple | list = (),
            detail: dict | None = None) -> Finding:
        """A finding at ``op`` (the user's Python line when the module has one)."""
        line, col = self.pm.position(op) if op is not None else (0, 0)
        module = (self.pm.file, line, col) if line else None
        src = self.pm.source(op) if op is not None else None
        file, at_line, at_col = (src.file, src.line, src.col) if src is not None else (self.pm.file, line, col)
        f = Finding(severity, kind, op.name if op is not None else "", message, file, at_line, at_col, module,
                    tuple(notes), dict(detail or {}))
        self.findings.append(f)
        if op is not None and f.undecided:
            self.cover(op, "undecided")
        return f

    def share(self, ops: Iterable[Operation]) -> list[Operation]:
        """This part's contiguous share of ``ops`` (all of them when the module is one part): the
        per-op family checks only these, so that parts of one large module run in parallel."""
        ops = list(ops)
        k, n = self.part
        return ops if n <= 1 else ops[len(ops) * k // n: len(ops) * (k + 1) // n]

    def cover(self, op: Operation, status: str) -> None:
        """Record what the checker made of ``op`` (``re-derived``, ``proven``, ``undecided``, ``not
        modelled``; :mod:`.coverage`): a stronger status replaces a weaker one."""
        from .coverage import RANK
        if RANK[status] >= RANK.get(self.coverage.get(op, "not modelled"), 0):
            self.coverage[op] = status
