"""The SM80-style GEMM (issue 15, first milestone): ``cp.async`` 16-byte global -> shared
copies into a ``stages``-deep pipeline of swizzled tiles, ``ldmatrix.x4`` shared -> register
fragments, ``mma.sync.m16n8k16`` with fp32 accumulators, and a direct epilogue storing pairs
of bf16 (f16); residue tiles predicated (zero-filling cp.async, guarded stores).  Every index is an :class:`~codegen.emit.IndexFunction` of a layout of
:mod:`.partition`, proven before the source is returned, with the layout relations of
:mod:`.proofs` and the bank-conflict proof written into the source.
"""
from __future__ import annotations

from cute_sym.composed import Swizzle
from cute_sym.layout import Layout

from ..banks import Access, prove_conflict_free
from ..emit import floor_helpers
from ..errors import CodegenError
from ..kernels.csource import call, oracle
from ..kernels.vectors import global_form, shared_form
from .bounds import Site, prove_sites
from .config import GemmConfig
from .emitting import (c_extent, emit, epilogue_lines, guard_text, header, precondition_check, size_args, size_decl,
                        smem_index)
from .generated import GemmKernel
from .partition import CP_ASYNC_ATOM, LDSM_ATOM, MMA_ATOM, VEC, sm80_partition
from .proofs import choose_swizzle, fragment_proofs
from .ptx import COMMON, SM80

__all__ = ["build", "global_functions"]


def _accesses(c: GemmConfig, side: str, sw: Swizzle, verify: bool) -> list[Access]:
    """The shared-memory accesses of operand ``side`` under the swizzle ``sw``."""
    part = sm80_partition(c, sw, sw)
    smem = part.smem_a if side == "a" else part.smem_b
    store = smem_index(smem, getattr(part, f"store_{side}"), f"gemm_store_{side}", ("v", "t", "i", "s"), verify)
    ldsm = smem_index(smem, getattr(part, f"ldsm_{side}"), f"gemm_ldsm_{side}",
                      ("v", "t", "mi" if side == "a" else "nj", "kk", "s"), verify)
    return [Access(f"cp.async store of {side.upper()}", store, 2, VEC, pinned=(("v", 0),)),
            Access(f"ldmatrix read of {side.upper()}", ldsm, 2, VEC, pinned=(("v", 0),))]


G_COORD = ("v", "t", "i", "kt", ("g", "bn", "q"))
C_COORD = ("v", "r", "t", "mi", "ni", ("g", "bn", "q"))


def _guarded(c: GemmConfig, placed, stem: str, dims: tuple[str, str], coord: tuple, verify: bool) -> dict:
    """The row / column functions of ``placed`` along the dimensions the tile may not divide."""
    out = {}
    for d, layout, what in zip(dims, (placed.row, placed.col), ("row", "col")):
        if not c.exact(d):
            out[d] = emit(layout, f"{stem}_{what}", coord, verify, f"the element's {what} (guard: < {getattr(c, d)})", c)
    return out


def global_functions(c: GemmConfig, part, verify: bool) -> tuple[dict, dict, list]:
    """The global index functions, the guard functions and the bounds sites of a partition."""
    fns = {"load_a": emit(part.load_a.offset, "gemm_load_a", G_COORD, verify, "A (M,K) row-major: row * K + col", c),
           "load_b": emit(part.load_b.offset, "gemm_load_b", G_COORD, verify, "B (N,K) row-major: row * K + col", c),
           "store_c": emit(part.epilogue.offset, "gemm_store_c", C_COORD, verify, "C (M,N) row-major: row * N + col",
                           c)}
    guards = {"a": _guarded(c, part.load_a, "gemm_a", ("M", "K"), G_COORD, verify),
              "b": _guarded(c, part.load_b, "gemm_b", ("N", "K"), G_COORD, verify),
              "c": _guarded(c, part.epilogue, "gemm_c", ("M", "N"), C_COORD, verify)}
    if not c.rows_exact:
        guards["cta"] = emit(Layout(c.grid, (c.BM, 0, c.group * c.BM)), "gemm_cta_row", ("g", "bn", "q"), verify,
                             "the CTA's first row (guard: < M)", c)
    cta = not c.rows_exact
    sites = [Site("cp.async load of A", part.load_a, ("M", "K"), tuple(guards["a"]), cta),
             Site("cp.async load of B", part.load_b, ("N", "K"), tuple(guards["b"]), cta),
             Site("epilogue store of C", part.epilogue, ("M", "N"), tuple(guards["c"]), cta)]
    return fns, guards, sites


