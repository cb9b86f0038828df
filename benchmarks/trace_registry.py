"""The registry of traced variants of NVIDIA's CuTe DSL examples (``benchmarks/trace_examples.py``)
and the small helpers the builders share: fake tensors, dynamic leaves, GEMM operands.

A builder is ``def build(m) -> (fn, args[, kwargs])``: ``m`` is the example imported from the
extracted checkout; ``fn(*args, **kwargs)`` is what the example hands ``cute.compile``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

REGISTRY: dict[str, "Variant"] = {}


@dataclass(frozen=True)
class Variant:
    """One traced configuration of an example."""

    name: str
    example: str          # path under examples/python/CuTeDSL
    arch: str             # CUTE_DSL_ARCH
    desc: str             # the configuration, in words
    build: Callable[[Any], tuple]
    family: str = ""


def variant(name: str, example: str, arch: str, desc: str, family: str = "") -> Callable:
    """Register ``build`` as the variant ``name`` of ``example``."""
    def deco(build: Callable[[Any], tuple]) -> Callable[[Any], tuple]:
        if name in REGISTRY:
            raise ValueError(f"variant {name} registered twice")
        REGISTRY[name] = Variant(name, example, arch, desc, build, family or example.split("/")[-2])
        return build
    return deco


# ------------------------------------------------------------------ fake operands

def dyn(div: int = 1) -> Any:
    """A dynamic leaf (``?{div=div}``)."""
    import cutlass.cute as cute
    return cute.sym_int(divisibility=div)


def tensor(dtype: Any, shape: tuple, stride: tuple, align: int = 16) -> Any:
    """A fake global tensor (``cute.runtime.make_fake_tensor``)."""
    from cutlass.cute.runtime import make_fake_tensor
    return make_fake_tensor(dtype, tuple(shape), tuple(stride), assumed_align=align)


def compact(dtype: Any, shape: tuple, order: tuple | None = None, align: int = 16) -> Any:
    """A fake compact tensor; ``order`` as torch's permute gives it (``stride_order``)."""
    from cutlass.cute.runtime import make_fake_compact_tensor
    return make_fake_compact_tensor(dtype, tuple(shape), stride_order=order, assumed_align=align)


