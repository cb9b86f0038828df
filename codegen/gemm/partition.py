"""The SM80 GEMM's partitions as layouts (CuTe's TiledCopy / TiledMMA, built by hand from
the atoms of :mod:`cute_sym.atoms` and checked against them in :mod:`.proofs`).

Every layout maps a kernel coordinate to the column-major index of an element of its
tensor's domain -- ``m + M*k`` for A, ``n + N*k`` for B, ``m + M*n`` for C, and
``m + BM*k + BM*BK*s`` for stage ``s`` of the shared-memory A tile (B likewise) -- so the
index functions are the compositions ``gA o W`` with A's row-major layout
``(M,K):(K,1)`` (and the swizzled shared-memory layout), emitted and proven by
:func:`codegen.emit.emit_index`.  Coordinates:

* ``v``: the element of a 16-byte vector (8 elements: a cp.async, an ldmatrix row), or of
  an fp32 accumulator pair (2: one 32-bit store of two bf16);
* ``t``: the thread of the CTA; inside the layouts it is ``(lane, warp_m, warp_n)`` or
  ``(chunk, row)``, split by the layout itself;
* ``i``: the copy iteration; ``kt``: the K tile; ``s``: the pipeline stage;
* ``mi``, ``ni``/``nj``, ``kk``: the MMA (or ldmatrix) repeat along M, N, K of a warp;
* ``bid``: the CTA, rasterized in groups of ``group`` tile rows:
  ``bid = g + group*(bn + NB*q)`` is tile ``(bm, bn) = (g + group*q, bn)``.
"""
from __future__ import annotations

from dataclasses import dataclass

from cute_sym.algebra import composition
from cute_sym.atoms import atom
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout

from ..errors import CodegenError
from .config import GemmConfig

__all__ = ["Sm80Partition", "sm80_partition", "MMA_ATOM", "LDSM_ATOM", "CP_ASYNC_ATOM", "VEC"]

VEC = 8                                   # 16-byte vectors of 16-bit elements
MMA_ATOM = {"bf16": "SM80_16x8x16_F32BF16BF16F32_TN", "f16": "SM80_16x8x16_F32F16F16F32_TN"}
LDSM_ATOM = "SM75_U32x4_LDSM_N"
CP_ASYNC_ATOM = "SM80_CP_ASYNC_CACHEGLOBAL_U128"


@dataclass(frozen=True)
class Sm80Partition:
    """The layouts of one SM80 GEMM kernel (see the module docstring for the coordinates)."""

    config: GemmConfig
    threads: int
    warp_tile: tuple[int, int]
    mma_repeat: tuple[int, int, int]      # (MI, NI, KI): atoms per warp along M, N and per BK
    load_a: Layout                        # (v, t, i, kt, bid) -> m + M*k
    load_b: Layout                        # (v, t, i, kt, bid) -> n + N*k
    store_a: Layout                       # (v, t, i, s) -> smem A tile index
    store_b: Layout
    ldsm_a: Layout                        # (v, t, mi, kk, s) -> smem A tile index (the row each lane addresses)
    ldsm_b: Layout                        # (v, t, nj, kk, s)
    epilogue: Layout                      # (v, r, t, mi, ni, bid) -> m + M*n
    smem_a: ComposedLayout                # (BM, BK, stages) -> offset, swizzled
    smem_b: ComposedLayout
    mma_c: Layout                         # the C atom embedded in C's domain: composition((16,8):(1,M), CLayout)

    @property
    def mma(self):
        return atom(MMA_ATOM[self.config.dtype])


def _raster(c: GemmConfig, bm: int, bn: int) -> tuple[tuple, tuple]:
    """The ``bid`` mode ``(group, NB, MB/group)`` with strides ``bm`` per tile row, ``bn`` per tile column."""
    return (c.group, c.NB, c.MB // c.group), (bm, bn, c.group * bm)


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
    M, N, BM, BN, BK, S = c.M, c.N, c.BM, c.BN, c.BK, c.stages
    sa, da, ia = _copy_tv(c, BM, threads)
    sb, db, ib = _copy_tv(c, BN, threads)
    rs_a, rd_a = _raster(c, BM, 0)
    rs_b, rd_b = _raster(c, 0, BN)
    # global -> shared: the same TV over the tile, placed at (bm, kt) / (bn, kt) in A / B
    load_a = Layout((sa[0], sa[1], ia, c.KT, rs_a), (M, (VEC * M, 1), da[2], BK * M, rd_a))
    load_b = Layout((sb[0], sb[1], ib, c.KT, rs_b), (N, (VEC * N, 1), db[2], BK * N, rd_b))
    store_a = Layout((sa[0], sa[1], ia, S), (BM, (VEC * BM, 1), da[2], BM * BK))
    store_b = Layout((sb[0], sb[1], ib, S), (BN, (VEC * BN, 1), db[2], BN * BK))
    # shared -> registers: ldmatrix.x4, lane l addresses row l % 8 of matrix l / 8; A's matrices
    # are (m 0-7 | m 8-15) x (k 0-7 | k 8-15) in that order, B's (k 0-7 | k 8-15) x (n 0-7 | n 8-15)
    ldsm_a = Layout((VEC, ((8, 2, 2), WM, WN), MI, KI, S),
                    (BM, ((1, 8, 8 * BM), TM, 0), am, ak * BM, BM * BK))
    ldsm_b = Layout((VEC, ((8, 2, 2), WM, WN), NI // 2, KI, S),
                    (BN, ((1, 8 * BN, 8), 0, TN), 2 * an, ak * BN, BN * BK))
    # registers -> global: the C atom embedded in C's domain, repeated over the warp tile, warps, CTAs
    mma_c = composition(Layout((am, an), (1, M)), mma.c)
    (lanes, (v0, v1)), (lane_d, (d0, d1)) = mma_c.shape, mma_c.stride
    rs_c, rd_c = _raster(c, BM, BN * M)
    epilogue = Layout((v0, v1, (lanes, WM, WN), MI, NI, rs_c),
                      (d0, d1, (lane_d, TM, TN * M), am, an * M, rd_c))
    return Sm80Partition(c, threads, (TM, TN), (MI, NI, KI), load_a, load_b, store_a, store_b, ldsm_a, ldsm_b,
                         epilogue, smem_layout(BM, c, swizzle_a), smem_layout(BN, c, swizzle_b), mma_c)
