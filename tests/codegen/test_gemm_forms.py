"""The SM90 GEMM's issue-24 forms, simulated thread by thread on the host (tests/codegen/gemm_sim.py:
the TMA boxes as CUDA's SWIZZLE_128B places them, the wgmma descriptors as the PTX ISA reads
K-major and MN-major operands, the kernel's own emitted index and guard functions): MN-major A
and/or B, column-major C, alpha / beta / bias, named sizes with residue tiles along M, N and K
(K not a multiple of 8: ``strided``).  Each element of C is the reference value and written
once; every certificate is a proof; NVRTC compiles each form."""
import itertools
import random

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_epilogue, simulate_sm90, stored

FORMS = {
    "NN": dict(a_major="MN"),
    "TT+bias_col": dict(b_major="MN", bias="col", strided=True),
    "NTc+alpha+beta+bias_row": dict(a_major="MN", b_major="MN", c_major="col", alpha=True, beta=True, bias="row",
                                     strided=True),
}


@pytest.fixture(scope="module", params=list(FORMS), ids=list(FORMS))
def form(request):
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2, (), **FORMS[request.param])
    return gemm_kernel(0, 0, 0, config=c)


def test_form_simulation_is_the_epilogue_of_the_matmul(form):
    c = form.config
    values = {"M": 100, "N": 70 if c.c_major == "row" else 69, "K": 100 if c.strided else 104}
    M, N, K = values["M"], values["N"], values["K"]
    run, expect = simulate_epilogue(form, values, 24)
    assert run.C == expect
    assert set(run.writes) == {1}
    assert run.read_a == set(range(M * K)) and run.read_b == set(range(N * K))


def test_form_certificates_and_compile(form):
    assert all(f.certificate.status == "proved" for f in form.functions)
    assert form.banks.status == "proved" and form.bounds.status == "proved"
    assert form.facts and all(f.status == "proved" for f in form.facts)
    src = form.source
    if "MN" in (form.config.a_major, form.config.b_major):
        assert "GMMA Layout_MN_SW128_Atom" in src and "MN-major" in src
    compile_cuda(src, arch="sm_90a", name="gemm_form.cu")


def test_simulation_catches_a_wrong_mn_descriptor(monkeypatch):
    """The MN-major descriptor's LBO matters: with it halved the simulated wgmma reads other
    elements (and the proof of the descriptor relation is refuted)."""
    import codegen.gemm.sm90_operands as operands
    c = GemmConfig(64, 128, 64, "bf16", "sm_90a", 64, 128, 64, (1, 1), 2, 1, (), b_major="MN")
    k = gemm_kernel(0, 0, 0, config=c)
    monkeypatch.setattr(operands.Operand, "lbo", property(lambda self: 16 if self.major == "K" else 64 * self.BK))
    A = [(i * 7) % 5 - 2 for i in range(64 * 64)]
    B = [(i * 3) % 7 - 3 for i in range(128 * 64)]
    run = simulate_sm90(k, A, stored(B, 128, 64, "MN"))
    ref = [sum(A[m * 64 + kk] * B[n * 64 + kk] for kk in range(64)) for m in range(64) for n in range(128)]
    assert run.C != ref
    with pytest.raises(CodegenError, match="refuted|MN-major B descriptor"):
        gemm_kernel(0, 0, 0, config=c)


