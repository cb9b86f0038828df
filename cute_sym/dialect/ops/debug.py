"""Seed 000 ``cute.print``: print a CuTe value at run time (a write effect)."""
from __future__ import annotations

from typing import ClassVar

from xdsl.irdl import irdl_op_definition, operand_def, traits_def
from xdsl.traits import MemoryWriteEffect

from .base import ANY, CuteOp

__all__ = ["PrintOp"]


@irdl_op_definition
class PrintOp(CuteOp):
    """``(`` $value ``)`` ``:`` type($value) attr-dict; no result."""

    name = "cute.print"
    value = operand_def()
    traits = traits_def(MemoryWriteEffect())
    OPERAND_KINDS: ClassVar = (ANY,)
    SUFFIX: ClassVar = "print"
    INFERS: ClassVar = False
