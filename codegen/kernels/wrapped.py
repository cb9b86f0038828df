"""Wrapped tiles (issue 24, item 5): a 2-byte transpose whose rows start anywhere moves 16-byte
vectors on both sides with no shift in registers.

A :class:`WrappedPlan` is a :class:`~codegen.kernels.realigned.RealignedPlan` (the same grid, shear
``A``, load vectors, store tasks' dst offsets and bounds statements) that keeps each src row *as
it lies in memory* and moves the realignment into the store phase's shared-memory addresses:

* **load**: row ``e`` of the ``TD + A`` sheared rows is read as the ``TS/8`` 16-byte vectors at
  absolute 16-byte boundaries from the one holding its column 0 (lane ``w``: raw positions
  ``[8w, 8w + 8)``; column ``c`` is at raw position ``P = c + rho``, ``rho`` = the element address
  of column 0 mod 8), stored as they are (no shuffle, no funnel shift) to the row's ``TS``
  slots; where ``rho > 0`` one more task a row reads the vector past them (raw ``[TS, TS + 8)``)
  into the row's 8 slots of a small *extra* region.
* **shared memory**: ``(TD + A) x TS`` elements, row-major, swizzled by ``S<5,1,log2 TS + 2>`` --
  the 5 bank bits of the word XOR ``(e >> 3) mod 32``; a vector keeps its 16-byte slot (its
  words permuted by the row's two low bits, in registers).  The extra region
  (:data:`EXTRA`) holds element ``j`` of row ``e`` at word ``(j/2)*288 + (e mod 8)*36 + e/8``.
* **store**: ``TD = 256``, so one column's 32 dst vectors are one warp: lane ``u`` writes
  ``TD*tq - phi + [8u, 8u + 8)`` of dst row ``c`` (the sheared plans' shift ``phi``), reading
  rows ``e = A - phi + 8u + i`` at ``P = c + rho_e``: main slot ``P`` when ``P < TS``, else
  extra slot ``P - TS``.  Rows ``8u`` apart have the same ``rho`` (``8 * stride = 0 mod 8``), so a
  warp's 32 lanes read one slot of 32 rows whose ``(e >> 3) mod 32`` differ: 32 banks, for every
  shift and alignment (:func:`check_wrapped`); so do the extra slots (consecutive words).

Proofs: the bounds statements of the realigned plans (every dst store and every src element a
store task takes, for every shift, by the solver: :func:`~codegen.kernels.realigned.prove_realigned_bounds`),
the index functions proven equal to their layouts, and the finite rest by exhaustive enumeration
(:func:`check_wrapped`): load vectors and store tasks are bijections, the swizzle is a bijection
keeping each vector's 16-byte slot, the extra region is a bijection beside it, for every ``rho``
the slot a store task reads holds the raw element the load phase put there for that column, and no
shared access of either phase conflicts for any ``rho`` and ``phi``.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from cute_sym.composed import Swizzle
from cute_sym.layout import Layout

from ..banks import BankProof
from ..errors import CodegenError
from .plan import _compiled
from .realigned import VEC, RealignedPlan, _layouts, check_load_vectors, check_stores

__all__ = ["WrappedPlan", "check_wrapped", "wrapped_source", "WRAPPED_TD", "EXTRA", "EXTRA_ELEMENTS"]

WRAPPED_TD = 256
"""The tile's extent along q: 32 dst vectors of 8, one warp per column."""


