"""Coalesce (paper §5.2) and CuTe's ``filter``.

``coalesce(A)`` keeps ``|R| = |A|``, ``depth(R) <= 1`` and ``R(i) = A(i)`` for
every integer coordinate ``i`` in ``Z_|A|``, with the least rank reachable by
the two rules: size-1 modes vanish, and ``s0:d0 ++ s1:s0*d0 = s0*s1:d0``.
With a profile it works by mode (eq. 5).
"""
from __future__ import annotations

from typing import Any

from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..kinds import IntTuple
from ..layout import Layout
from ..tuples import E, HTuple, is_int, is_tuple, leaves, static_value, transform_leaves
from .concat import make_layout, modes
from .dynamic.complement import filter as dynamic_filter
from .dynamic.compose import coalesce as dynamic_coalesce
from .dynamic.mode import uses_cute
from .symbolic import leaf_equal

__all__ = ["coalesce", "filter", "coalesce_modes", "flat_modes", "from_modes", "is_zero", "modes_htuples"]

Mode = tuple[Any, Any]


def is_zero(d: Any) -> bool:
    """A static zero stride (``0`` or ``0@m``)."""
    if type(d) is int:
        return d == 0
    return (is_int(d) and d == 0) or (isinstance(d, E) and is_int(d.value) and d.value == 0)


def flat_modes(layout: Layout) -> list[Mode]:
    """The leaf modes ``(s, d)`` of a layout, depth-first."""
    shape, stride = layout.shape, layout.stride
    if not isinstance(shape, tuple):
        return [(shape, stride)]
    out: list[Mode] = []
    _pairs(shape, stride, out)
    return out


def _pairs(shape: tuple, stride: tuple, out: list) -> None:
    for s, d in zip(shape, stride):
        if isinstance(s, tuple):
            _pairs(s, d, out)
        else:
            out.append((s, d))


def modes_htuples(ms: list[Mode]) -> tuple[HTuple, HTuple]:
    """The shape and stride of :func:`from_modes` ``(ms)``, unchecked."""
    if not ms:
        return 1, 0
    if len(ms) == 1:
        return ms[0]
    return tuple(s for s, _ in ms), tuple(d for _, d in ms)


def from_modes(ms: list[Mode], valid: bool = False) -> Layout:
    """The flat layout of ``ms``: a leaf layout for one mode, ``1:0`` for none.  ``valid``: the
    modes are known to be positive ``int`` extents with ``int`` strides (built unchecked)."""
    if valid:
        return Layout._of_parts(*modes_htuples(ms), True)
    return Layout(*modes_htuples(ms))


def coalesce_modes(ms: list[Mode], extended: bool = False) -> list[Mode]:
    """Coalesce flat modes.  With ``extended`` the function is also kept on the
    extended domain (indices ``>= |A|``, paper eq. 1): a trailing size-1 mode
    stays, since ``x // |A|`` still reaches its stride."""
    out: list[Mode] = []
    n = len(ms) - 1
    for k, (s, d) in enumerate(ms):
        if (s == 1 if type(s) is int else static_value(s) == 1) and not (extended and k == n):
            continue
        if out:
            ps, pd = out[-1]
            reach = ps * pd
            if reach == d if type(reach) is int and type(d) is int else leaf_equal(reach, d):
                out[-1] = (ps * s, pd)
                continue
        out.append((s, d))
    return out


def _coalesce_ints(shape: tuple, stride: tuple, out_s: list, out_d: list) -> None:
    """The rules of :func:`coalesce_modes` on the leaves of an integer layout, depth-first."""
    for s, d in zip(shape, stride):
        if type(s) is tuple:
            _coalesce_ints(s, d, out_s, out_d)
        elif s != 1:
            if out_s and out_s[-1] * out_d[-1] == d:
                out_s[-1] *= s
            else:
                out_s.append(s)
                out_d.append(d)


def _coalesce_static(layout: Layout) -> Layout:
    """:func:`coalesce` of an all-``int`` layout, its result built unchecked (its leaves are
    products of positive extents and the layout's own strides)."""
    if type(layout.shape) is int:
        return layout if layout.shape != 1 else Layout._of_parts(1, 0, True)
    out_s: list = []
    out_d: list = []
    _coalesce_ints(layout.shape, layout.stride, out_s, out_d)
    if len(out_s) > 1:
        return Layout._of_parts(tuple(out_s), tuple(out_d), True)
    return Layout._of_parts(out_s[0], out_d[0], True) if out_s else Layout._of_parts(1, 0, True)


def coalesce(layout: Any, profile: HTuple | IntTuple | None = None) -> Any:
    """Paper §5.2: the coalesced layout; with ``profile`` by mode (eq. 5), coalescing
    each sub-layout where the profile has a leaf (its value is only a flag) and
    keeping the modes past the profile's rank."""
    if profile is None and type(layout) is Layout and layout.is_static_int():
        return _coalesce_static(layout)
    if isinstance(layout, ComposedLayout):
        return ComposedLayout(layout.inner, layout.offset, coalesce(layout.outer, profile))
    if not isinstance(layout, Layout):
        raise PreconditionError(f"coalesce takes a layout or composed layout, got {layout!r}")
    if isinstance(profile, IntTuple):
        profile = profile.value
    if not is_tuple(profile):
        if uses_cute(layout):
            return dynamic_coalesce(layout)
        return from_modes(coalesce_modes(flat_modes(layout)))
    ms = modes(layout)
    if len(profile) > len(ms):
        raise PreconditionError(
            f"coalesce: the target profile has rank {len(profile)} > rank {len(ms)} of the layout {layout}")
    return make_layout(*(coalesce(m, p) for m, p in zip(ms, profile)), *ms[len(profile):])


def filter(layout: Any) -> Any:  # noqa: A001 - CuTe's name
    """CuTe ``filter``: drop stride-0 and size-1 modes, then coalesce (``1:0`` if nothing is left)."""
    if isinstance(layout, ComposedLayout):
        return ComposedLayout(layout.inner, layout.offset, filter(layout.outer))
    if not isinstance(layout, Layout):
        raise PreconditionError(f"filter takes a layout or composed layout, got {layout!r}")
    if uses_cute(layout):
        return dynamic_filter(layout)
    return from_modes(coalesce_modes([(s, d) for s, d in flat_modes(layout) if not is_zero(d)]))


def filter_zeros(layout: Any, profile: HTuple | IntTuple | None = None) -> Any:
    """CuTe ``filter_zeros``: each mode of stride 0 gets extent 1, the strides kept
    (``(4,2,8):(1,0,4)`` -> ``(4,1,8):(1,0,4)``; a composed layout's B).  The DSL's
    optional target profile is refused (not modelled)."""
    if profile is not None:
        raise PreconditionError("filter_zeros with a target profile is not modelled by cute-sym")
    if isinstance(layout, ComposedLayout):
        return ComposedLayout(layout.inner, layout.offset, filter_zeros(layout.outer))
    if not isinstance(layout, Layout):
        raise PreconditionError(f"filter_zeros takes a layout or composed layout, got {layout!r}")
    shape = transform_leaves(lambda s, d: 1 if is_zero(d) else s, layout.shape, layout.stride)
    return Layout(shape, layout.stride)
