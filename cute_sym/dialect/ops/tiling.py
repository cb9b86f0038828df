"""extension-ops.md, tiling, partitioning and products: the ``*_product`` and
``*_divide`` families and ``tile_to_shape`` -- computed by :mod:`cute_sym.algebra`."""
from __future__ import annotations

from typing import Callable, ClassVar

from xdsl.irdl import irdl_op_definition, operand_def, opt_operand_def, result_def, traits_def
from xdsl.traits import Pure

from ... import algebra
from ...algebra.divide import divide
from ...algebra.product import product
from .. import forms
from .base import BinaryOp, CuteOp, Kinds

__all__ = ["LogicalProductOp", "ZippedProductOp", "TiledProductOp", "FlatProductOp", "RakedProductOp",
           "BlockedProductOp", "LogicalDivideOp", "ZippedDivideOp", "TiledDivideOp", "FlatDivideOp",
           "TileToShapeOp"]

ANY_LAYOUT = Kinds("layout", "composed_layout")


class _Product(BinaryOp):
    """Paper §5.5.1: ``lhs`` repeated by ``rhs`` (the DSL: a static ``lhs``)."""

    @classmethod
    def compute(cls, values, props):
        if not values[0].is_static():
            from ...errors import PreconditionError
            raise PreconditionError(f"expects `input` to be static, but got '{values[0]}'")
        form = cls.name[len("cute."):].removesuffix("_product")
        if form in ("logical", "zipped", "tiled", "flat"):       # the grid A* o B as the CuTe IR composes
            return product(*values, form, grid=forms.composition)
        return cls.FN(*values)

    OPERAND_KINDS: ClassVar = (ANY_LAYOUT, Kinds("layout"))
    TENSOR_LIFT: ClassVar = "layout"


class _Divide(BinaryOp):
    """Paper §5.5.2: ``input`` split into tiles of ``tiler`` (a shape ``(4,8)`` is ``<4:1, 8:1>``)."""

    OPERAND_KINDS: ClassVar = (ANY_LAYOUT, Kinds("layout", "tile", "shape"))
    TENSOR_LIFT: ClassVar = "layout"
    DSL: ClassVar = "(operands) : operands"

    @classmethod
    def compute(cls, values, props):
        """The CuTe IR's type: a ``_`` tiler mode regrouped as C++'s ``zip2_by``, size-1 modes
        composed as the IR composes them (:mod:`..forms`)."""
        form = cls.name[len("cute."):].removesuffix("_divide")
        return divide(*values, form, zip2_by=form != "logical", compose=forms.composition)


def _define(base: type, name: str, fn: Callable) -> type:
    cls = type(f"{''.join(p.title() for p in name.split('_'))}Op", (base,),
               {"name": f"cute.{name}", "FN": staticmethod(fn), "__module__": __name__,
                "__annotations__": {"FN": ClassVar}, "__doc__": f"``cute.{name}`` ({fn.__name__})."})
    return irdl_op_definition(cls)


LogicalProductOp = _define(_Product, "logical_product", algebra.logical_product)
ZippedProductOp = _define(_Product, "zipped_product", algebra.zipped_product)
TiledProductOp = _define(_Product, "tiled_product", algebra.tiled_product)
FlatProductOp = _define(_Product, "flat_product", algebra.flat_product)
RakedProductOp = _define(_Product, "raked_product", algebra.raked_product)
BlockedProductOp = _define(_Product, "blocked_product", algebra.blocked_product)
LogicalDivideOp = _define(_Divide, "logical_divide", algebra.logical_divide)
ZippedDivideOp = _define(_Divide, "zipped_divide", algebra.zipped_divide)
TiledDivideOp = _define(_Divide, "tiled_divide", algebra.tiled_divide)
FlatDivideOp = _define(_Divide, "flat_divide", algebra.flat_divide)


@irdl_op_definition
class TileToShapeOp(CuteOp):
    """Repeat a block to a shape, in an optional mode ``order``."""

    name = "cute.tile_to_shape"
    input = operand_def()
    shape = operand_def()
    order = opt_operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ANY_LAYOUT, Kinds("shape"), Kinds("int_tuple"))
    FN: ClassVar = staticmethod(algebra.tile_to_shape)