@pytest.mark.parametrize("BN, width, boxes", [(16, 32, 1), (32, 64, 1), (96, 64, 3)])
def test_narrow_mn_major_b_takes_the_narrower_swizzle(BN, width, boxes):
    """A decode GEMM's MN-major B of 16 / 32 columns (and 96 = 3 x 32) in the 32- / 64-byte swizzle:
    boxes of BK k-rows x width/2 columns (CUDA's SWIZZLE_<width>B), the descriptor's layout type 3 / 2,
    SBO 8 * width, LBO width * BK; simulated with N a residue of the tile, each C element the
    matmul's and written once, every proof proved, and NVRTC compiles it."""
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, BN, 64, (1, 1), 2, 2, (), b_major="MN", c_major="col",
                   strided=True)
    k = gemm_kernel(0, 0, 0, config=c)
    assert k.tma[1] == ("B", "K", "N", 64, width // 2, width)
    layout_type = {32: 3, 64: 2}[width]
    assert f"layout type {layout_type}: {width}-byte swizzle, MN-major" in k.source
    assert f"GMMA Layout_MN_SW{width}_Atom" in k.source
    assert all(f.status == "proved" for f in k.facts) and k.banks.status == "proved"
    M, N, K = 70, BN + 5 if BN < 64 else BN - 11, 100
    run, expect = simulate_epilogue(k, {"M": M, "N": N, "K": K}, 24)
    assert run.C == expect and set(run.writes) == {1}
    compile_cuda(k.source, arch="sm_90a", name="gemm_narrow.cu")


@pytest.mark.parametrize("BN, b_major, a_major", [(48, "K", "K"), (48, "MN", "MN"), (80, "K", "MN"), (112, "MN", "K")])
def test_small_m_tile_of_an_extended_wgmma_width(BN, b_major, a_major):
    """A small M without the swap: 64-row tiles (M = 16 or 33 of them real) and BN a multiple of 16 that
    is none of CuTe's core wgmma widths (``mma_sm90_gmma_ext.hpp``'s m64n48 / n80 / n112), so that N / BN
    is about a wave of CTAs; an MN-major B of 48 / 112 columns in boxes of 16 columns (the 32-byte
    swizzle).  Simulated with residues along M, N and K: each C element the matmul's, written once."""
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, BN, 64, (1, 1), 2, 1, (), a_major=a_major, b_major=b_major,
                   strided=True)
    k = gemm_kernel(0, 0, 0, config=c)
    assert f"m64n{BN}k16" in k.source
    assert all(f.status == "proved" for f in k.facts) and k.banks.status == "proved" and k.bounds.status == "proved"
    for M in (16, 33):
        run, expect = simulate_epilogue(k, {"M": M, "N": 2 * BN - 6, "K": 100}, 24)
        assert run.C == expect and set(run.writes) == {1}
    compile_cuda(k.source, arch="sm_90a", name="gemm_ext_width.cu")


def test_narrow_mn_descriptor_with_the_128_byte_stride_is_caught(monkeypatch):
    """SBO matters in the 32-byte swizzle: with the 128-byte swizzle's 1024 bytes the simulated wgmma
    reads other elements, and the descriptor relation is refuted."""
    import codegen.gemm.sm90_operands as operands
    c = GemmConfig(64, 16, 64, "bf16", "sm_90a", 64, 16, 64, (1, 1), 2, 1, (), b_major="MN", c_major="col")
    k = gemm_kernel(0, 0, 0, config=c)
    monkeypatch.setattr(operands.Operand, "sbo", property(lambda self: operands.SBO))
    A = [(i * 7) % 5 - 2 for i in range(64 * 64)]
    B = [(i * 3) % 7 - 3 for i in range(16 * 64)]
    run = simulate_sm90(k, A, stored(B, 16, 64, "MN"))
    ref = [sum(A[m * 64 + kk] * B[n * 64 + kk] for kk in range(64)) for m in range(64) for n in range(16)]
    assert run.C != [ref[(o % 64) * 16 + o // 64] for o in range(64 * 16)]      # C column-major: o = m + 64 n
    with pytest.raises(CodegenError, match="refuted|MN-major B descriptor"):
        gemm_kernel(0, 0, 0, config=c)


def test_mn_major_is_sm90_only():
    with pytest.raises(CodegenError, match="sm_90a only"):
        GemmConfig(64, 64, 64, "bf16", "sm_80", 64, 64, 64, (2, 2), 2, 1, (), a_major="MN")


def test_mn_major_boxes_past_the_extent_are_not_loaded():
    """M = 40 < 64: the second 64-row box of A's 128-row MN-major tile starts past M; it is not
    loaded (the mbarrier expects only the loaded bytes), its stale rows reach only unstored C rows,
    and the bounds proof covers every loaded box's origin."""
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 128, 64, 64, (2, 1), 2, 1, (), a_major="MN")
    k = gemm_kernel(0, 0, 0, config=c)
    assert "if (oa[c] < M) cute_tma_load_2d" in k.source and "tx += " not in k.source or "txa" in k.source
    M, N, K = 40, 64, 64
    A = [(i * 7) % 5 - 2 for i in range(M * K)]
    B = [(i * 3) % 7 - 3 for i in range(N * K)]
    run = simulate_sm90(k, stored(A, M, K, "MN"), B, {"M": M, "N": N, "K": K})
    assert run.C == [sum(A[m * K + kk] * B[n * K + kk] for kk in range(K)) for m in range(M) for n in range(N)]
    assert set(run.writes) == {1}


def test_c_written_once_is_proven_for_named_sizes(form):
    fact = next(f for f in form.facts if f.statement.startswith("each element of C is written exactly once"))
    assert fact.status == "proved" and "mixed radices" in fact.statement


def test_c_written_once_refutes_a_repeated_or_gapped_store():
    """A mode that moves neither row nor column stores an element twice; a stride that skips
    leaves a gap: both refused (the proof is not a formality)."""
    from cute_sym.layout import Layout
    from codegen.gemm.coverage import prove_written_once
    from codegen.gemm.partition import Placed
    from codegen.gemm.sm90 import sm90_layouts
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 1, ())
    e = sm90_layouts(c)["epilogue"]
    assert prove_written_once(c, e, 0).status == "proved"
    twice = Placed(e.offset, Layout((2, e.row.shape), (0, e.row.stride)), Layout((2, e.col.shape), (0, e.col.stride)))
    with pytest.raises(CodegenError, match="moves neither"):
        prove_written_once(c, twice, 1)
    gap = Placed(e.offset, Layout(e.row.shape, e.row.stride), Layout(e.col.shape, (3,) + tuple(e.col.stride[1:])))
    with pytest.raises(CodegenError, match="mixed radix|not even"):
        prove_written_once(c, gap, None)