def strided(dtype: Any, shape: tuple, order: tuple | None = None, dynamic: bool = False,
            align: int = 16, keep: tuple = ()) -> Any:
    """A fake tensor of ``shape`` whose mode ``i`` has the ``order[i]``-th smallest stride
    (``stride_order``; default: the last mode contiguous).  Static: compact strides.  Dynamic:
    every extent and every non-unit stride a ``?`` (the contiguous extent and the strides
    divisible by 16 bytes), as ``from_dlpack(...).mark_layout_dynamic()`` gives; the extents of the
    modes in ``keep`` stay static (a head dimension)."""
    rank = len(shape)
    order = tuple(order) if order is not None else tuple(range(rank - 1, -1, -1))
    div = max(1, 128 // dtype.width)
    by_rank = sorted(range(rank), key=lambda i: order[i])
    stride = [0] * rank
    if dynamic:
        for r, i in enumerate(by_rank):
            stride[i] = 1 if r == 0 else dyn(div)
        shape = tuple(shape[i] if i in keep else dyn(div) if i == by_rank[0] else dyn() for i in range(rank))
    else:
        step = 1
        for i in by_rank:
            stride[i] = step
            step *= shape[i]
    return tensor(dtype, shape, tuple(stride), align)


def stream() -> Any:
    """A fake CUDA stream."""
    from cutlass.cute.runtime import make_fake_stream
    return make_fake_stream()


def _major_strides(rows: Any, cols: Any, major_rows: bool, dynamic: bool, div: int) -> tuple:
    """Strides of a (rows, cols, L) batched matrix: the major mode has stride 1."""
    if dynamic:
        return (1, dyn(div), dyn(div)) if major_rows else (dyn(div), 1, dyn(div))
    return (1, rows, rows * cols) if major_rows else (cols, 1, rows * cols)


def operand(dtype: Any, rows: int, cols: int, l: int, major_rows: bool, dynamic: bool = False,
            align: int = 16) -> Any:
    """A (rows, cols, l) GEMM operand; dynamic: every extent and non-unit stride a ``?``, the
    contiguous extent and the strides divisible by 16 bytes (as ``mark_layout_dynamic`` gives)."""
    div = max(1, 128 // dtype.width)
    if dynamic:
        shape = (dyn(div) if major_rows else dyn(), dyn() if major_rows else dyn(div), dyn())
    else:
        shape = (rows, cols, l)
    return tensor(dtype, shape, _major_strides(rows, cols, major_rows, dynamic, div), align)


def gemm_abc(a_dt: Any, b_dt: Any, c_dt: Any, mnkl: tuple, majors: str = "kkn",
             dynamic: bool = False) -> tuple:
    """A (M,K,L), B (N,K,L), C (M,N,L) with majors ``a b c`` (``k``/``m``, ``k``/``n``, ``n``/``m``)."""
    m, n, k, l = mnkl
    a = operand(a_dt, m, k, l, majors[0] == "m", dynamic)
    b = operand(b_dt, n, k, l, majors[1] == "n", dynamic)
    c = operand(c_dt, m, n, l, majors[2] == "m", dynamic)
    return a, b, c


def bmm_abc(a_dt: Any, b_dt: Any, c_dt: Any, mnkl: tuple, majors: str = "kkn", dynamic: bool = False) -> tuple:
    """The ``bmm`` convention of the examples: A (L,M,K), B (L,K,N), C (L,M,N), majors ``a b c``
    (``k``/``m``, ``k``/``n``, ``n``/``m``) as torch's permutes give them."""
    m, n, k, l = mnkl
    a = strided(a_dt, (l, m, k), (2, 1, 0) if majors[0] == "k" else (2, 0, 1), dynamic)
    b = strided(b_dt, (l, k, n), (2, 0, 1) if majors[1] == "k" else (2, 1, 0), dynamic)
    c = strided(c_dt, (l, m, n), (2, 1, 0) if majors[2] == "n" else (2, 0, 1), dynamic)
    return a, b, c


def row_major(dtype: Any, rows: int, cols: int, dyn_cols: int = 0, align: int = 16) -> Any:
    """A (rows, cols) row-major tensor with a dynamic row stride, as ``from_dlpack(t)
    .mark_layout_dynamic(leading_dim=1)`` gives; ``dyn_cols``: the column extent dynamic with that
    divisibility too (``.mark_compact_shape_dynamic(mode=1, divisibility=dyn_cols)``)."""
    div = max(1, 128 // dtype.width)
    return tensor(dtype, (rows, dyn(dyn_cols) if dyn_cols else cols), (dyn(dyn_cols or div), 1), align)


def permuted(dtype: Any, shape: list, perm: list, dynamic_modes: tuple = (), align: int = 16) -> Any:
    """``torch.empty(shape).permute(perm)`` as a compact fake tensor, the extents of
    ``dynamic_modes`` (of the permuted tensor) dynamic (``mark_compact_shape_dynamic``)."""
    n = len(shape)
    out_shape = tuple(dyn() if i in dynamic_modes else shape[perm[i]] for i in range(n))
    return compact(dtype, out_shape, tuple(n - 1 - perm[i] for i in range(n)), align)


UNCOVERED: tuple[tuple[str, str], ...] = (
    (r"/distributed/", "multi-GPU kernels (NVSHMEM, multimem): need several GPUs and their runtime"),
    (r"^experimental/", "the experimental primitives API (cute.experimental): not traced in this session"),
    (r"(_helpers|_utils|utils|_reference|_scheduler|_extension|host_utils|prefill_helpers|common_efc)\.py$",
     "library or host-only module: traced through the kernels that import it, or no kernel"),
    (r"/reduce/reduce\.py$", "reduction library: traced through rmsnorm.py"),
    (r"(tvm_ffi|/jax/|export/|ffi/|call_bypass_dlpack|torch_fake_tensor|load_in_python)",
     "host-side interop (TVM FFI, JAX, AOT export, dlpack): needs those runtimes"),
    (r"\.ipynb$", "notebook: traced cell by cell (variant notebook_*)"),
)
"""Why an example file under ``examples/python/CuTeDSL`` has no variant (the first pattern that
matches; anything else: not traced in this session, INDEX.md lists it)."""
