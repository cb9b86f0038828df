"""The generated GEMM (issue 15): its index functions, simulated thread by thread on the
host with the atoms' semantics, read and write exactly the elements of a reference
matmul -- for tiles that divide the problem, for residue tiles (odd sizes, predicated) and
for sizes that are names (runtime parameters, values given at launch); every certificate is
a proof; NVRTC compiles it for sm_90a and sm_80."""
import random

import pytest

from codegen.errors import CodegenError
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.nvrtc import compile_cuda
from tests.codegen.gemm_sim import simulate_sm80, simulate_sm90

SMALL = GemmConfig(64, 96, 64, "bf16", "sm_80", 32, 32, 32, (1, 1), 2, 2)
WARPS = GemmConfig(128, 64, 64, "bf16", "sm_80", 64, 64, 32, (2, 2), 3, 2)
WGMMA = GemmConfig(256, 64, 128, "bf16", "sm_90a", 128, 64, 64, (2, 1), 2, 2)


@pytest.fixture(scope="module", params=[SMALL, WARPS], ids=["1-warp", "2x2-warps"])
def sm80(request):
    return gemm_kernel(0, 0, 0, config=request.param)


def _reference(c, A, B, values={}):
    v = c.values(values)
    M, N, K = v["M"], v["N"], v["K"]
    return [sum(A[m * K + k] * B[n * K + k] for k in range(K)) for m in range(M) for n in range(N)]


def _operands(c, seed, values={}):
    v = c.values(values)
    rng = random.Random(seed)
    return ([rng.randint(-3, 3) for _ in range(v["M"] * v["K"])], [rng.randint(-3, 3) for _ in range(v["N"] * v["K"])])


def _exactly_the_matmul(run, c, A, B, values={}):
    """C is the reference matmul, each element written once, every element of A and B read
    (the simulation asserts each access inside its tensor)."""
    assert run.C == _reference(c, A, B, values)
    assert set(run.writes) == {1}
    assert run.read_a == set(range(len(A))) and run.read_b == set(range(len(B)))


def test_sm80_simulation_is_the_matmul(sm80):
    A, B = _operands(sm80.config, 15)
    _exactly_the_matmul(simulate_sm80(sm80, A, B), sm80.config, A, B)


def test_sm80_certificates(sm80):
    assert all(f.certificate.status == "proved" for f in sm80.functions)
    assert sm80.banks.status == "proved"
    assert sm80.facts and all(f.status == "proved" for f in sm80.facts)
    src = sm80.source
    assert "UNVERIFIED" not in src and src.count("translation validation: proved") == len(sm80.functions)
    assert "ldmatrix.x4 rows" in src and "each element of C is written exactly once" in src


@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_sm80_kernel_compiles(sm80, arch):
    assert len(compile_cuda(sm80.source, arch=arch, name="gemm.cu")) > 1000


def test_row_preconditions_are_checked_at_generation():
    with pytest.raises(CodegenError, match=r"precondition fails: K % 8 == 4"):
        GemmConfig(64, 64, 100)
    with pytest.raises(CodegenError, match=r"precondition fails: N % 2 == 1"):
        GemmConfig(64, 63, 64)


@pytest.fixture(scope="module")
def sm90():
    return gemm_kernel(0, 0, 0, config=WGMMA)


def test_sm90_simulation_is_the_matmul(sm90):
    A, B = _operands(sm90.config, 90)
    _exactly_the_matmul(simulate_sm90(sm90, A, B), sm90.config, A, B)


def test_sm90_certificates_and_compile(sm90):
    assert all(f.certificate.status == "proved" for f in sm90.functions)
    assert sm90.banks.status == "proved" and all(f.status == "proved" for f in sm90.facts)
    assert "GMMA Layout_K_SW128_Atom" in sm90.source and "the A descriptor (SBO 1024 B" in sm90.source
    assert sm90.tma == (("A", 256, 128, 128, 64, 128), ("B", 64, 128, 64, 64, 128))
    assert "every global access in bounds: proved" in sm90.source
    assert len(compile_cuda(sm90.source, arch="sm_90a", name="gemm90.cu")) > 1000


