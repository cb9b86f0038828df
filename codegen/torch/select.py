"""From tensors' shapes, strides and dtypes to a GEMM kernel's configuration (issue 24).

Pure Python on plain values (no torch): :class:`Spec` describes a tensor as torch holds it
(shape, strides in elements, dtype name, device, data pointer), :func:`plan_gemm` turns
``alpha * (A @ B) + beta * C + bias`` into a :class:`Plan` -- the :class:`~codegen.gemm.config.GemmConfig`
to generate, whether the kernel computes ``C^T = B^T A^T`` instead (``swap``), and the launch:
tensor maps (dimensions, strides, boxes), C's pointer and batch stride, the sizes, the grid.

The strides are CuTe layouts: ``A`` of shape ``(M, K)`` with strides ``(sm, sk)`` is the layout
``(M,K):(sm,sk)``; a unit stride along K makes it K-major, along M MN-major (wgmma reads MN-major
16-bit operands with its transpose bit).  ``B`` ``(K, N)`` is the kernel's ``N x K`` operand
``(N,K):(sn,sk)``.  ``out`` must be row-major ``(M,N):(N,1)`` or column-major ``(M,N):(1,M)``.  No
transpose is ever added: a layout no kernel form reads is a :class:`ValueError` naming the tensor,
what it has and what is needed.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Optional

from ..gemm.config import ELEM_BYTES as KERNEL_BYTES, mn_width

__all__ = ["Spec", "Plan", "TensorMap", "plan_gemm", "DTYPES", "SMS", "choose_tile", "choose_splits", "choose_persistent",
           "choose_cluster", "choose_pingpong", "choose_pairs", "misaligned_mn_b", "off_lines", "choose_wave_pairs",
           "prefer_unsplit"]

DTYPES = {"bfloat16": "bf16", "float16": "f16", "float8_e4m3fn": "e4m3", "float8_e5m2": "e5m2"}
FP8 = ("float8_e4m3fn", "float8_e5m2")
OUT_FP8 = {"bfloat16": "bf16", "float32": "f32"}
BYTES = {"bfloat16": 2, "float16": 2, "float8_e4m3fn": 1, "float8_e5m2": 1, "float32": 4}
ELEM_BYTES = 2
SMS = 132                      # multiprocessors of the H200
PDL_BYTES = 8 << 20            # A and B bytes up to which a one-wave grid takes PDL (Plan.pdl)
SMEM = 227 * 1024              # the opt-in shared memory of a CTA (sm_90)
LIMIT = 1 << 15                # the generated kernels' named sizes are at most 2^15 (32-bit indices)


@dataclass(frozen=True)
class Spec:
    """A tensor as torch describes it: ``shape``, ``strides`` (elements), ``dtype`` (torch's name
    without ``torch.``), ``device`` (``"cuda:0"``), ``ptr`` (its data pointer, the storage offset
    included)."""

    name: str
    shape: tuple
    strides: tuple
    dtype: str
    device: str = "cuda:0"
    ptr: int = 0

    @property
    def layout(self) -> str:
        """The CuTe layout ``shape:stride``."""
        show = lambda t: "(" + ",".join(map(str, t)) + ")" if len(t) != 1 else str(t[0])   # noqa: E731
        return f"{show(self.shape)}:{show(self.strides)}"


@dataclass(frozen=True)
class TensorMap:
    """One ``cuTensorMapEncodeTiled`` call: ``dims`` and ``box`` innermost first, ``strides`` the
    byte strides of dimensions 1.. (CUDA's ``globalStrides``), ``tensor`` which argument."""

    tensor: str
    dims: tuple
    strides: tuple
    box: tuple
    swizzle: int = 128                # bytes: CU_TENSOR_MAP_SWIZZLE_128B / 64B / 32B


@dataclass(frozen=True)
class Plan:
    """What to generate (``config`` keyword arguments of ``GemmConfig``) and how to launch it."""

    config: dict
    swap: bool
    sizes: tuple                      # (kernel M, N, K)
    batch: int
    maps: tuple                       # TensorMap of the kernel's A, B (and C: the TMA-store epilogue)
    batch_stride_c: int
    grid: tuple
    notes: tuple = field(default_factory=tuple)
    workspace: int = 0                # split-K: fp32 elements of the partial sums (splits * M * N)
    counters: int = 0                 # split-K: zeroed 32-bit tickets, one per C tile

    def key(self) -> tuple:
        return tuple(sorted(self.config.items()))

    @property
    def one_wave(self) -> bool:
        """The grid fits the multiprocessors at once (a persistent grid always does)."""
        return self.grid[0] * self.grid[1] * self.grid[2] <= SMS * self.config.get("ctas_per_sm", 1)

    @property
    def pdl(self) -> bool:
        """Launched with programmatic dependent launch: a grid of one wave that is persistent, swapped
        (small M) or reads at most :data:`PDL_BYTES` of A and B.  Measured on the H200 against the same
        kernels without it (benchmarks/RESULTS.md, "cute_sym.torch GEMM programmatic dependent launch
        (H200)"): 1.08-1.10x at 1000^3 and 1024^3, 1.01-1.10x on the decode rows, 1.00-1.05x persistent;
        but 0.84-0.97x on the one-wave M = 128 grids of 64 x 128 .. 128 x 256 tiles and 0.88x on a grid
        of 1.7 waves."""
        kM, kN, K = self.sizes
        small = (kM + kN) * K * KERNEL_BYTES[self.config["dtype"]] * max(self.batch, 1) <= PDL_BYTES
        return self.one_wave and (bool(self.config.get("persistent")) or self.swap or small)


def _fail(spec: Spec, has: str, needs: str) -> ValueError:
    return ValueError(f"cute_sym.torch.gemm: {spec.name} has {has}; {needs}")


def _matrix(spec: Spec, rows: str, cols: str) -> tuple[int, int, int, int, int]:
    """``(L, rows, cols, stride_rows, stride_cols, stride_L)`` of a 2-D or 3-D operand (L = 0 if 2-D),
    strides of extent-1 modes normalised (they are arbitrary in torch)."""
    if len(spec.shape) not in (2, 3) or len(spec.strides) != len(spec.shape):
        raise _fail(spec, f"shape {tuple(spec.shape)}", f"needs 2 dimensions ({rows}, {cols}) or 3 (L, {rows}, {cols})")
    *lead, r, c = spec.shape
    *lead_s, sr, sc = spec.strides
    if any(x < 0 for x in spec.strides):
        raise _fail(spec, f"negative strides {spec.layout}", "needs non-negative strides")
    L = lead[0] if lead else 0
    sl = lead_s[0] if lead else 0
    return L, r, c, sr, sc, sl


def _major(spec: Spec, dims: tuple[str, str], ext: tuple[int, int], strides: tuple[int, int]) -> tuple[str, int]:
    """``("K" | "MN", the other stride)`` of an operand whose MN extent/stride come first (its
    outer stride a multiple of 16 bytes)."""
    vec = 16 // BYTES.get(spec.dtype, ELEM_BYTES)
    (mn, k), (smn, sk) = ext, strides
    if sk == 1 or k == 1:
        major, other = "K", (smn if mn > 1 else -(-k // vec) * vec)
    elif smn == 1 or mn == 1:
        major, other = "MN", (sk if k > 1 else -(-mn // vec) * vec)
    else:
        raise _fail(spec, f"layout {spec.layout}", f"needs a unit stride along {dims[1]} (K-major) or {dims[0]} "
                    f"(MN-major); no transpose is added (call .contiguous())")
    if other % vec:
        raise _fail(spec, f"layout {spec.layout}", f"the stride of its outer mode ({other}) must be a multiple of "
                    f"{vec} elements (16 bytes) for the tensor map")
    return major, other


def _aligned(spec: Spec, what: str = "its data pointer") -> None:
    if spec.ptr % 16:
        raise _fail(spec, f"{what} at {spec.ptr:#x} (storage offset)", "needs a 16-byte aligned data pointer")


SCHEDULES = ("splitk", "persistent", "cluster", "pingpong", "pairs", "tmastore")
DEFAULT_SCHEDULES = ("splitk", "pairs", "tmastore")
"""Split-K, the persistent CTA pairs and the TMA-store epilogue by default; the persistent scheduler
alone, the one-tile CTA-pair clusters and ping-pong only when asked for.  On the H200 the persistent
pairs measured 0.97-1.07x of the one-CTA-a-tile grid by the ratio to cuBLAS in the same run (and
0.98-1.13x in TFLOP/s) on the compute-bound shapes (benchmarks/RESULTS.md, "cute_sym.torch GEMM
persistent CTA pairs (H200)"); the TMA-store epilogue 0.97-1.31x of the direct one (1.00-1.14x at
4096^3 .. 8192^3, 1.19-1.22x at 2048^3 and 3000 x 5000 x 2000, fp8 1.05-1.31x: "cute_sym.torch GEMM
TMA-store epilogue (H200)"); the persistent scheduler alone 0.99x, the clusters launched a tile
each 0.94x at 4096^3 (cluster dimensions alone, without the multicast, 0.91x: a finished CTA's
multiprocessor waits for a second free one in its GPC) ("cute_sym.torch GEMM tile candidates
(H200)"), though all are correct everywhere."""


def schedules() -> tuple[str, ...]:
    """The schedules the selection may choose: ``$CUTE_SYM_GEMM_SCHEDULES`` (a comma list of
    ``splitk``, ``persistent``, ``cluster``, ``pingpong``, ``pairs``, ``tmastore``; ``none`` for none), default
    :data:`DEFAULT_SCHEDULES`."""
    text = os.environ.get("CUTE_SYM_GEMM_SCHEDULES", ",".join(DEFAULT_SCHEDULES)).strip()
    chosen = tuple(x.strip() for x in text.split(",") if x.strip() and x.strip() != "none")
    bad = [x for x in chosen if x not in SCHEDULES]
    if bad:
        raise ValueError(f"CUTE_SYM_GEMM_SCHEDULES has {bad}; needs a comma list of {SCHEDULES} or 'none'")
    return chosen


def _stages(BM: int, BN: int, occupancy: int = 1, reserved: int = 0, most: int = 8) -> int:
    """The ring's stages (2..``most``) of ``BM x 64`` and ``BN x 64`` 2-byte tiles (128-byte rows: 64 fp8
    columns hold as many bytes) in a multiprocessor's share of shared memory, less ``reserved`` bytes."""
    return max(2, min(most, (SMEM // occupancy - 2048 - reserved) // ((BM + BN) * 64 * ELEM_BYTES)))


def choose_tile(M: int, N: int, b_mn: bool, a_mn: bool) -> tuple[int, int, int]:
    """``(BM, BN, stages)`` for a kernel problem ``M x N``: small N gets a narrow tile (16..64
    columns; an MN-major B's 16 and 32 in the 32- and 64-byte swizzles; a K-major B of 33..48 columns
    the wgmma n48 tile: at 33x4096x4096 1.02-1.03x cuBLAS against 0.92-0.95x for 64 columns, while an
    MN-major B in three 16-column boxes measured 0.61x against 0.70x), else the tile whose waves
    over the multiprocessors waste the least, weighted by the tile's own efficiency (larger tiles
    reuse more of each byte)."""
    if N <= 64:                            # decode
        BN = next(b for b in ((16, 32, 64) if b_mn else (16, 32, 48, 64)) if N <= b)
        BM = 128 if -(-M // 128) >= SMS or BN == 64 and b_mn or wave_of_128_rows(M) else 64
        return BM, BN, _stages(BM, BN)
    best = None
    for BM, BN, speed in ((128, 256, 1.0), (128, 128, 0.92), (64, 256, 0.85), (64, 128, 0.78)):
        ctas = -(-M // BM) * -(-N // BN)
        waves = -(-ctas // SMS)
        score = speed * (M * N) / (waves * SMS * BM * BN)
        if best is None or score > best[0] + 1e-9:
            best = (score, BM, BN)
    _, BM, BN = best
    return BM, BN, _stages(BM, BN)


def wave_of_128_rows(M: int) -> bool:
    """128-row decode tiles when 64-row ones would take more than one wave and 128-row ones still fill
    3/4 of the machine: 16x14336x4096 (224 tiles of 64 rows, or 112 of 128) measured 0.92-0.93x cuBLAS
    against 0.87-0.88x (benchmarks/RESULTS.md, "cute_sym.torch GEMM candidates on the rows below 0.90x
    (H200)")."""
    return -(-M // 64) > SMS and 4 * -(-M // 128) >= 3 * SMS


def split_min_ktiles(BM: int, BN: int, b_mn: bool = False) -> "int | None":
    """The fewest k-tiles a split keeps, or ``None`` for a tile that is not split, as measured on the
    H200 (benchmarks/RESULTS.md, "cute_sym.torch GEMM tile candidates (H200)" and "... decode and
    small-shape candidates (H200)"): 16 for the decode tiles 64 x 16/32, 32 for 128 x 64 with an
    MN-major B (2 splits of 4096 ran 1.14-1.17x of 4 at 16x4096x4096 and 33x4096x4096) and for tiles
    of 128 or more columns; the 64 x 64 K-major tile (M = 33..64 swapped) ran slower split (0.80x)."""
    if BN <= 32:
        return 16
    return 32 if BN >= 128 or (BN == 64 and b_mn) else None


def choose_splits(M: int, N: int, K: int, BM: int, BN: int, BK: int = 64, b_mn: bool = False) -> int:
    """Split-K for a grid that leaves at least half the multiprocessors idle: the most splits
    ``s <= 8`` with ``MB*NB*s <= SMS`` CTAs and at least :func:`split_min_ktiles` k-tiles a split."""
    ctas, KT = -(-M // BM) * -(-N // BN), -(-K // BK)
    least = split_min_ktiles(BM, BN, b_mn)
    if 2 * ctas > SMS or least is None:
        return 1
    return max([s for s in range(2, 9) if ctas * s <= SMS and KT // s >= least], default=1)


def choose_persistent(M: int, N: int, K: int, BM: int, BN: int) -> bool:
    """The persistent scheduler when the tiles outnumber the multiprocessors (several waves: the
    next tile's loads overlap an epilogue) and are compute-bound ones (at least 128 x 128)."""
    return -(-M // BM) * -(-N // BN) > SMS and BM * BN >= 128 * 128


def choose_pingpong(M: int, N: int, BM: int, BN: int) -> bool:
    """Ping-pong consumers (:mod:`codegen.gemm.sm90_pingpong`, 64-row tiles of the chosen width) for a
    tile of 128 or more columns when the 64-row tiles give every multiprocessor at least two (both
    consumers busy).  Not a default schedule: on the H200 it measured 0.64-1.13x of the 128-row
    cooperative tile (benchmarks/RESULTS.md, "cute_sym.torch GEMM ping-pong candidates (H200)")."""
    return BN >= 128 and -(-M // 64) * -(-N // BN) >= 2 * SMS


def misaligned_mn_b(b_major: str, row_bytes: int) -> bool:
    """An MN-major B whose rows along K start off 128-byte lines (``row_bytes % 128``): each 128-byte
    row of a TMA box then spans five 32-byte sectors, and Nsight Compute showed the kernel bound by
    L2 reads (3000 x 5000 x 2000: 52% more L2 read sectors than cuBLAS).  There the CTA pairs, each
    loading half of B and multicasting it, measured 1.18-1.25x on the H200 (benchmarks/RESULTS.md,
    "cute_sym.torch GEMM CTA pairs on L2-bound shapes (H200)"), so they are chosen by default."""
    return b_major == "MN" and off_lines(row_bytes)


def off_lines(row_bytes: int) -> bool:
    """An operand whose rows (the outer stride of its tensor map, in bytes) start off 128-byte lines:
    each 128-byte row of a TMA box then spans two lines and five 32-byte sectors."""
    return row_bytes % 128 != 0


def choose_wave_pairs(M: int, N: int, BM: int, BN: int) -> bool:
    """CTA pairs (:mod:`codegen.gemm.sm90_cluster`, a tile each, B multicast) for one wave of 64-row
    tiles, at least half the machine, when an operand's rows start off 128-byte lines (:func:`off_lines`):
    at 1000^3 (rows of 2000 bytes) the 64 x 128 pairs measured 1.16-1.23x of the lone CTAs in all four
    layouts, at 1024^3 (aligned) 0.84-0.88x (benchmarks/RESULTS.md, "cute_sym.torch GEMM one-wave tiles
    with CTA pairs (H200)"); B's halves need ``BN >= 128``."""
    mb, nb = -(-M // BM), -(-N // BN)
    return BM == 64 and BN >= 128 and mb >= 2 and SMS < 2 * mb * nb <= 2 * SMS


def prefer_unsplit(M: int, N: int, K: int, BM: int, BN: int, splits: int, BK: int = 64) -> bool:
    """64 x 64 tiles without split-K instead of 64 x 128 split in two or more, when the 64 x 64 grid
    fits one wave and K is short (at most 64 k-tiles): at 128x4096x4096 they measured 1.05-1.09x in all
    four layouts, at 128x4096x14336 (224 k-tiles, the split's fixup amortized) 0.91-0.95x
    (benchmarks/RESULTS.md, "cute_sym.torch GEMM one-wave tiles with CTA pairs (H200)")."""
    return ((BM, BN) == (64, 128) and splits > 1 and -(-K // BK) <= 64
            and -(-M // 64) * -(-N // 64) <= SMS)


def choose_pairs(M: int, N: int, BM: int, BN: int) -> bool:
    """Persistent CTA pairs (:mod:`codegen.gemm.sm90_persistent` with :mod:`~codegen.gemm.sm90_cluster`:
    66 clusters of two walk the tile pairs, each CTA loading half of the pair's B tile and multicasting
    it) for the compute-bound tiles (128 rows, 128 or more columns) over at least two tile rows and
    about a wave of tiles (``3/4 * SMS``): a third less L2 traffic a k-tile than a CTA a tile, without
    the cost of launching a cluster a tile."""
    mb, nb = -(-M // BM), -(-N // BN)
    return BM >= 128 and BN >= 128 and mb >= 2 and 4 * mb * nb >= 3 * SMS


def choose_cluster(M: int, N: int, BM: int, BN: int, b_mn: bool) -> int:
    """CTA pairs sharing B by multicast (:mod:`codegen.gemm.sm90_cluster`) for the compute-bound tiles
    (128 rows, 128 or more columns) over at least two tile rows and a full wave of tiles: there the
    operand traffic from L2 (``(BM + BN) * BK`` elements a k-tile and CTA) is what the pair cuts."""
    mb, nb = -(-M // BM), -(-N // BN)
    if BM < 128 or BN < 128 or mb < 2 or mb * nb < SMS:
        return 1
    return 2


def _scales(A: Spec, scale_a: Optional[Spec], scale_b: Optional[Spec], out_dtype: Optional[str]) -> str:
    """The C type of the product: the input's (16-bit, no scales), or ``out_dtype`` (fp8: bf16 by
    default, or fp32) with both per-tensor scales float32 scalars on A's device."""
    if A.dtype not in FP8:
        for s in (scale_a, scale_b):
            if s is not None:
                raise _fail(s, f"a scale for {A.dtype} inputs", "scales go with float8_e4m3fn / float8_e5m2 A and B")
        if out_dtype not in (None, A.dtype):
            raise ValueError(f"cute_sym.torch.gemm: out_dtype {out_dtype} is not generated for {A.dtype} inputs; "
                             f"needs out_dtype None or {A.dtype}")
        return A.dtype
    for name, s in (("scale_a", scale_a), ("scale_b", scale_b)):
        if s is None:
            raise ValueError(f"cute_sym.torch.gemm: {A.dtype} A needs {name} (a float32 scalar tensor, "
                             f"torch._scaled_mm's per-tensor scale)")
        if s.dtype != "float32" or s.device != A.device or tuple(s.shape) not in ((), (1,)):
            raise _fail(s, f"dtype {s.dtype}, shape {tuple(s.shape)} on {s.device}",
                        f"needs a float32 scalar (shape () or (1,)) on {A.device}")
    out = out_dtype or "bfloat16"
    if out not in OUT_FP8:
        raise ValueError(f"cute_sym.torch.gemm: out_dtype {out} is not generated for {A.dtype} inputs; needs "
                         f"bfloat16 or float32")
    return out


def plan_gemm(A: Spec, B: Spec, out: Optional[Spec] = None, *, C: Optional[Spec] = None, bias: Optional[Spec] = None,
              alpha: float = 1.0, beta: float = 0.0, out_dtype: Optional[str] = None,
              scale_a: Optional[Spec] = None, scale_b: Optional[Spec] = None,
              tile: Optional[tuple] = None) -> Plan:
    """The kernel and launch for ``out = alpha * scale_a * scale_b * (A @ B) + beta * C + bias``
    (see the module; the scales only with fp8 A and B).  ``tile = (BM, BN, splits[, persistent])``
    overrides the choice of :func:`choose_tile`, :func:`choose_splits` and :func:`choose_persistent`
    (tuning, tests); ``tile[4]`` the raster group, ``tile[5]`` the cluster (1 or 2), ``tile[6]`` the CTAs
    a multiprocessor holds (1 or 2), ``tile[7]`` ping-pong consumers (64-row tiles, persistent), ``tile[8]``
    the TMA-store epilogue (0 or 1; ``None`` or absent: as ``CUTE_SYM_GEMM_SCHEDULES`` allows, where the form has it),
    ``tile[9]`` the ring's stages (at most what shared memory holds; else :func:`_stages`), ``tile[10]`` whether
    the kernel computes ``C^T = B^T A^T`` (``None`` or absent: the rule below)."""
    for t in (A, B):
        if t.dtype not in DTYPES:
            raise _fail(t, f"dtype {t.dtype}", "needs bfloat16, float16, float8_e4m3fn or float8_e5m2")
        if not t.device.startswith("cuda"):
            raise _fail(t, f"device {t.device}", "needs a CUDA tensor")
    if B.dtype != A.dtype:
        raise _fail(B, f"dtype {B.dtype}", f"needs A's dtype {A.dtype}")
    if B.device != A.device:
        raise _fail(B, f"device {B.device}", f"needs A's device {A.device}")
    c_dtype = _scales(A, scale_a, scale_b, out_dtype)
    La, M, K, sam, sak, sal = _matrix(A, "M", "K")
    Lb, K2, N, sbk, sbn, sbl = _matrix(B, "K", "N")
    if K2 != K:
        raise _fail(B, f"shape {tuple(B.shape)}", f"needs {K} rows (A is {tuple(A.shape)})")
    if La and Lb and La != Lb:
        raise _fail(B, f"batch {Lb}", f"needs A's batch {La}")
    L = La or Lb
    if min(M, N, K) < 1:
        raise ValueError(f"cute_sym.torch.gemm: empty problem {M}x{N}x{K} (M, N, K must be at least 1)")
    a_major, _ = _major(A, ("M", "K"), (M, K), (sam, sak))
    b_major, _ = _major(B, ("N", "K"), (N, K), (sbn, sbk))
    if A.dtype in FP8:
        for t, major, want in ((A, a_major, "row-major (M,K):(K,1)"), (B, b_major, "column-major (K,N):(1,K)")):
            if major != "K":
                raise _fail(t, f"layout {t.layout}", f"fp8 needs K-major operands ({want}, as torch._scaled_mm): "
                            f"the fp8 wgmma has no transpose")
    _aligned(A)
    _aligned(B)
    if bias is not None:
        if tuple(bias.shape) != (N,) or (N > 1 and bias.strides[0] != 1):
            raise _fail(bias, f"layout {bias.layout}", f"needs a contiguous vector of {N} elements (one per column)")
        if bias.dtype != c_dtype or bias.device != A.device:
            raise _fail(bias, f"dtype {bias.dtype} on {bias.device}", f"needs {c_dtype} on {A.device}")
    c_major, sol = "row", 0
    if out is not None:
        if out.dtype != c_dtype or out.device != A.device:
            raise _fail(out, f"dtype {out.dtype} on {out.device}", f"needs {c_dtype} on {A.device}")
        want = (L, M, N) if L else (M, N)
        if tuple(out.shape) != want:
            raise _fail(out, f"shape {tuple(out.shape)}", f"needs {want}")
        *lo, so_m, so_n = out.strides
        sol = lo[0] if lo else 0
        if (so_m, so_n) == (N, 1) or M == 1 and so_n == 1:
            c_major = "row"
        elif (so_m, so_n) == (1, M) or N == 1 and so_m == 1:
            c_major = "col"
        else:
            raise _fail(out, f"layout {out.layout}", f"needs row-major ({M},{N}):({N},1) or column-major "
                        f"({M},{N}):(1,{M}) (the kernel's C has no leading dimension)")
        _aligned(out)
        if L and (sol * BYTES[c_dtype]) % 16:
            raise _fail(out, f"batch stride {sol}", "needs a multiple of 8 elements (16 bytes)")
    else:
        sol = M * N
    if C is not None and beta != 0:
        want = (L, M, N) if L else (M, N)
        if tuple(C.shape) not in (want, (M, N), (N,), (1, N)):
            raise _fail(C, f"shape {tuple(C.shape)}", f"needs a shape that broadcasts to {want}")
    if max(M, N, K) > LIMIT:
        big = next(d for d, v in (("M", M), ("N", N), ("K", K)) if v > LIMIT)
        raise ValueError(f"cute_sym.torch.gemm: {big} = {max(M, N, K)} is over {LIMIT} (the generated kernels' "
                         f"32-bit indices); split the problem")
    # the kernel problem: direct, or C^T = B^T A^T (small M onto the narrow N side; odd N of a row-major C)
    swap = (M <= 64 < N) or (c_major == "row" and N % 2 == 1) or (c_major == "col" and M % 2 == 0 and N > 64)
    if tile is not None and len(tile) > 10 and tile[10] is not None:
        swap = bool(tile[10])
    flip = {"K": "K", "MN": "MN"}
    if swap:
        kM, kN = N, M
        ka, kb = flip[b_major], flip[a_major]
        kc = "col" if c_major == "row" else "row"
        kbias = "row" if bias is not None else ""
        a_spec, a_s = B, (sbn, sbk, sbl)                      # the kernel's A: B^T (N x K)
        b_spec, b_s = A, (sam, sak, sal)
    else:
        kM, kN = M, N
        ka, kb, kc = a_major, b_major, c_major
        kbias = "col" if bias is not None else ""
        a_spec, a_s = A, (sam, sak, sal)
        b_spec, b_s = B, (sbn, sbk, sbl)
    if kc == "row" and kN % 2:
        raise _fail(out or A, f"an odd N = {kN} with a row-major C", "needs an even N (C is stored in pairs): pad N")
    BM, BN, _ = choose_tile(kM, kN, kb == "MN", ka == "MN")
    BK = 128 // BYTES[A.dtype]
    allowed = schedules()
    splits = choose_splits(kM, kN, K, BM, BN, BK, kb == "MN") if not L and "splitk" in allowed else 1
    if prefer_unsplit(kM, kN, K, BM, BN, splits, BK):
        BN, splits = 64, 1
    group, occupancy, pingpong = None, 1, False
    persistent = not L and splits == 1 and "persistent" in allowed and choose_persistent(kM, kN, K, BM, BN)
    if not L and splits == 1 and "pingpong" in allowed and choose_pingpong(kM, kN, BM, BN):
        BM, pingpong, persistent = 64, True, True
    if not L and splits == 1 and not pingpong and "pairs" in allowed and choose_pairs(kM, kN, BM, BN):
        persistent, cluster = True, 2
    else:
        cluster = (choose_cluster(kM, kN, BM, BN, kb == "MN") if not L and splits == 1 and not persistent
                   and ("cluster" in allowed or misaligned_mn_b(kb, b_s[1] * BYTES[A.dtype])) else 1)
        outer = [(st[1] if major == "MN" else st[0]) * BYTES[A.dtype] for major, st in ((ka, a_s), (kb, b_s))]
        if (cluster == 1 and not L and splits == 1 and not persistent and "pairs" in allowed
                and any(off_lines(x) for x in outer) and choose_wave_pairs(kM, kN, BM, BN)):
            cluster = 2
    if tile is not None:
        BM, BN, splits = tile[:3]
        persistent = bool(tile[3]) if len(tile) > 3 else False
        group = tile[4] if len(tile) > 4 else None
        cluster = tile[5] if len(tile) > 5 else 1
        occupancy = tile[6] if len(tile) > 6 else 1
        pingpong = bool(tile[7]) if len(tile) > 7 else False
        if pingpong and (BM != 64 or splits > 1 or cluster > 1 or occupancy > 1):
            raise ValueError("cute_sym.torch.gemm: ping-pong consumers need 64-row persistent tiles without split-K, "
                             "clusters or two CTAs a multiprocessor")
        persistent = persistent or pingpong
        if L and (splits > 1 or persistent or cluster > 1):
            raise ValueError("cute_sym.torch.gemm: split-K, the persistent scheduler and clusters are not generated "
                             "for batched problems")
    # the epilogue through shared memory and the TMA (codegen/gemm/sm90_tma_store.py) where its form allows
    tma_store = (bool(tile[8]) if tile is not None and len(tile) > 8 and tile[8] is not None else "tmastore" in allowed) and \
        kc == "row" and BYTES[c_dtype] == 2 and not (C is not None and beta != 0) and not L and splits == 1 \
        and not pingpong and kN % 8 == 0 and BN % 64 == 0
    # the TMA store's staging buffers (sm90_tma_store.staging_bytes): 64 x min(BN, 128) a consumer warpgroup
    staging = (BM // 64) * 64 * min(BN, 128) * 2 if tma_store else 0
    stages = _stages(BM, BN, occupancy, staging)
    if tile is not None and len(tile) > 9 and tile[9]:
        most = _stages(BM, BN, occupancy, staging, most=32)
        if not 2 <= tile[9] <= most:
            raise ValueError(f"cute_sym.torch.gemm: {tile[9]} stages of {BM}x{BN} tiles; needs 2..{most} "
                             f"(the shared memory of a multiprocessor)")
        stages = tile[9]
    exact = tuple(f"{d} % {t} == 0" for d, v, t in (("M", kM, BM), ("N", kN, BN), ("K", K, BK)) if v % t == 0)
    mb = -(-kM // BM)
    group = group or min(8, mb)                    # fewer tile rows than 8: one raster group, no CTA exits
    group += group % cluster                       # a pair's CTAs g = 2p, 2p+1 in one raster group
    config = dict(M="M", N="N", K="K", dtype=DTYPES[A.dtype], arch="sm_90a", BM=BM, BN=BN, BK=BK,
                  warps=(BM // 64, 1), stages=stages, group=group, assume=exact, a_major=ka, b_major=kb, c_major=kc,
                  alpha=alpha != 1, beta=(C is not None and beta != 0), bias=kbias, batched=bool(L), strided=True)
    if splits > 1:
        config["splits"] = splits
    if persistent:
        config["persistent"] = True
    if pingpong:
        config["pingpong"] = True
    if cluster > 1:
        config["cluster"] = cluster
    if occupancy > 1:
        config["ctas_per_sm"] = occupancy
    if tma_store:
        config["tma_store"] = True
    if A.dtype in FP8:
        config.update(out_dtype=OUT_FP8[c_dtype], scaled=True)
    maps = tuple(_tensor_map(name, spec, rows, K, strides, major, box_rows, L)
                 for name, spec, rows, strides, major, box_rows in (("A", a_spec, kM, a_s, ka, BM),
                                                                    ("B", b_spec, kN, b_s, kb, BN // cluster)))
    if tma_store:                                   # C (kM x kN, row-major) in boxes of 64 x 64
        maps += (TensorMap("C", (kN, kM), (kN * BYTES[c_dtype],), (64, 64)),)
    grid = (group, -(-kN // BN), -(-mb // group) * max(L, 1) * splits)
    tiles = group * grid[1] * -(-mb // group)
    if persistent and cluster > 1:                  # pairs: an even grid, at most one pair a real pair tile (the
        grid = (2 * min(SMS // 2, -(-mb // 2) * grid[1]), 1, 1)   # launch caps it at the clusters that fit)
    elif persistent:                                # one CTA per multiprocessor (at most one per real tile)
        grid = (min(SMS, mb * grid[1]), 1, 1)
    return Plan(config, swap, (kM, kN, K), L, maps, sol, grid, workspace=splits * kM * kN if splits > 1 else 0,
                counters=tiles if splits > 1 else 0)


def _tensor_map(name: str, spec: Spec, rows: int, K: int, strides: tuple, major: str, tile: int,
                L: int) -> TensorMap:
    """The tensor map of the kernel's ``rows x K`` operand (K-major: the ``rows x K`` view, box
    ``tile x 64``, SWIZZLE_128B; MN-major: the ``K x rows`` view, boxes of ``64 x W/2`` in the
    ``W = mn_width(tile)``-byte swizzle); a 3rd dimension of extent L with the operand's batch stride
    when batched (0: the operand is broadcast)."""
    s_rows, s_k, s_l = strides
    e = BYTES[spec.dtype]
    pad = lambda x: -(-x // (16 // e)) * (16 // e)             # noqa: E731  (an extent-1 mode's stride)
    if major == "K":
        dims, st, box, width = [K, rows], [s_rows if rows > 1 else pad(K)], [128 // e, tile], 128
    else:
        width = mn_width(tile, e)
        dims, st, box = [rows, K], [s_k if K > 1 else pad(rows)], [width // e, 64]
    if L:
        if len(spec.shape) == 2:
            s_l = 0
        elif (s_l * e) % 16:
            raise _fail(spec, f"batch stride {s_l}", "needs a multiple of 8 elements (16 bytes) for the tensor map")
        dims.append(L)
        st.append(s_l)
        box.append(1)                                          # one batch a box
    return TensorMap(name, tuple(dims), tuple(x * e for x in st), tuple(box), width)
