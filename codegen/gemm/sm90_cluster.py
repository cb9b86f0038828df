"""CTA-pair clusters of the SM90 GEMM (issue 24): the B tile multicast to two CTAs.

With ``cluster = 2`` the kernel is compiled with ``__cluster_dims__(2, 1, 1)``: CTAs ``g = 2p`` and
``g = 2p + 1`` of a raster group (neighbouring tile rows, the same ``bn`` and ``q``, so the same B
tile) form a cluster.  Each loads its own A tile and *half* of the B tile, multicast
(``cp.async.bulk.tensor...multicast::cluster``, mask ``0b11``) into the same stage offset of both
CTAs, completing on both CTAs' ``full`` mbarriers: per k-tile each CTA reads ``BM*BK + BN*BK/2``
elements from L2 instead of ``(BM + BN)*BK`` (CUTLASS's ``SM90_TMA_LOAD_MULTICAST``).

* K-major B: half ``h = g % 2`` is the box of ``BN/2`` rows from row ``bn*BN + h*BN/2``
  (``gemm_tma_b_half``), written at element ``h*BN/2*BK`` of the stage (``gemm_stage_b_half``): a
  multiple of 1024 bytes, the 128-byte swizzle's period, so the two half boxes together are the
  full box's layout (proven, :func:`cluster_facts`).  A half whose first row is past N is not
  loaded (by either CTA: both compute the same condition and the same byte count).
* MN-major B: the ``BN/64`` boxes of 64 N-columns; rank ``h`` loads boxes ``[h*n/2, (h+1)*n/2)``.
* A stage of a CTA may be overwritten only when the consumers of *both* CTAs released it: each
  ``empty`` barrier counts the arrivals of both CTAs' consumer warps, every consumer warp arrives on
  its own CTA's and, through ``mapa``, on the partner's.
* No CTA exits early: a CTA past the last tile row (the partner of the last one) loads no A, still
  loads and multicasts its B half and releases its stages, and stores nothing; a cluster barrier
  after ``mbarrier.init`` (before any remote access) and one before exit (no remote arrival on a
  CTA that has left) close the kernel.
"""
from __future__ import annotations

from cute_sym.composed import ComposedLayout
from cute_sym.atoms import tma_box_layout
from cute_sym.layout import Layout
from solver.prove import prove_equal

from ..errors import CodegenError
from .config import GemmConfig
from .proofs import Fact, require

__all__ = ["PTX", "check_cluster", "cluster_facts", "half_rows"]

PTX = r"""
// SM90_TMA_LOAD_MULTICAST: the box lands at the same offset of every CTA in ctaMask, completing on each one's mbarrier
CUTE_DEVICE void cute_tma_load_2d_mc(unsigned dst, const cute_tensor_map* map, unsigned bar, int c0, int c1,
                                     unsigned short mask) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%3, %4}], [%2], %5;"
               :: "r"(dst), "l"(map), "r"(bar), "r"(c0), "r"(c1), "h"(mask) : "memory");
}
// arrive on the mbarrier at the same offset in CTA `cta` of the cluster (mapa: its shared::cluster address);
// the default .release.cta semantics, as CUTLASS's ClusterBarrier::arrive(cta_id): an explicit .release.cluster
// made each consumer wait for its in-flight wgmma group (0.60x at 4096^3 on the H200)
CUTE_DEVICE void cute_mbar_arrive_cta(unsigned bar, unsigned cta) {
  asm volatile("{\n .reg .b32 ra;\n mapa.shared::cluster.u32 ra, %0, %1;\n"
               " mbarrier.arrive.shared::cluster.b64 _, [ra];\n}" :: "r"(bar), "r"(cta) : "memory");
}
CUTE_DEVICE void cute_cluster_sync() {
  asm volatile("barrier.cluster.arrive.release;\n barrier.cluster.wait.acquire;" ::: "memory");
}
"""


def half_rows(c: GemmConfig) -> int:
    """Rows of B one CTA of the pair loads (K-major: one box of ``BN/2`` rows)."""
    return c.BN // c.cluster


def check_cluster(c: GemmConfig, b_boxes: int) -> None:
    """A :class:`CodegenError` when the pair cannot split B: a K-major half box must be whole
    swizzle periods (8 rows of 128 bytes), an MN-major B needs an even number of 64-column boxes."""
    if c.cluster == 1:
        return
    if c.b_major == "K" and half_rows(c) % 8:
        raise CodegenError(f"a CTA pair splits the K-major B tile into halves of {half_rows(c)} rows: needs a "
                           f"multiple of 8 (the 128-byte swizzle's 1024-byte period)")
    if c.b_major == "MN" and b_boxes % 2:
        raise CodegenError(f"a CTA pair splits the MN-major B tile's {b_boxes} boxes of 64 columns: needs an even "
                           f"number (BN a multiple of 128)")


def cluster_facts(c: GemmConfig, g_stride: int) -> list[Fact]:
    """The two half boxes of a K-major B, half ``h`` at element ``h*BN/2*BK`` of the stage, are the
    full box's layout; ``g_stride`` (B's box rows per step of the CTA's ``g``) must be 0, so that the
    pair ``g = 2p, 2p+1`` shares its B tile."""
    facts = []
    E, half = c.elem_bytes, half_rows(c)
    per = 128 // E
    if c.b_major == "K":
        box, full = tma_box_layout(half, E), tma_box_layout(c.BN, E)
        if (half * 128) % 1024:
            raise CodegenError("the half box's offset is not a multiple of the swizzle period")
        stacked = ComposedLayout(box.inner, 0, Layout(((half, 2), per), ((per, half * per), 1)))
        facts.append(require(f"the two multicast half boxes of B ({half}x{per}, SWIZZLE_128B), half h written at "
                             f"element h*{half * per} of the stage ({half * 128} bytes: whole 1024-byte swizzle "
                             f"periods), together {stacked} == the full box {full}", prove_equal(stacked, full)))
    if g_stride != 0:
        raise CodegenError(f"B's rows move by {g_stride} with the CTA's g: the pair would not share its B tile")
    return facts
