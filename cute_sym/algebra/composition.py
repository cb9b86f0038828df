"""Composition ``R = A o B`` (paper §5.3, eq. 6-12; tilers §5.3.5).

``R`` satisfies ``B ≼ R`` and ``R(c) = A(B(c))`` for every ``c`` in ``Z(B)``
(eq. 6), with ``A`` evaluated on its extended domain (eq. 1).  The derivation:

* every leaf mode ``s:d`` of ``B`` is a base case (eq. 8): ``A`` is coalesced
  (keeping its extended function), truncated to the modes that ``(s-1)*d``
  reaches, ``d`` is divided out of the shape under stride divisibility (eq. 9)
  and the size ``s`` kept under shape divisibility (eq. 10);
* a leaf with a scaled-basis stride ``a*e_i`` composes the sub-layout ``A_i``
  with ``s:a`` (coordinate codomain);
* the leaves are reassembled in ``B``'s profile (distribution, eq. 11), which
  is checked: images inside ``A``'s first mode, or images pairwise apart with
  every stride meeting eq. 9 (the sufficient condition after eq. 12).

When an analytic condition fails on static operands, the derivation falls back
to the definition: the values ``A(x*d)`` are factored into a layout if one
exists, and additivity over ``B``'s modes is checked point by point.  So a
:class:`CompositionError` is raised exactly when no layout represents
``A o B`` -- it names the violated condition and its numbers -- and a result is
never truncated or wrong.  Symbolic leaves take the branch the derivation needs
and record it as a side condition (:mod:`.symbolic`).
"""
from __future__ import annotations

from itertools import product as cartesian
from typing import Any

from ..composed import ComposedLayout, Swizzle
from ..conditions import require
from ..errors import CompositionError, PreconditionError
from ..kinds import IntTuple, Stride
from ..layout import Layout
from ..tile import Tile
from ..tuples import Dyn, E, Underscore, is_int, is_tuple, leaves, static_value, unflatten
from .coalesce import coalesce_modes, flat_modes, from_modes, is_zero, modes_htuples
from .concat import by_mode
from .dynamic.compose import compose_tiler
from .dynamic.mode import uses_cute
from .swizzled import swizzle_through
from .symbolic import (condition, decide, decide_either, describe, exact_div, is_symbolic, nontrivial,
                       static_truth, truth)

__all__ = ["composition", "compose_static", "as_tiler", "layout_of_values"]

Mode = tuple[Any, Any]

#: Largest number of points the definition-based fallback evaluates.
BRUTE_FORCE_LIMIT = 1 << 16


def composition(a: Any, b: Any) -> Any:
    """``A o B`` (paper eq. 6).

    ``A``: a layout, a composed layout (``B`` is composed into its outer layout)
    or a swizzle (giving ``S o 0 o B``).  ``B``: a layout, or a tiler -- a tuple
    of layouts, integers (``s`` is ``s:1``), shapes, ``_`` and nested tilers, a
    :class:`~cute_sym.Tile` or a shape -- applied by mode, keeping only the
    tiled modes of ``A`` (CuTe); or, for a layout ``A``, a swizzle or a composed
    layout with offset 0 (CuTe moves the swizzle across ``A``: :mod:`.swizzled`).
    """
    if type(a) is Layout and type(b) is Layout and a.is_static_int() and b.is_static_int():
        return compose_static(a, b)                    # the static case of by_mode(_compose_layout, a, b)
    if isinstance(a, ComposedLayout):
        inner = composition(a.outer, b)
        if isinstance(inner, ComposedLayout):
            return _two_swizzles(a, inner)
        return ComposedLayout(a.inner, a.offset, inner)
    if isinstance(a, Layout) and isinstance(b, (Swizzle, ComposedLayout)):
        return _compose_swizzled(a, b)
    if isinstance(a, Swizzle):
        t = as_tiler(b)
        if not isinstance(t, Layout):
            raise PreconditionError(f"a swizzle composes with a layout only, got the tiler {b!r}", operand="rhs")
        return ComposedLayout(a, 0, t)
    if not isinstance(a, Layout):
        raise PreconditionError(f"composition: A must be a layout, composed layout or swizzle, got {a!r}",
                                operand="lhs")
    t = as_tiler(b)
    if uses_cute(a, t):
        return compose_tiler(a, t)
    return by_mode(_compose_layout, a, t, keep_rest=False)


