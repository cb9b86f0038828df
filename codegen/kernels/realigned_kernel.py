"""The realigned copy kernel (:class:`~codegen.kernels.realigned.RealignedPlan`) as CUDA C: the
tiled plan's vector path for aligned interior tiles (when it has one), the realigned path for
every other tile (interior unguarded, boundary guarded)."""
from __future__ import annotations

import dataclasses

from typing import Callable

from cute_sym.layout import Layout
from cute_sym.tuples import transform_leaves
from solver.simplify import simplify

from ..banks import BankProof, prove_conflict_free
from ..cexpr import to_c
from ..emit import Signature, htuple_text, layout_text
from .bounds import Site, cosize, prove_in_bounds
from .csource import CopyKernel, assemble, call, count_of, kernel_params, signature
from .dtypes import DType
from .realigned import VEC, RealignedPlan, check_realigned, prove_realigned_bounds, realigned_functions
from .smem import shared_accesses

__all__ = ["realigned_kernel", "Style", "REALIGNED", "FETCH_HELPER", "store_phase", "indented"]


@dataclasses.dataclass(frozen=True)
class Style:
    """How a realigned-family plan's other tiles are checked, written and described: ``check(plan)``
    (enumeration; it returns the path's :class:`~codegen.banks.BankProof` or ``None``), ``body(plan, fns, guarded, vector, ranges, sig, n_src, indent)`` (C statements),
    the device ``helpers`` they call, ``describe(plan)`` (the plan text's last part) and
    ``note(plan)`` (the source comment on what was enumerated)."""

    check: Callable
    body: Callable
    helpers: str
    describe: Callable
    note: Callable


def realigned_kernel(src: Layout, dst: Layout, dt: DType, plan: RealignedPlan, name: str, assume: tuple,
                     verify: bool, style: "Style | None" = None) -> CopyKernel:
    """Generate, prove and assemble the copy ``dst(c) = src(c)`` along ``plan`` (``style``: the
    realigned path's, by default)."""
    from .tiled import _body, _guard_functions, _path, _vector_condition
    style = style or REALIGNED
    t = plan.tiled
    enumerated = style.check(plan)
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
    if enumerated is not None:                  # the style's own bank proof (by enumeration) beside the vector path's
        banks = enumerated if banks is None else BankProof(
            "proved", f"{banks.backend} and {enumerated.backend}", banks.accesses + enumerated.accesses,
            banks.seconds + enumerated.seconds)
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
                     style.body(plan, fns, False, vector is not None, ranges, sig, "cute_n", "      ")))
    branches.append((None, style.body(plan, fns, True, vector is not None, ranges, sig, "cute_n", "      ")))
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
    notes.append(style.note(plan))
    source = assemble(src, dst, dt, _describe(plan, vector, dt, style), assume, functions,
                      style.helpers + "\n" + body, banks, notes)
    smem_elems = max(plan.smem_elements, vector.staging.smem_elements if vector else 0)
    forms = dict(vector.forms) if vector else {"src": "vector", "dst": "vector", "smem": "vector"}
    return CopyKernel(name, source, src, dst, dt, plan, params, t.threads, blocks, smem_elems * dt.bytes,
                      functions, banks, dt.bytes, dt.bytes, forms, rows_count, assume, bounds,
                      {"paths": {"v": vector} if vector else {}, "guards": guards, "realigned": fns})


def _note(plan: RealignedPlan) -> str:
    return (f"realigned tiles: each raw 16-byte src load lies in [0, cosize) by its span test (else element "
            f"by element inside it); checked by enumeration that the load vectors, shared-memory slots "
            f"and store tasks are bijections, that every store task reads rows inside the "
            f"{plan.rows}-row tile for every shift in [0, {plan.shear}), and that neither phase's shared "
            f"accesses conflict for any shift (the swizzle {plan.swizzle()})")


def _tail(plan: RealignedPlan) -> str:
    return (f"realigned: 16-byte src loads from absolute 16-byte boundaries shifted in registers by the row's alignment, dst "
            f"rows sheared to {plan.shear}-element boundaries and written in 16-byte vectors, shared memory "
            f"swizzle {plan.swizzle()}, {plan.shear} more rows loaded")


def _describe(plan: RealignedPlan, vector, dt: DType, style: Style) -> str:
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
    parts.append(f"{'other' if vector is not None else 'interior and boundary'} tiles {style.describe(plan)}")
    return "; ".join(parts)


