"""The SM80 GEMM's partitions as layouts (CuTe's TiledCopy / TiledMMA, built by hand from
the atoms of :mod:`cute_sym.atoms` and checked against them in :mod:`.proofs`).

A global access is described by three layouts over the same kernel coordinate (a
:class:`Placed`): the element's *row* and *column* in its tensor (CuTe's identity tensor,
tiled and partitioned like the data) and its *offset* ``row * ld + col`` in the row-major
tensor (``ld``: K for A and B, N for C; an integer or a name).  The kernel indexes with the
offset and predicates with the row and column (``elem_less`` against the extents) where the
tile does not divide the problem; :mod:`.bounds` proves each guarded access in bounds.
Shared-memory layouts map to ``m + BM*k + BM*BK*s`` for stage ``s`` of the A tile (B likewise).
Coordinates:

* ``v``: the element of a 16-byte vector (8 elements: a cp.async, an ldmatrix row), or of
  an fp32 accumulator pair (2: one 32-bit store of two bf16);
* ``t``: the thread of the CTA; inside the layouts it is ``(lane, warp_m, warp_n)`` or
  ``(chunk, row)``, split by the layout itself;
* ``i``: the copy iteration; ``kt``: the K tile; ``s``: the pipeline stage;
* ``mi``, ``ni``/``nj``, ``kk``: the MMA (or ldmatrix) repeat along M, N, K of a warp;
* ``(g, bn, q)``: the CTA (``blockIdx.x, y, z``), rasterized in groups of ``group`` tile rows:
  tile ``(bm, bn) = (g + group*q, bn)``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cute_sym.algebra import composition
from cute_sym.atoms import atom
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from cute_sym.tuples import leaves, transform_leaves

from ..errors import CodegenError
from .config import GemmConfig

__all__ = ["Sm80Partition", "sm80_partition", "Placed", "place", "split_atom", "raster", "MMA_ATOM", "LDSM_ATOM", "CP_ASYNC_ATOM", "VEC"]

VEC = 8                                   # 16-byte vectors of 16-bit elements
MMA_ATOM = {"bf16": "SM80_16x8x16_F32BF16BF16F32_TN", "f16": "SM80_16x8x16_F32F16F16F32_TN"}
LDSM_ATOM = "SM75_U32x4_LDSM_N"
CP_ASYNC_ATOM = "SM80_CP_ASYNC_CACHEGLOBAL_U128"


@dataclass(frozen=True)
class Placed:
    """A global access: its offset, row and column layouts over one coordinate."""

    offset: Layout
    row: Layout
    col: Layout


def place(shape: Any, rows: Any, cols: Any, ld: Any) -> Placed:
    """The access of ``shape`` whose element row and column have strides ``rows`` and ``cols``
    (congruent to ``shape``) in a row-major tensor of leading dimension ``ld``."""
    flat_r, flat_c = leaves(rows), leaves(cols)
    it = iter([r * ld + c if r else c for r, c in zip(flat_r, flat_c)])
    return Placed(Layout(shape, transform_leaves(lambda _x: next(it), rows)), Layout(shape, rows), Layout(shape, cols))


def split_atom(mma_c: Layout, am: int) -> tuple[tuple, tuple]:
    """The row and column strides of a C atom given over the column-major ``m + am*n`` tile:
    each leaf stride ``d`` is row ``d % am``, column ``d // am`` (checked: the rows stay below ``am``)."""
    rows = transform_leaves(lambda d: d % am, mma_c.stride)
    cols = transform_leaves(lambda d: d // am, mma_c.stride)
    top = sum((s - 1) * r for s, r in zip(leaves(mma_c.shape), leaves(rows)))
    if top >= am:
        raise CodegenError(f"the C atom {mma_c} does not split into rows and columns")
    return rows, cols


@dataclass(frozen=True)
class Sm80Partition:
    """The layouts of one SM80 GEMM kernel (see the module docstring for the coordinates)."""

    config: GemmConfig
    threads: int
    warp_tile: tuple[int, int]
    mma_repeat: tuple[int, int, int]      # (MI, NI, KI): atoms per warp along M, N and per BK
    load_a: Placed                        # (v, t, i, kt, (g, bn, q)) -> A
    load_b: Placed                        # (v, t, i, kt, (g, bn, q)) -> B
    store_a: Layout                       # (v, t, i, s) -> smem A tile index
    store_b: Layout
    ldsm_a: Layout                        # (v, t, mi, kk, s) -> smem A tile index (the row each lane addresses)
    ldsm_b: Layout                        # (v, t, nj, kk, s)
    epilogue: Placed                      # (v, r, t, mi, ni, (g, bn, q)) -> C
    smem_a: ComposedLayout                # (BM, BK, stages) -> offset, swizzled
    smem_b: ComposedLayout
    mma_c: Layout                         # the C atom in the tile: composition((16,8):(BN,1), CLayout)

    @property
    def mma(self):
        return atom(MMA_ATOM[self.config.dtype])


def raster(c: GemmConfig, bm: int, bn: int) -> tuple[tuple, tuple]:
    """The CTA mode ``(g, bn, q)`` of shape ``(group, NB, Q)`` with strides ``bm`` per tile row,
    ``bn`` per tile column."""
    return c.grid, (bm, bn, c.group * bm)


def _copy_tv(c: GemmConfig, rows: int, threads: int) -> tuple[tuple, tuple, int]:
    """The cp.async TV layout of a ``rows x BK`` tile: thread ``t`` copies chunk ``t % CR`` of row
    ``t / CR`` (``CR = BK/8`` chunks a row), then ``threads/CR`` rows further each iteration."""
    chunks = c.BK // VEC
    if threads % chunks or rows % (threads // chunks):
        raise CodegenError(f"{threads} threads cannot copy a {rows}x{c.BK} tile in 16-byte vectors evenly")
    per = threads // chunks
    return (VEC, (chunks, per), rows // per), (rows, (VEC * rows, 1), per), rows // per


def smem_layout(rows: int, c: GemmConfig, swizzle: Swizzle) -> ComposedLayout:
    """``stages`` row-major ``rows x BK`` tiles, swizzled: ``S o 0 o (rows, BK, stages):(BK, 1, rows*BK)``."""
    return ComposedLayout(swizzle, 0, Layout((rows, c.BK, c.stages), (c.BK, 1, rows * c.BK)))


def sm80_partition(c: GemmConfig, swizzle_a: Swizzle, swizzle_b: Swizzle) -> Sm80Partition:
    """The partition of ``c`` with the shared-memory swizzles given (chosen by :mod:`.proofs`)."""
    mma = atom(MMA_ATOM[c.dtype])
    WM, WN = c.warps
    threads = 32 * WM * WN
    TM, TN = c.BM // WM, c.BN // WN
    am, an, ak = mma.shape_mnk
    if c.BM % (WM * am) or c.BN % (WN * 2 * an) or c.BK % ak:
        raise CodegenError(f"the warp tile {TM}x{TN} is not a multiple of two {am}x{an} MMA atoms along N")
    MI, NI, KI = TM // am, TN // an, c.BK // ak
    BM, BN, BK, S = c.BM, c.BN, c.BK, c.stages
    sa, da, ia = _copy_tv(c, BM, threads)
    sb, db, ib = _copy_tv(c, BN, threads)
    grid, rows_a = raster(c, BM, 0)
    _, cols_b = raster(c, 0, BN)
    zero = (0, 0, 0)
    # global -> shared: the same TV over the tile, placed at (bm, kt) / (bn, kt) in A / B
    per_a, per_b = da[2], db[2]
    load_a = place((VEC, sa[1], ia, c.KT, grid), (0, (0, 1), per_a, 0, rows_a), (1, (VEC, 0), 0, BK, zero),
                   c.size("K"))
    load_b = place((VEC, sb[1], ib, c.KT, grid), (0, (0, 1), per_b, 0, cols_b), (1, (VEC, 0), 0, BK, zero),
                   c.size("K"))
    store_a = Layout((sa[0], sa[1], ia, S), (BM, (VEC * BM, 1), da[2], BM * BK))
    store_b = Layout((sb[0], sb[1], ib, S), (BN, (VEC * BN, 1), db[2], BN * BK))
    # shared -> registers: ldmatrix.x4, lane l addresses row l % 8 of matrix l / 8; A's matrices
    # are (m 0-7 | m 8-15) x (k 0-7 | k 8-15) in that order, B's (k 0-7 | k 8-15) x (n 0-7 | n 8-15)
    ldsm_a = Layout((VEC, ((8, 2, 2), WM, WN), MI, KI, S),
                    (BM, ((1, 8, 8 * BM), TM, 0), am, ak * BM, BM * BK))
    ldsm_b = Layout((VEC, ((8, 2, 2), WM, WN), NI // 2, KI, S),
                    (BN, ((1, 8 * BN, 8), 0, TN), 2 * an, ak * BN, BN * BK))
    # registers -> global: the C atom split into rows and columns, repeated over the warp tile, warps, CTAs
    (lane_r, (r0, r1)), (lane_c, (c0, c1)) = split_atom(composition(Layout((am, an), (1, am)), mma.c), am)
    (lanes, (v0, v1)) = mma.c.shape
    mma_c = place(mma.c.shape, (lane_r, (r0, r1)), (lane_c, (c0, c1)), BN).offset
    grid, rows_c = raster(c, BM, 0)
    _, cols_c = raster(c, 0, BN)
    epilogue = place((v0, v1, (lanes, WM, WN), MI, NI, grid), (r0, r1, (lane_r, TM, 0), am, 0, rows_c),
                     (c0, c1, (lane_c, 0, TN), 0, an, cols_c), c.size("N"))
    return Sm80Partition(c, threads, (TM, TN), (MI, NI, KI), load_a, load_b, store_a, store_b, ldsm_a, ldsm_b,
                         epilogue, smem_layout(BM, c, swizzle_a), smem_layout(BN, c, swizzle_b), mma_c)
