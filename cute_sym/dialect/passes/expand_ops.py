"""``--cute-expand-ops``: rewrite ``cute`` algebra ops into constructors + ``arith``
(seed 000, Passes).

The base constructors (``make_*``), ``cute.static``, ``cute.print`` and
``cute.get_scalars`` stay; every other op is rewritten:

* static results become ``cute.static`` (a decided ``i1`` an ``arith.constant``);
* dynamic results become ``cute.get_scalars<{only_dynamic}>`` of each dynamic
  operand, ``arith`` ops computing each ``?`` leaf of the result, and the
  ``cute.make_*`` that rebuild it.

The arithmetic is found by running the op's own ``compute`` (so
``cute_sym``) on *symbolic* operands, whose ``?`` leaves are sympy symbols
standing for the scalars, under :func:`cute_sym.algebra.dynamic.cute_semantics`:
the structure is the one the bare ``?`` types got (CuTe's, decided on static
leaves only), and each ``?`` leaf of the result carries the expression to emit
(:mod:`.arith_emit`).  ``equal``, ``elem_less`` and
``increment_coord``, whose dynamic results are comparisons or carries, and
``layout_eval`` through a swizzle emit their formulas of :mod:`cute_sym.formulas`
(codegen's reference computes the same ones); ``shape_div`` has its own expansion.  An op whose
result cannot be written so (:class:`NotExpressible`) is left as it is.

Assumptions of the emitted arithmetic: dynamic leaves other than strides are
non-negative (extents, coordinates, indices, offsets); the conditions CuTe's
algorithms take for granted hold (``shape_div``'s divisibility, the facts
:func:`cute_sym.algebra.dynamic.meaning` lists); values fit the result's width.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType, ModuleOp, UnitAttr, i1
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker,
                                   RewritePattern)

from ...algebra.dynamic import cute_semantics
from ...algebra.dynamic.meaning import Symbols
from ...arith import tuple_add
from ... import formulas, ops as cute_ops
from ...composed import ComposedLayout, Swizzle
from ...conditions import collecting
from ...errors import CuteError
from ...kinds import IntTuple, get_scalars
from ...layout import Layout
from ...tuples import Dyn, E, leaves
from ..ops import (CuteOp, ElemLessOp, EqualOp, GetScalarsOp, IncrementCoordOp, LayoutEvalOp,
                   MakeComposedLayoutOp, MakeLayoutOp, PrintOp, ShapeDivOp, StaticOp)
from ..ops.constructors import MAKE_OPS
from ..types import CuteType, components, cute_type, declares
from .arith_emit import Emitter, NotExpressible
from .fold_static import static_replacement

__all__ = ["ExpandOpsPass", "ExpandOps", "expand", "is_legal"]

_LEGAL = (StaticOp, PrintOp, GetScalarsOp, MakeLayoutOp, MakeComposedLayoutOp) + MAKE_OPS
_MAKE = {op.RESULT_KIND: op for op in MAKE_OPS}


def is_legal(op: Operation) -> bool:
    """Seed 000: constructors, ``static``, ``print`` and ``get_scalars`` survive the pass."""
    return not isinstance(op, CuteOp) or isinstance(op, _LEGAL)


def _operand_values(em: Emitter, op: CuteOp) -> list[Any]:
    """Operand values, the dynamic ones symbolic, their scalars from ``get_scalars<{only_dynamic}>``."""
    symbols = Symbols()
    values = []
    for operand in op.operands:
        t = operand.type
        if not isinstance(t, CuteType):    # a tensor, an atom, a foreign type: not expanded
            raise NotExpressible(f"operand of type {t} has no scalars to expand")
        if t.is_static():
            values.append(t.value)
            continue
        scalars = get_scalars(t.value, only_dynamic=True)
        gs = GetScalarsOp.create(operands=[operand], properties={"only_dynamic": UnitAttr()},
                                 result_types=[IntegerType(s.width) for s in scalars])
        em.ops.append(gs)
        first = len(symbols.made)
        values.append(symbols.value(t.value))
        for (s, _leaf), result, scalar in zip(symbols.made[first:], gs.results, scalars, strict=True):
            em.symbols[s] = (result, scalar.width)
    return values


def _leaf(em: Emitter, x: Any, width: int) -> SSAValue:
    """A leaf (int or symbolic ``Dyn``) as an SSA value."""
    if isinstance(x, Dyn):
        if x.expr is None:
            raise NotExpressible("a dynamic leaf lost its expression")
        return em.emit(x.expr, width)
    return em.constant(x, width)


def rebuild(em: Emitter, t: CuteType, scalars: list[SSAValue]) -> SSAValue:
    """The value of type ``t`` whose ``?`` leaves are ``scalars``: ``cute.make_*`` / ``cute.static``."""
    if t.is_static():
        return em.add(StaticOp.create(result_types=[t]))
    if t.kind in _MAKE:
        return em.add(_MAKE[t.kind].create(operands=scalars, result_types=[t]))
    make = MakeLayoutOp if t.kind == "layout" else MakeComposedLayoutOp
    operands = []
    for part in components(t.value):
        n = len(get_scalars(part, only_dynamic=True))
        operands.append(rebuild(em, cute_type(part), scalars[:n]))
        scalars = scalars[n:]
    return em.add(make.create(operands=operands, result_types=[t]))


def _build(em: Emitter, t: Attribute, v: Any) -> SSAValue:
    if not isinstance(t, CuteType) or not declares(t, cute_type(v)):
        raise NotExpressible(f"the symbolic result {v} does not have the type {t}")
    if t.is_static():
        return rebuild(em, t, [])
    return rebuild(em, t, [_leaf(em, s.value, s.width) for s in get_scalars(v, only_dynamic=True)])


class _ArithOps(formulas.Arithmetic):
    """The formulas' arithmetic as ``arith`` ops appended to an :class:`Emitter`."""

    _CMPI = {"==": "eq", "<": "slt", ">=": "sge"}
    _BITS = {"&": arith.AndIOp, "^": arith.XOrIOp, ">>": arith.ShRUIOp, "<<": arith.ShLIOp}

    def __init__(self, em: Emitter):
        self.em = em

    def leaf(self, x: Any, width: int) -> SSAValue:
        return _leaf(self.em, x, width)

    def const(self, value: int, width: int) -> SSAValue:
        return self.em.constant(value, width)

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.em.add(arith.AddiOp(a, b))

    def compare(self, relation: str, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.em.add(arith.CmpiOp(a, b, self._CMPI[relation]))

    def both(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.em.add(arith.AndIOp(a, b))

    def select(self, c: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.em.add(arith.SelectOp(c, a, b))

    def to_int(self, c: SSAValue, width: int) -> SSAValue:
        return self.em.add(arith.ExtUIOp(c, IntegerType(width)))

    def bits(self, op: str, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.em.add(self._BITS[op](a, b))


def _expand_equal(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    return [formulas.leafwise(cute_ops.compared_leaves(*values), "==", _ArithOps(em))]


def _expand_elem_less(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    return [formulas.leafwise(cute_ops.compared_leaves(*values), "<", _ArithOps(em))]


def _expand_increment_coord(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    """The colexicographic successor (:func:`cute_sym.formulas.increment`)."""
    (t,) = op.result_types
    crd, shape = (list(leaves(v.value)) for v in values)
    width = get_scalars(t.value, only_dynamic=True)[0].width
    return [rebuild(em, t, formulas.increment(crd, shape, _ArithOps(em), width))]


def _expand_layout_eval(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    """Through a swizzle ``A``: :func:`cute_sym.formulas.swizzle` of ``x = offset + B(c)``."""
    crd, layout = values
    if not (isinstance(layout, ComposedLayout) and isinstance(layout.inner, Swizzle)):
        return _generic(em, op, values)
    (t,) = op.result_types
    sw = layout.inner
    width = get_scalars(t.value, only_dynamic=True)[0].width
    with collecting():
        x = _leaf(em, tuple_add(layout.offset, layout.outer(crd.value)), width)
    return [rebuild(em, t, [formulas.swizzle(sw.yyy_mask, sw.shift, x, _ArithOps(em), width)])]


def _expand_shape_div(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    """Seed 000: a (scalar, scalar) step is ``a / b`` where either side divides the other,
    rounded away from zero (1 when ``a < b``); on the non-negative extents of a shape that is
    ``ceil(a / b)``, step by step, so the expansion is ``ceil_div``'s.  (The symbolic
    ``shape_div`` assumes ``b | a``: ``(8,?) / 4`` would give the second mode ``2*?``.)"""
    (t,) = op.result_types
    return [_build(em, t, cute_ops.ceil_div(*values))]


def _generic(em: Emitter, op: CuteOp, values: list[Any]) -> list[SSAValue]:
    try:
        with cute_semantics(), collecting():
            out = op.compute(values, dict(op.properties))
    except CuteError as e:
        raise NotExpressible(e.reason) from None
    outs = out if isinstance(out, list) else [out]
    if any(t == i1 for t in op.result_types):
        raise NotExpressible("an i1 result needs its own expansion")
    return [_build(em, t, v) for t, v in zip(op.result_types, outs, strict=True)]


_SPECIAL: dict[type, Callable[[Emitter, CuteOp, list[Any]], list[SSAValue]]] = {
    EqualOp: _expand_equal, ElemLessOp: _expand_elem_less,
    IncrementCoordOp: _expand_increment_coord, LayoutEvalOp: _expand_layout_eval,
    ShapeDivOp: _expand_shape_div,
}


def expand(op: CuteOp) -> tuple[list[Operation], list[SSAValue]]:
    """The ops replacing ``op`` and the values replacing its results."""
    if not op.INFERS or not all(isinstance(t, CuteType | IntegerType) for t in op.result_types):
        raise NotExpressible(f"'{op.name}' has no expansion (a tensor, an atom or an opaque op)")
    static = static_replacement(op)
    if static is not None:
        return static, [r for o in static for r in o.results]
    em = Emitter()
    values = _operand_values(em, op)
    results = _SPECIAL.get(type(op), _generic)(em, op, values)
    unused = [o for o in em.ops if isinstance(o, GetScalarsOp) and not any(r.uses for r in o.results)]
    for o in unused:                       # an operand whose scalars the result does not need
        o.drop_all_references()
    return [o for o in em.ops if o not in unused], results


class ExpandOps(RewritePattern):
    """Expand one illegal op; an op with no expansion is left in place."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if is_legal(op):
            return
        try:
            new_ops, results = expand(op)
        except NotExpressible:
            return
        rewriter.replace(op, new_ops, results)


@dataclass(frozen=True)
class ExpandOpsPass(ModulePass):
    name = "cute-expand-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(GreedyRewritePatternApplier([ExpandOps()], dce_enabled=False),
                             apply_recursively=False).rewrite_module(op)
