"""Split-K for the SM90 GEMM (issue 24): ``splits`` CTAs per C tile, a serialized fixup in the kernel.

The grid is ``(group, NB, Q * S)`` (``S = splits``): CTA ``(g, bn, q + Q*z)`` computes tile
``(g, bn, q)`` over the k-tiles ``[z*KTs, z*KTs + nk_z)`` with ``KTs = ceil(KT / S)`` and
``nk_z = max(0, min(KTs, KT - z*KTs))``, then

1. stores its fp32 partial sums into the workspace ``ws[z*M*N + o]`` for each accumulator the
   epilogue would store at ``o = gemm_store_c(..)`` (the same index function, the same guard:
   C's layout in an fp32 tensor of ``S`` such slices), through L2 (``st.global.cg``);
2. meets the other consumer threads at a named barrier, and one consumer thread releases
   (``fence.acq_rel.gpu``, cumulative over the stores the barrier ordered before it) and takes a
   ticket ``atomicAdd(counters + tile, 1)`` (``tile = gemm_tile(g, bn, q)``, a proven bijection of
   the raster onto ``[0, group*NB*Q)``) -- CUTLASS's semaphore pattern;
3. the CTA that draws ticket ``S - 1`` (the last of the tile's ``S`` CTAs to finish) resets the
   counter to 0 for the next launch, acquires (the same thread's ``fence.acq_rel.gpu``, then the
   barrier), reads the other ``S - 1`` partials (``ld.global.cg``; its own split's values are still
   in its registers) and adds them in split order ``z = 0, 1, .., S-1``, then runs the ordinary
   epilogue (alpha, beta, bias, scales, the conversion, the store of C); the others exit.

No CTA waits for another, so there is no deadlock whatever the scheduling.  The sum is
deterministic: the same S fp32 values added in the same order whichever CTA is last.  Proven
(:func:`splitk_facts`): the splits' k-tile ranges partition ``[0, KT)`` (each k-tile's product
reaches each element of C through exactly one split), every workspace index ``z*M*N + o`` lies in
``[0, S*M*N)`` given the C store's bounds proof ``0 <= o < M*N``, and ``gemm_tile`` is one-to-one
onto ``[0, group*NB*Q)`` (the counters array).  The hardware's part -- the S atomic adds on one
counter return ``0 .. S-1`` once each, the release fence after the barrier orders every thread's
partial stores before the ticket and the acquire fence the last CTA's loads after it -- is the PTX
memory model's (fence cumulativity and barrier causality), not proven here.  Each thread fencing
itself with ``__threadfence()`` (``fence.sc.gpu``) measured 7 us of a 20 us 1000^3 launch on the H200.
Host side: the workspace holds ``S*M*N`` floats (no initialization needed: every element the last
CTA reads was written in this launch), ``counters`` at least ``group*NB*Q`` zeroed words, which
every launch leaves zero again.
"""
from __future__ import annotations

import time
from cute_sym.layout import Layout

from ..emit import IndexFunction
from ..errors import CodegenError
from ..kernels.csource import call
from .config import LIMIT, GemmConfig
from .emitting import c_extent, emit, guard_text
from .proofs import Fact, prove_fact

__all__ = ["splitk_facts", "tile_function", "partial_code", "prologue_code", "PTX"]

PTX = r"""
// split-K: fp32 partial sums through L2 (.cg: not cached in L1, so the last CTA sees other SMs' stores)
CUTE_DEVICE void cute_st_cg_f32(float* p, float x) {
  asm volatile("st.global.cg.f32 [%0], %1;" :: "l"(p), "f"(x) : "memory");
}
CUTE_DEVICE void cute_st_cg_f32x2(float* p, float x, float y) {
  asm volatile("st.global.cg.v2.f32 [%0], {%1, %2};" :: "l"(p), "f"(x), "f"(y) : "memory");
}
CUTE_DEVICE float cute_ld_cg_f32(const float* p) {
  float x;
  asm volatile("ld.global.cg.f32 %0, [%1];" : "=f"(x) : "l"(p) : "memory");
  return x;
}
CUTE_DEVICE void cute_ld_cg_f32x2(const float* p, float& x, float& y) {
  asm volatile("ld.global.cg.v2.f32 {%0, %1}, [%2];" : "=f"(x), "=f"(y) : "l"(p) : "memory");
}
CUTE_DEVICE void cute_fence_acq_rel_gpu() { asm volatile("fence.acq_rel.gpu;" ::: "memory"); }
"""


def tile_function(c: GemmConfig, verify: bool) -> IndexFunction:
    """``gemm_tile(g, bn, q) = g + group*bn + group*NB*q``: the tile's counter."""
    G, NB, _Q = c.grid
    return emit(Layout(c.grid, (1, G, G * NB)), "gemm_tile", ("g", "bn", "q"), verify,
                "the tile's split-K counter: g + group*(bn + NB*q)", c)


