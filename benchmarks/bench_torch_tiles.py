"""Candidate tiles and split-K factors of ``cute_sym.torch.gemm`` on the weakest shapes (issue 24):
the data behind :func:`codegen.torch.select.choose_tile` / :func:`~codegen.torch.select.choose_splits`.

    python benchmarks/bench_torch_tiles.py generate build/tiles          # here: every candidate kernel
    python benchmarks/bench_torch_tiles.py run build/tiles tiles.json    # on the GPU
    python benchmarks/bench_torch_tiles.py report tiles.json             # the RESULTS.md section

``--set pingpong`` (each step) takes the ping-pong candidates instead (:data:`PINGPONG`, their own
RESULTS section).

Each candidate ``(BM, BN, splits)`` is launched through :func:`codegen.torch.ops.launch_plan` with
the plan :func:`~codegen.torch.select.plan_gemm` makes for that override; timed as bench_torch times
(CUDA-graph replays, cuBLAS before and after), checked against the fp32 product (C poisoned with
NaN) before and again after the timing (split-K's tickets must be left zero by every launch).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_torch import (COMBOS, TOLERANCE, _err, _graph_time, _operands, _specs,  # noqa: E402
                                    schedule_text)

# (M, N, K, combos, candidates (BM, BN, splits[, persistent, group, cluster, CTAs a multiprocessor])); the
# first is what the selection chose before; combo FP8: e4m3 A row-major, B column-major against torch._scaled_mm
C2 = (0, None, 2)                                   # persistent off, the default group, a CTA pair
PP = (1, None, 1, 1, 1)                             # persistent, the default group, ping-pong consumers
O2 = (0, None, 1, 2)                                # two CTAs a multiprocessor (64-row tiles)
FP8 = 4
NAMES = COMBOS + ("fp8 e4m3, A row-, B column-major",)


def ST(n: int, cluster: int = 1) -> tuple:
    """``n`` stages in the ring (a CTA pair with ``cluster`` 2; the other settings the selection's)."""
    return (0, None, cluster, 1, 0, None, n)


DIRECT = (0, None, 1, 1, 0, 0)                      # the direct epilogue store (no TMA store)


def G(g: int) -> tuple:
    """A raster group of ``g`` tile rows (persistent off)."""
    return (0, g)


CASES = [
    (1000, 1000, 1000, (0, 3), [(64, 128, 1), (64, 128, 1) + O2, (64, 64, 1) + O2, (128, 128, 1)]),
    (1024, 1024, 1024, (0, 3), [(64, 128, 1), (64, 128, 1) + O2, (64, 64, 1) + O2]),
    (2048, 2048, 2048, (0,), [(128, 256, 1), (128, 256, 1) + G(4), (128, 256, 1) + G(16), (128, 128, 1),
                             (64, 128, 1) + O2]),
    (3000, 5000, 2000, (0, 3), [(128, 256, 1), (128, 128, 1), (128, 256, 1) + G(16), (64, 128, 1) + O2]),
    (4096, 4096, 4096, (0, 3), [(128, 256, 1), (128, 256, 1) + G(4), (128, 256, 1) + G(16), (128, 256, 1) + C2]),
    (4096, 6144, 4096, (0,), [(128, 256, 1), (128, 256, 1) + G(4), (128, 256, 1) + G(16), (128, 256, 1) + C2]),
    (8192, 8192, 8192, (0,), [(128, 256, 1), (128, 256, 1) + G(16)]),
    (128, 6144, 4096, (0, 3), [(64, 128, 1), (64, 64, 1) + O2, (64, 128, 2)]),
    (128, 4096, 4096, (3,), [(64, 128, 2), (64, 64, 1) + O2, (64, 64, 2) + O2, (64, 128, 2) + O2]),
    (33, 4096, 4096, (3,), [(128, 64, 4), (64, 64, 2) + O2, (64, 64, 4) + O2]),
    (16, 4096, 4096, (2,), [(128, 64, 4), (64, 64, 4) + O2]),
    (3000, 5008, 2048, (FP8,), [(128, 256, 1), (128, 128, 1), (128, 256, 1) + G(16), (64, 128, 1) + O2]),
    (4096, 14336, 4096, (FP8,), [(128, 256, 1), (128, 256, 1) + G(4), (128, 256, 1) + G(16)]),
    (4096, 4096, 4096, (FP8,), [(128, 256, 1), (128, 256, 1) + G(16), (128, 128, 1)]),
    (16, 4096, 4096, (FP8,), [(64, 16, 2), (64, 16, 4), (64, 16, 2) + O2, (64, 16, 4) + O2]),
]


# ping-pong consumers (64-row tiles, persistent) against the selection's plan (first) on the compute-bound shapes
PINGPONG = [
    (4096, 4096, 4096, (0, 3), [(128, 256, 1), (64, 256, 1) + PP, (64, 128, 1) + PP]),
    (2048, 2048, 2048, (0, 3), [(128, 256, 1), (64, 256, 1) + PP, (64, 128, 1) + PP]),
    (8192, 8192, 8192, (0,), [(128, 256, 1), (64, 256, 1) + PP]),
    (4096, 6144, 4096, (0,), [(128, 256, 1), (64, 256, 1) + PP]),
    (16384, 14336, 4096, (0,), [(128, 256, 1), (64, 256, 1) + PP]),
    (3000, 5000, 2000, (0, 1, 3), [(128, 256, 1), (64, 256, 1) + PP, (64, 128, 1) + PP]),
    (1000, 1000, 1000, (0, 3), [(64, 128, 1), (64, 128, 1) + PP, (64, 64, 1) + PP]),
    (1024, 1024, 1024, (0, 3), [(64, 128, 1), (64, 128, 1) + PP]),
    (128, 6144, 4096, (0, 2), [(64, 128, 1), (64, 128, 1) + PP, (64, 64, 1) + PP]),
    (128, 4096, 4096, (3,), [(64, 128, 2), (64, 64, 1) + PP]),
    (4096, 4096, 4096, (FP8,), [(128, 256, 1), (64, 256, 1) + PP]),
    (4096, 14336, 4096, (FP8,), [(128, 256, 1), (64, 256, 1) + PP]),
    (3000, 5008, 2048, (FP8,), [(128, 256, 1), (64, 256, 1) + PP]),
    (8192, 8192, 8192, (FP8,), [(128, 256, 1), (64, 256, 1) + PP]),
]
# CTA pairs (B multicast) where Nsight Compute showed our kernel bound by L2 reads (an N-major B whose
# rows are not 128-byte aligned) against the selection's plan
CLUSTER = [
    (3000, 5000, 2000, (0, 1, 3), [(128, 256, 1), (128, 256, 1) + C2]),
    (4096, 4096, 4096, (0, 1), [(128, 256, 1), (128, 256, 1) + C2]),
    (2048, 2048, 2048, (0, 1), [(128, 256, 1), (128, 256, 1) + C2]),
    (1000, 1000, 1000, (0, 1), [(64, 128, 1), (128, 128, 1), (128, 128, 1) + C2]),
    (3000, 5008, 2048, (FP8,), [(128, 256, 1), (128, 256, 1) + C2]),
]
P1, PC2 = (1, None, 1), (1, None, 2)              # persistent; persistent CTA pairs (the pairs walk the tiles)
# persistent CTA pairs (B multicast without a cluster launch a tile) against the selection's plan and the
# persistent scheduler alone, on the shapes bound by L2 reads
PCLUSTER = [
    (4096, 4096, 4096, (0, 3), [(128, 256, 1), (128, 256, 1) + P1, (128, 256, 1) + PC2]),
    (8192, 8192, 8192, (0,), [(128, 256, 1), (128, 256, 1) + P1, (128, 256, 1) + PC2]),
    (4096, 14336, 4096, (0, 1), [(128, 256, 1), (128, 256, 1) + PC2]),
    (2048, 2048, 2048, (0,), [(128, 256, 1), (128, 256, 1) + PC2]),
    (16384, 4096, 14336, (0,), [(128, 256, 1), (128, 256, 1) + PC2]),
    (3000, 5000, 2000, (0, 1), [(128, 256, 1), (128, 256, 1) + C2, (128, 256, 1) + PC2]),
    (1000, 1000, 1000, (0,), [(64, 128, 1), (128, 128, 1) + PC2]),
    (4096, 4096, 4096, (FP8,), [(128, 256, 1), (128, 256, 1) + P1, (128, 256, 1) + PC2]),
    (4096, 14336, 4096, (FP8,), [(128, 256, 1), (128, 256, 1) + PC2]),
    (8192, 8192, 8192, (FP8,), [(128, 256, 1), (128, 256, 1) + PC2]),
    (3000, 5008, 2048, (FP8,), [(128, 256, 1), (128, 256, 1) + PC2]),
]
PAIRS = (1, None, 2, 1, 0)                          # the default persistent pairs (then tile[8]: the TMA store)
ONE = (0, None, 1, 1, 0)                            # one CTA a tile
# the TMA-store epilogue (tile[8] = 1) against the direct one (0), each on the plan the selection makes
TMASTORE = [
    (4096, 4096, 4096, (0, 3), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (4096, 14336, 4096, (0,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (8192, 8192, 8192, (0,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (2048, 2048, 2048, (0, 1), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (3000, 5000, 2000, (0,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (1000, 1000, 1000, (0, 3), [(64, 128, 1) + ONE + (0,), (64, 128, 1) + ONE + (1,)]),
    (1024, 1024, 1024, (0,), [(64, 128, 1) + ONE + (0,), (64, 128, 1) + ONE + (1,)]),
    (128, 6144, 4096, (0,), [(64, 128, 1) + ONE + (0,), (64, 128, 1) + ONE + (1,)]),
    (128, 14336, 4096, (0,), [(128, 128, 1) + ONE + (0,), (128, 128, 1) + ONE + (1,)]),
    (4096, 4096, 4096, (FP8,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (4096, 14336, 4096, (FP8,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (8192, 8192, 8192, (FP8,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (3000, 5008, 2048, (FP8,), [(128, 256, 1) + PAIRS + (0,), (128, 256, 1) + PAIRS + (1,)]),
    (128, 8192, 8192, (FP8,), [(64, 128, 1) + ONE + (0,), (64, 128, 1) + ONE + (1,)]),
]
# the decode rows with an M-major A (the kernel's B MN-major: 64-column tiles) and M = 33, and 1000^3,
# against the selection's plan (first)
DECODE = [
    (16, 4096, 4096, (2,), [(128, 64, 4), (64, 64, 2), (64, 64, 4), (128, 64, 2)]),
    (16, 6144, 4096, (2, 3), [(128, 64, 2), (64, 64, 2), (64, 64, 1), (128, 64, 4)]),
    (33, 4096, 4096, (2,), [(128, 64, 4), (64, 64, 2), (128, 64, 2)]),
    (16, 28672, 4096, (3,), [(128, 64, 1), (64, 64, 1), (128, 64, 2)]),
    (1000, 1000, 1000, (0, 3), [(64, 128, 1), (64, 128, 1) + O2, (128, 128, 1), (64, 64, 1)]),
]
# the narrow MN-major B (32- / 64-byte swizzles: 16 / 32 columns) on the decode rows with an M-major A,
# against the 64-column tiles the selection took before (second); M = 33, 1000^3 and 128x4096x4096 M/N
# with more splits and other tiles
NARROW = [
    (16, 4096, 4096, (2, 3), [(64, 16, 2), (128, 64, 2), (64, 16, 4), (64, 32, 2)]),
    (16, 6144, 4096, (2, 3), [(64, 16, 1), (128, 64, 2), (64, 16, 2)]),
    (16, 28672, 4096, (2, 3), [(128, 16, 1), (128, 64, 1), (64, 16, 1)]),
    (33, 4096, 4096, (0, 2), [(64, 64, 1), (128, 64, 2), (64, 64, 2)]),
    (1000, 1000, 1000, (0, 3), [(64, 128, 1), (128, 128, 1), (64, 128, 2), (128, 128, 2), (128, 64, 1)]),
    (128, 4096, 4096, (3,), [(64, 128, 2), (64, 128, 4), (128, 128, 4), (64, 256, 2), (128, 64, 2)]),
]
# deeper rings for the memory-bound small-M tiles (the selection stops at 8 stages) and the weakest shapes
STAGES = [
    (16, 4096, 4096, (0, 2), [(64, 16, 2), (64, 16, 2) + ST(12), (64, 16, 2) + ST(16)]),
    (16, 6144, 4096, (0, 2), [(64, 16, 1), (64, 16, 1) + ST(12), (64, 16, 1) + ST(16)]),
    (16, 28672, 4096, (0, 3), [(128, 16, 1), (128, 16, 1) + ST(12)]),
    (33, 4096, 4096, (0, 2), [(64, 64, 1), (64, 64, 1) + ST(12), (128, 64, 2), (128, 64, 2) + ST(9)]),
    (128, 4096, 4096, (0, 3), [(64, 128, 2), (64, 128, 2) + ST(9)]),
]
# split-K's cost: a split launch against launches of the same CTA count and k-tiles a CTA without split-K
# (N doubled and K halved: the same grid, each CTA the split's work, no partials, tickets or fixup)
SPLITK = [
    (33, 4096, 4096, (0,), [(64, 64, 1), (64, 64, 2)]),
    (33, 4096, 2048, (0,), [(64, 64, 1)]),
    (33, 8192, 2048, (0,), [(64, 64, 1)]),
    (1000, 1000, 1000, (0,), [(128, 128, 1), (128, 128, 1) + DIRECT, (128, 128, 2)]),
    (1000, 1000, 500, (0,), [(128, 128, 1) + DIRECT]),
    (1000, 2000, 500, (0,), [(128, 128, 1) + DIRECT]),
    (128, 4096, 4096, (0,), [(128, 128, 1), (128, 128, 4), (64, 128, 2)]),
    (128, 16384, 1024, (0,), [(128, 128, 1) + DIRECT]),
    (256, 4096, 2048, (0,), [(64, 128, 1) + DIRECT]),
]
# one wave of small tiles with CTA pairs sharing B by multicast (cuBLAS runs 128x64 tiles in clusters
# of 2 at 1000^3 and 64x64 tiles, 13 stages, clusters of 2 at 128x4096x4096), deeper rings
WAVE = [
    (1000, 1000, 1000, (0, 3), [(64, 128, 1), (128, 128, 1) + C2, (64, 128, 1) + C2, (128, 128, 1, 1, None, 2)]),
    (1000, 1000, 1000, (0,), [(128, 64, 1) + C2]),      # (an MN-major B of 64 columns has one box: no pair)
    (128, 4096, 4096, (0, 3), [(64, 128, 2), (64, 64, 1), (64, 64, 1) + ST(13), (64, 128, 1) + C2]),
    (128, 4096, 4096, (0,), [(64, 64, 1) + C2, (64, 64, 1) + ST(13, 2)]),
    # the rules these suggest, on the other shapes they would change
    (1024, 1024, 1024, (0, 3), [(64, 128, 1), (64, 128, 1) + C2]),
    (1000, 1000, 1000, (1, 2), [(64, 128, 1), (64, 128, 1) + C2]),
    (128, 6144, 4096, (0, 2, 3), [(64, 128, 1), (64, 128, 1) + C2]),
    (128, 4096, 14336, (0, 3), [(64, 128, 2), (64, 64, 1)]),
    (128, 4096, 4096, (1, 2), [(64, 128, 2), (64, 64, 1)]),
]


def SW(swap: int, n: int = 0, occupancy: int = 1) -> tuple:
    """The small-M swap forced (``tile[10]``; 0: the kernel computes ``C = A B`` with M <= 64 rows of 64,
    1: ``C^T = B^T A^T``), ``n`` stages (0: the selection's), ``occupancy`` CTAs a multiprocessor."""
    return (0, None, 1, occupancy, 0, None, n, swap)


# small M without the swap: BM = 64 rows (M of them real) and the narrowest BN that makes about a wave of
# CTAs without split-K (N / 132 rounded up to 16), against the swapped plan the selection makes (first)
UNSWAP = [
    (16, 4096, 4096, (0, 1, 2, 3), [(64, 16, 2), (64, 32, 1) + SW(0), (64, 32, 1) + SW(0, 16)]),
    (33, 4096, 4096, (0, 1), [(64, 64, 1), (64, 32, 1) + SW(0), (64, 32, 1) + SW(0, 16)]),
    (33, 4096, 4096, (2, 3), [(128, 64, 2), (64, 32, 1) + SW(0), (64, 32, 1) + SW(0, 16)]),
    (16, 6144, 4096, (0, 1, 2, 3), [(64, 16, 1), (64, 48, 1) + SW(0), (64, 48, 1) + SW(0, 12)]),
    (16, 14336, 4096, (0, 3), [(64, 16, 1), (64, 112, 1) + SW(0)]),
    (16, 28672, 4096, (0, 3), [(128, 16, 1), (64, 224, 1) + SW(0)]),
    (16, 10240, 8192, (0, 3), [(64, 16, 1), (64, 80, 1) + SW(0)]),
    (16, 8192, 28672, (0, 3), [(64, 16, 1), (64, 64, 1) + SW(0)]),
    (128, 4096, 4096, (3,), [(64, 64, 1), (64, 64, 1) + SW(1)]),   # and swapped at M = 128
]
# programmatic dependent launch (each plan the selection's, launched with CUTE_SYM_PDL=0 and 1) on the
# short launches, where the launch and the prologue are a large part of the time, and two long ones
PDL = [
    (1000, 1000, 1000, (0, 3), [()]), (1024, 1024, 1024, (0,), [()]), (128, 4096, 4096, (0, 3), [()]),
    (33, 4096, 4096, (0, 2, 3), [()]), (16, 4096, 4096, (0, 3), [()]), (16, 6144, 4096, (2, 3), [()]),
    (16, 28672, 4096, (1,), [()]), (16, 14336, 4096, (3,), [()]), (128, 6144, 4096, (2,), [()]),
    (3000, 5000, 2000, (2,), [()]), (4096, 4096, 4096, (0,), [()]), (16, 4096, 4096, (FP8,), [()]),
    (4096, 4096, 4096, (FP8,), [()]),
]
# the rows still below 0.90x: M = 33 with the wgmma n48 tile (less padding than 64 columns; an MN-major B
# of 48 columns in boxes of 16) and split-K, the 1.7-wave decode grids as 128-row tiles (one wave) or two
# CTAs a multiprocessor, against the selection's plan (first)
ROWS = [
    (33, 4096, 4096, (3,), [(128, 64, 2), (64, 48, 1), (64, 48, 2), (64, 64, 2), (128, 48, 2)]),
    (33, 4096, 4096, (0, 1), [(64, 64, 1), (64, 48, 1), (64, 48, 2)]),
    (16, 14336, 4096, (2, 3), [(64, 16, 1), (128, 16, 1), (64, 16, 1) + O2]),
    (16, 28672, 4096, (1, 3), [(128, 16, 1), (64, 16, 1) + O2]),
]
# why an M-major A at M = 33 is slow: the kernel's B (A^T, MN-major) M columns wide in an 80-byte-strided
# buffer; M = 24..64 with an M-major A against a K-major A (the B a K-major box), and the spread of two
# rows that moved between sweeps (the selection's plan twice)
MMAJOR = [
    (33, 4096, 4096, (2,), [(), (64, 64, 1), (128, 64, 1)]),
    (40, 4096, 4096, (0, 2), [(), (64, 64, 1), (128, 64, 2)]),
    (48, 4096, 4096, (0, 2), [(), (64, 64, 1)]),
    (64, 4096, 4096, (0, 2), [(), (64, 64, 1)]),
    (32, 4096, 4096, (0, 2), [(), (64, 32, 1)]),
    (24, 4096, 4096, (0, 2), [(), (64, 32, 1)]),
    (3000, 5000, 2000, (0,), [(), (), (128, 256, 1) + ONE]),
    (1000, 1000, 1000, (2,), [(), ()]),
]
# the same M-major A in buffers of wider rows (BENCH_TORCH_PAD=64: 128-byte rows) against 16-byte padding,
# and an MN-major B of 48 columns in three 16-column boxes whose rows lie inside the tensor (M = 48)
LDPAD = [
    (33, 4096, 4096, (2, 3), [(), (64, 64, 1)]),
    (24, 4096, 4096, (2,), [(), (64, 32, 1)]),
    (40, 4096, 4096, (2,), [(), (64, 48, 1)]),
    (48, 4096, 4096, (2,), [(), (64, 48, 1)]),
]
# K-major A and B at small M: a tile whose B rows are all inside the tensor (M = 32, 48, 64) against
# one with rows past it (24, 40, 47, 56), run with BENCH_TORCH_PAD=8 and 4160 (rows 8 KB or 8.125 KB apart)
EXACT = [
    (40, 4096, 4096, (0,), [(64, 48, 1)]), (47, 4096, 4096, (0,), [(64, 48, 1)]),
    (48, 4096, 4096, (0,), [(64, 48, 1), (64, 64, 1)]), (56, 4096, 4096, (0,), [(64, 64, 1)]),
    (64, 4096, 4096, (0,), [(64, 64, 1), (128, 64, 2)]), (24, 4096, 4096, (0,), [(64, 32, 1)]),
    (32, 4096, 4096, (0,), [(64, 32, 1), (64, 32, 2)]),
    # after the held guard: the selection's plan against the others at M = 32..64, both A majors
    (32, 4096, 4096, (0, 2), [()]), (48, 4096, 4096, (0, 2), [(), (64, 48, 2), (128, 48, 2)]),
    (64, 4096, 4096, (0, 2), [(), (64, 64, 2), (128, 64, 1)]), (64, 4096, 4096, (2,), [(64, 64, 1), (128, 64, 2)]),
    (32, 4096, 4096, (2,), [(64, 32, 1)]), (33, 4096, 4096, (0,), [()]),
]
SETS = {"tiles": (CASES, "cute_sym.torch GEMM tile candidates (H200)"),
        "mmajor": (MMAJOR, "cute_sym.torch GEMM M-major A at small M (H200)"),
        "ldpad": (LDPAD, "cute_sym.torch GEMM M-major A in wider rows (H200)"),
        "exact": (EXACT, "cute_sym.torch GEMM small M, tiles with and without rows past B (H200)"),
        "rows": (ROWS, "cute_sym.torch GEMM candidates on the rows below 0.90x (H200)"),
        "pdl": (PDL, "cute_sym.torch GEMM programmatic dependent launch (H200)"),
        "unswap": (UNSWAP, "cute_sym.torch GEMM small M without the swap (H200)"),
        "wave": (WAVE, "cute_sym.torch GEMM one-wave tiles with CTA pairs (H200)"),
        "splitk": (SPLITK, "cute_sym.torch GEMM split-K cost (H200)"),
        "stages": (STAGES, "cute_sym.torch GEMM ring depth candidates (H200)"),
        "narrow": (NARROW, "cute_sym.torch GEMM narrow MN-major B and small-shape candidates (H200)"),
        "decode": (DECODE, "cute_sym.torch GEMM decode and small-shape candidates (H200)"),
        "tmastore": (TMASTORE, "cute_sym.torch GEMM TMA-store epilogue (H200)"),
        "pcluster": (PCLUSTER, "cute_sym.torch GEMM persistent CTA pairs (H200)"),
        "cluster": (CLUSTER, "cute_sym.torch GEMM CTA pairs on L2-bound shapes (H200)"),
        "pingpong": (PINGPONG, "cute_sym.torch GEMM ping-pong candidates (H200)")}
CHOSEN = "tiles"                                    # the set of this process (--set)

GPU_FORMS = [  # tests/torchlib/test_torch_gpu.py: split-K and persistent launches on residue shapes (forced tiles)
    (304, 504, 1000, 0, (64, 64, 3)), (16, 1000, 2000, 2, (64, 64, 2)), (40, 1000, 1000, 1, (64, 64, 4)),
    (300, 1000, 500, 3, (128, 128, 1, 1)), (1000, 1000, 300, 0, (64, 128, 1, 1)),
    (1100, 900, 500, 0, (128, 128, 1) + C2), (1100, 900, 500, 3, (128, 128, 1) + C2),   # a pair past M, a B half past N
    (1000, 1000, 300, 3, (64, 64, 1) + O2),                                             # two CTAs a multiprocessor
    (1000, 1000, 300, 0, (64, 128, 1) + PP), (300, 1000, 500, 3, (64, 64, 1) + PP),     # ping-pong, residues
    (1100, 900, 500, 0, (128, 128, 1) + PC2), (1100, 900, 500, 3, (128, 128, 1) + PC2),  # persistent pairs, residues
    (1100, 904, 500, 0, (128, 128, 1, 1, None, 2, 1, 0, 1)), (300, 1000, 504, 3, (64, 128, 1, 0, None, 1, 1, 0, 1)),
    (16, 1000, 2000, 2, (64, 16, 2)), (24, 1000, 500, 3, (64, 32, 1)),                # the TMA store, residues; a
    (1000, 1000, 300, 3, (64, 128, 1) + C2),                                            # narrow MN-major B (32/64 B);
    (33, 1000, 500, 0, (64, 48, 1) + SW(0)), (16, 1000, 2000, 3, (64, 112, 1) + SW(0)),    # pairs of 64-row tiles; small
]                                                                                      # M not swapped (wgmma n48/n112)


def form_plans() -> list:
    """The plans of :data:`GPU_FORMS` (bench_torch.generate puts their kernels into the cache)."""
    return [_plan(*f) for f in GPU_FORMS]


def _plan(M, N, K, combo, tile):
    from codegen.torch.select import Spec, plan_gemm
    tile = tile or None                             # (): the selection's plan
    if combo == FP8:
        d, f32 = "float8_e4m3fn", Spec("scale", (), (), "float32")
        return plan_gemm(Spec("A", (M, K), (K, 1), d), Spec("B", (K, N), (1, K), d),
                         Spec("out", (M, N), (N, 1), "bfloat16"), scale_a=f32, scale_b=f32, out_dtype="bfloat16",
                         tile=tile)
    A, B, out, _C, _b = _specs(M, N, K, combo)
    return plan_gemm(A, B, out, tile=tile)


def jobs():
    cases = SETS[CHOSEN][0]
    return [(M, N, K, combo, tile) for M, N, K, combos, tiles in cases for combo in combos for tile in tiles]


def launches() -> list:
    """``(job, CUTE_SYM_PDL)`` to time: each job with and without PDL in the ``pdl`` set, else as set."""
    flags = ("0", "1") if CHOSEN == "pdl" else (None,)
    return [(job, flag) for job in jobs() for flag in flags]


def generate(folder: Path) -> None:
    os.environ["CUTE_SYM_CACHE"] = str(folder / "cache")
    from codegen.torch.build import ensure
    folder.mkdir(parents=True, exist_ok=True)
    seen = set()
    for M, N, K, combo, tile in jobs():
        plan = _plan(M, N, K, combo, tile)
        if plan.key() in seen:
            continue
        seen.add(plan.key())
        start = time.perf_counter()
        entry = ensure(plan.config)
        print(f"{M}x{N}x{K} {tile}: {entry.meta['form']} -- {entry.meta['proofs']} ({time.perf_counter() - start:.1f} s)",
              flush=True)
    (folder / "manifest_tiles.json").write_text(json.dumps({"command": "python " + " ".join(sys.argv),
                                                            "kernels": len(seen)}, indent=1))


def run(folder: Path, result: Path) -> None:
    os.environ["CUTE_SYM_CACHE"] = str(folder / "cache")
    import torch
    from codegen.torch.ops import launch_plan
    torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    last = None
    for (M, N, K, combo, tile), flag in launches():
        if flag is not None:
            os.environ["CUTE_SYM_PDL"] = flag
        fp8 = combo == FP8
        if last != (M, N, K, fp8):
            torch.manual_seed(M + N + K)
            if fp8:
                A8 = (torch.randn(M, K, device="cuda") * 2).to(torch.float8_e4m3fn)
                B8 = (torch.randn(N, K, device="cuda") * 2).to(torch.float8_e4m3fn).t()     # (K, N) column-major
                sa, sb = torch.tensor(0.5, device="cuda"), torch.tensor(0.25, device="cuda")
                ref = (A8.float() @ B8.float()) * 0.125
            else:
                A0 = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
                B0 = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
                ref = A0.float() @ B0.float()
            norm = ref.norm().item()
            last = (M, N, K, fp8)
        row = {"M": M, "N": N, "K": K, "combo": NAMES[combo], "tile": list(tile), "pdl": flag}
        try:
            A, B = (A8, B8) if fp8 else _operands(M, N, K, combo, A0, B0)
            scales = {"scale_a": sa, "scale_b": sb} if fp8 else {}
            plan = _plan(M, N, K, combo, tile)
            out = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
            base = ((lambda: torch._scaled_mm(A, B, sa, sb, out_dtype=torch.bfloat16)) if fp8 else
                    (lambda: torch.matmul(A, B)))

            def check() -> float:
                out.fill_(float("nan"))
                launch_plan(plan, A, B, out, **scales)
                torch.cuda.synchronize()
                return _err(out, ref, norm) if bool(torch.isfinite(out).all()) else float("inf")
            err = check()
            from codegen.torch.ops import _function
            row["max_ctas"] = getattr(_function(plan, 0), "max_ctas", None)   # persistent pairs: the clusters that fit
            before = _graph_time(base)
            ms = _graph_time(lambda: launch_plan(plan, A, B, out, **scales))
            after = _graph_time(base)
            err2 = check()
            cms = (before + after) / 2
            row.update(ok=err < TOLERANCE and err2 < TOLERANCE, rel_err=err, rel_err_after=err2, ms=ms, cublas_ms=cms,
                       ratio=cms / ms, tflops=2 * M * N * K / ms / 1e9, roofline=(2 * (M * K + K * N + M * N) / 4.3e12
                                                                                    * 1e3) / ms,
                       grid=list(plan.grid), swap=plan.swap, form=_form(plan))
            print(f"{M}x{N}x{K} [{NAMES[combo]}] {tile}: {'ok' if row['ok'] else 'WRONG'} {err:.1e}/{err2:.1e} "
                  f"{row['tflops']:.0f} TFLOP/s, {100 * row['ratio']:.0f}% of cuBLAS, roofline "
                  f"{100 * row['roofline']:.0f}%, grid {plan.grid}, max CTAs {row['max_ctas']}", flush=True)
        except Exception as exc:
            row.update(ok=False, error=repr(exc)[:400])
            print(f"{M}x{N}x{K} {tile}: FAILED {exc!r}"[:400], flush=True)
        rows.append(row)
        result.write_text(json.dumps({"device": torch.cuda.get_device_name(), "torch": torch.__version__,
                                      "rows": rows}, indent=1))


def _form(plan) -> str:
    """The kernel of a plan in words: ``BMxBN``, its schedule (:func:`bench_torch.schedule_text`), the TMA
    store, swapped."""
    c = plan.config
    return (f"{c['BM']}x{c['BN']}{schedule_text(c)}" + (" TMA store" if c.get("tma_store") else "")
            + (" swapped" if plan.swap else ""))


def sanitize(folder: Path) -> None:
    """One launch of each :data:`GPU_FORMS` plan (split-K and persistent on residue shapes), for
    ``compute-sanitizer --tool memcheck|racecheck python benchmarks/bench_torch_tiles.py sanitize build/torch``."""
    os.environ["CUTE_SYM_CACHE"] = str(folder / "cache")
    import torch
    from codegen.torch.ops import launch_plan
    pick = {"pingpong": lambda t: len(t) > 7 and t[7],                   # --set pingpong / pcluster: those
            "pcluster": lambda t: len(t) > 5 and t[3] and t[5] > 1,
            "tmastore": lambda t: len(t) > 8 and t[8],
            "narrow": lambda t: t[1] < 64,
            "wave": lambda t: t[0] == 64 and len(t) > 5 and t[5] > 1,
            "unswap": lambda t: len(t) > 10 and t[10] == 0}.get(CHOSEN, lambda t: True)
    forms = [f for f in GPU_FORMS if pick(f[4])]
    for M, N, K, combo, tile in forms:
        A0 = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
        B0 = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
        A, B = _operands(M, N, K, combo, A0, B0)
        out = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
        plan = _plan(M, N, K, combo, tile)
        launch_plan(plan, A, B, out)
        torch.cuda.synchronize()
        ref = A0.float() @ B0.float()
        print(f"sanitize {M}x{N}x{K} [{COMBOS[combo]}] {plan.config.get('splits', 1)} splits, cluster "
              f"{plan.config.get('cluster', 1)}, TMA store {bool(plan.config.get('tma_store'))}, persistent "
              f"{bool(plan.config.get('persistent'))}, ping-pong {bool(plan.config.get('pingpong'))}: rel. err {_err(out, ref, ref.norm().item()):.1e}", flush=True)


def decide(result: Path) -> str:
    """The schedules to keep (``CUTE_SYM_GEMM_SCHEDULES``): a schedule stays when every candidate
    using it matched torch and, over the shapes where the selection picks it, the selection's
    plan is at least as fast (geometric mean) as the plan it picks without that schedule."""
    import math
    from codegen.torch.select import plan_gemm
    rows = json.loads(result.read_text())["rows"]

    def key(plan) -> tuple:
        return tuple(sorted((k, str(v)) for k, v in plan.config.items()))
    timed = {}
    for r in rows:
        timed[(r["M"], r["N"], r["K"], r["combo"], key(_plan(r["M"], r["N"], r["K"], NAMES.index(r["combo"]),
                                                             tuple(r["tile"]))))] = r
    keep = []
    from codegen.torch.select import SCHEDULES
    column = {"splitk": 2, "persistent": 3, "cluster": 5, "pairs": 5, "pingpong": 7}
    for name in SCHEDULES:
        at = column[name]
        used = [r for r in rows if len(r["tile"]) > at and (r["tile"][at] or 0) > (1 if name != "persistent" else 0)]
        ok = bool(used) and all(r.get("ok") for r in used)
        gains = []
        for M, N, K, combos, _tiles in CASES:
            for combo in (x for x in combos if x != FP8):
                A, B, out, _C, _b = _specs(M, N, K, combo)
                os.environ["CUTE_SYM_GEMM_SCHEDULES"] = ",".join(SCHEDULES)
                with_ = plan_gemm(A, B, out)
                os.environ["CUTE_SYM_GEMM_SCHEDULES"] = ",".join(x for x in SCHEDULES if x != name)
                without = plan_gemm(A, B, out)
                if key(with_) == key(without):
                    continue
                a = timed.get((M, N, K, NAMES[combo], key(with_)))
                b = timed.get((M, N, K, NAMES[combo], key(without)))
                if a and b and "ms" in a and "ms" in b:
                    gains.append(b["ms"] / a["ms"])
        del os.environ["CUTE_SYM_GEMM_SCHEDULES"]
        geo = math.exp(sum(map(math.log, gains)) / len(gains)) if gains else float("nan")
        print(f"{name}: all correct {ok}, {len(gains)} shapes where the selection picks it, "
              f"geometric mean speed-up {geo:.3f}", file=sys.stderr)
        if ok and gains and geo >= 1.0:
            keep.append(name)
    return ",".join(keep) or "none"


def _roofline(r: dict) -> float:
    """The HBM roofline of a row: its bytes (1-byte fp8 A and B, 2-byte C; else 2 bytes each) / 4.3 TB/s
    over its time."""
    a = 1 if r["combo"] == NAMES[FP8] else 2
    return (a * (r["M"] * r["K"] + r["K"] * r["N"]) + 2 * r["M"] * r["N"]) / 4.3e12 * 1e3 / r["ms"]


def report(result: Path, write: bool, note: str = "") -> None:
    from benchmarks._results import publish, table
    data = json.loads(result.read_text())
    body = []
    for r in data["rows"]:
        if not r["tile"]:
            tile = f"the selection's ({r.get('form', '?')})" + {"0": ", no PDL", "1": ", PDL"}.get(r.get("pdl"), "")
        else:
            tile = ("x".join(map(str, r["tile"][:2])) + (f", split-K {r['tile'][2]}" if r["tile"][2] > 1 else "")
                + (", persistent" if len(r["tile"]) > 3 and r["tile"][3] else "")
                + (f", group {r['tile'][4]}" if len(r["tile"]) > 4 and r["tile"][4] else "")
                + (f", cluster {r['tile'][5]}" if len(r["tile"]) > 5 and r["tile"][5] > 1 else "")
                + (f", {r['tile'][6]} CTAs an SM" if len(r["tile"]) > 6 and r["tile"][6] > 1 else "")
                + (", ping-pong" if len(r["tile"]) > 7 and r["tile"][7] else "")
                + ((", TMA store" if r["tile"][8] else ", direct store") if len(r["tile"]) > 8 and r["tile"][8] is not None
                   else "")
                + (f", {r['tile'][9]} stages" if len(r["tile"]) > 9 and r["tile"][9] else "")
                + ((", not swapped" if not r["tile"][10] else ", swapped") if len(r["tile"]) > 10
                   and r["tile"][10] is not None else ""))
        if "ms" not in r:
            body.append([f"{r['M']}x{r['N']}x{r['K']}", r["combo"], tile, f"**failed** {r.get('error', '')[:80]}",
                         "-", "-", "-"])
            continue
        body.append([f"{r['M']}x{r['N']}x{r['K']}", r["combo"], tile,
                     f"{'yes' if r['ok'] else '**NO**'} ({r['rel_err']:.1e}, after timing {r['rel_err_after']:.1e})",
                     f"{r['tflops']:.0f}", f"{100 * r['ratio']:.0f}%", f"{100 * _roofline(r):.0f}%"])
    text = (f"Device: {data['device']}, torch {data['torch']}. Candidate tiles (kernel BM x BN, after the small-M "
            f"swap), split-K factors, raster groups, CTA pairs and two CTAs a multiprocessor on the weakest shapes of the sweep, each launched through "
            f"`codegen.torch.ops.launch_plan` with `plan_gemm(..., tile=(BM, BN, splits[, persistent, group, cluster, CTAs an SM]))`; timed and checked as in "
            f"\"cute_sym.torch GEMM (H200)\", and checked again after the timing (the split-K tickets must be left "
            f"zero by every launch, graph replays included); fp8 rows against `torch._scaled_mm`. These numbers set "
            f"`choose_tile` / `choose_splits` and the default schedules.\n\n"
            + table(["M x N x K", "A / B", "tile", "matches torch", "TFLOP/s", "ours / cuBLAS", "HBM roofline"], body)
            + ("\n\n" + note if note else ""))
    flag = "" if CHOSEN == "tiles" else f" --set {CHOSEN}"
    publish(SETS[CHOSEN][1], text, f"python benchmarks/bench_torch_tiles.py report{flag} {result}", write)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="step", required=True)
    g = sub.add_parser("generate")
    g.add_argument("folder", type=Path)
    r = sub.add_parser("run")
    r.add_argument("folder", type=Path)
    r.add_argument("result", type=Path)
    d = sub.add_parser("decide")
    d.add_argument("result", type=Path)
    z = sub.add_parser("sanitize")
    z.add_argument("folder", type=Path)
    p = sub.add_parser("report")
    p.add_argument("result", type=Path)
    p.add_argument("--no-write", action="store_true")
    p.add_argument("--note", default="")
    for step in (g, r, d, z, p):
        step.add_argument("--set", choices=sorted(SETS), default="tiles", help="the candidate set (default tiles)")
    args = ap.parse_args()
    global CHOSEN
    CHOSEN = args.set
    if args.step == "generate":
        generate(args.folder)
    elif args.step == "run":
        run(args.folder, args.result)
    elif args.step == "sanitize":
        sanitize(args.folder)
    elif args.step == "decide":
        print(decide(args.result))
    else:
        report(args.result, not args.no_write, args.note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
