"""Regenerate the copy/MMA fragment and shared-memory carving fixtures of ``cute-sym check``
(issue 23, item 8: the ``mma`` and ``smem`` classes) with NVIDIA's CuTe DSL 4.8.1 on a CPU
(``pip install 'cute-sym[dsl]'``):

    python tests/check/dsl_modules/generate_mma.py [CASE ...]

Written as :mod:`generate` writes its cases.  The cases:

* ``correct_mma_s2r``: one 32x32x16 step of a tiled SM80 16x8x16 f16 MMA (2x2x1 warps, permutation
  32x32x16): k-major ``sA`` / ``sB`` (32x16 f16 each), S2R ``ldmatrix.x4`` copies made by
  ``make_tiled_copy_A`` / ``make_tiled_copy_B``, their ``retile`` of the MMA's fragments, ``cute.gemm``;
* ``planted_mma_b_layout``: A's copy made by ``make_tiled_copy_B`` (the MMA's B layout over the same
  32x16 tile): thread 0's register 2 gets A(0,8) where the MMA reads A(8,0);
* ``planted_mma_ldsm_trans``: A's copy with ``ldmatrix.trans`` on the k-major ``sA``: the partition asks
  each thread for 8 values 16 elements apart, ldmatrix reads 16 contiguous bytes;
* ``correct_smem_struct`` / ``planted_smem_field``: two 32x16 f16 tensors carved from a struct
  ``(a, b)`` allocated whole (``smem.struct_fields``), copied from global memory and back in a loop;
  the planted one gives field ``a`` half of ``cosize``, so ``sA``'s view (1024 bytes) reaches 512
  bytes into ``b``;
* ``planted_smem_overlap``: the same struct laid over raw bytes (``allocate(bytes)``, as
  ``tensorop_gemm.py`` does; no fields printed) with ``a`` halved: ``sA`` [0, 1024) and ``sB``
  [512, 1536) share 512 bytes and are both written in the loop;
* ``planted_smem_capacity``: the raw storage one tensor long (1024 bytes): ``sB`` [1024, 2048) lies
  past it.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor  # noqa: E402

from generate import main  # noqa: E402

L = cute.make_layout
f16, f32 = cutlass.Float16, cutlass.Float32


def _k_major():
    return L((32, 16), stride=(16, 1))


@cute.kernel
def _mma_kernel(gC: cute.Tensor, tiled_mma: cute.TiledMma, trans_a: cutlass.Constexpr,
                b_layout_for_a: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    smem = cutlass.memory.SmemAllocator()
    sA = smem.allocate_tensor(f16, _k_major(), 16)
    sB = smem.allocate_tensor(f16, _k_major(), 16)
    thr_mma = tiled_mma.get_slice(tidx)
    tCsA = thr_mma.partition_A(sA)
    tCsB = thr_mma.partition_B(sB)
    tCrA = tiled_mma.make_fragment_A(tCsA)
    tCrB = tiled_mma.make_fragment_B(tCsB)
    tCgC = thr_mma.partition_C(gC)
    tCrC = tiled_mma.make_fragment_C(tCgC)
    tCrC.fill(0.0)
    atom_a = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(trans_a, 4), f16)
    atom_b = cute.make_copy_atom(cute.nvgpu.warp.LdMatrix8x8x16bOp(False, 4), f16)
    if cutlass.const_expr(b_layout_for_a):
        copy_a = cute.make_tiled_copy_B(atom_a, tiled_mma)
    else:
        copy_a = cute.make_tiled_copy_A(atom_a, tiled_mma)
    copy_b = cute.make_tiled_copy_B(atom_b, tiled_mma)
    thr_a = copy_a.get_slice(tidx)
    thr_b = copy_b.get_slice(tidx)
    cute.copy(copy_a, thr_a.partition_S(sA), thr_a.retile(tCrA))
    cute.copy(copy_b, thr_b.partition_S(sB), thr_b.retile(tCrB))
    cute.gemm(tiled_mma, tCrC, tCrA, tCrB, tCrC)
    cute.autovec_copy(tCrC, tCgC)


def _mma(trans_a=False, b_layout_for_a=False):
    @cute.jit
    def launch(gC: cute.Tensor):
        op = cute.nvgpu.warp.MmaF16BF16Op(f16, f32, (16, 8, 16))
        tiled_mma = cute.make_tiled_mma(op, L((2, 2, 1)), permutation_mnk=(32, 32, 16))
        _mma_kernel(gC, tiled_mma, trans_a, b_layout_for_a).launch(grid=(1, 1, 1), block=(128, 1, 1))
    return launch


correct_mma_s2r = _mma()
planted_mma_b_layout = _mma(b_layout_for_a=True)
planted_mma_ldsm_trans = _mma(trans_a=True)


@cute.kernel
def _smem_kernel(gA: cute.Tensor, gB: cute.Tensor, tiled_copy: cute.TiledCopy, half_a: cutlass.Constexpr,
                 raw: cutlass.Constexpr, raw_bytes: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()

    @cute.struct
    class Storage:
        a: cute.struct.Align[cute.struct.MemRange[f16, cute.cosize(_k_major()) // half_a], 16]
        b: cute.struct.Align[cute.struct.MemRange[f16, cute.cosize(_k_major())], 16]

    smem = cutlass.memory.SmemAllocator()
    if cutlass.const_expr(raw):
        storage = Storage(smem.allocate(raw_bytes, byte_alignment=16))
    else:
        storage = smem.allocate(Storage)
    sA = storage.a.get_tensor(_k_major())
    sB = storage.b.get_tensor(_k_major())
    thr = tiled_copy.get_slice(tidx)
    for _ in cutlass.range(2):
        cute.copy(tiled_copy, thr.partition_S(gA), thr.partition_D(sA))
        cute.copy(tiled_copy, thr.partition_S(gB), thr.partition_D(sB))
        cute.arch.sync_threads()
        cute.copy(tiled_copy, thr.partition_S(sA), thr.partition_D(gB))
        cute.copy(tiled_copy, thr.partition_S(sB), thr.partition_D(gA))


def _smem(half_a=1, raw=False, raw_bytes=0):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f16, num_bits_per_copy=64)
        tiled = cute.make_tiled_copy_tv(atom, L((32, 4), stride=(4, 1)), L((1, 4)))   # 8 bytes a thread, a row by 4
        _smem_kernel(gA, gB, tiled, half_a, raw, raw_bytes).launch(grid=(1, 1, 1), block=(128, 1, 1))
    return launch


def _tile():
    return make_fake_compact_tensor(f16, (32, 16), stride_order=(1, 0), assumed_align=16)


CASES = {
    "correct_mma_s2r": (correct_mma_s2r, (make_fake_compact_tensor(f32, (32, 32)),)),
    "planted_mma_b_layout": (planted_mma_b_layout, (make_fake_compact_tensor(f32, (32, 32)),)),
    "planted_mma_ldsm_trans": (planted_mma_ldsm_trans, (make_fake_compact_tensor(f32, (32, 32)),)),
    "correct_smem_struct": (_smem(), (_tile(), _tile())),
    "planted_smem_field": (_smem(half_a=2), (_tile(), _tile())),
    "planted_smem_overlap": (_smem(half_a=2, raw=True, raw_bytes=1536), (_tile(), _tile())),
    "planted_smem_capacity": (_smem(raw=True, raw_bytes=1024), (_tile(), _tile())),
}


if __name__ == "__main__":
    sys.exit(main(CASES))
