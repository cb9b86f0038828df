"""MMA atoms as data: the thread-value layouts of tensor-core instructions (paper §4.6.2,
Fig. 6; CuTe ``MMA_Traits``).

An MMA atom computes ``C[M,N] += A[M,K] * B[N,K]^T`` ("TN": A and B both K-major).  Its
three TV layouts map ``(thread, value)`` to the column-major index of the element in the
operand's tile: ``m + M*k`` for A (tile ``(M,K)``), ``n + N*k`` for B (tile ``(N,K)``),
``m + M*n`` for C (tile ``(M,N)``) -- CuTe's convention, so ``A o atom.c`` partitions any
``M x N`` data layout ``A`` (paper Table 4).  A stride-0 thread mode is a broadcast: every
thread of the mode sees the element (wgmma's shared-memory operands, read through a
descriptor).  The layouts below are those of CuTe's ``mma_traits_sm80.hpp`` and
``mma_traits_sm90_gmma.hpp`` (checked against the PTX ISA's fragment tables and the CuTe
DSL by ``tests/atoms``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..layout import Layout
from ..syntax import parse_layout

__all__ = ["MMAAtom", "SM80_MMA", "SM90_GMMA", "WGMMA_N", "WGMMA_N_EXT", "gmma"]


@dataclass(frozen=True)
class MMAAtom:
    """One tensor-core instruction: its shape, threads and the A, B, C TV layouts."""

    name: str
    instruction: str
    arch: str
    shape_mnk: tuple[int, int, int]
    threads: int
    a: Layout
    b: Layout
    c: Layout
    types: tuple[str, str, str]          # A/B element type, accumulator type: ("bf16", "bf16", "f32")
    a_source: str = "registers"          # "registers" | "shared memory (descriptor)"
    b_source: str = "registers"

    kind = "mma"

    @property
    def tiles(self) -> dict[str, tuple[int, int]]:
        m, n, k = self.shape_mnk
        return {"A": (m, k), "B": (n, k), "C": (m, n)}

    def layouts(self) -> dict[str, Layout]:
        """``{"A": ..., "B": ..., "C": ...}``: (thread, value) -> column-major tile index."""
        return {"A": self.a, "B": self.b, "C": self.c}


def _sm80(name: str, ptx: str, a: str, b: str, c: str, types: tuple[str, str, str],
          mnk: tuple[int, int, int]) -> MMAAtom:
    return MMAAtom(name, ptx, "sm_80", mnk, 32, parse_layout(a), parse_layout(b), parse_layout(c), types)


# (T32,V4) -> (M16,N8): CuTe's SM80_16x8_Row
_C16x8 = "((4,8),(2,2)):((32,1),(16,8))"
_A16x16 = "((4,8),(2,2,2)):((32,1),(16,8,128))"
_B8x16 = "((4,8),(2,2)):((16,1),(8,64))"

SM80_MMA = {a.name: a for a in (
    _sm80("SM80_16x8x16_F32BF16BF16F32_TN", "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
          _A16x16, _B8x16, _C16x8, ("bf16", "bf16", "f32"), (16, 8, 16)),
    _sm80("SM80_16x8x16_F32F16F16F32_TN", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
          _A16x16, _B8x16, _C16x8, ("f16", "f16", "f32"), (16, 8, 16)),
    # paper Fig. 6: the Ampere FP64 tensor core; C is ThrValLayoutC = ((4,8),2):((16,1),8)
    _sm80("SM80_8x8x4_F64F64F64F64_TN", "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64",
          "((4,8),1):((8,1),0)", "((4,8),1):((8,1),0)", "((4,8),2):((16,1),8)", ("f64", "f64", "f64"), (8, 8, 4)),
)}

WGMMA_N = (8, 16, 32, 64, 96, 128, 192, 256)
"""The wgmma N extents of CuTe's ``mma_sm90_gmma.hpp``."""
WGMMA_N_EXT = tuple(n for n in range(24, 256, 8) if n not in WGMMA_N)
"""The other multiples of 8 up to 256 that PTX's dense ``wgmma .m64nNk16`` takes: CuTe's
``mma_sm90_gmma_ext.hpp`` atoms (``SM90_64x48x16_F32BF16BF16_SS``, ...); :data:`SM90_GMMA` holds both."""


