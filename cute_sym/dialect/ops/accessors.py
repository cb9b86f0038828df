"""Seed 000 accessors: read modes, leaves, components and scalars out of values."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, UnitAttr
from xdsl.ir import Attribute
from xdsl.irdl import (irdl_op_definition, operand_def, opt_prop_def, prop_def, traits_def,
                       var_result_def)
from xdsl.traits import Pure

from ... import ops as cute_ops
from .base import ANY, KIND_NAMES, CuteOp, Kinds, OpFailure, UnaryOp, fits, mode_of

__all__ = ["ComposedGetInnerOp", "ComposedGetOffsetOp", "ComposedGetOuterOp",
           "GetLayoutsFromTileOp", "GetLeavesOp", "GetOp", "GetScalarsOp", "GetShapeOp",
           "GetStrideOp", "SelectOp"]

INDEXABLE = Kinds("shape", "int_tuple", "coord", "stride", "tile", "layout", "composed_layout")
COMPOSED = Kinds("composed_layout")


@irdl_op_definition
class ComposedGetInnerOp(UnaryOp):
    """The A of ``A o offset o B``: a layout or a swizzle."""

    name = "cute.composed_get_inner"
    OPERAND_KINDS: ClassVar = (COMPOSED,)
    DSL: ClassVar = "(operands) : functional"
    FN: ClassVar = staticmethod(cute_ops.composed_get_inner)


@irdl_op_definition
class ComposedGetOffsetOp(UnaryOp):
    """The offset of ``A o offset o B``, an int-tuple."""

    name = "cute.composed_get_offset"
    OPERAND_KINDS: ClassVar = (COMPOSED,)
    RESULT_KINDS: ClassVar = ("int_tuple",)
    DSL: ClassVar = "(operands) : functional"
    FN: ClassVar = staticmethod(cute_ops.composed_get_offset)


@irdl_op_definition
class ComposedGetOuterOp(UnaryOp):
    """The B layout of ``A o offset o B``."""

    name = "cute.composed_get_outer"
    OPERAND_KINDS: ClassVar = (COMPOSED,)
    RESULT_KINDS: ClassVar = ("layout",)
    DSL: ClassVar = "(operands) : functional"
    FN: ClassVar = staticmethod(cute_ops.composed_get_outer)


@irdl_op_definition
class GetShapeOp(UnaryOp):
    """The domain shape of a layout, composed layout (B) or tile (per slot); of a view (a memref,
    a coordinate tensor, a descriptor view: NVIDIA's ODS takes a ``ViewTypeInterface``), its
    layout's."""

    name = "cute.get_shape"
    OPERAND_KINDS: ClassVar = (Kinds("layout", "composed_layout", "tile"),)
    TENSOR_LIFT: ClassVar = "measure"
    RESULT_KINDS: ClassVar = ("shape",)
    DSL: ClassVar = "(operands) : functional"
    FN: ClassVar = staticmethod(cute_ops.get_shape)


@irdl_op_definition
class GetStrideOp(UnaryOp):
    """The stride of a layout, scaled bases verbatim."""

    name = "cute.get_stride"
    OPERAND_KINDS: ClassVar = (Kinds("layout"),)
    RESULT_KINDS: ClassVar = ("stride",)
    DSL: ClassVar = "(operands) : functional"
    FN: ClassVar = staticmethod(cute_ops.get_stride)


@irdl_op_definition
class GetOp(UnaryOp):
    """The mode at a hierarchical path (``<[1, 0]>``); no path is the identity."""

    name = "cute.get"
    mode = opt_prop_def(DenseArrayBase)
    OPERAND_KINDS: ClassVar = (INDEXABLE,)
    SEED: ClassVar = "<mode>? (operands) : arrow"
    DSL: ClassVar = "(operands) <{mode}>? : arrow"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cute_ops.get(values[0], mode_of(props) or ())


@irdl_op_definition
class SelectOp(UnaryOp):
    """The top-level modes ``<[i, j, ...]>``, always wrapped in a tuple."""

    name = "cute.select"
    mode = prop_def(DenseArrayBase)
    OPERAND_KINDS: ClassVar = (INDEXABLE,)
    SEED: ClassVar = "<mode> (operands) : arrow"
    DSL: ClassVar = "<mode> (operands) : functional"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cute_ops.select(values[0], mode_of(props))


class _Flatten(CuteOp):
    """Ops whose result types are implied by the operand type (``: type($input)``)."""

    input = operand_def()
    results_ = var_result_def()
    traits = traits_def(Pure())
    SEED: ClassVar = "(operands) : operands"


@irdl_op_definition
class GetLeavesOp(_Flatten):
    """One value per leaf, of the input's kind (a tile gives layouts and ``!cute.tile<"_">``)."""

    name = "cute.get_leaves"
    OPERAND_KINDS: ClassVar = (Kinds("shape", "stride", "coord", "int_tuple", "tile"),)
    FN: ClassVar = staticmethod(cute_ops.get_leaves)


@irdl_op_definition
class GetLayoutsFromTileOp(_Flatten):
    """The layout leaves of a tile in DFS order, ``_`` skipped."""

    name = "cute.get_layouts_from_tile"
    OPERAND_KINDS: ClassVar = (Kinds("tile"),)
    FN: ClassVar = staticmethod(cute_ops.get_layouts_from_tile)


@irdl_op_definition
class GetScalarsOp(_Flatten):
    """The integer leaves as ``i32``/``i64`` (``<{only_dynamic}>``: the ``?`` ones)."""

    name = "cute.get_scalars"
    only_dynamic = opt_prop_def(UnitAttr)
    OPERAND_KINDS: ClassVar = (ANY,)
    SEED: ClassVar = "<{only_dynamic}>? (operands) : operands"
    DSL: ClassVar = "(operands) <{only_dynamic}>? : operands"

    @classmethod
    def infer(cls, types: Sequence[Attribute], props: dict) -> list[Attribute]:
        cls.check_operands(types)
        scalars = cute_ops.get_scalars(types[0].value, only_dynamic="only_dynamic" in props)
        for s in scalars:
            if isinstance(s.value, int) and not fits(s.value, s.width):
                raise OpFailure(f"static leaf {s.value} does not fit its result type i{s.width}")
        return [IntegerType(s.width) for s in scalars]

    def verify_(self) -> None:
        """A static leaf may be declared ``i32`` too: the DSL 4.8.1 infers ``i32`` for the static
        leaves where seed 000 says ``i64`` (cute-sym infers seed 000's)."""
        try:
            super().verify_()
        except Exception:
            if self.ods_message() is not None:
                raise
            types = list(self.operand_types)
            scalars = cute_ops.get_scalars(types[0].value, only_dynamic="only_dynamic" in self.properties) \
                if types and getattr(types[0], "kind", None) in KIND_NAMES else None
            declared = list(self.result_types)
            if scalars is None or len(scalars) != len(declared) or not all(
                    isinstance(d, IntegerType) and (d.width.data == s.width or (isinstance(s.value, int)
                                                                                and d.width.data == 32
                                                                                and fits(s.value, 32)))
                    for s, d in zip(scalars, declared)):
                raise

