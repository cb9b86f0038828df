"""Traced variants of NVIDIA's Blackwell CuTe DSL examples: dense GEMMs, the tcgen05 GEMM and TMA
tutorials (``examples/python/CuTeDSL/cute/blackwell``)."""
from __future__ import annotations

from benchmarks.trace_registry import bmm_abc, gemm_abc, row_major, stream, variant

G = "cute/blackwell/kernel/dense_gemm/"
TUT = "cute/blackwell/tutorial/tutorial_gemm/"
TMA = "cute/blackwell/tutorial/tutorial_tma/"


def _c():
    import cutlass
    return cutlass


def _clusters(cluster: tuple) -> int:
    return _c().utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1])


def _dense(dt, cdt, mnkl, two_cta, tiler, cluster, tma_store, majors="kkn", dynamic=False):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl, majors, dynamic)
        return m.DenseGemmKernel(c.Float32, two_cta, tiler, cluster, tma_store), (a, b, cc, stream())
    return build


variant("blackwell_dense_gemm_f16_1cta_128x128", G + "dense_gemm.py", "sm_100a",
        "f16->f16 acc f32 MNKL=1024,1024,512,1 mma 128x128, cluster 1x1, 1-CTA, TMA store, static", "gemm_sm100")(
    _dense("Float16", "Float16", (1024, 1024, 512, 1), False, (128, 128), (1, 1), True))
variant("blackwell_dense_gemm_f16_2cta_256x256_dyn", G + "dense_gemm.py", "sm_100a",
        "f16->f32 acc f32 MNKL dynamic, mma 256x256, cluster 2x1, 2-CTA, TMA store", "gemm_sm100")(
    _dense("Float16", "Float32", (0, 0, 0, 0), True, (256, 256), (2, 1), True, dynamic=True))
variant("blackwell_dense_gemm_f16_1cta_noTMAstore_mmajor", G + "dense_gemm.py", "sm_100a",
        "f16->f16 MNKL=512,768,256,2 mma 128x64, cluster 1x1, no TMA store, A/C m-major", "gemm_sm100")(
    _dense("Float16", "Float16", (512, 768, 256, 2), False, (128, 64), (1, 1), False, "mkm"))
variant("blackwell_dense_gemm_f8_2cta_256x128", G + "dense_gemm.py", "sm_100a",
        "f8e4m3->f16 acc f32 MNKL=1024,1024,1024,1 mma 256x128, cluster 2x2, 2-CTA, TMA store", "gemm_sm100")(
    _dense("Float8E4M3FN", "Float16", (1024, 1024, 1024, 1), True, (256, 128), (2, 2), True))


def _bmm(cls_kwargs=None, clusters=True):
    def make(dt, cdt, mnkl, two_cta, tiler, cluster, tma_store, majors="kkn", dynamic=False):
        def build(m):
            c = _c()
            a, b, cc = bmm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl, majors, dynamic)
            g = m.PersistentDenseGemmKernel(c.Float32, two_cta, tiler, cluster, tma_store, **(cls_kwargs or {}))
            if clusters:
                return m.bmm, (g, a, b, cc, _clusters(cluster), stream())
            return m.bmm, (g, a, b, cc, stream())
        return build
    return make


variant("blackwell_persistent_gemm_f16_2cta_256x128", G + "dense_gemm_persistent.py", "sm_100a",
        "persistent bmm f16->f16 MNKL=2048,2048,1024,1 mma 256x128, cluster 2x1, 2-CTA, TMA store", "gemm_sm100")(
    _bmm()("Float16", "Float16", (2048, 2048, 1024, 1), True, (256, 128), (2, 1), True))
variant("blackwell_persistent_gemm_bf16_dyn_noTMAstore", G + "dense_gemm_persistent.py", "sm_100a",
        "persistent bmm bf16->f32 MNKL dynamic, mma 128x256, cluster 1x1, no TMA store", "gemm_sm100")(
    _bmm()("BFloat16", "Float32", (0, 0, 0, 0), False, (128, 256), (1, 1), False, dynamic=True))
variant("blackwell_persistent_dynamic_gemm_f16_splitk2", G + "dense_gemm_persistent_dynamic.py", "sm_100a",
        "dynamic persistent scheduler (CLC), bmm f16 MNKL=1024,1024,2048,1, mma 128x128, split-K 2", "gemm_sm100")(
    _bmm({"split_k": 2}, clusters=False)("Float16", "Float16", (1024, 1024, 2048, 1), False, (128, 128), (1, 1),
                                         True))
variant("blackwell_persistent_dynamic_gemm_f16_2cta_dyn", G + "dense_gemm_persistent_dynamic.py", "sm_100a",
        "dynamic persistent scheduler, bmm f16 MNKL dynamic, mma 256x256, cluster 2x1, swizzle 2, raster n",
        "gemm_sm100")(_bmm({"swizzle_size": 2, "raster_along": "n"}, clusters=False)(
            "Float16", "Float16", (0, 0, 0, 0), True, (256, 256), (2, 1), True, dynamic=True))
variant("blackwell_persistent_prefetch_gemm_f16", G + "dense_gemm_persistent_prefetch.py", "sm_100a",
        "persistent bmm with TMA prefetch, f16 MNKL=2048,2048,2048,1, mma 128x128, prefetch distance 2",
        "gemm_sm100")(_bmm({"prefetch_dist": 2})("Float16", "Float16", (2048, 2048, 2048, 1), False, (128, 128),
                                                 (1, 1), True))


