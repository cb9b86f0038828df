"""``cute_sym.torch.copy`` / ``permute`` on the GPU (issue 24): every result equals torch's, bit for
bit, for contiguous, transposed, permuted, sliced, offset and expanded tensors of every width; the
refusals; ``torch.compile`` and CUDA-graph capture; a second process-level lookup reloads from disk.
Skips without torch or a CUDA device."""
import time

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA device", allow_module_level=True)
pytest.importorskip("codegen.torch.cache")

import cute_sym.torch as ct  # noqa: E402

from copy_cases import PERMUTES, RELOAD, WIDTHS, copy_cases  # noqa: E402

DTYPES = {name: getattr(torch, name) for name in WIDTHS}


def _rand(shape, dtype):
    if dtype.is_floating_point:
        return torch.randn(shape, device="cuda").to(dtype)
    return torch.randint(-100, 100, shape, device="cuda", dtype=dtype)


def _view(desc, dtype, fill=True):
    shape, strides, offset = desc
    size = offset + 1 + sum((s - 1) * d for s, d in zip(shape, strides))
    buf = _rand((size,), dtype) if fill else torch.full((size,), 7, device="cuda").to(dtype)
    return buf.as_strided(shape, strides, offset)


@pytest.mark.parametrize("dtype", list(DTYPES))
@pytest.mark.parametrize("shape, dims", PERMUTES)
def test_permute_matches_torch(shape, dims, dtype):
    x = _rand(shape, DTYPES[dtype])
    assert torch.equal(ct.permute(x, dims), x.permute(dims).contiguous())


@pytest.mark.parametrize("dtype", ["bfloat16", "float32"])
@pytest.mark.parametrize("n", range(len(copy_cases())))
def test_copy_of_views_matches_copy_(dtype, n):
    s_desc, d_desc = copy_cases()[n]
    src, dst = _view(s_desc, DTYPES[dtype]), _view(d_desc, DTYPES[dtype], fill=False)
    want = dst.clone().copy_(src)
    assert ct.copy(src, dst) is dst and torch.equal(dst, want)


def test_refusals_are_value_errors_naming_the_tensor():
    x = _rand((4, 4), torch.float32)
    with pytest.raises(ValueError, match="src is on cpu"):
        ct.copy(x.cpu(), x)
    with pytest.raises(ValueError, match="src has dtype float32 and dst bfloat16"):
        ct.copy(x, x.to(torch.bfloat16))
    with pytest.raises(ValueError, match="dst with shape .* may have elements sharing"):
        ct.copy(x, torch.empty(4, device="cuda").expand(4, 4))
    with pytest.raises(ValueError, match="not a permutation"):
        ct.permute(x, (0, 0))


def test_torch_compile_traces_the_ops():
    x = _rand((67, 131), torch.bfloat16)
    f = torch.compile(lambda t: ct.permute(t, (1, 0)) * 2, fullgraph=True)
    assert torch.equal(f(x), x.t().contiguous() * 2)


def test_cuda_graphs_capture_the_launch():
    x = _rand((67, 131), torch.bfloat16)
    out = torch.empty(131, 67, device="cuda", dtype=torch.bfloat16)
    ct.copy(x.t(), out)                                      # generated and loaded before the capture
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        ct.copy(x.t(), out)
    out.zero_()
    x.copy_(_rand((67, 131), torch.bfloat16))
    g.replay()
    torch.cuda.synchronize()
    assert torch.equal(out, x.t().contiguous())


def test_a_cached_kernel_reloads_in_microseconds():
    """From the disk cache (filled where the solver is: tests/torchcopy/copy_cases.py): no generation,
    no proof; then the in-process memo: a launch's host time."""
    from codegen.torch import cache, copy as tc
    src, out = _view(RELOAD[0], torch.bfloat16), _view(RELOAD[1], torch.bfloat16, fill=False)
    cache.forget_memory()
    tc._launches.clear()
    start = time.perf_counter()
    ct.copy(src, out)
    reload = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(100):
        ct.copy(src, out)
    warm = (time.perf_counter() - start) / 100
    torch.cuda.synchronize()
    assert torch.equal(out, src.contiguous())
    print(f"reload from disk {reload * 1e3:.2f} ms, warm call {warm * 1e6:.1f} us")
    assert reload < 0.5 and warm < 1e-3
