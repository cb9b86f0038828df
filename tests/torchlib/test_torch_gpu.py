"""``cute_sym.torch.gemm`` on the GPU (skips without torch or CUDA; run on the GPU machine):
the four majorness combinations, the small-M swap, the epilogue, a batch, CUDA-graph capture,
each against torch's fp32 product (bench_gemm's tolerance)."""
import pytest

torch = pytest.importorskip("torch")
if not hasattr(torch, "cuda") or not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import cute_sym.torch as ct  # noqa: E402
from benchmarks.bench_torch_tiles import GPU_FORMS  # noqa: E402

TOLERANCE = 1e-2


def _close(got, ref):
    return bool(torch.isfinite(got).all()) and ((got.float() - ref).norm() / ref.norm()).item() < TOLERANCE


@pytest.mark.parametrize("a_t, b_t", [(False, False), (False, True), (True, False), (True, True)])
@pytest.mark.parametrize("M, N, K", [(304, 504, 200), (16, 1024, 512)])   # bench_torch.GPU_TESTS
def test_majorness_combinations(a_t, b_t, M, N, K):
    torch.manual_seed(0)
    A0 = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
    B0 = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
    A = A0.t().contiguous().t() if a_t else A0
    B = B0.t().contiguous().t() if b_t else B0
    assert _close(ct.gemm(A, B), A0.float() @ B0.float())


def test_epilogue_batch_and_graph():
    torch.manual_seed(1)
    A = torch.randn(3, 128, 256, device="cuda", dtype=torch.bfloat16)
    B = torch.randn(3, 256, 192, device="cuda", dtype=torch.bfloat16)
    assert _close(ct.gemm(A, B), A.float() @ B.float())
    A2, B2 = A[0], B[0]
    C = torch.randn(128, 192, device="cuda", dtype=torch.bfloat16)
    bias = torch.randn(192, device="cuda", dtype=torch.bfloat16)
    got = ct.gemm(A2, B2, alpha=0.5, beta=2.0, C=C, bias=bias)
    assert _close(got, 0.5 * (A2.float() @ B2.float()) + 2 * C.float() + bias.float())
    out = torch.empty(128, 192, device="cuda", dtype=torch.bfloat16)
    ct.gemm(A2, B2, out=out)
    g = torch.cuda.CUDAGraph()
    out.zero_()
    with torch.cuda.graph(g):
        ct.gemm(A2, B2, out=out)
    g.replay()
    torch.cuda.synchronize()
    assert _close(out, A2.float() @ B2.float())


@pytest.mark.parametrize("dtype, out_dtype", [("float8_e4m3fn", torch.bfloat16), ("float8_e5m2", torch.float32)])
def test_fp8_against_scaled_mm_semantics(dtype, out_dtype):
    torch.manual_seed(2)
    f8 = getattr(torch, dtype)
    A = (torch.randn(200, 256, device="cuda") * 2).to(f8)
    B = (torch.randn(384, 256, device="cuda") * 2).to(f8).t()        # column-major, as torch._scaled_mm
    sa, sb = torch.tensor(0.5, device="cuda"), torch.tensor(4.0, device="cuda")
    got = ct.gemm(A, B, scale_a=sa, scale_b=sb, out_dtype=out_dtype)
    assert got.dtype == out_dtype and _close(got, (A.float() @ B.float()) * 2.0)


@pytest.mark.parametrize("M, N, K, combo, tile", GPU_FORMS)
def test_split_k_and_persistent_forms_eager_and_replayed(M, N, K, combo, tile):
    """Forced split-K / persistent plans on residue shapes, launched eagerly and replayed from a CUDA
    graph three times (split-K's tickets must be zero again after every launch)."""
    from benchmarks.bench_torch import _operands, _specs
    from codegen.torch.ops import launch_plan
    from codegen.torch.select import plan_gemm
    torch.manual_seed(M + N + K)
    A0 = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
    B0 = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
    ref = A0.float() @ B0.float()
    A, B = _operands(M, N, K, combo, A0, B0)
    plan = plan_gemm(*_specs(M, N, K, combo)[:3], tile=tile)
    out = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    launch_plan(plan, A, B, out)
    torch.cuda.synchronize()
    assert _close(out, ref)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        launch_plan(plan, A, B, out)
    for _ in range(3):
        out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        assert _close(out, ref)


def test_chained_gemms_under_programmatic_dependent_launch():
    """Each GEMM reads the one before (read after write) and the last overwrites an operand the one
    before read (write after read), eager and replayed in a graph: with PDL a launch may start while
    the previous one drains, and its griddepcontrol.wait must order both."""
    from codegen.torch.ops import pdl_enabled
    torch.manual_seed(3)
    A = torch.randn(256, 512, device="cuda", dtype=torch.bfloat16)
    B = torch.randn(512, 1024, device="cuda", dtype=torch.bfloat16) / 16
    W = torch.randn(1024, 512, device="cuda", dtype=torch.bfloat16) / 16
    x1 = torch.empty(256, 1024, device="cuda", dtype=torch.bfloat16)
    x2 = torch.empty(256, 512, device="cuda", dtype=torch.bfloat16)

    def chain():
        ct.gemm(A, B, out=x1)
        ct.gemm(x1, W, out=x2)          # reads x1 (written by the launch before)
        ct.gemm(x2, B, out=x1)          # overwrites x1 (read by the launch before)
    ref2 = (A.float() @ B.float()).to(torch.bfloat16).float() @ W.float()
    for run in ("eager", "graph"):
        x1.fill_(float("nan"))
        x2.fill_(float("nan"))
        if run == "eager":
            chain()
        else:
            g = torch.cuda.CUDAGraph()
            with torch.cuda.graph(g):
                chain()
            x1.fill_(float("nan"))
            x2.fill_(float("nan"))
            g.replay()
        torch.cuda.synchronize()
        assert _close(x2, ref2), run
        assert _close(x1, x2.float() @ B.float()), run
    assert pdl_enabled()
