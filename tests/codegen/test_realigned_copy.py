"""Realigned 2-byte transposes (issue 24, item 5): planner choice, enumeration checks, proofs and a
host simulation of the kernel's data movement for every row alignment."""
import itertools

import pytest

from cute_sym import parse
from codegen.errors import CodegenError
from codegen.kernels import planner
from codegen.kernels.copy import copy_kernel
from codegen.kernels.realigned import RealignedPlan, check_realigned

from realigned_sim import simulate_realigned


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


def test_the_planner_realigns_only_sheared_2_byte_transposes():
    fp32 = copy_kernel(parse("(301,195):(195,1)"), parse("(301,195):(1,301)"), "float", verify=False)
    assert not isinstance(fp32.plan, RealignedPlan)
    exact = planner.plan_copy(parse("(256,256):(256,1)"), parse("(256,256):(1,256)"),
                              __import__("codegen.kernels.dtypes", fromlist=["dtype"]).dtype("bfloat16"))
    assert not isinstance(exact, RealignedPlan)                  # exact tiles keep the vector plan
    rank3 = copy_kernel(parse("(3,67,131):(8777,131,1)"), parse("(3,67,131):(67,1,201)"), "bfloat16")
    assert isinstance(rank3.plan, RealignedPlan)
    _check(rank3, "(3,67,131):(8777,131,1)", "(3,67,131):(67,1,201)", {}, 1, 6)


def test_an_unswizzled_realigned_tile_is_refused_for_its_bank_conflicts(monkeypatch):
    from cute_sym.composed import Swizzle
    plan = copy_kernel(parse("(67,131):(131,1)"), parse("(67,131):(1,67)"), "bfloat16", verify=False).plan
    monkeypatch.setattr(RealignedPlan, "swizzle", lambda self: Swizzle(0, 3, 6))
    with pytest.raises(CodegenError, match="bank conflict"):
        check_realigned(plan)
