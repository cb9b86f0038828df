"""Traced variants of NVIDIA's Blackwell attention examples: FMHA, MLA decode, Mamba2 SSD
(``examples/python/CuTeDSL/cute/blackwell/kernel/attention``)."""
from __future__ import annotations

from benchmarks.trace_registry import compact, permuted, strided, stream, variant

A = "cute/blackwell/kernel/attention/"


def _c():
    import cutlass
    return cutlass


def _fmha(dt: str, b: int, sq: int, sk: int, hq: int, hk: int, d: int, tiler=(128, 128), persistent=False,
          causal=False, lse=False):
    def build(m):
        c = _c()
        t = getattr(c, dt)
        hr = hq // hk

        def five(s, hr_, dd, dtype):  # (b, s, h_k, h_r, d) row-major, d static, the rest dynamic
            return strided(dtype, (b, s, hk, hr_, dd), None, True, align=32, keep=(4,))
        q, k, v, o = five(sq, hr, d, t), five(sk, 1, d, t), five(sk, 1, d, t), five(sq, hr, d, t)
        lse_t = strided(c.Float32, (b, sq, hk, hr), None, True, align=32) if lse else None
        mask = m.fmha_utils.MaskEnum.WINDOW_MASK
        if not causal and sk % tiler[1] != 0:
            mask = m.fmha_utils.MaskEnum.RESIDUAL_MASK
        fmha = m.BlackwellFusedMultiHeadAttentionForward(c.Float32, c.Float32, tiler, d, persistent, mask,
                                                         False, False, use_tma_store=True)
        scale = d ** -0.5
        size = tuple(c.Int32(x) for x in (b, sq, sq, sk, hq, hk, d, d))
        return fmha, (q, k, v, o, size, None, None, lse_t, None, c.Float32(scale * 1.4426950408889634),
                      c.Float32(scale), c.Float32(1.0), None, None, c.Int32(0) if causal else None, None, None,
                      stream(), False)
    return build


variant("blackwell_fmha_f16_hd128_causal", A + "fmha/fmha.py", "sm_100a",
        "fp16 Q/K/V/O (?,?,?,?,128) dynamic, mma 128x128, causal (window right 0), non-persistent, TMA store",
        "fmha_sm100")(_fmha("Float16", 1, 512, 512, 8, 8, 128, causal=True))
variant("blackwell_fmha_f16_hd64", A + "fmha/fmha.py", "sm_100a",
        "fp16 (?,?,?,?,64) dynamic, mma 128x128, no mask, non-persistent, TMA store", "fmha_sm100")(
    _fmha("Float16", 2, 256, 256, 4, 4, 64))
variant("blackwell_fmha_bf16_hd128_gqa_persistent_lse", A + "fmha/fmha.py", "sm_100a",
        "bf16 (?,?,?,?,128), GQA h_q=16 h_k=4, persistent, residual mask (s_k=1000), LSE output", "fmha_sm100")(
    _fmha("BFloat16", 1, 1024, 1000, 16, 4, 128, persistent=True, lse=True))


