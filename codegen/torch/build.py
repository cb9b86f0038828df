"""Generate, prove and compile one GEMM kernel for the cache (:mod:`.cache`): needs the solver
and NVRTC, and nothing of torch."""
from __future__ import annotations

import time
import warnings
from typing import Mapping

__all__ = ["build_kernel", "ensure", "PtxasPerformanceWarning"]


class PtxasPerformanceWarning(RuntimeWarning):
    """ptxas reported a performance loss on a generated kernel (e.g. C7514: its wgmmas serialized);
    the kernel is correct, only slower than its form should be."""


def build_kernel(config: Mapping) -> tuple[dict, str, bytes]:
    """``(meta, source, cubin)`` of the kernel of ``config`` (``GemmConfig`` keyword arguments);
    every proof runs (a failed one is a :class:`~codegen.errors.CodegenError`)."""
    from ..gemm.config import GemmConfig
    from ..gemm.kernel import gemm_kernel
    from ..nvrtc import compile_cuda
    start = time.perf_counter()
    c = GemmConfig(**dict(config))
    kern = gemm_kernel(0, 0, 0, config=c, name="cute_gemm")
    proved = time.perf_counter() - start
    remarks: list[str] = []
    cubin = compile_cuda(kern.source, arch="sm_90a", name="cute_gemm.cu", remarks=remarks)
    for remark in remarks:
        warnings.warn(f"cute_sym.torch: the {c.form} kernel {c.BM}x{c.BN} (M={c.M}, N={c.N}, K={c.K}): {remark}",
                      PtxasPerformanceWarning, stacklevel=2)
    functions = sum(f.certificate.status == "proved" for f in kern.functions)
    meta = {"name": kern.name, "threads": kern.threads, "smem_bytes": kern.smem_bytes, "form": c.form,
            "signature": kern.signature, "plan": kern.plan,
            "pdl": "cute_griddep_wait();" in kern.source,      # waits for the previous grid: PDL may launch it
            "ptxas_remarks": remarks,                         # ptxas's performance remarks (none expected)
            "proofs": {"index_functions": f"{functions}/{len(kern.functions)}", "relations": len(kern.facts),
                       "banks": kern.banks.status if kern.banks else None,
                       "bounds": kern.bounds.status if kern.bounds else None},
            "seconds": {"generate_and_prove": round(proved, 3), "compile": round(time.perf_counter() - start - proved, 3)}}
    return meta, kern.source, cubin


def ensure(config: Mapping):
    """The cache entry of ``config``, generated on first use."""
    from .cache import get_or_build
    return get_or_build(config, build_kernel)
