"""The torch side of ``cute_sym.torch.gemm`` without a GPU (skips without torch): the ops are
registered with ``torch.library`` with fake implementations (shapes under meta tensors, as
torch.compile traces them), and tensors no kernel reads are refused by name before any launch."""
import pytest

torch = pytest.importorskip("torch")
if not hasattr(torch, "library"):                       # pragma: no cover - a stray namespace package
    pytest.skip("torch is not a real installation", allow_module_level=True)

import cute_sym.torch as ct  # noqa: E402


def test_ops_are_registered_with_fake_implementations():
    A = torch.empty(4, 128, 64, device="meta", dtype=torch.bfloat16)
    B = torch.empty(4, 64, 96, device="meta", dtype=torch.bfloat16)
    out = torch.ops.cute_sym.gemm(A, B, None, None, 1.0, 0.0)
    assert out.shape == (4, 128, 96) and out.dtype == torch.bfloat16 and out.device.type == "meta"
    assert out.shape == torch.matmul(A, B).shape
    assert hasattr(torch.ops.cute_sym, "gemm_out")


@pytest.mark.parametrize("make, words", [
    (lambda: (torch.randn(64, 64, dtype=torch.bfloat16), torch.randn(64, 64, dtype=torch.bfloat16)),
     ["A has device cpu", "CUDA"]),
    (lambda: (torch.randn(64, 64), torch.randn(64, 64)), ["A has dtype float32"]),
])
def test_refusals_before_any_launch(make, words):
    A, B = make()
    with pytest.raises(ValueError) as info:
        ct.gemm(A, B)
    for w in words:
        assert w in str(info.value)


def test_fp8_fake_output_dtype():
    A = torch.empty(64, 128, device="meta", dtype=torch.float8_e4m3fn)
    B = torch.empty(128, 32, device="meta", dtype=torch.float8_e4m3fn)
    s = torch.empty((), device="meta")
    assert torch.ops.cute_sym.gemm(A, B, None, None, 1.0, 0.0, s, s, None).dtype == torch.bfloat16
    assert torch.ops.cute_sym.gemm(A, B, None, None, 1.0, 0.0, s, s, torch.float32).dtype == torch.float32
