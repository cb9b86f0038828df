"""The corpus of modules NVIDIA's CuTe DSL 4.8.1 printed (``dsl_corpus/``, written by
``dsl_corpus/generate.py``): each parses in both its raw and generic forms, cute-sym infers
the DSL's result type on every op but the listed differences (NVIDIA's answer is wrong,
docs/dialect.md), each module round-trips through cute-opt in either spelling, stays
valid under ``--cute-fold-static``, and what cute-opt prints in the DSL's spelling parses
in NVIDIA's MLIR (skipped without the ``dsl`` extra)."""
from __future__ import annotations

import functools
from pathlib import Path

import pytest

from cute_sym.dialect.ops.base import type_text
from cute_sym.dialect.printer import module_text
from cute_sym.dialect.reader import check_module, locations_of, module_types, read_module

import nvidia_mlir

CORPUS = Path(__file__).resolve().parent / "dsl_corpus"
RAW = sorted(p for p in CORPUS.glob("*.mlir") if not p.name.endswith(".generic.mlir"))
FILES = sorted(CORPUS.glob("*.mlir"))

# op -> the reason cute-sym refuses NVIDIA's result type (docs/dialect.md, "Where NVIDIA is wrong")
DIFFERENCES = {
    "composition_trap": {"cute.composition": "stride divisibility (eq. 9) fails"},
}


@functools.lru_cache(maxsize=None)
def _read(path: Path):
    """The module of ``path``, read once for the tests that only inspect and print it
    (inferring types and printing leave a module as it is; the fold test reads its own)."""
    return read_module(path.read_text(), str(path))


def _case(path: Path) -> str:
    return path.name.removesuffix(".mlir").removesuffix(".generic")


def test_corpus_holds_30_modules_raw_and_generic() -> None:
    assert len(RAW) >= 30
    for raw in RAW:
        assert raw.with_name(raw.name.replace(".mlir", ".generic.mlir")).exists(), raw.name
    names = {_case(p) for p in RAW}
    assert {"kernel_elementwise_add", "kernel_sgemm"} <= names
    assert any("dynamic" in n for n in names) and any("swizzle" in n for n in names)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_op_infers_the_dsl_type(path: Path) -> None:
    module = _read(path)
    found = {}
    for f in check_module(module):
        found.setdefault(f.op.name, []).append(f.diagnostics[0][1])
    expected = DIFFERENCES.get(_case(path), {})
    for name, reason in expected.items():
        assert name in found and any(reason in m for m in found[name]), (name, found)
    unexpected = {k: v for k, v in found.items() if k not in expected}
    assert not unexpected, unexpected
    assert any(op.name.startswith("cute.") for op in module.walk())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("form", ["seed", "dsl"])
def test_round_trip(path: Path, form: str) -> None:
    module = _read(path)
    for generic in (False, True):
        once = module_text(module, form=form, generic=generic)
        assert module_text(read_module(once), form=form, generic=generic) == once


@pytest.mark.parametrize("path", RAW, ids=lambda p: p.name)
def test_fold_static_keeps_it_valid(path: Path) -> None:
    from cute_sym.dialect.opt import make_context
    from cute_sym.dialect.passes.fold_static import FoldStaticPass
    module = read_module(path.read_text(), str(path))
    before = {f.op.name for f in check_module(module)}
    FoldStaticPass().apply(make_context(), module)
    after = read_module(module_text(module))
    assert {f.op.name for f in check_module(after)} <= before


def test_kernel_types_carry_cute_sym_values() -> None:
    from cute_sym import Layout, parse
    from cute_sym.tensor import MemRef, TiledCopy, TiledMma
    module = read_module((CORPUS / "kernel_sgemm.mlir").read_text())
    values = [t.value for t in module_types(module)]
    copies = [v for v in values if isinstance(v, TiledCopy)]
    mmas = [v for v in values if isinstance(v, TiledMma)]
    mems = [v for v in values if isinstance(v, MemRef)]
    assert copies and mmas and mems
    assert copies[0].layout_tv == parse("((8,32),1):((32,1),0)") and str(copies[0].tiler) == "[32:1;8:1]"
    assert copies[0].atom.name == "atom.simt_async_copy"
    assert mmas[0].atom_layout == parse("(16,16,1):(16,1,0)")
    smem = [m for m in mems if m.space == "smem" and m.iterator.alignment == 16]
    assert any(m.layout == parse("(128,8,3):(1,132,1056)") for m in smem)
    assert all(isinstance(m.layout, Layout) or hasattr(m.layout, "outer") for m in mems)


def test_locations_point_at_the_ops() -> None:
    text = (CORPUS / "constructors.mlir").read_text()
    module = read_module(text)
    where = locations_of(module)
    lines = text.splitlines()
    for op in module.walk():
        if op.name == "cute.make_layout":
            line, col = where[op]
            assert lines[line - 1][col - 1:].lstrip("%").split(" = ")[-1].startswith("cute.make_layout")


@pytest.mark.skipif(not nvidia_mlir.available(), reason="needs the dsl extra (nvidia-cutlass-dsl==4.8.1)")
def test_dsl_form_parses_in_nvidias_mlir() -> None:
    texts, names = [], []
    for path in FILES:
        module = _read(path)
        for generic in (False, True):
            texts.append(module_text(module, form="dsl", generic=generic))
            names.append(f"{path.name} generic={generic}")
    verdicts = nvidia_mlir.parse(texts)
    bad = {n: v for n, v in zip(names, verdicts) if v is not None}
    assert not bad, bad


@pytest.mark.skipif(not nvidia_mlir.available(), reason="needs the dsl extra (nvidia-cutlass-dsl==4.8.1)")
def test_corpus_is_what_the_dsl_prints() -> None:
    """The committed generic form is NVIDIA's printing of the committed raw form."""
    import subprocess
    import sys
    code = ("import sys, cutlass\nfrom cutlass._mlir import ir\n"
            "with ir.Context() as c:\n  c.allow_unregistered_dialects = True\n"
            "  print(ir.Module.parse(open(sys.argv[1]).read()).operation.get_asm(print_generic_op_form=True))")
    for raw in RAW[:6]:
        out = subprocess.run([sys.executable, "-c", code, str(raw)], capture_output=True, text=True, timeout=300)
        generic = raw.with_name(raw.name.replace(".mlir", ".generic.mlir")).read_text()
        assert out.stdout.strip() == generic.strip(), raw.name


def test_types_are_values() -> None:
    module = read_module((CORPUS / "kernel_elementwise_add.mlir").read_text())
    texts = {type_text(t) for t in module_types(module)}
    assert any(t.startswith("!cute.coord_tensor<") for t in texts)
    assert any(t.startswith("!cute.tiled_copy<") for t in texts)
