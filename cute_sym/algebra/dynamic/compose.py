"""CuTe's coalesce and composition for dynamic leaves (NVIDIA ``cutegen``, the CuTe IR's algebra).

``coalesce`` merges two modes only when all four leaves are static (``s1`` at
stride ``s0*d0``); static size-1 modes vanish.  ``composition`` is eq. 8-10 walked
as CuTe walks it: ``A`` is coalesced, and each leaf mode ``s:d`` of ``B`` runs
through the modes ``S_i:D_i`` of ``A`` but the last with ``next = ceil(S_i/|d|)``:
a static ``next`` or rest of 1 skips the mode, otherwise ``min(next, rest)`` of it
is taken at stride ``d*D_i``, the rest divided by it and ``d`` becomes
``ceil(|d|/S_i)*sign(d)``; what is left extends the last mode.

CuTe checks eq. 9 and 10 only where the leaves are static, and not all of eq. 9:
``(4,6,8):(2,3,5) o 6:3`` gives ``(2,3):(6,3)``, wrong at ``c = 2``.  Here a static
violation raises :class:`~cute_sym.errors.CompositionError` naming the equation;
dynamic leaves carry the facts CuTe assumes (``d | S_i`` where ``B`` runs past the
mode, ``min(next, rest) | rest``) as conditions (:func:`.scalars.assume`).
"""
from __future__ import annotations

from typing import Any

from ...conditions import Condition
from ...errors import CompositionError
from ...layout import Layout
from ...tuples import E, is_int, is_tuple, leaves
from ..concat import by_mode, make_layout, modes
from .scalars import assume, ceil_div, div, is_one, is_zero, sabs, signum, smin

__all__ = ["coalesce", "coalesce_z", "coalesce_flat", "compose", "compose_tiler", "flat", "build"]

Mode = tuple[Any, Any]


def _static(x: Any) -> bool:
    """A static leaf: an integer, or a basis element with an integer scale."""
    return is_int(x) or (isinstance(x, E) and is_int(x.value))


def flat(layout: Layout) -> list[Mode]:
    return list(zip(leaves(layout.shape), leaves(layout.stride)))


def build(ms: list[Mode]) -> Layout:
    """The layout of flat modes, a leaf layout for one mode (CuTe's ``unwrap``)."""
    if len(ms) == 1:
        return Layout(*ms[0])
    return Layout(tuple(s for s, _ in ms), tuple(d for _, d in ms))


def coalesce_flat(ms: list[Mode]) -> list[Mode]:
    """CuTe's ``coalesce_``: drop a static size-1 mode when another follows, merge
    ``s0:d0, s1:s0*d0`` when all four leaves are static."""
    out: list[Mode] = []
    for s, d in ms:
        while out and is_one(out[-1][0]):
            out.pop()
        if out and all(map(_static, (*out[-1], s, d))) and d == out[-1][0] * out[-1][1]:
            out[-1] = (out[-1][0] * s, out[-1][1])
        else:
            out.append((s, d))
    return out


def coalesce(layout: Layout) -> Layout:
    """CuTe's ``coalesce``: ``coalesce_`` of the flat modes, a trailing static 1 dropped."""
    ms = coalesce_flat(flat(layout))
    if not ms:
        return layout
    if len(ms) > 1 and is_one(ms[-1][0]):
        ms.pop()
    if len(ms) == 1 and is_one(ms[0][0]):
        return Layout(1, 0)                            # CuTe DSL: a single point is 1:0
    return build(ms)


def coalesce_z(layout: Layout, profile: Any = None) -> Layout:
    """CuTe's ``coalesce_z``: ``coalesce_`` keeping a trailing size-1 mode, by mode of
    ``profile`` when it is a tuple (the codomain profile of a basis-stride ``B``)."""
    if is_tuple(profile):
        ms = modes(layout)
        if len(profile) > len(ms):
            raise CompositionError(f"B's codomain has rank {len(profile)}, more than the rank {len(ms)} of A = "
                                   f"{layout}")
        return make_layout(*(coalesce_z(m, p) if i < len(profile) else m for i, (m, p) in
                             enumerate(zip(ms, tuple(profile) + (None,) * len(ms)))))
    ms = coalesce_flat(flat(layout))
    return build(ms) if ms else layout


