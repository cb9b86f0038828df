"""Foreign dialects pass through: the ops, types and attributes of dialects cute-sym does
not model (``cuda``, ``nvvm``, ``cute_nvgpu``, ...) that the CuTe DSL prints.

MLIR reads an op it does not know only in the generic form (``-allow-unregistered-dialect``);
cute-sym reads that too, as xDSL's unregistered op of a class that carries the op's own
``name`` (:func:`foreign_op`: ``op.name`` is ``"nvvm.read.ptx.sreg.tid.x"`` whichever form
the op was read in).  A DSL module is printed in the custom forms of NVIDIA's dialects, so
cute-sym also reads an unknown op's *custom* form as an :class:`OpaqueOp`
(:mod:`.foreign_form`), printed back as it came, with the values renamed.  An opaque op
keeps its custom form under ``-mlir-print-op-generic``.  A result whose type the custom
form does not print has the :class:`OpaqueType` when reading leniently, until a use
spells it (:mod:`.lenient`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import UnregisteredAttr, UnregisteredOp
from xdsl.ir import Operation, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, traits_def
from xdsl.printer import Printer

__all__ = ["FOREIGN_DIALECTS", "OpaqueOp", "OpaqueType", "opaque_op", "foreign_op", "CuteContext",
           "is_foreign"]

FOREIGN_DIALECTS = frozenset({"cuda", "nvvm", "cute_nvgpu", "nvgpu", "cutlass", "ub", "lir", "pyir", "iket",
                              "math", "cf", "vector", "memref", "index", "llvm", "gpu", "rocdl", "amdgpu",
                              "builtin_unknown"})
"""Dialects whose unknown ops, types and attributes pass through without
``-allow-unregistered-dialect`` (NVIDIA's, and the upstream ones the DSL prints that
xDSL may model only in part)."""


TERMINATOR_NAMES = frozenset({"return", "yield", "br", "cond_br", "switch", "unreachable", "condition",
                              "terminator", "end", "module_end"})
"""The last name parts of MLIR's terminators (``func.return``, ``cf.cond_br``, ``gpu.module_end``)."""


@irdl_attr_definition
class OpaqueType(ParametrizedAttribute, TypeAttribute):
    """The type of a result of an op read in its custom form that does not print it
    (``%m = nvvm.fmax %a, %b``): it takes the type printed at its first use, else stays
    this (read leniently only; :mod:`.lenient`)."""

    name = "cute_sym.opaque"


@lru_cache(maxsize=None)
def foreign_op(name: str) -> type[Operation]:
    """The generic-form class of unknown op ``name``: xDSL's unregistered op, whose
    ``name`` is ``name`` (xDSL's own says ``builtin.unregistered``)."""
    base = UnregisteredOp.with_name(name)
    return type(f"Unregistered_{name.replace('.', '_')}", (base,), {"name": name, "__module__": __name__})


def is_foreign(name: str) -> bool:
    return name.split(".", 1)[0] in FOREIGN_DIALECTS


class CuteContext(Context):
    """A context in which the foreign dialects' unknown types and attributes are opaque."""

    def get_optional_type(self, name: str):
        found = super().get_optional_type(name)
        if found is None and is_foreign(name):
            found = UnregisteredAttr.with_name_and_type(name, True)
            self._loaded_types[name] = found
        return found

    def get_optional_attr(self, name: str):
        found = super().get_optional_attr(name)
        if found is None and is_foreign(name):
            found = UnregisteredAttr.with_name_and_type(name, False)
            self._loaded_attrs[name] = found
        return found

    def foreign_op(self, name: str) -> type[Operation]:
        """The generic-form class of an unknown op (:func:`foreign_op`)."""
        return foreign_op(name)

    def get_optional_op(self, name: str, *, dialect_stack=()):
        """As xDSL's; an unregistered op (``allow_unregistered``) of :func:`foreign_op`'s class."""
        found = self._get_known_op(name)
        if found is None:
            for dialect in reversed(dialect_stack):
                if (found := self._get_known_op(f"{dialect}.{name}")) is not None:
                    return found
        if found is None and self.allow_unregistered:
            found = foreign_op(name)
            self._loaded_ops[name] = found
        return found


class OpaqueOp(Operation):
    """An op of a foreign dialect read in its custom form (see the module docstring)."""

    name = "builtin.opaque"
    traits = traits_def()
    pieces: list[Any]

    def print(self, printer: Printer) -> None:
        pieces = getattr(self, "pieces", None)
        if pieces is None:
            printer.print_op_with_default_format(self)
            return
        for piece in pieces:
            if isinstance(piece, str):
                printer.print_string(piece)
            elif piece[0] == "use":
                printer.print_ssa_value(self.operands[piece[1]])
            elif piece[0] == "arg":
                printer.print_block_argument(self.regions[0].blocks[0].args[piece[1]])
            elif piece[0] == "region":
                generic = printer.print_generic_format
                printer.print_generic_format = getattr(printer, "generic_requested", generic)
                try:
                    printer.print_region(self.regions[piece[1]], print_entry_block_args=not piece[2])
                finally:
                    printer.print_generic_format = generic
            elif piece[0] == "attr":
                printer.print_attribute(piece[1])
            elif piece[0] == "attrs":
                printer.print_attr_dict(piece[1])

    def clone_without_regions(self, *args, **kwargs):  # keep the text on copies
        op = super().clone_without_regions(*args, **kwargs)
        op.pieces = list(getattr(self, "pieces", []) or []) or None
        return op

    def verify_(self) -> None:
        pass

    @classmethod
    def has_trait(cls, trait, *, value_if_unregistered: bool = True) -> bool:
        """An opaque op needs no terminator in its regions (MLIR's view of an unregistered
        op) and ends a block when its name is one of MLIR's terminator names (``cuda.return``,
        ``cf.br``; not ``nvvm.barrier``, which the printer left before an implicit
        ``scf.yield``); it has no other trait (not pure, not isolated)."""
        from xdsl.traits import IsTerminator, NoTerminator
        kind = trait if isinstance(trait, type) else type(trait)
        if issubclass(kind, IsTerminator):
            return cls.name.rsplit(".", 1)[-1] in TERMINATOR_NAMES
        return issubclass(kind, NoTerminator)


@lru_cache(maxsize=None)
def opaque_op(name: str) -> type[OpaqueOp]:
    """The :class:`OpaqueOp` class of op ``name``."""
    return type(f"Opaque_{name.replace('.', '_')}", (OpaqueOp,), {"name": name, "__module__": __name__})
