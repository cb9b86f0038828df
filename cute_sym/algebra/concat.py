"""Concatenation and mode regrouping (paper §5.1, eq. 4; CuTe ``make_layout``,
``flatten``, ``group_modes``)."""
from __future__ import annotations

from typing import Any, Callable

from ..composed import ComposedLayout
from ..errors import KindError, PreconditionError
from ..kinds import IntTuple
from ..layout import Layout
from ..tile import Tile
from ..tuples import E, HTuple, Underscore, flatten as flatten_htuple, is_tuple, leaves

__all__ = ["make_layout", "flatten", "group_modes", "modes", "by_mode"]


def _codomain(layout: Layout) -> str:
    return "coordinate" if any(isinstance(d, E) for d in leaves(layout.stride)) else "integer"


def make_layout(*layouts: Layout) -> Layout:
    """Paper eq. 4: the concatenation ``(L_0, L_1, ...)`` with ``L(c) = sum L_i(c_i)``.

    Admissible only when every sub-layout's codomain lies in one integer
    semimodule: ``4:2`` and ``3:e_0`` cannot be concatenated.
    """
    for layout in layouts:                               # the static case: all-int parts
        if type(layout) is not Layout or not layout.is_static_int():
            break
    else:
        return Layout._of_parts(tuple([x.shape for x in layouts]), tuple([x.stride for x in layouts]), True)
    static = True
    for i, layout in enumerate(layouts):
        if not isinstance(layout, Layout):
            raise PreconditionError(f"concatenation takes layouts, got {layout!r}", operand=f"layout #{i}")
        static = static and layout.is_static_int()
    if static or not any(isinstance(d, E) for x in layouts for d in leaves(x.stride)):
        # integer codomains: the parts' rules make the whole valid (no basis paths to clash)
        return Layout._of_parts(tuple(x.shape for x in layouts), tuple(x.stride for x in layouts), static)
    kinds = {_codomain(x) for x in layouts if any(d != 0 for d in leaves(x.stride))}
    if len(kinds) > 1:
        raise PreconditionError(
            "concatenation (eq. 4) needs the codomains of all sub-layouts in one integer semimodule, "
            "got integer and coordinate (scaled-basis) codomains: "
            + ", ".join(str(x) for x in layouts))
    try:
        return Layout(tuple(x.shape for x in layouts), tuple(x.stride for x in layouts))
    except KindError as e:
        raise PreconditionError(f"concatenation (eq. 4): {e.reason}") from None


def modes(layout: Layout) -> tuple[Layout, ...]:
    """The top-level sub-layouts ``L_i`` (a rank-1 leaf layout is its own mode)."""
    if is_tuple(layout.shape):
        static, part = layout.is_static_int(), Layout._of_parts
        return tuple([part(s, d, static) for s, d in zip(layout.shape, layout.stride)])
    return (layout,)


def flatten(x: Any) -> Any:
    """CuTe ``flatten``: depth <= 1, keeping the kind (layout, composed layout, tile,
    int-tuple kinds, plain HTuples)."""
    if isinstance(x, Layout):
        return Layout._of_parts(flatten_htuple(x.shape), flatten_htuple(x.stride), x.is_static_int())
    if isinstance(x, ComposedLayout):
        return ComposedLayout(x.inner, x.offset, flatten(x.outer))
    if isinstance(x, Tile):
        return Tile(tuple(x.leaves())) if is_tuple(x.value) else x
    if isinstance(x, IntTuple):
        return type(x)(flatten_htuple(x.value))
    return flatten_htuple(x)


def _group(x: HTuple, begin: int, end: int) -> HTuple:
    xs = x if is_tuple(x) else (x,)
    return xs[:begin] + (xs[begin:end],) + xs[end:]


def group_modes(layout: Any, begin: int, end: int) -> Any:
    """CuTe ``group_modes<begin,end>``: the top-level modes ``[begin, end)`` become one mode."""
    if isinstance(layout, ComposedLayout):
        return ComposedLayout(layout.inner, layout.offset, group_modes(layout.outer, begin, end))
    if not isinstance(layout, Layout):
        raise PreconditionError(f"group_modes takes a layout or composed layout, got {layout!r}")
    r = layout.rank()
    if not (0 <= begin <= end <= r):
        raise PreconditionError(f"group_modes needs 0 <= begin <= end <= rank = {r}, got begin={begin}, end={end}")
    return Layout._of_parts(_group(layout.shape, begin, end), _group(layout.stride, begin, end), layout.is_static_int())


def by_mode(op: Callable[[Layout, Layout], Layout], a: Layout, t: Any, keep_rest: bool) -> Layout:
    """Eq. 5: apply the 1-D ``op`` by mode over a normalised tiler ``t`` (a layout,
    ``_`` keeping the mode, or a tuple of tilers).  The modes of ``a`` past the
    tiler's rank are kept when ``keep_rest`` (divides, products) and dropped
    otherwise (composition, as CuTe does)."""
    if isinstance(t, Underscore):
        return a
    if isinstance(t, Layout):
        return op(a, t)
    ms = modes(a)
    if len(t) > len(ms):
        raise PreconditionError(f"the tiler has rank {len(t)} > rank {len(ms)} of the layout {a}", operand="tiler")
    rest = ms[len(t):] if keep_rest else ()
    return make_layout(*(by_mode(op, m, x, keep_rest) for m, x in zip(ms, t)), *rest)
