"""Traced variants of NVIDIA's Hopper CuTe DSL examples (``examples/python/CuTeDSL/cute/hopper``)."""
from __future__ import annotations

from benchmarks.trace_registry import gemm_abc, strided, stream, tensor, variant

K = "cute/hopper/kernel/"


def _c():
    import cutlass
    return cutlass


def _dense(dt: str, cdt: str, mnkl: tuple, tile: tuple, cluster: tuple, majors: str, dynamic: bool):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl, majors, dynamic)
        return m.HopperWgmmaGemmKernel(c.Float32, tile, cluster), (a, b, cc, stream())
    return build


variant("hopper_dense_gemm_f16_128x256_c2x1_dyn", K + "dense_gemm/dense_gemm.py", "sm_90a",
        "f16->f32 acc f32 MNKL dynamic, tile 128x256 cluster 2x1, A m-major, B n-major", "gemm_sm90")(
    _dense("Float16", "Float32", (0, 0, 0, 0), (128, 256), (2, 1), "mnn", True))
variant("hopper_dense_gemm_f16_128x128_static", K + "dense_gemm/dense_gemm.py", "sm_90a",
        "f16->f16 acc f32 MNKL=1024,1024,512,1 tile 128x128 cluster 1x1, k-major, static", "gemm_sm90")(
    _dense("Float16", "Float16", (1024, 1024, 512, 1), (128, 128), (1, 1), "kkn", False))
variant("hopper_dense_gemm_f8_128x128_c1x2", K + "dense_gemm/dense_gemm.py", "sm_90a",
        "f8e4m3->f16 acc f32 MNKL=2048,2048,1024,1 tile 128x128 cluster 1x2, k-major, static", "gemm_sm90")(
    _dense("Float8E4M3FN", "Float16", (2048, 2048, 1024, 1), (128, 128), (1, 2), "kkn", False))


def _persistent(dt: str, cdt: str, mnkl: tuple, tile: tuple, cluster: tuple, majors: str, dynamic: bool,
                swizzle: int = 1, raster_m: bool = True):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(getattr(c, dt), getattr(c, dt), getattr(c, cdt), mnkl, majors, dynamic)
        g = m.HopperWgmmaGemmPersistentKernel(c.Float32, tile, cluster, swizzle, raster_m)
        return g, (a, b, cc, c.utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1]), stream())
    return build


variant("hopper_dense_gemm_persistent_f16_128x128", K + "dense_gemm/dense_gemm_persistent.py", "sm_90a",
        "persistent f16->f16 acc f32 MNKL=2048,1024,512,1 tile 128x128 cluster 1x2, swizzle 1, raster M",
        "gemm_sm90")(_persistent("Float16", "Float16", (2048, 1024, 512, 1), (128, 128), (1, 2), "kkn", False))
variant("hopper_dense_gemm_persistent_bf16_dyn_mmajor", K + "dense_gemm/dense_gemm_persistent.py", "sm_90a",
        "persistent bf16->f32 MNKL dynamic tile 128x256 cluster 2x1, A/C m-major, swizzle 4, raster N",
        "gemm_sm90")(_persistent("BFloat16", "Float32", (0, 0, 0, 0), (128, 256), (2, 1), "mkm", True, 4, False))


def _fp8_2xacc(mnkl: tuple, tile: tuple, cluster: tuple, dynamic: bool):
    def build(m):
        c = _c()
        a, b, d = gemm_abc(c.Float8E4M3FN, c.Float8E4M3FN, c.Float16, mnkl, "kkn", dynamic)
        sa, sb = (strided(c.Float32, (1,), (0,), True) for _ in range(2))
        g = m.HopperFP8WarpSpecialized2xAccGemmKernel(tile, cluster, 1, True)
        return g, (a, b, d, sa, sb, c.utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1]),
                   stream())
    return build


variant("hopper_fp8_2xacc_gemm_128x128", K + "dense_gemm/dense_gemm_fp8_2xacc.py", "sm_90a",
        "fp8 e4m3 -> f16, 2x accumulators (promotion every 4 k-blocks), MNKL=1024,1024,1024,1, tile 128x128, "
        "scale tensors", "gemm_sm90_fp8")(_fp8_2xacc((1024, 1024, 1024, 1), (128, 128), (1, 1), False))
variant("hopper_fp8_2xacc_gemm_dyn_c2x1", K + "dense_gemm/dense_gemm_fp8_2xacc.py", "sm_90a",
        "fp8 e4m3 -> f16, 2x accumulators, MNKL dynamic, tile 128x128 cluster 2x1", "gemm_sm90_fp8")(
    _fp8_2xacc((0, 0, 0, 0), (128, 128), (2, 1), True))