@pytest.mark.parametrize("dtype, out, extra", [("e4m3", "bf16", {}), ("e5m2", "f32", {"c_major": "col", "bias": "col"})],
                         ids=["e4m3->bf16", "e5m2->f32 column-major + bias"])
def test_fp8_forms_simulate_compile_and_are_proven(dtype, out, extra):
    """fp8 (torch._scaled_mm's semantics): K-major 1-byte operands in 128-byte rows (BK = 128), the
    k32 wgmma, fp32 accumulation, ``scale_a * scale_b`` (device scalars) in the epilogue, bf16 or
    fp32 C.  Not yet run on a GPU (benchmarks/RESULTS.md has no fp8 rows)."""
    c = GemmConfig("M", "N", "K", dtype, "sm_90a", 64, 64, 128, (1, 1), 2, 2, (), out_dtype=out, scaled=True,
                   strided=True, **extra)
    k = gemm_kernel(0, 0, 0, config=c)
    assert all(f.status == "proved" for f in k.facts) and k.bounds.status == "proved"
    assert f"m64n64k32.f32.{dtype}.{dtype}" in k.source and "scale_a[0] * scale_b[0]" in k.source
    compile_cuda(k.source, arch="sm_90a", name="gemm_fp8.cu")
    values = {"M": 100, "N": 70, "K": 200}
    M, N, K = values["M"], values["N"], values["K"]
    rng = random.Random(8)
    A = [rng.randint(-3, 3) for _ in range(M * K)]
    B = [rng.randint(-3, 3) for _ in range(N * K)]
    bias = [rng.randint(-3, 3) for _ in range(N)]
    run = simulate_sm90(k, A, B, values, bias=bias if c.bias else None, scale_a=2, scale_b=3)
    expect = [None] * (M * N)
    for m, n in itertools.product(range(M), range(N)):
        o = m * N + n if c.c_major == "row" else m + n * M
        expect[o] = 6 * sum(A[m * K + kk] * B[n * K + kk] for kk in range(K)) + (bias[n] if c.bias else 0)
    assert run.C == expect and set(run.writes) == {1}


def test_fp8_needs_k_major_operands_and_a_wide_c():
    with pytest.raises(CodegenError, match="K-major A and B only"):
        GemmConfig("M", "N", "K", "e4m3", "sm_90a", 64, 64, 128, (1, 1), 2, 2, (), a_major="MN", out_dtype="bf16")
    with pytest.raises(CodegenError, match="bf16 or f32"):
        GemmConfig("M", "N", "K", "e4m3", "sm_90a", 64, 64, 128, (1, 1), 2, 2, ())
