"""NVIDIA's normal forms: the result types the CuTe IR (the CuTe DSL 4.8.1's MLIR) infers
where they differ from :mod:`cute_sym.algebra`'s canonical answers only in form (issue 11,
item 5).  The dialect's ops infer these, so that a module NVIDIA's compiler verifies
verifies here; the Python API and the CLI keep the algebra's forms.

* :func:`make_layout_like`: a swizzled layout gives the plain layout ``make_layout_like(B)``
  (C++'s ``make_layout_like`` of a ``ComposedLayout``, as its ``make_fragment_like``);
* :func:`slice_`: a composed layout ``S o off o B`` sliced as C++'s ``slice_and_offset``
  for swizzle layouts (``swizzle_layout.hpp``): where ``B``'s remaining image hits the
  swizzle's Y or Z bits but not both, the swizzle decays into the strides of a plain
  layout, the offset leaving with the sliced-off part;
* :func:`composition`: a size-1 mode of ``B`` keeps a stride (the CuTe IR's composition
  divides its stride through ``A``'s coalesced modes and lands on the last one, where the
  algebra normalizes it to 0);
* the divides' ``_`` tiler modes regroup as C++'s ``zip2_by`` (``zip2_by=True`` of
  :func:`cute_sym.algebra.zipped_divide` and its siblings).

Where NVIDIA's answer is mathematically wrong, the dialect does not follow it
(docs/dialect.md, "Where NVIDIA's answer is wrong").
"""
from __future__ import annotations

from typing import Any

from .. import algebra
from ..composed import ComposedLayout, Swizzle
from ..errors import CuteError
from ..layout import Layout
from ..tuples import Dyn, Underscore, is_int, leaves

__all__ = ["make_layout_like", "slice_", "composition", "IDENTITY"]

IDENTITY = Swizzle(0, 0, 0)


def make_layout_like(x: Any) -> Any:
    """``cute.make_layout_like`` as the CuTe IR infers it: of a swizzled layout ``S o off o B``,
    the plain ``make_layout_like(B)``.  (Tied strides stay compact here, column-major; the IR
    gives them equal strides, a layout that is not compact: docs/dialect.md, "Where NVIDIA's
    answer is wrong".)"""
    if isinstance(x, ComposedLayout) and isinstance(x.outer, Layout) and not x.outer.is_basis():
        return algebra.make_layout_like(x.outer)
    return algebra.make_layout_like(x)


def composition(a: Any, b: Any) -> Any:
    """``cute.composition`` as the CuTe IR infers it: the algebra's result, a size-1 mode of
    a static ``B`` with the stride the IR gives it (:func:`_unit_stride`, through ``A``'s
    modes coalesced as :func:`_coalesced`)."""
    out = algebra.composition(a, b)
    if not (isinstance(a, Layout) and isinstance(b, Layout) and isinstance(out, Layout) and a.is_static_int()
            and b.is_static_int() and out.is_static_int()):
        return out
    shapes, strides = _coalesced(list(leaves(a.shape)), list(leaves(a.stride)))

    def fix(bs: Any, bd: Any, rs: Any, rd: Any) -> Any:
        if isinstance(bs, tuple):
            if not (isinstance(rs, tuple) and len(rs) == len(bs)):
                return rd
            return tuple(fix(*t) for t in zip(bs, bd, rs, rd))
        if bs == 1 and rs == 1 and bd != 0:
            return _unit_stride(shapes, strides, bd)
        return rd
    return Layout(out.shape, fix(b.shape, b.stride, out.shape, out.stride))


def _coalesced(shapes: list[int], strides: list[int]) -> tuple[list[int], list[int]]:
    """C++'s backward coalesce of leaf modes as the CuTe IR's composition does it: size-1 modes
    skipped, ``s:d`` merged into a following ``s':s*d``, and the last mode kept as it is even of
    size 1 (``(1,1,1):(7,3,5)`` is ``1:5`` and ``(8,1):(7,3)`` stays, where ``coalesce`` gives
    ``1:0`` and ``8:7``)."""
    out_s, out_d = [shapes[-1]], [strides[-1]]
    for s, d in zip(reversed(shapes[:-1]), reversed(strides[:-1])):
        if s == 1:
            continue
        if s * d == out_d[0]:
            out_s[0], out_d[0] = s * out_s[0], d
        else:
            out_s.insert(0, s)
            out_d.insert(0, d)
    return out_s, out_d


def _unit_stride(shapes: list[int], strides: list[int], d: int) -> int:
    """The stride of ``A o 1:d`` in the CuTe IR: ``d`` divided through the extents of ``A``'s
    modes but the last (CuTe's ``shape_div``, at least 1), times the last stride."""
    for s in shapes[:-1]:
        d = d // s if d // s != 0 else (1 if d > 0 else -1)
    return d * strides[-1]


