"""Seed 000 / 002 arithmetic ops: ``tuple_add``, ``tuple_sub``, ``shape_div``,
``ceil_div``, ``equal``, ``elem_less``."""
from __future__ import annotations

from typing import ClassVar

from xdsl.ir import Operation
from xdsl.irdl import irdl_op_definition, traits_def
from xdsl.traits import ConditionallySpeculatable, NoMemoryEffect

from ... import ops as cute_ops
from .base import BinaryOp, Kinds, OpFailure, type_text

__all__ = ["CeilDivOp", "ElemLessOp", "EqualOp", "ShapeDivOp", "TupleAddOp", "TupleSubOp", "TupleMulOp",
           "TupleDivOp", "TupleModOp"]

ARITH_TUPLE = Kinds("int_tuple", "shape")
COMPARABLE = Kinds("int_tuple", "shape", "coord")
EQUATABLE = Kinds("int_tuple", "shape", "coord", "stride", "layout")


class NotSpeculatable(ConditionallySpeculatable):
    """Seed 000 lists ``ConditionallySpeculatable`` without ``AlwaysSpeculatable``:
    the op may fail (a zero divisor), so it is not hoisted."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        return False


class _Division(BinaryOp):
    traits = traits_def(NoMemoryEffect(), NotSpeculatable())


@irdl_op_definition
class CeilDivOp(_Division):
    """Seed 000 ``cute.ceil_div``: rounding-up division by an int-tuple, shape or tile."""

    name = "cute.ceil_div"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, Kinds("int_tuple", "shape", "tile"))
    DSL: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(cute_ops.ceil_div)


@irdl_op_definition
class ShapeDivOp(_Division):
    """Seed 002 ``cute.shape_div``: exact division, one side dividing the other."""

    name = "cute.shape_div"
    OPERAND_KINDS: ClassVar = (Kinds("shape"), Kinds("shape"))
    DSL: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(cute_ops.shape_div)


class _TupleArith(BinaryOp):
    """NVIDIA's traits of the tuple arithmetic ops (the DSL 4.8.1): ``lhs`` and ``rhs``, and
    ``lhs`` and the result, have the same kind (``!cute.int_tuple`` or ``!cute.shape``)."""

    def verify_extra(self) -> None:
        lhs, rhs = self.lhs.type, self.rhs.type
        if lhs.kind != rhs.kind:
            raise OpFailure("failed to verify that `lhs` and `rhs` must have the same kind",
                            [f"expects lhs and rhs to be the same kind, but got '{type_text(lhs)}' and "
                             f"'{type_text(rhs)}'"])
        result = self.result.type
        if getattr(result, "kind", None) != lhs.kind:
            raise OpFailure("failed to verify that `lhs` and `result` must have the same kind",
                            [f"the result type '{type_text(result)}' is not of the kind of lhs "
                             f"'{type_text(lhs)}'"])


@irdl_op_definition
class TupleAddOp(_TupleArith):
    """Seed 002 ``cute.tuple_add``: element-wise sum with right padding."""

    name = "cute.tuple_add"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, ARITH_TUPLE)
    FN: ClassVar = staticmethod(cute_ops.tuple_add)


@irdl_op_definition
class TupleSubOp(_TupleArith):
    """Seed 002 ``cute.tuple_sub``: element-wise ``lhs - rhs`` with right padding."""

    name = "cute.tuple_sub"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, ARITH_TUPLE)
    FN: ClassVar = staticmethod(cute_ops.tuple_sub)


@irdl_op_definition
class EqualOp(BinaryOp):
    """Seed 002 ``cute.equal``: structural and value equality, an ``i1``."""

    name = "cute.equal"
    OPERAND_KINDS: ClassVar = (EQUATABLE, EQUATABLE)
    DSL: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(cute_ops.equal)


@irdl_op_definition
class ElemLessOp(BinaryOp):
    """Seed 000 ``cute.elem_less``: every ``lhs`` leaf below its ``rhs`` leaf, an ``i1``."""

    name = "cute.elem_less"
    OPERAND_KINDS: ClassVar = (COMPARABLE, COMPARABLE)
    DSL: ClassVar = "(operands) : operands"
    FN: ClassVar = staticmethod(cute_ops.elem_less)


def _leafwise(op, x, y, name: str, a, b):
    """``op`` on the leaves of congruent ``x`` and ``y``."""
    from ...errors import PreconditionError
    from ...tuples import format_htuple, is_tuple
    if is_tuple(x) and is_tuple(y):
        if len(x) != len(y):
            raise PreconditionError(f"{name}: the operands '{a}' and '{b}' are not congruent")
        return tuple(_leafwise(op, p, q, name, a, b) for p, q in zip(x, y))
    if is_tuple(x) or is_tuple(y):
        raise PreconditionError(f"{name}: a leaf is paired with a sub-tuple ({format_htuple(x)} vs "
                                f"{format_htuple(y)})")
    return op(x, y)


def _elementwise(op, name):
    def fn(a, b):
        from ...kinds import IntTuple
        from ...tuples import is_tuple, transform_leaves
        x, y = a.value, b.value
        if is_tuple(x) and not is_tuple(y):
            y = transform_leaves(lambda _l: b.value, x)
        out = _leafwise(op, x, y, name, a, b)
        return type(a)(out) if type(a) is type(b) else IntTuple(out)
    return staticmethod(fn)


def _div(p, q):
    if isinstance(q, int) and q == 0:
        from ...errors import PreconditionError
        raise PreconditionError("tuple_div: division by zero")
    return p // q


def _mod(p, q):
    if isinstance(q, int) and q == 0:
        from ...errors import PreconditionError
        raise PreconditionError("tuple_mod: division by zero")
    return p % q


@irdl_op_definition
class TupleMulOp(_TupleArith):
    """DSL 4.8.1 ``cute.tuple_mul``: the leaf-wise product (a scalar ``rhs`` multiplies each leaf)."""

    name = "cute.tuple_mul"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, ARITH_TUPLE)
    FN: ClassVar = _elementwise(lambda p, q: p * q, "tuple_mul")


@irdl_op_definition
class TupleDivOp(_TupleArith):
    """DSL 4.8.1 ``cute.tuple_div``: the leaf-wise floor quotient."""

    name = "cute.tuple_div"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, ARITH_TUPLE)
    FN: ClassVar = _elementwise(_div, "tuple_div")


@irdl_op_definition
class TupleModOp(_TupleArith):
    """DSL 4.8.1 ``cute.tuple_mod``: the leaf-wise remainder."""

    name = "cute.tuple_mod"
    OPERAND_KINDS: ClassVar = (ARITH_TUPLE, ARITH_TUPLE)
    FN: ClassVar = _elementwise(_mod, "tuple_mod")
