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
