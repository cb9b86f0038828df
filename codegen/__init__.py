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
from .emit import IndexFunction, emit_index
from .errors import CodegenError, NvrtcError
from .kernels.copy import CopyKernel, copy_kernel
from .nvrtc import compile_cuda

__all__ = ["emit_index", "IndexFunction", "copy_kernel", "CopyKernel", "compile_cuda", "CodegenError",
           "NvrtcError"]
