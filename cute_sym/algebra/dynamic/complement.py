"""CuTe's complement for dynamic leaves (``cutegen``'s ``complement(L, cotarget)``).

Stride-0 and size-1 modes are filtered out; the strides must be static (they are
sorted), or the layout a single dynamic-stride mode.  Walking the modes by stride,
each leaves the gap ``d / current : current`` and moves ``current`` to ``s*d``; the
last mode extends to the cotarget with ``ceil(cotarget / current)``, compact.

CuTe divides ``d / current`` without checking: ``complement((4,3):(2,2), 64)``
gives a mode of size 0.  Here a static mode starting below ``current`` raises by name
(eq. 16, as the static complement does); dynamic ones carry ``current <= d`` as a
condition.
"""
from __future__ import annotations

from typing import Any

from ...conditions import Condition
from ...errors import PreconditionError
from ...kinds import IntTuple
from ...layout import Layout
from ...tuples import is_int, is_tuple, leaves, product
from .compose import build, coalesce, coalesce_flat, flat
from .scalars import assume, ceil_div, div, is_one, is_zero

__all__ = ["complement", "complement_extend", "complement_minimal", "filter"]


def filter(layout: Layout) -> Layout:  # noqa: A001 - CuTe's name
    """CuTe's ``filter``: a static-0-stride mode's extent becomes 1, then ``coalesce``."""
    return coalesce(build([(1 if is_zero(d) else s, d) for s, d in flat(layout)]))


def _size(cotarget: Any) -> Any:
    return product(_value(cotarget))


def _gap(d: Any, current: Any, s: Any, name: str) -> Any:
    """The gap ``floor(d / current)`` below a mode starting at ``d``, which must not start
    below the extent ``current`` of the modes with smaller strides (eq. 16)."""
    if is_int(d) and is_int(current):
        if d < current:
            raise PreconditionError(
                f"complement: the mode {s}:{d} of {name} starts below the extent {current} of the modes with "
                f"smaller strides: the layout is not injective or its modes interleave, so no ordered disjoint "
                f"complement reaches past it (eq. 16-17; CuTe gives a mode of size 0)")
        return d // current
    assume(Condition("le", _e(current), _e(d), "complement: modes must not interleave (eq. 16)"))
    return div(d, current)


def _present(ms: list) -> None:
    """CuTe takes a mode of dynamic extent as a mode: where it is 1 at run time, the static
    complement drops it and may differ, so ``2 <= s`` is a condition of the result."""
    for s, _d in ms:
        if not is_int(s):
            assume(Condition("le", 2, s.expr, "a dynamic extent is a mode of the complement (CuTe)"))


def _sortable(layout: Layout, ms: list) -> None:
    """CuTe sorts the modes by stride: static strides, or one mode (after ``filter``; CuTe
    checks the input's rank, so a layout whose other modes are filtered out is taken here)."""
    if len(ms) > 1 and any(not is_int(d) for _s, d in ms):
        raise PreconditionError(f"expects input with static strides for layouts with more than one mode, but "
                                f"'!cute.layout<\"{layout}\">' has dynamic strides with rank {len(ms)}",
                                operand="input")


def complement(layout: Layout, cotarget: Any) -> Layout:
    """``L*`` with ``cosize((L, L*)) >= cotarget`` (integer strides)."""
    f = filter(layout)
    if all(is_int(s) for s in leaves(f.shape)) and product(f.shape) == 1:
        f = Layout(1, 0)
    size = _size(cotarget)
    ms = [(s, d) for s, d in flat(f)]
    _sortable(layout, ms)
    _present(ms)
    if not ms or (len(ms) == 1 and is_zero(ms[0][1])):
        full = coalesce(Layout(_value(cotarget)))
        if all(is_int(s) for s in leaves(full.shape)) and product(full.shape) == 1:
            return Layout(1, 1)
        return full
    if len(ms) > 1:
        ms.sort(key=lambda m: m[1])
    shapes, strides = [], [1]
    for s, d in ms:
        shapes.append(_gap(d, strides[-1], s, str(layout)))
        strides.append(s * d)
    # by the cotarget's size: CuTe divides a shape cotarget mode by mode, which can fall short of it
    rest_shape = ceil_div(size, strides[-1])
    rest = Layout(rest_shape, _compact(rest_shape, strides[-1]))
    if all(is_int(x) for x in leaves(rest_shape)) and product(rest_shape) == 1:
        rest = Layout(rest_shape, strides[-1])
    ms = list(zip(shapes, strides[:-1])) + flat(rest)
    return coalesce(build(ms))


