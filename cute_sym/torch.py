"""Verified kernels on PyTorch tensors (issue 24): ``cute_sym.torch.copy`` and ``permute``.

Optional: ``pip install cute-sym[torch]``.  ``import cute_sym`` does not import this module; this
module imports torch and reaches the generator (``codegen.torch.copy``, which registers the
``torch.library`` ops) by name when it is imported; under ``torch.compile`` a call is the op itself,
so Dynamo traces it (importlib is not traceable).
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
_COPY = importlib.import_module(COPY)        # registers the ops cute_sym::copy, cute_sym::permute (by name)


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
