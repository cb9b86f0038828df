"""Realigned 2-byte transposes (issue 24, item 5): planner choice, enumeration checks, proofs and a
host simulation of the kernel's data movement for every row alignment."""
import itertools

import pytest

from cute_sym import parse
from codegen.errors import CodegenError
from codegen.kernels import planner
from codegen.kernels.copy import copy_kernel
from codegen.kernels.realigned import RealignedPlan, check_realigned

from realigned_sim import run_on_host, simulate_realigned


@pytest.fixture(autouse=True)
def _realign(monkeypatch):
    """The planner realigns 2-byte sheared plans here (off by default: slower on the H200)."""
    monkeypatch.setattr(planner, "REALIGN", True)
    monkeypatch.setattr(planner, "WRAP", False)                # wrapped plans: tests/codegen/test_wrapped_copy.py


def _values(text, params):
    for name, v in params.items():
        text = text.replace(name, str(v))
    return parse(text)


def _check(kernel, src_text, dst_text, params, src_base, dst_base, aligned=True):
    S, D = _values(src_text, params), _values(dst_text, params)
    src = list(range(1, S.cosize() + 1))
    out, writes, faults = simulate_realigned(kernel, src, D.cosize(), params, src_base, dst_base, aligned)
    assert faults == []
    for x in range(S.size()):
        assert out[D(x)] == src[S(x)]
    image = {D(x) for x in range(D.size())}
    assert all(writes[i] == (1 if i in image else 0) for i in range(D.cosize()))


@pytest.mark.parametrize("src, dst, params", [
    ("(67,131):(131,1)", "(67,131):(1,67)", {}),                 # boundary tiles only
    ("(301,195):(195,1)", "(301,195):(1,301)", {}),              # interior tiles too
    ("(100,70):(70,1)", "(100,70):(1,100)", {}),                 # TS = 128; no 16-byte vector path
    ("(33,1000):(1000,1)", "(33,1000):(1,33)", {}),
])
@pytest.mark.parametrize("src_base, dst_base", [(0, 0), (3, 5), (7, 1)])
def test_static_odd_bf16_transposes_copy_every_element_once(src, dst, params, src_base, dst_base):
    k = copy_kernel(parse(src), parse(dst), "bfloat16")
    assert isinstance(k.plan, RealignedPlan) and k.bounds.status == "proved"
    assert all(f.certificate.status == "proved" for f in k.functions)
    _check(k, src, dst, params, src_base, dst_base)


def test_symbolic_bf16_transposes_realign_odd_sizes_and_vectorize_aligned_ones():
    src, dst = "(M,N):(N,1)", "(M,N):(1,M)"
    k = copy_kernel(parse(src), parse(dst), "bfloat16")
    assert isinstance(k.plan, RealignedPlan) and "v" in k.parts["paths"]
    _check(k, src, dst, {"M": 301, "N": 195}, 5, 2)
    _check(k, src, dst, {"M": 264, "N": 136}, 0, 0)               # vec launch: interior tiles vectorized
    _check(k, src, dst, {"M": 264, "N": 136}, 0, 0, aligned=False)


def test_the_planner_realigns_only_sheared_2_byte_transposes(monkeypatch):
    fp32 = copy_kernel(parse("(301,195):(195,1)"), parse("(301,195):(1,301)"), "float", verify=False)
    assert not isinstance(fp32.plan, RealignedPlan)
    exact = planner.plan_copy(parse("(256,256):(256,1)"), parse("(256,256):(1,256)"),
                              __import__("codegen.kernels.dtypes", fromlist=["dtype"]).dtype("bfloat16"))
    assert not isinstance(exact, RealignedPlan)                  # exact tiles keep the vector plan
    rank3 = copy_kernel(parse("(3,67,131):(8777,131,1)"), parse("(3,67,131):(67,1,201)"), "bfloat16")
    assert isinstance(rank3.plan, RealignedPlan)
    _check(rank3, "(3,67,131):(8777,131,1)", "(3,67,131):(67,1,201)", {}, 1, 6)
    monkeypatch.setattr(planner, "REALIGN", False)               # the default: the sheared one-element path
    off = copy_kernel(parse("(67,131):(131,1)"), parse("(67,131):(1,67)"), "bfloat16", verify=False)
    assert not isinstance(off.plan, RealignedPlan) and off.plan.paired


