"""Seed 000 size and index ops (003: ``SizeIndex/``)."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr
from xdsl.irdl import (irdl_op_definition, operand_def, opt_prop_def, prop_def, result_def,
                       traits_def, var_result_def)
from xdsl.traits import Pure

from ... import ops as cute_ops
from ...composed import ComposedLayout
from ...kinds import Coord, IntTuple
from ...layout import Layout
from .base import SI32, BinaryOp, CuteOp, Kinds, mode_of

__all__ = ["AppendToRankOp", "PrependToRankOp", "SizeOp", "CosizeOp", "TupleProductOp",
           "TupleProductEachOp", "DslTupleProductOp", "DslTupleProductEachOp", "Crd2IdxOp", "Idx2CrdOp", "IncrementCoordOp", "LayoutEvalOp"]

PADDABLE = Kinds("int_tuple", "coord", "stride", "shape", "layout", "composed_layout")
PAD_ELEMENT = Kinds("int_tuple", "coord", "stride", "shape", "layout")
ARITH_TUPLE = Kinds("int_tuple", "shape")
ANY_LAYOUT = Kinds("layout", "composed_layout")


class _PadToRank(CuteOp):
    """``<N> (input, element) : type(input), type(element)``; the result is inferred."""

    input = operand_def()
    element = operand_def()
    result = var_result_def()
    rank = prop_def(IntegerAttr)
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (PADDABLE, PAD_ELEMENT)
    SEED: ClassVar = "<rank> (operands) : operands"
    INT_TYPES: ClassVar = {"rank": SI32}

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cls.FN(values[0], props["rank"].value.data, values[1])   # refuses a rank past 65536


@irdl_op_definition
class AppendToRankOp(_PadToRank):
    name = "cute.append_to_rank"
    FN: ClassVar = staticmethod(cute_ops.append_to_rank)


@irdl_op_definition
class PrependToRankOp(_PadToRank):
    name = "cute.prepend_to_rank"
    FN: ClassVar = staticmethod(cute_ops.prepend_to_rank)


class _Measure(CuteOp):
    """``[<mode>] (input) : functional-type($input, $result)``."""

    input = operand_def()
    result = result_def()
    mode = opt_prop_def(DenseArrayBase)
    traits = traits_def(Pure())
    SEED: ClassVar = "<mode>? (operands) : functional"
    DSL: ClassVar = "(operands) <{mode}>? : functional"


@irdl_op_definition
class SizeOp(_Measure):
    """The product of the extents at ``mode`` (a layout's domain size)."""

    name = "cute.size"
    OPERAND_KINDS: ClassVar = (Kinds("shape", "int_tuple", "layout", "composed_layout"),)
    TENSOR_LIFT: ClassVar = "measure"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cute_ops.size(values[0], mode_of(props) or ())


@irdl_op_definition
class CosizeOp(_Measure):
    """``L(size(L)-1)+1`` at ``mode`` (``size(coshape)`` for basis strides)."""

    name = "cute.cosize"
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT,)
    TENSOR_LIFT: ClassVar = "measure"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cute_ops.cosize(values[0], mode_of(props) or ())


class _UnaryFunctional(CuteOp):
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE,)


@irdl_op_definition
class TupleProductOp(_UnaryFunctional):
    """The product of all leaves, of the input's kind."""

    name = "cute.tuple_product"
    DSL_NAME: ClassVar = "cute.tuple.product"
    FN: ClassVar = staticmethod(cute_ops.tuple_product)


@irdl_op_definition
class TupleProductEachOp(_UnaryFunctional):
    """The product of each top-level mode, of the input's kind."""

    name = "cute.tuple_product_each"
    DSL_NAME: ClassVar = "cute.tuple.product_each"
    FN: ClassVar = staticmethod(cute_ops.tuple_product_each)


@irdl_op_definition
class DslTupleProductOp(_UnaryFunctional):
    """The DSL 4.8.1's name of ``cute.tuple_product``."""

    name = "cute.tuple.product"
    FN: ClassVar = staticmethod(cute_ops.tuple_product)

    def seed_name(self) -> str:
        return "cute.tuple_product"


@irdl_op_definition
class DslTupleProductEachOp(_UnaryFunctional):
    """The DSL 4.8.1's name of ``cute.tuple_product_each``."""

    name = "cute.tuple.product_each"
    FN: ClassVar = staticmethod(cute_ops.tuple_product_each)

    def seed_name(self) -> str:
        return "cute.tuple_product_each"


@irdl_op_definition
class Crd2IdxOp(BinaryOp):
    """Paper eq. 2: the column-major index of a coordinate in a shape."""

    name = "cute.crd2idx"
    OPERAND_KINDS: ClassVar = (Kinds("coord"), Kinds("shape", "layout", "composed_layout"))   # seed 000, NVIDIA

    def seed_name(self) -> str | None:
        """Seed 000 writes the DSL's ``crd2idx`` of a layout as ``cute.layout_eval``."""
        return "cute.layout_eval" if getattr(self.rhs.type, "kind", None) in ("layout", "composed_layout") else None

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        """Seed 000: the index of a coordinate in a shape; the DSL 4.8.1: in a layout
        (``L(c)``, seed 000's ``cute.layout_eval``), a ``_`` of the coordinate being 0 (CuTe's
        ``struct Underscore : Int<0>``, which its ``crd2idx`` takes as an integer; NVIDIA's MLIR
        gives ``crd2idx((1,_), (4,8):(1,4)) = 1``)."""
        coord, second = values
        if isinstance(second, (Layout, ComposedLayout)):
            return cute_ops.layout_eval(_underscore_zero(_coord(coord)), second)
        return cute_ops.crd2idx(_coord(coord), second)


@irdl_op_definition
class Idx2CrdOp(BinaryOp):
    """Paper eq. 1: the colexicographic coordinate of an index in a shape."""

    name = "cute.idx2crd"
    OPERAND_KINDS: ClassVar = (Kinds("int_tuple"), Kinds("shape"))
    FN: ClassVar = staticmethod(cute_ops.idx2crd)


@irdl_op_definition
class IncrementCoordOp(BinaryOp):
    """The colexicographic successor of a coordinate within a shape."""

    name = "cute.increment_coord"
    OPERAND_KINDS: ClassVar = (Kinds("coord"), Kinds("shape"))
    FN: ClassVar = staticmethod(cute_ops.increment_coord)


@irdl_op_definition
class LayoutEvalOp(BinaryOp):
    """Paper eq. 3: ``L(c)``, per basis mode for scaled-basis strides."""

    name = "cute.layout_eval"
    DSL_NAME: ClassVar = "cute.crd2idx"
    OPERAND_KINDS: ClassVar = (Kinds("coord"), ANY_LAYOUT)
    FN: ClassVar = staticmethod(cute_ops.layout_eval)


def _underscore_zero(c: Any) -> Any:
    """``c`` with each ``_`` leaf 0 (CuTe C++ ``underscore.hpp``: ``Underscore : Int<0>``)."""
    from ...tuples import Underscore, transform_leaves
    if not isinstance(c, Coord):
        return c
    return Coord(transform_leaves(lambda x: 0 if isinstance(x, Underscore) else x, c.value))


def _coord(c: Any) -> Any:
    """A coordinate operand (the DSL also passes an int-tuple)."""
    return Coord(c.value) if isinstance(c, IntTuple) and not isinstance(c, Coord) else c
