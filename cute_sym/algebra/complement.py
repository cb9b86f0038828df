"""Complement ``L*`` (paper §5.4.3, eq. 15-17, Table 7).

The modes of ``L`` with a non-zero stride and a size other than 1 are sorted by
stride (per codomain mode when the strides are scaled bases).  Walking them
with ``current`` = the extent reached so far, each mode ``s:d`` needs
``current <= d`` (modes that interleave or overlap have no complement) and
leaves the gap ``floor(d / current) : current`` (a size-1 gap is no gap); then
``current = s*d``.  A last mode ``ceil(cotarget / current) : current`` extends
the result to the cotarget.  Gap values lie in ``[current, d)``, where ``L``
has none, so images are disjoint (eq. 16) and the strides increase (eq. 17).

An integer codomain gives CuTe's coalesced form (``(4,8):(1,8)`` gives ``2:4``,
the paper prints ``(2,1):(4,64)``); a coordinate codomain gives one mode per
codomain mode, weakly congruent to it (eq. 15), each coalesced but keeping its
basis stride when trivial (Table 7: ``(1,1):(4e_0,4e_1)``).
"""
from __future__ import annotations

from functools import cmp_to_key
from typing import Any

from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..kinds import IntTuple
from ..layout import Layout, coprofile
from ..tuples import Dyn, E, is_int, is_tuple, static_value
from .coalesce import coalesce_modes, flat_modes, from_modes, is_zero
from .dynamic.complement import complement as dynamic_complement
from .dynamic.mode import uses_cute
from .symbolic import ceil_div_leaf, decide, describe, is_symbolic, truth

__all__ = ["complement", "complement_of_size", "sorted_modes", "completion_hole", "gaps_static"]

Mode = tuple[Any, Any]


def _stride(m: Mode) -> Any:
    return m[1]


def sorted_modes(ms: list[Mode], why: str) -> list[Mode]:
    """Modes sorted by stride, stably; a symbolic order is decided or recorded, taking a
    symbolic stride as the larger of the two (both symbolic: the given order), whatever
    order the sort compares them in."""
    if all(type(d) is int for _s, d in ms):          # integers: a stable sort by stride
        return sorted(ms, key=_stride)

    def cmp(x: tuple, y: tuple) -> int:
        (i, (_s, dx)), (j, (_t, dy)) = x, y
        if truth("le", dx, dy):
            return 0 if truth("le", dy, dx) else -1
        if truth("le", dy, dx):
            return 1
        if is_symbolic(dx) and not is_symbolic(dy) or (is_symbolic(dx) == is_symbolic(dy) and j < i):
            return 1 if decide("lt", dy, dx, why) else -1
        return -1 if decide("lt", dx, dy, why) else 1
    return [m for _k, m in sorted(enumerate(ms), key=cmp_to_key(cmp))]


