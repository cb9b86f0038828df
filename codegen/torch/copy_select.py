"""From two tensors' shapes and strides to a copy kernel's configuration (issue 24, item 1).

Pure Python on plain values (no torch).  ``cute_sym.torch.copy(src, dst)`` moves ``dst[c] = src[c]``
for every coordinate ``c``: each tensor is the CuTe layout ``shape:strides`` (strides in elements,
torch's natural coordinate, paper eq. 2), and the copy kernel of ``(src layout, dst layout)``
(:func:`codegen.kernels.copy.copy_kernel`) is the whole plan -- a direct vector copy, a tiled
transpose, a word-wrapped bf16 transpose, chosen by the planner from the layouts.  A copy moves bits,
so an element type is its width (1, 2, 4 or 8 bytes).  What no kernel does is a :class:`ValueError`
naming the tensor, what it has and what is needed.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CopySpec", "contiguous_strides", "copy_config", "check_copy", "fits", "build_copy", "layout_text", "kernels_hash", "WIDTH_DTYPE"]

WIDTH_DTYPE = {1: "int8", 2: "bfloat16", 4: "float", 8: "double"}
"""The copy kernel's element type of each width (a copy moves bits: any dtype of that width)."""
ARCH = "sm_90a"
_HASH: list[str] = []


@dataclass(frozen=True)
class CopySpec:
    """A tensor as torch describes it: shape, strides (elements), dtype name (``torch.`` dropped),
    element size in bytes, device (``"cuda:0"``), data pointer (storage offset included)."""

    name: str
    shape: tuple
    strides: tuple
    dtype: str
    itemsize: int
    device: str = "cuda:0"
    ptr: int = 0


def layout_text(shape: tuple, strides: tuple) -> str:
    """The CuTe layout ``shape:stride`` of a torch tensor (a 0-d tensor: ``1:0``)."""
    if not shape:
        return "1:0"
    show = lambda t: "(" + ",".join(map(str, t)) + ")" if len(t) != 1 else str(t[0])   # noqa: E731
    return f"{show(shape)}:{show(strides)}"


def contiguous_strides(shape: tuple) -> tuple:
    """Row-major strides of ``shape`` (torch's contiguous layout: the last dimension stride 1)."""
    out, step = [], 1
    for s in reversed(shape):
        out.append(step)
        step *= max(1, s)
    return tuple(reversed(out))


def _overlaps(shape: tuple, strides: tuple) -> bool:
    """Whether two coordinates may share an offset (sufficient test: sorted by stride, each stride
    passes the span of the smaller ones)."""
    span = 0
    for d, s in sorted((d, s) for s, d in zip(shape, strides) if s > 1):
        if d <= span:
            return True
        span += (s - 1) * d
    return False


def check_copy(op: str, src: CopySpec, dst: CopySpec) -> None:
    """The refusals of ``op`` (``copy``/``permute``) before any kernel: a :class:`ValueError` naming
    the tensor."""
    for t in (src, dst):
        if not t.device.startswith("cuda"):
            raise ValueError(f"cute_sym.torch.{op}: {t.name} is on {t.device}; needs a CUDA tensor")
        if t.itemsize not in WIDTH_DTYPE:
            raise ValueError(f"cute_sym.torch.{op}: {t.name} has dtype {t.dtype} ({t.itemsize}-byte elements); "
                             f"needs elements of 1, 2, 4 or 8 bytes")
        if any(d < 0 for d in t.strides):
            raise ValueError(f"cute_sym.torch.{op}: {t.name} has a negative stride {t.strides}; needs strides >= 0")
        if t.ptr % t.itemsize:
            raise ValueError(f"cute_sym.torch.{op}: {t.name}'s data pointer {t.ptr:#x} is not {t.itemsize}-byte "
                             f"aligned; needs its elements aligned to their size")
    if src.device != dst.device:
        raise ValueError(f"cute_sym.torch.{op}: src is on {src.device} and dst on {dst.device}; needs one device")
    if src.dtype != dst.dtype:
        raise ValueError(f"cute_sym.torch.{op}: src has dtype {src.dtype} and dst {dst.dtype}; a copy does not "
                         f"convert, needs one dtype")
    if src.shape != dst.shape:
        raise ValueError(f"cute_sym.torch.{op}: src has shape {list(src.shape)} and dst {list(dst.shape)}; needs "
                         f"one shape (src may broadcast: expand it first)")
    if _overlaps(dst.shape, dst.strides):
        raise ValueError(f"cute_sym.torch.{op}: dst with shape {list(dst.shape)} and strides {list(dst.strides)} "
                         f"may have elements sharing memory; needs a dst whose elements are distinct (strides that do not interleave)")


