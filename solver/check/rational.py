"""Ops on CuTe's ratio strides (issue 23): the block-scaled GEMMs' scale-factor coordinate
tensors, ``!cute.coord_tensor<"(0,0,0)", "((512,1),16):((1/2@0,0),1@2)">``.

The dialect reads such a type as its text (:func:`cute_sym.dialect.types.unmodelled_reason`),
and the ``ops`` family used to leave every op on one not modelled.  Here the texts are read
with the ratio scales as exact fractions (:data:`cute_sym.syntax.RATIONAL_PARSERS`:
``1/2@0`` is ``E(Fraction(1, 2), (0,))``, a layout's value at a coordinate the exact
rational sum of coordinate times stride, CuTe's ``ScaledBasis<ratio<1,2>>``), the op is run
on those values with cute-sym's own algorithm (the one :meth:`CuteOp.infer` runs), and each
result is held against the declared one:

* the same value (canonical text, ``?{div=N}`` as :func:`~cute_sym.dialect.types.declares`
  allows) -> *re-derived*;
* the op fails or gives another value -> the op stays *not modelled*, with no finding: how
  NVIDIA's MLIR rounds a ratio is not modelled (the coverage line counts it).

The ``?`` leaves are compared as the declared types write them (no run-time values: an op
here is re-derived at the type level, never *proven*).
"""
from __future__ import annotations

import re
from typing import Any

from xdsl.ir import Attribute, SSAValue
from xdsl.utils.exceptions import VerifyException

from cute_sym.dialect.ops.base import CuteOp, OpFailure, value_of
from cute_sym.dialect.types import (CuteType, CuteTypeBase, UnprintedType, canonical_text, cute_type, declares,
                                     lenient_reading, unmodelled_reason)
from cute_sym.errors import CuteError

from .context import Context

__all__ = ["rational_value", "value_at", "derive_rational", "check_rational"]


def rational_value(t: Attribute) -> Any:
    """The value of a type whose text has ratio strides (``CuteSyntaxError`` if it is not
    a layout, a coordinate tensor or a tuple); any other type's own value."""
    if unmodelled_reason(t) is None:
        return value_of(t)
    from cute_sym.syntax import RATIONAL_PARSERS
    from cute_sym.tensor import ArithTupleIter, CoordTensor
    if getattr(t, "kind", None) == "coord_tensor":
        return CoordTensor(ArithTupleIter(RATIONAL_PARSERS["int_tuple"](t.base.data)),
                           _layout(t.layout.data))
    if isinstance(t, CuteType) and t.kind in RATIONAL_PARSERS:
        return RATIONAL_PARSERS[t.kind](t.text.data)
    raise CuteError(f"no rational model of '{t}'")


def _layout(text: str) -> Any:
    from cute_sym.syntax import RATIONAL_PARSERS
    if " o " in text or ":" not in text:
        raise CuteError(f"no rational model of the layout text '{text}'")
    return RATIONAL_PARSERS["layout"](text)


_FAILS = (CuteError, OpFailure, VerifyException, TypeError, ValueError, ZeroDivisionError, AttributeError, KeyError)


def value_at(ctx: Context, v: SSAValue) -> Any:
    """The rational value of ``v``: its type's, or, where the raw form prints no type (a result
    cute-sym would infer while reading), what :func:`derive_rational` gives its op."""
    if isinstance(v.type, UnprintedType) and isinstance(v.owner, CuteOp):
        got = derive_rational(ctx, v.owner)
        if got is None or v.index >= len(got):
            raise CuteError("an unprinted operand cute-sym does not derive")
        return got[v.index]
    return rational_value(v.type)


def derive_rational(ctx: Context, op: CuteOp) -> list[Any] | None:
    """cute-sym's result values of ``op`` on the rational values of its operands (as
    :meth:`CuteOp.infer` computes them), ``None`` where it fails (kept in ``ctx.cache``)."""
    key = ("rational", op)
    if key in ctx.cache:
        return ctx.cache[key]
    ctx.cache[key] = None
    cls = type(op)
    props = dict(op.properties)
    try:
        values = [value_at(ctx, o) for o in op.operands]
        with lenient_reading():            # a ratio text is kept as text by the type's own check
            types = [cute_type(x) if isinstance(o.type, UnprintedType) else o.type
                     for o, x in zip(op.operands, values)]
        cls.check_operands(types)
        out = cls.lifted(values, props) if cls.lifts(types) else cls.compute(values, props)
    except _FAILS:
        return None
    ctx.cache[key] = out if isinstance(out, list) else [out]
    return ctx.cache[key]


def _agrees(declared: Attribute, ours: Any) -> bool:
    """The derived value ``ours`` is the declared type's value (module docstring)."""
    if isinstance(declared, UnprintedType):
        return True               # printed nowhere: the type is cute-sym's, as reading infers it
    if not isinstance(declared, CuteTypeBase):
        return False
    try:
        theirs = rational_value(declared)
        if _same_text(canonical_text(theirs), canonical_text(ours)):
            return True
        if unmodelled_reason(declared) is None:      # a plain type: its own rules (``?{div=N}``)
            return declares(declared, cute_type(ours))
    except _FAILS:
        return False
    return False


_DIV = re.compile(r"\{div=(\d+)\}")
_DYN = re.compile(r"\?(?:\{div=(\d+)\})?")


def _same_text(theirs: str, ours: str) -> bool:
    """The same text but for divisors, each declared ``?{div=N}`` derived with a multiple of ``N``."""
    if _DIV.sub("", theirs) != _DIV.sub("", ours):
        return False
    a = [int(m.group(1) or 1) for m in _DYN.finditer(theirs)]
    b = [int(m.group(1) or 1) for m in _DYN.finditer(ours)]
    return len(a) == len(b) and all(n % m == 0 for m, n in zip(a, b))


def check_rational(ctx: Context, op: CuteOp) -> None:
    """``op`` re-derived on ratio strides, or left not modelled (module docstring)."""
    if not op.derivable():
        return
    ours = derive_rational(ctx, op)
    declared = list(op.result_types)
    if ours is None or len(ours) != len(declared):
        return
    if all(_agrees(d, o) for d, o in zip(declared, ours)):
        ctx.cover(op, "re-derived")
