"""Realigned tiles (issue 24, item 5): a 2-byte transpose whose rows start anywhere moves
16-byte vectors on both sides.

A :class:`RealignedPlan` keeps the grid, the shear and the optional vector path of its
:class:`~codegen.kernels.tiles.TiledPlan` (``shear = A``, a multiple of 8) and replaces the
one-element sheared path:

* **load**: row ``e`` of the ``TD + A`` sheared rows (``q = TD*tq - A + e``) is read as the
  ``TS/8 + 1`` 16-byte vectors at *absolute* 16-byte boundaries that cover its ``TS``
  columns (``L = TS/8`` lanes a row; the row's first lane also reads the vector past the
  row's last).  ``rho`` = the element address of column 0 mod 8; lane ``w`` holds elements
  ``[8w - rho, 8w - rho + 8)`` and its right neighbour's vector (``__shfl_sync``), and shifts
  the pair by ``rho`` elements in registers (selects on words, then a funnel shift): columns
  ``[8w, 8w + 8)`` exactly, whatever ``rho``.  A vector is loaded whole when it lies in
  ``[0, cosize)``, else element by element inside it (the span test: only the first and last
  vectors of a tensor), so no load leaves the tensor's span.
* **shared memory**: ``(TD + A) x TS`` elements, row-major, chunks of 8 swizzled by
  ``S<3,3,log2 TS>`` (chunk ``w`` of row ``e`` at ``w ^ ((e >> 3) & 7)``); the load phase
  stores each realigned vector whole.
* **store**: dst row ``p = TS*tp + c`` (``c`` = column of the tile) gets the shift ``phi`` of
  the sheared plans (dst row address mod ``A``) and is written as ``TD/8`` 16-byte vectors
  from ``q = TD*tq - phi``; lane ``(c, u)`` gathers rows ``A - phi + 8u + i`` (``i < 8``) of
  column ``c``.  A warp's lanes take ``c = 8g + h + 2j`` (``j`` = lane / 8) and ``u`` = lane
  mod 8 (+ 8 per further step): the 8 lanes of one ``c`` hit 8 different chunks (the
  swizzle) and the 4 values of ``c`` 4 different words of a chunk, so the 2-byte shared loads
  are conflict-free for every shift (:func:`check_realigned`).

Proofs (:func:`prove_realigned_bounds`): every index function proven equal to its layout;
for every shift ``phi`` in ``[0, A)`` each dst element written is ``dst(coordinate)`` and in
``[0, cosize)``; each src element the store phase takes (row guard, column inside) is
``src(coordinate)`` and in ``[0, cosize)`` -- the realignment makes a row's column ``c`` the
element at its own offset for every ``rho`` (it cancels); each raw 16-byte load is inside
``[0, cosize)`` by its span test.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from cute_sym.tuples import is_int, leaves, transform_leaves
from solver.expr import Const, Var
from solver.formula import conj, disj, eq, le, lt, negate

from ..emit import IndexFunction, Signature, emit_index, layout_expr, layout_text
from ..errors import CodegenError
from .bounds import BoundsProof, _layout_coordinate, cosize, natural_point, prove_obligation, _show
from .plan import _compiled
from .tiles import TiledPlan

__all__ = ["RealignedPlan", "realigned_functions", "check_realigned", "prove_realigned_bounds", "VEC"]

VEC = 8
"""Elements of a 16-byte vector of 2-byte elements."""


@dataclass(frozen=True)
class RealignedPlan:
    """A tiled 2-byte transpose with 16-byte vectors on both sides for any row alignment
    (module docstring); ``tiled`` gives the modes, the tile ``(TD, TS)``, the grid, the shear
    ``A`` and the vector path of aligned launches; ``blocks_per_sm`` the register budget."""

    tiled: TiledPlan
    blocks_per_sm: int = 4
    in_flight: int = 0
    """Load steps a thread has in flight before it realigns and stores them (0: all of them)."""

    def __post_init__(self) -> None:
        t = self.tiled
        td, ts = t.tile
        A = t.shear
        m = t.modes
        if t.scalar.elem_bytes != 2:
            raise CodegenError(f"a realigned plan moves 2-byte elements, not {t.scalar.elem_bytes}-byte ones")
        if not (A and A % VEC == 0 and td % A == 0):
            raise CodegenError(f"a realigned plan needs a shear A that 8 divides and that divides TD, got {A}")
        if ts not in (64, 128, 256) or td % 64:
            raise CodegenError(f"a realigned tile needs TS in 64, 128, 256 and 64 | TD, got ({td},{ts})")
        if not (is_int(m.src[t.p]) and m.src[t.p] == 1 and is_int(m.dst[t.q]) and m.dst[t.q] == 1):
            raise CodegenError("a realigned plan needs src contiguous along p and dst along q (stride 1)")
        if self.in_flight < 0:
            raise CodegenError(f"in_flight {self.in_flight} must be >= 0")
        if t.threads % 32 or (ts * (td // VEC)) % t.threads:
            raise CodegenError(f"{t.threads} threads do not split the store phase of the tile ({td},{ts})")

    @property
    def tile(self) -> tuple[int, int]:
        return self.tiled.tile

    @property
    def threads(self) -> int:
        return self.tiled.threads

    @property
    def shear(self) -> int:
        return self.tiled.shear

    @property
    def lanes(self) -> int:
        """``L``: lanes (16-byte vectors) per src row of the tile."""
        return self.tile[1] // VEC

    @property
    def rows(self) -> int:
        """Rows of the load phase: ``TD + A``."""
        return self.tile[0] + self.shear

    @property
    def load_steps(self) -> int:
        return -(-self.rows * self.lanes // self.threads)

    @property
    def store_steps(self) -> int:
        td, ts = self.tile
        return ts * (td // VEC) // self.threads

    @property
    def smem_elements(self) -> int:
        return self.rows * self.tile[1]

    def swizzle(self) -> Swizzle:
        return Swizzle(3, 3, self.tile[1].bit_length() - 1)

    def smem_layout(self) -> ComposedLayout:
        """Shared-memory slot of element ``(c, e)`` (column, row)."""
        return ComposedLayout(self.swizzle(), 0, Layout((self.tile[1], self.rows), (1, self.tile[1])))

    def store_shape(self) -> tuple:
        """The store index ``y = t + threads * k``: ``(lane mod 8, lane / 8, u / 8, h, g)``."""
        td, ts = self.tile
        return (8, 4, td // 64, 2, ts // 8)

    def extra_layouts(self) -> dict[str, Any]:
        """Further shared-memory layouts of a subclass's path (none here)."""
        return {}

    def store_layouts(self, dp: Any) -> dict[str, Layout]:
        """Over the store index ``y``: the dst vector ``u`` along its row, the tile column ``c``, the
        (unsheared) dst offset of the vector and the dst offset of its row, for dst's stride ``dp``
        along p."""
        shape = self.store_shape()
        return {"st_u": Layout(shape, (1, 0, 8, 0, 0)), "st_c": Layout(shape, (0, 2, 0, 1, 8)),
                "st_dst": Layout(shape, (VEC, 2 * dp, 64, dp, 8 * dp)),
                "st_row": Layout(shape, (0, 2 * dp, 0, dp, 8 * dp))}


