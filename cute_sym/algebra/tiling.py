"""The by-mode machinery shared by the products and divides (paper §5.5, eq. 5).

A product or divide is a 1-D operation ``op(A, B)`` giving a rank-2 layout
``(tile, rest)``.  With a tiler it applies by mode (modes of ``A`` past the
tiler's rank kept, ``_`` keeping a mode whole), and its four forms regroup the
result: ``logical`` as is, ``zipped`` = ``((tiles...), (rests..., other
modes...))``, ``tiled`` splices mode 1's modes in, ``flat`` splices both.
"""
from __future__ import annotations

from typing import Any, Callable

from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..layout import Layout
from ..tuples import Underscore
from .composition import as_tiler
from .concat import by_mode, make_layout, modes

__all__ = ["apply_tiled", "unzip", "FORMS"]


def unzip(layout: Layout, t: Any) -> tuple[Layout, "Layout | None"]:
    """Split a by-mode result into (tiles, rests) following the tiler ``t``."""
    if isinstance(t, Underscore):
        return layout, None
    if isinstance(t, Layout):
        first, second = modes(layout)
        return first, second
    ms = modes(layout)
    parts = [unzip(m, x) for m, x in zip(ms, t)]
    rests = [r for _t, r in parts if r is not None] + list(ms[len(t):])
    return make_layout(*(p for p, _r in parts)), make_layout(*rests)


def _zipped(layout: Layout, t: Any) -> Layout:
    tiles, rests = unzip(layout, t)
    return make_layout(tiles, rests if rests is not None else make_layout())


def _tiled(layout: Layout, t: Any) -> Layout:
    tiles, rests = modes(_zipped(layout, t))
    return make_layout(tiles, *modes(rests))


def _flat(layout: Layout, t: Any) -> Layout:
    tiles, rests = modes(_zipped(layout, t))
    return make_layout(*modes(tiles), *modes(rests))


FORMS: dict[str, Callable[[Layout, Any], Layout]] = {
    "logical": lambda r, _t: r, "zipped": _zipped, "tiled": _tiled, "flat": _flat}


def apply_tiled(op: Callable[[Layout, Layout], Layout], a: Any, tiler: Any, form: str) -> Any:
    """``op`` by mode over ``tiler``, regrouped in ``form``; a composed layout keeps
    its inner layout and offset and applies ``op`` to its outer layout."""
    if isinstance(a, ComposedLayout):
        return ComposedLayout(a.inner, a.offset, apply_tiled(op, a.outer, tiler, form))
    if not isinstance(a, Layout):
        raise PreconditionError(f"expects a layout or composed layout, got {a!r}", operand="lhs")
    t = as_tiler(tiler)
    return FORMS[form](by_mode(op, a, t, keep_rest=True), t)
