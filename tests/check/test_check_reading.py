"""Reading modules as the DSL prints them: locations, invalid types, unprinted result types."""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from cute_sym.dialect.foreign import OpaqueType
from cute_sym.dialect.lenient import ReadError, read_printed
from cute_sym.dialect.locations import SourceLoc, strip_locations
from cute_sym.dialect.reader import ModuleError, read_module
from cute_sym.dialect.types import UnprintedType, invalid_reason
from solver.check import Options, check_text

MODULE = """\
func.func @f() {
  %s = cute.make_shape() : () -> !cute.shape<"(10,8)"> loc(#loc2)
  %d = cute.make_stride() : () -> !cute.stride<"(1,1)"> loc(#loc2)
  %l = cute.make_layout(%s, %d) : !cute.layout<"(10,8):(1,1)"> loc(#loc2)
  %r = cute.make_layout_like(%l) : !cute.layout<"(10,8):(1,1)"> to !cute.layout<"(10,8):(1,1)"> loc(#loc3)
  func.return loc(#loc)
} loc(#loc)
#loc = loc("kernel.py":3:0)
#loc1 = loc("kernel.py":42:5)
#loc2 = loc("cute.make_layout((10, 8), stride=(1, 1))"(#loc1))
#loc3 = loc(callsite("/site-packages/cutlass/cute/core.py":900:4 at "kernel.py":43:9))
"""


def test_locations_resolve_through_aliases_names_and_callsites():
    text, where = strip_locations(MODULE)
    assert "loc(" not in text and "#loc" not in text
    assert where[2] == SourceLoc("kernel.py", 42, 5)       # a name around an alias of a file location
    assert where[5] == SourceLoc("kernel.py", 43, 9)       # a call site: the frame outside the installed DSL
    assert len(text.splitlines()[4]) <= len(MODULE.splitlines()[4])
    assert text.splitlines()[4].index("cute.make_layout_like") == MODULE.splitlines()[4].index("cute.make_layout_like")


@pytest.mark.parametrize("body, expected", [
    ('"a.py":1:2', SourceLoc("a.py", 1, 2)),
    ('"a.py":1:2 to 3:4', SourceLoc("a.py", 1, 2)),
    ("unknown", None),
    ('"name"', None),
    ('fused["a.py":7:1, "b.py":8:2]', SourceLoc("a.py", 7, 1)),
    ('fused<"meta">[unknown, "b.py":8:2]', SourceLoc("b.py", 8, 2)),
    ('"n"(callsite("x/site-packages/y.py":1:1 at callsite("u.py":5:6 at "v.py":9:9)))', SourceLoc("u.py", 5, 6)),
    ("#missing", None),
    ('"-":4:59', None),
])
def test_location_forms(body, expected):
    _, where = strip_locations(f'%0 = "x.op"() : () -> i32 loc({body})\n')
    assert where.get(1) == expected


def test_alias_cycles_and_strings_holding_loc_are_harmless():
    text, where = strip_locations('"x.op"() {s = "loc(#a)"} : () -> () loc(#a)\n#a = loc(#b)\n#b = loc(#a)\n')
    assert 'loc(#a)"' in text and where == {}


def test_diagnostics_point_at_the_python_line():
    (f,) = check_text(MODULE, "m.mlir").findings
    assert (f.file, f.line, f.col) == ("kernel.py", 43, 9)
    assert f.module == ("m.mlir", 5, 3)
    assert f.render().startswith("kernel.py:43:9: error: 'cute.make_layout_like' op ")
    assert "m.mlir:5:3: note: the op in the module" in f.render()


INVALID = """\
func.func @g(%a: !cute.layout<"(4,3):(2,2)">, %m: !cute.shape<"64">) {
  %c = cute.complement(%a, %m) : (!cute.layout<"(4,3):(2,2)">, !cute.shape<"64">) -> !cute.layout<"(2,0,11):(1,8,6)">
  %n = cute.size(%c) : (!cute.layout<"(2,0,11):(1,8,6)">) -> !cute.int_tuple<"0">
  func.return
}
"""