FETCH_HELPER = """\
static __device__ __forceinline__ uint4 cute_fetch8(const unsigned short* __restrict__ p, long long lo, long long n) {
  if (lo >= 0 && lo + 8 <= n) return *reinterpret_cast<const uint4*>(p + lo);
  unsigned int w[4];
#pragma unroll
  for (int m = 0; m < 4; ++m) {
    const long long a = lo + 2 * m;
    const unsigned int l0 = (a >= 0 && a < n) ? (unsigned int)p[a] : 0u;
    const unsigned int l1 = (a + 1 >= 0 && a + 1 < n) ? (unsigned int)p[a + 1] : 0u;
    w[m] = l0 | (l1 << 16);
  }
  return make_uint4(w[0], w[1], w[2], w[3]);
}
"""
"""The span-tested 16-byte load: whole where it lies in ``[0, n)``, else element by element inside it."""

REALIGN_HELPERS = FETCH_HELPER + """\
static __device__ __forceinline__ uint4 cute_realign(uint4 a, uint4 b, int rho) {
  const bool s2 = (rho & 4) != 0, s1 = (rho & 2) != 0;
  const unsigned int sh = (unsigned int)(rho & 1) * 16u;
  const unsigned int b0 = s2 ? a.z : a.x, b1 = s2 ? a.w : a.y, b2 = s2 ? b.x : a.z, b3 = s2 ? b.y : a.w;
  const unsigned int b4 = s2 ? b.z : b.x, b5 = s2 ? b.w : b.y;
  const unsigned int c0 = s1 ? b1 : b0, c1 = s1 ? b2 : b1, c2 = s1 ? b3 : b2, c3 = s1 ? b4 : b3, c4 = s1 ? b5 : b4;
  return make_uint4(__funnelshift_r(c0, c1, sh), __funnelshift_r(c1, c2, sh), __funnelshift_r(c2, c3, sh),
                    __funnelshift_r(c3, c4, sh));
}
static __device__ __forceinline__ uint4 cute_next(uint4 v, int width) {
  const int lane = threadIdx.x & 31;
  const int from = (lane & ~(width - 1)) | ((lane + 1) & (width - 1));
  return make_uint4(__shfl_sync(0xffffffffu, v.x, from), __shfl_sync(0xffffffffu, v.y, from),
                    __shfl_sync(0xffffffffu, v.z, from), __shfl_sync(0xffffffffu, v.w, from));
}
"""
"""Device helpers of the realigned path: the span-tested 16-byte load, the shift of a vector pair
by ``rho`` elements, the right neighbour's vector in a row segment of ``width`` lanes."""


def realigned_body(plan: RealignedPlan, fns: dict, guarded: bool, vector: bool, ranges: dict, sig: Signature,
                   n_src: str, indent: str) -> str:
    """C statements copying one tile along the realigned path (``guarded``: a boundary tile)."""
    t = plan.tiled
    A, (td, ts), NT, L = plan.shear, plan.tile, plan.threads, plan.lanes
    dq = to_c(sig.leaf(t.modes.src[t.q], False), ranges, "long long")
    KL, total = plan.load_steps, plan.rows * plan.lanes
    partial = total % NT != 0
    row_ok = f" && {call(fns['ld_row'], 'x')} - {A} >= -cute_oq && {call(fns['ld_row'], 'x')} - {A} < lq" if guarded else ""
    in_range = f"x < {total}" if partial else "true"
    G = min(plan.in_flight or KL, KL)
    step_ok = f"k < {KL} && " if KL % G else ""
    lines = [
        f"const long long cute_b = (long long){call(fns['base_src'], 'tq', 'r')} - {A}LL * {dq};",
        "#pragma unroll",
        f"for (int g = 0; g < {KL}; g += {G}) {{",
        f"  uint4 cute_v[{G}], cute_x[{G}];",
        f"  int cute_rh[{G}];",
        "#pragma unroll",
        f"  for (int j = 0; j < {G}; ++j) {{",
        f"    const int k = g + j, x = t + {NT} * k;",
        "    cute_v[j] = make_uint4(0u, 0u, 0u, 0u); cute_x[j] = cute_v[j]; cute_rh[j] = 0;",
        f"    if ({step_ok}{in_range}{row_ok}) {{",
        f"      const long long cute_o = cute_b + {call(fns['ld_off'], 'x')};",
        "      const int cute_rho = (int)((cute_srow + (unsigned long long)cute_o) & 7ull);",
        "      cute_rh[j] = cute_rho;",
        f"      cute_v[j] = cute_fetch8(src, cute_o - cute_rho, {n_src});",
        f"      if ({call(fns['ld_lane'], 'x')} == 0) cute_x[j] = cute_fetch8(src, cute_o - cute_rho + {ts}, {n_src});",
        "    }",
        "  }",
        "#pragma unroll",
        f"  for (int j = 0; j < {G}; ++j) {{",
        f"    const int k = g + j, x = t + {NT} * k;",
        f"    if ({step_ok}{in_range}) {{",
        f"      const uint4 cute_n = cute_next({call(fns['ld_lane'], 'x')} == 0 ? cute_x[j] : cute_v[j], {L});",
        f"      *reinterpret_cast<uint4*>(smem + {call(fns['smem'], f'{VEC} * ' + call(fns['ld_lane'], 'x'), call(fns['ld_row'], 'x'))})"
        " = cute_realign(cute_v[j], cute_n, cute_rh[j]);",
        "    }",
        "  }",
        "}",
    ]
    gather = [
        "  unsigned int cute_w[4];",
        "#pragma unroll",
        "  for (int m = 0; m < 4; ++m)",
        f"    cute_w[m] = (unsigned int)smem[{call(fns['smem'], 'cute_c', 'cute_e + 2 * m')}]"
        f" | ((unsigned int)smem[{call(fns['smem'], 'cute_c', 'cute_e + 2 * m + 1')}] << 16);",
    ]
    return indented(lines + store_phase(plan, fns, guarded, vector, gather, "#pragma unroll"), indent)