def compose_tiler(a: Layout, t: Any) -> Layout:
    """``A o t`` for a normalised tiler ``t`` (a layout, ``_`` or a tuple of tilers); by mode
    for a tuple, keeping only the tiled modes (CuTe)."""
    return by_mode(compose, a, t, keep_rest=False)


def compose(a: Layout, b: Layout) -> Layout:
    """``A o B`` for layouts (CuTe's ``composition``)."""
    profile = b(0)
    lhs = coalesce_z(a, profile if is_tuple(profile) else None)
    if not is_tuple(profile):
        _distribution(flat(lhs), [(s, d) for s, d in flat(b) if not (is_one(s) or is_zero(d))], a, b)
    shape, stride = _impl(lhs.shape, lhs.stride, b.shape, b.stride, a, b)
    return Layout(shape, stride)


def _le(x: Any, y: Any) -> "bool | None":
    return x <= y if is_int(x) and is_int(y) else None


def _distribution(tm: list[Mode], active: list[Mode], a: Layout, b: Layout) -> None:
    """Eq. 11-12: CuTe composes B mode by mode, which is ``A o B`` only where the modes of B
    do not interfere in A.  The sufficient condition after eq. 12 -- every image inside A's
    first mode, or the modes pairwise apart (``s_i d_i <= d_k`` or ``s_k d_k <= d_i``) each with
    a stride meeting eq. 9 -- failing on static leaves raises; on dynamic ones it is assumed."""
    if len(active) < 2 or len(tm) < 2:
        return
    reach: Any = 0
    for s, d in active:
        reach = reach + (s - 1) * d
    inside = _le(reach + 1, tm[0][0])
    if inside:
        return
    import sympy
    why = "distribution (eq. 11-12)"
    for x, (si, di) in enumerate(active):
        for sk, dk in active[x + 1:]:
            apart = [_le(si * di, dk), _le(sk * dk, di)]
            if apart == [False, False]:
                raise CompositionError(f"{why} cannot be established: the images of B's modes {si}:{di} and "
                                       f"{sk}:{dk} overlap in A = {a} (B = {b}), so composing B mode by mode "
                                       f"(as CuTe does) is not A o B")
            if True not in apart and None not in map(_e, (si, di, sk, dk)):
                assume(Condition("le", sympy.Min(_e(si * di) - _e(dk), _e(sk * dk) - _e(di)), 0,
                                 f"{why}: B's modes {si}:{di} and {sk}:{dk} apart"))
    prefix: Any = 1
    for s, _d in tm[:-1]:
        prefix = prefix * s
        for _s, d in active:
            if is_int(d) and is_int(prefix):
                if d % prefix and prefix % d:
                    raise CompositionError(f"{why} cannot be established: B's stride {d} and the extent {prefix} "
                                           f"of A's first modes divide neither way (eq. 9; A = {a}, B = {b})")
            elif None not in map(_e, (d, prefix, reach)):
                assume(Condition("divides", sympy.Min(_e(d), _e(prefix)), sympy.Max(_e(d), _e(prefix)),
                                 f"{why}: stride divisibility (eq. 9)", (Condition("le", _e(prefix), _e(reach)),)))
        if _le(reach + 1, prefix):
            break


