"""``cute-sym check`` on modules NVIDIA's CuTe DSL 4.8.1 printed (issue 13, "done when").

The fixtures are committed DSL output (``tests/check/dsl_modules/generate.py``,
``tests/dialect/dsl_corpus/generate.py``).  Each expected value is recomputed here
independently of the checker: the paper's definition evaluated with cute_sym's layouts
(``A(B(c))``), the TV layout evaluated pair by pair, banks from the word formula, the
Python line found by searching the generator's source.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from cute_sym import parse
from solver.check import Options, check_file

HERE = Path(__file__).resolve().parent
MODULES = HERE / "dsl_modules"
CORPUS = HERE.parent / "dialect" / "dsl_corpus"
GENERATOR = MODULES / "generate.py"
SOURCE = GENERATOR.read_text().splitlines()


def findings(path: Path, **kw):
    return check_file(str(path), Options(**kw)).findings


def line_of(text: str) -> int:
    """The 1-based line of the generator holding ``text`` (where the DSL call is written)."""
    hits = [k + 1 for k, line in enumerate(SOURCE) if text in line]
    assert len(hits) == 1, (text, hits)
    return hits[0]


def forms(case: str) -> list[Path]:
    """The raw, generic and canonicalized (after the DSL's canonicalize, cse) forms printed."""
    return [p for p in (MODULES / f"{case}.{form}mlir" for form in ("", "generic.", "canonical.")) if p.exists()]


def only_error(path: Path):
    fs = [f for f in findings(path) if f.severity != "note"]
    assert len(fs) == 1 and fs[0].severity == "error", [f.render() for f in fs]
    return fs[0]


def at_generator(f, text: str) -> None:
    if ".canonical." in f.module[0]:
        return                # the canonicalized module's locations are those of NVIDIA's re-print
    assert f.file == "tests/check/dsl_modules/generate.py"
    assert f.line == line_of(text)
    assert f.module is not None and f.module[0].endswith(".mlir")


# ------------------------------------------------------------------ the five wrong DSL answers of issue 13

@pytest.mark.parametrize("path", forms("wrong_composition"), ids=lambda p: p.name)
def test_composition_trap_is_flagged_with_eq9_and_a_coordinate(path):
    f = only_error(path)
    assert f.op == "cute.composition" and f.kind == "precondition"
    assert "eq. 9" in f.message
    at_generator(f, "cute.composition(L((4, 6, 8), stride=(2, 3, 5)), L(6, stride=3))")
    cx = f.detail["counterexample"]
    A, B, R = parse("(4,6,8):(2,3,5)"), parse("6:3"), parse("(2,3):(6,3)")
    c = cx["coordinate"]
    assert A(B(c)) == cx["A(B)"] != R(c) == cx["R"]          # issue 13: at 2, A o B is 7, the DSL's 3
    assert (c, A(B(c)), R(c)) == (2, 7, 3)


def test_size_zero_complement_is_flagged_naming_the_condition():
    (path,) = forms("wrong_complement")       # NVIDIA's parser does not read it back: no generic form
    f = only_error(path)
    assert f.op == "cute.complement" and f.kind == "invalid-type"
    assert "(2,0,11):(1,8,6)" in f.message and "size-0 mode" in f.message
    at_generator(f, "cute.complement(L((4, 3), stride=(2, 2)), 64)")


@pytest.mark.parametrize("path", forms("wrong_logical_divide"), ids=lambda p: p.name)
def test_logical_divide_first_mode_is_not_a_o_b(path):
    f = only_error(path)
    assert f.op == "cute.logical_divide" and f.kind == "precondition"
    at_generator(f, "cute.logical_divide(L((13, 2), stride=(1, 39)), L((6, 2), stride=(1, 12)))")
    cx = f.detail["counterexample"]
    A, B, first = parse("(13,2):(1,39)"), parse("(6,2):(1,12)"), parse("(6,2):(1,12)")   # the DSL's mode 0
    c = cx["coordinate"]
    assert A(B(c)) == cx["A(B)"] and first(c) == cx["R"] and A(B(c)) != first(c)


@pytest.mark.parametrize("path", forms("wrong_left_inverse"), ids=lambda p: p.name)
def test_left_inverse_of_a_non_injective_layout(path):
    f = only_error(path)
    assert f.op == "cute.left_inverse" and "injective" in f.message
    at_generator(f, "cute.left_inverse(L((2, 8), stride=(97, 97)))")
    i, j = f.detail["counterexample"]["coordinates"]
    L = parse("(2,8):(97,97)")
    assert i != j and L(i) == L(j) == f.detail["counterexample"]["value"]


@pytest.mark.parametrize("path", forms("wrong_make_layout_like"), ids=lambda p: p.name)
def test_make_layout_like_non_compact_result(path):
    f = only_error(path)
    assert f.op == "cute.make_layout_like" and f.kind == "mismatch"
    at_generator(f, "cute.make_layout_like(L((10, 8), stride=(1, 1)))")
    dsl, ours = parse("(10,8):(1,1)"), parse("(10,8):(1,10)")
    c = f.detail["coordinate"]
    assert dsl(c) == f.detail["declared_value"] != ours(c) == f.detail["derived_value"]
    assert c == min(i for i in range(80) if dsl(i) != ours(i))      # the first coordinate they differ at


# ------------------------------------------------------------------ planted faults

@pytest.mark.parametrize("path", forms("planted_view"), ids=lambda p: p.name)
def test_view_outside_its_allocation(path):
    f = only_error(path)
    assert f.op == "cute.make_view" and f.kind == "view"
    at_generator(f, "v = cute.make_tensor(t.iterator + 100")
    last = 100 + parse("(32,8):(8,1)")(255)          # the view's last element, the tensor has 64*4
    assert f"reaches element {last}" in f.message and "holds 256" in f.message


@pytest.mark.parametrize("path", forms("planted_smem_view"), ids=lambda p: p.name)
def test_shared_memory_view_outside_its_allocation(path):
    f = only_error(path)
    assert f.op == "cute.make_view" and f.kind == "view" and "shared-memory allocation" in f.message
    at_generator(f, "big = cute.make_tensor(sA.iterator")
    assert f"reaches element {parse('(32,16):(16,1)')(511)}" in f.message and "holds 256" in f.message


@pytest.mark.parametrize("path", forms("planted_tv"), ids=lambda p: p.name)
def test_tv_layout_leaving_its_tile(path):
    # the copy only loads (partition_S of a global tensor): threads sharing an element are legal,
    # a (thread, value) outside the 32x8 tile is not
    f = only_error(path)
    assert f.kind == "tv" and "((8,32),1):((32,2),0)" in f.message
    tv = parse("((8,32),1):((32,2),0)")
    i = f.detail["coordinate"]
    assert tv(i) == f.detail["value"] >= 32 * 8
    assert i == min(k for k in range(256) if tv(k) >= 256)


@pytest.mark.parametrize("path", forms("planted_banks"), ids=lambda p: p.name)
def test_bank_conflicts_are_reported_with_degree_threads_and_bank(path):
    fs = [f for f in findings(path) if f.severity != "note"]
    assert [f.kind for f in fs] == ["banks"] and fs[0].severity == "warning"
    f = fs[0]
    at_generator(f, "cute.copy(tiled_copy, thr.partition_S(gA), thr.partition_D(sA))")
    # thread t writes tile element TV(t) = 32*(t%8) + t//8 of the column-major 32x8 tile: word
    # (row + 32*col) = t//8 + 32*(t%8); a warp puts 8 threads on each of banks 0..3
    tv, smem = parse("((8,32),1):((32,1),0)"), parse("(32,8):(1,32)")
    words = [smem(tv(t)) for t in range(32)]
    degree = max(len({w for w in words if w % 32 == b}) for b in range(32))
    assert f.detail["degree"] == degree == 8
    t0, t1 = f.detail["conflicts"][0]["threads"]
    w0, w1 = f.detail["conflicts"][0]["words"]
    assert smem(tv(t0)) == w0 != w1 == smem(tv(t1)) and w0 % 32 == w1 % 32 == f.detail["conflicts"][0]["bank"]


def copy_types(path: Path) -> tuple[str, str, str]:
    """The atom, source and destination types of the module's one ``cute.copy`` (as printed)."""
    text = path.read_text()
    aliases = dict(re.findall(r"^(![\w.]+) = (.*)$", text, re.M))
    (sig,) = re.findall(r'"?cute\.copy"?\(.*? : \((.*?)\) -> \(\)', text)
    return tuple(aliases.get(t.strip(), t.strip()) for t in re.split(r", (?=!)", sig)[:3])


@pytest.mark.parametrize("path", forms("planted_align"), ids=lambda p: p.name)
def test_vector_copy_from_a_tensor_claiming_less_alignment(path):
    f = only_error(path)
    assert f.op == "cute.copy" and f.kind == "align"
    at_generator(f, "cute.copy(tiled_copy, thr.partition_S(gA), thr.partition_D(gB))")
    atom, src, _ = copy_types(path)
    assert "128 b" in atom and "align<" not in src          # 16-byte vectors; f32 alone is 4-byte aligned
    assert f.detail == {"vector_bytes": 128 // 8, "align": 4} and "claims only align<4>" in f.message


@pytest.mark.parametrize("path", forms("planted_vector"), ids=lambda p: p.name)
def test_vector_copy_into_a_tensor_whose_vector_is_not_contiguous(path):
    f = only_error(path)
    assert f.op == "cute.copy" and f.kind == "align" and "destination" in f.message
    _, _, dst = copy_types(path)
    part = parse(re.search(r'"([^"]*)">$', dst).group(1))      # the thread's partition of the column-major tensor
    mode0 = parse(f"{part.shape[0]}:{part.stride[0]}")
    apart = mode0(1) - mode0(0)
    assert apart != 1 and f.detail["apart"] == apart == 8 and f.detail["coordinate"] == 0


def test_same_function_in_another_text_is_a_note_only():
    path = MODULES / "note_same_function.mlir"
    (f,) = findings(path)
    assert f.severity == "note" and f.kind == "same-function" and f.op == "cute.tile_to_shape"
    at_generator(f, "show(cute.tile_to_shape(L(4, stride=1), (16,), (0,)))")
    dsl, ours = re.findall(r"'!cute\.layout<\"([^\"]+)\">'", f.message)
    assert dsl != ours and [parse(dsl)(i) for i in range(16)] == [parse(ours)(i) for i in range(16)]
    assert findings(path, same_function_notes=False) == []


# ------------------------------------------------------------------ correct modules: no finding

CORRECT_CORPUS = ["accessors", "coalesce_filter", "common_vector", "complement_static", "composed_algebra",
                  "composition_static", "constructors", "divides", "group_inverse", "products", "reshape",
                  "slice_dice", "tuple_arithmetic", "index_math", "swizzle_composed", "printing", "dynamic_coords",
                  "dynamic_divides", "dynamic_i64", "dynamic_layouts", "dynamic_strides_i64", "dynamic_tuples",
                  "host_tiled_copy", "identity_tensors", "register_fragments", "smem_tensors", "tensor_views"]
CORRECT_OWN = ["correct_algebra", "correct_tiles", "correct_dynamic", "correct_smem_copy", "correct_vector_copy"]
KERNELS = ["kernel_elementwise_add", "kernel_sgemm"]

CORRECT = ([CORPUS / f"{n}.mlir" for n in CORRECT_CORPUS + KERNELS]
           + [CORPUS / f"{n}.generic.mlir" for n in KERNELS + ["host_tiled_copy", "smem_tensors"]]
           + [p for n in CORRECT_OWN for p in forms(n)])


def test_at_least_twenty_correct_modules_and_both_example_kernels():
    assert len({p.name.split(".")[0] for p in CORRECT}) >= 20 + len(KERNELS)
    assert all(p.exists() for p in CORRECT)


@pytest.mark.parametrize("path", CORRECT, ids=lambda p: p.name)
def test_correct_module_gives_no_finding(path):
    fs = findings(path)
    assert [f.render() for f in fs if f.severity != "note"] == []


# ------------------------------------------------------------------ the corpus's own faults

def test_corpus_composition_trap_and_dynamic_tile_past_the_tensor():
    (f,) = findings(CORPUS / "composition_trap.mlir")
    assert f.kind == "precondition" and f.detail["counterexample"]["coordinate"] == 2
    # local_tile(t, (16,32), (1,2)) of an (M,256) tensor, M a multiple of 16: rows 16..31 exist only
    # when M >= 32; at M = 16 the tile's last element 16*256 + 64 + 15*256 + 31 is past 16*256
    (f,) = findings(CORPUS / "tensor_views_dynamic.mlir")
    assert f.kind == "view" and f.severity == "error"
    M = f.detail["counterexample"]["arg0_q0"]
    last = (1 * 16) * 256 + 2 * 32 + parse("(16,32):(256,1)")(16 * 32 - 1)
    assert M % 16 == 0 and last >= M * 256 and f"reaches element {last}" in f.message
    assert check_file(str(CORPUS / "tensor_views_dynamic.mlir"),
                      Options(assume=("arg0_q0 >= 32",))).findings == []


@pytest.mark.parametrize("case, reason", [("planted_align", "alignment .* does not meet requirement .* of atom"),
                                          ("planted_vector", "cannot vectorize .*static strides must be 1")])
def test_nvidia_verifier_also_refuses_the_misaligned_copies(case, reason):
    """Differential: NVIDIA's own verifier (the DSL's MLIR) rejects the module the DSL printed for
    the same reason as cute-sym (the pointer's alignment; the vector's stride); the correct vector
    copy it reads back."""
    ir = pytest.importorskip("cutlass._mlir.ir")

    def parse_module(name):
        with ir.Context() as ctx:
            ctx.allow_unregistered_dialects = True
            ir.Module.parse((MODULES / f"{name}.mlir").read_text())

    with pytest.raises(Exception, match=reason):
        parse_module(case)
    parse_module("correct_vector_copy")
