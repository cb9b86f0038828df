"""The shape of a GEMM kernel: problem size, CTA tile, warps, pipeline depth.

``C[M,N] = A[M,K] * B[N,K]^T`` with A, B and C row-major (A and B K-major: CuTe's "TN"),
bf16 or fp16 inputs, fp32 accumulation, C stored in the input type.  The kernel tiles C by
``(BM, BN)`` CTA tiles and K by ``BK``; the tiles must divide the problem (the stated and
checked divisibility precondition: there is no residue predication).  CTAs are rasterized
in groups of ``group`` tile rows so that neighbouring CTAs share A and B panels in L2.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import CodegenError

__all__ = ["GemmConfig", "DTYPES", "default_config"]

DTYPES = {"bf16": "bf16", "bfloat16": "bf16", "f16": "f16", "fp16": "f16", "half": "f16", "float16": "f16"}


@dataclass(frozen=True)
class GemmConfig:
    """Problem and tiling.  ``warps = (WM, WN)`` arranges the warps (SM80) or the consumer
    warpgroups (SM90) over the CTA tile; ``stages`` is the shared-memory pipeline depth."""

    M: int
    N: int
    K: int
    dtype: str = "bf16"
    arch: str = "sm_80"
    BM: int = 128
    BN: int = 256
    BK: int = 64
    warps: tuple[int, int] = (2, 4)
    stages: int = 3
    group: int = 8

    def __post_init__(self) -> None:
        if self.dtype not in DTYPES.values():
            raise CodegenError(f"gemm dtype must be bf16 or f16, got {self.dtype!r}")
        for name in ("M", "N", "K"):
            v = getattr(self, name)
            if not isinstance(v, int) or v < 1:
                raise CodegenError(f"gemm {name} must be a positive integer, got {v!r}")
        bad = [f"{d} % {getattr(self, b)} == {getattr(self, d) % getattr(self, b)}" for d, b in (("M", "BM"), ("N", "BN"), ("K", "BK"))
               if getattr(self, d) % getattr(self, b)]
        if bad:
            raise CodegenError(f"the divisibility precondition fails: {', '.join(bad)} (CTA tile {self.BM}x{self.BN}x"
                               f"{self.BK}); this kernel has no residue predication, pad the problem or pick a tile")
        if self.MB % self.group:
            raise CodegenError(f"the raster group {self.group} must divide the {self.MB} tile rows")
        if self.stages < 2:
            raise CodegenError("the pipeline needs at least 2 stages")
        if self.M * self.K >= 1 << 31 or self.N * self.K >= 1 << 31 or self.M * self.N >= 1 << 31:
            raise CodegenError("operands of 2^31 elements or more need 64-bit indices (not generated)")

    @property
    def MB(self) -> int:
        return self.M // self.BM

    @property
    def NB(self) -> int:
        return self.N // self.BN

    @property
    def KT(self) -> int:
        return self.K // self.BK

    @property
    def blocks(self) -> int:
        return self.MB * self.NB

    @property
    def flops(self) -> int:
        return 2 * self.M * self.N * self.K


def default_config(M: int, N: int, K: int, dtype: str = "bf16", arch: str = "sm_90a") -> GemmConfig:
    """The tile the benchmarks chose for ``arch``, shrunk until it divides the problem."""
    dtype = DTYPES.get(dtype, dtype)
    if arch == "sm_80":
        choices = [(128, 256, 64, (2, 4), 3), (128, 128, 64, (2, 2), 4), (64, 64, 64, (2, 2), 4),
                   (32, 32, 32, (1, 1), 2)]
    else:
        choices = [(128, 256, 64, (2, 1), 4), (128, 128, 64, (2, 1), 5), (64, 64, 64, (1, 1), 4)]
    for BM, BN, BK, warps, stages in choices:
        if M % BM == 0 and N % BN == 0 and K % BK == 0:
            mb = M // BM
            group = next(g for g in (8, 4, 2, 1) if mb % g == 0)
            return GemmConfig(M, N, K, dtype, arch, BM, BN, BK, warps, stages, group)
    BM, BN, BK = choices[-1][:3]
    raise CodegenError(f"no CTA tile divides {M}x{N}x{K} (the smallest is {BM}x{BN}x{BK}); this kernel has no "
                       f"residue predication: pad the problem")
