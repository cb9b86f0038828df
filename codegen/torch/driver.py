"""The CUDA driver calls a launch needs, through ctypes on ``libcuda`` (no cuda-bindings in the
launch path: a GEMM call costs a few microseconds of host time).

``cuModuleLoadData`` / ``cuModuleGetFunction`` load a cached CUBIN into the current context
(torch's primary context), ``cuTensorMapEncodeTiled`` builds a TMA descriptor (128 bytes,
64-byte aligned, passed to the kernel by value: ``__grid_constant__``), ``cuLaunchKernel``
launches on a stream -- never a synchronisation, so CUDA graphs capture it.
"""
from __future__ import annotations

import ctypes
from typing import Sequence

__all__ = ["Function", "load", "tensor_map", "launch", "max_active_clusters", "DriverError", "BF16", "F16", "U8"]

BF16, F16, U8 = 9, 6, 0                      # CUtensorMapDataType
_L2_256B, _OOB_ZERO, _NO_INTERLEAVE = 3, 0, 0
_SWIZZLE = {32: 1, 64: 2, 128: 3}                      # CU_TENSOR_MAP_SWIZZLE_32B / 64B / 128B
_MAX_DYNAMIC_SMEM = 8                        # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
_PROGRAMMATIC_STREAM_SERIALIZATION = 6       # CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
_lib: list = []


class DriverError(RuntimeError):
    """A CUDA driver call failed (its CUresult and name)."""


def _cuda():
    if not _lib:
        lib = ctypes.CDLL("libcuda.so.1")
        lib.cuGetErrorName.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        lib.cuLaunchKernel.argtypes = [ctypes.c_void_p, *([ctypes.c_uint] * 6), ctypes.c_uint, ctypes.c_void_p,
                                       ctypes.c_void_p, ctypes.c_void_p]
        lib.cuLaunchKernelEx.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
        lib.cuTensorMapEncodeTiled.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint, ctypes.c_void_p,
                                               ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                               ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        _lib.append(lib)
    return _lib[0]


def _check(code: int, what: str) -> None:
    if code != 0:
        name = ctypes.c_char_p()
        _cuda().cuGetErrorName(code, ctypes.byref(name))
        raise DriverError(f"{what} failed: CUresult {code} ({(name.value or b'?').decode()})")


class Function:
    """A loaded kernel: its module, function handle, threads and dynamic shared memory."""

    def __init__(self, cubin: bytes, name: str, threads: int, smem: int):
        lib = _cuda()
        self._image = ctypes.create_string_buffer(cubin, len(cubin))
        self.module, self.fn = ctypes.c_void_p(), ctypes.c_void_p()
        _check(lib.cuModuleLoadData(ctypes.byref(self.module), self._image), "cuModuleLoadData")
        _check(lib.cuModuleGetFunction(ctypes.byref(self.fn), self.module, name.encode()), "cuModuleGetFunction")
        _check(lib.cuFuncSetAttribute(self.fn, _MAX_DYNAMIC_SMEM, ctypes.c_int(smem)), "cuFuncSetAttribute")
        self.threads, self.smem = threads, smem


class _LaunchConfig(ctypes.Structure):
    """``CUlaunchConfig`` (the kernel's compiled ``__cluster_dims__`` apply; attributes: PDL only)."""

    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p), ("attrs", ctypes.c_void_p),
                ("numAttrs", ctypes.c_uint)]


def max_active_clusters(f: Function, cluster: int) -> int:
    """``cuOccupancyMaxActiveClusters``: how many clusters of ``f`` (compiled with ``__cluster_dims__``
    of ``cluster`` CTAs) the device holds at once -- the CTAs a persistent clustered grid may launch
    without a second wave is ``cluster`` times this."""
    n = ctypes.c_int()
    cfg = _LaunchConfig(cluster, 1, 1, f.threads, 1, 1, f.smem, None, None, 0)
    _check(_cuda().cuOccupancyMaxActiveClusters(ctypes.byref(n), f.fn, ctypes.byref(cfg)),
           "cuOccupancyMaxActiveClusters")
    return n.value


def load(cubin: bytes, name: str, threads: int, smem: int) -> Function:
    return Function(cubin, name, threads, smem)


class TensorMap:
    """A 64-byte aligned ``CUtensorMap`` (128 bytes) kept alive with its buffer."""

    def __init__(self):
        self._buf = ctypes.create_string_buffer(128 + 64)
        base = ctypes.addressof(self._buf)
        self.address = (base + 63) & ~63

    @property
    def pointer(self) -> ctypes.c_void_p:
        return ctypes.c_void_p(self.address)


def tensor_map(dtype: int, address: int, dims: Sequence[int], strides: Sequence[int], box: Sequence[int],
               swizzle: int = 128) -> TensorMap:
    """``cuTensorMapEncodeTiled`` of a ``len(dims)``-D tensor (dims and box innermost first,
    ``strides`` in bytes for dimensions 1..), the ``swizzle``-byte swizzle (128, 64, 32), L2
    promotion 256 B, out-of-bounds elements read as zero."""
    rank = len(dims)
    m = TensorMap()
    g_dim = (ctypes.c_uint64 * rank)(*dims)
    g_str = (ctypes.c_uint64 * max(1, rank - 1))(*strides)
    b_dim = (ctypes.c_uint32 * rank)(*box)
    e_str = (ctypes.c_uint32 * rank)(*([1] * rank))
    _check(_cuda().cuTensorMapEncodeTiled(m.pointer, dtype, rank, ctypes.c_void_p(address), g_dim, g_str, b_dim,
                                          e_str, _NO_INTERLEAVE, _SWIZZLE[swizzle], _L2_256B, _OOB_ZERO),
           f"cuTensorMapEncodeTiled(dims {list(dims)}, strides {list(strides)} B, box {list(box)}, "
           f"SWIZZLE_{swizzle}B)")
    return m


class _LaunchAttribute(ctypes.Structure):
    """``CUlaunchAttribute``: the id, padding to 8 bytes, a 64-byte value (here one int)."""

    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4), ("value", ctypes.c_int), ("rest", ctypes.c_char * 60)]


def launch(f: Function, grid: Sequence[int], stream: int, args: Sequence, pdl: bool = False) -> None:
    """``cuLaunchKernel`` with ``args``: :class:`TensorMap` (by value) or ctypes scalars; with ``pdl``
    ``cuLaunchKernelEx`` with programmatic stream serialization (CUDA's programmatic dependent launch:
    the kernel may start while the previous one in the stream finishes; it must ``griddepcontrol.wait``
    before any global memory access, as the SM90 GEMM does)."""
    ptrs = []
    for a in args:
        ptrs.append(a.address if isinstance(a, TensorMap) else ctypes.addressof(a))
    params = (ctypes.c_void_p * len(ptrs))(*ptrs)
    gx, gy, gz = grid
    if pdl:
        attr = _LaunchAttribute(_PROGRAMMATIC_STREAM_SERIALIZATION, b"", 1, b"")
        cfg = _LaunchConfig(gx, gy, gz, f.threads, 1, 1, f.smem, ctypes.c_void_p(stream),
                            ctypes.cast(ctypes.pointer(attr), ctypes.c_void_p), 1)
        _check(_cuda().cuLaunchKernelEx(ctypes.byref(cfg), f.fn, params, None), "cuLaunchKernelEx")
        return
    _check(_cuda().cuLaunchKernel(f.fn, gx, gy, gz, f.threads, 1, 1, f.smem, ctypes.c_void_p(stream), params, None),
           "cuLaunchKernel")