def test_sm90_refuses_tiles_it_cannot_run():
    with pytest.raises(CodegenError, match="BK = 64"):
        gemm_kernel(0, 0, 0, config=GemmConfig(256, 64, 128, "bf16", "sm_90a", 128, 64, 32, (2, 1), 2, 2))


def test_sm90_simulation_catches_a_wrong_descriptor(sm90, monkeypatch):
    """The simulation can fail: with the descriptor's SBO halved the wgmma reads other rows."""
    import codegen.gemm.sm90_operands as operands
    monkeypatch.setattr(operands, "SBO", 512)
    c = sm90.config
    A = [(i * 7) % 5 - 2 for i in range(c.M * c.K)]
    B = [(i * 3) % 7 - 3 for i in range(c.N * c.K)]
    assert simulate_sm90(sm90, A, B).C != _reference(c, A, B)


@pytest.mark.parametrize("config", [
    GemmConfig(64, 96, 64, "f16", "sm_80", 32, 32, 32, (1, 1), 2, 2),
    GemmConfig(128, 64, 64, "f16", "sm_90a", 64, 64, 64, (1, 1), 2, 2)], ids=["sm_80", "sm_90a"])
def test_f16_kernels_use_the_f16_atoms_and_compile(config):
    k = gemm_kernel(0, 0, 0, config=config)
    assert ("mma.sync.aligned.m16n8k16.row.col.f32.\" #TYPE" in k.source and "cute_mma_16816_f16(acc" in k.source
            if config.arch == "sm_80" else "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16" in k.source)
    assert "cute_pack_f16x2(acc" in k.source or "cute_pack_f16x2(x0, x1)" in k.source
    compile_cuda(k.source, arch="sm_90a", name="gemm_f16.cu")


