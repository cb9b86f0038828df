"""The wgmma pipeline survives ptxas: no generated SM90 form is compiled with its wgmmas serialized.

ptxas reports ``C7514 Potential Performance Loss: wgmma.mma_async instructions are serialized ...``
when it cannot keep a wgmma group in flight; it then waits for each wgmma before the next
(``WARPGROUP.DEPBAR.LE gsb0, 0x0`` after every ``HGMMA``).  Measured on the H200 (RESULTS.md, "small M,
tiles with and without rows past B"): the swapped small-M kernels whose tile divides N' (M = 32, 48,
64) ran at 0.41-0.47 of the HBM roofline against 0.70-0.73 for their residue twins (M = 24, 40, 47,
56) until the column-major epilogue kept its guard (:func:`codegen.gemm.sm90.held_guard`).
NVRTC needs no GPU, so these run in CI."""
import pytest

from codegen import nvrtc
from codegen.gemm import sm90
from codegen.gemm.config import GemmConfig
from codegen.gemm.kernel import gemm_kernel
from codegen.torch.select import Spec, plan_gemm

BASE = dict(M="M", N="N", K="K", dtype="bf16", arch="sm_90a", BM=128, BN=128, BK=64, warps=(2, 1), stages=3,
            group=2, assume=(), strided=True)
FORMS = {
    "plain": {},
    "static exact": dict(M=4096, N=4096, K=4096, BN=256, stages=4),
    "split-K": dict(splits=2),
    "persistent pairs, TMA store": dict(persistent=True, cluster=2, tma_store=True),
    "ping-pong": dict(BM=64, warps=(1, 1), persistent=True, pingpong=True),
    "batched, beta, bias": dict(batched=True, beta=True, bias="col"),
    "e4m3, column-major C": dict(dtype="e4m3", BK=128, out_dtype="bf16", scaled=True, c_major="col"),
}


def _small_m(M: int, a_major: str, BN: int, splits: int = 1) -> dict:
    """The swapped kernel of ``M x 4096 x 4096`` (bf16, B K-major) with the tile ``64 x BN``."""
    A = Spec("A", (M, 4096), (4096, 1) if a_major == "K" else (1, -(-M // 8) * 8), "bfloat16", "cuda:0", 0)
    B = Spec("B", (4096, 4096), (1, 4096), "bfloat16", "cuda:0", 0)
    out = Spec("out", (M, 4096), (4096, 1), "bfloat16", "cuda:0", 0)
    plan = plan_gemm(A, B, out, tile=(64, BN, splits))
    assert plan.swap and plan.config["c_major"] == "col"
    return dict(plan.config)


SMALL_M = {f"M = {M}, A {a}-major, 64 x {BN}{', split-K 2' if s > 1 else ''}": (M, a, BN, s)
           for M, a, BN, s in ((32, "K", 32, 1), (48, "K", 48, 1), (64, "K", 64, 1), (32, "MN", 32, 1),
                               (64, "MN", 64, 1), (16, "K", 16, 1), (33, "MN", 64, 2), (48, "K", 48, 2))}


@pytest.fixture(autouse=True)
def fresh_compiles(monkeypatch):
    monkeypatch.setenv("CUTE_SYM_CACHE", "off")
    nvrtc._memory.clear()
    yield
    nvrtc._memory.clear()


def _remarks(config: dict) -> list[str]:
    kern = gemm_kernel(0, 0, 0, config=GemmConfig(**config), name="cute_gemm")
    found: list[str] = []
    nvrtc.compile_cuda(kern.source, arch="sm_90a", name="cute_gemm.cu", remarks=found)
    return found


@pytest.mark.parametrize("form", list(FORMS))
def test_no_form_has_its_wgmmas_serialized(form):
    assert _remarks({**BASE, **FORMS[form]}) == []


@pytest.mark.parametrize("case", list(SMALL_M))
def test_swapped_small_m_kernels_keep_the_wgmma_group_in_flight(case):
    assert _remarks(_small_m(*SMALL_M[case])) == []


def test_without_the_held_guard_ptxas_serializes_the_exact_column_major_tiles(monkeypatch):
    """The check has teeth: the unguarded epilogue of the exact tiles is what ptxas 13.0 serializes."""
    monkeypatch.setattr(sm90, "held_guard", lambda c, d: False)
    found = _remarks(_small_m(48, "K", 48))
    assert any("C7514" in r and "wgmma.mma_async instructions are serialized" in r for r in found), found
    assert _remarks(_small_m(40, "K", 48)) == []            # the residue twin: guarded by N anyway


def test_perf_remarks_keeps_only_the_performance_lines():
    log = ("k.cu(26): warning #177-D: function \"f\" was declared but never referenced\n"
           "ptxas info    : (C7514) Potential Performance Loss: wgmma.mma_async instructions are serialized due to "
           "non wgmma instructions reading accumulator registers of  a wgmma between start and end of the pipeline "
           "stage in the function 'cute_gemm'\n")
    (line,) = nvrtc.perf_remarks(log)
    assert line.startswith("ptxas info    : (C7514)") and "'cute_gemm'" in line
    assert nvrtc.perf_remarks("ptxas info    : Used 50 registers\n") == ()


def test_remarks_come_back_from_the_disk_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path))
    monkeypatch.setattr(sm90, "held_guard", lambda c, d: False)
    kern = gemm_kernel(0, 0, 0, config=GemmConfig(**_small_m(48, "K", 48)), name="cute_gemm")
    first: list[str] = []
    nvrtc.compile_cuda(kern.source, remarks=first)
    nvrtc._memory.clear()
    again: list[str] = []
    nvrtc.compile_cuda(kern.source, remarks=again)
    assert first and again == first and len(list((tmp_path / "nvrtc").glob("*.remarks"))) == 1


def test_a_kernel_built_with_a_remark_warns_and_records_it(monkeypatch):
    from codegen.torch.build import PtxasPerformanceWarning, build_kernel
    monkeypatch.setattr(sm90, "held_guard", lambda c, d: False)
    with pytest.warns(PtxasPerformanceWarning, match="C7514"):
        meta, _source, _cubin = build_kernel(_small_m(48, "K", 48))
    assert any("C7514" in r for r in meta["ptxas_remarks"])
    monkeypatch.undo()
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", PtxasPerformanceWarning)
        assert build_kernel(_small_m(48, "K", 48))[0]["ptxas_remarks"] == []
