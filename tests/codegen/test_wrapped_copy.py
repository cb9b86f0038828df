"""Wrapped 2-byte transposes (issue 24, item 5): the planner's choice, the enumeration checks, the
proofs, and the whole kernel C text run on the host for odd shapes from misaligned pointers."""
import pytest

from cute_sym import parse
from codegen.errors import CodegenError
from codegen.kernels import planner
from codegen.kernels.copy import copy_kernel
from codegen.kernels.plan import Staging
from codegen.kernels.realigned import RealignedPlan
from codegen.kernels.tiles import TiledPlan
from codegen.kernels.wrapped import WrappedPlan, check_wrapped, wrapped_source


@pytest.fixture(autouse=True)
def _wrap(monkeypatch):
    """The planner wraps 2-byte sheared plans here (off by default: no faster on the H200)."""
    monkeypatch.setattr(planner, "WRAP", True)


def wrapped_plan(src, dst, ts=64, threads=256, bps=4, in_flight=0):
    """A wrapped plan over the planner's modes of ``src -> dst`` (bf16)."""
    base = copy_kernel(parse(src), parse(dst), "bfloat16", verify=False).plan
    base = getattr(base, "tiled", base)
    tiled = TiledPlan(base.modes, base.q, base.p, Staging((256, ts), 1, 1, 2, threads, None, 1), None, False,
                      base.order, shear=16)
    return WrappedPlan(tiled, bps, in_flight)


def test_the_store_phase_finds_each_column_where_the_load_phase_put_it():
    """Column c of a row at alignment rho is raw position c + rho of the row's 16-byte-aligned run:
    lane (c + rho) // 8's vector while that is one of the TS / 8 lanes, else the vector past them
    (the extra region) -- counted here from the raw run, independently of the plan."""
    for ts in (64, 128):
        for rho in range(8):
            run = [("main", p) if p < ts else ("extra", p - ts) for p in range(ts + 8)]   # raw run by position
            assert [wrapped_source(ts, rho, c) for c in range(ts)] == run[rho:rho + ts]


@pytest.mark.parametrize("ts", [64, 128])
def test_wrapped_plans_pass_their_enumeration_and_proofs(ts):
    plan = wrapped_plan("(300,195):(195,1)", "(300,195):(1,300)", ts)
    check_wrapped(plan)
    k = copy_kernel(parse("(300,195):(195,1)"), parse("(300,195):(1,300)"), "bfloat16", plan)
    assert k.bounds.status == "proved" and all(f.certificate.status == "proved" for f in k.functions)
    assert k.banks.status == "proved" and k.banks.backend == "exhaustive enumeration"
    assert "wrapped" in k.source.splitlines()[2] and "conflict-free by exhaustive enumeration" in k.source


def test_the_old_realigned_swizzle_conflicts_on_a_wrapped_tile(monkeypatch):
    """S<3,3,6> (the realigned tiles' swizzle) spreads only 8 of a column's 32 rows over the banks."""
    from cute_sym.composed import Swizzle
    plan = wrapped_plan("(300,195):(195,1)", "(300,195):(1,300)")
    monkeypatch.setattr(WrappedPlan, "swizzle", lambda self: Swizzle(3, 3, 6))
    with pytest.raises(CodegenError, match="bank conflict"):
        check_wrapped(plan)


def test_a_wrapped_tile_is_256_rows():
    base = wrapped_plan("(300,195):(195,1)", "(300,195):(1,300)").tiled
    import dataclasses
    with pytest.raises(CodegenError, match="wrapped tile"):
        WrappedPlan(dataclasses.replace(base, scalar=Staging((128, 64), 1, 1, 2, 256, None, 1)))


WRAP_HOST = """
struct uint4 { unsigned int x, y, z, w; };
static uint4 make_uint4(unsigned a, unsigned b, unsigned c, unsigned d) { return {a, b, c, d}; }
"""

HOST_CASES = [  # (src, dst, values, src offset, dst offset in elements, tile TS, plan from the planner)
    ("(67,131):(131,1)", "(67,131):(1,67)", {}, 3, 5, 64, False),
    ("(301,195):(195,1)", "(301,195):(1,301)", {}, 1, 0, 128, False),
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 283, "N": 77}, 6, 3, 64, True),      # the planner's, vector path too
    ("(3,67,131):(8777,131,1)", "(3,67,131):(67,1,201)", {}, 7, 2, 64, False),
    ("(531,67):(67,1)", "(531,67):(1,531)", {}, 5, 3, 64, True),        # an interior tile (tq = 1, tp = 0)
    ("(M,N):(N,1)", "(M,N):(1,M)", {"M": 520, "N": 72}, 0, 0, 64, True),      # aligned: the vector path
]


@pytest.mark.skipif(__import__("shutil").which("g++") is None, reason="no host C++ compiler")
def test_whole_wrapped_kernel_sources_run_on_the_host(tmp_path):
    """The wrapped kernels' C text (span-tested loads, lane 0's wrapped vector, permuted 16-byte
    shared stores, the store phase's slots (c + rho) mod TS, sheared 16-byte dst stores) compiled by
    g++ with AddressSanitizer and run with one std::thread per CUDA thread: every element lands
    once from misaligned src and dst pointers (a grid y extent below the rows: the grid-stride loop)."""
    from realigned_sim import run_on_host

    def kernel_of(case):
        s, d, _values, _shift, _dshift, ts, planned = case
        k = copy_kernel(parse(s), parse(d), "bfloat16", None if planned else wrapped_plan(s, d, ts))
        assert isinstance(k.plan, WrappedPlan) and k.bounds.status == "proved"
        return k
    out, want = run_on_host(tmp_path, HOST_CASES, kernel_of, WRAP_HOST)
    assert out == want


def test_with_wrap_on_the_planner_wraps_2_byte_transposes_that_fill_the_tile(monkeypatch):
    """With ``planner.WRAP`` (off by default) static extents of at least (256, 64) and symbolic ones get
    a wrapped plan (the symbolic one with its 16-byte vector path for aligned launches); smaller ones
    keep the sheared tiled plan, fp32 too; with it off, the sheared plan."""
    wrapped = copy_kernel(parse("(301,195):(195,1)"), parse("(301,195):(1,301)"), "bfloat16", verify=False)
    assert isinstance(wrapped.plan, WrappedPlan) and wrapped.plan.tile == (256, planner.WRAPPED_TILE[0])
    symbolic = copy_kernel(parse("(M,N):(N,1)"), parse("(M,N):(1,M)"), "bfloat16", verify=False)
    assert isinstance(symbolic.plan, WrappedPlan) and "v" in symbolic.parts["paths"]
    small = copy_kernel(parse("(67,131):(131,1)"), parse("(67,131):(1,67)"), "bfloat16", verify=False)
    assert not isinstance(small.plan, RealignedPlan) and small.plan.paired
    fp32 = copy_kernel(parse("(301,195):(195,1)"), parse("(301,195):(1,301)"), "float", verify=False)
    assert not isinstance(fp32.plan, RealignedPlan)
    monkeypatch.setattr(planner, "WRAP", False)
    off = copy_kernel(parse("(301,195):(195,1)"), parse("(301,195):(1,301)"), "bfloat16", verify=False)
    assert not isinstance(off.plan, RealignedPlan)
