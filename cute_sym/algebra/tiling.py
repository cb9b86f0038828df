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
from ..tuples import Underscore, is_tuple
from .composition import as_tiler
from .concat import by_mode

__all__ = ["apply_tiled", "unzip", "FORMS"]


Part = tuple  # (shape, stride) of a sub-layout


def _parts(p: Part) -> list:
    """The top-level modes of ``p`` (a leaf is its own)."""
    shape, stride = p
    return list(zip(shape, stride)) if is_tuple(shape) else [p]


def _cat(ps: list) -> Part:
    """The concatenation of parts (eq. 4)."""
    return tuple([s for s, _d in ps]), tuple([d for _s, d in ps])


def _unzip(p: Part, t: Any, zip2_by: bool = False) -> tuple:
    """(tiles, rests) of a by-mode result's part ``p`` following the tiler ``t``.  A ``_``
    keeps the mode whole as a tile; with ``zip2_by``, as C++'s ``zip2_by`` (which the CuTe
    IR infers): the mode must have two modes, split as a divide's (tile, rest)."""
    if isinstance(t, Underscore) and zip2_by:
        if not (is_tuple(p[0]) and len(p[0]) == 2):
            raise PreconditionError(
                f"failed to perform a valid division: a '_' tiler mode splits the mode {Layout(*p)} into "
                f"(tile, rest) as CuTe's zip2_by does, and it has {len(p[0]) if is_tuple(p[0]) else 1} "
                f"mode(s), not 2", operand="tiler")
        (s0, s1), (d0, d1) = p
        return (s0, d0), (s1, d1)
    if isinstance(t, Underscore):
        return p, None
    if isinstance(t, Layout):
        (s0, s1), (d0, d1) = p                          # op's result: (tile, rest)
        return (s0, d0), (s1, d1)
    ms = _parts(p)
    parts = [_unzip(m, x, zip2_by) for m, x in zip(ms, t)]
    rests = [r for _t, r in parts if r is not None] + ms[len(t):]
    return _cat([q for q, _r in parts]), _cat(rests)


def unzip(layout: Layout, t: Any) -> tuple[Layout, "Layout | None"]:
    """Split a by-mode result into (tiles, rests) following the tiler ``t``."""
    tiles, rests = _unzip((layout.shape, layout.stride), t)
    static = layout.is_static_int()
    return Layout._of_parts(*tiles, static), (None if rests is None else Layout._of_parts(*rests, static))


def _zipped(p: Part, t: Any, zip2_by: bool = False) -> Part:
    tiles, rests = _unzip(p, t, zip2_by)
    return _cat([tiles, rests if rests is not None else ((), ())])


def _tiled(p: Part, t: Any, zip2_by: bool = False) -> Part:
    (s0, s1), (d0, d1) = _zipped(p, t, zip2_by)
    return _cat([(s0, d0)] + _parts((s1, d1)))


def _flat(p: Part, t: Any, zip2_by: bool = False) -> Part:
    (s0, s1), (d0, d1) = _zipped(p, t, zip2_by)
    return _cat(_parts((s0, d0)) + _parts((s1, d1)))


FORMS: dict[str, Callable[..., Part]] = {
    "logical": lambda p, _t, _z=False: p, "zipped": _zipped, "tiled": _tiled, "flat": _flat}
"""Each form regroups the (shape, stride) of a by-mode result: its leaves stay as they are."""


def apply_tiled(op: Callable[[Layout, Layout], Layout], a: Any, tiler: Any, form: str,
                zip2_by: bool = False) -> Any:
    """``op`` by mode over ``tiler``, regrouped in ``form``; a composed layout keeps
    its inner layout and offset and applies ``op`` to its outer layout.  ``zip2_by``:
    a ``_`` tiler mode regroups as C++'s ``zip2_by`` (:func:`_unzip`; the CuTe IR's form)."""
    if isinstance(a, ComposedLayout):
        return ComposedLayout(a.inner, a.offset, apply_tiled(op, a.outer, tiler, form, zip2_by))
    if not isinstance(a, Layout):
        raise PreconditionError(f"expects a layout or composed layout, got {a!r}", operand="lhs")
    t = as_tiler(tiler)
    r = by_mode(op, a, t, keep_rest=True)
    if form == "logical":
        return r
    return Layout._of_parts(*FORMS[form]((r.shape, r.stride), t, zip2_by), r.is_static_int())
