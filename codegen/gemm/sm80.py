"""The SM80-style GEMM (issue 15, first milestone): ``cp.async`` 16-byte global -> shared
copies into a ``stages``-deep pipeline of swizzled tiles, ``ldmatrix.x4`` shared -> register
fragments, ``mma.sync.m16n8k16`` with fp32 accumulators, and a direct epilogue storing pairs
of bf16 (f16).  Every index is an :class:`~codegen.emit.IndexFunction` of a layout of
:mod:`.partition`, proven before the source is returned, with the layout relations of
:mod:`.proofs` and the bank-conflict proof written into the source.
"""
from __future__ import annotations

from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout

from ..banks import Access, prove_conflict_free
from ..errors import CodegenError
from ..kernels.vectors import global_form, shared_form
from .config import GemmConfig
from .emitting import emit, header, smem_index
from .generated import GemmKernel
from .partition import CP_ASYNC_ATOM, LDSM_ATOM, MMA_ATOM, VEC, sm80_partition
from .proofs import choose_swizzle, fragment_proofs
from .ptx import COMMON, SM80

__all__ = ["build"]


def _accesses(c: GemmConfig, side: str, sw: Swizzle, verify: bool) -> list[Access]:
    """The shared-memory accesses of operand ``side`` under the swizzle ``sw``."""
    part = sm80_partition(c, sw, sw)
    smem = part.smem_a if side == "a" else part.smem_b
    store = smem_index(smem, getattr(part, f"store_{side}"), f"gemm_store_{side}", ("v", "t", "i", "s"), verify)
    ldsm = smem_index(smem, getattr(part, f"ldsm_{side}"), f"gemm_ldsm_{side}",
                      ("v", "t", "mi" if side == "a" else "nj", "kk", "s"), verify)
    return [Access(f"cp.async store of {side.upper()}", store, 2, VEC, pinned=(("v", 0),)),
            Access(f"ldmatrix read of {side.upper()}", ldsm, 2, VEC, pinned=(("v", 0),))]


def build(c: GemmConfig, name: str, verify: bool) -> GemmKernel:
    if c.arch != "sm_80":
        raise CodegenError(f"the SM80 kernel is for sm_80, not {c.arch}")
    threads = 32 * c.warps[0] * c.warps[1]
    sw_a = choose_swizzle(VEC, c.BK, lambda sw: _accesses(c, "a", sw, False), threads)
    sw_b = choose_swizzle(VEC, c.BK, lambda sw: _accesses(c, "b", sw, False), threads)
    part = sm80_partition(c, sw_a, sw_b)
    M, N, K = c.M, c.N, c.K
    fa = emit(ComposedLayout(Layout((M, K), (K, 1)), 0, part.load_a), "gemm_load_a", ("v", "t", "i", "kt", "bid"),
              verify, "= A o W_A: A (M,K):(K,1) row-major")
    fb = emit(ComposedLayout(Layout((N, K), (K, 1)), 0, part.load_b), "gemm_load_b", ("v", "t", "i", "kt", "bid"),
              verify, "= B o W_B: B (N,K):(K,1) row-major")
    (store_a, read_a), (store_b, read_b) = _accesses(c, "a", sw_a, verify), _accesses(c, "b", sw_b, verify)
    fc = emit(ComposedLayout(Layout((M, N), (N, 1)), 0, part.epilogue), "gemm_store_c",
              ("v", "r", "t", "mi", "ni", "bid"), verify, "= C o W_C: C (M,N):(N,1) row-major")
    accesses = [store_a, store_b, read_a, read_b]
    functions = (fa, fb, *(a.fn for a in accesses), fc)
    forms = {f.name: global_form(f, "v", VEC) for f in (fa, fb)}
    forms.update({a.fn.name: shared_form(a.fn, "v", VEC) for a in accesses})
    forms[fc.name] = global_form(fc, "v", 2)
    bad = {k: v for k, v in forms.items() if v != "vector"}
    if bad:
        raise CodegenError(f"vector accesses are not contiguous and aligned: {bad}")
    banks = prove_conflict_free(accesses, threads) if verify else None
    facts = fragment_proofs(part, LDSM_ATOM) if verify else []
    MI, NI, KI = part.mma_repeat
    smem_bytes = c.stages * (c.BM + c.BN) * c.BK * 2
    plan = (f"SM80: CTA tile {c.BM}x{c.BN}x{c.BK}, {threads} threads ({c.warps[0]}x{c.warps[1]} warps of "
            f"{part.warp_tile[0]}x{part.warp_tile[1]}), {c.stages}-stage cp.async pipeline, ldmatrix.x4, "
            f"{MI}x{NI} {MMA_ATOM[c.dtype]} per warp and k16; swizzles A {sw_a}, B {sw_b}; "
            f"{c.blocks} CTAs rasterized in groups of {c.group} tile rows")
    body = _body(c, name, threads, part.mma_repeat, smem_bytes)
    atoms = f"atoms: {MMA_ATOM[c.dtype]}, {LDSM_ATOM}, {CP_ASYNC_ATOM}"
    source = header(c, plan, atoms, functions, facts, banks) + COMMON + SM80 + "\n" + \
        "".join(f.c_function() + "\n" for f in functions) + body
    return GemmKernel(name, source, c, threads, c.blocks, smem_bytes, functions, tuple(facts), banks, plan,
                      notes={"forms": forms, "swizzles": (str(sw_a), str(sw_b))})


