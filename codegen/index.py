"""Emitting a layout as a proven C index function (issue 6, "Lowering").

:func:`emit_index` builds the layout's expression (:mod:`codegen.signature`),
:func:`~codegen.simplify.simplify` folds constants and reduces div/mod by powers of
two to shifts and masks, and the translation validator (:mod:`codegen.validate`)
proves the result equal to the layout before any C text is produced.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym.composed import Swizzle
from cute_sym.tuples import HTuple, is_tuple, product, transform_leaves
from solver.expr import INT32, INT64, Expr, Interval, Var, as_expr, fits, interval, nodes
from solver.simplify import simplify

from .cexpr import CTYPES, FLOOR_HELPERS, needs_floor_helpers, to_c
from .errors import CodegenError
from .signature import (AnyLayout, Input, Param, Signature, c_identifier, htuple_text, layout_expr, layout_text,
                        name_leaves)
from .validate import NO_WRAP, certify, unverified

__all__ = ["IndexFunction", "emit_index", "index_width", "input_ranges", "natural_profile", "floor_helpers"]


def index_width(exprs: Sequence[Expr], ranges: dict[str, Interval], within: Interval = INT32) -> "int | None":
    """32 (the bits of ``within``) when the bounds put every subexpression of ``exprs``
    within ``within``, else ``None``."""
    if all(fits(interval(s, ranges), within) for e in exprs for s in nodes(e)):
        return within[1].bit_length() + 1
    return None


def _wide(cert: Any, exprs: Sequence[Expr], ranges: dict[str, Interval]) -> Any:
    """A 64-bit certificate that says whether wrap-around is excluded: by the interval
    bounds, or (when they cannot) as the precondition :data:`~codegen.validate.NO_WRAP`."""
    if index_width(exprs, ranges, INT64) == 64:
        note = "every subexpression fits 64-bit signed integers (interval bounds)"
        return dataclasses.replace(cert, detail="; ".join(filter(None, (cert.detail, note))))
    return dataclasses.replace(cert, preconditions=(*cert.preconditions, NO_WRAP))


def input_ranges(inputs: Sequence[Input], ranges: dict[str, Interval]) -> dict[str, Interval]:
    """``[0, extent - 1]`` for each input, from the bounds of its extent."""
    out = {}
    for x in inputs:
        hi = interval(x.extent, ranges)[1]
        out[x.name] = (0, None if hi is None else hi - 1)
    return out


@dataclass
class IndexFunction:
    """An index expression proven (or stamped unverified) equal to ``layout``."""

    name: str
    layout: AnyLayout
    inputs: tuple[Input, ...]
    coord: Any
    params: tuple[Param, ...]
    expr: Expr
    width: int
    ranges: dict[str, Interval]
    certificate: Any
    note: str = ""

    @property
    def ctype(self) -> str:
        return CTYPES[self.width]

    def c_expr(self) -> str:
        return to_c(self.expr, self.ranges, self.ctype)

    def needs_floor_helpers(self) -> bool:
        return needs_floor_helpers(self.expr, self.ranges)

    def c_function(self) -> str:
        """A ``__host__ __device__`` function taking the inputs, then the parameters."""
        args = [f"{self.ctype} {x.name}" for x in self.inputs] + [f"{self.ctype} {p.name}" for p in self.params]
        note = f"\n//   {self.note}" if self.note else ""
        return (f"// {self.name}: {layout_text(self.layout)} at {htuple_text(self.coord)}{note}\n"
                f"// {self.certificate.comment()}\n"
                f"static __host__ __device__ __forceinline__ {self.ctype} {self.name}({', '.join(args)}) {{\n"
                f"  return {self.c_expr()};\n}}\n")


def _inputs(profile: Any, shape: HTuple) -> list[Input]:
    """The inputs named by the leaves of ``profile``, each ranging over its mode's size."""
    if isinstance(profile, str):
        return [Input(c_identifier(profile, "input"), simplify(as_expr(product(shape))) if is_tuple(shape) else shape)]
    if not is_tuple(profile) or not is_tuple(shape) or len(profile) != len(shape):
        raise CodegenError(f"coordinate profile {profile!r} is not weakly congruent to the shape")
    return [x for p, s in zip(profile, shape) for x in _inputs(p, s)]


