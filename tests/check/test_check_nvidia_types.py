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
from cute_sym.tuples import E
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


CASES = ["desc_view", "crd2idx_underscore", "local_tile_proj", "make_layout_like_dynamic", "size_of_scalar"]


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


def test_planted_local_tile_is_flagged_with_a_reachable_witness():
    """The tile (128,64) of A's (M,K,L) identity tensor steps 64 columns per k-tile, not 128: the
    error's witness is a K with two k-tiles, and at its coordinate the two layouts (evaluated
    here) differ."""
    (f,) = flagged("local_tile_proj_planted")
    assert f.op == "cute.local_tile" and f.severity == "error"
    (k_name, K), = f.detail["params"].items()
    tiles = -(-K // 64)
    assert tiles >= 2
    declared, derived = Layout((128, 64, tiles), (E(1, (0,)), E(1, (1,)), E(128, (1,)))), \
        Layout((128, 64, tiles), (E(1, (0,)), E(1, (1,)), E(64, (1,))))
    c = f.detail["coordinate"]
    assert declared(c) != derived(c)
    assert list(declared(c)) == f.detail["declared_value"] and list(derived(c)) == f.detail["derived_value"]


def test_local_tile_keeps_the_modes_past_the_projection():
    """NVIDIA's MLIR (checked where the dsl extra is): local_tile of a (256,128,2) identity tensor
    by (128,256,64) at (1,0,_,1) with proj (1,_,1) is the tile (128,64) of the first two modes at
    m = 1, every k-tile, l = 1: base (128,0,1), layout (128,64,2):(1@0,1@1,64@1)."""
    from cute_sym.tensor import ArithTupleIter, CoordTensor, local_tile
    from cute_sym.kinds import IntTuple
    from cute_sym.tuples import _
    t = CoordTensor(ArithTupleIter(IntTuple((0, 0, 0))), Layout((256, 128, 2), (E(1, (0,)), E(1, (1,)), E(1, (2,)))))
    got = local_tile(t, parse("[128:1;256:1;64:1]"), (1, 0, _, 1), (1, _, 1))
    assert got.iterator.value.value == (128, 0, 1)
    assert got.layout == Layout((128, 64, 2), (E(1, (0,)), E(1, (1,)), E(64, (1,))))


def test_make_layout_like_of_a_dynamic_stride_is_cutes_compact_layout():
    """CuTe ranks the dynamic stride after 1 and 1024 (C++ compact_order), so the fragment is
    ((4,1),(2,16),1):((1,0),(64,4),0): a bijection onto [0, 128) (evaluated here).  The planted
    (64,8) is no compact layout (offset 187 for 128 elements) and is flagged."""
    good, bad = parse("((4,1),(2,16),1):((1,0),(64,4),0)"), parse("((4,1),(2,16),1):((1,0),(64,8),0)")
    assert sorted(good(i) for i in range(128)) == list(range(128))
    assert max(bad(i) for i in range(128)) == 187
    (f,) = flagged("make_layout_like_dynamic_planted")
    assert f.op == "cute.make_layout_like" and f.severity == "error"
    c = f.detail["coordinate"]
    assert bad(c) == f.detail["declared_value"] != f.detail["derived_value"] == good(c)


def test_size_of_mode_0_of_a_scalar_is_the_scalar():
    """NVIDIA's MLIR takes index 0 of a scalar as the scalar (size(32, [0]) = 32); the planted 1
    is flagged, while cute-opt keeps seed 000's rule (a use error there)."""
    (f,) = flagged("size_of_scalar_planted")
    assert f.op == "cute.size" and "cute-sym's '!cute.int_tuple<\"32\">'" in f.message
    from cute_sym.dialect.reader import check_module, read_module
    text = (EXCERPTS / "size_of_scalar.generic.mlir").read_text()
    seed = check_module(read_module(text, "size_of_scalar.generic.mlir"))
    assert [f.op.name for f in seed] == ["cute.size", "cute.size"]
    assert all(any("descent past a scalar leaf" in m for _, m in f.diagnostics) for f in seed)


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


def test_rational_strides_are_read_and_re_derived():
    """The block-scaled GEMM's scale-factor tensor (a 1/2@0 stride): the module reads (it was
    refused whole), no finding, and the three ops on that tensor are re-derived on exact fractions
    (:mod:`solver.check.rational`: NVIDIA's declared types are the reference); the strict reader
    still refuses the text (the dialect's values have no ratio strides)."""
    from cute_sym.dialect.reader import ModuleError, read_module
    r = report("rational_stride")
    assert [f for f in r.findings if f.severity != "note"] == []
    assert r.coverage.by_kind["not modelled"] == {}
    assert {k: r.coverage.by_kind["re-derived"][k] for k in ("cute.get_iter", "cute.get_layout", "cute.local_tile")} \
        == {"cute.get_iter": 1, "cute.get_layout": 1, "cute.local_tile": 1}
    with pytest.raises(ModuleError):
        read_module((EXCERPTS / "rational_stride.generic.mlir").read_text(), "rational_stride.generic.mlir")


def test_compact_by_construction():
    """Strides that are the running product of the extents before them, in some order, make a
    compact layout for every value of the leaves (checked by evaluation at a few values)."""
    from solver.check.dynamic import _compact_by_construction
    assert _compact_by_construction(parse("(M,4):(4,1)")) and _compact_by_construction(parse("(4,1,M):(M,9,1)"))
    assert not _compact_by_construction(parse("(4,8):(8,2)")) and not _compact_by_construction(parse("(M,4):(4,2)"))
    for m in (1, 3, 8):
        for text in ("(%d,4):(4,1)", "(4,1,%d):(%d,9,1)"):
            L = parse(text % ((m,) if text.count("%d") == 1 else (m, m)))
            assert sorted(L(i) for i in range(L.size())) == list(range(L.size()))
