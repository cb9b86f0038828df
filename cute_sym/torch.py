"""Verified kernels on PyTorch tensors (issue 24): ``cute_sym.torch.copy`` and ``permute``.

Optional: ``pip install cute-sym[torch]``.  ``import cute_sym`` does not import this module; this
module imports torch and reaches the generator (``codegen.torch.copy``) by name, at call time.
Each kernel is generated from the tensors' layouts, proven (index expressions, banks, every
access in bounds), compiled by NVRTC on first use and cached on disk (``$CUTE_SYM_CACHE``).
"""
from __future__ import annotations

import importlib

try:
    import torch  # noqa: F401  (the optional extra)
except ImportError as exc:                                  # pragma: no cover - depends on the extra
    raise ImportError("cute_sym.torch needs PyTorch: pip install 'cute-sym[torch]'") from exc

__all__ = ["copy", "permute"]

COPY = "codegen.torch.copy"


def copy(src, dst):
    """``dst[c] = src[c]`` for every coordinate ``c`` of two CUDA tensors of one shape and dtype, any
    strides (``dst.copy_(src)`` without broadcasting or conversion); returns ``dst``.  A dtype,
    device or layout no kernel takes is a :class:`ValueError` naming the tensor."""
    return importlib.import_module(COPY).copy(src, dst)


def permute(x, dims):
    """``x.permute(dims).contiguous()`` by a generated, proven copy kernel (a tiled transpose where
    the contiguous dimension moves)."""
    return importlib.import_module(COPY).permute(x, dims)