def _grid_layout(plan: TiledPlan, weights: Any) -> Layout:
    """``sum_k weights[k] * origin_k`` over the grid ``(tq, r)``: the offset of a tile's origin."""
    per = [list(leaves(plan.origin(k).stride)) for k in range(len(plan.modes.shape))]
    combined = []
    for i in range(len(per[0])):
        total: Any = 0
        for w, f in zip(weights, per):
            if w != 0 and f[i] != 0:
                total = total + w * f[i]
        combined.append(total)
    it = iter(combined)
    return Layout(plan.grid, transform_leaves(lambda _x: next(it), plan.origin(plan.q).stride))


def _layouts(plan: RealignedPlan) -> dict[str, Any]:
    t = plan.tiled
    m = t.modes
    dq, dp = m.src[t.q], m.dst[t.p]
    L, R = plan.lanes, plan.rows
    no_q = tuple(0 if k == t.q else d for k, d in enumerate(m.dst))
    return {
        "base_src": _grid_layout(t, m.src), "base_dst": _grid_layout(t, m.dst), "row_dst": _grid_layout(t, no_q),
        "ld_off": Layout((L, R), (VEC, dq)), "ld_row": Layout((L, R), (0, 1)), "ld_lane": Layout((L, R), (1, 0)),
        **plan.store_layouts(dp), "smem": plan.smem_layout(), **plan.extra_layouts(),
    }


COORDS = {"base_src": ("tq", "r"), "base_dst": ("tq", "r"), "row_dst": ("tq", "r"), "ld_off": "x", "ld_row": "x",
          "ld_lane": "x", "st_u": "y", "st_c": "y", "st_dst": "y", "st_row": "y", "smem": ("c", "e"), "extra": ("j", "e")}
