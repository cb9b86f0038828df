"""Seed 000, Constructor Operations: ``make_*`` and ``static``."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute
from xdsl.irdl import (AttrSizedOperandSegments, irdl_op_definition, operand_def, opt_operand_def,
                       result_def, traits_def, var_operand_def)
from xdsl.traits import AlwaysSpeculatable, ConstantLike, NoMemoryEffect, Pure

from ...composed import ComposedLayout
from ...errors import CuteError
from ...kinds import Shape, Stride, get_scalars
from ...layout import Layout
from ...tuples import Dyn, is_static
from ..types import CuteType, components, cute_type
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
    DSL: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> ComposedLayout:
        inner, offset, outer = values
        return ComposedLayout(inner, offset.value, outer)

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and count == 3 and isinstance(results[0], CuteType):
            parts = components(results[0].value)
            if parts is not None:
                return [cute_type(p) for p in parts]
        return None


@irdl_op_definition
class MakeLayoutOp(CuteOp):
    """``shape:stride`` (seed 000 ``cute.make_layout``)."""

    name = "cute.make_layout"
    shape = opt_operand_def()
    stride = opt_operand_def()
    layout = result_def()
    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    OPERAND_KINDS: ClassVar = (Kinds("shape"), Kinds("stride"))
    DSL: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"
    INFERS: ClassVar = False

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Layout:
        return Layout(values[0].value, values[1].value)

    def verify_extra(self) -> None:
        """DSL 4.8.1: an operand left out is static in the result type; a missing stride
        is the compact column-major one when the result's is dynamic."""
        (result,) = self.result_types
        if not (isinstance(result, CuteType) and result.kind == "layout"):
            raise OpFailure(f"result #0 must be !cute.layout, but got '{type_text(result)}'")
        want = result.value
        if self.stride is not None and self.shape is None:
            raise OpFailure("expects a shape operand when a stride operand is provided")
        shape = self.shape.type.value.value if self.shape is not None else want.shape
        if self.shape is not None and shape != want.shape:
            raise OpFailure("failed to verify that result layout.shape matches operand shape",
                            [f"the shape operand is '{self.shape.type}', the result's shape '{Shape(want.shape)}'"])
        if self.stride is not None and self.stride.type.value.value != want.stride:
            raise OpFailure("failed to verify that result layout.stride matches operand stride",
                            [f"the stride operand is '{self.stride.type}', the result's stride "
                             f"'{Stride(want.stride)}'"])
        if self.shape is None and not is_static(shape):
            raise OpFailure(f"expects a shape operand for the dynamic shape '{Shape(shape)}'")
        if self.stride is not None:
            stride = self.stride.type.value.value
        elif is_static(want.stride):
            stride = want.stride
        else:
            stride = Layout(shape).stride
        try:
            got = cute_type(Layout(shape, stride))
        except CuteError as e:
            raise OpFailure(e.reason) from None
        if got != result:
            raise OpFailure(f"inferred type(s) '{got}' are incompatible with return type(s) of "
                            f"operation '{result}'")

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if not results or not isinstance(results[0], CuteType) or results[0].kind != "layout":
            return None
        lay = results[0].value
        return [cute_type(Shape(lay.shape)), cute_type(Stride(lay.stride))][:count]


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
                    f"integer or scalar {self._leaf_kinds()}, but got '{type_text(t)}'")
        slots = get_scalars(result.value, only_dynamic=True)
        if len(slots) != len(self.operands):     # NVIDIA's words, then ours
            raise OpFailure(
                f"expects {len(slots)} dynamic elements, but got {len(self.operands)}",
                [f"expects {len(slots)} operand(s), one per dynamic '?' leaf of the result type "
                 f"'{result}', but got {len(self.operands)}"])
        for i, (t, slot) in enumerate(zip(self.operand_types, slots)):
            width = _width(t)
            if width is not None and width != slot.width:
                raise OpFailure(
                    f"property mismatch for # {i}: expected (div={_div(slot.value)}, width={slot.width}) "
                    f"but got (div={_div(t.value.value) if isinstance(t, CuteType) else 1}, width={width})",
                    [f"operand #{i} of type '{type_text(t)}' fills the i{slot.width} '?' leaf #{i} "
                     f"of the result type, but its width is i{width}"])
            if width is None and not fits(t.value.value, slot.width):
                raise OpFailure(
                    f"static constant {t.value.value} is not compatible with properties div={_div(slot.value)}, "
                    f"width={slot.width}",
                    [f"operand #{i} of type '{type_text(t)}' fills the i{slot.width} '?' leaf #{i} "
                     f"of the result type, but its value does not fit i{slot.width}"])

    @classmethod
    def _leaf_kinds(cls) -> str:
        return " or ".join(f"!cute.{k}" for k in dict.fromkeys((cls.LEAF_KIND, "int_tuple")))

    @classmethod
    def _accepts(cls, role: str, i: int, t: Attribute) -> bool:
        return role == "operand" and cls._fills_a_leaf(t)

    @classmethod
    def _fills_a_leaf(cls, t: Attribute) -> bool:
        if isinstance(t, IntegerType):
            return t.width.data in (32, 64)
        return (isinstance(t, CuteType) and t.kind in (cls.LEAF_KIND, "int_tuple") and t.value.depth() == 0
                and isinstance(t.value.value, (int, Dyn)))   # an integer, not ``_`` or ``x@M``


def _div(leaf: Any) -> int:
    """The known divisor of a ``?`` leaf (1: none), as NVIDIA's messages print it."""
    return getattr(leaf, "div", None) or 1


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
    SEED: ClassVar = "attr-dict : results"
    BARE: ClassVar = "results"
    INFERS: ClassVar = False

    def verify_extra(self) -> None:
        (t,) = self.result_types
        if not ANY.accepts(t) or not t.is_static():
            raise OpFailure(f"expects result to be static, but got '{type_text(t)}'",
                            [f"result #0 must be a static !cute type (no '?' leaves), but got '{type_text(t)}'"])


MAKE_OPS = (MakeCoordOp, MakeIntTupleOp, MakeShapeOp, MakeStrideOp, MakeTileOp)
