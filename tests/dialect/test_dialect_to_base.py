"""--cute-to-base keeps every value: the lowered functions (``llvm`` structs, ``arith``,
``printf``) compute what the cute functions compute, for random dynamic values.

Both sides run on the interpreter of ``ir_eval``: the cute side on ``cute_sym``
values (``cute.make_*`` fills the ``?`` leaves of its result type, ``cute.print``
prints the value's text), the lowered side on nested tuples; a cute value is
compared through the struct holding its dynamic leaves depth first, and the
printed lines must be identical.
"""
from __future__ import annotations

from functools import lru_cache
from io import StringIO
from pathlib import Path
from typing import Any, Sequence

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import IntegerType, ModuleOp
from xdsl.printer import Printer

from cute_sym.dialect.diagnostics import LocatingParser
from cute_sym.dialect.opt import make_context, split_chunks
from cute_sym.dialect.passes.expand_ops import ExpandOpsPass
from cute_sym.dialect.passes.llvm_types import print_format, struct_type
from cute_sym.dialect.passes.to_base import CuteToBasePass
from cute_sym.dialect.types import CuteType
from cute_sym.errors import CuteError
from cute_sym.kinds import get_scalars
from cute_sym.syntax import PARSERS

from ir_eval import CASES, cute_facts_hold, dynamic_scalars, encode, fields, fill, interpret, leaf_values, same_value

CTX = make_context()

LAYOUT = '!cute.layout<"(?,8):(1,?{i64})">'
COMPOSED = '!cute.composed_layout<"S<3,4,3> o ? o (?,8):(1,?{i64})">'
TILE = '!cute.tile<"[(?,3):(1,?);_]">'
COORD = '!cute.coord<"((?,_),?)">'
TUPLE = '!cute.int_tuple<"(?,(?,?))">'
BASIS = '!cute.stride<"(?@0,1@1)">'
STATIC = '!cute.layout<"(2,3):(1,2)">'

# Every surviving op, every kind, scalar and static operands of make_*, func.call.
MODULE = f"""
func.func @build(%m: i32, %n: i64, %k: !cute.int_tuple<"?">, %c4: !cute.int_tuple<"4">, %j: i32)
    -> ({LAYOUT}, {COMPOSED}, {TILE}, {COORD}, {TUPLE}, {BASIS}, {STATIC}, i32, i64, i32) {{
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = cute.make_stride(%n) : (i64) -> !cute.stride<"(1,?{{i64}})">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?{{i64}})">) -> {LAYOUT}
  %sw = cute.static : !cute.swizzle<"S<3,4,3>">
  %o = cute.make_int_tuple(%k) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"?">
  %cl = cute.make_composed_layout(%sw, %o, %l) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"?">, {LAYOUT}) -> {COMPOSED}
  %t = cute.make_tile(%m, %j) : (i32, i32) -> {TILE}
  %c = cute.make_coord(%j, %m) : (i32, i32) -> {COORD}
  %i = cute.make_int_tuple(%m, %k, %c4) : (i32, !cute.int_tuple<"?">, !cute.int_tuple<"4">) -> {TUPLE}
  %e = cute.make_stride(%j) : (i32) -> {BASIS}
  %z = cute.static : {STATIC}
  cute.print(%cl) : {COMPOSED}
  cute.print(%t) : {TILE}
  cute.print(%c) : {COORD}
  cute.print(%i) : {TUPLE}
  cute.print(%e) : {BASIS}
  cute.print(%z) : {STATIC}
  cute.print(%sw) : !cute.swizzle<"S<3,4,3>">
  %a:8 = cute.get_scalars(%cl) : {COMPOSED}
  %b:3 = cute.get_scalars<{{only_dynamic}}> (%cl) : {COMPOSED}
  %g:4 = cute.get_scalars(%t) : {TILE}
  func.return %l, %cl, %t, %c, %i, %e, %z, %a#1, %a#5, %g#3 : {LAYOUT}, {COMPOSED}, {TILE}, {COORD}, {TUPLE}, {BASIS}, {STATIC}, i32, i64, i32
}}
func.func @caller(%m: i32, %n: i64, %k: !cute.int_tuple<"?">, %j: i32) -> ({COMPOSED}, i64) {{
  %c4 = cute.static : !cute.int_tuple<"4">
  %r:10 = func.call @build(%m, %n, %k, %c4, %j) : (i32, i64, !cute.int_tuple<"?">, !cute.int_tuple<"4">, i32) -> ({LAYOUT}, {COMPOSED}, {TILE}, {COORD}, {TUPLE}, {BASIS}, {STATIC}, i32, i64, i32)
  cute.print(%r#0) : {LAYOUT}
  %x:3 = cute.get_scalars<{{only_dynamic}}> (%r#1) : {COMPOSED}
  func.return %r#1, %x#2 : {COMPOSED}, i64
}}
"""


