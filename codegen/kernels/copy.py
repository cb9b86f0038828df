"""The layout-to-layout copy kernel ``dst(c) = src(c)`` (paper §4.6.1, Table 2) as CUDA C.

Every index the kernel computes comes from an :class:`~codegen.emit.IndexFunction`
proven equal to its layout: ``src o W`` and ``dst o W`` for the plan's work
layout ``W`` (a :class:`~cute_sym.composed.ComposedLayout` ``S o 0 o W``, i.e.
``S(W(x))``) and the shared-memory layouts of a staged plan.  A staged plan is
also checked tile by tile (:func:`~codegen.kernels.plan.check_staged`) and its
shared-memory accesses proven bank-conflict-free (:mod:`codegen.banks`).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence, Union

from cute_sym.composed import ComposedLayout
from cute_sym.errors import CuteError
from cute_sym.layout import Layout
from cute_sym.tuples import flatten, is_dynamic, is_tuple, known_equal
from solver.discharge import compose_symbolic
from solver.prove import prove_composition
from solver.expr import Const

from ..banks import prove_conflict_free
from ..emit import IndexFunction, c_identifier, emit_index, layout_text, name_leaves
from ..errors import CodegenError
from ..simplify import simplify
from .choice import split
from .csource import (CopyKernel, align, assemble, c_count, count_of, declared, load, oracle, kernel_params,
                      signature, store)
from .dtypes import DType, dtype as find_dtype
from .plan import DirectPlan, StagedPlan, check_staged, load_layouts, store_layouts
from .planner import div_facts, plan_copy
from .smem import shared_accesses
from .realigned import RealignedPlan
from .realigned_kernel import realigned_kernel
from .tiled import tiled_kernel
from .tiles import TiledPlan
from .wrapped import WrappedPlan
from .wrapped_kernel import wrapped_kernel
from .vectors import global_form

__all__ = ["CopyKernel", "copy_kernel"]

Plan = Union[DirectPlan, StagedPlan, TiledPlan, RealignedPlan]

COMPOSITION_TIMEOUT = 5.0   # seconds for the proof of R == S o W (a dynamic plan)

def _same_size(src: Any, dst: Any) -> None:
    same = known_equal(src.size(), dst.size())
    if same is not True:
        raise CodegenError(f"copy needs size(src) == size(dst) (paper §4.6.1 @pre); "
                           f"got {layout_text(src)} and {layout_text(dst)}")


def copy_kernel(src: Layout, dst: Layout, dtype: Union[str, DType], plan: "Plan | None" = None, *,
                name: str = "cute_copy", assume: Sequence[str] = (), verify: bool = True) -> CopyKernel:
    """Generate the copy kernel ``dst(c) = src(c)``; ``plan`` defaults to :func:`plan_copy`'s."""
    dt = dtype if isinstance(dtype, DType) else find_dtype(dtype)
    c_identifier(name, "kernel")
    for side, layout in (("src", src), ("dst", dst)):
        if not isinstance(layout, Layout):
            raise CodegenError(f"copy kernels take layouts; the {side} is {layout!r}")
    assume = tuple(dict.fromkeys((*assume, *div_facts(src, "src"), *div_facts(dst, "dst"))))   # ?{div=N}
    src, dst = name_leaves(src, "src"), name_leaves(dst, "dst")
    _same_size(src, dst)
    _check_assumptions(src, dst, assume)
    if plan is None:
        plan = plan_copy(src, dst, dt, assume=assume)
        chosen = split(src, dst, dt, plan, name, tuple(assume), verify, tiled_kernel)   # the planner's only
        if chosen is not None:
            return chosen
    if isinstance(plan, WrappedPlan):
        return wrapped_kernel(src, dst, dt, plan, name, tuple(assume), verify)
    if isinstance(plan, RealignedPlan):
        return realigned_kernel(src, dst, dt, plan, name, tuple(assume), verify)
    if isinstance(plan, TiledPlan):
        if plan.scalar.elem_bytes != dt.bytes:
            raise CodegenError(f"the plan is for {plan.scalar.elem_bytes}-byte elements, the dtype {dt.name} "
                               f"has {dt.bytes}")
        return tiled_kernel(src, dst, dt, plan, name, tuple(assume), verify)
    _same_size(src, plan.work)
    if isinstance(plan, StagedPlan) and plan.elem_bytes != dt.bytes:
        raise CodegenError(f"the plan is for {plan.elem_bytes}-byte elements, the dtype {dt.name} has {dt.bytes}")
    build = _direct if isinstance(plan, DirectPlan) else _staged
    return build(src, dst, dt, plan, name, tuple(assume), verify)


def _check_assumptions(src: Layout, dst: Layout, assume: Sequence[str]) -> None:
    """An assumption may name any name of either layout (each proof takes the others as free
    parameters); a name neither layout has is an error."""
    from solver.assume import names_in, parse_assumption
    known = list(declared(src, dst).params)
    unknown = sorted(set().union(set(), *(names_in(parse_assumption(a)) for a in assume)) - set(known))
    if unknown:
        raise CodegenError(f"assumption names {', '.join(unknown)}, which no dynamic leaf of the operands is called "
                           f"(their symbols: {', '.join(known) or 'none'})")


