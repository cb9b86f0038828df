"""The launch-time choice of a symbolic bf16 transpose (:mod:`codegen.kernels.choice`): the word
kernel serves every launch, its aligned twin (16-byte vectors, proven under ``8 | N``, ``8 | M``) is
attached only where the values meet those facts and run only for 16-byte aligned pointers.  Both C
texts run on the host (g++, one std::thread per CUDA thread) against the transpose computed in
Python, and their emitted expressions in the simulator; the launcher's choice is checked on specs."""
import dataclasses
import json
import shutil

import pytest

from codegen.errors import CodegenError
from codegen.kernels import choice
from codegen.kernels.copy import copy_kernel
from cute_sym import parse
from codegen.launch import LaunchSpec, LoadedKernel

from realigned_sim import run_on_host
from test_tiled_copy import check, kernel

SYM = ("(M,N):(N,1)", "(M,N):(1,M)")


@pytest.fixture(scope="module")
def pair():
    return kernel(*SYM, "bfloat16")


def test_the_symbolic_bf16_transpose_is_two_kernels(pair):
    w, v = pair, pair.aligned
    assert w.plan.worded and w.plan.vector is None and w.plan.paired and w.assume == () and w.aligned is v
    assert v.plan.vector is not None and not v.plan.shear and v.aligned is None and v.name == "cute_copy_v"
    assert set(v.assume) == {"N % 8 == 0", "M % 8 == 0"} and v.src_align == v.dst_align == 16
    assert v.bounds.status == "proved" and v.banks.status == "proved" and w.bounds.status == "proved"
    assert "launch-time choice: where N % 8 == 0, M % 8 == 0 and both pointers are 16-byte aligned" in w.source
    assert "% 8 == 0" not in v.source.split("const bool vec = ")[1].split(";")[0]   # proven, not tested
    assert w.launch_spec({"M": 16384, "N": 16384}).aligned == v.launch_spec({"M": 16384, "N": 16384})
    for m, n in ((16383, 16384), (16384, 16383), (12, 8), (1, 1)):   # a fact broken: no aligned kernel
        assert w.launch_spec({"M": m, "N": n}).aligned is None
        with pytest.raises(CodegenError, match="assuming"):
            v.launch_spec({"M": m, "N": n})


def test_split_only_where_the_planner_made_both_paths(monkeypatch):
    assert kernel("(301,195):(195,1)", "(301,195):(1,301)", "bfloat16").aligned is None   # static: no vectors
    assert kernel(*SYM, "float").aligned is None                                          # 4-byte: no words
    monkeypatch.setattr(choice, "SPLIT", False)
    one = copy_kernel(parse(SYM[0]), parse(SYM[1]), "bfloat16", verify=False)     # (``kernel`` caches)
    assert one.aligned is None and one.plan.worded and one.plan.vector is not None


def _spec(name: str, align: int, aligned=None) -> LaunchSpec:
    return LaunchSpec(name, "", 1, 32, 0, align, align, (5,), 1, aligned)


def test_the_launcher_takes_the_aligned_kernel_only_for_aligned_pointers():
    nested = _spec("w", 2, _spec("v", 16))
    back = LaunchSpec.from_json(json.loads(json.dumps(dataclasses.asdict(nested))))
    assert back == nested and back.aligned.args == (5,)

    def loaded(spec):                       # the choice needs no driver: the two kernels' specs only
        k = object.__new__(LoadedKernel)
        k.spec, k.aligned = spec, (loaded(spec.aligned) if spec.aligned else None)
        return k
    k = loaded(nested)
    assert k.chosen(0x1000, 0x2000).spec.name == "v"
    for src, dst in ((0x1002, 0x2000), (0x1000, 0x2008), (0x1001, 0x2001)):
        assert k.chosen(src, dst).spec.name == "w"
    assert loaded(_spec("w", 2)).chosen(0x1000, 0x2000).spec.name == "w"


@pytest.mark.parametrize("values,src_base,dst_base", [
    ({"M": 264, "N": 136}, 0, 0),           # the aligned kernel's launch: vectors in interior tiles
    ({"M": 200, "N": 72}, 1, 0),            # the same kernel, src misaligned: its scalar path
    ({"M": 139, "N": 264}, 0, 0),
])
def test_aligned_kernel_simulated(pair, values, src_base, dst_base):
    """The aligned kernel's emitted expressions run as its C runs them (codegen_sim): every element
    once, every access inside the layouts, vectors only where the pointers align."""
    v = pair.aligned
    if v.holds(values):
        assert ("v" in check(v, values, aligned=not src_base, dst_base=dst_base, src_base=src_base)) == (not src_base)
    odd = {"M": values["M"] + 3, "N": values["N"] + 1}          # the word kernel at odd sizes beside it
    assert ("h" in check(pair, odd, dst_base=3, src_base=1)) == (odd["N"] >= pair.plan.tile[1])


@pytest.mark.skipif(shutil.which("g++") is None, reason="no host C++ compiler")
def test_both_kernels_run_on_the_host(pair, tmp_path):
    rank3 = kernel("BMN", "BMN^T", "bfloat16")
    assert rank3.plan.worded and rank3.aligned is None and " * k) * (B * M)" in rank3.source   # 64-bit dst steps
    runs = [  # (kernel, values, src offset, dst offset): each kernel where the choice would take it, and off it
        (pair.aligned, {"M": 264, "N": 136}, 0, 0), (pair.aligned, {"M": 200, "N": 136}, 1, 0),
        (pair, {"M": 264, "N": 136}, 0, 0), (pair, {"M": 275, "N": 257}, 1, 5), (pair, {"M": 96, "N": 130}, 0, 3),
        (rank3, {"B": 2, "M": 150, "N": 133}, 1, 3),     # no split (dst stride B*M), its 64-bit dst steps
    ]
    out, want = run_on_host(tmp_path, [(None, None, values, shift, dshift, k) for k, values, shift, dshift in runs],
                            lambda case: case[5], "")
    assert out == want
