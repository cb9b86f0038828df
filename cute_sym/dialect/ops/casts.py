"""Seed 000 casts between the tuple kinds."""
from __future__ import annotations

from typing import ClassVar

from xdsl.irdl import irdl_op_definition

from ... import ops as cute_ops
from .base import Kinds, UnaryOp

__all__ = ["ToCoordOp", "ToIntTupleOp", "ToShapeOp", "ToStrideOp"]

INT_TUPLE = Kinds("int_tuple")


@irdl_op_definition
class ToIntTupleOp(UnaryOp):
    """Shape, stride, coord or int-tuple as an int-tuple (no scaled basis, no ``_``)."""

    name = "cute.to_int_tuple"
    OPERAND_KINDS: ClassVar = (Kinds("shape", "stride", "coord", "int_tuple"),)
    RESULT_KINDS: ClassVar = ("int_tuple",)
    DSL: ClassVar = "(operands) : to"
    FN: ClassVar = staticmethod(cute_ops.to_int_tuple)


@irdl_op_definition
class ToShapeOp(UnaryOp):
    name = "cute.to_shape"
    OPERAND_KINDS: ClassVar = (INT_TUPLE,)
    FN: ClassVar = staticmethod(cute_ops.to_shape)


@irdl_op_definition
class ToStrideOp(UnaryOp):
    name = "cute.to_stride"
    OPERAND_KINDS: ClassVar = (INT_TUPLE,)
    FN: ClassVar = staticmethod(cute_ops.to_stride)


@irdl_op_definition
class ToCoordOp(UnaryOp):
    name = "cute.to_coord"
    OPERAND_KINDS: ClassVar = (INT_TUPLE,)
    FN: ClassVar = staticmethod(cute_ops.to_coord)
