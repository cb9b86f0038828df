"""Seed 000 ``cute.print`` (and the DSL 4.8.1's, with a format string): print values at
run time (a write effect)."""
from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute
from xdsl.irdl import irdl_op_definition, opt_prop_def, traits_def, var_operand_def
from xdsl.traits import MemoryWriteEffect

from .base import KIND_NAMES, CuteOp, Kinds, OpFailure, type_text

__all__ = ["PrintOp"]

PRINTABLE = Kinds(*KIND_NAMES, "int")


@irdl_op_definition
class PrintOp(CuteOp):
    """Seed: ``(`` $value ``)`` ``:`` type($value) attr-dict.  DSL: ``("fmt", %a, %b) : A, B``,
    the ``{}`` of the format string taking the values in order; no result."""

    name = "cute.print"
    values = var_operand_def()
    fmt = opt_prop_def(StringAttr)
    operand_signed = opt_prop_def(Attribute)
    traits = traits_def(MemoryWriteEffect())
    SEED: ClassVar = '("fmt"?, operands) : operands attr-dict'
    DSL: ClassVar = '("fmt"?, operands) : operands'
    STRING_PROPS: ClassVar = ("fmt",)
    INFERS: ClassVar = False

    def verify_extra(self) -> None:
        for i, t in enumerate(self.operand_types):
            if not (PRINTABLE.accepts(t) or _is_float(t)):
                raise OpFailure(f"operand #{i} must be a !cute value, an integer or a float, but got "
                                f"'{type_text(t)}'")
        if self.fmt is None and len(self.operands) != 1:
            raise OpFailure(f"expects one value without a format string, but got {len(self.operands)}")


def _is_float(t: Attribute) -> bool:
    from xdsl.dialects.builtin import AnyFloat
    return isinstance(t, AnyFloat)
