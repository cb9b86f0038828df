"""``cute_sym.torch.gemm`` on torch tensors: the ``torch.library`` ops ``cute_sym::gemm`` and
``cute_sym::gemm_out`` (custom ops with fake implementations, so ``torch.compile`` traces through
them and CUDA graphs capture their launches: no host synchronisation), the plan of
:mod:`.select` memoised per layout, the kernel from :mod:`.cache`, the launch by :mod:`.driver`."""
from __future__ import annotations

import ctypes
import os
from typing import Optional

import torch

from . import driver
from .build import ensure
from .select import Spec, plan_gemm

__all__ = ["gemm", "plan_for", "launch_plan"]

_plans: dict = {}
_functions: dict = {}
_tickets: dict = {}
_MAP_DTYPE = {torch.bfloat16: driver.BF16, torch.float16: driver.F16, torch.float8_e4m3fn: driver.U8,
              torch.float8_e5m2: driver.U8}
_FP8 = (torch.float8_e4m3fn, torch.float8_e5m2)


def _spec(name: str, t: "torch.Tensor | None") -> "Spec | None":
    if t is None:
        return None
    return Spec(name, tuple(t.shape), tuple(t.stride()), str(t.dtype).replace("torch.", ""), str(t.device),
                t.data_ptr() if t.device.type == "cuda" else 0)


def plan_for(A, B, out, C, bias, alpha: float, beta: float, scale_a=None, scale_b=None):
    """The :class:`~.select.Plan` of these tensors (memoised by layout, dtype, device and alignment)."""
    specs = [_spec(n, t) for n, t in (("A", A), ("B", B), ("out", out), ("C", C), ("bias", bias),
                                      ("scale_a", scale_a), ("scale_b", scale_b))]
    key = (tuple(None if s is None else (s.shape, s.strides, s.dtype, s.device, s.ptr % 16) for s in specs),
           alpha != 1, beta != 0)
    plan = _plans.get(key)
    if plan is None:
        plan = plan_gemm(specs[0], specs[1], specs[2], C=specs[3], bias=specs[4], alpha=alpha, beta=beta,
                         out_dtype=specs[2].dtype if specs[2] is not None else None, scale_a=specs[5],
                         scale_b=specs[6])
        _plans[key] = plan
    return plan


def _function(plan, device: int) -> driver.Function:
    key = (plan.key(), device)
    fn = _functions.get(key)
    if fn is None:
        entry = ensure(plan.config)
        m = entry.meta
        fn = driver.load(entry.cubin, m["name"], m["threads"], m["smem_bytes"])
        fn.pdl = bool(m.get("pdl"))
        cluster = plan.config.get("cluster", 1)
        if plan.config.get("persistent") and cluster > 1:     # the pairs a persistent grid may hold at once
            fn.max_ctas = cluster * driver.max_active_clusters(fn, cluster)
            if fn.max_ctas < cluster:
                raise driver.DriverError(f"no cluster of {cluster} CTAs of {m['smem_bytes']} B of shared memory fits")
        _functions[key] = fn
    return fn


def pdl_enabled() -> bool:
    """Launch with programmatic dependent launch (``$CUTE_SYM_PDL``, ``1`` by default, ``0`` off): the
    kernel's CTAs may start while the previous kernel in the stream drains, and wait for it
    (``griddepcontrol.wait``) before touching global memory."""
    return os.environ.get("CUTE_SYM_PDL", "1") != "0"


def _fold(A, B, out):
    """A batch of rows times one matrix (``(L,M,K) @ (K,N)``) is one ``(L*M) x N`` GEMM when A and
    out are views of ``L*M`` rows; else ``None``."""
    if A.dim() == 3 and B.dim() == 2:
        try:
            return A.view(-1, A.shape[-1]), out.view(-1, out.shape[-1])
        except RuntimeError:
            return None
    return None


def _run(A, B, out, C, bias, alpha: float, beta: float, scale_a=None, scale_b=None) -> None:
    if C is not None and beta != 0 and C.data_ptr() != out.data_ptr():
        out.copy_(C.expand(out.shape))
    folded = _fold(A, B, out)
    if folded is not None:
        A, out = folded
    plan = plan_for(A, B, out, C if beta != 0 else None, bias, alpha, beta, scale_a, scale_b)
    launch_plan(plan, A, B, out, bias, alpha, beta, scale_a, scale_b)


def _counters(device: torch.device, stream: int, n: int) -> torch.Tensor:
    """The split-K tickets of ``stream``: ``n`` zeroed words, kept (each launch leaves them zero),
    one buffer per stream so that launches on two streams never share a counter."""
    key = (device.index or 0, stream)
    have = _tickets.get(key)
    if have is None or have.numel() < n:
        have = torch.zeros(max(n, 1024), dtype=torch.int32, device=device)
        _tickets[key] = have
    return have


