"""``--cute-fold-static``: constant-fold pure ``cute`` ops (seed 003, ``CuteFoldStatic``).

A pure op whose result types are static (always so when its operands are)
is replaced by ``cute.static`` of each result type; a decided
``cute.equal`` / ``cute.elem_less`` becomes ``arith.constant`` of ``i1``, and
``cute.get_scalars`` of a static value becomes ``arith.constant`` s.  The
greedy driver refolds users until a fixpoint and erases the dead ops, as
MLIR's does.
"""
from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker,
                                   RewritePattern)
from xdsl.traits import NoMemoryEffect

from ...errors import CuteError
from ..ops import CuteOp, GetScalarsOp, StaticOp
from ..ops.base import OpFailure
from ..types import CuteType

__all__ = ["FoldStaticPass", "FoldStatic", "static_replacement"]


def _is_static(t: Attribute) -> bool:
    return isinstance(t, CuteType) and t.is_static()


def static_replacement(op: CuteOp) -> list[Operation] | None:
    """Ops materializing ``op``'s results as constants, or ``None`` when some result is dynamic."""
    if isinstance(op, GetScalarsOp):
        if not _is_static(op.input.type):
            return None
        from ...kinds import get_scalars
        scalars = get_scalars(op.input.type.value, "only_dynamic" in op.properties)
        return [ConstantOp(IntegerAttr(s.value, IntegerType(s.width))) for s in scalars]
    if all(_is_static(t) for t in op.result_types):
        return [StaticOp.create(result_types=[t]) for t in op.result_types]
    if (op.INFERS and op.operands and all(isinstance(t, CuteType) for t in op.operand_types)
            and op.result_types and all(isinstance(t, IntegerType) for t in op.result_types)):
        try:
            verdict = op.compute([t.value for t in op.operand_types], dict(op.properties))
        except (CuteError, OpFailure):
            return None
        if isinstance(verdict, bool):
            return [ConstantOp(IntegerAttr(int(verdict), IntegerType(1)))]
    return None


def foldable(op: Operation) -> bool:
    """A pure ``cute`` op other than ``cute.static``."""
    return isinstance(op, CuteOp) and not isinstance(op, StaticOp) and op.has_trait(NoMemoryEffect)


class FoldStatic(RewritePattern):
    """Replace a foldable op whose results are static by constants."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not foldable(op):
            return
        new_ops = static_replacement(op)
        if new_ops is not None:
            results: list[SSAValue] = [r for o in new_ops for r in o.results]
            rewriter.replace(op, new_ops, results)


@dataclass(frozen=True)
class FoldStaticPass(ModulePass):
    name = "cute-fold-static"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier([FoldStatic()])).rewrite_module(op)
