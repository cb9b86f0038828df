"""Inline PTX for the GEMM kernels (NVRTC has no headers: every instruction is written out).

Each helper is a ``static __device__ __forceinline__`` function named after the atom it
executes (:mod:`cute_sym.atoms`), so the generated source reads like CuTe's ``copy(atom, ...)``
and ``gemm(atom, ...)`` calls.
"""
from __future__ import annotations

__all__ = ["COMMON", "SM80", "SM90"]

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
"""