def _body(c: GemmConfig, name: str, threads: int, repeat: tuple, smem_bytes: int) -> str:
    MI, NI, KI = repeat
    S = c.stages
    ia = c.BM * c.BK // VEC // threads
    ib = c.BN * c.BK // VEC // threads
    mma = f"cute_mma_16816_{c.dtype}"
    pack = f"cute_pack_{c.dtype}x2"
    return f"""
// the main loop: tile kt + {S - 1} is copied while tile kt is multiplied
CUTE_DEVICE void gemm_load_tile(const cute_u16* __restrict__ A, const cute_u16* __restrict__ B, unsigned sA,
                                unsigned sB, int t, int s, int kt, int bid) {{
#pragma unroll
  for (int i = 0; i < {ia}; ++i) cute_cp_async_16(sA + 2 * gemm_store_a(0, t, i, s), A + gemm_load_a(0, t, i, kt, bid));
#pragma unroll
  for (int i = 0; i < {ib}; ++i) cute_cp_async_16(sB + 2 * gemm_store_b(0, t, i, s), B + gemm_load_b(0, t, i, kt, bid));
}}

extern "C" __global__ void __launch_bounds__({threads}, 1)
{name}(const cute_u16* __restrict__ A, const cute_u16* __restrict__ B, cute_u16* __restrict__ C) {{
  extern __shared__ __align__(1024) unsigned char cute_smem[];    // {smem_bytes} bytes
  const unsigned sA = cute_smem_addr(cute_smem);
  const unsigned sB = sA + {S * c.BM * c.BK * 2};
  const int t = threadIdx.x, bid = blockIdx.x;
  float acc[{MI}][{NI}][4];
#pragma unroll
  for (int mi = 0; mi < {MI}; ++mi)
#pragma unroll
    for (int ni = 0; ni < {NI}; ++ni)
#pragma unroll
      for (int q = 0; q < 4; ++q) acc[mi][ni][q] = 0.0f;
#pragma unroll
  for (int s = 0; s < {S - 1}; ++s) {{
    if (s < {c.KT}) gemm_load_tile(A, B, sA, sB, t, s, s, bid);
    cute_cp_async_commit();
  }}
#pragma unroll 1
  for (int kt = 0; kt < {c.KT}; ++kt) {{
    cute_cp_async_wait<{S - 2}>();
    __syncthreads();
    if (kt + {S - 1} < {c.KT}) gemm_load_tile(A, B, sA, sB, t, (kt + {S - 1}) % {S}, kt + {S - 1}, bid);
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
        *reinterpret_cast<unsigned*>(C + gemm_store_c(0, r, t, mi, ni, bid)) =
            {pack}(acc[mi][ni][2 * r], acc[mi][ni][2 * r + 1]);
}}
"""