def kernels_hash() -> str:
    """sha256 of the copy generator's sources (``codegen/kernels``, this module): part of each key."""
    if not _HASH:
        h = hashlib.sha256()
        here = Path(__file__).resolve().parent
        for p in [*sorted((here.parent / "kernels").glob("*.py")), Path(__file__).resolve()]:
            h.update(p.name.encode() + b"\0" + p.read_bytes() + b"\1")
        _HASH.append(h.hexdigest())
    return _HASH[0]


def copy_config(src: CopySpec, dst: CopySpec, scalar: bool = False) -> dict:
    """The cache configuration of ``dst[c] = src[c]``: the two layouts, the element width's dtype,
    ``scalar`` (a direct plan with no vectors, for pointers its vectors do not fit), the target and
    the generator's hash (its disk-cache key, with :mod:`codegen.torch.cache`'s own)."""
    return {"op": "copy", "src": layout_text(src.shape, src.strides), "dst": layout_text(dst.shape, dst.strides),
            "dtype": WIDTH_DTYPE[src.itemsize], "scalar": scalar, "arch": ARCH, "copy_generator": kernels_hash()}


def fits(meta: dict, src: CopySpec, dst: CopySpec) -> bool:
    """Whether the pointers have the alignment the kernel's vectors need (``meta``'s ``src_align``,
    ``dst_align``: a direct plan's; the tiled plans check theirs in the kernel); if not, the copy
    takes the configuration with ``scalar``."""
    return src.ptr % meta["src_align"] == 0 and dst.ptr % meta["dst_align"] == 0


def build_copy(config: dict) -> tuple[dict, str, bytes]:
    """``(meta, source, cubin)`` of the copy kernel of ``config``, every proof run (a failed one is a
    :class:`~codegen.errors.CodegenError`): needs the solver and NVRTC, nothing of torch."""
    import time
    from cute_sym import parse
    from cute_sym.layout import Layout
    from ..kernels.copy import copy_kernel
    from ..kernels.plan import DirectPlan
    from ..nvrtc import compile_cuda
    start = time.perf_counter()
    S, D = parse(config["src"]), parse(config["dst"])
    plan = DirectPlan(Layout((1, S.size()), (1, 1))) if config["scalar"] else None
    k = copy_kernel(S, D, config["dtype"], plan)
    spec = k.launch_spec({})
    proved = time.perf_counter() - start
    cubin = compile_cuda(k.source, arch=config["arch"], name=f"{k.name}.cu")
    meta = {"name": k.name, "threads": spec.threads, "smem_bytes": spec.smem_bytes, "blocks": spec.blocks,
            "blocks_y": spec.blocks_y, "src_align": spec.src_align, "dst_align": spec.dst_align,
            "plan": k.source.splitlines()[2].removeprefix("// plan: "),
            "proofs": {"index_functions": f"{sum(f.certificate.status == 'proved' for f in k.functions)}/"
                                          f"{len(k.functions)}",
                       "banks": k.banks.status if k.banks else None,
                       "bounds": k.bounds.status if k.bounds else None},
            "seconds": {"generate_and_prove": round(proved, 3),
                        "compile": round(time.perf_counter() - start - proved, 3)}}
    return meta, k.source, cubin
