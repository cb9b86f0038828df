"""Inline PTX for the GEMM kernels (NVRTC has no headers: every instruction is written out).

Each helper is a ``static __device__ __forceinline__`` function named after the atom it
executes (:mod:`cute_sym.atoms`), so the generated source reads like CuTe's ``copy(atom, ...)``
and ``gemm(atom, ...)`` calls.
"""
from __future__ import annotations

__all__ = ["COMMON", "SM80", "SM90", "EPILOGUE", "EPILOGUE_F32", "wgmma_helper", "gmma_desc_helper"]

COMMON = r"""
#define CUTE_DEVICE static __device__ __forceinline__
typedef unsigned short cute_u16;
CUTE_DEVICE unsigned cute_smem_addr(const void* p) {      // generic -> shared-window address
  unsigned a;
  asm volatile("{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }" : "=r"(a) : "l"(p));
  return a;
}
CUTE_DEVICE unsigned cute_pack_bf16x2(float lo, float hi) {  // cvt.rn: round to nearest even
  unsigned d;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(hi), "f"(lo));
  return d;
}
CUTE_DEVICE unsigned cute_pack_f16x2(float lo, float hi) {
  unsigned d;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(hi), "f"(lo));
  return d;
}
"""

SM80 = r"""
// SM80_CP_ASYNC_CACHEGLOBAL_U128: 16 bytes global -> shared, L2 only
CUTE_DEVICE void cute_cp_async_16(unsigned dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(dst), "l"(src) : "memory");
}
// the same with zero-fill: src-size 0 when p is false (no byte is read, the 16 bytes become 0)
CUTE_DEVICE void cute_cp_async_16_zfill(unsigned dst, const void* src, bool p) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" :: "r"(dst), "l"(src), "r"(p ? 16 : 0) : "memory");
}
CUTE_DEVICE void cute_cp_async_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> CUTE_DEVICE void cute_cp_async_wait() { asm volatile("cp.async.wait_group %0;" :: "n"(N) : "memory"); }
// SM75_U32x4_LDSM_N: four 8x8 matrices of 16-bit elements, lane l addresses row l % 8 of matrix l / 8
CUTE_DEVICE void cute_ldsm_x4(unsigned (&r)[4], unsigned addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}
// SM80_16x8x16_F32{BF16,F16}: D = A * B + D
#define CUTE_MMA_16816(TYPE)                                                                              \
CUTE_DEVICE void cute_mma_16816_##TYPE(float (&d)[4], const unsigned (&a)[4], unsigned b0, unsigned b1) {  \
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32." #TYPE "." #TYPE ".f32 "                           \
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"                          \
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])                                           \
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));                          \
}
CUTE_MMA_16816(bf16)
CUTE_MMA_16816(f16)
"""

SM90 = r"""
struct alignas(64) cute_tensor_map { unsigned long long opaque[16]; };   // CUtensorMap, passed by value
CUTE_DEVICE void cute_mbar_init(unsigned bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar), "r"(count) : "memory");
}
CUTE_DEVICE void cute_mbar_fence_init() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
// programmatic dependent launch (a no-op unless launched with it): wait until the previous grid in the
// stream has completed and its memory is visible; let the next grid start launching its CTAs
CUTE_DEVICE void cute_griddep_wait() { asm volatile("griddepcontrol.wait;" ::: "memory"); }
CUTE_DEVICE void cute_griddep_launch() { asm volatile("griddepcontrol.launch_dependents;" ::: "memory"); }
CUTE_DEVICE void cute_mbar_expect_tx(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(bar), "r"(bytes) : "memory");
}
CUTE_DEVICE void cute_mbar_arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(bar) : "memory");
}
CUTE_DEVICE void cute_mbar_wait(unsigned bar, unsigned parity) {
  asm volatile("{\n .reg .pred P1;\n LAB_WAIT:\n"
               " mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n"
               " @P1 bra DONE;\n bra LAB_WAIT;\n DONE:\n}" :: "r"(bar), "r"(parity) : "memory");
}
// SM90_TMA_LOAD: one thread copies a whole box, completing on the mbarrier
CUTE_DEVICE void cute_tma_load_2d(unsigned dst, const cute_tensor_map* map, unsigned bar, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4}], [%2];"
               :: "r"(dst), "l"(map), "r"(bar), "r"(c0), "r"(c1) : "memory");
}
// the same for a 3-D tensor map (a batch of 2-D tensors: c2 the batch index)
CUTE_DEVICE void cute_tma_load_3d(unsigned dst, const cute_tensor_map* map, unsigned bar, int c0, int c1, int c2) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5}], [%2];"
               :: "r"(dst), "l"(map), "r"(bar), "r"(c0), "r"(c1), "r"(c2) : "memory");
}
CUTE_DEVICE void cute_wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
CUTE_DEVICE void cute_wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
template <int N> CUTE_DEVICE void cute_wgmma_wait() { asm volatile("wgmma.wait_group.sync.aligned %0;" :: "n"(N) : "memory"); }
// CUTLASS's warpgroup_fence_operand: each accumulator passes through an empty asm, so the compiler moves
// no read or write of it across the wgmma fence, commit and wait (else ptxas serializes the wgmmas, C7514)
template <int N> CUTE_DEVICE void cute_fence_acc(float (&acc)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+f"(acc[i]) :: "memory");
}
CUTE_DEVICE void cute_bar_sync(int id, int threads) {      // a named barrier of consumer warpgroups
  asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(threads) : "memory");
}
"""


