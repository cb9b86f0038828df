"""Probes of the ops' ODS type constraints: one valid instance of each ``cute`` op (from the
committed DSL corpus and lit suite), with one operand or result type replaced by a type of
each kind (:data:`TYPES`), in MLIR's generic form.

``python tests/dialect/ods_probe.py`` (needs the ``dsl`` extra) gives every probe to NVIDIA's
MLIR and writes ``fixtures/ods_constraints.json``: per op, role and index, the description
NVIDIA prints (``operand #0 must be <description>, but got ...``) and the kinds it refuses.
``test_ods_constraints.py`` checks cute-opt against it.
"""
from __future__ import annotations

import json
import re
import sys
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIXTURE = HERE / "fixtures" / "ods_constraints.json"

TYPES = {
    "int_tuple": '!cute.int_tuple<"(4,8)">', "shape": '!cute.shape<"(4,8)">', "stride": '!cute.stride<"(1,4)">',
    "coord": '!cute.coord<"(1,2)">', "layout": '!cute.layout<"(4,8):(1,4)">',
    "composed_layout": '!cute.composed_layout<"S<1,2,3> o 0 o 8:1">', "swizzle": '!cute.swizzle<"S<1,2,3>">',
    "tile": '!cute.tile<"[4:1]">', "memref": '!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">',
    "coord_tensor": '!cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">', "ptr": "!cute.ptr<f32, gmem, align<16>>",
    "arith_tuple_iter": '!cute.arith_tuple_iter<"(0,0)">',
    "tiled_copy": '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = '
                  '<"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>',
    "tiled_mma": '!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = '
                 '<"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>',
    "desc_view": '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(16,128):(1,1024)">',
    "smem_desc": "!cute_nvgpu.smem_desc", "tmem_memref": '!cute.memref<f32, tmem, align<16>, "(16,128):(1,1024)">',
    "atom": "!cute_nvgpu.atom.universal_copy<f32>", "i1": "i1", "i32": "i32", "i64": "i64", "si32": "si32",
    "f32": "f32", "index": "index", "vector": "vector<4xf32>",
}


@lru_cache(maxsize=1)
def _ctx():
    from cute_sym.dialect.opt import make_context
    return make_context(True)


@lru_cache(maxsize=1)
def instances() -> dict:
    """One valid instance of each op (by its name), region-free."""
    from cute_sym.dialect.ops.base import CuteOp
    from cute_sym.dialect.opt import parse_source, split_chunks
    found: dict = {}
    files = sorted((HERE / "dsl_corpus").glob("*.generic.mlir")) + sorted(
        p for p in (HERE / "Cute").rglob("*.mlir") if "_errors" not in p.name)
    for p in files:
        for chunk, _ in split_chunks(p.read_text(), "// -----"):
            module, _, _ = parse_source(_ctx(), chunk, str(p))
            if module is None:
                continue
            for op in module.walk():
                if isinstance(op, CuteOp) and not op.regions:
                    found.setdefault(op.name, op)
    return found


@lru_cache(maxsize=None)
def type_of(kind: str):
    from xdsl.parser import Parser
    return Parser(_ctx(), TYPES[kind]).parse_type()


def probe_op(op, role: str, index: int, kind: str):
    """A copy of ``op`` whose ``role`` #``index`` has type ``TYPES[kind]``, in a function, and
    that function."""
    from xdsl.dialects import func
    from xdsl.ir import Block, Region
    ins, outs = [o.type for o in op.operands], [r.type for r in op.results]
    (ins if role == "operand" else outs)[index] = type_of(kind)
    block = Block(arg_types=ins)
    new = type(op).create(operands=list(block.args), result_types=outs, properties=dict(op.properties),
                          attributes=dict(op.attributes))
    block.add_ops([new, func.ReturnOp()])
    return new, func.FuncOp.from_region("p", ins, [], Region(block))


def probe(op, role: str, index: int, kind: str) -> str:
    """The generic-form module of :func:`probe_op`."""
    from xdsl.dialects.builtin import ModuleOp
    from cute_sym.dialect.printer import module_text
    _, f = probe_op(op, role, index, kind)
    return module_text(ModuleOp([f]), generic=True, form="dsl")


def positions():
    """``(op name, role, index)`` of every operand and result of every instance."""
    for name, op in sorted(instances().items()):
        for role, n in (("operand", len(op.operands)), ("result", len(op.results))):
            for i in range(n):
                yield name, role, i


def first_error(diagnostics) -> str | None:
    return next((m for _, sev, m in diagnostics if sev == "error"), None) if diagnostics else None


def regenerate() -> None:
    """Ask NVIDIA's MLIR and write :data:`FIXTURE`."""
    import nvidia_mlir
    keys, texts = [], []
    for name, role, i in positions():
        for kind in TYPES:
            keys.append((name, role, i, kind))
            texts.append(probe(instances()[name], role, i, kind))
    table: dict = {}
    for (name, role, i, kind), verdict in zip(keys, nvidia_mlir.parse(texts)):
        entry = table.setdefault(f"{name} {role} {i}", {"description": None, "refuses": ""})
        m = re.search(rf"{role} #{i} must be (.*), but got", first_error(verdict) or "")
        if m:
            entry["description"] = m.group(1)
            entry["refuses"] = f"{entry['refuses']} {kind}".strip()
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(table.items()))
                       + "\n}\n")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(HERE.parent.parent))
    regenerate()
