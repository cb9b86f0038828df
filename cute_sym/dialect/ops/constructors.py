"""Seed 000, Constructor Operations: ``make_*`` and ``static``."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute
from xdsl.irdl import (irdl_op_definition, operand_def, result_def, traits_def, var_operand_def)
from xdsl.traits import AlwaysSpeculatable, ConstantLike, NoMemoryEffect, Pure

from ...composed import ComposedLayout
from ...kinds import get_scalars
from ...layout import Layout
from ...tuples import Dyn
from ..types import CuteType
from .base import ANY, CuteOp, Kinds, OpFailure, fits, type_text

__all__ = ["MakeComposedLayoutOp", "MakeCoordOp", "MakeIntTupleOp", "MakeLayoutOp", "MakeShapeOp",
           "MakeStrideOp", "MakeTileOp", "MakeFromLeaves", "StaticOp", "MAKE_OPS"]


@irdl_op_definition
class MakeComposedLayoutOp(CuteOp):
    """``A o offset o B`` from its three parts (seed 000 ``cute.make_composed_layout``)."""

    name = "cute.make_composed_layout"
    inner = operand_def()
    offset = operand_def()
    outer = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (Kinds("layout", "swizzle"), Kinds("int_tuple"), Kinds("layout"))

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> ComposedLayout:
        inner, offset, outer = values
        return ComposedLayout(inner, offset.value, outer)


@irdl_op_definition
class MakeLayoutOp(CuteOp):
    """``shape:stride`` (seed 000 ``cute.make_layout``)."""

    name = "cute.make_layout"
    shape = operand_def()
    stride = operand_def()
    layout = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (Kinds("shape"), Kinds("stride"))

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Layout:
        return Layout(values[0].value, values[1].value)


class MakeFromLeaves(CuteOp):
    """A value of the result type whose ``?`` leaves are the operands, in DFS order.

    Each operand is an ``i32``/``i64`` of the leaf's width, or a scalar value of
    ``LEAF_KIND`` (seed 000: "rank-1 ... fills a nested sub-... slot")."""

    dyn_leaves = var_operand_def()
    result = result_def()
    traits = traits_def(Pure())
    INFERS: ClassVar = False
    RESULT_KIND: ClassVar[str]
    LEAF_KIND: ClassVar[str]

    def verify_extra(self) -> None:
        (result,) = self.result_types
        if not (isinstance(result, CuteType) and result.kind == self.RESULT_KIND):
            raise OpFailure(f"result #0 must be !cute.{self.RESULT_KIND}, but got '{type_text(result)}'")
        for i, t in enumerate(self.operand_types):
            if not self._fills_a_leaf(t):
                raise OpFailure(
                    f"operand #{i} must be variadic of 32-bit signless integer or 64-bit signless "
                    f"integer or scalar !cute.{self.LEAF_KIND}, but got '{type_text(t)}'")
        slots = get_scalars(result.value, only_dynamic=True)
        if len(slots) != len(self.operands):
            raise OpFailure(
                f"expects {len(slots)} operand(s), one per dynamic '?' leaf of the result type "
                f"'{result}', but got {len(self.operands)}")
        for i, (t, slot) in enumerate(zip(self.operand_types, slots)):
            width = _width(t)
            if width is not None and width != slot.width:
                raise OpFailure(
                    f"operand #{i} of type '{type_text(t)}' fills the i{slot.width} '?' leaf #{i} "
                    f"of the result type, but its width is i{width}")
            if width is None and not fits(t.value.value, slot.width):
                raise OpFailure(
                    f"operand #{i} of type '{type_text(t)}' fills the i{slot.width} '?' leaf #{i} "
                    f"of the result type, but its value does not fit i{slot.width}")

    def _fills_a_leaf(self, t: Attribute) -> bool:
        if isinstance(t, IntegerType):
            return t.width.data in (32, 64)
        return (isinstance(t, CuteType) and t.kind == self.LEAF_KIND and t.value.depth() == 0
                and isinstance(t.value.value, (int, Dyn)))   # an integer, not ``_`` or ``x@M``


def _width(t: Attribute) -> int | None:
    """The width an operand brings to a ``?`` leaf (``None``: a static scalar)."""
    if isinstance(t, IntegerType):
        return t.width.data
    leaf = t.value.value
    return getattr(leaf, "width", None)


@irdl_op_definition
class MakeCoordOp(MakeFromLeaves):
    name = "cute.make_coord"
    RESULT_KIND: ClassVar = "coord"
    LEAF_KIND: ClassVar = "coord"


@irdl_op_definition
class MakeIntTupleOp(MakeFromLeaves):
    name = "cute.make_int_tuple"
    RESULT_KIND: ClassVar = "int_tuple"
    LEAF_KIND: ClassVar = "int_tuple"


@irdl_op_definition
class MakeShapeOp(MakeFromLeaves):
    name = "cute.make_shape"
    RESULT_KIND: ClassVar = "shape"
    LEAF_KIND: ClassVar = "shape"


@irdl_op_definition
class MakeStrideOp(MakeFromLeaves):
    name = "cute.make_stride"
    RESULT_KIND: ClassVar = "stride"
    LEAF_KIND: ClassVar = "stride"


@irdl_op_definition
class MakeTileOp(MakeFromLeaves):
    name = "cute.make_tile"
    RESULT_KIND: ClassVar = "tile"
    LEAF_KIND: ClassVar = "int_tuple"


@irdl_op_definition
class StaticOp(CuteOp):
    """A compile-time constant CuTe value, all in its type (seed 000 ``cute.static``)."""

    name = "cute.static"
    result = result_def()
    traits = traits_def(NoMemoryEffect(), AlwaysSpeculatable(), ConstantLike())
    SUFFIX: ClassVar = "static"
    INFERS: ClassVar = False

    def verify_extra(self) -> None:
        (t,) = self.result_types
        if not ANY.accepts(t) or not t.is_static():
            raise OpFailure(f"result #0 must be a static !cute type (no '?' leaves), but got '{type_text(t)}'")


MAKE_OPS = (MakeCoordOp, MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeTileOp)