def _compose_swizzled(a: Layout, b: Any) -> Any:
    """``A o S = S' o 0 o A``; ``A o (B_A o 0 o B_B) = (A o B_A) o B_B`` (CuTe needs offset 0)."""
    if isinstance(b, ComposedLayout):
        if any(not (is_int(x) and x == 0) for x in leaves(b.offset)):
            raise CompositionError(f"A o B for a composed layout B = {b} needs offset 0 (CuTe: \"Require offset "
                                   f"== 0\"), got {describe(b.offset)}")
        if isinstance(b.inner, Layout):
            return composition(composition(a, b.inner), b.outer)
        swz, domain, rest = b.inner, b.outer, composition(a, b.outer)
    else:
        swz, domain, rest = b, Layout(a.size(), 1), a          # the points of Z_|A|
    if not (domain.is_static() and a.is_static() and domain.size() <= BRUTE_FORCE_LIMIT):
        raise CompositionError(f"A o {swz} for A = {a}: moving the swizzle across A is checked point by point, "
                               f"which needs static layouts of at most {BRUTE_FORCE_LIMIT} points")
    points = [domain(c) for c in range(domain.size())]
    try:
        return ComposedLayout(swizzle_through(a, swz, points), 0, rest)
    except PreconditionError as e:
        raise CompositionError(f"A o {swz} for A = {a}: {e.reason}") from None


def _two_swizzles(a: ComposedLayout, inner: ComposedLayout) -> Layout:
    """``S o 0 o (S' o 0 o R)``: one layout when ``S' = S`` (a swizzle is an involution)."""
    if a.inner == inner.inner and all(is_int(x) and x == 0 for x in leaves(a.offset)):
        return inner.outer
    raise CompositionError(f"{a} o ... gives {a.inner} o {describe(a.offset)} o {inner}: two swizzles, which one "
                           f"composed layout (A a layout or a swizzle, seed 000) cannot hold")


def as_tiler(b: Any) -> Any:
    """Normalise a tiler (§5.3.5): a :class:`Layout`, ``_`` or a tuple of tilers."""
    if type(b) is Layout:
        return b
    if type(b) is int and b > 1:                       # s:1, valid as it stands
        return Layout._of_parts(b, 1, True)
    if isinstance(b, Tile):
        b = b.value
    if isinstance(b, Stride):
        raise PreconditionError(f"a stride is not a tiler: {b}", operand="rhs")
    if isinstance(b, IntTuple):
        b = b.value
    if isinstance(b, (Layout, Underscore)):
        return b
    if is_int(b) and b == 1:
        return Layout(1, 0)                            # CuTe: a shape's compact layout, 1:0
    if (is_int(b) and b > 0) or isinstance(b, Dyn):
        return Layout(b, 1)
    if is_tuple(b) and b:
        return tuple(as_tiler(x) for x in b)
    raise PreconditionError(f"B must be a layout, a positive integer, a shape or a tile, got {b!r}",
                            operand="rhs")


class _Target:
    """The layout that a group of ``B``'s leaves indexes: ``A`` or a sub-layout ``A_i``."""

    def __init__(self, layout: Layout, name: str):
        self.layout = layout
        self.name = name
        self.modes = coalesce_modes(flat_modes(layout), extended=True) or [(1, 0)]
        self.static = layout.is_static_int() or all(type(s) is int and type(d) is int for s, d in self.modes)
        out, p = [], 1
        for s, _d in self.modes[:-1]:
            p = p * s
            out.append(p)
        self._prefixes = out

    def prefixes(self) -> list:
        """``S̄_1, ..., S̄_R`` of the coalesced shape (eq. 8)."""
        return self._prefixes

    def brute_forceable(self, n: Any) -> bool:
        return (self.layout.is_static() and not self.layout.is_basis() and is_int(n)
                and n <= BRUTE_FORCE_LIMIT)


def compose_static(a: Layout, b: Layout) -> Layout:
    """``A o B`` of a layout ``A`` and an all-``int`` layout ``B`` (one group: integer
    strides index ``A``)."""
    leaves_b = flat_modes(b)
    target = _Target(a, "A")
    results = [_base(target, s, d) for s, d in leaves_b]
    _check_distribution(target, [(j, s, d) for j, (s, d) in enumerate(leaves_b)], results)
    return _assemble(results, b.shape, a.is_static_int())


