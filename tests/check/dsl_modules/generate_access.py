"""Regenerate the access, launch and race fixtures of ``cute-sym check`` (issue 23, item 3) with
NVIDIA's CuTe DSL 4.8.1 on a CPU (``pip install 'cute-sym[dsl]'``):

    python tests/check/dsl_modules/generate_access.py [CASE ...]

Written as :mod:`generate` writes its cases (``<case>.mlir`` as the DSL prints it, locations
naming this file, and ``<case>.generic.mlir``).  The cases:

* ``planted_grid`` / ``correct_grid``: each block copies its 128 elements, ``tB[tidx] = tA[tidx]``
  of ``local_tile(g, (128,), (bidx,))``, launched with ``grid=(n // 128 + 1, 1, 1)`` (one block too
  many: block 8 of n = 1024 reads and writes elements 1024..1151) or ``n // 128``; the ``_dyn``
  twins scale one tensor in place, ``n`` a dynamic multiple of 128 (the grid computed in the host
  function from the tensor's size); ``correct_grid_two_dyn`` the copy of ``correct_grid`` between
  two tensors of independent dynamic sizes (nothing in the module says the second is as large as
  the first: the store is undecided, not an error);
* ``planted_unmasked`` / ``correct_masked``: a ragged 1000-element copy in 128-element tiles
  (``ceil_div(1000, 128)`` = 8 blocks): the access unmasked, and masked by ``elem_less`` of an
  identity tensor's coordinate against the shape (an ``scf.if``);
* ``planted_copy_unmasked`` / ``correct_copy_masked``: the same ragged copy through a tiled copy
  (thread ``t`` of a block: elements ``4t..4t+3`` of its 128-element tile), unmasked, and masked by
  a predicate fragment filled with ``elem_less`` of the identity tensor's partition
  (``cute.copy(..., pred=pred)``, as NVIDIA's ``elementwise_add`` does);
* ``planted_race`` / ``note_replicated_store``: a universal-copy tiled copy whose TV layout gives
  each element to two threads (a stride-0 thread mode), storing registers that hold each thread's
  index into global memory (a write race), and copying global to global (both threads write what
  they read from one element: a note).
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
f32 = cutlass.Float32


# ------------------------------------------------------------------ the launch grid

@cute.kernel
def _block_copy_kernel(gA: cute.Tensor, gB: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tA = cute.local_tile(gA, (128,), (bidx,))
    tB = cute.local_tile(gB, (128,), (bidx,))
    tB[tidx] = tA[tidx]


def _grid(extra: int):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        n = cute.size(gA)
        _block_copy_kernel(gA, gB).launch(grid=(n // 128 + extra, 1, 1), block=(128, 1, 1))
    return launch


planted_grid = _grid(1)
correct_grid = _grid(0)


@cute.kernel
def _block_scale_kernel(gA: cute.Tensor):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tA = cute.local_tile(gA, (128,), (bidx,))
    tA[tidx] = tA[tidx] * 2.0


def _grid_dyn(extra: int):
    @cute.jit
    def launch(gA: cute.Tensor):
        n = cute.size(gA)
        _block_scale_kernel(gA).launch(grid=(n // 128 + extra, 1, 1), block=(128, 1, 1))
    return launch


planted_grid_dyn = _grid_dyn(1)
correct_grid_dyn = _grid_dyn(0)


# ------------------------------------------------------------------ masked and unmasked accesses

@cute.kernel
def _ragged_kernel(gA: cute.Tensor, gB: cute.Tensor, cA: cute.Tensor, masked: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    tA = cute.local_tile(gA, (128,), (bidx,))
    tB = cute.local_tile(gB, (128,), (bidx,))
    tC = cute.local_tile(cA, (128,), (bidx,))
    if cutlass.const_expr(masked):
        if cute.elem_less(tC[tidx], gA.shape):
            tB[tidx] = tA[tidx]
    else:
        tB[tidx] = tA[tidx]


def _ragged(masked: bool):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        cA = cute.make_identity_tensor(gA.shape)
        _ragged_kernel(gA, gB, cA, masked).launch(grid=(cute.ceil_div(cute.size(gA), 128), 1, 1),
                                                  block=(128, 1, 1))
    return launch


planted_unmasked = _ragged(False)
correct_masked = _ragged(True)


@cute.kernel
def _tiled_ragged_kernel(gA: cute.Tensor, gB: cute.Tensor, cA: cute.Tensor, tiled_copy: cute.TiledCopy,
                         masked: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    bidx, _, _ = cute.arch.block_idx()
    thr = tiled_copy.get_slice(tidx)
    src = thr.partition_S(cute.local_tile(gA, (128,), (bidx,)))
    dst = thr.partition_D(cute.local_tile(gB, (128,), (bidx,)))
    frag = cute.make_fragment_like(src)
    if cutlass.const_expr(masked):
        coords = thr.partition_S(cute.local_tile(cA, (128,), (bidx,)))
        pred = cute.make_fragment_like(src, cutlass.Boolean)
        for i in cutlass.range_constexpr(cute.size(pred)):
            pred[i] = cute.elem_less(coords[i], gA.shape)
        cute.copy(tiled_copy, src, frag, pred=pred)
        cute.copy(tiled_copy, frag, dst, pred=pred)
    else:
        cute.copy(tiled_copy, src, frag)
        cute.copy(tiled_copy, frag, dst)


def _tiled_ragged(masked: bool):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32)
        tiled = cute.make_tiled_copy_tv(atom, L(32), L(4))          # thread t: elements 4t..4t+3 of a tile
        cA = cute.make_identity_tensor(gA.shape)
        _tiled_ragged_kernel(gA, gB, cA, tiled, masked).launch(grid=(cute.ceil_div(cute.size(gA), 128), 1, 1),
                                                               block=(32, 1, 1))
    return launch


planted_copy_unmasked = _tiled_ragged(False)
correct_copy_masked = _tiled_ragged(True)


# ------------------------------------------------------------------ replicated stores

@cute.kernel
def _replicated_kernel(gA: cute.Tensor, gB: cute.Tensor, tiled_copy: cute.TiledCopy,
                       from_registers: cutlass.Constexpr):
    tidx, _, _ = cute.arch.thread_idx()
    thr = tiled_copy.get_slice(tidx)
    src = thr.partition_S(gA)
    dst = thr.partition_D(gB)
    if cutlass.const_expr(from_registers):
        frag = cute.make_fragment_like(dst)
        for i in cutlass.range_constexpr(cute.size(frag)):
            frag[i] = cutlass.Float32(tidx)
        cute.copy(tiled_copy, frag, dst)
    else:
        cute.copy(tiled_copy, src, dst)


def _replicated(from_registers: bool):
    @cute.jit
    def launch(gA: cute.Tensor, gB: cute.Tensor):
        atom = cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), f32)
        # thread (t0, t1) -> element 4*t1 + v of the 16x4 tile: threads 2k and 2k+1 share four elements
        tv = L(((2, 16), 4), stride=((0, 4), 1))
        tiled = cute.make_tiled_copy(atom, tv, (16, 4))
        _replicated_kernel(gA, gB, tiled, from_registers).launch(grid=(1, 1, 1), block=(32, 1, 1))
    return launch


planted_race = _replicated(True)
note_replicated_store = _replicated(False)


def _vector(n):
    return make_fake_compact_tensor(f32, (n,), assumed_align=16)


def _dyn_vector():
    return make_fake_compact_tensor(f32, (cute.sym_int32(divisibility=128),), assumed_align=16)


CASES = {
    "planted_grid": (planted_grid, (_vector(1024), _vector(1024))),
    "correct_grid": (correct_grid, (_vector(1024), _vector(1024))),
    "correct_grid_two_dyn": (correct_grid, (_dyn_vector(), _dyn_vector())),
    "planted_grid_dyn": (planted_grid_dyn, (_dyn_vector(),)),
    "correct_grid_dyn": (correct_grid_dyn, (_dyn_vector(),)),
    "planted_unmasked": (planted_unmasked, (_vector(1000), _vector(1000))),
    "correct_masked": (correct_masked, (_vector(1000), _vector(1000))),
    "planted_copy_unmasked": (planted_copy_unmasked, (_vector(1000), _vector(1000))),
    "correct_copy_masked": (correct_copy_masked, (_vector(1000), _vector(1000))),
    "planted_race": (planted_race, (make_fake_compact_tensor(f32, (16, 4)), make_fake_compact_tensor(f32, (16, 4)))),
    "note_replicated_store": (note_replicated_store, (make_fake_compact_tensor(f32, (16, 4)),
                                                      make_fake_compact_tensor(f32, (16, 4)))),
}


if __name__ == "__main__":
    sys.exit(main(CASES))