def _emit(layout: Any, fn: str, coord: Any, assume: tuple, verify: bool) -> IndexFunction:
    return emit_index(layout, name=fn, coord=coord, assume=assume, verify=verify, free_names=True)


def _global(side: str, layout: Layout, work: Layout, fn: str, coord: Any, assume: tuple,
            verify: bool) -> IndexFunction:
    """The index function of ``layout o work``.  With dynamic leaves the expression is
    emitted from, and proven equal to, the composition ``R`` the algebra derives under
    the assumptions (:func:`~solver.discharge.compose_symbolic`: every fact the
    derivation relies on is proven); then ``R == S o W`` itself is proven
    (:func:`~solver.prove.prove_composition`) within ``COMPOSITION_TIMEOUT`` seconds.
    The note says which: a refuted ``R`` blocks emission, an unknown one is named."""
    composed = ComposedLayout(layout, 0, work)
    if layout.is_static() and work.is_static():
        return _emit(composed, fn, coord, assume, verify)
    try:
        derived = compose_symbolic(layout, work, assume=assume, validate=False).value
    except CuteError:
        return _emit(composed, fn, coord, assume, verify)
    origin = f"= {side} o W = {layout_text(composed)}"
    if verify:
        proof = prove_composition(layout, work, derived, assume=assume, timeout=COMPOSITION_TIMEOUT, free_names=True)
        if proof.status == "refuted":
            raise CodegenError(f"the algebra's {side} o W = {layout_text(derived)} is refuted: "
                               f"counterexample {proof.counterexample}")
        origin += (f" (proven: {proof.backend}, {proof.seconds:.3f} s)" if proof.proved else
                   f" (the algebra's composition, its facts proven; R == {side} o W itself: unknown, {proof.reason})")
    return emit_index(derived, name=fn, coord=coord, assume=assume, verify=verify, note=origin, free_names=True)


def _rows(layout: "Layout | None") -> "tuple[Layout | None, bool]":
    """``layout = (X, R)`` with a dynamic rest ``R = (r0, r1, ..)`` regrouped as
    ``(X, (r0, (r1, ..)))``: the kernel walks ``r0`` with ``q`` (x) and the rest with
    ``r`` (grid y), so no index divides by a dynamic extent.  Same function."""
    if layout is None:
        return None, False
    shape, stride = layout.shape[1], layout.stride[1]
    if not (is_tuple(shape) and len(flatten(shape)) >= 2 and is_dynamic(shape)):
        return layout, False
    fs, fd = flatten(shape), flatten(stride)
    ys, yd = (fs[1], fd[1]) if len(fs) == 2 else (fs[1:], fd[1:])
    return Layout((layout.shape[0], (fs[0], ys)), (layout.stride[0], (fd[0], yd))), True