def _fp8_gelu(mnkl: tuple, tile: tuple, cluster: tuple, dynamic: bool, scale: float):
    def build(m):
        c = _c()
        a, b, cc = gemm_abc(c.Float8E4M3FN, c.Float8E4M3FN, c.Float16, mnkl, "kkn", dynamic)
        g = m.HopperFP8GeluPersistentGemmKernel(c.Float32, tile, cluster, 1, True)
        return g, (a, b, cc, c.Float32(scale), scale != 1.0,
                   c.utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1]), stream())
    return build


variant("hopper_fp8_gelu_persistent_128x128", K + "dense_gemm/dense_gemm_fp8_gelu_persistent.py", "sm_90a",
        "persistent fp8 e4m3 -> f16 GEMM with erf-GELU epilogue, MNKL=1024,1024,1024,1, scale 0.5",
        "gemm_sm90_fp8")(_fp8_gelu((1024, 1024, 1024, 1), (128, 128), (1, 1), False, 0.5))
variant("hopper_fp8_gelu_persistent_dyn", K + "dense_gemm/dense_gemm_fp8_gelu_persistent.py", "sm_90a",
        "persistent fp8 e4m3 -> f16 GELU epilogue, MNKL dynamic, tile 128x256 cluster 1x2, no scale",
        "gemm_sm90_fp8")(_fp8_gelu((0, 0, 0, 0), (128, 256), (1, 2), True, 1.0))


def _fmha(dt: str, b: int, sq: int, sk: int, h: int, hk: int, d: int, tiler_mn: tuple, persistent: bool,
          causal: bool):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        hr = h // hk

        def qkvo(s, hr_, dd, dtype):  # (s, d, h_r, h_k, b), d contiguous, every other leaf dynamic
            return strided(dtype, (s, dd, hr_, hk, b), (3, 0, 1, 2, 4), True, keep=(1,))
        q, k, v, o = qkvo(sq, hr, d, t), qkvo(sk, 1, d, t), qkvo(sk, 1, d, t), qkvo(sq, hr, d, t)
        lse = qkvo(sq, hr, 1, c.Float32)
        mask = m.fmha_utils.MaskEnum.WINDOW_MASK
        if not causal and sk % tiler_mn[1] != 0:
            mask = m.fmha_utils.MaskEnum.RESIDUAL_MASK
        fmha = m.HopperFusedMultiHeadAttentionForward(c.Float32, c.Float32, (*tiler_mn, d), persistent, mask)
        scale = d ** -0.5
        return fmha, (q, k, v, o, lse, c.Float32(scale * 1.4426950408889634), c.Float32(scale), c.Float32(1.0),
                      None, c.Int32(0) if causal else None, stream())
    return build


variant("hopper_fmha_f16_hd128_64x128", K + "attention/fmha.py", "sm_90a",
        "fp16 (s,d,h_r,h_k,b) dynamic, d=128, mma 64x128, non-persistent, no mask", "fmha_sm90")(
    _fmha("Float16", 1, 128, 128, 16, 16, 128, (64, 128), False, False))
variant("hopper_fmha_f16_hd64_causal_persistent", K + "attention/fmha.py", "sm_90a",
        "fp16 dynamic, d=64, GQA h=16 h_k=4, mma 64x128, persistent, causal (window right 0)", "fmha_sm90")(
    _fmha("Float16", 1, 128, 128, 16, 4, 64, (64, 128), True, True))


def _cta_norm(dt: str, n: int, norm: str, threads, dyn_m: bool):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        if dyn_m:
            from benchmarks.trace_registry import dyn
            rows = dyn()
            x, y = tensor(t, (rows, n), (n, 1)), tensor(t, (rows, n), (n, 1))
        else:
            x, y = strided(t, (256, n)), strided(t, (256, n))
        w = strided(t, (n,))
        bias = strided(t, (n,)) if norm == "layer" else None
        return m.CtaNorm(n, norm, threads), (y, x, w, bias)
    return build


variant("cta_norm_rms_f16_4096", K + "cta_norm/cta_norm.py", "sm_90a", "RMSNorm f16 (?,4096), weight (4096,)",
        "norm")(_cta_norm("Float16", 4096, "rms", None, True))
variant("cta_norm_layer_bf16_1024", K + "cta_norm/cta_norm.py", "sm_90a",
        "LayerNorm bf16 (256,1024) static, weight+bias (1024,)", "norm")(
    _cta_norm("BFloat16", 1024, "layer", None, False))
variant("cta_norm_layer_f32_8192_t512", K + "cta_norm/cta_norm.py", "sm_90a",
        "LayerNorm f32 (?,8192), weight+bias, 512 threads per CTA", "norm")(
    _cta_norm("Float32", 8192, "layer", 512, True))
