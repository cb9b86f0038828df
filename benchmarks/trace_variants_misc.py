"""Traced variants of NVIDIA's Blackwell block-scaled, blockwise and mixed-input GEMMs and the
RMSNorm kernel (``examples/python/CuTeDSL/cute/blackwell/kernel``)."""
from __future__ import annotations

from benchmarks.trace_registry import gemm_abc, operand, permuted, stream, variant

K = "cute/blackwell/kernel/"


def _c():
    import cutlass
    return cutlass


def _clusters(cluster: tuple) -> int:
    return _c().utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1])


def _ptr(dtype, align: int = 16):
    import cutlass.cute as cute
    from cutlass.cute.runtime import make_ptr
    return make_ptr(dtype, 0, cute.AddressSpace.gmem, assumed_align=align)


# ------------------------------------------------------------------ RMSNorm (uses reduce.py)

def _rms(dt: str, n: int, weight: bool):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        cfg = m.RMSNormConfig(t, n, weight, sm_version=100)
        k = m.RMSNormKernel(t, n, weight, cfg)
        return k, (_ptr(t), _ptr(t) if weight else None, _ptr(t), c.Int32(1), c.Float32(1e-6), stream())
    return build


variant("rmsnorm_f16_4096", K + "rmsnorm/rmsnorm.py", "sm_100a",
        "RMSNorm f16, N=4096, weight, pointers (M dynamic), block reduce of reduce.py", "norm")(
    _rms("Float16", 4096, True))
variant("rmsnorm_bf16_32768_cluster", K + "rmsnorm/rmsnorm.py", "sm_100a",
        "RMSNorm bf16, N=32768 (cluster reduction over CTAs), weight", "norm")(_rms("BFloat16", 32768, True))
variant("rmsnorm_f32_1024_noweight", K + "rmsnorm/rmsnorm.py", "sm_100a", "RMSNorm f32, N=1024, no weight",
        "norm")(_rms("Float32", 1024, False))


# ------------------------------------------------------------------ block-scaled GEMMs (nvfp4, mxfp8)