def _gmma_c(n: int) -> Layout:
    """CuTe's ``GMMA::CLayout_64xN``: 4 warps of 16 rows, each an SM80 16x8 C per 8 columns."""
    if n == 8:
        return parse_layout("((4,8,4),(2,2)):((128,1,16),(64,8))")
    return parse_layout(f"((4,8,4),(2,2,{n // 8})):((128,1,16),(64,8,512))")


def gmma(n: int, a_from_registers: bool = False, ab: str = "bf16") -> MMAAtom:
    """``SM90_64xNx16_F32<AB><AB>_SS`` (A and B in shared memory) or ``_RS`` (A in registers);
    for the 8-bit ``ab`` ``e4m3`` / ``e5m2`` the K of one instruction is 32
    (``SM90_64xNx32_F32E4M3E4M3_SS_TN``: K-major operands only)."""
    if n not in WGMMA_N + WGMMA_N_EXT:
        raise ValueError(f"wgmma N must be a multiple of 8 from 8 to 256, got {n}")
    t = {"bf16": "BF16", "f16": "F16", "e4m3": "E4M3", "e5m2": "E5M2"}[ab]
    k = 32 if ab in ("e4m3", "e5m2") else 16
    kind = "RS" if a_from_registers else "SS"
    a = _gmma_c(16) if a_from_registers else Layout((128, (64, k)), (0, (1, 64)))    # GMMA::ALayout_64xK / ABLayout
    b = Layout((128, (n, k)), (0, (1, n)))                                             # GMMA::ABLayout<N,K>
    ptx = f"wgmma.mma_async.sync.aligned.m64n{n}k{k}.f32.{ab}.{ab}"
    name = f"SM90_64x{n}x{k}_F32{t}{t}_{kind}" + ("_TN" if k == 32 else "")
    return MMAAtom(name, ptx, "sm_90a", (64, n, k), 128, a, b, _gmma_c(n),
                   (ab, ab, "f32"), "registers" if a_from_registers else "shared memory (descriptor)",
                   "shared memory (descriptor)")


SM90_GMMA = {a.name: a for n in WGMMA_N + WGMMA_N_EXT for a in (gmma(n), gmma(n, ab="f16"))}
SM90_GMMA.update({a.name: a for a in (gmma(n, True) for n in WGMMA_N + WGMMA_N_EXT)})


def gmma_k_sw128(elem_bytes: int = 2):
    """CuTe's ``GMMA::Layout_K_SW128_Atom<T>``: 8 rows of 128 bytes, K-major, the 16-byte chunks of
    row ``r`` XOR-ed with ``r % 8`` -- ``Swizzle<3,4,3>`` on the *byte* address (CuTe's
    ``smem_ptr_flag``: the swizzle acts on the pointer), i.e. ``Swizzle<3, 4 - log2(bytes), 3>``
    on element offsets: ``S<3,3,3> o 0 o (8,64):(64,1)`` for 16-bit elements."""
    from ..composed import ComposedLayout, Swizzle
    per_row = 128 // elem_bytes
    return ComposedLayout(Swizzle(3, 4 - (elem_bytes.bit_length() - 1), 3), 0, Layout((8, per_row), (per_row, 1)))


def gmma_mn(width: int = 128, elem_bytes: int = 2):
    """CuTe's ``GMMA::Layout_MN_SW<width>_Atom<T>`` (``width`` 128, 64 or 32 bytes): ``(8 width bits, 8)``
    with the MN index contiguous, ``Swizzle<log2(width/16),4,3>`` on the byte address, i.e.
    ``S<b,3,3> o 0 o (width/2,8):(1,width/2)`` for 16-bit elements (``upcast`` of
    ``Layout_MN_SW<width>_Atom_Bits``, mma_traits_sm90_gmma.hpp)."""
    from ..composed import ComposedLayout, Swizzle
    per_row = width // elem_bytes
    return ComposedLayout(Swizzle((width // 16).bit_length() - 1, 4 - (elem_bytes.bit_length() - 1), 3), 0,
                          Layout((per_row, 8), (1, per_row)))