# ---------------------------------------------------------------- residue tiles and named sizes
RESIDUE_80 = GemmConfig(40, 50, 24, "bf16", "sm_80", 32, 32, 32, (1, 1), 2, 2)
NAMED_80 = GemmConfig("M", "N", "K", "bf16", "sm_80", 32, 32, 32, (1, 1), 2, 2, ("M % 32 == 0",))
RESIDUE_90 = GemmConfig(72, 40, 88, "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2)
NAMED_90 = GemmConfig("M", "N", "K", "bf16", "sm_90a", 64, 64, 64, (1, 1), 2, 2, ("N % 64 == 0",))


@pytest.fixture(scope="module")
def kernels():
    return {c: gemm_kernel(0, 0, 0, config=c) for c in (RESIDUE_80, NAMED_80, RESIDUE_90, NAMED_90)}


@pytest.mark.parametrize("config, values", [
    (RESIDUE_80, {}), (NAMED_80, {"M": 64, "N": 38, "K": 72}), (NAMED_80, {"M": 32, "N": 2, "K": 8}),
    (RESIDUE_90, {}), (NAMED_90, {"M": 70, "N": 64, "K": 40})],
    ids=["sm80-40x50x24", "sm80-named-64x38x72", "sm80-named-32x2x8", "sm90-72x40x88", "sm90-named-70x64x40"])
def test_residue_and_named_simulation_is_the_matmul(kernels, config, values):
    """Sizes the tiles do not divide: every guarded load and store lands inside its tensor, the
    zero-filled residue contributes nothing, C is the matmul with each element written once."""
    k = kernels[config]
    A, B = _operands(config, 7, values)
    sim = simulate_sm80 if config.arch == "sm_80" else simulate_sm90
    _exactly_the_matmul(sim(k, A, B, values), config, A, B, values)


def test_residue_guards_follow_what_is_proven(kernels):
    """Guards exactly where the tile may not divide: M % 32 == 0 is assumed, so only N and K
    (and the CTA row, 2*32 may not divide M) are predicated; the bounds proof covers each site."""
    k = kernels[NAMED_80]
    assert {d: sorted(v) for d, v in k.notes["guards"].items() if d != "cta"} == {"a": ["K"], "b": ["K", "N"], "c": ["N"]}
    assert k.signature == "cute_gemm(A, B, C, M, N, K)"
    src = k.source
    assert "every global access in bounds: proved" in src and "cp.async load of B guarded by N/K" in src
    assert "if (gemm_cta_row(g, bn, q, N, M) >= M) return;" in src
    assert ("if (!((((unsigned long long)A | (unsigned long long)B | (unsigned long long)C) & 15ull) == 0 && "
            "(M >= 1 && M <= 32768) && (N >= 1 && N <= 32768) && (K >= 1 && K <= 32768) && (M % 32 == 0) && "
            "(K % 8 == 0) && (N % 2 == 0))) __trap();") in src
    assert all(f.certificate.status == "proved" and "M in [1, 32768]" in f.certificate.comment()
               for f in k.functions if "M" in {p.name for p in f.params})
    assert all(f.width == 32 for f in k.functions)
    r = kernels[RESIDUE_80]
    assert {d: sorted(v) for d, v in r.notes["guards"].items() if d != "cta"} == {"a": ["K", "M"], "b": ["K", "N"], "c": ["M", "N"]}
    assert "& 15ull) == 0)) __trap();" in r.source and r.signature == "cute_gemm(A, B, C)"


def test_divisible_kernels_have_no_guard(sm80, sm90):
    assert sm80.notes["guards"] == {"a": {}, "b": {}, "c": {}} and sm90.notes["guards"] == {}
    assert "cute_cp_async_16_zfill(" not in sm80.source.split("gemm_load_tile(")[1]
    assert "gemm_cta_row" not in sm80.source and "gemm_cta_row" not in sm90.source


def test_launch_checks_the_preconditions(kernels):
    k = kernels[NAMED_80]
    spec = k.launch({"M": 96, "N": 50, "K": 40})
    assert spec["grid"] == [2, 2, 2] and spec["args"] == [96, 50, 40]
    with pytest.raises(CodegenError, match="assuming M % 32 == 0"):
        k.launch({"M": 100, "N": 50, "K": 40})
    with pytest.raises(CodegenError, match="assuming K % 8 == 0"):
        k.launch({"M": 96, "N": 50, "K": 42})
    with pytest.raises(CodegenError, match=r"outside \[1, 32768\]"):
        k.launch({"M": 65536, "N": 50, "K": 40})
    k90 = kernels[NAMED_90]
    assert k90.launch({"M": 70, "N": 64, "K": 40})["tma"] == [["A", 70, 40, 64, 64, 128], ["B", 64, 40, 64, 64, 128]]


def test_simulation_catches_a_missing_guard(kernels, monkeypatch):
    """The simulation can fail: without the K guard the last k-tile reads past A's rows."""
    k = kernels[RESIDUE_80]
    guards = dict(k.notes["guards"]["a"])
    fns = tuple(f for f in k.functions if f.name != "gemm_a_col")
    monkeypatch.setattr(k, "functions", fns)
    A, B = _operands(RESIDUE_80, 3)
    assert "K" in guards
    with pytest.raises(AssertionError):
        _exactly_the_matmul(simulate_sm80(k, A, B), RESIDUE_80, A, B)


@pytest.mark.parametrize("config", [RESIDUE_80, NAMED_80, RESIDUE_90, NAMED_90],
                         ids=["sm80-residue", "sm80-named", "sm90-residue", "sm90-named"])
def test_residue_and_named_kernels_compile(kernels, config):
    assert len(compile_cuda(kernels[config].source, arch=config.arch, name="gemm_r.cu")) > 1000
