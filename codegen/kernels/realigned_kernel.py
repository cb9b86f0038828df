"""The realigned copy kernel (:class:`~codegen.kernels.realigned.RealignedPlan`) as CUDA C: the
tiled plan's vector path for aligned interior tiles (when it has one), the realigned path for
every other tile (interior unguarded, boundary guarded)."""
from __future__ import annotations

import dataclasses

from cute_sym.layout import Layout
from cute_sym.tuples import transform_leaves
from solver.simplify import simplify

from ..banks import prove_conflict_free
from ..cexpr import to_c
from ..emit import Signature, htuple_text, layout_text
from .bounds import Site, cosize, prove_in_bounds
from .csource import CopyKernel, assemble, call, count_of, kernel_params, signature
from .dtypes import DType
from .realigned import (REALIGN_HELPERS, VEC, RealignedPlan, check_realigned, prove_realigned_bounds, realigned_body,
                        realigned_functions)
from .smem import shared_accesses

__all__ = ["realigned_kernel"]


def realigned_kernel(src: Layout, dst: Layout, dt: DType, plan: RealignedPlan, name: str, assume: tuple,
                     verify: bool) -> CopyKernel:
    """Generate, prove and assemble the copy ``dst(c) = src(c)`` along ``plan``."""
    from .tiled import _body, _guard_functions, _path, _vector_condition
    t = plan.tiled
    check_realigned(plan)
    vector = _path(t, "v", t.vector, name, dt, assume, verify) if t.vector is not None else None
    if vector is not None and not (vector.staging.vec_dst == VEC and vector.forms["dst"] == "vector"):
        vector = None          # a vector launch shears nothing: only 16-byte dst vectors keep the rows aligned
    guards = {k: f for k, f in _guard_functions(t, name, assume, verify).items() if k.startswith("origin")}
    fns = realigned_functions(plan, name, assume, verify)
    banks = None
    bounds_v = None
    if vector is not None:
        acc, _ = shared_accesses(vector.staging, dt.bytes, f"{name}_v", False)
        banks = prove_conflict_free([dataclasses.replace(a, fn=fn, name=f"v: {a.name}")
                                     for a, fn in zip(acc, (vector.smem_store, vector.smem_load))], t.threads)
        if verify:
            bounds_v = prove_in_bounds(t, [Site("v", t.vector, ph, "interior") for ph in ("load", "store")],
                                       src, dst, assume)
    bounds = prove_realigned_bounds(plan, src, dst, assume) if verify else None
    functions = ((vector.src, vector.dst, vector.smem_store, vector.smem_load) if vector else ()) \
        + tuple(guards.values()) + tuple(fns.values())
    params = kernel_params(src, dst, functions)
    sig = Signature()
    shape = [sig.leaf(t.modes.shape[k], True) for k in (t.q, t.p)]
    n_src = to_c(cosize(src, sig), {p.name: p.interval for p in params}, "long long")
    ranges = {p.name: p.interval for p in params}
    gq, rows = t.grid
    blocks = simplify(sig.leaf(gq, True), ranges)
    rows_count = count_of(Layout(rows, transform_leaves(lambda _x: 0, rows)))[0]
    td, ts = t.tile
    interior = f"lq >= {td} && lp >= {ts}"
    branches = []
    if vector is not None:
        branches.append((f"vec && {interior}", _body(vector, dt.storage, None, "      ")))
    branches.append((f"cute_oq >= {t.shear} && {interior}",
                     realigned_body(plan, fns, False, vector is not None, ranges, sig, "cute_n", "      ")))
    branches.append((None, realigned_body(plan, fns, True, vector is not None, ranges, sig, "cute_n", "      ")))
    chain = ""
    for n, (cond, text) in enumerate(branches):
        head = ("    if" if n == 0 else "    } else if") if cond else "    } else"
        chain += f"{head} ({cond}) {{\n" if cond else f"{head} {{\n"
        chain += text
    chain += "    }\n"
    vec_line = f"  const bool vec = {_vector_condition(vector, dt)};\n" if vector is not None else ""
    T = dt.storage
    body = f"""{signature(name, dt, params, t.threads, plan.blocks_per_sm)} {{
  extern __shared__ __align__(16) unsigned char cute_smem[];
  {T}* smem = reinterpret_cast<{T}*>(cute_smem);
  const int t = threadIdx.x;
  const long long tq = blockIdx.x;
  const long long rows = {to_c(rows_count, ranges, 'long long')};
  const long long cute_n = {n_src};
  const unsigned long long cute_srow = reinterpret_cast<unsigned long long>(src) / 2;
  const unsigned long long cute_drow = reinterpret_cast<unsigned long long>(dst) / 2;
{vec_line}  for (long long r = blockIdx.y; r < rows; r += gridDim.y) {{
    const long long cute_oq = {call(guards['origin_q'], 'tq', 'r')};
    const long long lq = {to_c(shape[0], ranges, 'long long')} - cute_oq;
    const long long lp = {to_c(shape[1], ranges, 'long long')} - {call(guards['origin_p'], 'tq', 'r')};
{chain}    __syncthreads();
  }}
}}
"""
    notes = [b.comment() for b in (bounds_v, bounds) if b is not None] or \
        ["every access in bounds: UNVERIFIED (proofs skipped on request)"]
    notes.append(f"realigned tiles: each raw 16-byte src load lies in [0, cosize) by its span test (else element "
                 f"by element inside it); checked by enumeration that the load vectors, shared-memory slots "
                 f"and store tasks are bijections, that every store task reads rows inside the "
                 f"{plan.rows}-row tile for every shift in [0, {t.shear}), and that neither phase's shared "
                 f"accesses conflict for any shift (the swizzle {plan.swizzle()})")
    source = assemble(src, dst, dt, _describe(plan, vector, dt), assume, functions,
                      REALIGN_HELPERS + "\n" + body, banks, notes)
    smem_elems = max(plan.smem_elements, vector.staging.smem_elements if vector else 0)
    forms = dict(vector.forms) if vector else {"src": "vector", "dst": "vector", "smem": "vector"}
    return CopyKernel(name, source, src, dst, dt, plan, params, t.threads, blocks, smem_elems * dt.bytes,
                      functions, banks, dt.bytes, dt.bytes, forms, rows_count, assume, bounds,
                      {"paths": {"v": vector} if vector else {}, "guards": guards, "realigned": fns})


