"""Verified kernels on PyTorch tensors (issue 24): ``cute_sym.torch.gemm``, ``copy`` and ``permute``.

Optional: ``pip install cute-sym[torch]``.  ``import cute_sym`` does not import this module; this
module imports torch and reaches the generators (``codegen.torch.ops``, ``codegen.torch.copy``) by
name (``importlib``, as ``cute_sym.dsl`` reaches the checker), when it is imported: so the
``torch.library`` ops (``cute_sym::gemm``, ``cute_sym::gemm_out``, the copies) exist before
torch.compile traces a call.

Each kernel is generated from the tensors' layouts, proven (index expressions, banks, every
access in bounds), compiled by NVRTC on first use and cached on disk (``$CUTE_SYM_CACHE``).
"""
from __future__ import annotations

import importlib

try:
    import torch  # noqa: F401  (the optional extra)
except ImportError as exc:                                  # pragma: no cover - depends on the extra
    raise ImportError("cute_sym.torch needs PyTorch: pip install 'cute-sym[torch]'") from exc

__all__ = ["gemm", "copy", "permute"]

OPS = "codegen.torch.ops"
COPY = "codegen.torch.copy"
_OPS = importlib.import_module(OPS)     # by name: registers the torch.library ops before any trace
_COPY = importlib.import_module(COPY)


def gemm(A, B, *, out=None, alpha=1, beta=0, C=None, bias=None, scale_a=None, scale_b=None, out_dtype=None):
    """``alpha * (A @ B) + beta * C + bias`` on CUDA tensors, with ``A @ B``'s semantics: A
    ``(M, K)`` or ``(L, M, K)``, B ``(K, N)`` or ``(L, K, N)``, the result ``(M, N)`` / ``(L, M, N)``
    (into ``out`` when given: row- or column-major).  A and B are bfloat16 or float16, each K-major
    or M/N-major (no transpose is added), or float8_e4m3fn / float8_e5m2, K-major, with
    ``scale_a`` / ``scale_b`` float32 scalars (``torch._scaled_mm``'s semantics, ``out_dtype``
    bfloat16 by default or float32); ``bias`` is a vector of N.  A layout, dtype, device or
    alignment no kernel reads is a :class:`ValueError` naming the tensor."""
    return _OPS.gemm(A, B, out=out, alpha=alpha, beta=beta, C=C, bias=bias, scale_a=scale_a, scale_b=scale_b,
                     out_dtype=out_dtype)


def copy(src, dst):
    """``dst[c] = src[c]`` for every coordinate ``c`` of two CUDA tensors of one shape and dtype, any
    strides (``dst.copy_(src)`` without broadcasting or conversion); returns ``dst``.  A dtype,
    device or layout no kernel takes is a :class:`ValueError` naming the tensor."""
    if torch.compiler.is_compiling():        # traced: the op itself (its fake impl), checked when it runs
        torch.ops.cute_sym.copy(dst, src)
        return dst
    return _COPY.copy(src, dst)


def permute(x, dims):
    """``x.permute(dims).contiguous()`` by a generated, proven copy kernel (a tiled transpose where
    the contiguous dimension moves)."""
    if torch.compiler.is_compiling():
        return torch.ops.cute_sym.permute(x, [int(d) for d in dims])
    return _COPY.permute(x, dims)