@dataclass(frozen=True)
class WrappedPlan(RealignedPlan):
    """A realigned plan whose src rows wrap in shared memory unshifted (module docstring);
    ``in_flight``: load steps a thread has in flight before it stores them (0: all)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        td, ts = self.tile
        if td != WRAPPED_TD or ts not in (64, 128):
            raise CodegenError(f"a wrapped tile is ({WRAPPED_TD}, 64) or ({WRAPPED_TD}, 128), got ({td},{ts})")

    @property
    def extra_steps(self) -> int:
        """Steps of the extra tasks (one a row)."""
        return -(-self.rows // self.threads)

    @property
    def smem_elements(self) -> int:
        return self.rows * self.tile[1] + EXTRA_ELEMENTS

    def extra_layouts(self) -> dict[str, Any]:
        return {"extra": EXTRA}

    def swizzle(self) -> Swizzle:
        return Swizzle(5, 1, self.tile[1].bit_length() + 1)

    def store_shape(self) -> tuple:
        """The store index ``y = t + threads * k``: ``(u, c)`` -- lane ``u`` of the warp, column ``c``."""
        return (self.tile[0] // VEC, self.tile[1])

    def store_layouts(self, dp: Any) -> dict[str, Layout]:
        shape = self.store_shape()
        return {"st_u": Layout(shape, (1, 0)), "st_c": Layout(shape, (0, 1)),
                "st_dst": Layout(shape, (VEC, dp)), "st_row": Layout(shape, (0, dp))}


EXTRA = Layout(((2, 4), (8, 34)), ((1, 576), (72, 2)))
"""Element offset (from the extra region's start) of extra element ``j`` of row ``e``, at ``(j, e)``:
word ``(j/2)*288 + (e mod 8)*36 + e/8`` -- 32 consecutive rows' words hit 32 banks (``36 = 4 mod 32``)
and so do rows ``8u`` apart (consecutive words); 272 rows (``TD + A``)."""
EXTRA_ELEMENTS = 4 * 576


def wrapped_source(ts: int, rho: int, c: int) -> tuple[str, int]:
    """Where the load phase put column ``c`` of a row at alignment ``rho``: ``("main", P)`` for raw
    position ``P = c + rho < ts`` (lane ``P // 8``'s vector, element ``P mod 8``), else
    ``("extra", P - ts)`` (the vector past the row's lanes)."""
    P = c + rho
    return ("main", P) if P < ts else ("extra", P - ts)


def check_wrapped(plan: WrappedPlan) -> BankProof:
    """Enumerate the wrapped tile (module docstring); raise :class:`CodegenError` on any failure, else
    return the bank proof of its shared accesses (every ``rho`` and ``phi``, by exhaustive enumeration)."""
    start = time.perf_counter()
    td, ts = plan.tile
    A, R = plan.shear, plan.rows
    lay = _layouts(plan)
    row, lane = _compiled(lay["ld_row"]), _compiled(lay["ld_lane"])
    smem = plan.smem_layout()
    slot = [[smem((c, e)) for e in range(R)] for c in range(ts)]
    check_load_vectors(plan, row, lane, "wrapped")
    flat = {slot[c][e] for c in range(ts) for e in range(R)}
    if len(flat) != ts * R or min(flat) < 0 or max(flat) >= ts * R:
        raise CodegenError("the wrapped shared-memory layout is not a bijection onto the tile")
    for e in range(R):                                   # a vector keeps its slot, words permuted by the row
        for c in range(ts):
            head = slot[c - c % VEC][e]
            if slot[c][e] != (head & ~7) + 2 * (((c % VEC) >> 1) ^ ((head >> 1) & 3)) + (c & 1):
                raise CodegenError(f"wrapped column {c} of row {e} leaves its vector's 16-byte slot")
    extra = [[EXTRA((j, e)) for e in range(R)] for j in range(VEC)]
    flat_x = {extra[j][e] for j in range(VEC) for e in range(R)}
    if R != 272 or len(flat_x) != VEC * R or min(flat_x) < 0 or max(flat_x) >= EXTRA_ELEMENTS:
        raise CodegenError("the wrapped extra region is not a bijection of the 272 rows' 8 elements")
    for rho in range(VEC):                               # the raw element the store phase takes is column c's
        for c in range(ts):
            where, at = wrapped_source(ts, rho, c)
            raw = at if where == "main" else ts + at
            if raw != c + rho or not (0 <= at < (ts if where == "main" else VEC)):
                raise CodegenError(f"a wrapped row with rho = {rho} does not hold column {c} at its raw position")
    u_of, c_of = check_stores(plan, lay, lambda x: slot[VEC * lane(x)][row(x)] & ~7, "wrapped")
    warps = set()
    for y0 in range(0, ts * td // VEC, 32):              # one warp, one step: one column
        ys = range(y0, y0 + 32)
        if len({c_of(y) for y in ys}) != 1:
            raise CodegenError(f"the wrapped store lanes at {y0} do not share their column")
        warps.add(tuple(u_of(y) for y in ys))
    for us in warps:                                     # row e = (A - phi + i) + 8u for shift phi, element i
        for first in {A - phi + i for phi in range(A) for i in range(VEC)}:
            es = [first + VEC * u for u in us]
            if any(not (0 <= e < R) for e in es):
                raise CodegenError(f"wrapped store reads a row outside the tile (first row {first})")
            for pos in range(ts):                        # the warp-uniform raw position P = c + rho < TS
                if len({(slot[pos][e] >> 1) % 32 for e in es}) != 32:
                    raise CodegenError(f"bank conflict in the wrapped store phase (first row {first}, slot {pos})")
            for j in range(VEC):                         # P >= TS: the extra region
                if len({(extra[j][e] >> 1) % 32 for e in es}) != 32:
                    raise CodegenError(f"bank conflict in the wrapped store phase's extra reads (first row {first})")
    for e0 in range(0, R, 32):                           # the extra tasks' word stores, a warp of rows at a time
        for m in range(VEC // 2):
            rows = range(e0, min(R, e0 + 32))
            if len({(extra[2 * m][e] >> 1) % 32 for e in rows}) != len(rows):
                raise CodegenError(f"bank conflict in the wrapped extra stores (rows {e0}.., word {m})")
    return BankProof("proved", "exhaustive enumeration", tuple(f"w: {a}" for a in (
        "load-phase 16-byte shared stores", "extra-region word stores", "store-phase 2-byte shared loads (every rho, phi)",
        "store-phase extra-region loads (every rho, phi)")), time.perf_counter() - start)
