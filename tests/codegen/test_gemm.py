"""The generated GEMM (issue 15): its index functions, simulated thread by thread on the
host with the atoms' semantics, read and write exactly the elements of a reference
matmul; every certificate is a proof; NVRTC compiles it for sm_90a and sm_80."""
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


def _reference(c, A, B):
    return [sum(A[m * c.K + k] * B[n * c.K + k] for k in range(c.K)) for m in range(c.M) for n in range(c.N)]


def test_sm80_simulation_is_the_matmul(sm80):
    c = sm80.config
    rng = random.Random(15)
    A = [rng.randint(-3, 3) for _ in range(c.M * c.K)]
    B = [rng.randint(-3, 3) for _ in range(c.N * c.K)]
    assert simulate_sm80(sm80, A, B) == _reference(c, A, B)


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


def test_divisibility_precondition_is_checked():
    with pytest.raises(CodegenError, match=r"divisibility precondition fails: M % 128 == 64"):
        GemmConfig(8256, 8192, 8192, BM=128)
    with pytest.raises(CodegenError, match="no CTA tile divides 100x100x100"):
        gemm_kernel(100, 100, 100, arch="sm_80")


@pytest.fixture(scope="module")
def sm90():
    return gemm_kernel(0, 0, 0, config=WGMMA)


def test_sm90_simulation_is_the_matmul(sm90):
    c = sm90.config
    rng = random.Random(90)
    A = [rng.randint(-3, 3) for _ in range(c.M * c.K)]
    B = [rng.randint(-3, 3) for _ in range(c.N * c.K)]
    assert simulate_sm90(sm90, A, B) == _reference(c, A, B)


def test_sm90_certificates_and_compile(sm90):
    assert all(f.certificate.status == "proved" for f in sm90.functions)
    assert sm90.banks.status == "proved" and all(f.status == "proved" for f in sm90.facts)
    assert "GMMA Layout_K_SW128_Atom" in sm90.source and "the A descriptor (SBO 1024 B" in sm90.source
    assert sm90.tma == (("A", 256, 128, 128, 64, 128), ("B", 64, 128, 64, 64, 128))
    assert len(compile_cuda(sm90.source, arch="sm_90a", name="gemm90.cu")) > 1000


def test_sm90_refuses_tiles_it_cannot_run():
    with pytest.raises(CodegenError, match="BK = 64"):
        gemm_kernel(0, 0, 0, config=GemmConfig(256, 64, 128, "bf16", "sm_90a", 128, 64, 32, (2, 1), 2, 2))


def test_sm90_simulation_catches_a_wrong_descriptor(sm90, monkeypatch):
    """The simulation can fail: with the descriptor's SBO halved the wgmma reads other rows."""
    import codegen.gemm.sm90 as sm90_module
    monkeypatch.setattr(sm90_module, "SBO", 512)
    c = sm90.config
    A = [(i * 7) % 5 - 2 for i in range(c.M * c.K)]
    B = [(i * 3) % 7 - 3 for i in range(c.N * c.K)]
    assert simulate_sm90(sm90, A, B) != _reference(c, A, B)


@pytest.mark.parametrize("config", [
    GemmConfig(64, 96, 64, "f16", "sm_80", 32, 32, 32, (1, 1), 2, 2),
    GemmConfig(128, 64, 64, "f16", "sm_90a", 64, 64, 64, (1, 1), 2, 2)], ids=["sm_80", "sm_90a"])
def test_f16_kernels_use_the_f16_atoms_and_compile(config):
    k = gemm_kernel(0, 0, 0, config=config)
    assert ("mma.sync.aligned.m16n8k16.row.col.f32.\" #TYPE" in k.source and "cute_mma_16816_f16(acc" in k.source
            if config.arch == "sm_80" else "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16" in k.source)
    assert "cute_pack_f16x2(acc" in k.source
    compile_cuda(k.source, arch="sm_90a", name="gemm_f16.cu")