def natural_profile(shape: HTuple) -> HTuple:
    """Input names ``c0, c1, ...``, one per leaf of ``shape``."""
    names = iter(f"c{k}" for k in range(1 << 30))
    return transform_leaves(lambda _leaf: next(names), shape)


def emit_index(layout: AnyLayout, *, name: str = "layout_index", coord: Any = "i",
               assume: Sequence[str] = (), verify: bool = True, width: "int | None" = None,
               note: str = "", free_names: bool = False,
               bounds: "dict[str, Interval] | None" = None) -> IndexFunction:
    """Emit ``layout`` as an index function, proven equal to the layout for every
    coordinate and parameter value under ``assume`` unless ``verify`` is off.

    ``coord`` names the inputs: a string for a 1-D index, or a profile weakly
    congruent to the shape whose leaves are input names (``"natural"``: one input
    ``c<k>`` per shape leaf).  Each input ranges over the size of its mode.
    ``note`` says where ``layout`` came from (printed with the certificate); with
    ``free_names`` ``assume`` may name parameters ``layout`` lacks (a kernel's other layouts').
    ``bounds[name] = (lo, hi)`` narrows a parameter's range below its type's (a precondition the
    caller states and checks; the certificate lists every parameter's range)."""
    c_identifier(name, "function")
    named = name_leaves(layout, name)
    if isinstance(named, Swizzle):
        raise CodegenError("a bare swizzle has no domain; emit a composed layout S o 0 o L instead")
    sig = Signature(bounds=dict(bounds or {}))
    shape = sig.htuple(named.shape, True)
    profile = natural_profile(shape) if coord == "natural" else coord
    inputs = tuple(_inputs(profile, shape))
    if len({x.name for x in inputs}) != len(inputs):
        raise CodegenError(f"coordinate profile {profile!r} repeats an input name")
    point = transform_leaves(Var, profile)
    raw = layout_expr(named, point, sig)
    clash = {x.name for x in inputs} & set(sig.params)
    if clash:
        raise CodegenError(f"parameter name(s) {sorted(clash)} collide with the coordinate inputs")
    if is_tuple(raw):
        raise CodegenError(f"{layout} has a coordinate codomain (scaled-basis strides); "
                           "codegen emits integer offsets only")
    ranges = sig.ranges()
    ranges.update(input_ranges(inputs, ranges))
    expr = simplify(as_expr(raw), ranges)           # as_expr: a rank-0 layout is the integer 0
    chosen = width or index_width([expr, *(x.extent for x in inputs)], ranges) or 64
    if not sig.params and not all(fits(interval(s, ranges), INT64) for e in (expr, *(x.extent for x in inputs))
                                  for s in nodes(e)):
        raise CodegenError(f"{layout} needs integers beyond 64 bits (an input extent or a subexpression of "
                           "its index leaves long long): no C function computes it")
    c_safe = not needs_floor_helpers(expr, ranges)
    types = {p.name: p.interval for p in sig.params.values()}
    cert = (certify(named, expr, point, assume, width=32 if chosen == 32 else None, c_semantics=c_safe, ranges=types,
                    free_names=free_names)
            if verify else unverified(assume))
    if verify and chosen == 64:
        cert = _wide(cert, [expr, *(x.extent for x in inputs)], ranges)
    return IndexFunction(name, named, inputs, point, tuple(sig.params.values()), expr, chosen, ranges, cert, note)


def floor_helpers(functions: Sequence[IndexFunction]) -> str:
    """The floor-division helpers when some function needs them, else ``""``."""
    return FLOOR_HELPERS if any(f.needs_floor_helpers() for f in functions) else ""