def parse(text: str) -> ModuleOp:
    return LocatingParser(CTX, text, "<test>").parse_module()


def lowered(text: str, *passes: Any) -> ModuleOp:
    module = parse(text)
    for p in passes:
        p().apply(CTX, module)
    module.verify()
    return module


MODULES = parse(MODULE), lowered(MODULE, CuteToBasePass)   # read only


def function(module: ModuleOp, name: str) -> func.FuncOp:
    return next(op for op in module.ops if isinstance(op, func.FuncOp) and op.sym_name.data == name)


def printed(module: ModuleOp, generic: bool = False) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


def arguments(cute_fn: func.FuncOp, llvm_fn: func.FuncOp, ints: Sequence[int]) -> tuple[list, list]:
    """The same random arguments for both sides: integers, cute values, their structs."""
    it, cute_args, llvm_args = iter(ints), [], []
    for t, lt in zip(cute_fn.function_type.inputs, llvm_fn.function_type.inputs, strict=True):
        if isinstance(t, IntegerType):
            v = next(it)
            cute_args.append(v)
            llvm_args.append(v)
            continue
        n = len(get_scalars(t.value, only_dynamic=True))
        value = fill(t.value, [next(it) for _ in range(n)])
        cute_args.append(value)
        llvm_args.append(encode(lt, dynamic_scalars(t, value)))
    return cute_args, llvm_args


def assert_same_results(cute_fn: func.FuncOp, cute_out: list, llvm_fn: func.FuncOp, llvm_out: list) -> None:
    types = zip(cute_fn.function_type.outputs, llvm_fn.function_type.outputs, strict=True)
    for (t, lt), want, got in zip(types, cute_out, llvm_out, strict=True):
        if isinstance(t, CuteType):
            assert got == encode(lt, dynamic_scalars(t, want)), (str(t), str(want), got)
        else:
            assert got == want


I32 = st.integers(-(1 << 31), (1 << 31) - 1)


@settings(max_examples=25, deadline=None)
@given(ints=st.tuples(st.integers(1, (1 << 31) - 1), st.integers(-(1 << 63), (1 << 63) - 1), I32, I32))
def test_lowering_keeps_values_and_prints(ints: tuple[int, ...]) -> None:
    """Every surviving op, through func.call: same results, same printed lines
    (the arguments: the extent %m, the i64 stride %n, the offset %k, %j)."""
    cute_module, llvm_module = MODULES
    for name in ("build", "caller"):
        cute_fn, llvm_fn = function(cute_module, name), function(llvm_module, name)
        cute_args, llvm_args = arguments(cute_fn, llvm_fn, ints)
        cute_lines, llvm_lines = [], []
        cute_out = interpret(cute_fn, cute_args, cute_lines)
        llvm_out = interpret(llvm_fn, llvm_args, llvm_lines)
        assert llvm_lines == cute_lines
        assert_same_results(cute_fn, cute_out, llvm_fn, llvm_out)


def test_printed_text_seed_example() -> None:
    """Seed 000's cute.print examples: (2,3):(1,2) and a dynamic stride, printed by printf."""
    text = ('func.func @p(%y: !cute.stride<"?">) {\n  %x = cute.static : !cute.layout<"(2,3):(1,2)">\n'
            '  cute.print(%x) : !cute.layout<"(2,3):(1,2)">\n  cute.print(%y) : !cute.stride<"?">\n'
            '  func.return\n}\n')
    fn = function(lowered(text, CuteToBasePass), "p")
    lines: list[str] = []
    interpret(fn, [(-7,)], lines)
    assert lines == ["(2,3):(1,2)\n", "-7\n"]


@pytest.mark.parametrize("text, struct", [
    ('!cute.shape<"(?,(8,?{i64}))">', "!llvm.struct<(i32, i64)>"),
    ('!cute.stride<"(?@0,(1@1,?{i64}@1))">', "!llvm.struct<(i32, i64)>"),
    ('!cute.coord<"(_,?)">', "!llvm.struct<(i32)>"),
    ('!cute.int_tuple<"4">', "!llvm.struct<()>"),
    ('!cute.tile<"[(?,3):(1,?);_;?{i64}:2]">', "!llvm.struct<(i32, i32, i64)>"),
    ('!cute.layout<"(4,8):(1,4)">', "!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>"),
    ('!cute.layout<"(?,8):(1,?{i64})">', "!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i64)>)>"),
    ('!cute.swizzle<"S<3,4,3>">', "!llvm.struct<()>"),
    ('!cute.composed_layout<"S<3,4,3> o ? o (?,8):(1,?{i64})">',
     "!llvm.struct<(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i64)>)>)>"),
    ('!cute.composed_layout<"(4,?):(1,4) o 2 o (2,3):(1,2)">',
     "!llvm.struct<(!llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>, !llvm.struct<()>, "
     "!llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>)>"),
])
def test_struct_types(text: str, struct: str) -> None:
    """Seed 000's type conversion: the dynamic leaves only, layouts and composed layouts nested."""
    kind, _, rest = text[len("!cute."):].partition("<")
    out = StringIO()
    Printer(stream=out).print_attribute(struct_type(PARSERS[kind](rest[1:-2])))
    assert out.getvalue() == struct