def _mla(cls: str, in_dt: str, out_dt: str, b: int, sq: int, sk: int, h: int = 128, latent: int = 512,
         rope: int = 64, page: int = 128, persistent: bool = True):
    def build(m):
        c = _c()
        kcls = getattr(m, cls)
        ti, to = getattr(c, in_dt), getattr(c, out_dt)
        qk_tiler, pv_tiler, cluster = (128, 128), (128, 256), (2, 1, 1)
        clusters = c.utils.HardwareInfo().get_max_active_clusters(cluster[0] * cluster[1])
        split = kcls.get_split_kv(b, sq, sk, qk_tiler, clusters * cluster[0])
        pages = b * -(-sk // page)

        def q_like(dd, dtype):  # (H, D, Sq, B), D contiguous
            return strided(dtype, (h, dd, sq, b), (1, 0, 2, 3), True, keep=(1,))

        def cache(dd):  # (page, D, pages)
            return strided(ti, (page, dd, pages), (1, 0, 2), True, keep=(0, 1))
        q_lat, q_rope, o = q_like(latent, ti), q_like(rope, ti), q_like(latent, to)
        lse = strided(c.Float32, (h, sq, b), (0, 1, 2), True)
        page_table = strided(c.Int32, (-(-sk // page), b), (0, 1), True)
        ws_size = kcls.get_workspace_size(h, sq, latent, b, split, c.Float32)
        workspace = compact(c.Int8, (ws_size,), align=32) if ws_size > 0 else None
        cache_seqs = strided(c.Int32, (b,), (0,), True)
        mla = kcls(c.Float32, c.Float32, qk_tiler, pv_tiler, clusters, page, 0.0, persistent, False, False)
        return mla, (q_lat, q_rope, cache(latent), cache(rope), page_table, o, lse, workspace, c.Int32(split),
                     cache_seqs, None, c.Float32(0.0416), c.Float32(1.0), stream())
    return build


variant("mla_decode_fp16_b4_sk1024", A + "mla/mla_decode_fp16.py", "sm_100a",
        "MLA decode fp16, B=4, S_q=1, S_k=1024, H=128, latent 512, rope 64, page 128, persistent, split-KV",
        "mla")(_mla("BlackwellMultiHeadLatentAttentionForwardFP16", "Float16", "Float16", 4, 1, 1024))
variant("mla_decode_fp16_b1_sk4096_nonpersistent", A + "mla/mla_decode_fp16.py", "sm_100a",
        "MLA decode fp16, B=1, S_q=1, S_k=4096, page 128, non-persistent", "mla")(
    _mla("BlackwellMultiHeadLatentAttentionForwardFP16", "Float16", "Float16", 1, 1, 4096, persistent=False))
variant("mla_decode_fp8_b4_sk1024", A + "mla/mla_decode_fp8.py", "sm_100a",
        "MLA decode fp8 e4m3 in, fp16 out, B=4, S_q=1, S_k=1024, page 128, persistent", "mla")(
    _mla("BlackwellMultiHeadLatentAttentionForwardFP8", "Float8E4M3FN", "Float16", 4, 1, 1024))


def _mamba(gbehcdln: tuple, io: str, fuse_d: str):
    def build(m):
        c = _c()
        g, b, e, h, ch, d, l, n = gbehcdln
        eh = e * h
        t = getattr(c, io)
        x = permuted(t, [b, eh, d, ch, l], [2, 4, 3, 1, 0], [2, 3, 4])
        delta = permuted(t, [b, eh, ch, l], [3, 2, 1, 0], [1, 2, 3])
        bt = permuted(t, [b, g, n, ch, l], [4, 2, 3, 1, 0], [2, 3, 4])
        ct = permuted(t, [b, g, n, ch, l], [4, 2, 3, 1, 0], [2, 3, 4])
        y = permuted(t, [b, eh, d, ch, l], [4, 2, 3, 1, 0], [2, 3, 4])
        fstate = permuted(t, [b, eh, d, n], [2, 3, 1, 0], [2, 3])
        dt = permuted(t, [eh, d if fuse_d == "vector" else 1], [1, 0], [1]) if fuse_d != "none" else None
        cumsum = permuted(c.Float32, [b, eh, ch, l], [3, 2, 1, 0], [1, 2, 3])
        ssd = m.SSDKernel(t, c.Float32, c.Float32, l, d, n, fuse_d != "none", fuse_d == "vector")
        return ssd, (x, cumsum, delta, bt, ct, y, fstate, dt, c.utils.HardwareInfo().get_max_active_clusters(1),
                     stream())
    return build


variant("mamba2_ssd_bf16_vector_d", A + "mamba2_ssd/mamba2_ssd.py", "sm_100a",
        "Mamba2 SSD bf16, G,B,E,H,C,D,L,N=2,4,2,40,32,64,128,128, Y += X*D with D (D,EH)", "mamba2")(
    _mamba((2, 4, 2, 40, 32, 64, 128, 128), "BFloat16", "vector"))
variant("mamba2_ssd_f16_no_d", A + "mamba2_ssd/mamba2_ssd.py", "sm_100a",
        "Mamba2 SSD f16, G,B,E,H,C,D,L,N=1,2,1,8,4,64,128,128, no D fusion", "mamba2")(
    _mamba((1, 2, 1, 8, 4, 64, 128, 128), "Float16", "none"))
