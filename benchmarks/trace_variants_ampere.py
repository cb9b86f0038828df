"""Traced variants of NVIDIA's Ampere CuTe DSL examples (``examples/python/CuTeDSL/cute/ampere``)."""
from __future__ import annotations

import operator

from benchmarks.trace_registry import bmm_abc, dyn, strided, stream, tensor, variant

EW = "cute/ampere/kernel/elementwise/"
GEMM = "cute/ampere/kernel/dense_gemm/"
ATT = "cute/ampere/kernel/attention/"


def _c():
    import cutlass
    return cutlass


# ------------------------------------------------------------------ elementwise

def _ew_add(dtype_name: str, shape: tuple, dynamic: bool):
    def build(m):
        dt = getattr(_c(), dtype_name)
        a, b, c = (strided(dt, shape, (1, 0), dynamic) for _ in range(3))
        return m.elementwise_add, (a, b, c)
    return build


for _n, _dt, _shape, _dyn, _d in (
        ("elementwise_add_f32_256x512", "Float32", (256, 512), False, "A,B,C f32 (256,512) row-major, static"),
        ("elementwise_add_f16_dyn", "Float16", (0, 0), True, "A,B,C f16 (?,?{div=8}) row-major, dynamic"),
        ("elementwise_add_f16_1000x333", "Float16", (1000, 333), False,
         "A,B,C f16 (1000,333) row-major, static, ragged (predicated)"),
        ("elementwise_add_bf16_4096x4096", "BFloat16", (4096, 4096), False, "A,B,C bf16 (4096,4096), static")):
    variant(_n, EW + "elementwise_add.py", "sm_80", _d, "elementwise")(_ew_add(_dt, _shape, _dyn))


def _ew_apply(op, n_inputs: int, dtype_name: str, shape: tuple, dynamic: bool, result_dynamic: bool = True):
    """``run_and_verify`` marks the result dynamic; the module docstring's calls
    (``elementwise_apply(operator.add, from_dlpack(x), ...)``) keep every tensor static."""
    def build(m):
        dt = getattr(_c(), dtype_name)
        inputs = [strided(dt, shape, (1, 0), dynamic) for _ in range(n_inputs)]
        result = strided(dt, shape, (1, 0), result_dynamic)
        return m.elementwise_apply, (op, inputs, result, stream())
    return build


variant("elementwise_apply_mul_f32_dyn", EW + "elementwise_apply.py", "sm_80",
        "op=mul, 2 inputs f32 (?,?{div=4}), dynamic", "elementwise")(
    _ew_apply(operator.mul, 2, "Float32", (0, 0), True))
variant("elementwise_apply_add_bf16_512x1024", EW + "elementwise_apply.py", "sm_80",
        "op=add, 2 inputs bf16 (512,1024), result dynamic", "elementwise")(
    _ew_apply(operator.add, 2, "BFloat16", (512, 1024), False))
variant("elementwise_apply_add_bf16_512x1024_static", EW + "elementwise_apply.py", "sm_80",
        "op=add, 2 inputs and the result bf16 (512,1024), all static (the module docstring's call)",
        "elementwise")(_ew_apply(operator.add, 2, "BFloat16", (512, 1024), False, result_dynamic=False))


def _ew_autotune(cls: bool):
    def build(m):
        c = _c()
        a, b, cc = (strided(c.Float16, (1024, 512), (1, 0)) for _ in range(3))
        if cls:
            return m.ElementwiseAddWrapper(128), (a, b, cc, c.Int32(1024), c.Int32(512))
        return m.elementwise_add_autotune, (a, b, cc, c.Int32(1024), c.Int32(512))
    return build


variant("elementwise_add_autotune_f16_fn", "cute/ampere/tutorial/elementwise_add_autotune.py", "sm_80",
        "jit function, f16 (1024,512), M,N as Int32", "elementwise")(_ew_autotune(False))
variant("elementwise_add_autotune_f16_class", "cute/ampere/tutorial/elementwise_add_autotune.py", "sm_80",
        "ElementwiseAddWrapper class, f16 (1024,512)", "elementwise")(_ew_autotune(True))


# ------------------------------------------------------------------ GEMMs

def _sgemm(mnk: tuple, majors: str, dynamic: bool, tiler=(128, 128, 8), stages=3, threads=256):
    def build(m):
        c = _c()
        mm, n, k = mnk
        a = strided(c.Float32, (mm, k), (1, 0) if majors[0] == "k" else (0, 1), dynamic)
        b = strided(c.Float32, (n, k), (1, 0) if majors[1] == "k" else (0, 1), dynamic)
        cc = strided(c.Float32, (mm, n), (1, 0) if majors[2] == "n" else (0, 1), dynamic)
        return m.SGemm(tiler, stages, threads), (a, b, cc), {"stream": stream()}
    return build


variant("sgemm_f32_256x256x128_kmajor", GEMM + "sgemm.py", "sm_80",
        "M,N,K=256,256,128 f32, A/B k-major, C n-major, static", "gemm_simt")(_sgemm((256, 256, 128), "kkn", False))
