"""CUDA C from CuTe layouts, with proven index arithmetic (issue 6).

* :func:`~codegen.emit.emit_index`: a layout as a C index function, simplified
  (constant folding, shifts and masks for powers of two, swizzles as XORs) and
  proven equal to the layout by the solver (:mod:`codegen.validate`).
* :func:`~codegen.kernels.copy.copy_kernel`: the copy ``dst(c) = src(c)``
  (paper §4.6.1) planned by :mod:`codegen.kernels.planner`, vectorized and, when
  the two layouts' contiguous modes differ, staged through a swizzled shared
  memory proven bank-conflict-free (:mod:`codegen.banks`).
* :func:`~codegen.nvrtc.compile_cuda` (CUBIN / PTX, no GPU needed),
  :class:`~codegen.launch.LoadedKernel` (the CUDA driver API), and the
  ``cute-sym codegen`` commands (:mod:`codegen.commands`).
"""
from importlib import import_module
from typing import Any

_HOME = {"emit_index": "emit", "IndexFunction": "emit", "copy_kernel": "kernels.copy", "CopyKernel": "kernels.copy",
         "compile_cuda": "nvrtc", "CodegenError": "errors", "NvrtcError": "errors"}
__all__ = list(_HOME)


def __getattr__(name: str) -> Any:
    """Load on first use, so that ``cute-sym --help`` (which imports
    ``codegen.commands``) does not pay for sympy, the solver and NVRTC."""
    if name not in _HOME:
        raise AttributeError(f"module 'codegen' has no attribute {name!r}")
    return getattr(import_module(f".{_HOME[name]}", __name__), name)
