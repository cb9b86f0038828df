"""CTA-pair clusters of the SM90 GEMM (issue 24, codegen/gemm/sm90_cluster.py), simulated thread by
thread on the host (tests/codegen/gemm_sim.py): each CTA's B stage is filled by the two halves the
pair's CTAs load (each at the loader's own ``gemm_tma_b_half`` / box origins and the kernel's
guards), A by the CTA itself.  Residue shapes: an odd number of tile rows (the last pair's second
CTA past M stores nothing) and a B half / box past N (not loaded).  C is the reference, each
element written once; the certificates are proofs; NVRTC compiles the source."""

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_bias_form, simulate_epilogue

FORMS = {   # name: (BN, form options, sizes): M = 150 is 3 tile rows of 64 (the 4th CTA, a pair's second, past M)
    "TN+cluster2": (64, dict(), {"M": 150, "N": 90, "K": 200}),          # bn = 1: half 1 starts at row 96 >= N
    "NTc+alpha+bias_row+cluster2": (128, dict(a_major="MN", b_major="MN", c_major="col", alpha=True, bias="row"),
                                    {"M": 150, "N": 150, "K": 136}),     # bn = 1: box 3 starts at column 192 >= N
}


@pytest.fixture(scope="module", params=list(FORMS), ids=list(FORMS))
def form(request):
    BN, opts, values = FORMS[request.param]
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, BN, 64, (1, 1), 2, 2, (), strided=True, cluster=2, **opts)
    return gemm_kernel(0, 0, 0, config=c), values


def test_cluster_simulation_is_the_matmul(form):
    kernel, values = form
    run, expect = simulate_epilogue(kernel, values, 7)
    M, N, K = values["M"], values["N"], values["K"]
    assert run.C == expect
    assert set(run.writes) == {1}
    assert run.read_a == set(range(M * K)) and run.read_b == set(range(N * K))


def test_cluster_certificates_and_compile(form):
    kernel, _values = form
    assert all(f.certificate.status == "proved" for f in kernel.functions)
    assert kernel.banks.status == "proved" and kernel.bounds.status == "proved"
    assert all(f.status == "proved" for f in kernel.facts)
    src = kernel.source
    assert "__cluster_dims__(2, 1, 1)" in src and "cute_tma_load_2d_mc(" in src
    assert "cute_mbar_arrive_cta(" in src and src.count("cute_cluster_sync();") >= 2
    assert "const bool live = " in src and "return;   // past the last tile row" not in src
    if kernel.config.b_major == "K":
        assert any("two multicast half boxes of B" in f.statement for f in kernel.facts)
    compile_cuda(src, arch="sm_90a", name="gemm_cluster.cu")


def test_cluster_refusals():
    with pytest.raises(CodegenError, match="even number"):     # one MN-major box of 64 columns cannot be halved
        gemm_kernel(0, 0, 0, config=GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2, (),
                                               b_major="MN", strided=True, cluster=2))
    for bad in (dict(splits=2), dict(persistent=True, pingpong=True), dict(group=3), dict(cluster=4)):
        args = {"group": 2, "cluster": 2, **bad}
        with pytest.raises(CodegenError, match="cluster"):
            GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, strided=True, **args)


def test_two_ctas_a_multiprocessor_changes_only_the_launch_bounds():
    """``ctas_per_sm = 2`` is a performance setting: the source is the one-CTA kernel's but for
    ``__launch_bounds__(256, 2)`` and the plan's words (so every proof and the host simulation of the
    one-CTA form stand for it); refused with two consumer warpgroups or shared memory over half."""
    base = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=64, BN=128, BK=64, warps=(1, 1), stages=4,
                group=8, strided=True, a_major="MN")
    one = gemm_kernel(0, 0, 0, config=GemmConfig(**base))
    two = gemm_kernel(0, 0, 0, config=GemmConfig(**base, ctas_per_sm=2))
    assert "__launch_bounds__(256, 2)" in two.source and "__launch_bounds__(256, 1)" in one.source
    strip = lambda k: [ln for ln in k.source.splitlines()                 # noqa: E731
                       if "__launch_bounds__" not in ln and "// plan:" not in ln and "proved" not in ln]
    assert strip(one) == strip(two)
    with pytest.raises(CodegenError, match="do not fit a multiprocessor"):
        gemm_kernel(0, 0, 0, config=GemmConfig(**{**base, "stages": 8}, ctas_per_sm=2))
    with pytest.raises(CodegenError, match="one consumer warpgroup"):
        GemmConfig(**{**base, "BM": 128, "warps": (2, 1)}, ctas_per_sm=2)


PERSISTENT = {   # M = 150: 3 tile rows of 64 in a group of 2, so the second pair's second tile is past M
    "TN+cluster2+persistent": dict(),
    "NN+bias_col+cluster2+persistent": dict(a_major="MN", b_major="MN", bias="col"),
}


@pytest.fixture(scope="module", params=list(PERSISTENT), ids=list(PERSISTENT))
def persistent_pair(request):
    BN = 128 if PERSISTENT[request.param].get("b_major") == "MN" else 64
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, BN, 64, (1, 1), 3, 2, (), strided=True, cluster=2,
                   persistent=True, **PERSISTENT[request.param])
    return gemm_kernel(0, 0, 0, config=c)


@pytest.mark.parametrize("ctas", [2, 4])
def test_persistent_pairs_simulation_is_the_matmul(persistent_pair, ctas):
    """The pairs walk (cluster b / 2, rank b % 2): 150 x 150 x 200 with 1 or 2 clusters whose 3-stage
    rings run on across their pair tiles; the last pair's second CTA is past M (it stores nothing),
    a B half or box past N is not loaded.  C is the product plus bias, each element written once."""
    run, expect = simulate_bias_form(persistent_pair, 150, 150, 200, 11, ctas=ctas)
    assert run.C == expect and set(run.writes) == {1}


def test_persistent_pairs_certificates_and_compile(persistent_pair):
    assert all(f.certificate.status == "proved" for f in persistent_pair.functions)
    assert persistent_pair.bounds.status == "proved" and all(f.status == "proved" for f in persistent_pair.facts)
    assert any(f.statement.startswith("CTA pairs: the tiles 2*pt + r") for f in persistent_pair.facts)
    src = persistent_pair.source
    assert "for (int pt = blockIdx.x / 2; pt < T / 2; pt += gridDim.x / 2)" in src
    assert "if (gemm_cta_row((g & ~1), bn, q" in src            # a pair skipped only as a whole
    assert src.count("const bool live = ") == 2                  # per tile, in the producer and the consumers
    assert "cute_mbar_arrive_cta(empty + 8 * ((it + nk - 1)" in src   # the last stage released in both CTAs
    compile_cuda(src, arch="sm_90a", name="gemm_cluster_persistent.cu")


def test_wave_pairs_with_the_tma_store_simulate_the_matmul():
    """The form ``choose_wave_pairs`` picks at 1000^3: 64 x 128 tiles, CTA pairs sharing B, the TMA-store
    epilogue, residues along M (3 tile rows: the last pair's second CTA past M), N and K."""
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 128, 64, (1, 1), 2, 2, (), strided=True, cluster=2,
                   tma_store=True)
    kernel = gemm_kernel(0, 0, 0, config=c)
    assert all(f.status == "proved" for f in kernel.facts) and kernel.bounds.status == "proved"
    values = {"M": 150, "N": 200, "K": 136}
    run, expect = simulate_epilogue(kernel, values, 7)
    assert run.C == expect and set(run.writes) == {1}