variant("sgemm_f32_dyn_mmajor", GEMM + "sgemm.py", "sm_80",
        "M,N,K dynamic (div=4) f32, A m-major, B n-major, C m-major", "gemm_simt")(_sgemm((0, 0, 0), "mnm", True))
variant("sgemm_f32_200x136x40_ragged", GEMM + "sgemm.py", "sm_80",
        "M,N,K=200,136,40 f32 (residue tiles), k-major, tile 64x64x8, 4 stages, 128 threads", "gemm_simt")(
    _sgemm((200, 136, 40), "kkn", False, (64, 64, 8), 4, 128))


def _bmm(dt: str, cdt: str, mnkl: tuple, majors: str, dynamic: bool, atom=(2, 2, 1)):
    def build(m):
        c = _c()
        ab, ct = getattr(c, dt), getattr(c, cdt)
        a, b, cc = bmm_abc(ab, ab, ct, mnkl, majors, dynamic)
        gemm = m.TensorOpGemm(ab, ct, c.Float32, atom, majors[2] == "m")
        return m.bmm, (gemm, a, b, cc, stream())
    return build


variant("tensorop_gemm_bf16_dyn", GEMM + "tensorop_gemm.py", "sm_80",
        "bmm bf16->f32 acc f32, M,N,K,L dynamic, atom 2x2x1", "gemm_tensorop")(
    _bmm("BFloat16", "Float32", (0, 0, 0, 0), "kkn", True))
variant("tensorop_gemm_f16_512x512x256x1", GEMM + "tensorop_gemm.py", "sm_80",
        "bmm f16->f16 acc f32, M,N,K,L=512,512,256,1, atom 2x2x1, static", "gemm_tensorop")(
    _bmm("Float16", "Float16", (512, 512, 256, 1), "kkn", False))
variant("tensorop_gemm_f16_cmmajor", GEMM + "tensorop_gemm.py", "sm_80",
        "bmm f16->f16, M,N,K,L=256,384,128,2, A m-major, B n-major, C m-major, atom 2x2x1", "gemm_tensorop")(
    _bmm("Float16", "Float16", (256, 384, 128, 2), "mnm", False))


# ------------------------------------------------------------------ attention

def _fa2(dt: str, b: int, sq: int, sk: int, h: int, d: int, mb: int, nb: int, threads: int, causal: bool,
         dynamic: bool):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        div = 128 // t.width
        if dynamic:
            bb, hh, s1, s2 = dyn(), dyn(), dyn(), dyn()

            def qkv(s):
                return tensor(t, (bb, s, hh, d), (dyn(div), dyn(div), d, 1))
            q, k, v, o = qkv(s1), qkv(s2), qkv(s2), qkv(s1)
        else:
            q, k, v, o = (strided(t, (b, s, h, d)) for s in (sq, sk, sk, sq))
        fa = m.FlashAttentionForwardAmpere(d, mb, nb, threads, causal)
        return fa, (q, k, v, o, c.Float32(d ** -0.5), stream())
    return build


variant("flash_attention_v2_f16_hd32_64x64_causal_dyn", ATT + "flash_attention_v2.py", "sm_80",
        "fp16 (?,?,?,32), dynamic B/S/H, causal, m/n block 64x64, 128 threads", "fa2")(
    _fa2("Float16", 0, 0, 0, 0, 32, 64, 64, 128, True, True))
variant("flash_attention_v2_f16_hd128", ATT + "flash_attention_v2.py", "sm_80",
        "fp16 B,Sq,Sk,H,D=2,512,512,8,128, static, non-causal", "fa2")(
    _fa2("Float16", 2, 512, 512, 8, 128, 128, 128, 128, False, False))
variant("flash_attention_v2_bf16_hd64_causal_dyn", ATT + "flash_attention_v2.py", "sm_80",
        "bf16 (?,?,?,64), dynamic B/S/H, causal, 128x64 blocks", "fa2")(
    _fa2("BFloat16", 0, 0, 0, 0, 64, 128, 64, 128, True, True))


def _hstu(dt: str, b: int, sq: int, skv: int, h: int, d: int, causal: bool):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        div = 128 // t.width

        def dyn4(last):
            return tensor(t, (dyn(), dyn(), dyn(), last if last else dyn(div)),
                          (dyn(div), dyn(div), dyn(div), 1))
        q, k, v, o = dyn4(d), dyn4(d), dyn4(d), dyn4(d)
        rab = dyn4(0)
        att = m.HSTUAttentionForwardAmpere(t, b, sq, skv, h, d, is_causal=causal)
        return att, (q, k, v, o, rab, stream())
    return build


variant("hstu_attention_f16_hd64", ATT + "hstu_attention.py", "sm_80",
        "fp16 B,Sq,Skv,H,D=2,256,256,4,64, dynamic layouts, non-causal", "hstu")(
    _hstu("Float16", 2, 256, 256, 4, 64, False))
variant("hstu_attention_bf16_hd128_causal", ATT + "hstu_attention.py", "sm_80",
        "bf16 B,Sq,Skv,H,D=1,512,512,2,128, dynamic layouts, causal", "hstu")(
    _hstu("BFloat16", 1, 512, 512, 2, 128, True))
