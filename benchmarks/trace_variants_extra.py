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
