"""Run generated kernels on the GPU through the CUDA driver API (``cuda.bindings.driver``).

The module shares the device's primary context with PyTorch/CuPy, so device
pointers from either can be passed directly.  Every driver call is checked;
pointers are checked for the alignment the kernel's vector accesses need.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any

from .errors import CodegenError
from .nvrtc import compile_cuda

__all__ = ["LaunchSpec", "LoadedKernel", "check"]

_STATIC_SMEM_LIMIT = 48 * 1024


def check(result: Any, what: str) -> tuple:
    """Unpack a driver call's result, raising :class:`CodegenError` on failure."""
    from cuda.bindings import driver
    err, *rest = result if isinstance(result, tuple) else (result,)
    if err != driver.CUresult.CUDA_SUCCESS:
        _, text = driver.cuGetErrorString(err)
        raise CodegenError(f"{what} failed: {err.name} ({text.decode() if text else ''})")
    return tuple(rest)


def _context(device: int) -> Any:
    from cuda.bindings import driver
    try:
        result = driver.cuInit(0)
    except Exception as exc:                      # no driver library on this machine
        raise CodegenError(f"no CUDA driver: {exc}") from None
    check(result, "cuInit")
    (dev,) = check(driver.cuDeviceGet(device), "cuDeviceGet")
    (ctx,) = check(driver.cuDevicePrimaryCtxRetain(dev), "cuDevicePrimaryCtxRetain")
    check(driver.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    return dev


def _arch(dev: Any) -> str:
    from cuda.bindings import driver
    attr = driver.CUdevice_attribute
    (major,) = check(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev), "attr")
    (minor,) = check(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev), "attr")
    return f"sm_{major}{minor}{'a' if major >= 9 else ''}"


@dataclass(frozen=True)
class LaunchSpec:
    """Everything a launch needs, JSON-friendly: made by ``CopyKernel.launch_spec(values)``
    where the kernel is generated (and proven), used where the GPU is."""

    name: str
    source: str
    blocks: int
    threads: int
    smem_bytes: int
    src_align: int
    dst_align: int
    args: tuple[int, ...] = ()
    blocks_y: int = 1
    aligned: "LaunchSpec | None" = None
    """The kernel to launch instead when both pointers are aligned to its ``src_align`` and
    ``dst_align`` (a launch-time choice, :mod:`codegen.kernels.choice`: it was generated under
    assumptions that these values meet, checked where this spec was made)."""

    @classmethod
    def from_json(cls, d: dict) -> "LaunchSpec":
        """The spec ``dataclasses.asdict`` wrote (``args`` back to a tuple, ``aligned`` to a spec)."""
        aligned = d.get("aligned")
        return cls(**{**d, "args": tuple(d.get("args", ())),
                      "aligned": cls.from_json(aligned) if aligned is not None else None})


class LoadedKernel:
    """A kernel compiled with NVRTC for the current GPU and loaded into the primary context."""

    def __init__(self, spec: LaunchSpec, device: int = 0):
        from cuda.bindings import driver
        self.spec = kernel = spec
        self.aligned = LoadedKernel(spec.aligned, device) if spec.aligned is not None else None
        dev = _context(device)
        self.arch = _arch(dev)
        image = compile_cuda(kernel.source, arch=self.arch, name=f"{kernel.name}.cu")
        (self.module,) = check(driver.cuModuleLoadData(image), "cuModuleLoadData")
        (self.function,) = check(driver.cuModuleGetFunction(self.module, kernel.name.encode()),
                                 "cuModuleGetFunction")
        if kernel.smem_bytes > _STATIC_SMEM_LIMIT:
            attr = driver.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            check(driver.cuFuncSetAttribute(self.function, attr, kernel.smem_bytes), "cuFuncSetAttribute")

    def resources(self) -> dict[str, int]:
        """Registers per thread and local-memory (spill) bytes per thread, from the driver."""
        from cuda.bindings import driver
        attr = driver.CUfunction_attribute
        return {name: check(driver.cuFuncGetAttribute(a, self.function), "cuFuncGetAttribute")[0]
                for name, a in (("registers", attr.CU_FUNC_ATTRIBUTE_NUM_REGS),
                                ("local_bytes", attr.CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES))}

    def chosen(self, src: int, dst: int) -> "LoadedKernel":
        """The kernel a launch with pointers ``src``, ``dst`` runs: :attr:`LaunchSpec.aligned` where
        both meet its alignment, else this one."""
        a = self.aligned
        if a is not None and src % a.spec.src_align == 0 and dst % a.spec.dst_align == 0:
            return a.chosen(src, dst)
        return self

    def __call__(self, src: int, dst: int, stream: int = 0) -> None:
        """Launch on ``stream`` (a ``CUstream`` handle as int) with device pointers ``src``, ``dst``
        (the kernel :meth:`chosen` for them)."""
        from cuda.bindings import driver
        if self.chosen(src, dst) is not self:
            return self.chosen(src, dst)(src, dst, stream)
        k = self.spec
        for side, ptr, align in (("src", src, k.src_align), ("dst", dst, k.dst_align)):
            if ptr % align:
                raise CodegenError(f"{side} pointer {ptr:#x} is not {align}-byte aligned, "
                                   f"as the kernel's vector accesses need")
        if not (0 < k.blocks < 1 << 31 and 0 < k.blocks_y < 1 << 16):
            raise CodegenError(f"kernel {k.name} needs {k.blocks} x {k.blocks_y} blocks; a grid holds "
                               f"1 to 2^31-1 by 1 to 65535")
        values = [ctypes.c_void_p(src), ctypes.c_void_p(dst), *(ctypes.c_longlong(a) for a in k.args)]
        pointers = (ctypes.c_void_p * len(values))(*(ctypes.addressof(v) for v in values))
        check(driver.cuLaunchKernel(self.function, k.blocks, k.blocks_y, 1, k.threads, 1, 1, k.smem_bytes,
                                    driver.CUstream(stream), ctypes.addressof(pointers), 0), "cuLaunchKernel")
