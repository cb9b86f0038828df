"""``gemm_kernel``: the GEMM generator's entry point (the SM80 or SM90 kernel for a problem)."""
from __future__ import annotations

from .config import GemmConfig, Size, default_config
from .generated import GemmKernel

__all__ = ["GemmKernel", "gemm_kernel"]


def gemm_kernel(M: Size, N: Size, K: Size, dtype: str = "bf16", arch: str = "sm_90a", *,
                config: "GemmConfig | None" = None, name: str = "cute_gemm", verify: bool = True,
                assume: tuple = ()) -> GemmKernel:
    """Generate (and, unless ``verify`` is off, prove) the GEMM kernel for ``M x N x K``
    (integers, or names with facts ``assume``)."""
    c = config or default_config(M, N, K, dtype, arch, tuple(assume))
    if c.arch == "sm_80":
        from .sm80 import build
    else:
        from .sm90 import build
    return build(c, name, verify)