def _compose_layout(a: Layout, b: Layout) -> Layout:
    if b.is_static_int():
        return compose_static(a, b)
    leaves_b = flat_modes(b)
    groups: dict = {}
    for j, (s, d) in enumerate(leaves_b):
        key = d.modes if isinstance(d, E) else ()
        groups.setdefault(key, []).append((j, s, d.value if isinstance(d, E) else d))
    results = [None] * len(leaves_b)
    for key, items in groups.items():
        target = _Target(_sub_layout(a, key), f"A_{'_'.join(map(str, reversed(key)))}" if key else "A")
        for j, s, d in items:
            results[j] = _base(target, s, d)
        _check_distribution(target, items, results)
    return _assemble(results, b.shape)


def _assemble(results: list, profile: Any, static: bool = False) -> Layout:
    """The layout of ``A o B_j`` (flat modes each) in B's profile (eq. 11).  ``static``: ``A``
    and ``B`` are all-``int``, so the modes are (positive extents of ``B``'s and ``A``'s, their
    strides' multiples) and the layout is built unchecked."""
    build = Layout._of_parts if static else lambda s, d, _static: Layout(s, d)
    if not is_tuple(profile):
        return build(*modes_htuples(results[0]), static)
    parts = [modes_htuples(r) for r in results]
    shape, stride = tuple([s for s, _d in parts]), tuple([d for _s, d in parts])
    for p in profile:
        if type(p) is tuple:                           # a nested profile: B's tree
            return build(unflatten(shape, profile), unflatten(stride, profile), static)
    return build(shape, stride, static)


def _sub_layout(a: Layout, path: tuple) -> Layout:
    if not path:
        return a
    try:
        return a.get(path)
    except PreconditionError as e:
        raise CompositionError(
            f"B's scaled-basis stride addresses mode {'@'.join(map(str, reversed(path)))} of A = {a}, "
            f"which A's shape {describe(a.shape)} lacks ({e.reason})") from None


# --- base case, eq. 8-10 ---------------------------------------------------------------

def _base(target: _Target, s: Any, d: Any) -> list[Mode]:
    """``A o s:d`` as flat modes.  The shortcuts go in CuTe's order, so a size-1 ``B``
    on a rank-1 ``A`` keeps its scaled stride (``4:2 o 1:3 = 1:6``, as CuTe prints)."""
    if is_zero(d):
        return [(s, 0)]
    if len(target.modes) == 1:                         # rank-1 A: s : D_0*d
        return [(s, target.modes[0][1] * d)]
    if static_value(s) == 1:
        return [(1, 0)]
    if target.static and type(s) is int and type(d) is int:
        found = _base_static(target, s, d)
        if found is not None:
            return found
    try:
        return _base_analytic(target, s, d)
    except CompositionError:
        if not (target.brute_forceable(s) and is_int(d)):
            raise
        found = layout_of_values([target.layout(x * d) for x in range(s)])
        if found is None:
            raise
        return found


