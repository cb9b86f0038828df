"""The TMA-store epilogue of the SM90 GEMM (issue 24, codegen/gemm/sm90_tma_store.py), simulated
thread by thread on the host (tests/codegen/gemm_sim.py): each warpgroup's pairs written into its
staging buffer at the kernel's own ``gemm_stage_c``, then every 64 x 64 box stored as the TMA does
(shared memory read through the 128-byte swizzle of its byte address, clipped at M and N) at the
kernel's box origins and guard.  C is the reference, each element written once; the certificates
are proofs; NVRTC compiles the source."""
import itertools
import random

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_sm90, stored

FORMS = {  # name: (BM, BN, dtype, options, sizes)
    # one warpgroup, two boxes a round; N = 200: the last tile's second box starts at 192, its columns clipped
    "TN 64x128": (64, 128, "bf16", dict(), {"M": 100, "N": 200, "K": 100}),
    # two warpgroups, one box a round (BN = 64); M = 150: the second tile's second warpgroup starts past M
    "NN 128x64 + alpha + bias": (128, 64, "bf16", dict(a_major="MN", b_major="MN", alpha=True, bias="col"),
                                 {"M": 150, "N": 90, "K": 64}),
    # two rounds of 128 columns (BN = 256), a row bias
    "TN 64x256 + bias_row": (64, 256, "bf16", dict(bias="row"), {"M": 70, "N": 264, "K": 64}),
    # persistent CTA pairs: 3 tile rows, the last pair's second CTA past M
    "TN 128x128 persistent pairs": (128, 128, "bf16", dict(persistent=True, cluster=2), {"M": 300, "N": 200, "K": 64}),
    # fp8 in, bf16 out, the scales
    "e4m3->bf16 64x128": (64, 128, "e4m3", dict(out_dtype="bf16", scaled=True), {"M": 70, "N": 136, "K": 128}),
}


@pytest.fixture(scope="module", params=list(FORMS), ids=list(FORMS))
def form(request):
    BM, BN, dtype, opts, values = FORMS[request.param]
    BK = 128 if dtype == "e4m3" else 64
    c = GemmConfig("M", "N", "K", dtype, "sm_90a", BM, BN, BK, (BM // 64, 1), 2, 2, (), strided=True, tma_store=True,
                   **opts)
    return gemm_kernel(0, 0, 0, config=c), values


def test_tma_store_simulation_is_the_matmul(form):
    kernel, values = form
    c = kernel.config
    M, N, K = values["M"], values["N"], values["K"]
    rng = random.Random(5)
    A = [rng.randint(-3, 3) for _ in range(M * K)]
    B = [rng.randint(-3, 3) for _ in range(N * K)]
    bias = [rng.randint(-3, 3) for _ in range(max(M, N))]
    alpha, sa, sb = (2 if c.alpha else 1), (2 if c.scaled else 1), (3 if c.scaled else 1)
    run = simulate_sm90(kernel, stored(A, M, K, c.a_major), stored(B, N, K, c.b_major), values, alpha=alpha,
                        bias=bias if c.bias else None, scale_a=sa, scale_b=sb, ctas=4)
    expect = [None] * (M * N)
    for m, n in itertools.product(range(M), range(N)):
        b = (bias[m] if c.bias == "row" else bias[n]) if c.bias else 0
        expect[m * N + n] = alpha * sa * sb * sum(A[m * K + k] * B[n * K + k] for k in range(K)) + b
    assert run.C == expect
    assert set(run.writes) == {1}


def test_tma_store_certificates_and_compile(form):
    kernel, _values = form
    assert all(f.certificate.status == "proved" for f in kernel.functions)
    assert kernel.banks.status == "proved" and kernel.bounds.status == "proved"
    assert all(f.status == "proved" for f in kernel.facts)
    statements = " | ".join(f.statement for f in kernel.facts)
    assert "== the TMA store box" in statements and "the C atom at (row, column in the round)" in statements
    assert "one-to-one onto the buffer" in statements and "the TMA store boxes (64 x 64" in statements
    assert "epilogue staging writes of C" in kernel.banks.comment()
    src = kernel.source
    assert "const __grid_constant__ cute_tensor_map tmC" in src and "cute_tma_store_2d(&tmC" in src
    assert "cute_fence_proxy_async();" in src and "cute_tma_store_wait_all();" in src
    assert "*reinterpret_cast<unsigned*>(C + o)" not in src          # no direct store of C
    compile_cuda(src, arch="sm_90a", name="gemm_tma_store.cu")


def test_tma_store_refusals():
    base = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=64, BN=64, BK=64, warps=(1, 1), stages=2,
                group=2, strided=True, tma_store=True)
    for bad, words in ((dict(c_major="col"), "row-major C"), (dict(beta=True), "no beta"), (dict(splits=2), "split-K"),
                       (dict(BN=48), "multiple of 64"),
                       (dict(dtype="e4m3", BK=128, out_dtype="f32", scaled=True), "2-byte C")):
        with pytest.raises(CodegenError, match=words):
            gemm_kernel(0, 0, 0, config=GemmConfig(**{**base, **bad}))
