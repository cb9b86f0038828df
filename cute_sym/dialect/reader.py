"""Reading modules the CuTe DSL prints, from Python.

::

    from cute_sym.dialect.reader import read_module, cute_ops, check_op
    module = read_module(open("cute_dsl_kernel.mlir").read(), "cute_dsl_kernel.mlir")
    for op in cute_ops(module):
        finding = check_op(op)        # None: cute-sym infers the DSL's result types
    memref = module_types(module)     # every cute type in the module, with its value

``read_module`` parses either spelling (seed 000's or the DSL 4.8.1's), raw or generic,
foreign dialects included (:mod:`.foreign`), and raises :class:`ModuleError` holding
MLIR-style diagnostics when the text does not parse.  It does not verify: a module the
DSL printed may hold a result type cute-sym computes otherwise (NVIDIA's own errors,
docs/dialect.md); ``check_op`` answers op by op, ``verify`` as cute-opt does.  A type's
``value`` is the cute_sym value (``MemRefType.value.layout``, ``TiledCopyType.value.layout_tv``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation

from ..errors import CuteError
from .diagnostics import Diagnostic, verify_module
from .ops.base import CuteOp, OpFailure
from .types import CuteTypeBase
from .walking import walk

__all__ = ["ModuleError", "Finding", "read_module", "cute_ops", "check_op", "check_module", "verify",
           "module_types", "locations_of"]


class ModuleError(CuteError):
    """A module that does not parse; ``diagnostics`` are MLIR-style."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.render() for d in diagnostics) or "the module does not parse")

    def __reduce__(self):  # picklable (a worker process raises it to its parent)
        return (type(self), (self.diagnostics,))


@dataclass(frozen=True)
class Finding:
    """An op whose declared types cute-sym does not infer: ``diagnostics`` are
    ``(severity, message)`` as cute-opt reports them; ``inferred`` the types cute-sym
    computes (``None`` when it refuses the op)."""

    op: Operation
    diagnostics: tuple[tuple[str, str], ...]
    inferred: tuple[Attribute, ...] | None


_LOCATIONS: "dict[int, dict]" = {}


def read_module(text: str, file: str = "<input>", *, allow_unregistered: bool = True) -> ModuleOp:
    """Parse a module (not verified; see :func:`verify`, :func:`check_module`)."""
    from .opt import make_context, parse_source
    module, locations, diags = parse_source(make_context(allow_unregistered), text, file)
    if module is None:
        raise ModuleError(diags)
    _LOCATIONS[id(module)] = locations
    return module


def locations_of(module: ModuleOp) -> dict[Operation, tuple[int, int]]:
    """The (line, column) each op of a module read by :func:`read_module` starts at."""
    return _LOCATIONS.get(id(module), {})


def cute_ops(module: Operation) -> Iterator[CuteOp]:
    """Every cute op, in order."""
    return (op for op in walk(module) if isinstance(op, CuteOp))


def check_op(op: CuteOp) -> Finding | None:
    """``None`` when the op verifies (its declared result types are the inferred ones), else
    what cute-opt reports with the types cute-sym infers."""
    try:
        op.verify(verify_nested_ops=False)
        return None
    except Exception as e:  # the op's verification error, as cute-opt reports it
        diags = tuple(getattr(e, "diagnostics", None) or [("error", str(e))])
    try:
        inferred = tuple(op.infer(list(op.operand_types), dict(op.properties))) if op.INFERS else None
    except (OpFailure, CuteError):
        inferred = None
    return Finding(op, diags, inferred)


def check_module(module: Operation) -> list[Finding]:
    """A finding for every cute op that does not verify (not only the first, as cute-opt)."""
    return [f for op in cute_ops(module) if (f := check_op(op)) is not None]


def verify(module: ModuleOp, file: str = "<input>") -> list[Diagnostic]:
    """cute-opt's verification: MLIR's order, the first failure of each top-level op."""
    return verify_module(module, locations_of(module), file)


def module_types(module: Operation) -> list[CuteTypeBase]:
    """Every distinct cute type of the module's values, in order of appearance."""
    seen: dict[CuteTypeBase, None] = {}
    looked: set[int] = set()          # values share their type objects: each one is hashed once
    for op in walk(module):
        for v in (*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)):
            t = v.type
            if id(t) not in looked:
                looked.add(id(t))
                if isinstance(t, CuteTypeBase):
                    seen.setdefault(t, None)
    return list(seen)