def _base_static(target: _Target, s: int, d: int) -> "list[Mode] | None":
    """:func:`_base_analytic` on integers (``d != 0``, ``s != 1``, ``A`` of rank > 1), the
    same steps without recording decisions; ``None`` where a condition fails (the general
    path then raises, naming it, or falls back to the definition)."""
    if d < 0:
        return None
    tm = target.modes
    reach = (s - 1) * d
    last = len(tm) - 1
    for r, prefix in enumerate(target.prefixes()):     # truncate A (eq. 8)
        if reach < prefix:
            last = r
            break
    out: list[Mode] = []
    rest = d
    for shape, stride in tm[:last]:                    # divide out d (eq. 9)
        if rest == 1:
            out.append((shape, stride))
        elif shape % rest == 0:                        # rest | S_r: the mode is split
            out.append((shape // rest, stride * rest))
            rest = 1
        elif rest % shape == 0:                        # S_r | rest: the mode is skipped
            rest //= shape
        else:
            return None
    rho = 1
    for shape, _stride in out:
        rho *= shape
    if s % rho:                                        # eq. 10
        return None
    out.append((s // rho, tm[last][1] * rest))
    return coalesce_modes(out) or [(1, 0)]


def _base_analytic(target: _Target, s: Any, d: Any) -> list[Mode]:
    tm = target.modes
    if not decide("le", 0, d, "eq. 8 needs a non-negative stride d when A has rank > 1"):
        raise CompositionError(
            f"eq. 8 needs d >= 0 when the coalesced {target.name} has rank > 1: "
            f"{target.name} = {from_modes(tm)}, B = {describe(s)}:{describe(d)}")
    reach = (s - 1) * d
    last = len(tm) - 1
    given = nontrivial(s)                              # s = 1: any branch gives 1:0
    for r, prefix in enumerate(target.prefixes()):     # truncate A: (s-1)*d < S̄_{r+1}
        if decide("lt", reach, prefix, "truncation of A (eq. 8)",
                  assume=not (is_symbolic(reach) and not is_symbolic(prefix)), given=given):
            last = r
            break
    out: list[Mode] = []
    rest, prefix = d, 1
    for r, (shape, stride) in enumerate(tm[:last]):    # divide out d (eq. 9)
        prefix = prefix * shape
        if static_value(rest) == 1:
            out.append((shape, stride))
            continue
        split, skip = ("divides", rest, shape), ("divides", shape, rest)
        swap = _symbol_larger(rest, shape)
        which = decide_either(*((skip, split) if swap else (split, skip)), "stride divisibility (eq. 9)")
        if which is None:
            raise CompositionError(
                f"stride divisibility (eq. 9) fails: S̄_{r + 1} = {describe(prefix)} and d = {describe(d)} "
                f"divide neither way ({target.name} = {from_modes(tm)} coalesced, B = {describe(s)}:{describe(d)})")
        if (which == 0) != swap:                       # rest | S_r: the mode is split
            out.append((exact_div(shape, rest, "stride divisibility (eq. 9)"), stride * rest))
            rest = 1
        else:                                          # S_r | rest: the mode is skipped
            rest = exact_div(rest, shape, "stride divisibility (eq. 9)")
    rho = 1
    for shape, _stride in out:
        rho = rho * shape
    if not decide("divides", rho, s, "shape divisibility (eq. 10)"):
        raise CompositionError(
            f"shape divisibility (eq. 10) fails: ceil(S̄_{last}/d) = {describe(rho)} does not divide "
            f"s = {describe(s)} ({target.name} = {from_modes(tm)} coalesced, B = {describe(s)}:{describe(d)})")
    out.append((exact_div(s, rho, "shape divisibility (eq. 10)"), tm[last][1] * rest))
    return coalesce_modes(out) or [(1, 0)]


def _symbol_larger(d: Any, extent: Any) -> bool:
    """Eq. 9's preferred branch: ``extent | d`` when only ``d`` is symbolic (the symbol as the
    larger quantity), else ``d | extent``.  The base case and the distribution check
    must prefer the same one, or together they record both and admit only ``d = extent``."""
    return is_symbolic(d) and not is_symbolic(extent)


def layout_of_values(values: list) -> "list[Mode] | None":
    """The flat coalesced modes of the layout whose values on ``Z_n`` are ``values``,
    or ``None`` when no layout has them.

    The first mode of any layout is an arithmetic run ``x*d_0``, and the run of a
    coalesced layout breaks exactly where its first mode ends; so the longest run
    is the first mode, and the rest is the layout of ``values[k*L]``.
    """
    n = len(values)
    if n == 0 or values[0] != 0:
        return None
    if n == 1:
        return [(1, 0)]
    d0 = values[1]
    run = 1
    while run < n and values[run] == run * d0:
        run += 1
    if run == n:
        return [(n, d0)]
    if n % run:
        return None
    rest = layout_of_values(values[::run])
    if rest is None or any(values[x] != values[x % run] + values[x - x % run] for x in range(n)):
        return None
    return [(run, d0)] + [m for m in rest if m != (1, 0)]


# --- distribution, eq. 11-12 ------------------------------------------------------------

def _check_distribution(target: _Target, items: list, results: list) -> None:
    """Check ``A(sum B_j(c_j)) = sum (A o B_j)(c_j)`` for the leaves of one group."""
    active = [(j, s, d) for j, s, d in items if static_value(s) != 1 and not is_zero(d)]
    if len(active) < 2 or len(target.modes) == 1:
        return
    if target.static and all(type(s) is int and type(d) is int for _j, s, d in active) \
            and _static_distributes(target, active):
        return
    facts = _distribution_facts(target, active)
    failed = [text for alternatives, _g, _w, text in facts if all(static_truth(*f) is False for f in alternatives)]
    failed = [text() for text in failed[:1]]            # the message of the first failed fact
    if not failed:
        for alternatives, given, why, _text in facts:
            if len(alternatives) == 2:
                decide_either(*alternatives, why, given)
            elif truth(*alternatives[0]) is None:
                require(condition(alternatives[0], why, given))
        return
    sizes = [s for _j, s, _d in active]
    total = 1
    for s in sizes:
        total = total * s if is_int(s) else BRUTE_FORCE_LIMIT + 1
    if not (target.brute_forceable(total) and all(is_int(d) for _j, _s, d in active)):
        raise CompositionError(f"distribution (eq. 11-12) cannot be established: {failed[0]}")
    parts = [from_modes(results[j]) for j, _s, _d in active]
    for cs in cartesian(*(range(s) for s in sizes)):
        whole = target.layout(sum(c * d for c, (_j, _s, d) in zip(cs, active)))
        split = sum(p(c) for p, c in zip(parts, cs))
        if whole != split:
            raise CompositionError(
                f"distribution (eq. 11-12) fails: {failed[0]}; at the coordinates {cs} of these modes of B, "
                f"A(B(c)) = {whole} but the sum of (A o B_i)(c_i) is {split}, so no layout compatible "
                f"with B represents A o B")


def _static_distributes(target: _Target, active: list) -> bool:
    """Whether the integer facts of :func:`_distribution_facts` all hold (each one, or one of
    its alternatives): then the distribution is established with nothing to record."""
    reach = 0
    for _j, s, d in active:
        if d < 0:
            return False
        reach += (s - 1) * d
    if reach < target.modes[0][0]:                     # all images inside A's first mode
        return True
    for x, (_i, si, di) in enumerate(active):
        for _k, sk, dk in active[x + 1:]:
            if not (si * di <= dk or sk * dk <= di):
                return False
    prefixes = target.prefixes()
    for _j, _s, d in active:                           # d > 0 here
        for prefix in prefixes:
            if prefix % d and d % prefix:
                return False
            if reach < prefix:
                break
    return True


def _distribution_facts(target: _Target, active: list) -> list:
    """The sufficient condition after eq. 12 as ``(alternatives, given, why, text)``: one of
    the alternative facts is needed where the hypotheses ``given`` hold (the modes
    concerned are not constant); ``text()`` says what fails when none holds."""
    why = "distribution (eq. 12)"
    facts = [([("le", 0, d)], nontrivial(s), why, lambda d=d: f"B's stride {describe(d)} is negative")
             for _j, s, d in active]
    reach = sum(((s - 1) * d for _j, s, d in active[1:]), (active[0][1] - 1) * active[0][2])
    if truth("lt", reach, target.modes[0][0]):        # all images inside A's first mode
        return facts
    for x, (_i, si, di) in enumerate(active):
        for _k, sk, dk in active[x + 1:]:
            facts.append(([("le", si * di, dk), ("le", sk * dk, di)],
                          tuple(dict.fromkeys(nontrivial(si) + nontrivial(sk))), why,
                          lambda si=si, di=di, sk=sk, dk=dk:
                          f"the images of B's modes {describe(si)}:{describe(di)} and "
                          f"{describe(sk)}:{describe(dk)} overlap in {target.name} = {from_modes(target.modes)}"))
    for _j, s, d in active:
        for r, prefix in enumerate(target.prefixes()):
            eq9 = [("divides", d, prefix), ("divides", prefix, d)]
            facts.append((eq9[::-1] if _symbol_larger(d, prefix) else eq9, nontrivial(s),
                          "stride divisibility (eq. 9)",
                          lambda r=r, prefix=prefix, d=d: f"S̄_{r + 1} = {describe(prefix)} and B's stride "
                          f"d = {describe(d)} divide neither way (eq. 9)"))
            if truth("lt", reach, prefix):
                break
    return facts
