"""extension-ops.md, advanced constructors: ``make_identity_layout``,
``make_ordered_layout``, ``make_layout_like`` -- computed by :mod:`cute_sym.algebra`."""
from __future__ import annotations

from typing import ClassVar

from xdsl.irdl import irdl_op_definition

from ... import algebra
from .. import forms
from ...kinds import Shape
from ..types import CuteType, cute_type
from .base import BinaryOp, Kinds, OpFailure, UnaryOp

__all__ = ["MakeIdentityLayoutOp", "MakeOrderedLayoutOp", "MakeLayoutLikeOp"]


@irdl_op_definition
class MakeIdentityLayoutOp(UnaryOp):
    """``shape : (1@0, 1@1, ...)``, the identity of paper §5.3.1."""

    name = "cute.make_identity_layout"
    OPERAND_KINDS: ClassVar = (Kinds("shape"),)
    RESULT_KINDS: ClassVar = ("layout",)
    DSL: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"
    FN: ClassVar = staticmethod(algebra.make_identity_layout)

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and isinstance(results[0], CuteType) and results[0].kind == "layout":
            return [cute_type(Shape(results[0].value.shape))]
        return None


@irdl_op_definition
class MakeOrderedLayoutOp(BinaryOp):
    """A compact layout whose modes take strides in increasing ``order``."""

    name = "cute.make_ordered_layout"
    OPERAND_KINDS: ClassVar = (Kinds("shape"), Kinds("int_tuple"))
    FN: ClassVar = staticmethod(algebra.make_ordered_layout)

    def verify_extra(self) -> None:
        (result,) = self.result_types
        if getattr(result, "kind", None) == "layout" and result.value.shape != self.lhs.type.value.value:
            raise OpFailure("failed to verify that result layout.shape matches operand shape")


@irdl_op_definition
class MakeLayoutLikeOp(UnaryOp):
    """A compact layout of ``src``'s shape, its strides ordered like ``src``'s (the CuTe IR's
    form: :func:`..forms.make_layout_like`)."""

    name = "cute.make_layout_like"
    OPERAND_KINDS: ClassVar = (Kinds("layout", "composed_layout"),)
    DSL: ClassVar = "(operands) : to"
    FN: ClassVar = staticmethod(forms.make_layout_like)