@given(kind_text=st.sampled_from([("layout", "(?,8):(1,?{i64})"), ("composed_layout", "S<3,4,3> o ? o (?,8):(1,?{i64})"),
                                   ("tile", "[(?,3):(1,?);_]"), ("coord", "((?,_),?)"), ("stride", "(?@0,1@1)"),
                                   ("int_tuple", "(?{i64},(?,4))")]),
       ints=st.lists(st.integers(1, 999), min_size=3, max_size=3))
@settings(max_examples=30, deadline=None)
def test_print_format_is_the_text(kind_text: tuple[str, str], ints: list[int]) -> None:
    """printf's format with the dynamic leaves substituted is the canonical text of the value."""
    value = PARSERS[kind_text[0]](kind_text[1])
    n = len(get_scalars(value, only_dynamic=True))
    assert print_format(value).replace("%ld", "%d") % tuple(ints[:n]) == str(fill(value, ints[:n])) + "\n"


@lru_cache(maxsize=None)
def case_functions(name: str) -> tuple[func.FuncOp, func.FuncOp]:
    """Case ``name`` as written and after the pipeline (read only)."""
    module = lowered(CASES[name], ExpandOpsPass, CuteToBasePass)
    assert_no_cute(module)
    return function(parse(CASES[name]), "f"), function(module, "f")


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=8, deadline=None)
@given(data=st.data())
def test_pipeline_computes_the_op(name: str, data: st.DataObject) -> None:
    """--cute-expand-ops then --cute-to-base: the structs hold the op's value (cute_sym)."""
    ints = data.draw(leaf_values(name))
    cute_fn, llvm_fn = case_functions(name)
    (op,) = [o for o in cute_fn.body.block.ops if not isinstance(o, func.ReturnOp)]
    cute_args, llvm_args = arguments(cute_fn, llvm_fn, ints)
    try:
        expected = type(op).compute(cute_args, dict(op.properties))
    except CuteError:
        assume(False)
    assume(cute_facts_hold(op, [a.type for a in cute_fn.body.block.args], ints))
    (got,) = interpret(llvm_fn, llvm_args)
    (t,) = cute_fn.function_type.outputs
    if isinstance(t, IntegerType):
        assert got == int(expected)
    else:
        assert same_value(fill(t.value, fields(got)), expected), (name, got, str(expected))


LIT_INPUTS = [chunk for path in sorted((Path(__file__).parent / "Conversion" / "CuteToBase").glob("*.mlir"))
              if not path.stem.endswith("_errors")
              for chunk, _ in split_chunks(path.read_text(), "// -----")]


def assert_no_cute(module: ModuleOp) -> None:
    """Only builtin, func, arith, scf, gpu and llvm ops remain, and no cute type."""
    for op in module.walk():
        assert op.dialect_name() in ("builtin", "func", "arith", "scf", "gpu", "llvm"), op.name
        assert not any(isinstance(t, CuteType) for t in (*op.operand_types, *op.result_types))


def test_no_cute_left_and_output_round_trips() -> None:
    """After the pipeline (on the module here and the lit suite's inputs) no cute op or type is
    left; the printed module (custom and generic form) parses back to the same text."""
    assert len(LIT_INPUTS) > 30
    for text in [MODULE, *LIT_INPUTS]:
        module = lowered(text, ExpandOpsPass, CuteToBasePass)
        assert_no_cute(module)
        for generic in (False, True):
            once = printed(module, generic)
            assert printed(parse(once), generic) == once


def test_structs_of_the_signature() -> None:
    """func.func signatures and func.call results are converted; scalars stay integers."""
    module = MODULES[1]
    caller = function(module, "caller")
    assert [str(t) for t in caller.function_type.inputs][:3] == ["i32", "i64", "!llvm.struct<(i32)>"]
    (call,) = [op for op in caller.walk() if isinstance(op, func.CallOp)]
    assert call.result_types == function(module, "build").function_type.outputs.data
    assert isinstance(call.result_types[0], llvm.LLVMStructType)