def build(c: GemmConfig, name: str, verify: bool) -> GemmKernel:
    if c.arch != "sm_80":
        raise CodegenError(f"the SM80 kernel is for sm_80, not {c.arch}")
    threads = 32 * c.warps[0] * c.warps[1]
    sw_a = choose_swizzle(VEC, c.BK, lambda sw: _accesses(c, "a", sw, False), threads)
    sw_b = choose_swizzle(VEC, c.BK, lambda sw: _accesses(c, "b", sw, False), threads)
    part = sm80_partition(c, sw_a, sw_b)
    g, guards, sites = global_functions(c, part, verify)
    fa, fb, fc = g["load_a"], g["load_b"], g["store_c"]
    (store_a, read_a), (store_b, read_b) = _accesses(c, "a", sw_a, verify), _accesses(c, "b", sw_b, verify)
    accesses = [store_a, store_b, read_a, read_b]
    guard_fns = [f for k in ("a", "b", "c") for f in guards[k].values()] + ([guards["cta"]] if "cta" in guards else [])
    functions = (fa, fb, *(a.fn for a in accesses), fc, *guard_fns)
    divides = oracle(c.facts)
    forms = {f.name: global_form(f, "v", VEC, divides) for f in (fa, fb)}
    forms.update({a.fn.name: shared_form(a.fn, "v", VEC) for a in accesses})
    forms[fc.name] = global_form(fc, "v", 2, divides)
    bad = {k: v for k, v in forms.items() if v != "vector"}
    if bad:
        raise CodegenError(f"vector accesses are not contiguous and aligned: {bad}")
    banks = prove_conflict_free(accesses, threads) if verify else None
    facts = fragment_proofs(part, LDSM_ATOM) if verify else []
    bounds = prove_sites(c, sites) if verify else None
    MI, NI, KI = part.mma_repeat
    smem_bytes = c.stages * (c.BM + c.BN) * c.BK * 2
    grid = "x".join(str(x) for x in c.grid)
    plan = (f"SM80: CTA tile {c.BM}x{c.BN}x{c.BK}, {threads} threads ({c.warps[0]}x{c.warps[1]} warps of "
            f"{part.warp_tile[0]}x{part.warp_tile[1]}), {c.stages}-stage cp.async pipeline, ldmatrix.x4, "
            f"{MI}x{NI} {MMA_ATOM[c.dtype]} per warp and k16; swizzles A {sw_a}, B {sw_b}; "
            f"grid {grid} CTAs rasterized in groups of {c.group} tile rows")
    body = _body(c, name, threads, part.mma_repeat, smem_bytes, g, guards, (store_a.fn, store_b.fn))
    atoms = f"atoms: {MMA_ATOM[c.dtype]}, {LDSM_ATOM}, {CP_ASYNC_ATOM}"
    source = header(c, plan, atoms, functions, facts, banks, bounds) + COMMON + SM80 + "\n" + \
        floor_helpers(functions) + "".join(f.c_function() + "\n" for f in functions) + body
    return GemmKernel(name, source, c, threads, c.grid, smem_bytes, functions, tuple(facts), banks, plan,
                      bounds=bounds, notes={"forms": forms, "swizzles": (str(sw_a), str(sw_b)), "guards": guards})


def _load_line(fn_load, fn_store, guard: dict, base: str, smem: str, c: GemmConfig) -> str:
    at = call(fn_load, "0", "t", "i", "kt", "g", "bn", "q")
    dst = f"{smem} + 2 * {call(fn_store, '0', 't', 'i', 's')}"
    if not guard:
        return f"cute_cp_async_16({dst}, {base} + {at});"
    pred = guard_text([(call(f, "0", "t", "i", "kt", "g", "bn", "q"), getattr(c, d)) for d, f in guard.items()])
    return f"{{ const bool p = {pred}; cute_cp_async_16_zfill({dst}, p ? {base} + {at} : {base}, p); }}"