def test_a_type_that_is_no_value_is_read_leniently_only():
    with pytest.raises(ModuleError, match="shape leaf must be positive"):
        read_module(INVALID)                                  # the reader stays strict
    pm = read_printed(INVALID, "g.mlir")
    ops = [op for op in pm.module.walk() if op.name.startswith("cute.")]
    assert invalid_reason(ops[0].result_types[0]) == "shape leaf must be positive, got 0"
    fs = check_text(INVALID, "g.mlir").findings
    assert [(f.op, f.kind) for f in fs] == [("cute.complement", "invalid-type")]   # its user is not blamed


UNPRINTED = """\
func.func @h(%a: !cute.layout<"(13,2):(1,39)">, %b: !cute.layout<"(6,2):(1,12)">) {
  %d = cute.logical_divide(%a, %b) : !cute.layout<"(13,2):(1,39)">, !cute.layout<"(6,2):(1,12)">
  cute.print("{}", %d) : !cute.layout<"((6,2),2):((1,12),6)">
  func.return
}
"""


def test_a_result_type_printed_only_at_its_use():
    pm = read_printed(UNPRINTED, "h.mlir")
    div = next(op for op in pm.module.walk() if op.name == "cute.logical_divide")
    assert str(div.result_types[0]) == '!cute.layout<"((6,2),2):((1,12),6)">'
    assert isinstance(pm.retyped[div.results[0]][0], UnprintedType) and pm.retyped[div.results[0]][1] == 3
    (f,) = check_text(UNPRINTED, "h.mlir").findings
    assert f.op == "cute.logical_divide" and any("only where it is used (line 3" in n for n in f.notes)


def test_a_module_that_does_not_parse_is_one_read_finding():
    r = check_text('func.func @x() {\n  %a = cute.make_shape() : () -> !cute.shape<"(4,"> loc("k.py":7:3)\n}\n', "x.mlir")
    (f,) = r.findings
    assert f.kind == "read" and f.severity == "error" and (f.file, f.line) == ("k.py", 7)
    assert r.status == 1


def test_strict_reader_unaffected_by_a_lenient_read():
    read_printed(INVALID)
    with pytest.raises(ModuleError):
        read_module(INVALID)
    with pytest.raises(ReadError):
        read_printed("func.func @x( {")


def test_options_select_the_fact_families():
    assert check_text(MODULE, "m.mlir", Options(checks=("views",))).findings == []


SHARED = Path(os.environ.get("CUTE_SYM_KERNELS") or Path(__file__).resolve().parents[2] / ".." / "shared" / "kernels")
"""The corpus beside the clone (CI's copy of shared/), or ``$CUTE_SYM_KERNELS``."""
RAW = sorted(p for p in SHARED.glob("*.mlir") if not p.name.endswith(".generic.mlir")) if SHARED.is_dir() else []


@pytest.mark.skipif(not RAW, reason="../shared/kernels (the corpus beside the clone) is absent")
@pytest.mark.parametrize("path", RAW, ids=lambda p: p.stem)
def test_every_raw_shared_module_reads_as_printed_without_nvidia(path):
    """The raw module as the DSL wrote it reads with cute-sym's own reader (NVIDIA's MLIR is
    not asked: ``nvidia=False``), into as many cute ops as its generic twin holds."""
    pm = read_printed(path.read_text(), str(path), nvidia=False)
    assert pm.via is None
    twin = path.with_name(path.stem + ".generic.mlir")
    expected = len(re.findall(r'"cute\.[\w.]+"\(', twin.read_text()))
    assert sum(1 for op in pm.module.walk() if op.name.startswith("cute.")) == expected
    # what the custom forms leave untyped is only what no use spells (nvvm.fmax), never an op
    # the checker reads
    opaque = {op.name for op in pm.module.walk() for t in op.result_types if isinstance(t, OpaqueType)}
    assert not {n for n in opaque if n.startswith(("cute.", "arith.", "scf.", "func.", "nvvm.read"))} - {
        "cute.fast_divmod.compute"}


def test_read_errors_cross_process_boundaries():
    import pickle
    for exc in (ReadError, ModuleError):
        try:
            read_printed("func.func @x( {", nvidia=False) if exc is ReadError else read_module("func.func @x( {")
        except exc as e:
            again = pickle.loads(pickle.dumps(e))
            assert type(again) is exc and str(again) == str(e) and again.diagnostics == e.diagnostics