NOTES = {
    "base_src": "src offset of the tile's origin (sum of stride * origin coordinate, paper eq. 2)",
    "base_dst": "dst offset of the tile's origin",
    "row_dst": "dst offset of the tile's origin with its coordinate along q at 0 (the row's shift reads it)",
    "ld_off": "src offset of load vector x of the sheared rows (lane x mod L, row x / L) from the first row",
    "ld_row": "row of load vector x", "ld_lane": "lane (vector) of load vector x in its row",
    "st_u": "dst vector u of store task y along its row", "st_c": "tile column c of store task y (c = 8g + h + 2j)",
    "st_dst": "dst offset of store task y's vector (unsheared)", "st_row": "dst row offset of store task y's column",
    "smem": "swizzled shared-memory slot of tile element (column c, row e)",
    "extra": "shared-memory slot (from the extra region) of element j past row e's last lane (wrapped tiles)",
}


def realigned_functions(plan: RealignedPlan, name: str, assume: tuple, verify: bool) -> dict[str, IndexFunction]:
    """The index functions of the realigned path, each proven equal to its layout."""
    return {k: emit_index(lay, name=f"{name}_a_{k}", coord=COORDS[k], assume=assume, verify=verify, note=NOTES[k],
                          free_names=True)
            for k, lay in _layouts(plan).items()}


def check_load_vectors(plan: RealignedPlan, row: Any, lane: Any, what: str) -> None:
    """The load vectors ``x`` cover each ``(row, lane)`` of the ``TD + A`` rows once, lane ``x mod L``."""
    L, R = plan.lanes, plan.rows
    seen = set()
    for x in range(R * L):
        e, w = row(x), lane(x)
        if (e, w) in seen or not (0 <= e < R and 0 <= w < L) or x % L != w:
            raise CodegenError(f"{what} load vector {x} is not a new (row, lane) of its row segment")
        seen.add((e, w))