def _sf(dtype, l: int, mn: int, k: int, vec: int):
    """The scale-factor tensor the examples build: (32, 4, rest_mn, 4, rest_k, l), the permute
    (3, 4, 1, 5, 2, 0) of (l, rest_mn, rest_k, 32, 4, 4)."""
    sf_k = -(-k // vec)
    shape = [l, -(-mn // 128), -(-sf_k // 4), 32, 4, 4]
    return permuted(dtype, shape, [3, 4, 1, 5, 2, 0], align=32)


def _bs_tensors(ab: str, sf: str, cdt: str, vec: int, mnkl: tuple):
    c = _c()
    m, n, k, l = mnkl
    a, b, cc = gemm_abc(getattr(c, ab), getattr(c, ab), getattr(c, cdt), mnkl, "kkn")
    return a, b, _sf(getattr(c, sf), l, m, k, vec), _sf(getattr(c, sf), l, n, k, vec), cc


def _bs_ptr(ab: str, sf: str, cdt: str, vec: int, tiler: tuple, cluster: tuple):
    def build(m):
        c = _c()
        from cutlass.cute.nvgpu.tcgen05 import OperandMajorMode
        g = m.Sm100BlockScaledPersistentDenseGemmKernel(vec, tiler, cluster)
        t = [getattr(c, x) for x in (ab, ab, sf, sf, cdt)]
        layouts = (OperandMajorMode.K, OperandMajorMode.K, c.utils.LayoutEnum.ROW_MAJOR)
        ptrs = (_ptr(t[0]), _ptr(t[1]), _ptr(t[2], 32), _ptr(t[3], 32), _ptr(t[4]))
        return g, (*ptrs, layouts, tuple(c.Int32(0) for _ in range(4)), _clusters(cluster), stream())
    return build


B = K + "blockscaled_gemm/"
variant("blockscaled_gemm_nvfp4_128x128", B + "dense_blockscaled_gemm_persistent.py", "sm_100a",
        "nvfp4 (e2m1, sf e4m3 per 16) -> f16, pointers + dynamic MNKL, mma 128x128, cluster 1x1", "gemm_blockscaled")(
    _bs_ptr("Float4E2M1FN", "Float8E4M3FN", "Float16", 16, (128, 128), (1, 1)))
variant("blockscaled_gemm_mxfp8_256x256_2cta", B + "dense_blockscaled_gemm_persistent.py", "sm_100a",
        "mxfp8 (e4m3, sf e8m0 per 32) -> bf16, pointers, mma 256x256, cluster 2x1 (2-CTA)", "gemm_blockscaled")(
    _bs_ptr("Float8E4M3FN", "Float8E8M0FNU", "BFloat16", 32, (256, 256), (2, 1)))


def _bs_tensor_kernel(cls: str, ab: str, sf: str, cdt: str, vec: int, mnkl: tuple, tiler, cluster, extra=(),
                      amax=False):
    def build(m):
        c = _c()
        g = getattr(m, cls)(vec, tiler, cluster, *extra)
        a, b, sfa, sfb, cc = _bs_tensors(ab, sf, cdt, vec, mnkl)
        args = (a, b, sfa, sfb, cc)
        if amax:
            from benchmarks.trace_registry import compact
            args += (compact(c.Float32, (1,)),)
        return g, (*args, _clusters(cluster), stream())
    return build


variant("blockscaled_gemm_amax_nvfp4", B + "dense_blockscaled_gemm_persistent_amax.py", "sm_100a",
        "nvfp4 -> f16 with an amax reduction of C, MNKL=1024,1024,1024,1, mma 128x128", "gemm_blockscaled")(
    _bs_tensor_kernel("Sm100BlockScaledPersistentDenseGemmKernel", "Float4E2M1FN", "Float8E4M3FN", "Float16", 16,
                      (1024, 1024, 1024, 1), (128, 128), (1, 1), amax=True))
variant("blockscaled_gemm_prefetch_mxfp8", B + "dense_blockscaled_gemm_persistent_prefetch.py", "sm_100a",
        "mxfp8 -> bf16 with TMA prefetch, MNKL=1024,1024,2048,1, mma 128x256", "gemm_blockscaled")(
    _bs_tensor_kernel("Sm100BlockScaledPersistentDenseGemmKernel", "Float8E4M3FN", "Float8E8M0FNU", "BFloat16", 32,
                      (1024, 1024, 2048, 1), (128, 256), (1, 1), extra=(2,)))
variant("sm103_blockscaled_gemm_nvfp4", B + "sm103_dense_blockscaled_gemm_persistent.py", "sm_103a",
        "SM103 FP4 ultra: nvfp4 -> f16, MNKL=1024,1024,1024,1, mma 128x128, TMA store", "gemm_blockscaled")(
    _bs_tensor_kernel("Sm103BlockScaledPersistentDenseGemmKernel", "Float4E2M1FN", "Float8E4M3FN", "Float16", 16,
                      (1024, 1024, 1024, 1), (128, 128), (1, 1), extra=(True,)))


# ------------------------------------------------------------------ blockwise-scaled fp8 GEMM

def _blockwise(mnkl: tuple, two_cta: bool, tiler: tuple, cluster: tuple):
    def build(m):
        c = _c()
        mm, n, k, l = mnkl
        a, b, cc = gemm_abc(c.Float8E4M3FN, c.Float8E4M3FN, c.BFloat16, mnkl, "kkn")
        sfa = operand(c.Float32, mm, -(-k // 128), l, True, True)
        sfb = operand(c.Float32, -(-n // 128), -(-k // 128), l, False, True)
        g = m.BlockwiseGemmKernel(c.Float32, two_cta, tiler, cluster)
        return g, (a, b, cc, sfa, sfb, _clusters(cluster), stream())
    return build


variant("blockwise_gemm_fp8_128x128", K + "blockwise_gemm/blockwise_gemm.py", "sm_100a",
        "fp8 e4m3 -> bf16, 1x128 A scales and 128x128 B scales, MNKL=1024,1024,1024,1, mma 128x128",
        "gemm_blockwise")(_blockwise((1024, 1024, 1024, 1), False, (128, 128), (1, 1)))


# ------------------------------------------------------------------ mixed-input GEMM

def _mixed(a_dt: str, mnkl: tuple, tiler: tuple, cluster: tuple, two_cta: bool):
    def build(m):
        c = _c()
        mm, n, k, l = mnkl
        a = operand(getattr(c, a_dt), mm, k, l, True, True)
        b = operand(c.BFloat16, n, k, l, False, True)
        cc = operand(c.BFloat16, mm, n, l, False, True)
        g = m.MixedInputGemmKernel(0, 0, c.Float32, two_cta, tiler, cluster, True, False)
        return g, (a, None, b, cc, _clusters(cluster), stream())
    return build


variant("mixed_input_gemm_int8_bf16", K + "mixed_input_gemm/mixed_input_gemm.py", "sm_100a",
        "A int8 (m-major, converted in smem, no scale) x B bf16 -> bf16, MNKL dynamic, mma 128x128x128",
        "gemm_mixed_input")(_mixed("Int8", (0, 0, 0, 0), (128, 128, 128), (1, 1), False))


# ------------------------------------------------------------------ notebooks (every cell, in order)

for _nb in ("async_pipeline", "benchmark_autotune", "composed_layout", "cuda_graphs", "cute_layout_algebra",
            "data_types", "elementwise_add", "hello_world", "print", "tensor", "tensorssa", "tour_to_sol_gemm"):
    variant(f"notebook_{_nb}", f"cute/notebooks/{_nb}.ipynb", "sm_100a", f"the cells of {_nb}.ipynb",
            "notebook")(lambda m: ())
