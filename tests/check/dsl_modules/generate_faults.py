"""Regenerate the fault fixtures of ``cute-sym check`` drawn from the mutation harness (issue 23,
item 8) with NVIDIA's CuTe DSL 4.8.1 on a CPU (``pip install 'cute-sym[dsl]'``):

    python tests/check/dsl_modules/generate_faults.py [CASE ...]

Written as :mod:`generate` writes its cases.  Each fault has a correct twin that must stay clean:

* ``planted_if_grid`` / ``correct_if_grid``: ``tB[tidx] = tA[tidx]`` of 128-element tiles inside
  ``if k == 0`` of a 2-trip loop, launched with one block too many (9 blocks over 1024 elements) or
  exactly; the branch's condition is a fact (``k == 0``), not a mask;
* ``planted_mma_c`` / ``correct_mma_c``: the sgemm epilogue's C store through a tiled MMA's
  partition (``universal_fma``, atom layout ``(8,16,1):(16,1,0)``, permutation
  ``[(8,4):(4,1);(16,4):(4,1);_]``: thread ``16m + n`` owns rows ``4m + i + 32r``, columns ``4n + j``
  of a 64x64 tile) without a predicate, M = 200 (the last tile row reaches row 255) or M = 192;
* ``planted_vector_misaligned`` / ``correct_vector_aligned``: a bare 128-bit universal copy atom
  (``num_bits_per_copy=128``) loading each thread's 4 floats of a row-major (8, 6) or (8, 8) f32
  tensor: rows 24 bytes apart leave row 1's vector at byte 24;
* ``planted_mma_smem_banks`` / ``correct_mma_smem_banks``: the epilogue's register-to-shared store
  of a tiled MMA's C partition (``universal_fma``, 32 threads on 32 rows: thread ``t`` owns row
  ``t``) into a 32x32 f32 tile of row stride 32 (every lane's value ``j`` in bank ``j``: 32-way) or
  33 (banks ``t + j``: conflict-free);
* ``planted_view_race`` / ``correct_view``: elementwise_apply's per-thread view
  ``composition(gC, tv)[(tidx, None)]`` with ``tv = ((2,32),(4,8)):((0,32),(1,4))`` (threads ``2k``
  and ``2k + 1`` on one 4x8 patch: a race) or ``((2,32),(4,8)):((1024,32),(1,4))``, storing registers.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cutlass  # noqa: E402
import cutlass.cute as cute  # noqa: E402
from cutlass.cute.runtime import make_fake_compact_tensor, make_fake_tensor  # noqa: E402

from generate_access import L, f32, main  # noqa: E402  (its helpers; its cases stay its own)


# ------------------------------------------------------------------ bounds under a modelled scf.if

@cute.kernel
def _if_copy_kernel(gA: cute.Tensor, gB: cute.Tensor):
    tidx = cute.arch.thread_idx()[0]
    bidx = cute.arch.block_idx()[0]
    tA = cute.local_tile(gA, (128,), (bidx,))
    tB = cute.local_tile(gB, (128,), (bidx,))
    for k in cutlass.range(2):
        if k == 0:
            tB[tidx] = tA[tidx]


def _if_grid(extra: int):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        _if_copy_kernel(gA, gB).launch(grid=(cute.size(gA) // 128 + extra, 1, 1), block=(128, 1, 1))
    return launch


# ------------------------------------------------------------------ a tiled MMA's C partition

@cute.kernel
def _mma_c_kernel(mC: cute.Tensor, tiled_mma: cute.TiledMma):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, bidy, _ = cute.arch.block_idx()
    gC = cute.local_tile(mC, (64, 64), (bidx, bidy))
    thr_mma = tiled_mma.get_slice(tidx)
    tCgC = thr_mma.partition_C(gC)
    tCrC = tiled_mma.make_fragment_C(tCgC)
    tCrC.fill(1.0)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32)
    cute.copy(atom, tCrC, tCgC)


def _sgemm_mma():
    atoms = L((8, 16, 1), stride=(16, 1, 0))
    perm = (L((8, 4), stride=(4, 1)), L((16, 4), stride=(4, 1)), None)
    return cute.make_tiled_mma(cute.nvgpu.MmaUniversalOp(f32), atoms, permutation_mnk=perm)


@cute.jit
def mma_c(mC: cute.Tensor):
    grid = (cute.ceil_div(cute.size(mC, mode=[0]), 64), cute.ceil_div(cute.size(mC, mode=[1]), 64), 1)
    _mma_c_kernel(mC, _sgemm_mma()).launch(grid=grid, block=(128, 1, 1))


# ------------------------------------------------------------------ a bare 128-bit copy atom

@cute.kernel
def _vector_kernel(gA: cute.Tensor, gB: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    row = cute.slice_(gA, (tidx, None))
    tile = cute.local_tile(row, (4,), (0,))
    frag = cute.make_fragment_like(tile)
    atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32, num_bits_per_copy=128)
    cute.copy(atom, tile, frag)
    out = cute.local_tile(cute.slice_(gB, (tidx, None)), (4,), (0,))
    cute.copy(cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32), frag, out)


@cute.jit
def vector(gA: cute.Tensor, gB: cute.Tensor):
    _vector_kernel(gA, gB).launch(grid=(1, 1, 1), block=(8, 1, 1))


# ------------------------------------------------------------------ banks of an MMA's C partition

@cute.kernel
def _mma_smem_kernel(mC: cute.Tensor, tiled_mma: cute.TiledMma, row: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    smem = cutlass.utils.SmemAllocator()
    sC = smem.allocate_tensor(f32, L((32, 32), stride=(row, 1)), 16)
    thr_mma = tiled_mma.get_slice(tidx)
    tCsC = thr_mma.partition_C(sC)
    tCrC = tiled_mma.make_fragment_C(tCsC)
    tCrC.fill(1.0)
    cute.autovec_copy(tCrC, tCsC)
    cute.arch.sync_threads()
    tCgC = thr_mma.partition_C(mC)
    cute.autovec_copy(tCsC, tCgC)


def _mma_smem(row: int):
    @cute.jit
    def launch(mC: cute.Tensor):
        tiled = cute.make_tiled_mma(cute.nvgpu.MmaUniversalOp(f32), L((32, 1, 1), stride=(1, 0, 0)))
        _mma_smem_kernel(mC, tiled, row).launch(grid=(1, 1, 1), block=(32, 1, 1), smem=32 * 33 * 4 + 64)
    return launch


# ------------------------------------------------------------------ a per-thread composed view

@cute.kernel
def _view_kernel(gA: cute.Tensor, gC: cute.Tensor, tv: cute.Layout):
    tidx, _, _ = cute.arch.thread_idx()
    thrA = cute.composition(gA, tv)[(tidx, None)]
    thrC = cute.composition(gC, tv)[(tidx, None)]
    thrC.store(thrA.load() * 2.0)


def _view(thread_stride: int):
    @cute.jit
    def launch(gA: cute.Tensor, gC: cute.Tensor):
        tv = L(((2, 32), (4, 8)), stride=((thread_stride, 32), (1, 4)))
        _view_kernel(gA, gC, tv).launch(grid=(1, 1, 1), block=(64, 1, 1))
    return launch


def _t(*shape, stride=None):
    return make_fake_compact_tensor(f32, shape, assumed_align=16) if stride is None else \
        make_fake_tensor(f32, shape, stride, assumed_align=16)


CASES = {
    "planted_if_grid": (_if_grid(1), (_t(1024), _t(1024))),
    "correct_if_grid": (_if_grid(0), (_t(1024), _t(1024))),
    "planted_mma_c": (mma_c, (_t(200, 136, stride=(136, 1)),)),
    "correct_mma_c": (mma_c, (_t(192, 128, stride=(128, 1)),)),
    "planted_vector_misaligned": (vector, (_t(8, 6, stride=(6, 1)), _t(8, 6, stride=(6, 1)))),
    "correct_vector_aligned": (vector, (_t(8, 8, stride=(8, 1)), _t(8, 8, stride=(8, 1)))),
    "planted_mma_smem_banks": (_mma_smem(32), (_t(32, 32, stride=(32, 1)),)),
    "correct_mma_smem_banks": (_mma_smem(33), (_t(32, 32, stride=(32, 1)),)),
    "planted_view_race": (_view(0), (_t(32, 64, stride=(1, 32)), _t(32, 64, stride=(1, 32)))),
    "correct_view": (_view(1024), (_t(32, 64, stride=(1, 32)), _t(32, 64, stride=(1, 32)))),
}


if __name__ == "__main__":
    sys.exit(main(CASES))