def check_stores(plan: RealignedPlan, lay: dict, vector_slot: Any, what: str) -> tuple[Any, Any]:
    """The store tasks ``y`` cover each ``(column, vector)`` once; the load phase's 16-byte shared
    stores (load vector ``x`` at element ``vector_slot(x)``) hit 8 bank groups in each phase of 8
    lanes.  Returns the compiled ``(st_u, st_c)``."""
    td, ts = plan.tile
    R, L, NT = plan.rows, plan.lanes, plan.threads
    u_of, c_of = _compiled(lay["st_u"]), _compiled(lay["st_c"])
    tasks = {(c_of(y), u_of(y)) for y in range(ts * td // VEC)}
    if len(tasks) != ts * td // VEC or any(not (0 <= c < ts and 0 <= u < td // VEC) for c, u in tasks):
        raise CodegenError(f"the {what} store tasks do not cover each (column, vector) once")
    for k in range(plan.load_steps):                     # 16-byte stores: 8 lanes a phase
        for first in range(0, NT, 8):
            xs = [first + y + NT * k for y in range(8) if first + y + NT * k < R * L]
            chunks = [(vector_slot(x) // VEC) % 8 for x in xs]
            if len(set(chunks)) != len(chunks):
                raise CodegenError(f"bank conflict in the {what} load phase's shared stores (step {k})")
    return u_of, c_of


def check_realigned(plan: RealignedPlan) -> None:
    """Enumerate the realigned tile: the load vectors cover each ``(e, w)`` once; a vector's slot
    holds its 8 columns in order (the slot of ``(c, e)`` is its vector's slot plus ``c mod 8``),
    slots distinct and inside the tile; the store tasks cover each ``(c, u)`` once and read rows
    inside ``[0, TD + A)`` for every shift; the load phase's 16-byte stores and, for every shift,
    the store phase's 2-byte loads are free of bank conflicts (a row is a multiple of 128 bytes,
    so a bank is the chunk mod 8 and the word in it)."""
    td, ts = plan.tile
    A, L, R, NT = plan.shear, plan.lanes, plan.rows, plan.threads
    lay = _layouts(plan)
    row, lane = _compiled(lay["ld_row"]), _compiled(lay["ld_lane"])
    smem = plan.smem_layout()
    slot = lambda c, e: smem((c, e))                      # noqa: E731
    check_load_vectors(plan, row, lane, "realigned")
    slots = {slot(c, e) for c in range(ts) for e in range(R)}
    if len(slots) != ts * R or min(slots) < 0 or max(slots) >= ts * R:
        raise CodegenError("the realigned shared-memory layout is not a bijection onto the tile")
    if any(slot(c, e) != slot(c - c % 8, e) + c % 8 for c in range(ts) for e in range(R)):
        raise CodegenError("a realigned vector's columns are not consecutive in its shared-memory slot")
    u_of, c_of = check_stores(plan, lay, lambda x: slot(VEC * lane(x), row(x)), "realigned")
    for y0 in range(0, ts * td // VEC, 32):              # one warp, one step
        ys = range(y0, y0 + 32)
        words = {}
        for y in ys:
            words.setdefault(c_of(y), set()).add((c_of(y) % 8) // 2)
        if any(len(v) != 1 for v in words.values()) or len({next(iter(v)) for v in words.values()}) != len(words):
            raise CodegenError(f"the realigned store lanes at {y0} do not give each column its own word")
        for c in words:
            us = [u_of(y) for y in ys if c_of(y) == c]
            for phi in range(A):
                for i in range(VEC):
                    es = [A - phi + VEC * u + i for u in us]
                    if any(not (0 <= e < R) for e in es):
                        raise CodegenError(f"realigned store reads a row outside the tile (shift {phi})")
                    if len({(slot(c, e) // VEC) % 8 for e in es}) != len(es):
                        raise CodegenError(f"bank conflict in the realigned store phase at {y0}, shift {phi}")


SHIFT = "phi"


def _statement(plan: RealignedPlan, phase: str, guard: str, layout: Layout, sig: Signature) -> tuple[Any, dict]:
    """``not guard or claim`` of a realigned access (``load``: element ``(e, c)`` a store task takes;
    ``store``: lane ``v`` of store task ``y``'s vector at shift ``phi``)."""
    t = plan.tiled
    A, (td, ts) = plan.shear, plan.tile
    lay = _layouts(plan)
    grid, ranges = natural_point(t.grid, sig)
    sq, sp = (sig.leaf(t.modes.shape[k], True) for k in (t.q, t.p))
    oq, op = (layout_expr(t.origin(k), grid, sig) for k in (t.q, t.p))
    coord = [layout_expr(t.origin(k), grid, sig) for k in range(len(t.modes.shape))]
    interior = conj(le(A, oq), le(oq + td, sq), le(op + ts, sp))
    if phase == "load":
        e, c = Var("e"), Var("c")
        ranges["e"], ranges["c"] = (0, plan.rows), (0, ts)
        off = (layout_expr(lay["base_src"], grid, sig) - Const(A) * sig.leaf(t.modes.src[t.q], False)
               + layout_expr(Layout((ts, plan.rows), (1, t.modes.src[t.q])), (c, e), sig))
        dq, dp = e - Const(A), c
        inside = conj(le(0, oq + dq), lt(dq, sq - oq), lt(c, sp - op))
    else:
        y, v, phi = Var("y"), Var("v"), Var(SHIFT)
        ranges["y"], ranges["v"], ranges[SHIFT] = (0, ts * td // VEC), (0, VEC), (0, A)
        u, c = layout_expr(lay["st_u"], y, sig), layout_expr(lay["st_c"], y, sig)
        off = layout_expr(lay["base_dst"], grid, sig) + layout_expr(lay["st_dst"], y, sig) + v - phi
        dq, dp = Const(VEC) * u + v - phi, c
        inside = conj(le(0, oq + dq), lt(dq, sq - oq), lt(c, sp - op))
    coord[t.q] = coord[t.q] + dq
    coord[t.p] = coord[t.p] + dp
    value = layout_expr(layout, _layout_coordinate(t, layout, coord, sig), sig)
    claim = conj(le(0, off), lt(off, cosize(layout, sig)), eq(off, value))
    return disj(negate(interior if guard == "interior" else inside), claim), ranges


def prove_realigned_bounds(plan: RealignedPlan, src: Layout, dst: Layout, assume: tuple,
                           timeout: float = 60.0) -> BoundsProof:
    """Prove the realigned path's four access statements (load/store, interior/boundary)."""
    start = time.perf_counter()
    backends, names = [], []
    for phase in ("load", "store"):
        for guard in ("interior", "boundary"):
            sig = Signature()
            layout = src if phase == "load" else dst
            formula, ranges = _statement(plan, phase, guard, layout, sig)
            what = f"r/{phase}/{guard}"
            backends.append(prove_obligation(formula, ranges, sig, tuple(assume), timeout, f"access {what}",
                                             f"of the copy leaves {layout_text(layout)}"))
            names.append(what)
    return BoundsProof("proved", "+".join(sorted(set(backends))), time.perf_counter() - start, tuple(names),
                       (_show(src), _show(dst)))
