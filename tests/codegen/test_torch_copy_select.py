"""``cute_sym.torch.copy`` / ``permute`` without torch or a GPU (issue 24): torch's shapes and strides
become CuTe layouts and the planner's choice for them, the refusals name the tensor, the cache key
follows the configuration and the generator, a built entry holds its proofs."""
import pytest

from cute_sym import parse
from codegen.kernels.copy import copy_kernel
from codegen.kernels.plan import DirectPlan
from codegen.kernels.tiles import TiledPlan
from codegen.torch.copy_select import CopySpec, build_copy, check_copy, copy_config, fits, layout_text


def spec(name, shape, strides, dtype="bfloat16", itemsize=2, device="cuda:0", ptr=0):
    return CopySpec(name, tuple(shape), tuple(strides), dtype, itemsize, device, ptr)


def t(shape):                                          # x.t() of a contiguous (m, n) tensor
    m, n = shape
    return (n, m), (1, n)


def plan_of(src, dst, dtype="bfloat16"):
    c = copy_config(src, dst)
    return copy_kernel(parse(c["src"]), parse(c["dst"]), c["dtype"], verify=False).plan


def test_torch_strides_are_the_layouts_natural_coordinates():
    assert layout_text((67, 131), (131, 1)) == "(67,131):(131,1)"
    assert layout_text((5,), (2,)) == "5:2" and layout_text((), ()) == "1:0"
    L = parse(layout_text((3, 4, 5), (20, 5, 1)))
    assert L((2, 3, 4)) == 2 * 20 + 3 * 5 + 4                # torch's offset of x[2, 3, 4]


@pytest.mark.parametrize("src, dst, itemsize, kind", [
    (((64, 256), (256, 1)), ((64, 256), (256, 1)), 2, DirectPlan),           # x.clone(): vectors
    (((130, 260), (260, 1)), ((130, 260), (260, 1)), 2, DirectPlan),         # rows of 260: 8 | 260 fails, 4 does
    ((*t((67, 131)),), ((131, 67), (67, 1)), 2, TiledPlan),                  # x.t().contiguous(), bf16 odd
    ((*t((301, 195)),), ((195, 301), (301, 1)), 4, TiledPlan),               # fp32 transpose
    (((3, 40, 50), (2000, 50, 1)), ((3, 40, 50), (40, 1, 120)), 4, TiledPlan),  # permute target strides
    (((64, 64), (256, 2)), ((64, 64), (64, 1)), 4, DirectPlan),              # x[:, ::2] (a gather)
    (((64, 64), (0, 1)), ((64, 64), (64, 1)), 2, DirectPlan),                # expanded src (stride 0)
])
def test_torch_layouts_choose_the_planners_kernel(src, dst, itemsize, kind):
    dtype = {2: "bfloat16", 4: "float32"}[itemsize]
    s, d = spec("src", *src, dtype, itemsize), spec("dst", *dst, dtype, itemsize)
    check_copy("copy", s, d)
    plan = plan_of(s, d)
    assert isinstance(plan, kind)
    if kind is DirectPlan:                             # W is a bijection onto the logical domain
        assert plan.work.size() == parse(layout_text(*src)).size()


@pytest.mark.parametrize("src, dst, match", [
    (spec("src", (4, 4), (4, 1), device="cpu"), spec("dst", (4, 4), (4, 1)), "src is on cpu; needs a CUDA"),
    (spec("src", (4, 4), (4, 1), "complex128", 16), spec("dst", (4, 4), (4, 1), "complex128", 16),
     "src has dtype complex128 .16-byte elements.; needs elements of 1, 2, 4 or 8"),
    (spec("src", (4, 4), (4, 1)), spec("dst", (4, 4), (4, 1), "float16"), "src has dtype bfloat16 and dst float16"),
    (spec("src", (4, 4), (4, 1)), spec("dst", (4, 5), (5, 1)), r"src has shape \[4, 4\] and dst \[4, 5\]"),
    (spec("src", (4, 4), (4, 1)), spec("dst", (4, 4), (0, 1)), "dst with shape .* may have elements sharing"),
    (spec("src", (4, 4), (4, 1)), spec("dst", (4, 4), (1, 2)), "dst with shape .* may have elements sharing"),
    (spec("src", (4, 4), (4, 1), ptr=1), spec("dst", (4, 4), (4, 1)), "src's data pointer 0x1 is not 2-byte"),
    (spec("src", (4, 4), (4, 1), device="cuda:1"), spec("dst", (4, 4), (4, 1)), "src is on cuda:1 and dst on cuda:0"),
])
def test_refusals_name_the_tensor_what_it_has_and_what_is_needed(src, dst, match):
    with pytest.raises(ValueError, match=match):
        check_copy("copy", src, dst)


