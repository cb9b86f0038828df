"""Issue 23, item 2: NVIDIA's type rules, never stricter, and values compared by meaning.

Each case is a small committed excerpt of a real module NVIDIA's CuTe DSL 4.8.1 printed for one
of NVIDIA's examples (``tests/check/excerpts/*.generic.mlir``, each naming its source lines), on
which ``cute-sym check --checks ops`` used to give a false alarm, and a planted variant (one
declared type made wrong) that must still be flagged.  The expected values are recomputed here
from their definitions (a layout evaluated at a coordinate, a swizzle's bit function), not taken
from the checker; where the ``dsl`` extra is installed, NVIDIA's MLIR verifies each excerpt and
refuses each planted variant.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cute_sym import Layout, Swizzle, parse
from solver.check import Options, check_file
from solver.check.values import compare

HERE = Path(__file__).resolve().parent
EXCERPTS = HERE / "excerpts"
sys.path.insert(0, str(HERE.parent / "dialect"))
import nvidia_mlir  # noqa: E402


def report(name: str):
    return check_file(str(EXCERPTS / f"{name}.generic.mlir"), Options(checks=("ops",)))


def flagged(name: str) -> list:
    return [f for f in report(name).findings if f.severity in ("error", "warning")]


CASES = ["desc_view", "crd2idx_underscore"]


@pytest.mark.parametrize("name", CASES)
def test_excerpt_is_silent_and_every_op_checked(name):
    """No finding on NVIDIA's correct code, and no op left out to get there: each cute op the
    checker models is re-derived or proven (only the ops no family models are counted so)."""
    r = report(name)
    assert [f.render() for f in r.findings if f.severity != "note"] == []
    cov = r.coverage
    assert cov.counts["undecided"] == 0
    assert set(cov.by_kind["not modelled"]) <= {"cute.mma.make_fragment", "cute.gemm"}


def test_descriptor_view_ops_are_re_derived():
    """get_iter / get_layout / slice / size of a !cute_nvgpu.smem_desc_view are re-derived (the
    view's layout), not skipped."""
    cov = report("desc_view").coverage
    done = {k: cov.by_kind["re-derived"].get(k, 0) + cov.by_kind["proven"].get(k, 0)
            for k in ("cute.get_iter", "cute.get_layout", "cute.slice", "cute.size")}
    assert done == {"cute.get_iter": 3, "cute.get_layout": 2, "cute.slice": 2, "cute.size": 1}


def test_planted_descriptor_view_types_are_flagged():
    """The slice's (1,2):(0,0) and the extent 5 are errors; the right values from the view's
    layout (1,1,4,4):(0,0,2,1024): its mode 2 has 4 elements, and the slice at (_,_,0,k) keeps
    the two size-1 modes (1,1):(0,0)."""
    view = parse("(1,1,4,4):(0,0,2,1024)")
    assert view.shape[2] == 4
    fs = {f.op: f for f in flagged("desc_view_planted")}
    assert set(fs) == {"cute.size", "cute.slice"} and all(f.severity == "error" for f in fs.values())
    assert f"cute-sym derives {view.shape[2]}" in fs["cute.size"].message
    assert "(1,2):(0,0) has 2 elements" in fs["cute.slice"].message
    assert "(1,1):(0,0) has 1" in fs["cute.slice"].message


def test_planted_crd2idx_is_flagged_at_the_layouts_value():
    """The layout at (_,0,0,0) is L((0,0,0,0)) = 0, not the declared 1."""
    L = parse("((2),1,1,1):((1),0,0,0)")
    assert L(((0,), 0, 0, 0)) == 0
    (f,) = flagged("crd2idx_underscore_planted")
    assert f.op == "cute.crd2idx" and f.severity == "error"
    assert "the DSL's '!cute.int_tuple<\"1\">' is not cute-sym's '!cute.int_tuple<\"0\">'" in f.message


def test_swizzles_compare_as_functions():
    """S<0,m,s> is the identity whatever m and s; different bit functions differ at an offset
    where evaluation tells them apart."""
    assert compare(Swizzle(0, 4, 3), Swizzle(0, 0, 0)).status == "same"
    for d, o in ((Swizzle(3, 4, 3), Swizzle(0, 0, 0)), (Swizzle(3, 4, 3), Swizzle(2, 4, 3)),
                 (Swizzle(2, 4, 3), Swizzle(2, 3, 4))):
        v = compare(d, o)
        assert v.status == "differs"
        x = v.detail["offset"]
        assert d(x) == v.detail["declared_value"] != v.detail["derived_value"] == o(x)


def test_layouts_compare_as_functions():
    """Two texts of one function are the same value; the first coordinate where two
    functions differ is where the verdict says."""
    assert compare(parse("(4,1):(1,0)"), parse("(4,1):(1,7)")).status == "same"
    A, B = parse("(2,2):(1,2)"), Layout((2, 2), (2, 1))
    v = compare(A, B)
    assert v.status == "differs" and A(v.detail["coordinate"]) != B(v.detail["coordinate"])


@pytest.mark.skipif(not nvidia_mlir.available(), reason="needs the dsl extra (nvidia-cutlass-dsl==4.8.1)")
def test_nvidia_verifies_the_excerpts_and_refuses_the_planted():
    names = CASES + [f"{c}_planted" for c in CASES]
    verdicts = nvidia_mlir.parse([(EXCERPTS / f"{n}.generic.mlir").read_text() for n in names])
    for n, v in zip(names, verdicts):
        if n.endswith("_planted"):
            assert v and any("inferred type(s)" in m for _, _, m in v), (n, v)
        else:
            assert v is None, (n, v)
