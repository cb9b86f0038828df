"""Raw DSL modules read as printed: the custom forms of the dialects the CuTe DSL emits
(tests/check/raw_forms: lines cut from NVIDIA's examples, each with the generic twin
NVIDIA's MLIR printed of it) read into the same ops as the twin."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from xdsl.dialects import gpu
from xdsl.dialects.builtin import FunctionType, IntegerType, SymbolRefAttr, UnregisteredAttr, UnregisteredOp

from cute_sym.dialect.foreign import OpaqueOp, OpaqueType
from cute_sym.dialect.lenient import ReadError, read_printed
from cute_sym.dialect.ops.base import CuteOp
from cute_sym.dialect.printer import module_text
from cute_sym.dialect.reader import ModuleError, read_module
from solver.check import check_text

FORMS = Path(__file__).resolve().parent.parent / "check" / "raw_forms"
FIXTURES = sorted(p.name for p in FORMS.glob("*.mlir") if not p.name.endswith(".generic.mlir"))


def _read(name: str):
    path = FORMS / name
    return read_printed(path.read_text(), str(path), nvidia=False)


def _ops(pm) -> list:
    """The ops in order, less the terminators the custom form leaves implicit."""
    return [op for op in pm.module.walk() if not (op.name in ("scf.yield", "func.return") and not op.operands)]


def _by_name(pm, name: str) -> list:
    return [op for op in pm.module.walk() if op.name == name]


@pytest.mark.parametrize("name", FIXTURES)
def test_a_raw_excerpt_reads_into_the_ops_of_its_generic_twin(name):
    raw, generic = _read(name), _read(name.replace(".mlir", ".generic.mlir"))
    a, b = _ops(raw), _ops(generic)
    assert [op.name for op in a] == [op.name for op in b]
    for x, y in zip(a, b):
        assert len(x.operands) == len(y.operands) and len(x.regions) == len(y.regions), x.name
        assert isinstance(x, CuteOp) == isinstance(y, CuteOp), x.name
        assert isinstance(x, (OpaqueOp, UnregisteredOp)) == isinstance(y, (OpaqueOp, UnregisteredOp)) \
            or x.name in {f for f, _, _ in raw.fallbacks}, x.name
        for s, t in zip(x.result_types, y.result_types):   # a result the text does not type stays opaque
            assert str(s) == str(t) or isinstance(s, OpaqueType), (x.name, s, t)
    assert raw.via is None and generic.via is None


def test_result_types_come_from_the_signature_the_uses_or_stay_opaque():
    pm = _read("kernel_forms.mlir")
    (elect,) = _by_name(pm, "nvvm.elect.sync")                     # `-> i1`, no `:`
    assert elect.result_types[0] == IntegerType(1)
    (red,) = _by_name(pm, "vector.reduction")                      # `: vector<2xf32> into f32`
    assert str(red.result_types[0]) == "f32"
    (ext,) = _by_name(pm, "vector.extract")                        # `: f32 from vector<2xf32>`
    assert str(ext.result_types[0]) == "f32"
    (fmax,) = _by_name(pm, "nvvm.fmax")                            # nothing printed, used by an opaque op
    assert isinstance(fmax.result_types[0], OpaqueType)
    (uniform,) = _by_name(pm, "cute_nvgpu.arch.make_warp_uniform")  # `: i32`, its operand's type
    assert uniform.result_types[0] == IntegerType(32)
    # arith.extsi of a vector<4xi1>: xDSL's parser refuses it; read as opaque, noted
    assert [(n, line) for n, line, _ in pm.fallbacks] == [("arith.extsi", 47)]
    (extsi,) = _by_name(pm, "arith.extsi")
    assert str(extsi.result_types[0]) == "vector<4xi8>" and isinstance(extsi, OpaqueOp)


def test_a_use_spells_the_type_a_definition_does_not():
    text = ("func.func @f(%a: f32, %b: f32) -> f32 {\n  %0 = nvvm.fmax %a, %b\n"
            "  %1 = arith.addf %0, %0 : f32\n  func.return %1 : f32\n}\n")
    pm = read_printed(text, "f.mlir", nvidia=False)
    (fmax,) = _by_name(pm, "nvvm.fmax")
    assert str(fmax.result_types[0]) == "f32"
    with pytest.raises(ModuleError, match="cannot tell the result types of 'nvvm.fmax'"):
        read_module(text)                                          # the strict reader stays strict


def test_kernels_and_launches_carry_what_the_generic_form_holds():
    raw, generic = _read("kernel_forms.mlir"), _read("kernel_forms.generic.mlir")
    for pm in (raw, generic):
        (module,) = _by_name(pm, "gpu.module")
        assert isinstance(module, gpu.ModuleOp) and module.properties["sym_name"].data == "kernels"
        (kernel,) = _by_name(pm, "cuda.kernel")
        assert kernel.properties["sym_name"].data == "kernel_forms"
        ft = kernel.properties["function_type"]
        assert isinstance(ft, FunctionType) and len(ft.inputs.data) == 5 and not ft.outputs.data
        assert "cute_nvgpu.grid_constant" in kernel.properties["arg_attrs"].data[1].data
        assert "exact_grid_dim = array<i64: 8, 1, 1>" in str(kernel.attributes["cutlass_launch_facts"])
        (launch,) = _by_name(pm, "cuda.launch_ex")
        assert isinstance(launch.properties["callee"], SymbolRefAttr)
        assert launch.properties["callee"].root_reference.data == "kernels"
        assert len(launch.operands) == 6 and str(launch.result_types[0]) == "!cuda.result"
        (cfg,) = _by_name(pm, "cuda.launch_cfg.create")              # blockDim, smem, gridDim, stream
        assert [str(o.type) for o in cfg.operands] == ["i32"] * 3 + ["i64"] + ["i32"] * 3 + ["!cuda.stream"]
        (tid,) = _by_name(pm, "nvvm.read.ptx.sreg.tid.x")          # the generic op keeps its name
        assert tid.result_types[0] == IntegerType(32)


@pytest.mark.parametrize("name", FIXTURES)
def test_raw_and_generic_give_the_same_findings(name):
    texts = [(FORMS / n).read_text() for n in (name, name.replace(".mlir", ".generic.mlir"))]
    raw, generic = (check_text(t, n) for t, n in zip(texts, ("raw.mlir", "generic.mlir")))
    assert raw.ops == generic.ops > 0

    def norm(r):
        return sorted((f.severity, f.op, re.sub(r"line \d+|%[\w#]+", "_", f.message)) for f in r.findings)
    assert norm(raw) == norm(generic)


def test_an_opaque_op_prints_back_as_it_came():
    pm = _read("kernel_forms.mlir")
    again = read_printed(module_text(pm.module), "again.mlir", nvidia=False)
    assert [op.name for op in again.module.walk()] == [op.name for op in pm.module.walk()]
    assert [str(t) for op in again.module.walk() for t in op.result_types] == \
        [str(t) for op in pm.module.walk() for t in op.result_types]


def test_a_type_its_dialect_cannot_parse_keeps_its_text_leniently():
    text = ("func.func @f(%a: i32) -> i32 {\n  %u = llvm.mlir.undef : !llvm.struct<packed (i8, i32)>\n"
            "  func.return %a : i32\n}\n")
    pm = read_printed(text, "p.mlir", nvidia=False)
    (undef,) = _by_name(pm, "llvm.mlir.undef")
    assert isinstance(undef.result_types[0], UnregisteredAttr)
    assert str(undef.result_types[0]) == "!llvm.struct<packed (i8, i32)>"


def test_an_op_the_checker_needs_is_never_read_as_opaque():
    with pytest.raises(ReadError):
        read_printed("func.func @x( {", nvidia=False)
    with pytest.raises(ReadError, match="2:25: error: Expected .step."):
        read_printed("func.func @x(%a: i32) {\n  scf.for %i = %a to %a {\n  }\n  func.return\n}\n",
                     nvidia=False)


FORWARD = """\
func.func @fwd(%a: f32) -> f32 {
  cf.br ^bb2
^bb1:
  %y = nvvm.fmax %x, %x
  %s = cute.make_shape() : () -> !cute.shape<"(4,2)">
  func.return %y : f32
^bb2:
  %x = arith.addf %a, %a : f32
  cf.br ^bb1
}
"""


def test_nvidia_mlir_is_the_last_resort_where_the_extra_is_installed():
    with pytest.raises(ReadError, match="used before its definition"):
        read_printed(FORWARD, "fwd.mlir", nvidia=False)
    from cute_sym.dialect.foreign_nvidia import available
    if not available():
        pytest.skip("the dsl extra (cutlass) is not installed")
    pm = read_printed(FORWARD, "fwd.mlir")
    assert pm.via == "nvidia"
    (shape,) = _by_name(pm, "cute.make_shape")
    assert pm.position(shape) == (5, 8)                       # NVIDIA's location: the op in this text
    (fmax,) = _by_name(pm, "nvvm.fmax")
    assert str(fmax.result_types[0]) == "f32"


def test_nvidia_locations_map_back_to_the_text_it_parsed():
    from cute_sym.dialect.foreign_nvidia import source_positions
    generic = ('"builtin.module"() ({\n'
               '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
               '    %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32 loc(#loc2)\n'
               '    "func.return"() : () -> () loc(#loc3)\n'
               '  }) : () -> () loc(#loc1)\n'
               '}) : () -> () loc(#loc)\n'
               '#loc = loc("-":0:0)\n#loc1 = loc("-":1:1)\n#loc2 = loc("-":2:8)\n#loc3 = loc("-":3:3)\n')
    # an op with regions is located by the loc that ends its last line
    assert source_positions(generic) == {1: (0, 0), 2: (1, 1), 3: (2, 8), 4: (3, 3)}
