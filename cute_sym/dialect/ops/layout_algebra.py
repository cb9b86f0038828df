"""extension-ops.md, layout algebra: ``composition``, ``coalesce``, ``flatten``,
``complement``, ``group_modes``, ``recast_layout``, ``slice``, ``dice``,
``right_inverse``, ``left_inverse`` -- computed by :mod:`cute_sym.algebra`."""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import IntegerAttr
from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, prop_def, result_def, traits_def
from xdsl.traits import Pure

from ... import algebra
from ...errors import PreconditionError
from .base import CuteOp, Kinds, UnaryOp

__all__ = ["CompositionOp", "CoalesceOp", "FlattenOp", "ComplementOp", "GroupModesOp", "RecastLayoutOp",
           "SliceOp", "DiceOp", "RightInverseOp", "LeftInverseOp"]

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
    FN: ClassVar = staticmethod(algebra.composition)


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
    PREFIX: ClassVar = "begin,end"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return algebra.group_modes(values[0], _int(props, "begin"), _int(props, "end"))


@irdl_op_definition
class RecastLayoutOp(UnaryOp):
    """``<new_type_bits, old_type_bits>``: the same memory seen as other-width elements."""

    name = "cute.recast_layout"
    new_type_bits = prop_def(IntegerAttr)
    old_type_bits = prop_def(IntegerAttr)
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT,)
    PREFIX: ClassVar = "new_type_bits,old_type_bits"

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
    SUFFIX: ClassVar = "operand_types"


@irdl_op_definition
class SliceOp(_Slicing):
    """The modes where the coordinate is ``_`` (a composed layout keeps the offset)."""

    name = "cute.slice"
    FN: ClassVar = staticmethod(algebra.slice_)


@irdl_op_definition
class DiceOp(_Slicing):
    """The modes where the (static) coordinate is an integer."""

    name = "cute.dice"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        if not values[1].is_static():
            raise PreconditionError(f"expects a static coordinate, but got '{values[1]}'")
        return algebra.dice(*values)


class _Inverse(CuteOp):
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (Kinds("layout"),)

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return cls.FN(values[0])      # dynamic leaves: CuTe's rules (cute_sym.algebra.dynamic)


@irdl_op_definition
class RightInverseOp(_Inverse):
    """Paper §5.4.1: the largest right inverse ``L‡``."""

    name = "cute.right_inverse"
    FN: ClassVar = staticmethod(algebra.right_inverse)


@irdl_op_definition
class LeftInverseOp(_Inverse):
    """Paper §5.4.3: a left inverse ``L†`` of an injective layout."""

    name = "cute.left_inverse"
    FN: ClassVar = staticmethod(algebra.left_inverse)