def _value(cotarget: Any) -> Any:
    """The cotarget as a shape: a layout's shape (CuTe DSL), an int-tuple's value."""
    if isinstance(cotarget, Layout):
        return cotarget.shape
    return cotarget.value if isinstance(cotarget, IntTuple) else cotarget


def _compact(shape: Any, start: Any) -> Any:
    """CuTe's ``compact_col_major`` from ``start`` (a static size-1 leaf gets stride 0)."""
    if not is_tuple(shape):
        return 0 if is_one(shape) else start
    out = []
    for s in shape:
        out.append(_compact(s, start))
        start = start * product(s)
    return tuple(out)


def complement_minimal(layout: Layout) -> Layout:
    """CuTe's ``complement(L)`` for integer strides: the gaps, then a trailing ``1:cosize``
    mode (kept by ``coalesce_z``) so that ``A* o B`` extends past it."""
    ms = [(s, d) for s, d in flat(layout) if not (is_zero(d) or is_one(s))]
    _sortable(layout, ms)
    _present(ms)
    ms.sort(key=lambda m: m[1])
    shapes, strides = [], [1]
    for s, d in ms:
        shapes.append(_gap(d, strides[-1], s, str(layout)))
        strides.append(d * s)
    out = coalesce_flat(list(zip(shapes + [1], strides)))
    return build(out)


def complement_extend(b: Layout, shape: Any) -> Layout:
    """CuTe's ``complement_extend(B, shape(A))``: the minimal complement whose last mode is
    stretched to cover ``shape``, leaf by leaf (``ceil(s / size)``)."""
    c = complement_minimal(b)
    ms = flat(c)
    size = ms[-1][1]
    extents, kept = [], []
    for s in leaves(shape):
        extents.append(ceil_div(s, size))
        kept.append(is_one(size))                      # the leaf itself, not a quotient
        size = ceil_div(size, s, one_over=True)
    last = _merge_extents(extents, kept)
    last_stride = _compact(last, ms[-1][1])
    reach, total = ms[-1][1] * product(last), product(shape)
    if is_int(reach) and is_int(total):
        if reach < total:
            raise PreconditionError(f"logical divide: (B, B*) for B = {b} reaches {reach} < |A| = {total}: CuTe "
                                    f"rounds the extension up mode by mode of {shape}, which falls short here "
                                    f"(paper §5.5.2 needs Z_|A| covered)", operand="tiler")
    elif _e(reach) is not None and _e(total) is not None:
        assume(Condition("le", _e(total), _e(reach), "(B, B*) covers Z_|A| (§5.5.2)"))
    return coalesce(build(ms[:-1] + [(last, last_stride)]))


def _merge_extents(extents: list, kept: list) -> Any:
    """The extension's extents as CuTe DSL 4.8.1 prints them: adjacent static extents
    multiplied, adjacent computed dynamic ones too (an operand's own leaf stays apart)."""
    out: list = []
    out_kept: list = []
    for x, k in zip(extents, kept):
        if out and is_int(out[-1]) and is_int(x) or (
                out and not is_int(out[-1]) and not is_int(x) and not k and not out_kept[-1]):
            out[-1] = out[-1] * x
        else:
            out.append(x)
            out_kept.append(k)
    return out[0] if len(out) == 1 else tuple(out)


def _e(x: Any) -> Any:
    return x if is_int(x) else x.expr

