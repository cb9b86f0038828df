"""The op memo of the lenient reader (``cute_sym.dialect.op_memo``): an op line read before with
other SSA names, built from its record, is the op the parser builds -- compared op by op (class,
operands, results, properties, attributes, the Python attributes of opaque ops, positions,
retyped values, fallbacks) against the same text read with the memo off."""
from __future__ import annotations

from pathlib import Path

import pytest

from cute_sym.dialect import lenient, op_memo
from cute_sym.dialect.lenient import ReadError

CORPUS = Path(__file__).resolve().parent.parent / "check" / "corpus"


def describe(pm) -> tuple:
    """Every op of ``pm`` as text (attributes of an unknown dialect are classes made per reading,
    so their ``repr`` is what compares), values named by (op, result) positions."""
    ops = list(pm.module.walk())
    where: dict = {}
    for i, op in enumerate(ops):
        for j, r in enumerate(op.results):
            where[r] = (i, j)
        for region in op.regions:
            for block in region.blocks:
                for j, a in enumerate(block.args):
                    where[a] = (i, "arg", j)
    out = []
    for op in ops:
        extras = {k: v for k, v in vars(op).items() if k not in op_memo._CORE}
        out.append(repr((type(op), [where.get(o, str(o.type)) for o in op.operands],
                         [(r.type, r.name_hint) for r in op.results], op.properties, op.attributes,
                         op.location, extras, pm.locations.get(op), len(op.regions))))
    retyped = sorted(repr((where[v], t, line)) for v, (t, line) in pm.retyped.items())
    return out, retyped, pm.fallbacks


def read(text: str, memo: bool, monkeypatch) -> tuple:
    """``text`` read leniently, with or without the memo; and how many ops it built."""
    made = []
    original_init = op_memo.OpMemo.__init__

    def init(self):
        original_init(self)
        made.append(self)
    with monkeypatch.context() as m:
        m.setattr(op_memo.OpMemo, "__init__", init)
        if not memo:
            m.setattr(op_memo.OpMemo, "replay", lambda self, parser, mark: None)
        pm = lenient._read(text, "m.mlir")
    return pm, made[0].hits


@pytest.mark.parametrize("name", ["hopper_dense_gemm_f16_128x128_static.mlir",
                                  "hopper_dense_gemm_f16_128x128_static.generic.mlir",
                                  "dsl_tutorial_inline_ptx_vote.mlir"])
def test_module_reads_the_same(name, monkeypatch):
    text = (CORPUS / name).read_text()
    with_memo, hits = read(text, True, monkeypatch)
    without, none = read(text, False, monkeypatch)
    assert none == 0
    assert describe(with_memo) == describe(without)
    ops = sum(1 for _ in with_memo.module.walk())
    if "hopper" in name:
        assert hits > ops // 2          # the DSL repeats its lines: most ops come from a record


MODULE = """module {
  func.func @f() -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %a = arith.addi %c1, %c2 : i32
    %b = arith.addi %c1, %c1 : i32
    %c = arith.addi %c2, %c1 : i32
    %f = arith.constant 1.0 : f32
    %m = nvvm.fmax %f, %f
    %n = nvvm.fmax %m, %f
    %k = nvvm.fmax %n, %m
    %s = arith.addf %k, %n : f32
%REDEF%    return %c : i32
  }
}
"""


def test_operands_follow_the_names(monkeypatch):
    """A line whose record had other names: each operand is the value its own text names,
    a value written twice included; results of untyped ops take the type of their first use."""
    pm, hits = read(MODULE.replace("%REDEF%", ""), True, monkeypatch)
    without, _ = read(MODULE.replace("%REDEF%", ""), False, monkeypatch)
    assert describe(pm) == describe(without)
    ops = {op.results[0].name_hint: op for op in pm.module.walk() if op.results}
    assert [v.name_hint for v in ops["b"].operands] == ["c1", "c1"]
    assert [v.name_hint for v in ops["c"].operands] == ["c2", "c1"]
    assert [v.name_hint for v in ops["k"].operands] == ["n", "m"]
    assert str(ops["k"].results[0].type) == "f32"   # typed by its use in arith.addf
    assert hits >= 2


def test_a_redefinition_is_the_same_error(monkeypatch):
    text = MODULE.replace("%REDEF%", "    %a = arith.addi %c2, %c2 : i32\n")
    errors = []
    for memo in (True, False):
        with pytest.raises(ReadError) as e:
            read(text, memo, monkeypatch)
        errors.append(str(e.value))
    assert errors[0] == errors[1] and "%a is already defined" in errors[0]