def indented(lines: list[str], indent: str) -> str:
    """C lines joined, each indented (a ``#pragma`` at the line's start)."""
    return "".join(f"{indent}{ln}\n" if not ln.startswith("#") else f"{ln}\n" for ln in lines)


def store_phase(plan: RealignedPlan, fns: dict, guarded: bool, vector: bool, gather: list[str],
                unroll: str) -> list[str]:
    """The store phase of a realigned-family tile: after the barrier, each store task ``y`` (column
    ``c``, vector ``u``, the row's shift ``phi``, first row ``e``) runs ``gather`` (filling
    ``cute_w[4]``) and writes the 16-byte dst vector (a boundary tile: under its guards, element by
    element where a boundary cuts it)."""
    A, NT, KS = plan.shear, plan.threads, plan.store_steps
    lines = [
        "__syncthreads();",
        f"const long long cute_bd = {call(fns['base_dst'], 'tq', 'r')};",
        f"const long long cute_rw = {call(fns['row_dst'], 'tq', 'r')};",
        unroll,
        f"for (int k = 0; k < {KS}; ++k) {{",
        f"  const int y = t + {NT} * k;",
        f"  const int cute_c = {call(fns['st_c'], 'y')};",
        f"  const int cute_u = {call(fns['st_u'], 'y')};",
        f"  const int cute_phi = {'vec ? 0 : ' if vector else ''}(int)((cute_drow + (unsigned long long)(cute_rw + "
        f"{call(fns['st_row'], 'y')})) & {A - 1}ull);",
        f"  const int cute_e = {A} - cute_phi + {VEC} * cute_u;",
        *gather,
        f"  const long long cute_o = cute_bd + {call(fns['st_dst'], 'y')} - cute_phi;",
    ]
    put = "*reinterpret_cast<uint4*>(dst + cute_o) = make_uint4(cute_w[0], cute_w[1], cute_w[2], cute_w[3]);"
    if not guarded:
        lines.append(f"  {put}")
    else:
        lines += [
            f"  const long long cute_q = (long long){VEC} * cute_u - cute_phi;",
            "  if (cute_c < lp) {",
            f"    if (cute_q >= -cute_oq && cute_q + {VEC} <= lq) {put}",
            "    else {",
            "#pragma unroll",
            f"      for (int v = 0; v < {VEC}; ++v)",
            "        if (cute_q + v >= -cute_oq && cute_q + v < lq) "
            "dst[cute_o + v] = (unsigned short)(cute_w[v >> 1] >> (16 * (v & 1)));",
            "    }",
            "  }",
        ]
    lines.append("}")
    return lines


REALIGNED = Style(check_realigned, realigned_body, REALIGN_HELPERS, _tail, _note)
"""The realigned path's style (:func:`realigned_kernel`'s default)."""