EPILOGUE = r"""
CUTE_DEVICE float cute_bf16_to_f32(cute_u16 h) { return __uint_as_float((unsigned)h << 16); }
CUTE_DEVICE float cute_f16_to_f32(cute_u16 h) {
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
  return f;
}
CUTE_DEVICE cute_u16 cute_f32_to_bf16(float x) {
  cute_u16 h;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(x));
  return h;
}
CUTE_DEVICE cute_u16 cute_f32_to_f16(float x) {
  cute_u16 h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x));
  return h;
}
"""


EPILOGUE_F32 = "struct __align__(8) cute_f32x2 { float x, y; };   // a pair of fp32 C elements (8 bytes)\n"


def wgmma_helper(n: int, ab: str, tnsp_a: int = 0, tnsp_b: int = 0, kslice: int = 16) -> str:
    """``SM90_64xNx16_F32<AB><AB>_SS<tnspA, tnspB>``: ``d = A * B + (scale_d ? d : 0)`` with A and B
    read through shared-memory descriptors; ``tnsp`` 1 = the operand is MN-major (CuTe's
    ``GMMA::Major::MN``: the instruction's imm-trans bit), 0 = K-major.  fp8 (``e4m3``, ``e5m2``):
    ``m64nNk32``, no transpose operands (K-major only)."""
    k = n // 2
    regs = ", ".join(f"%{i}" for i in range(k))
    outs = ", ".join(f'"+f"(d[{i}])' for i in range(k))
    trans = f", {tnsp_a}, {tnsp_b}" if kslice == 16 else ""
    return (f"CUTE_DEVICE void cute_wgmma_64x{n}x{kslice}_{ab}(float (&d)[{k}], unsigned long long da, "
            f"unsigned long long db, int scale_d) {{\n"
            f'  asm volatile("{{\\n .reg .pred p;\\n setp.ne.b32 p, %{k + 2}, 0;\\n"\n'
            f'               " wgmma.mma_async.sync.aligned.m64n{n}k{kslice}.f32.{ab}.{ab} "\n'
            f'               "{{{regs}}}, %{k}, %{k + 1}, p, 1, 1{trans};\\n}}"\n'
            f"               : {outs}\n"
            f'               : "l"(da), "l"(db), "r"(scale_d) : "memory");\n}}\n')


def gmma_desc_helper(sbo_bytes: int, lbo_bytes: int, layout_type: int, suffix: str = "",
                     major: str = "K", width: int = 128) -> str:
    """The wgmma shared-memory descriptor ``cute_gmma_desc<suffix>``: start address, LBO, SBO
    (16-byte units), layout type (1, 2, 3: the ``width`` 128-, 64-, 32-byte swizzle)."""
    return (f"CUTE_DEVICE unsigned long long cute_gmma_desc{suffix}(unsigned addr) {{   // layout type {layout_type}: "
            f"{width}-byte swizzle, {major}-major\n"
            f"  return (unsigned long long)((addr & 0x3FFFF) >> 4) | ((unsigned long long)({lbo_bytes} >> 4) << 16)\n"
            f"       | ((unsigned long long)({sbo_bytes} >> 4) << 32) | ((unsigned long long){layout_type} << 62);\n}}\n")
