"""Work decompositions of a copy ``dst(c) = src(c)`` (paper §4.6.1, Table 2).

COPY may visit the logical domain Z_N in any order (paper §5.4.2): a *work
layout* ``W`` is a bijection onto Z_N whose first mode is what one thread
(direct) or one block (staged) moves at once, and the kernel copies
``dst[D(W(x))] = src[S(W(x))]`` for every ``x``.

* :class:`DirectPlan`: ``W = (V, R)``; mode 0 is a vector of ``V`` elements,
  contiguous on both sides when ``V`` is their common vector.
* :class:`StagedPlan`: ``W = ((TD, TS), R)``; mode 0 is a tile whose first
  mode runs along dst's contiguous elements and second along src's.  A block
  loads the tile with ``vec_src``-element vectors along TS into shared memory
  and stores it with ``vec_dst``-element vectors along TD.

The per-thread layouts (:func:`load_layouts`, :func:`store_layouts`) are
built here and checked against ``W`` by :func:`check_staged`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from cute_sym.tuples import is_int, is_tuple, known_equal, product

from ..errors import CodegenError

__all__ = ["DirectPlan", "StagedPlan", "Staging", "load_layouts", "store_layouts", "check_staged", "check_tile"]


@dataclass(frozen=True)
class DirectPlan:
    """``work = (V, R)``: thread-level vectors of ``V`` elements, ``unroll`` vectors in flight per thread
    (1 by default: the fastest in the sweep of benchmarks/RESULTS.md)."""

    work: Layout
    threads: int = 256
    unroll: int = 1

    def __post_init__(self) -> None:
        if self.work.rank() != 2 or not is_int(product(self.work.shape[0])):
            raise CodegenError(f"a direct plan needs a work layout (V, R) with static V, got {self.work}")

    @property
    def vector(self) -> int:
        return product(self.work.shape[0])


@dataclass(frozen=True)
class Phase:
    """How a block's threads cover the (TD, TS) tile in one phase: ``vec``-element vectors
    along a tile mode of extent ``along``; ``seg`` consecutive threads cover one row
    segment (at most 128 bytes), the block's threads cover ``threads // seg`` rows, and
    the loop index ``k = (k0, k1)`` steps along the segment first, then across."""

    vec: int
    seg: int
    along: int
    across: int
    threads: int

    @property
    def shape(self) -> tuple:
        rows = self.threads // self.seg
        return (self.vec, (self.seg, rows), (self.along // (self.vec * self.seg), self.across // rows))

    def strides(self, unit_along: Any, unit_across: Any) -> tuple:
        """Strides of ``(v, t, k)`` given the strides of one step along and across."""
        rows = self.threads // self.seg
        a, c = unit_along, unit_across
        return (a, (a * self.vec, c), (a * (self.vec * self.seg), c * rows))

    def fits(self) -> bool:
        rows = self.threads // self.seg
        return (self.along % (self.vec * self.seg) == 0 and self.threads % self.seg == 0
                and self.across % rows == 0)


@dataclass(frozen=True)
class Staging:
    """How a block stages one ``(TD, TS)`` tile through shared memory: the tile is stored
    row-major with row ``pitch = TS + pad`` and an optional ``swizzle``; the load phase
    reads ``vec_src``-element vectors along TS, the store phase writes ``vec_dst``-element
    vectors along TD (paper §5.4.2's vectorization, one vector per thread and step)."""

    tile: tuple[int, int]
    vec_src: int
    vec_dst: int
    elem_bytes: int
    threads: int = 256
    swizzle: "Swizzle | None" = None
    pad: int = 0

    def _phase(self, vec: int, along: int, across: int) -> Phase:
        seg = max(1, min(along // vec, 128 // (vec * self.elem_bytes)))
        return Phase(vec, seg, along, across, self.threads)

    @property
    def load(self) -> Phase:
        """Load phase: src vectors along TS (tile mode 1)."""
        td, ts = self.tile
        return self._phase(self.vec_src, ts, td)

    @property
    def store(self) -> Phase:
        """Store phase: dst vectors along TD (tile mode 0)."""
        td, ts = self.tile
        return self._phase(self.vec_dst, td, ts)

    def fits(self) -> bool:
        return self.load.fits() and self.store.fits()

    @property
    def pitch(self) -> int:
        """Elements per shared-memory row (a row holds TS src-contiguous elements)."""
        return self.tile[1] + self.pad

    @property
    def smem_elements(self) -> int:
        return self.tile[0] * self.pitch

    def smem_layouts(self) -> tuple[Any, Any]:
        """The shared-memory offset of ``(v, t, k)`` in the load phase and in the store phase."""
        ld, st = self.load, self.store
        return (_swizzled(Layout(ld.shape, ld.strides(1, self.pitch)), self.swizzle),
                _swizzled(Layout(st.shape, st.strides(self.pitch, 1)), self.swizzle))

    def tile_coords(self, phase: str) -> tuple[Layout, Layout]:
        """``(a, b)``: the tile coordinate (along TD, along TS) of ``(v, t, k)`` in ``phase``."""
        if phase == "load":
            ph = self.load
            return Layout(ph.shape, ph.strides(0, 1)), Layout(ph.shape, ph.strides(1, 0))
        ph = self.store
        return Layout(ph.shape, ph.strides(1, 0)), Layout(ph.shape, ph.strides(0, 1))


@dataclass(frozen=True)
class StagedPlan:
    """``work = ((TD, TS), R)``: tiles staged through shared memory, ``tiles_per_block`` at a
    time, stored row-major with row ``pitch = TS + pad`` and an optional ``swizzle``."""

    work: Layout
    vec_src: int
    vec_dst: int
    elem_bytes: int
    threads: int = 256
    tiles_per_block: int = 1
    swizzle: "Swizzle | None" = None
    pad: int = 0

    def __post_init__(self) -> None:
        tile = self.work.shape[0] if self.work.rank() == 2 else None
        if not (is_tuple(tile) and len(tile) == 2 and all(is_int(s) for s in tile)
                and not any(is_tuple(d) for d in self.work.stride[0])):
            raise CodegenError(f"a staged plan needs a work layout ((TD, TS), R) with static TD, TS, "
                               f"got {self.work}")
        if not self.staging.fits():
            raise CodegenError(f"tile {tile} with {self.threads} threads and vectors "
                               f"{self.vec_src}/{self.vec_dst} does not split evenly")

    @property
    def staging(self) -> Staging:
        return Staging(self.tile, self.vec_src, self.vec_dst, self.elem_bytes, self.threads, self.swizzle, self.pad)

    @property
    def load(self) -> Phase:
        return self.staging.load

    @property
    def store(self) -> Phase:
        return self.staging.store

    @property
    def tile(self) -> tuple[int, int]:
        return self.work.shape[0]

    @property
    def pitch(self) -> int:
        return self.staging.pitch

    @property
    def smem_elements(self) -> int:
        return self.staging.smem_elements


def load_layouts(plan: StagedPlan) -> tuple[Layout, Any]:
    """(global work layout over ``((v, t, k), j)``, shared-memory layout over ``(v, t, k)``)
    of the load phase: steps along TS, across TD."""
    dd, ds = plan.work.stride[0]
    ph = plan.load
    work = Layout((ph.shape, plan.work.shape[1]), (ph.strides(ds, dd), plan.work.stride[1]))
    return work, plan.staging.smem_layouts()[0]


def store_layouts(plan: StagedPlan) -> tuple[Layout, Any]:
    """Like :func:`load_layouts` for the store phase: steps along TD, across TS."""
    dd, ds = plan.work.stride[0]
    ph = plan.store
    work = Layout((ph.shape, plan.work.shape[1]), (ph.strides(dd, ds), plan.work.stride[1]))
    return work, plan.staging.smem_layouts()[1]


def _swizzled(layout: Layout, swizzle: "Swizzle | None") -> Any:
    return ComposedLayout(swizzle, 0, layout) if swizzle is not None else layout


def _compiled(layout: Any) -> Any:
    """``layout`` at a 1-D index as a Python function (its expression, :func:`solver.expr.compile_expr`)."""
    from solver.expr import Var
    from ..emit import Signature, layout_expr
    from solver.expr import compile_expr
    return compile_expr(layout_expr(layout, Var("x"), Signature()), ["x"])


def check_tile(staging: Staging) -> None:
    """Enumerate one tile: each phase visits every tile element ``(a, b)`` exactly once, and the
    shared-memory slot the load phase writes for ``(a, b)`` is the slot the store phase reads
    for ``(a, b)``, with no two elements sharing a slot."""
    td, ts = staging.tile
    slots: dict[int, tuple[int, int]] = {}
    for phase, smem_layout in zip(("load", "store"), staging.smem_layouts()):
        A, B = staging.tile_coords(phase)
        a, b, smem = _compiled(A), _compiled(B), _compiled(smem_layout)
        seen = set()
        for x in range(product(A.shape)):
            ab, slot = (a(x), b(x)), smem(x)
            if ab in seen:
                raise CodegenError(f"{phase} phase visits tile element {ab} twice")
            if phase == "load":
                if slot in slots:
                    raise CodegenError(f"shared-memory slot {slot} holds two tile elements")
                slots[slot] = ab
            elif slots.get(slot) != ab:
                raise CodegenError(f"store phase reads slot {slot} for {ab}; load wrote {slots.get(slot)}")
            seen.add(ab)
        if len(seen) != td * ts or not all(0 <= i < td and 0 <= j < ts for i, j in seen):
            raise CodegenError(f"{phase} phase covers {len(seen)} of the {td * ts} tile elements")


def check_staged(plan: StagedPlan) -> None:
    """:func:`check_tile`, and each phase's work layout equals ``W`` on the tile (layouts add
    over top-level modes, and the R mode is ``W``'s own)."""
    check_tile(plan.staging)
    td, ts = plan.tile
    tile = Layout((td, ts), plan.work.stride[0])
    for phase, (work, _smem) in (("load", load_layouts(plan)), ("store", store_layouts(plan))):
        if work.shape[1] != plan.work.shape[1] or work.stride[1] != plan.work.stride[1]:
            raise CodegenError(f"{phase} work layout {work} does not keep the R mode of {plan.work}")
        A, B = plan.staging.tile_coords(phase)
        shape = work.shape[0]
        for x in range(product(shape)):
            if known_equal(Layout(shape, work.stride[0])(x), tile((A(x), B(x)))) is not True:
                raise CodegenError(f"{phase} work layout disagrees with {plan.work} at tile element {(A(x), B(x))}")