def _alpha_beta(dt, mnkl, two_cta, tiler, cluster, dynamic=False):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        a, b, cc = gemm_abc(t, t, t, mnkl, "kkn", dynamic)
        d = gemm_abc(t, t, t, mnkl, "kkn", dynamic)[2]
        g = m.SM100PersistentDenseGemmAlphaBetaKernel(c.Float32, c.Float32, two_cta, tiler, cluster)
        return g, (a, b, cc, d, c.Float32(1.5), c.Float32(0.5), _clusters(cluster), stream())
    return build


variant("blackwell_alpha_beta_gemm_f16_128x128", G + "dense_gemm_alpha_beta_persistent.py", "sm_100a",
        "D = 1.5 A B + 0.5 C, f16, MNKL=1024,1024,512,1, mma 128x128, 1-CTA", "gemm_sm100")(
    _alpha_beta("Float16", (1024, 1024, 512, 1), False, (128, 128), (1, 1)))
variant("blackwell_alpha_beta_gemm_bf16_2cta_dyn", G + "dense_gemm_alpha_beta_persistent.py", "sm_100a",
        "D = alpha A B + beta C, bf16, MNKL dynamic, mma 256x128, cluster 2x1, 2-CTA", "gemm_sm100")(
    _alpha_beta("BFloat16", (0, 0, 0, 0), True, (256, 128), (2, 1), True))


def _swp(dt, cdt, mnkl, two_cta, tiler, cluster, tma_store):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl)
        return m.DenseGemmKernel(c.Float32, two_cta, tiler, cluster, tma_store), (a, b, cc, stream())
    return build


variant("blackwell_sw_pipeline_gemm_f16_128x256", G + "dense_gemm_software_pipeline.py", "sm_100a",
        "software-pipelined f16->f16 MNKL=1024,1024,1024,1, mma 128x256, TMA store", "gemm_sm100")(
    _swp("Float16", "Float16", (1024, 1024, 1024, 1), False, (128, 256), (1, 1), True))


# ------------------------------------------------------------------ tutorials (module globals configure them)

def _tut(mnk: tuple, extra: str = "", dyn_k: bool = False):
    def build(m):
        c = _c()
        mm, n, k = mnk
        t = m.io_dtype
        a, b = row_major(t, mm, k, k if dyn_k else 0), row_major(t, n, k, k if dyn_k else 0)
        cc = row_major(t, mm, n, n if dyn_k else 0)
        if extra == "clusters":
            return m.host_function, (a, b, cc, _clusters(m.cluster_shape_mnk))
        if extra == "two_clusters":
            return m.host_function, (a, b, cc, _clusters(m.preferred_cluster_shape_mnk),
                                     _clusters(m.fallback_cluster_shape_mnk))
        if extra == "quant":
            bq = row_major(m.quant_dtype, n, k)
            return m.host_function, (a, bq, b, cc, c.Float32(2.33), _clusters(m.cluster_shape_mnk), stream())
        return m.host_function, (a, b, cc)
    return build


for _i, _mnk, _extra, _d in (
        ("0", (512, 512, 256), "", "tcgen05 128x256x16 MMA, f16, M,N,K=512,512,256, dynamic leading strides"),
        ("1", (1024, 1024, 256), "", "2-CTA tcgen05 256x256x16, cluster 2x1, TMA multicast, f16"),
        ("2", (512, 512, 256), "", "TMA + pipelined tcgen05, f16, M,N,K=512,512,256"),
        ("3", (1024, 1024, 512), "clusters", "persistent tile scheduler, f16, M,N,K=1024,1024,512"),
        ("3_1", (1024, 1024, 512), "clusters", "persistent, warp-specialized epilogue, f16 1024x1024x512"),
        ("4", (1024, 1024, 512), "two_clusters", "preferred/fallback cluster shapes, f16 1024x1024x512"),
        ("5", (1024, 1024, 512), "clusters", "f16 GEMM 5 (TMA store epilogue), 1024x1024x512"),
        ("6", (1024, 1024, 512), "quant", "mixed input: int8-quantized B dequantized in smem, scale 2.33")):
    variant(f"bw_tutorial_fp16_gemm_{_i}", TUT + f"fp16_gemm_{_i}.py", "sm_100a", _d, "tutorial_tcgen05")(
        _tut(_mnk, _extra))
variant("bw_tutorial_fp16_gemm_0_dynk", TUT + "fp16_gemm_0.py", "sm_100a",
        "tcgen05 tutorial 0, K and N dynamic (mark_compact_shape_dynamic), f16 512x512x256", "tutorial_tcgen05")(
    _tut((512, 512, 256), dyn_k=True))


def _tma(cls: str, transpose: bool, clusters: bool):
    def build(m):
        c = _c()
        src = row_major(c.Float16, 1024, 0, 16)
        dst = row_major(c.Float16, 1024, 0, 16) if transpose else row_major(c.Float16, 1024, 0, 16)
        k = getattr(m, cls)()
        return (k, (src, dst, _clusters((1, 1)))) if clusters else (k, (src, dst))
    return build


variant("bw_tutorial_tma_v0_copy", TMA + "tma_v0.py", "sm_100a", "TMA G2S/S2G tile copy, f16 (1024,?{div=16})",
        "tutorial_tma")(_tma("Sm100SimpleCopyKernel", False, False))
variant("bw_tutorial_tma_v1_transpose", TMA + "tma_v1.py", "sm_100a",
        "TMA transpose through smem, f16 (1024,?{div=16}) -> (1024,?{div=16})", "tutorial_tma")(
    _tma("Sm100MatrixTransposeKernelV1", True, False))
variant("bw_tutorial_tma_v2_transpose", TMA + "tma_v2.py", "sm_100a",
        "TMA transpose, multistage persistent pipeline, f16 (1024,?{div=16})", "tutorial_tma")(
    _tma("Sm100MatrixTransposeKernelV2", True, True))
