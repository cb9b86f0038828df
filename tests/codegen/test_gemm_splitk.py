"""Split-K of the SM90 GEMM (issue 24, codegen/gemm/sm90_splitk.py), simulated thread by thread on
the host (tests/codegen/gemm_sim.py): each split's CTAs run the kernel's own k-tile range, store
fp32 partials at the C store's offsets into the workspace (each workspace element written once,
inside ``S*M*N``), the last CTA of a tile to take its ticket adds the partials in split order and
runs the epilogue.  C is the reference, each element written once; a split with no k-tile (KT < S*KTs)
adds zeros; the certificates are proofs; NVRTC compiles the source."""

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.gemm.sm90_splitk import splitk_facts, tile_function
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_bias_form, simulate_epilogue

FORMS = {
    "TN+splitK3": dict(splits=3),
    "NTc+alpha+beta+bias_row+splitK2": dict(a_major="MN", b_major="MN", c_major="col", alpha=True, beta=True,
                                            bias="row", splits=2),
}


@pytest.fixture(scope="module", params=list(FORMS), ids=list(FORMS))
def form(request):
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2, (), strided=True, **FORMS[request.param])
    return gemm_kernel(0, 0, 0, config=c)


@pytest.mark.parametrize("K", [200, 392])
def test_split_k_simulation_is_the_matmul(form, K):
    """K = 200: 4 k-tiles over 3 splits of 2 (the last split has none); K = 392: 7 k-tiles."""
    c = form.config
    M, N = 70, (40 if c.c_major == "row" else 39)
    values = {"M": M, "N": N, "K": K}
    run, expect = simulate_epilogue(form, values, K)
    assert run.C == expect
    assert set(run.writes) == {1}
    assert len(run.workspace) == c.splits * M * N          # every (split, element) partial stored once
    assert run.read_a == set(range(M * K)) and run.read_b == set(range(N * K))


def test_split_k_certificates_and_compile(form):
    assert all(f.certificate.status == "proved" for f in form.functions)
    assert form.banks.status == "proved" and form.bounds.status == "proved"
    assert all(f.status == "proved" for f in form.facts)
    src = form.source
    assert f"the {form.config.splits} splits' k-tile ranges" in src and "atomicAdd(counters + gemm_tile(" in src
    assert "cute_split_last = ticket == " in src
    compile_cuda(src, arch="sm_90a", name="gemm_splitk.cu")


def test_split_k_facts_refute_a_floor_split(monkeypatch):
    """KTs = floor(KT / S) instead of the ceiling leaves k-tiles past S*KTs: the partition proof fails."""
    import codegen.gemm.sm90_splitk as sk
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2, (), strided=True, splits=3)
    fn = tile_function(c, True)
    real = sk.prove_fact

    def floor_split(statement, ranges, obligations):
        from solver.expr import Var
        from solver.formula import conj, le, lt
        if "k-tile ranges" in statement:
            KT, kt = Var("KT"), Var("kt")
            KTs = KT // 3
            obligations = [conj(le(KT, KTs * 3), lt(kt // (KTs + 1), 3))]
        return real(statement, ranges, obligations)
    monkeypatch.setattr(sk, "prove_fact", floor_split)
    with pytest.raises(CodegenError, match="k-tile ranges"):
        splitk_facts(c, fn)


@pytest.mark.parametrize("kw, words", [(dict(splits=0), "1 to 16 splits"), (dict(splits=2, batched=True), "batch"),
                                       (dict(splits=2, arch="sm_80"), "sm_90a")])
def test_split_k_refusals(kw, words):
    base = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=64, BN=64, BK=64, warps=(1, 1), stages=2)
    base.update(kw)
    if base["arch"] == "sm_80":
        base.update(BM=128, BN=128, warps=(2, 2))
    with pytest.raises(CodegenError, match=words):
        GemmConfig(**base)


PERSISTENT = {
    "TN+persistent": dict(),
    "NN+bias_col+persistent": dict(a_major="MN", b_major="MN", bias="col"),
}


@pytest.fixture(scope="module", params=list(PERSISTENT), ids=list(PERSISTENT))
def persistent(request):
    c = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 3, 2, (), strided=True, persistent=True,
                   **PERSISTENT[request.param])
    return gemm_kernel(0, 0, 0, config=c)


def test_persistent_simulation_is_the_matmul(persistent):
    """150 x 70: a raster of 2 x 2 x 2 tiles (group 2), of which the two past row 150 are skipped, walked
    by 3 CTAs whose 3-stage ring runs on across their tiles (stale shared memory from the tile before)."""
    run, expect = simulate_bias_form(persistent, 150, 70, 200, 7, ctas=3)
    assert run.C == expect and set(run.writes) == {1}


def test_persistent_certificates_and_compile(persistent):
    assert all(f.certificate.status == "proved" for f in persistent.functions)
    assert persistent.bounds.status == "proved" and all(f.status == "proved" for f in persistent.facts)
    src = persistent.source
    assert "the persistent walk tile = b + P*i" in src and "for (int tile = blockIdx.x; tile < T; tile += gridDim.x)" in src
    assert "the tile's last stage" in src
    compile_cuda(src, arch="sm_90a", name="gemm_persistent.cu")


def test_persistent_refusals():
    base = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=64, BN=64, BK=64, warps=(1, 1), stages=2)
    for kw in (dict(splits=2), dict(batched=True)):
        with pytest.raises(CodegenError, match="persistent"):
            GemmConfig(**base, persistent=True, **kw)