def _direct(src: Layout, dst: Layout, dt: DType, plan: DirectPlan, name: str, assume: tuple,
            verify: bool) -> CopyKernel:
    W, two_d = _rows(plan.work)
    V, NT, U = plan.vector, plan.threads, plan.unroll
    args = ("v", "q", "r") if two_d else ("v", "q")
    coord = ("v", ("q", "r")) if two_d else ("v", "q")
    fs = _global("src", src, W, f"{name}_src", coord, assume, verify)
    fd = _global("dst", dst, W, f"{name}_dst", coord, assume, verify)
    sform, dform = global_form(fs, "v", V, oracle(assume)), global_form(fd, "v", V, oracle(assume))
    if dform == "broadcast":
        dform = "scalar"                   # a stride-0 destination: every lane writes its element
    rest = Layout(W.shape[1], W.stride[1])
    count, sig = count_of(rest[0] if two_d else rest)
    rows, _ = count_of(rest[1]) if two_d else (Const(1), None)
    params = kernel_params(src, dst, [fs, fd])
    T = dt.storage
    loop_rows = (f"  for (long long r = blockIdx.y; r < {c_count(rows, sig)}; r += gridDim.y)\n" if two_d else "")
    body = f"""{signature(name, dt, params, NT)} {{
  const long long count = {c_count(count, sig)};
  const long long step = (long long)gridDim.x * {NT * U};
{loop_rows}  for (long long q0 = (long long)blockIdx.x * {NT * U} + threadIdx.x; q0 < count; q0 += step) {{
    cute_array<{T}, {V}> x[{U}];
#pragma unroll
    for (int u = 0; u < {U}; ++u) {{
      const long long q = q0 + u * {NT};
      if (q < count) {load(sform, fs, "v", args, V, T, "x[u]")}
    }}
#pragma unroll
    for (int u = 0; u < {U}; ++u) {{
      const long long q = q0 + u * {NT};
      if (q < count) {store(dform, fd, "v", args, V, T, "x[u]")}
    }}
  }}
}}
"""
    what = (f"plan: direct; work layout W = {layout_text(W)}; {V}-element vectors "
            f"(src {sform}, dst {dform}); {NT} threads, {U} vector(s) in flight per thread"
            + ("; rest mode over a 2-D grid" if two_d else ""))
    functions = (fs, fd)
    source = assemble(src, dst, dt, what, assume, functions, body, None)
    blocks = simplify((count + (NT * U - 1)) // Const(NT * U), sig.ranges())   # ceil(count / (NT*U))
    return CopyKernel(name, source, src, dst, dt, plan, params, NT, blocks, 0, functions, None,
                      align(sform, V, dt), align(dform, V, dt), {"src": sform, "dst": dform}, rows, assume)


def _staged(src: Layout, dst: Layout, dt: DType, plan: StagedPlan, name: str, assume: tuple,
            verify: bool) -> CopyKernel:
    work, two_d = _rows(plan.work)
    plan = dataclasses.replace(plan, work=work)
    check_staged(plan)
    td, ts = plan.tile
    NT, VS, VD, P = plan.threads, plan.vec_src, plan.vec_dst, plan.tiles_per_block
    (wl, _), (ws, _) = load_layouts(plan), store_layouts(plan)
    coord_g = (("v", "t", "k"), ("j", "r")) if two_d else (("v", "t", "k"), "j")
    fs = _global("src", src, wl, f"{name}_src", coord_g, assume, verify)
    fd = _global("dst", dst, ws, f"{name}_dst", coord_g, assume, verify)
    accesses, smem_form = shared_accesses(plan, dt.bytes, name, verify)
    fsl, fss = accesses[0].fn, accesses[1].fn
    sform, dform = global_form(fs, "v", VS, oracle(assume)), global_form(fd, "v", VD, oracle(assume))
    if dform == "broadcast":
        dform = "scalar"
    banks = prove_conflict_free(accesses, NT)
    rest = Layout(plan.work.shape[1], plan.work.stride[1])
    tiles, sig = count_of(rest[0] if two_d else rest)
    rows, _ = count_of(rest[1]) if two_d else (Const(1), None)
    params = kernel_params(src, dst, [fs, fd])
    T, S = dt.storage, plan.smem_elements
    ks = td * ts // (NT * VS)
    kd = td * ts // (NT * VD)
    g_args = ("v", "t", "k", "j", "r") if two_d else ("v", "t", "k", "j")
    s_args = ("v", "t", "k")
    smem_bytes = P * S * dt.bytes
    open_rows, close_rows = (
        (f"  for (long long r = blockIdx.y; r < {c_count(rows, sig)}; r += gridDim.y) {{\n",
         "  __syncthreads();\n  }\n") if two_d else ("", ""))
    body = f"""{signature(name, dt, params, NT)} {{
  extern __shared__ __align__(16) unsigned char cute_smem[];
  {T}* smem = reinterpret_cast<{T}*>(cute_smem);
  const int t = threadIdx.x;
  const long long tiles = {c_count(tiles, sig)};
{open_rows}  cute_array<{T}, {VS}> x[{P}][{ks}];
#pragma unroll
  for (int p = 0; p < {P}; ++p) {{
    const long long j = (long long)blockIdx.x * {P} + p;
    if (j < tiles) {{
#pragma unroll
      for (int k = 0; k < {ks}; ++k) {load(sform, fs, "v", g_args, VS, T, "x[p][k]")}
    }}
  }}
#pragma unroll
  for (int p = 0; p < {P}; ++p) {{
    {T}* tile = smem + p * {S};
#pragma unroll
    for (int k = 0; k < {ks}; ++k) {store(smem_form, fsl, "v", s_args, VS, T, "x[p][k]", "tile")}
  }}
  __syncthreads();
#pragma unroll
  for (int p = 0; p < {P}; ++p) {{
    const long long j = (long long)blockIdx.x * {P} + p;
    const {T}* tile = smem + p * {S};
    if (j < tiles) {{
#pragma unroll
      for (int k = 0; k < {kd}; ++k) {{
        cute_array<{T}, {VD}> w;
        {load("scalar", fss, "v", s_args, VD, T, "w", "tile")}
        {store(dform, fd, "v", g_args, VD, T, "w")}
      }}
    }}
  }}
{close_rows}}}
"""
    swz = f"swizzle {plan.swizzle}" if plan.swizzle else "no swizzle"
    what = (f"plan: staged through shared memory; work layout W = {layout_text(plan.work)}; "
            f"tile ({td},{ts}), {P} tile(s) per block of {NT} threads; src vectors of {VS} ({sform}), "
            f"dst vectors of {VD} ({dform}); shared memory ({td},{ts}) row pitch {plan.pitch}, {swz}, "
            f"stores {smem_form}")
    functions = (fs, fd, fsl, fss)
    source = assemble(src, dst, dt, what, assume, functions, body, banks)
    blocks = simplify((tiles + (P - 1)) // Const(P), sig.ranges())
    return CopyKernel(name, source, src, dst, dt, plan, params, NT, blocks, smem_bytes, functions, banks,
                      align(sform, VS, dt), align(dform, VD, dt),
                      {"src": sform, "dst": dform, "smem": smem_form}, rows, assume)