def _describe(plan: RealignedPlan, vector, dt: DType) -> str:
    t = plan.tiled
    td, ts = t.tile
    m = t.modes
    parts = [f"plan: tiled over the padded grid; modes {layout_text(Layout(m.shape, m.src))} -> "
             f"{layout_text(Layout(m.shape, m.dst))}; tile ({td},{ts}) along modes ({t.q},{t.p}), "
             f"grid {htuple_text(t.grid)} of {t.threads}-thread blocks, registers for {plan.blocks_per_sm} "
             f"blocks per multiprocessor"]
    if vector is not None:
        st = vector.staging
        need = f" ({', '.join(f'{n} | {x}' for n, x in vector.needs)} checked at launch)" if vector.needs else ""
        parts.append(f"interior tiles with vectors when aligned{need}: src {st.vec_src}, dst {st.vec_dst}, "
                     f"shared memory swizzle {st.swizzle}")
    parts.append(f"{'other' if vector is not None else 'interior and boundary'} tiles realigned: 16-byte src "
                 f"loads from absolute 16-byte boundaries shifted in registers by the row's alignment, dst rows "
                 f"sheared to {t.shear}-element boundaries and written in 16-byte vectors, shared memory "
                 f"swizzle {plan.swizzle()}, {t.shear} more rows loaded")
    return "; ".join(parts)
