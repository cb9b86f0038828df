"""Logical divide and its zipped / tiled / flat forms (paper §5.5.2).

``A ⊘ B = A o (B, B*_|A|)``: the first mode is the tile ``A o B``, the second
the grid of tiles; ``(B, B*)`` must cover ``Z_|A|``.  A tiler applies by mode
(``A ⊘ <B, C> = (A_0 ⊘ B, A_1 ⊘ C)``); the forms are those of :mod:`.tiling`.
"""
from __future__ import annotations

from typing import Any

from ..errors import PreconditionError
from ..layout import Layout
from ..tuples import product
from .coalesce import coalesce_modes, flat_modes, modes_htuples
from .complement import complement, completion_hole, gaps_static
from .composition import compose_static, composition
from .concat import make_layout
from .dynamic.derived import divide_1d
from .dynamic.mode import uses_cute
from .symbolic import decide
from .tiling import apply_tiled

__all__ = ["divide", "logical_divide", "zipped_divide", "tiled_divide", "flat_divide"]


def _divide_static(a: Layout, b: Layout, compose: Any = None) -> "Layout | None":
    """:func:`_divide_1d` of all-``int`` layouts in one walk of ``B``'s modes (``None``: the walk
    or the cover fails, and the general path names it)."""
    walk = gaps_static(flat_modes(b))
    n = product(a.shape)
    if walk is None or (walk[2] is not None and walk[2] < n):
        return None
    gaps, current, _hole = walk
    rest_shape, rest_stride = modes_htuples(coalesce_modes(gaps + [(-(-n // current), current)]))
    return (compose or compose_static)(a, Layout._of_parts((b.shape, rest_shape), (b.stride, rest_stride), True))


def _divide_1d(a: Layout, b: Layout, compose: Any = None) -> Layout:
    if a.is_static_int() and b.is_static_int():
        found = _divide_static(a, b, compose)
        if found is not None:
            return found
    if uses_cute(a, b):
        return divide_1d(a, b)
    if b.is_basis():
        raise PreconditionError(f"a divide needs an integer-codomain tiler, got {b}", operand="tiler")
    rest = complement(b, a.size())
    hole = completion_hole(b)
    if hole is not None and not decide("le", a.size(), hole, "(B, B*) covers Z_|A| (§5.5.2)"):
        raise PreconditionError(
            f"logical divide needs (B, B*) to cover Z_|A| = Z_{a.size()} (paper §5.5.2), but the tiler "
            f"B = {b} and its complement miss the offset {hole}", operand="tiler")
    return (compose or composition)(a, make_layout(b, rest))


def divide(a: Any, tiler: Any, form: str, zip2_by: bool = False, compose: Any = None) -> Any:
    """The ``form`` (``logical``, ``zipped``, ``tiled``, ``flat``) of ``A ⊘ tiler``; ``zip2_by``
    and ``compose(A, (B, B*))`` as the dialect takes them from the CuTe IR (C++'s ``zip2_by``
    for ``_`` modes, its composition of size-1 modes)."""
    return apply_tiled(lambda x, y: _divide_1d(x, y, compose), a, tiler, form, zip2_by)


def logical_divide(a: Any, tiler: Any) -> Any:
    """``A ⊘ B = A o (B, B*_|A|)`` (paper §5.5.2), by mode for a tiler."""
    return apply_tiled(_divide_1d, a, tiler, "logical")


def zipped_divide(a: Any, tiler: Any, zip2_by: bool = False) -> Any:
    """``((tiles...), (rests..., other modes...))``; mode 0 is ``A o B``.  ``zip2_by``: a
    ``_`` tiler mode regroups as C++'s ``zip2_by`` (the CuTe IR's type; :func:`.tiling.apply_tiled`)."""
    return apply_tiled(_divide_1d, a, tiler, "zipped", zip2_by)


def tiled_divide(a: Any, tiler: Any, zip2_by: bool = False) -> Any:
    """``((tiles...), rests..., other modes...)``."""
    return apply_tiled(_divide_1d, a, tiler, "tiled", zip2_by)


def flat_divide(a: Any, tiler: Any, zip2_by: bool = False) -> Any:
    """``(tiles..., rests..., other modes...)``."""
    return apply_tiled(_divide_1d, a, tiler, "flat", zip2_by)