def _impl(ls: Any, ld: Any, rs: Any, rd: Any, a: Layout, b: Layout) -> tuple[Any, Any]:
    if is_tuple(rs):                                   # eq. 11: by mode of B
        parts = [_impl(ls, ld, s, d, a, b) for s, d in zip(rs, rd)]
        return tuple(p[0] for p in parts), tuple(p[1] for p in parts)
    if isinstance(rd, E):                              # a basis stride picks a sub-layout of A
        if not is_int(rs):
            raise CompositionError(f"a scaled-basis stride {rd} of B needs a static extent, got {rs} (CuTe)")
        for m in rd.modes:
            if not is_tuple(ls) or m >= len(ls):
                raise CompositionError(f"B's scaled-basis stride {rd} addresses mode {m} of A = {a}, which it lacks")
            ls, ld = ls[m], ld[m]
        return _impl(ls, ld, rs, rd.value, a, b)
    if is_zero(rd):
        return rs, rd
    if not is_tuple(ls):                               # rank-1 A: s : d*D
        return rs, rd * ld
    return _walk(list(ls), list(ld), rs, rd, a, b)


def _walk(ls: list, ld: list, rest_s: Any, rest_d: Any, a: Layout, b: Layout) -> tuple[Any, Any]:
    """Eq. 8-10 over the modes of the coalesced A but the last (CuTe's loop)."""
    out: list[Mode] = []
    where = f"A = {a}, B = {b}"
    for s, d_a in zip(ls[:-1], ld[:-1]):
        if is_int(s) and is_int(rest_d) and rest_d % s and rest_d >= s:
            raise CompositionError(f"stride divisibility (eq. 9) fails: the mode extent {s} of A and the "
                                   f"stride {rest_d} left of B divide neither way ({where})")
        magnitude = sabs(rest_d)
        nxt = ceil_div(s, magnitude)
        nxt_stride = ceil_div(magnitude, s) * signum(rest_d)
        if is_one(nxt) or is_one(rest_s):
            rest_d = nxt_stride
            continue
        _check_split(s, magnitude, nxt, rest_s, where)
        new = smin(nxt, rest_s)
        if is_int(new) and is_int(rest_s) and rest_s % new:
            raise CompositionError(f"shape divisibility (eq. 10) fails: {new} elements of A's mode {s} at the "
                                   f"stride {magnitude} do not divide the extent {rest_s} left of B ({where})")
        if not (is_int(new) and is_int(rest_s)):
            assume(Condition("divides", _e(new), _e(rest_s), "shape divisibility (eq. 10)"))
        out.append((new, rest_d * d_a))
        rest_s = div(rest_s, new)
        rest_d = nxt_stride
    if not out:
        return rest_s, rest_d * ld[-1]
    if is_one(rest_s):
        return build(out).shape, build(out).stride
    result = coalesce(build(out + [(rest_s, rest_d * ld[-1])]))
    return result.shape, result.stride


def _check_split(s: Any, d: Any, nxt: Any, rest_s: Any, where: str) -> None:
    """Eq. 9 where ``B`` runs past the mode ``s`` of A at the stride ``d`` (``rest > next``):
    ``d | s`` (static leaves; dynamic ones: ``d | s`` or ``s | d``).  CuTe takes ``ceil(s/d)`` elements of the mode regardless (silently wrong)."""
    if is_int(s) and is_int(d) and s % d == 0:
        return
    if is_int(s) and is_int(d) and is_int(rest_s):
        if rest_s > nxt:
            raise CompositionError(f"stride divisibility (eq. 9) fails: the stride {d} left of B does not divide "
                                   f"the mode extent {s} of A, and B's {rest_s} elements run past it ({where})")
        return
    if _e(d) is None or _e(s) is None:
        return                                         # a bare '?': assumed, as CuTe does
    import sympy
    assume(Condition("divides", sympy.Min(_e(d), _e(s)), sympy.Max(_e(d), _e(s)),
                     "stride divisibility (eq. 9): one of d and the mode extent divides the other",
                     (Condition("lt", _e(nxt), _e(rest_s)),)))


def _e(x: Any) -> Any:
    return x if is_int(x) else x.expr