def slice_(x: Any, coord: Any) -> Any:
    """``cute.slice`` as the CuTe IR infers it: a swizzled layout as C++'s ``slice_and_offset``."""
    if isinstance(x, ComposedLayout):
        decayed = _swizzle_slice(x, coord)
        if decayed is not None:
            return decayed
    return algebra.slice_(x, coord)


def _known(t: Any) -> bool:
    return all(is_int(v) or isinstance(v, (Underscore, Dyn)) for v in leaves(t))


def _lowest_bit(mask: int) -> int:
    return mask & -mask


def _swizzle_strides(sw: Swizzle, offset: int, unknown: int, low: bool) -> list[Any]:
    """The strides of one B-bit block of the decayed swizzle (C++'s ``make_swizzle_strides``):
    the Z block (the bits the swizzle writes) or the Y block (the bits it reads), whichever
    is lower when ``low``; each depends on whether the offset sets the partner bit.  With
    ``unknown`` bits the offset is a run-time value of which the CuTe IR knows only the zero
    bits: a stride whose partner bit is not known to be 0 is dynamic."""
    z, y = _lowest_bit(sw.zzz_mask), _lowest_bit(sw.yyy_mask)
    z_block = (z < y) == low
    out: list[Any] = []
    for i in range(sw.bits):
        partner = (y if z_block else z) << i
        if unknown and (unknown | offset) & partner:
            out.append(Dyn(div=(z if z_block else min(y, z)) << i))
        elif z_block:
            out.append(z << i if offset & partner == 0 else -(z << i))
        else:
            out.append((y + z) << i if offset & partner == 0 else (y - z) << i)
    return out


def _only_zy(sw: Swizzle) -> Layout:
    """C++'s projection of offsets onto the swizzle's Y and Z bits, as a layout."""
    m, s, n = sw.base, abs(sw.shift), sw.bits
    return Layout((1 << m, 1 << n, 1 << (s - n), 1 << n, 1), (0, 1 << m, 0, 1 << (m + s), 0))


def _diced_offset(sw: Swizzle, diced: Layout, crd: Any) -> tuple[int, int]:
    """``B(c)`` over the sliced-off modes as mixed bits: its static value, and the swizzle bits
    a dynamic coordinate may set -- as the CuTe IR takes them, every bit from the lowest one
    that the mode's projection onto the Y and Z bits (:func:`_only_zy`) reaches."""
    value = unknown = 0
    zy = sw.yyy_mask | sw.zzz_mask
    for c, n, d in zip(leaves(crd), leaves(diced.shape), leaves(diced.stride)):
        if isinstance(c, Dyn):
            reach = algebra.composition(_only_zy(sw), Layout(n, d))
            for e, f in zip(leaves(reach.shape), leaves(reach.stride)):
                if e != 1 and f != 0:
                    unknown |= ~(_lowest_bit(f) - 1) & zy
        else:
            value += c * d
    return value, unknown


def _swizzle_slice(x: ComposedLayout, coord: Any) -> Any:
    """C++'s ``slice_and_offset`` of ``Swizzle<B,M,S> o off o B`` for a static ``B`` and
    offset (``None``: the algebra's form, ``S o (off + B(c)) o slice(B)``, which the IR
    gives too for an all-``_`` coordinate)."""
    sw, b = x.inner, x.outer
    crd = coord.value if hasattr(coord, "value") else coord
    if not (isinstance(sw, Swizzle) and sw.bits > 0 and abs(sw.shift) >= sw.bits and isinstance(b, Layout)
            and b.is_static_int() and is_int(x.offset) and _known(crd)):
        return None
    flat = list(leaves(crd))
    if all(isinstance(v, Underscore) for v in flat) or not any(isinstance(v, Underscore) for v in flat):
        return None
    try:
        sliced = algebra.slice_(b, crd)
        diced = algebra.dice(b, crd)
        zy = sw.yyy_mask | sw.zzz_mask
        value, unknown = _diced_offset(sw, diced, algebra.dice(crd, crd))
    except CuteError:
        return None
    offset_zy = x.offset ^ (value & zy)                  # the part of the offset the swizzle sees
    active = sliced(sliced.size() - 1) & zy              # the swizzle bits B's remaining image reaches
    if active & ~sw(active):                             # hits Y and Z: not reducible
        return ComposedLayout(sw, offset_zy, sliced) if not unknown else None
    m, s, n = sw.base, abs(sw.shift), sw.bits
    decay = Layout((1 << m, (2,) * n, 1 << (s - n), (2,) * n, 1),
                   (1, tuple(_swizzle_strides(sw, offset_zy, unknown, True)), 1 << (m + n),
                    tuple(_swizzle_strides(sw, offset_zy, unknown, False)), 1 << (m + n + s)))
    try:
        return ComposedLayout(IDENTITY, 0, composition(decay, sliced))
    except CuteError:
        return None