def splitk_facts(c: GemmConfig, tile: IndexFunction) -> list[Fact]:
    """The three statements of the module (K partition, workspace range, the counter bijection)."""
    from solver.expr import Var
    from solver.formula import conj, le, lt
    S = c.splits
    kt_max = c.KT if isinstance(c.KT, int) else -(-LIMIT // c.BK)
    KT, kt, o, P = Var("KT"), Var("kt"), Var("o"), Var("MN")
    KTs = (KT + (S - 1)) // S
    facts = [prove_fact(f"the {S} splits' k-tile ranges [z*KTs, z*KTs + min(KTs, KT - z*KTs)), KTs = ceil(KT/{S}), "
                    f"partition [0, KT) for every KT in [1, {kt_max}]: (i, z) -> i + KTs*z is a mixed radix onto "
                    f"[0, {S}*KTs) and every k-tile kt < KT has z = kt / KTs < {S} (each k-tile's product is added "
                    f"into C through exactly one split)",
                    {"KT": (1, kt_max + 1), "kt": (0, KT)},
                    [conj(le(KT, KTs * S), le(1, KTs), lt(kt // KTs, S))])]
    facts.append(prove_fact(f"every workspace index z*M*N + o, z < {S}, o in [0, M*N) (the C store's bounds proof), "
                        f"lies in [0, {S}*M*N): the workspace is {S} fp32 copies of C's layout, (z, o) written by "
                        f"split z's CTA of o's tile only",
                        {"MN": (1, LIMIT * LIMIT + 1), "o": (0, P)},
                        [conj(le(0, z * P + o), lt(z * P + o, S * P)) for z in range(S)]))
    start = time.perf_counter()
    G, NB, Q = c.grid
    layout = tile.layout
    expect = [1, G, G * NB]
    if [str(x) for x in layout.stride] != [str(x) for x in expect]:
        raise CodegenError(f"split-K: the tile counter {layout} is not the mixed radix (1, {G}, {G}*NB)")
    facts.append(Fact(f"{tile.name} = g + {G}*bn + {G}*NB*q over the raster ({G}, {NB}, {Q}): each stride the "
                      f"product of the extents before it (a mixed radix), so one-to-one onto [0, {G}*{NB}*{Q}) "
                      f"(one counter per C tile)", "proved", "layout structure", time.perf_counter() - start))
    return facts


def prologue_code(c: GemmConfig) -> str:
    """The split's k-tile range (``kt0``, ``nk``) and ``MN`` (C's size, 64-bit)."""
    S = c.splits
    return (f"  const int KTs = (KT + {S - 1}) / {S};                     // k-tiles a split (the last may have fewer)\n"
            f"  const int kt0 = ks * KTs, nk = KT - kt0 < 0 ? 0 : (KT - kt0 < KTs ? KT - kt0 : KTs);\n"
            f"  const long long MN = (long long)({c_extent(c.size('M'), c)}) * ({c_extent(c.size('N'), c)});\n"
            f"  __shared__ int cute_split_last;\n")


def partial_code(c: GemmConfig, fns: dict, guard: dict) -> str:
    """Steps 1-3 of the module between the main loop and the epilogue (consumer threads)."""
    S, WG = c.splits, c.warps[0]
    store = fns["gemm_store_c"]
    tile = call(fns["gemm_tile"], "g", "bn", "q")

    def args(v: str) -> tuple:
        return (v, "r", "tw", "j", "wg", "g", "bn", "q")

    def pred(v: str) -> str:
        return guard_text([(call(f, *args(v)), getattr(c, d)) for d, f in guard.items()])

    def loop(v_loop: bool, body: str, v: str) -> str:
        p = pred(v)
        inner = f"if ({p}) {{ {body} }}" if p else f"{{ {body} }}"
        if v_loop:
            inner = f"for (int v = 0; v < 2; ++v) {inner}"
        return ("#pragma unroll\n      for (int j = 0; j < %d; ++j)\n#pragma unroll\n        for (int r = 0; r < 2; ++r)\n"
                "          %s\n" % (c.BN // 8, inner))

    row = c.c_major == "row"
    if row:
        put = (f"const int o = {call(store, *args('0'))}; "
               f"cute_st_cg_f32x2(ws + (long long)ks * MN + o, acc[4 * j + 2 * r], acc[4 * j + 2 * r + 1]);")
        add = (f"const int o = {call(store, *args('0'))}; float x0 = 0.0f, x1 = 0.0f;\n"
               f"#pragma unroll\n            for (int z = 0; z < {S}; ++z) {{ float p0 = acc[4 * j + 2 * r], "
               f"p1 = acc[4 * j + 2 * r + 1]; if (z != ks) cute_ld_cg_f32x2(ws + (long long)z * MN + o, p0, p1); "
               f"x0 += p0; x1 += p1; }}\n"
               f"            acc[4 * j + 2 * r] = x0; acc[4 * j + 2 * r + 1] = x1;")
    else:
        put = (f"const int o = {call(store, *args('v'))}; "
               f"cute_st_cg_f32(ws + (long long)ks * MN + o, acc[4 * j + 2 * r + v]);")
        add = (f"const int o = {call(store, *args('v'))}; float x = 0.0f;\n"
               f"#pragma unroll\n            for (int z = 0; z < {S}; ++z) "
               f"x += z == ks ? acc[4 * j + 2 * r + v] : cute_ld_cg_f32(ws + (long long)z * MN + o);\n"
               f"            acc[4 * j + 2 * r + v] = x;")
    return (f"    // split-K (sm90_splitk): this split's partial sums into the workspace, then a ticket; the last\n"
            f"    // of the tile's {S} CTAs adds the {S} partials in split order and runs the epilogue\n"
            + loop(not row, put, "0" if row else "v") +
            f"    cute_bar_sync(1, {128 * WG});                 // every consumer's partial stores, then one release\n"
            f"    if (t == 128) {{\n"
            f"      cute_fence_acq_rel_gpu();\n"
            f"      const unsigned ticket = atomicAdd(counters + {tile}, 1u);\n"
            f"      cute_split_last = ticket == {S - 1}u;\n"
            f"      if (cute_split_last) counters[{tile}] = 0u;        // every launch leaves the counters zero\n"
            f"      cute_fence_acq_rel_gpu();                          // acquire: the other splits' partials\n"
            f"    }}\n"
            f"    cute_bar_sync(1, {128 * WG});\n"
            f"    if (!cute_split_last) return;\n"
            + loop(not row, add, "0" if row else "v"))