def test_an_unswizzled_realigned_tile_is_refused_for_its_bank_conflicts(monkeypatch):
    from cute_sym.composed import Swizzle
    plan = copy_kernel(parse("(67,131):(131,1)"), parse("(67,131):(1,67)"), "bfloat16", verify=False).plan
    monkeypatch.setattr(RealignedPlan, "swizzle", lambda self: Swizzle(0, 3, 6))
    with pytest.raises(CodegenError, match="bank conflict"):
        check_realigned(plan)


WARP_HOST = """
#include <memory>
struct uint4 { unsigned int x, y, z, w; };
static uint4 make_uint4(unsigned a, unsigned b, unsigned c, unsigned d) { return {a, b, c, d}; }
static unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned sh) {
  return (unsigned)((((unsigned long long)hi << 32) | lo) >> (sh & 31));
}
static std::vector<std::unique_ptr<std::barrier<>>> cute_warps;
static unsigned cute_slots[1024];
static unsigned __shfl_sync(unsigned, unsigned v, int from) {
  const unsigned t = threadIdx.x;
  cute_slots[t] = v;
  cute_warps[t / 32]->arrive_and_wait();
  const unsigned r = cute_slots[(t & ~31u) | (unsigned)from];
  cute_warps[t / 32]->arrive_and_wait();
  return r;
}
template <class F> static void launch_warps(unsigned gx, unsigned gy, unsigned threads, F kernel) {
  cute_warps.clear();
  for (unsigned w = 0; w < threads / 32; ++w) cute_warps.emplace_back(new std::barrier<>(32));
  launch(gx, gy, threads, kernel);
}
"""

HOST_CASES = [  # (src, dst, values, src offset, dst offset in elements)
    ("(67,131):(131,1)", "(67,131):(1,67)", {}, 3, 5),
    ("(301,195):(195,1)", "(301,195):(1,301)", {}, 1, 0),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 145, "N": 77}, 6, 3),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 264, "N": 136}, 0, 0),     # aligned: the vector path too
]


@pytest.mark.skipif(__import__("shutil").which("g++") is None, reason="no host C++ compiler")
def test_whole_realigned_kernel_sources_run_on_the_host(tmp_path):
    """The realigned kernels' C text (span-tested loads, shuffles within a row's lanes, the register
    shift, swizzled shared memory, sheared 16-byte stores) compiled by g++ and run with one
    std::thread per CUDA thread and a barrier per warp for the shuffles: every element lands once
    from misaligned src and dst pointers (a grid y extent below the rows: the grid-stride loop)."""
    def kernel_of(case):
        k = copy_kernel(parse(case[0]), parse(case[1]), "bfloat16")
        assert isinstance(k.plan, RealignedPlan)
        return k
    out, want = run_on_host(tmp_path, HOST_CASES, kernel_of, WARP_HOST, "launch_warps")
    assert out == want


def test_a_vector_path_narrower_than_16_bytes_is_not_kept():
    """A vector launch shears nothing, so the realigned tiles beside it run at shift 0: only a vector
    path with 16-byte dst vectors (its launch test then makes every dst row 16-byte aligned) stays;
    (33,1000) bf16 has 2/1-element vectors (the GPU raised a misaligned address with them)."""
    k = copy_kernel(parse("(33,1000):(1000,1)"), parse("(33,1000):(1,33)"), "bfloat16", verify=False)
    assert isinstance(k.plan, RealignedPlan) and "v" not in k.parts["paths"] and "vec ?" not in k.source
    _check(k, "(33,1000):(1000,1)", "(33,1000):(1,33)", {}, 0, 0)
