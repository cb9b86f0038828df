"""``cute_sym.torch.copy`` / ``permute`` on torch tensors (issue 24, item 1): the ``torch.library``
ops ``cute_sym::copy`` (mutates dst) and ``cute_sym::permute`` (custom ops with fake
implementations, so ``torch.compile`` traces through them and CUDA graphs capture their launches:
no host synchronisation), the configuration of :mod:`.copy_select` memoised per layout and
alignment, the kernel from :mod:`.cache` (generated, proven and compiled on first use), the launch
by :mod:`.driver`."""
from __future__ import annotations

import ctypes
from typing import List

import torch

from .copy_select import CopySpec, build_copy, check_copy, contiguous_strides, copy_config, fits

__all__ = ["copy", "permute", "kernel_meta"]

_launches: dict = {}


def _spec(name: str, t: torch.Tensor) -> CopySpec:
    return CopySpec(name, tuple(t.shape), tuple(t.stride()), str(t.dtype).replace("torch.", ""), t.element_size(),
                    str(t.device), t.data_ptr() if t.device.type == "cuda" else 0)


def _entry(config: dict):
    from .cache import get_or_build
    return get_or_build(config, build_copy)


def kernel_meta(src: torch.Tensor, dst: torch.Tensor) -> dict:
    """The cached kernel's launch data and proofs for ``dst[c] = src[c]`` (generated on first use)."""
    s, d = _spec("src", src), _spec("dst", dst)
    check_copy("copy", s, d)
    return _entry(copy_config(s, d)).meta


def _launch_of(s: CopySpec, d: CopySpec):
    """``(function, grid)`` of the copy, memoised by layouts, dtype width, device and alignment."""
    key = (s.shape, s.strides, d.strides, s.itemsize, s.device, s.ptr % 16, d.ptr % 16)
    hit = _launches.get(key)
    if hit is not None:
        return hit
    from . import driver
    entry = _entry(copy_config(s, d))
    m = entry.meta
    if not fits(m, s, d):                                   # a direct plan's vectors: one element a thread
        entry = _entry(copy_config(s, d, scalar=True))
        m = entry.meta
    fn = driver.load(entry.cubin, m["name"], m["threads"], m["smem_bytes"])
    hit = (fn, (m["blocks"], m["blocks_y"], 1))
    _launches[key] = hit
    return hit


def _run(src: torch.Tensor, dst: torch.Tensor) -> None:
    if dst.numel() == 0:
        return
    s, d = _spec("src", src), _spec("dst", dst)
    check_copy("copy", s, d)
    from . import driver
    with torch.cuda.device(dst.device):           # the module is loaded into, and launched on, dst's device
        fn, grid = _launch_of(s, d)
        driver.launch(fn, grid, torch.cuda.current_stream(dst.device).cuda_stream,
                      [ctypes.c_void_p(src.data_ptr()), ctypes.c_void_p(dst.data_ptr())])


@torch.library.custom_op("cute_sym::copy", mutates_args=("dst",))
def _copy(dst: torch.Tensor, src: torch.Tensor) -> None:
    _run(src, dst)


@_copy.register_fake
def _copy_fake(dst, src):
    return None


@torch.library.custom_op("cute_sym::permute", mutates_args=())
def _permute(x: torch.Tensor, dims: List[int]) -> torch.Tensor:
    view = x.permute(dims)
    out = torch.empty(view.shape, dtype=x.dtype, device=x.device)
    _run(view, out)
    return out


@_permute.register_fake
def _permute_fake(x, dims):
    return x.new_empty(x.permute(dims).shape)


def _specs(op: str, src: torch.Tensor, dst: "torch.Tensor | None") -> tuple[CopySpec, CopySpec]:
    """The two tensors' specs for the refusals (``dst`` ``None``: permute's own contiguous output);
    under ``torch.compile`` (fake tensors) no data pointer is read."""
    fake = torch.compiler.is_compiling()
    s = _spec("src" if op == "copy" else "x", src)
    if dst is None:
        d = CopySpec("out", s.shape, contiguous_strides(s.shape), s.dtype, s.itemsize, s.device, 0)
    else:
        d = _spec("dst", dst)
    if fake:
        s, d = (CopySpec(t.name, t.shape, t.strides, t.dtype, t.itemsize, t.device, 0) for t in (s, d))
    return s, d


def copy(src: torch.Tensor, dst: torch.Tensor) -> torch.Tensor:
    """``dst[c] = src[c]`` for every coordinate ``c`` (see :func:`cute_sym.torch.copy`); returns dst."""
    for name, t in (("src", src), ("dst", dst)):
        if not isinstance(t, torch.Tensor):
            raise ValueError(f"cute_sym.torch.copy: {name} is a {type(t).__name__}; needs a torch.Tensor")
    check_copy("copy", *_specs("copy", src, dst))
    torch.ops.cute_sym.copy(dst, src)
    return dst


def permute(x: torch.Tensor, dims) -> torch.Tensor:
    """``x.permute(dims).contiguous()`` by a generated copy kernel (see :func:`cute_sym.torch.permute`)."""
    if not isinstance(x, torch.Tensor):
        raise ValueError(f"cute_sym.torch.permute: x is a {type(x).__name__}; needs a torch.Tensor")
    dims = [int(d) for d in dims]
    if sorted(d % max(1, x.dim()) for d in dims) != list(range(x.dim())):
        raise ValueError(f"cute_sym.torch.permute: dims {dims} are not a permutation of x's {x.dim()} dimensions")
    check_copy("permute", *_specs("permute", x.permute(dims), None))
    return torch.ops.cute_sym.permute(x, dims)
