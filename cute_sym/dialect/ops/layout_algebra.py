"""extension-ops.md, layout algebra: ``composition``, ``coalesce``, ``flatten``,
``complement``, ``group_modes``, ``recast_layout``, ``slice``, ``dice``,
``right_inverse``, ``left_inverse`` -- computed by :mod:`cute_sym.algebra`."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Attribute
from xdsl.irdl import (irdl_op_definition, operand_def, opt_operand_def, opt_prop_def, prop_def, result_def,
                       traits_def)
from xdsl.traits import Pure

from ... import algebra
from .. import forms
from ...errors import PreconditionError
from ..attrs import CoordAttr, attr_of
from .base import CuteOp, Kinds, OpFailure, UnaryOp
from .spelling import form_of

__all__ = ["CompositionOp", "CoalesceOp", "FlattenOp", "ComplementOp", "GroupModesOp", "RecastLayoutOp",
           "SliceOp", "DiceOp", "RightInverseOp", "LeftInverseOp", "FilterOp", "FilterZerosOp"]

ANY_LAYOUT = Kinds("layout", "composed_layout")
INDEXABLE = Kinds("shape", "int_tuple", "coord", "stride", "tile", "layout", "composed_layout")
SLICEABLE = Kinds("shape", "stride", "coord", "int_tuple", "layout", "composed_layout")


def _int(props: dict, name: str) -> int:
    return props[name].value.data


@irdl_op_definition
class CompositionOp(CuteOp):
    """``A o B`` (paper eq. 6); a shape or tile ``B`` is a tiler applied by mode."""

    name = "cute.composition"
    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT, Kinds("layout", "shape", "tile"))
    TENSOR_LIFT: ClassVar = "layout"
    FN: ClassVar = staticmethod(forms.composition)


class _OptionalSecond(CuteOp):
    """``(`` $input (``,`` $second^)? ``)`` attr-dict ``:`` functional-type(operands, results)."""

    input = operand_def()
    second = opt_operand_def()
    result = result_def()
    traits = traits_def(Pure())


@irdl_op_definition
class CoalesceOp(_OptionalSecond):
    """Paper §5.2: merge modes; with a target profile, coalesce by mode (eq. 5)."""

    name = "cute.coalesce"
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT, Kinds("coord"))
    TENSOR_LIFT: ClassVar = "layout"
    FN: ClassVar = staticmethod(algebra.coalesce)


@irdl_op_definition
class ComplementOp(_OptionalSecond):
    """Paper §5.3.3: ``L*`` up to the cotarget (its size / cosize), minimal without one."""

    name = "cute.complement"
    OPERAND_KINDS: ClassVar = (Kinds("layout"), Kinds("layout", "shape"))
    FN: ClassVar = staticmethod(algebra.complement)


@irdl_op_definition
class FlattenOp(CuteOp):
    """Depth at most 1, same kind."""

    name = "cute.flatten"
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (INDEXABLE,)
    FN: ClassVar = staticmethod(algebra.flatten)


@irdl_op_definition
class GroupModesOp(CuteOp):
    """``<begin, end>``: the top-level modes ``[begin, end)`` become one mode."""

    name = "cute.group_modes"
    input = operand_def()
    result = result_def()
    begin = prop_def(IntegerAttr)
    end = prop_def(IntegerAttr)
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT,)
    TENSOR_LIFT: ClassVar = "layout"
    SEED: ClassVar = "<begin,end> (operands) : functional"
    DSL: ClassVar = "(operands) <begin,end> : functional"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        """Negative ``begin``/``end`` count from the end (the DSL's ranges
        ``begin in [-rank, rank-1]``, ``end in [-rank+1, rank]``)."""
        x = values[0]
        rank = (x.outer if hasattr(x, "outer") else x).rank()
        begin, end = _int(props, "begin"), _int(props, "end")
        return algebra.group_modes(x, begin + rank if begin < 0 else begin, end + rank if end < 0 else end)

    def verify_extra(self) -> None:
        t = self.input.type
        value = getattr(t, "value", None)
        layout = getattr(value, "layout", value)
        if layout is None or not hasattr(layout, "rank"):
            return
        rank = (layout.outer if hasattr(layout, "outer") else layout).rank()
        begin, end = self.int_value("begin"), self.int_value("end")
        if not -rank <= begin <= rank - 1:
            raise OpFailure(f"expects begin in the range of [-rank , rank-1], but got begin [{begin}] and "
                            f"rank [{rank}]")
        if not -rank + 1 <= end <= rank:
            raise OpFailure(f"expects end in the range of [-rank+1 , rank], but got end [{end}] and rank [{rank}]")


@irdl_op_definition
class RecastLayoutOp(UnaryOp):
    """``<new_type_bits, old_type_bits>``: the same memory seen as other-width elements."""

    name = "cute.recast_layout"
    new_type_bits = prop_def(IntegerAttr)
    old_type_bits = prop_def(IntegerAttr)
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT,)
    SEED: ClassVar = "<new_type_bits,old_type_bits> (operands) : arrow"
    DSL: ClassVar = "<new_type_bits,old_type_bits> (operands) : to"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return algebra.recast_layout(values[0], _int(props, "new_type_bits"), _int(props, "old_type_bits"))


class _Slicing(CuteOp):
    """``(`` operands ``)`` attr-dict ``:`` type(operands); the result is inferred."""

    input = operand_def()
    coord = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (SLICEABLE, Kinds("coord"))
    TENSOR_LIFT: ClassVar = "slice"
    SEED: ClassVar = "(operands) : operands"


@irdl_op_definition
class SliceOp(_Slicing):
    """The modes where the coordinate is ``_``; a swizzled layout as C++'s ``slice_and_offset``
    (:func:`..forms.slice_`), else a composed layout keeps the offset."""

    name = "cute.slice"
    FN: ClassVar = staticmethod(forms.slice_)


@irdl_op_definition
class DiceOp(CuteOp):
    """The modes where the (static) coordinate is an integer.  Seed 000 passes the
    coordinate as an operand (``cute.dice(%l, %c) : L, C``); the DSL 4.8.1 as the
    property ``coord`` (``cute.dice(%l, "(1,_,1)") : (L) -> R``)."""

    name = "cute.dice"
    input = operand_def()
    crd = opt_operand_def()
    coord = opt_prop_def(CoordAttr)
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (SLICEABLE, Kinds("coord"))
    SEED: ClassVar = "(operands) : operands"
    DSL: ClassVar = '($input, "coord") : functional'
    STRING_PROPS: ClassVar = ("coord",)

    @classmethod
    def string_property(cls, name: str, text: str) -> Attribute:
        return attr_of("coord", text)

    def string_prop_text(self, name: str) -> str:
        return self.properties[name].text.data

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        if len(values) == 2:
            coord = values[1]
            if "coord" in props:
                raise PreconditionError("expects the coordinate as an operand or as the 'coord' property, not both")
        elif "coord" in props:
            coord = props["coord"].value
        else:
            raise PreconditionError("expects a coordinate: an operand or the 'coord' property")
        if not coord.is_static():
            raise PreconditionError(f"expects a static coordinate, but got '{coord}'")
        return algebra.dice(values[0], coord)

    def print(self, printer) -> None:
        if self.crd is None:              # only the DSL's spelling holds the coordinate property
            write_dice_dsl(self, printer, self.properties["coord"].text.data)
        elif form_of(printer) == "dsl" and self.crd.type.is_static():
            write_dice_dsl(self, printer, self.crd.type.text.data)
        else:
            super().print(printer)


def write_dice_dsl(op: DiceOp, printer, coord: str) -> None:
    """``cute.dice(%l, "(1,_,1)") : (L) -> R``."""
    printer.print_string("(")
    printer.print_operand(op.input)
    printer.print_string(", ")
    printer.print_string_literal(coord)
    printer.print_string(")")
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : (")
    printer.print_attribute(op.input.type)
    printer.print_string(") -> ")
    printer.print_attribute(op.result_types[0])


@irdl_op_definition
class FilterOp(CuteOp):
    """DSL 4.8.1 ``cute.filter``: the modes of nonzero stride and size above 1, coalesced."""

    name = "cute.filter"
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT,)
    TENSOR_LIFT: ClassVar = "layout"
    SEED: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(algebra.filter)


@irdl_op_definition
class FilterZerosOp(_OptionalSecond):
    """DSL 4.8.1 ``cute.filter_zeros``: each stride-0 mode's extent becomes 1
    (with a target profile, only where the profile is 1)."""

    name = "cute.filter_zeros"
    OPERAND_KINDS: ClassVar = (Kinds("layout", "composed_layout", "stride"), Kinds("coord", "int_tuple", "stride"))
    TENSOR_LIFT: ClassVar = "layout"
    SEED: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(algebra.filter_zeros)


class _Inverse(CuteOp):
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (Kinds("layout"),)

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cls.FN(values[0])      # dynamic leaves: CuTe's rules (cute_sym.algebra.dynamic)


def _static_shape(layout: Any) -> bool:
    from ...tuples import is_static
    return is_static(layout.shape)


@irdl_op_definition
class RightInverseOp(_Inverse):
    """Paper §5.4.1: the largest right inverse ``L‡``."""

    name = "cute.right_inverse"
    FN: ClassVar = staticmethod(algebra.right_inverse)

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        """The DSL takes a static shape (dynamic strides: the algebra decides or refuses)."""
        if not _static_shape(values[0]):
            raise PreconditionError(f"expects a static shape, but got '{values[0]}'")
        return cls.FN(values[0])


@irdl_op_definition
class LeftInverseOp(_Inverse):
    """Paper §5.4.3: a left inverse ``L†`` of an injective layout."""

    name = "cute.left_inverse"
    FN: ClassVar = staticmethod(algebra.left_inverse)