def _body(c: GemmConfig, name: str, threads: int, repeat: tuple, smem_bytes: int, g: dict, guards: dict,
          smem_stores: tuple) -> str:
    MI, NI, KI = repeat
    S = c.stages
    ia = c.BM * c.BK // VEC // threads
    ib = c.BN * c.BK // VEC // threads
    mma = f"cute_mma_16816_{c.dtype}"
    load_a = _load_line(g["load_a"], smem_stores[0], guards["a"], "A", "sA", c)
    load_b = _load_line(g["load_b"], smem_stores[1], guards["b"], "B", "sB", c)
    store, exit_line = epilogue_lines(c, g["store_c"], guards["c"], ("0", "r", "t", "mi", "ni", "g", "bn", "q"),
                                      "acc[mi][ni][2 * r], acc[mi][ni][2 * r + 1]", guards.get("cta"))
    KT = c_extent(c.KT, c)
    return f"""
// the main loop: tile kt + {S - 1} is copied while tile kt is multiplied
CUTE_DEVICE void gemm_load_tile(const cute_u16* __restrict__ A, const cute_u16* __restrict__ B, unsigned sA,
                                unsigned sB, int t, int s, int kt, int g, int bn, int q{size_decl(c)}) {{
#pragma unroll
  for (int i = 0; i < {ia}; ++i) {load_a}
#pragma unroll
  for (int i = 0; i < {ib}; ++i) {load_b}
}}

extern "C" __global__ void __launch_bounds__({threads}, 1)
{name}(const cute_u16* __restrict__ A, const cute_u16* __restrict__ B, cute_u16* __restrict__ C{size_decl(c)}) {{
  extern __shared__ __align__(1024) unsigned char cute_smem[];    // {smem_bytes} bytes
{precondition_check(c, ("A", "B", "C"))}  const int t = threadIdx.x, g = blockIdx.x, bn = blockIdx.y, q = blockIdx.z;
{exit_line}  const unsigned sA = cute_smem_addr(cute_smem);
  const unsigned sB = sA + {S * c.BM * c.BK * 2};
  const int KT = {KT};
  float acc[{MI}][{NI}][4];
#pragma unroll
  for (int mi = 0; mi < {MI}; ++mi)
#pragma unroll
    for (int ni = 0; ni < {NI}; ++ni)
#pragma unroll
      for (int e = 0; e < 4; ++e) acc[mi][ni][e] = 0.0f;
#pragma unroll
  for (int s = 0; s < {S - 1}; ++s) {{
    if (s < KT) gemm_load_tile(A, B, sA, sB, t, s, s, g, bn, q{size_args(c)});
    cute_cp_async_commit();
  }}
#pragma unroll 1
  for (int kt = 0; kt < KT; ++kt) {{
    cute_cp_async_wait<{S - 2}>();
    __syncthreads();
    if (kt + {S - 1} < KT) gemm_load_tile(A, B, sA, sB, t, (kt + {S - 1}) % {S}, kt + {S - 1}, g, bn, q{size_args(c)});
    cute_cp_async_commit();
    const int s = kt % {S};
#pragma unroll
    for (int kk = 0; kk < {KI}; ++kk) {{
      unsigned a[{MI}][4], b[{NI // 2}][4];
#pragma unroll
      for (int mi = 0; mi < {MI}; ++mi) cute_ldsm_x4(a[mi], sA + 2 * gemm_ldsm_a(0, t, mi, kk, s));
#pragma unroll
      for (int nj = 0; nj < {NI // 2}; ++nj) cute_ldsm_x4(b[nj], sB + 2 * gemm_ldsm_b(0, t, nj, kk, s));
#pragma unroll
      for (int mi = 0; mi < {MI}; ++mi)
#pragma unroll
        for (int ni = 0; ni < {NI}; ++ni)
          {mma}(acc[mi][ni], a[mi], b[ni / 2][2 * (ni % 2)], b[ni / 2][2 * (ni % 2) + 1]);
    }}
  }}
  // the epilogue: C fragment values (2r, 2r+1) are the bf16 pair at gemm_store_c(0, r, ...)
#pragma unroll
  for (int mi = 0; mi < {MI}; ++mi)
#pragma unroll
    for (int ni = 0; ni < {NI}; ++ni)
#pragma unroll
      for (int r = 0; r < 2; ++r)
        {store}
}}
"""