def launch_plan(plan, A, B, out, bias=None, alpha: float = 1.0, beta: float = 0.0, scale_a=None, scale_b=None) -> None:
    """Launch the kernel of ``plan`` on these tensors (``out`` already holds ``C`` when ``beta != 0``);
    a split-K plan also gets its fp32 workspace (from torch's allocator) and the stream's tickets."""
    fn = _function(plan, A.device.index or 0)
    stream = torch.cuda.current_stream(A.device).cuda_stream
    a_t, b_t = (B, A) if plan.swap else (A, B)
    dt = _MAP_DTYPE[A.dtype]
    tensors = {"A": (a_t, dt), "B": (b_t, dt), "C": (out, _MAP_DTYPE.get(out.dtype))}   # C: the TMA-store epilogue
    args = [driver.tensor_map(tensors[m.tensor][1], tensors[m.tensor][0].data_ptr(), m.dims, m.strides, m.box,
                              m.swizzle)
            for m in plan.maps]
    args.append(ctypes.c_void_p(out.data_ptr()))
    cfg = plan.config
    if cfg["bias"]:
        args.append(ctypes.c_void_p(bias.data_ptr()))
    if cfg.get("scaled"):
        args += [ctypes.c_void_p(scale_a.data_ptr()), ctypes.c_void_p(scale_b.data_ptr())]
    if cfg["alpha"]:
        args.append(ctypes.c_float(alpha))
    if cfg["beta"]:
        args.append(ctypes.c_float(beta))
    if cfg["batched"]:
        args.append(ctypes.c_longlong(plan.batch_stride_c))
    if plan.workspace:
        ws = torch.empty(plan.workspace, dtype=torch.float32, device=A.device)
        args += [ctypes.c_void_p(ws.data_ptr()), ctypes.c_void_p(_counters(A.device, stream, plan.counters).data_ptr())]
    args += [ctypes.c_int(x) for x in plan.sizes]
    grid = plan.grid
    if getattr(fn, "max_ctas", None):                # a persistent clustered grid: no more clusters than fit at once
        grid = (min(grid[0], fn.max_ctas), 1, 1)
    driver.launch(fn, grid, stream, args, pdl=fn.pdl and plan.pdl and pdl_enabled())


def _out_dtype(A, out_dtype):
    return out_dtype or (torch.bfloat16 if A.dtype in _FP8 else A.dtype)


def _out_shape(A, B) -> tuple:
    M, N = A.shape[-2], B.shape[-1]
    L = A.shape[0] if A.dim() == 3 else (B.shape[0] if B.dim() == 3 else 0)
    return (L, M, N) if L else (M, N)


@torch.library.custom_op("cute_sym::gemm", mutates_args=())
def _gemm(A: torch.Tensor, B: torch.Tensor, C: Optional[torch.Tensor], bias: Optional[torch.Tensor], alpha: float,
          beta: float, scale_a: Optional[torch.Tensor] = None, scale_b: Optional[torch.Tensor] = None,
          out_dtype: Optional[torch.dtype] = None) -> torch.Tensor:
    out = torch.empty(_out_shape(A, B), dtype=_out_dtype(A, out_dtype), device=A.device)
    _run(A, B, out, C, bias, alpha, beta, scale_a, scale_b)
    return out


@_gemm.register_fake
def _gemm_fake(A, B, C, bias, alpha, beta, scale_a=None, scale_b=None, out_dtype=None):
    return A.new_empty(_out_shape(A, B), dtype=_out_dtype(A, out_dtype))


@torch.library.custom_op("cute_sym::gemm_out", mutates_args=("out",))
def _gemm_out(A: torch.Tensor, B: torch.Tensor, out: torch.Tensor, C: Optional[torch.Tensor],
              bias: Optional[torch.Tensor], alpha: float, beta: float, scale_a: Optional[torch.Tensor] = None,
              scale_b: Optional[torch.Tensor] = None) -> None:
    _run(A, B, out, C, bias, alpha, beta, scale_a, scale_b)


@_gemm_out.register_fake
def _gemm_out_fake(A, B, out, C, bias, alpha, beta, scale_a=None, scale_b=None):
    return None


def _check(A, B, out, C, bias, alpha, beta, scale_a, scale_b, out_dtype) -> None:
    """Refusals before any launch (the plan's :class:`ValueError`), on shapes, strides, dtypes."""
    probe = out
    if probe is None:
        probe = torch.empty(_out_shape(A, B), dtype=_out_dtype(A, out_dtype), device="meta")
    folded = _fold(A, B, probe) if A.dim() == 3 and B.dim() == 2 else None
    a, o = folded if folded is not None else (A, probe)
    specs = [_spec(n, t) for n, t in (("A", a), ("B", B), ("out", o), ("C", C), ("bias", bias),
                                      ("scale_a", scale_a), ("scale_b", scale_b))]
    if out is None:                              # our own allocation: row-major, aligned
        specs[2] = Spec("out", tuple(o.shape), tuple(o.stride()), specs[2].dtype, specs[0].device, 0)
    want = None if out_dtype is None else str(out_dtype).replace("torch.", "")
    if out is not None and want is not None and want != specs[2].dtype:
        raise ValueError(f"cute_sym.torch.gemm: out has dtype {specs[2].dtype}; out_dtype {want} needs the same")
    plan_gemm(specs[0], specs[1], specs[2], C=specs[3] if beta != 0 else None, bias=specs[4], alpha=alpha, beta=beta,
              out_dtype=want or (specs[2].dtype if out is not None else None), scale_a=specs[5], scale_b=specs[6])


def gemm(A, B, *, out=None, alpha=1, beta=0, C=None, bias=None, scale_a=None, scale_b=None, out_dtype=None):
    """``alpha * (A @ B) + beta * C + bias`` (see :func:`cute_sym.torch.gemm`); under
    ``torch.compile`` the layout checks run when the op runs (fake tensors have no data pointer)."""
    if not torch.compiler.is_compiling():
        _check(A, B, out, C, bias, alpha, beta, scale_a, scale_b, out_dtype)
    alpha, beta = float(alpha), float(beta)
    if out is None:
        return torch.ops.cute_sym.gemm(A, B, C, bias, alpha, beta, scale_a, scale_b, out_dtype)
    torch.ops.cute_sym.gemm_out(A, B, out, C, bias, alpha, beta, scale_a, scale_b)
    return out
