"""Logical divide and its zipped / tiled / flat forms (paper §5.5.2).

``A ⊘ B = A o (B, B*_|A|)``: the first mode is the tile ``A o B``, the second
the grid of tiles.  A tiler applies by mode (``A ⊘ <B, C> = (A_0 ⊘ B, A_1 ⊘ C)``,
the modes past the tiler's rank kept); ``_`` keeps a mode whole.  The zipped
form gathers the tiles into mode 0 and the rests (then the untouched modes)
into mode 1; ``tiled`` splices mode 1's modes in, ``flat`` splices both.
"""
from __future__ import annotations

from typing import Any, Callable

from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..layout import Layout
from ..tuples import Underscore
from .complement import complement, completion_hole
from .composition import as_tiler, composition
from .concat import by_mode, make_layout, modes
from .symbolic import decide

__all__ = ["logical_divide", "zipped_divide", "tiled_divide", "flat_divide", "unzip", "zipped", "tiled",
           "flat"]


def unzip(layout: Layout, t: Any) -> tuple[Layout, "Layout | None"]:
    """Split a by-mode divide/product result into (tiles, rests) following the tiler."""
    if isinstance(t, Underscore):
        return layout, None
    if isinstance(t, Layout):
        first, second = modes(layout)
        return first, second
    ms = modes(layout)
    parts = [unzip(m, x) for m, x in zip(ms, t)]
    rests = [r for _t, r in parts if r is not None] + list(ms[len(t):])
    return make_layout(*(p for p, _r in parts)), make_layout(*rests)


def zipped(layout: Layout, t: Any) -> Layout:
    tiles, rests = unzip(layout, t)
    return make_layout(tiles, rests if rests is not None else make_layout())


def tiled(layout: Layout) -> Layout:
    """``(mode 0, modes of mode 1...)`` of a zipped result."""
    tiles, rests = modes(layout)
    return make_layout(tiles, *modes(rests))


def flat(layout: Layout) -> Layout:
    """``(modes of mode 0..., modes of mode 1...)`` of a zipped result."""
    tiles, rests = modes(layout)
    return make_layout(*modes(tiles), *modes(rests))


def _divide_1d(a: Layout, b: Layout) -> Layout:
    if b.is_basis():
        raise PreconditionError(f"a divide needs an integer-codomain tiler, got {b}", operand="tiler")
    rest = complement(b, a.size())
    hole = completion_hole(b)
    if hole is not None and not decide("le", a.size(), hole, "(B, B*) covers Z_|A| (§5.5.2)"):
        raise PreconditionError(
            f"logical divide needs (B, B*) to cover Z_|A| = Z_{a.size()} (paper §5.5.2), but the tiler "
            f"B = {b} and its complement miss the offset {hole}", operand="tiler")
    return composition(a, make_layout(b, rest))


def _divide(a: Any, tiler: Any, form: Callable[[Layout, Any], Layout]) -> Any:
    if isinstance(a, ComposedLayout):
        return ComposedLayout(a.inner, a.offset, _divide(a.outer, tiler, form))
    if not isinstance(a, Layout):
        raise PreconditionError(f"a divide takes a layout or composed layout, got {a!r}", operand="input")
    t = as_tiler(tiler)
    return form(by_mode(_divide_1d, a, t, keep_rest=True), t)


def logical_divide(a: Any, tiler: Any) -> Any:
    """``A ⊘ B = A o (B, B*_|A|)`` (paper §5.5.2), by mode for a tiler."""
    return _divide(a, tiler, lambda r, _t: r)


def zipped_divide(a: Any, tiler: Any) -> Any:
    """``((tiles...), (rests..., other modes...))``; mode 0 is ``A o B``."""
    return _divide(a, tiler, zipped)


def tiled_divide(a: Any, tiler: Any) -> Any:
    """``((tiles...), rests..., other modes...)``."""
    return _divide(a, tiler, lambda r, t: tiled(zipped(r, t)))


def flat_divide(a: Any, tiler: Any) -> Any:
    """``(tiles..., rests..., other modes...)``."""
    return _divide(a, tiler, lambda r, t: flat(zipped(r, t)))