def test_the_key_follows_the_layouts_the_width_and_the_generator(monkeypatch):
    from codegen.torch import copy_select
    a = copy_config(spec("src", (8, 8), (8, 1)), spec("dst", (8, 8), (1, 8)))
    assert a["src"] == "(8,8):(8,1)" and a["dst"] == "(8,8):(1,8)" and a["dtype"] == "bfloat16"
    f16 = copy_config(spec("src", (8, 8), (8, 1), "float16"), spec("dst", (8, 8), (1, 8), "float16"))
    assert f16 == a                                     # a copy moves bits: one kernel per width
    assert copy_config(spec("src", (8, 8), (8, 1)), spec("dst", (8, 8), (1, 8)), scalar=True) != a
    monkeypatch.setattr(copy_select, "_HASH", ["another generator"])
    assert copy_config(spec("src", (8, 8), (8, 1)), spec("dst", (8, 8), (1, 8)))["copy_generator"] != a["copy_generator"]


def test_misaligned_pointers_take_the_scalar_configuration():
    meta = {"src_align": 16, "dst_align": 16}
    s, d = spec("src", (64, 256), (256, 1)), spec("dst", (64, 256), (256, 1))
    assert fits(meta, s, d)
    assert not fits(meta, spec("src", (64, 256), (256, 1), ptr=2), d)      # a storage offset of one element
    meta, source, cubin = build_copy(copy_config(spec("src", (4, 60), (60, 1)), spec("dst", (4, 60), (60, 1)),
                                                 scalar=True))
    assert meta["src_align"] == meta["dst_align"] == 2 and cubin[:4] == b"\x7fELF"
    assert "1-element vectors" in meta["plan"]


def test_a_built_entry_carries_its_proofs_and_the_cache_reloads_it(tmp_path, monkeypatch):
    cache = pytest.importorskip("codegen.torch.cache")     # the torch helper's shared disk cache
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path))
    config = copy_config(spec("src", *t((67, 131))), spec("dst", (131, 67), (67, 1)))
    entry = cache.get_or_build(config, build_copy)
    assert entry.meta["proofs"]["bounds"] == "proved" and "sheared" in entry.meta["plan"]
    cache.forget_memory()
    again = cache.get_or_build(config, lambda c: pytest.fail("rebuilt a cached kernel"))
    assert again.cubin == entry.cubin


def test_the_torch_facade_refuses_host_tensors_by_name():
    """With torch (CPU) installed: the ops are registered and a host tensor is refused before any
    kernel (CI has no torch: skipped there; the GPU module runs the ops)."""
    torch = pytest.importorskip("torch")
    import cute_sym.torch as ct
    x = torch.zeros(4, 4)
    with pytest.raises(ValueError, match="cute_sym.torch.copy: src is on cpu; needs a CUDA tensor"):
        ct.copy(x, torch.zeros(4, 4))
    with pytest.raises(ValueError, match="cute_sym.torch.permute: x is on cpu"):
        ct.permute(x, (1, 0))
    with pytest.raises(ValueError, match=r"dims \[0, 0\] are not a permutation"):
        ct.permute(x, (0, 0))
    with pytest.raises(ValueError, match="dst is a list; needs a torch.Tensor"):
        ct.copy(x, [1])
    assert hasattr(torch.ops.cute_sym, "copy") and hasattr(torch.ops.cute_sym, "permute")


def test_torch_compile_traces_the_facade_into_the_ops():
    """Dynamo traces ``cute_sym.torch.permute`` / ``copy`` whole (``fullgraph``: the facade calls the
    registered op when compiling, whose fake impl gives the shape); the real impl runs at call time
    and refuses the host tensors by name."""
    torch = pytest.importorskip("torch")
    import cute_sym.torch as ct
    f = torch.compile(lambda t: ct.permute(t, (1, 0)) * 2, fullgraph=True, backend="eager")
    with pytest.raises(ValueError, match="is on cpu; needs a CUDA tensor"):
        f(torch.zeros(3, 5))
    g = torch.compile(lambda a, b: ct.copy(a, b), fullgraph=True, backend="eager")
    with pytest.raises(ValueError, match="src is on cpu"):
        g(torch.zeros(3, 5), torch.zeros(3, 5))
