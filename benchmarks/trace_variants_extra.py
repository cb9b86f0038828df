"""Traced variants of the smaller CuTe DSL examples: the GeForce (sm_120) GEMM, the DSL tutorials
and the ``cute_ext`` examples (``examples/python/CuTeDSL``)."""
from __future__ import annotations

from benchmarks.trace_registry import compact, gemm_abc, permuted, stream, variant


def _c():
    import cutlass
    return cutlass


def _sm120(dt: str, cdt: str, mnkl: tuple, tile: tuple, dynamic: bool):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl, "kkn", dynamic)
        g = m.Sm120GemmKernel(c.Float32, tile)
        return g, (a, b, cc, c.utils.HardwareInfo().get_max_active_clusters(1), stream())
    return build


G = "cute/blackwell_geforce/kernel/dense_gemm/dense_gemm.py"
variant("sm120_dense_gemm_f16_128x128x64", G, "sm_120a",
        "GeForce Blackwell warp-level MMA GEMM f16->f16, MNKL=1024,1024,512,1, tile 128x128x64", "gemm_sm120")(
    _sm120("Float16", "Float16", (1024, 1024, 512, 1), (128, 128, 64), False))
variant("sm120_dense_gemm_bf16_dyn", G, "sm_120a", "sm_120 GEMM bf16->f32, MNKL dynamic, tile 128x128x64",
        "gemm_sm120")(_sm120("BFloat16", "Float32", (0, 0, 0, 0), (128, 128, 64), True))


def _smem_alloc(m):
    c = _c()
    a, b, cc = compact(c.Float32, (8, 4)), compact(c.Float32, (8, 2)), compact(c.Float32, (16, 2))
    return m.host, (1.0, a, 2.0, b, 3.0, cc)


variant("dsl_tutorial_smem_allocator", "dsl_tutorials/smem_allocator.py", "sm_90a",
        "SmemAllocator: a struct, a raw tensor and an array in shared memory, filled with constants",
        "tutorial_dsl")(_smem_alloc)


def _vote(ptx: bool):
    def build(m):
        c = _c()
        t = [compact(c.Int32, (32,))] + [compact(c.Boolean, (32,)) for _ in range(3)]
        return m.vote, (*t, ptx)
    return build


variant("dsl_tutorial_inline_ptx_vote", "dsl_tutorials/inline_ptx.py", "sm_90a",
        "warp vote (ballot/any/all/uni) through inline PTX", "tutorial_dsl")(_vote(True))
variant("dsl_tutorial_vote_builtin", "dsl_tutorials/inline_ptx.py", "sm_90a",
        "warp vote through the DSL's built-ins (the same kernel without inline PTX)", "tutorial_dsl")(_vote(False))


def _memcpy(m):
    c = _c()
    src = permuted(c.Float16, [2, 256, 1024], [2, 1, 0], (0,))
    dst = permuted(c.Float16, [2, 256, 1024], [2, 1, 0], (0,))
    return m.memcpy_simt_universal_copy, (src, dst, c.Float16(5.0))


variant("cute_ext_memcpy_simt_universal_copy", "cute_ext/ampere/memcpy_simt_universal_copy.py", "sm_80",
        "cute.experimental.jit SIMT copy f16 (?,256,2) m-major, tile 128x64", "cute_ext")(_memcpy)


# ------------------------------------------------------------------ further configurations of the kernels above

def _more():
    from benchmarks import trace_variants_ampere as amp
    from benchmarks import trace_variants_attention as att
    from benchmarks import trace_variants_blackwell as bw
    from benchmarks import trace_variants_hopper as hop
    variant("hopper_dense_gemm_bf16_64x128_mmajor", hop.K + "dense_gemm/dense_gemm.py", "sm_90a",
            "bf16->bf16 acc f32 MNKL=512,768,256,2 tile 64x128 cluster 1x1, A/B m-/n-major, C m-major, static",
            "gemm_sm90")(hop._dense("BFloat16", "BFloat16", (512, 768, 256, 2), (64, 128), (1, 1), "mnm", False))
    variant("blackwell_dense_gemm_bf16_2cta_256x128_noTMAstore_dyn", bw.G + "dense_gemm.py", "sm_100a",
            "bf16->bf16 MNKL dynamic, mma 256x128, cluster 2x1, 2-CTA, no TMA store", "gemm_sm100")(
        bw._dense("BFloat16", "BFloat16", (0, 0, 0, 0), True, (256, 128), (2, 1), False, dynamic=True))
    variant("cta_norm_rms_bf16_2048_t256", hop.K + "cta_norm/cta_norm.py", "sm_90a",
            "RMSNorm bf16 (256,2048) static, 256 threads per CTA", "norm")(
        hop._cta_norm("BFloat16", 2048, "rms", 256, False))
    variant("sgemm_f32_512x384x64_mmajor_static", amp.GEMM + "sgemm.py", "sm_80",
            "M,N,K=512,384,64 f32 static, A m-major, B n-major, C n-major, tile 128x128x8", "gemm_simt")(
        amp._sgemm((512, 384, 64), "mnn", False))
    variant("sgemm_f32_202x136x40_mmajor_misaligned", amp.GEMM + "sgemm.py", "sm_80",
            "M,N,K=202,136,40 f32 static, A m-major (columns 808 bytes apart: 8-byte aligned), B n-major, "
            "tile 64x64x8, 4 stages, 128 threads", "gemm_simt")(
        amp._sgemm((202, 136, 40), "mnn", False, (64, 64, 8), 4, 128))
    variant("tensorop_gemm_bf16_atom4x1_static", amp.GEMM + "tensorop_gemm.py", "sm_80",
            "bmm bf16->bf16, M,N,K,L=256,256,128,1, atom 4x1x1, static", "gemm_tensorop")(
        amp._bmm("BFloat16", "BFloat16", (256, 256, 128, 1), "kkn", False, (4, 1, 1)))
    variant("mamba2_ssd_bf16_scalar_d", att.A + "mamba2_ssd/mamba2_ssd.py", "sm_100a",
            "Mamba2 SSD bf16, G,B,E,H,C,D,L,N=1,1,1,4,2,64,128,128, Y += X*D with a scalar D per head",
            "mamba2")(att._mamba((1, 1, 1, 4, 2, 64, 128, 128), "BFloat16", "scalar"))


_more()
