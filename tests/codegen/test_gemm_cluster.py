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
from tests.codegen.gemm_sim import simulate_epilogue

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
    for bad in (dict(splits=2), dict(persistent=True), dict(group=3), dict(cluster=4)):
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