def _complement_1d(ms: list[Mode], cotarget: Any, name: str, static: bool = False) -> list[Mode]:
    """The complement modes (gaps then the extension) of integer-stride modes (``static``: all
    known to be ``int``)."""
    if type(cotarget) is int and (static or all(type(s) is int and type(d) is int for s, d in ms)):
        found = _complement_static(ms, cotarget)
        if found is not None:
            return found
    ms = sorted_modes([(s, d) for s, d in ms if static_value(s) != 1 and not is_zero(d)],
                      "stride order (complement)")
    out: list[Mode] = []
    current: Any = 1
    for s, d in ms:
        if not decide("le", 0, d, "complement needs non-negative strides"):
            raise PreconditionError(
                f"complement needs non-negative strides, {name} has the mode {describe(s)}:{describe(d)}")
        if not decide("le", current, d, "complement: modes must not interleave"):
            raise PreconditionError(
                f"complement: the mode {describe(s)}:{describe(d)} of {name} starts below the extent "
                f"{describe(current)} of the modes with smaller strides: the layout is not injective or its modes interleave, "
                f"so no ordered disjoint complement reaches past it (eq. 16)")
        out.append((d // current if is_int(d) and is_int(current) else _floor_div(d, current), current))
        current = s * d
    out.append((ceil_div_leaf(cotarget, current), current))
    return out


def gaps_static(ms: list[Mode]) -> "tuple[list[Mode], int, int | None] | None":
    """The walk of :func:`_complement_1d` on integer modes: the gaps, the extent ``current``
    reached and the least offset the gaps miss (:func:`completion_hole`); ``None`` where a mode
    breaks the walk's conditions (the general path then raises, naming it)."""
    out: list[Mode] = []
    current, hole = 1, None
    for s, d in sorted([(s, d) for s, d in ms if s != 1 and d != 0], key=_stride):
        if d < current:                                # a negative stride, or interleaving modes
            return None
        if hole is None and d % current:
            hole = d // current * current
        out.append((d // current, current))
        current = s * d
    return out, current, hole


def _complement_static(ms: list[Mode], cotarget: int) -> "list[Mode] | None":
    """:func:`_complement_1d` on integers; ``None`` where a mode breaks its conditions."""
    walk = gaps_static(ms)
    if walk is None:
        return None
    out, current, _hole = walk
    out.append((-(-cotarget // current), current))
    return out


def complement_of_size(layout: Layout, n: Any) -> Layout:
    """The complement (integer codomain) with at least ``n`` elements: its extension
    repeats ``ceil(n / gaps)`` times.  ``A* o B`` stays inside it when ``n >= cosize(B)``,
    also where a gap does not divide and ``complement(A, |A|*cosize(B))`` falls short."""
    ms = _complement_1d(flat_modes(layout), 1, "L", layout.is_static_int())
    gaps: Any = 1
    for s, _d in ms[:-1]:
        gaps = gaps * s
    static = layout.is_static_int() and type(n) is int and n > 0   # positive integer modes
    extension = -(-n // gaps) if static else ceil_div_leaf(n, gaps)
    return from_modes(coalesce_modes(ms[:-1] + [(extension, ms[-1][1])]), valid=static)


def completion_hole(layout: Layout) -> Any:
    """The least offset that ``(L, L*)`` misses, ``None`` when it misses none.

    A gap ``floor(d / current) : current`` fills ``[current, d)`` exactly when
    ``current | d``; otherwise ``floor(d / current) * current`` is the first hole.
    A symbolic stride is assumed to divide (recorded as a condition)."""
    if layout.is_static_int():
        walk = gaps_static(flat_modes(layout))
        if walk is not None:
            return walk[2]
    current: Any = 1
    for s, d in sorted_modes([(s, d) for s, d in flat_modes(layout) if static_value(s) != 1 and not is_zero(d)],
                             "stride order (complement)"):
        if not decide("divides", current, d, "(B, B*) covers the offsets below its extent"):
            return (d // current) * current
        current = s * d
    return None


def _floor_div(a: Any, b: Any) -> Any:
    if truth("divides", b, a):
        from .symbolic import exact_div
        return exact_div(a, b, "complement gap")
    return a // b


def _cotarget_size(cotarget: Any) -> Any:
    if type(cotarget) is int and cotarget > 0:
        return cotarget
    if isinstance(cotarget, Layout):                  # its shape, as CuTe DSL takes it
        return cotarget.size()
    if isinstance(cotarget, IntTuple):
        cotarget = cotarget.value
    if is_tuple(cotarget):
        from ..tuples import product
        return _positive(product(cotarget), cotarget)
    if is_int(cotarget) or isinstance(cotarget, Dyn):
        return _positive(cotarget, cotarget)
    raise PreconditionError(f"a cotarget is an integer, a shape or a layout, got {cotarget!r}", operand="cotarget")


def _positive(size: Any, cotarget: Any) -> Any:
    """A cotarget extent must be positive (the extension ``ceil(cotarget / current)`` is a shape)."""
    if is_int(size) and size < 1:
        raise PreconditionError(f"a cotarget must be positive, got {describe(cotarget)}", operand="cotarget")
    return size


def complement(layout: Layout, cotarget: Any = None) -> Layout:
    """``L*`` meeting eq. 15-17 with ``cosize((L, L*)) >= cotarget``.

    ``cotarget``: an integer, a shape (its size), or a layout (its shape's size, as CuTe DSL); for a
    coordinate codomain a shape (or layout coshape) with one extent per codomain
    mode.  Absent: the minimal complement (its extension has size 1).
    """
    if isinstance(layout, ComposedLayout):
        raise PreconditionError(f"complement takes a layout, got the composed layout {layout}: the complement of "
                                f"its B (CuTe's answer) may meet the image of A o off o B (eq. 16)", operand="input")
    if not isinstance(layout, Layout):
        raise PreconditionError(f"complement takes a layout, got {layout!r}", operand="input")
    static = layout.is_static_int()
    tree = None if static else coprofile(layout.stride)
    if tree is None and uses_cute(layout, cotarget):
        return dynamic_complement(layout, 1 if cotarget is None else cotarget)
    if tree is None:
        total = 1 if cotarget is None else _cotarget_size(cotarget)
        ms = _complement_1d(flat_modes(layout), total, "L", static)
        # on integers the gaps d // current (current <= d) and the extension are positive
        return from_modes(coalesce_modes(ms), valid=static and type(total) is int)
    return _complement_basis(layout, tree, cotarget)


def _complement_basis(layout: Layout, tree: dict, cotarget: Any) -> Layout:
    """Table 7's coordinate codomains: one complement per codomain mode, in its profile."""
    if isinstance(cotarget, Layout):
        cotarget = cotarget.coshape()
    if isinstance(cotarget, IntTuple):
        cotarget = cotarget.value
    if cotarget is not None and not is_tuple(cotarget):
        raise PreconditionError(
            f"the codomain of {layout} is a coordinate: the cotarget must be a shape with one extent per "
            f"codomain mode, got {cotarget!r}", operand="cotarget")
    by_path: dict = {}
    for s, d in flat_modes(layout):
        if isinstance(d, E):
            by_path.setdefault(d.modes, []).append((s, d.value))

    def build(node: dict, prefix: tuple, target: Any) -> tuple:
        shapes, strides = [], []
        for m in range(max(node) + 1):
            sub = target[m] if is_tuple(target) and m < len(target) else (None if target is None else 1)
            if sub is not None and not is_tuple(sub):
                _positive(sub, target)
            if node.get(m) is not None:
                sh, st = build(node[m], prefix + (m,), sub)
            else:
                path = prefix + (m,)
                ms = _complement_1d(by_path.get(path, []), 1 if sub is None else sub, f"mode {m} of L")
                kept = coalesce_modes(ms)
                if not kept:
                    kept = [ms[-1]]                   # trivial: keep the extension's basis stride
                flat = from_modes([(s, E(d, path)) for s, d in kept])
                sh, st = flat.shape, flat.stride
            shapes.append(sh)
            strides.append(st)
        return tuple(shapes), tuple(strides)

    shape, stride = build(tree, (), cotarget)
    return Layout(shape, stride)

