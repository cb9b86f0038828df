"""A small interpreter of ``cute`` IR before and after ``--cute-expand-ops`` /
``--cute-to-base`` (``cute.get_scalars`` / ``cute.make_*`` / ``cute.static`` /
``cute.print``, ``arith`` with fixed-width two's-complement integers, the
``llvm`` struct ops and ``printf``), concrete values for ``?`` leaves, and the
op cases the expansion tests run.
"""
from __future__ import annotations

import re
from typing import Any

from hypothesis import strategies as st
from xdsl.dialects import arith, func, llvm
from xdsl.traits import SymbolTable

from cute_sym.algebra.dynamic import meaning
from cute_sym.composed import ComposedLayout
from cute_sym.dialect.ops import (CuteOp, GetScalarsOp, MakeComposedLayoutOp, MakeLayoutOp, PrintOp,
                                  StaticOp)
from cute_sym.dialect.passes.expand_ops import is_legal
from cute_sym.dialect.types import CuteType
from cute_sym.kinds import IntTuple, get_scalars
from cute_sym.layout import Layout
from cute_sym.tile import Tile
from cute_sym.tuples import Dyn, E, is_tuple, leaves, transform_leaves

# --- concrete values for '?' leaves (an implementation independent of the pass) ---

def fill(value: Any, ints: list[int]) -> Any:
    """``value`` with its ``?`` leaves replaced, in get_scalars order, by ``ints``."""
    it = iter(ints)

    def leaf(x: Any) -> Any:
        if isinstance(x, Dyn):
            return next(it)
        if isinstance(x, E) and isinstance(x.value, Dyn):
            return E(next(it), x.modes)
        return x

    def go(v: Any) -> Any:
        if isinstance(v, IntTuple):
            return type(v)(transform_leaves(leaf, v.value))
        if isinstance(v, Layout):
            shape = transform_leaves(leaf, v.shape)
            return Layout(shape, transform_leaves(leaf, v.stride))
        if isinstance(v, ComposedLayout):
            inner = go(v.inner)
            offset = transform_leaves(leaf, v.offset)
            return ComposedLayout(inner, offset, go(v.outer))
        if isinstance(v, Tile):
            def tile(t: Any) -> Any:
                return tuple(tile(e) for e in t) if isinstance(t, tuple) else go(t) if isinstance(t, Layout) else t
            return Tile(tile(v.value))
        return v

    out = go(value)
    assert next(it, None) is None
    return out


def dynamic_scalars(t: CuteType, concrete: Any) -> list[int]:
    """The values of the ``?`` leaves of type ``t`` in ``concrete`` (get_scalars<{only_dynamic}>)."""
    kinds = get_scalars(t.value)
    values = get_scalars(concrete)
    return [v.value for k, v in zip(kinds, values, strict=True) if isinstance(k.value, Dyn)]


# --- the interpreter ---

def wrap(v: int, width: int) -> int:
    v &= (1 << width) - 1
    return v - (1 << width) if width > 1 and v >> (width - 1) else v


def unsigned(v: int, width: int) -> int:
    return v & ((1 << width) - 1)


def _width(op) -> int:
    t = op.results[0].type
    return t.width.data


BINARY = {
    arith.AddiOp: lambda a, b, w: a + b,
    arith.SubiOp: lambda a, b, w: a - b,
    arith.MuliOp: lambda a, b, w: a * b,
    arith.DivUIOp: lambda a, b, w: unsigned(a, w) // unsigned(b, w),
    arith.RemUIOp: lambda a, b, w: unsigned(a, w) % unsigned(b, w),
    arith.FloorDivSIOp: lambda a, b, w: a // b,
    arith.MaxSIOp: lambda a, b, w: max(a, b),
    arith.MinSIOp: lambda a, b, w: min(a, b),
    arith.AndIOp: lambda a, b, w: a & b,
    arith.XOrIOp: lambda a, b, w: a ^ b,
    arith.ShRUIOp: lambda a, b, w: unsigned(a, w) >> b,
    arith.ShLIOp: lambda a, b, w: a << b,
}
PREDICATES = {0: lambda a, b: a == b, 2: lambda a, b: a < b, 5: lambda a, b: a >= b}


def interpret(fn: func.FuncOp, args: list[Any], printed: list[str] | None = None) -> list[Any]:
    """The results of ``fn`` on ``args``.  A cute value is a ``cute_sym`` value; an LLVM
    struct a tuple of its fields (``None`` while undefined); ``printf`` / ``cute.print``
    append their text to ``printed``."""
    printed = [] if printed is None else printed
    env: dict = dict(zip(fn.body.block.args, args, strict=True))
    for op in fn.body.block.ops:
        if isinstance(op, func.ReturnOp):
            return [env[v] for v in op.operands]
        ins = [env[v] for v in op.operands]
        if isinstance(op, StaticOp):
            out = [op.results[0].type.value]
        elif isinstance(op, GetScalarsOp):
            t = op.operands[0].type
            out = (dynamic_scalars(t, ins[0]) if "only_dynamic" in op.properties
                   else [s.value for s in get_scalars(ins[0])])
        elif isinstance(op, MakeLayoutOp):
            out = [Layout(ins[0].value, ins[1].value)]
        elif isinstance(op, MakeComposedLayoutOp):
            out = [ComposedLayout(ins[0], ins[1].value, ins[2])]
        elif isinstance(op, PrintOp):
            printed.append(str(ins[0]) + "\n")
            out = []
        elif isinstance(op, CuteOp):
            assert is_legal(op), f"{op.name} survived the expansion"
            ints = [x if isinstance(x, int) else x.value for x in ins]
            out = [fill(op.results[0].type.value, ints)]
        elif isinstance(op, func.CallOp):
            out = interpret(SymbolTable.lookup_symbol(op, op.callee), ins, printed)
        elif isinstance(op, llvm.UndefOp):
            out = [undef(op.results[0].type)]
        elif isinstance(op, llvm.InsertValueOp):
            out = [insert(ins[0], tuple(op.position.iter_values()), ins[1])]
        elif isinstance(op, llvm.ExtractValueOp):
            out = [extract(ins[0], tuple(op.position.iter_values()))]
        elif isinstance(op, llvm.AddressOfOp):
            out = [SymbolTable.lookup_symbol(op, op.global_name).value.data]
        elif isinstance(op, llvm.CallOp):
            assert op.callee.string_value() == "printf" and ins[0].endswith("\0")
            widths = [64 if m == "%ld" else 32 for m in re.findall(r"%l?d", ins[0])]
            assert widths == [t.width.data for t in op.operand_types[1:]], "printf conversions vs arguments"
            printed.append(ins[0][:-1].replace("%ld", "%d") % tuple(ins[1:]))
            out = [len(printed[-1])]
        elif isinstance(op, arith.ConstantOp):
            out = [wrap(op.value.value.data, _width(op))]
        elif type(op) in BINARY:
            w = _width(op)
            out = [wrap(BINARY[type(op)](*ins, w), w)]
        elif isinstance(op, arith.CmpiOp):
            out = [int(PREDICATES[op.predicate.value.data](*ins))]
        elif isinstance(op, arith.SelectOp):
            out = [ins[1] if ins[0] else ins[2]]
        elif isinstance(op, (arith.ExtSIOp, arith.TruncIOp)):
            out = [wrap(ins[0], _width(op))]
        elif isinstance(op, arith.ExtUIOp):
            out = [unsigned(ins[0], op.operands[0].type.width.data)]
        else:
            raise AssertionError(f"no interpretation for {op.name}")
        env.update(zip(op.results, out, strict=True))
    raise AssertionError("no func.return")


# --- LLVM structs as nested tuples ---

def undef(t: llvm.LLVMStructType) -> tuple:
    return tuple(undef(f) if isinstance(f, llvm.LLVMStructType) else None for f in t.types)


def insert(struct: tuple, path: tuple[int, ...], value: Any) -> tuple:
    k, rest = path[0], path[1:]
    return struct[:k] + (insert(struct[k], rest, value) if rest else value,) + struct[k + 1:]


def extract(struct: tuple, path: tuple[int, ...]) -> Any:
    for k in path:
        struct = struct[k]
    return struct


def encode(t: llvm.LLVMStructType, ints: list[int]) -> tuple:
    """The struct of type ``t`` whose integer fields, depth first, are ``ints``."""
    it = iter(ints)

    def go(s: llvm.LLVMStructType) -> tuple:
        return tuple(go(f) if isinstance(f, llvm.LLVMStructType) else next(it) for f in s.types)
    out = go(t)
    assert next(it, None) is None
    return out


def fields(struct: tuple) -> list[int]:
    """The integer fields of a struct, depth first."""
    return [x for f in struct for x in (fields(f) if isinstance(f, tuple) else [f])]


# --- the cases: (signature, op text, result types) ---

def case(args: str, op: str, results: str) -> str:
    return (f"func.func @f({args}) -> ({results}) {{\n  %r = {op}\n"
            f"  func.return %r : {results}\n}}\n")


CASES = {
    "crd2idx": case('%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(4,8)">',
                    'cute.crd2idx(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">',
                    '!cute.int_tuple<"?">'),
    "crd2idx_nested": case('%c: !cute.coord<"((?,1),?)">, %s: !cute.shape<"((3,?),?{i64})">',
                           'cute.crd2idx(%c, %s) : (!cute.coord<"((?,1),?)">, !cute.shape<"((3,?),?{i64})">) -> !cute.int_tuple<"?">',
                           '!cute.int_tuple<"?">'),
    "idx2crd": case('%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,?,3)">',
                    'cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,?,3)">) -> !cute.coord<"(?,?,?)">',
                    '!cute.coord<"(?,?,?)">'),
    "idx2crd_nested": case('%i: !cute.int_tuple<"?{i64}">, %s: !cute.shape<"((2,?),4)">',
                           'cute.idx2crd(%i, %s) : (!cute.int_tuple<"?{i64}">, !cute.shape<"((2,?),4)">) -> !cute.coord<"((?{i64},?{i64}),?{i64})">',
                           '!cute.coord<"((?{i64},?{i64}),?{i64})">'),
    "increment_coord": case('%c: !cute.coord<"((?,?),?)">, %s: !cute.shape<"((2,?),4)">',
                            'cute.increment_coord(%c, %s) : (!cute.coord<"((?,?),?)">, !cute.shape<"((2,?),4)">) -> !cute.coord<"((?,?),?)">',
                            '!cute.coord<"((?,?),?)">'),
    "layout_eval": case('%c: !cute.coord<"(?,?)">, %l: !cute.layout<"(4,8):(1,?)">',
                        'cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">',
                        '!cute.int_tuple<"?">'),
    "layout_eval_index": case('%c: !cute.coord<"?">, %l: !cute.layout<"((2,?),4):((1,?),8)">',
                              'cute.layout_eval(%c, %l) : (!cute.coord<"?">, !cute.layout<"((2,?),4):((1,?),8)">) -> !cute.int_tuple<"?">',
                              '!cute.int_tuple<"?">'),
    "layout_eval_basis": case('%c: !cute.coord<"(?,?)">, %l: !cute.layout<"(?,8):(1@0,?@1)">',
                              'cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,8):(1@0,?@1)">) -> !cute.int_tuple<"(?,?)">',
                              '!cute.int_tuple<"(?,?)">'),
    "layout_eval_composed": case('%c: !cute.coord<"(?,?)">, %l: !cute.composed_layout<"(4,?):(1,4) o ? o (2,?):(1,2)">',
                                 'cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.composed_layout<"(4,?):(1,4) o ? o (2,?):(1,2)">) -> !cute.int_tuple<"?">',
                                 '!cute.int_tuple<"?">'),
    "layout_eval_swizzle": case('%c: !cute.coord<"(?,?)">, %l: !cute.composed_layout<"S<3,5,4> o ? o (16,64):(64,?)">',
                                'cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.composed_layout<"S<3,5,4> o ? o (16,64):(64,?)">) -> !cute.int_tuple<"?">',
                                '!cute.int_tuple<"?">'),
    "size": case('%l: !cute.layout<"(?,(3,?)):(1,(?,?))">',
                 'cute.size (%l) : (!cute.layout<"(?,(3,?)):(1,(?,?))">) -> !cute.int_tuple<"?">', '!cute.int_tuple<"?">'),
    "size_mode": case('%s: !cute.shape<"(4,(?,2),?)">',
                      'cute.size<[1]> (%s) : (!cute.shape<"(4,(?,2),?)">) -> !cute.int_tuple<"?">', '!cute.int_tuple<"?">'),
    "cosize": case('%l: !cute.layout<"(?,8):(1,?)">',
                   'cute.cosize (%l) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?">', '!cute.int_tuple<"?">'),
    "tuple_product": case('%s: !cute.shape<"(?,(3,?))">',
                          'cute.tuple_product(%s) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">', '!cute.shape<"?">'),
    "tuple_product_each": case('%s: !cute.int_tuple<"(?,(3,?{i64}))">',
                               'cute.tuple_product_each(%s) : (!cute.int_tuple<"(?,(3,?{i64}))">) -> !cute.int_tuple<"(?,?{i64})">',
                               '!cute.int_tuple<"(?,?{i64})">'),
    "ceil_div": case('%a: !cute.int_tuple<"(?,10,?)">, %b: !cute.int_tuple<"(3,?)">',
                     'cute.ceil_div(%a, %b) : (!cute.int_tuple<"(?,10,?)">, !cute.int_tuple<"(3,?)">) -> !cute.int_tuple<"(?,?,?)">',
                     '!cute.int_tuple<"(?,?,?)">'),
    "ceil_div_scalar": case('%a: !cute.shape<"(?,?)">, %b: !cute.shape<"?">',
                            'cute.ceil_div(%a, %b) : (!cute.shape<"(?,?)">, !cute.shape<"?">) -> !cute.shape<"(?,?)">',
                            '!cute.shape<"(?,?)">'),
    "shape_div": case('%a: !cute.shape<"(?,8)">, %b: !cute.shape<"(4,4)">',
                      'cute.shape_div(%a, %b) : (!cute.shape<"(?,8)">, !cute.shape<"(4,4)">) -> !cute.shape<"(?,2)">',
                      '!cute.shape<"(?,2)">'),
    "tuple_add": case('%a: !cute.int_tuple<"(?,3,(?,1))">, %b: !cute.int_tuple<"(2,?)">',
                      'cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,3,(?,1))">, !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?,(?,1))">',
                      '!cute.int_tuple<"(?,?,(?,1))">'),
    "tuple_sub": case('%a: !cute.int_tuple<"(?,9)">, %b: !cute.int_tuple<"(2,?,?)">',
                      'cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(?,9)">, !cute.int_tuple<"(2,?,?)">) -> !cute.int_tuple<"(?,?,?)">',
                      '!cute.int_tuple<"(?,?,?)">'),
    "equal": case('%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.layout<"(4,?):(1,?)">',
                  'cute.equal(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,?):(1,?)">) -> i1', 'i1'),
    "elem_less": case('%a: !cute.coord<"(?,(1,?))">, %b: !cute.shape<"(4,(?,3))">',
                      'cute.elem_less(%a, %b) : (!cute.coord<"(?,(1,?))">, !cute.shape<"(4,(?,3))">) -> i1', 'i1'),
    "get": case('%l: !cute.layout<"((?,2),(3,?)):((1,?),(8,?))">',
                'cute.get<[1]> (%l) : !cute.layout<"((?,2),(3,?)):((1,?),(8,?))"> -> !cute.layout<"(3,?):(8,?)">',
                '!cute.layout<"(3,?):(8,?)">'),
    "select_composed": case('%c: !cute.composed_layout<"(4,?):(1,4) o ? o (2,?,3):(1,2,?)">',
                            'cute.select<[2, 0]> (%c) : !cute.composed_layout<"(4,?):(1,4) o ? o (2,?,3):(1,2,?)"> -> !cute.composed_layout<"(4,?):(1,4) o ? o (3,2):(?,1)">',
                            '!cute.composed_layout<"(4,?):(1,4) o ? o (3,2):(?,1)">'),
    "get_shape_tile": case('%t: !cute.tile<"[(?,3):(1,?);4:?]">',
                           'cute.get_shape(%t) : !cute.tile<"[(?,3):(1,?);4:?]"> -> !cute.shape<"((?,3),4)">',
                           '!cute.shape<"((?,3),4)">'),
    "get_stride": case('%l: !cute.layout<"(?,8):(?{i64}@0,1@1)">',
                       'cute.get_stride(%l) : !cute.layout<"(?,8):(?{i64}@0,1@1)"> -> !cute.stride<"(?{i64}@0,1@1)">',
                       '!cute.stride<"(?{i64}@0,1@1)">'),
    "composed_get_outer": case('%c: !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)">',
                               'cute.composed_get_outer(%c) : !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)"> -> !cute.layout<"(8,?):(1,8)">',
                               '!cute.layout<"(8,?):(1,8)">'),
    "to_int_tuple": case('%c: !cute.coord<"(?,(3,?))">',
                         'cute.to_int_tuple(%c) : !cute.coord<"(?,(3,?))"> -> !cute.int_tuple<"(?,(3,?))">',
                         '!cute.int_tuple<"(?,(3,?))">'),
    "append_to_rank": case('%l: !cute.layout<"?:?">, %e: !cute.layout<"?:0">',
                           'cute.append_to_rank<3> (%l, %e) : !cute.layout<"?:?">, !cute.layout<"?:0">',
                           '!cute.layout<"(?,?,?):(?,0,0)">'),
    "logical_divide": case('%l: !cute.layout<"(?,8):(1,?)">, %t: !cute.tile<"[2:1;4:1]">',
                           'cute.logical_divide(%l, %t) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?))">',
                           '!cute.layout<"((2,?),(4,2)):((1,2),(?,?))">'),
    "composition_tiler": case('%l: !cute.layout<"(?,8):(1,?)">, %t: !cute.tile<"[2:1;4:1]">',
                              'cute.composition(%l, %t) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"(2,4):(1,?)">',
                              '!cute.layout<"(2,4):(1,?)">'),
    "make_identity_layout": case('%s: !cute.shape<"(?,(8,?))">',
                                 'cute.make_identity_layout(%s) : !cute.shape<"(?,(8,?))"> -> !cute.layout<"(?,(8,?)):(1@0,(1@0@1,1@1@1))">',
                                 '!cute.layout<"(?,(8,?)):(1@0,(1@0@1,1@1@1))">'),
    "slice": case('%l: !cute.layout<"((?,2),?):((1,?),16)">, %c: !cute.coord<"((_,1),?)">',
                  'cute.slice(%l, %c) : !cute.layout<"((?,2),?):((1,?),16)">, !cute.coord<"((_,1),?)">',
                  '!cute.layout<"(?):(1)">'),
    "flatten": case('%l: !cute.layout<"((?,2),8):((1,?),16)">',
                    'cute.flatten(%l) : (!cute.layout<"((?,2),8):((1,?),16)">) -> !cute.layout<"(?,2,8):(1,?,16)">',
                    '!cute.layout<"(?,2,8):(1,?,16)">'),
    # issue 12: CuTe's structure for dynamic leaves (the types CuTe DSL 4.8.1 infers)
    "composition_dyn": case('%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.layout<"(4,2):(2,1)">',
                            'cute.composition(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">',
                            '!cute.layout<"((?,?),(?,?)):((2,?),(1,?))">'),
    "zipped_divide_dyn": case('%a: !cute.layout<"(?,?):(1,?)">, %t: !cute.tile<"[4:1;2:1]">',
                              'cute.zipped_divide(%a, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1;2:1]">) -> !cute.layout<"((4,2),(?,?)):((1,?),(4,?{div=2}))">',
                              '!cute.layout<"((4,2),(?,?)):((1,?),(4,?{div=2}))">'),
    "complement_dyn": case('%a: !cute.layout<"(3):(?)">, %c: !cute.shape<"12">',
                           'cute.complement(%a, %c) : (!cute.layout<"(3):(?)">, !cute.shape<"12">) -> !cute.layout<"(?,?):(1,?{div=3})">',
                           '!cute.layout<"(?,?):(1,?{div=3})">'),
    "logical_product_dyn": case('%a: !cute.layout<"(4,2):(1,4)">, %b: !cute.layout<"(?,2):(1,?)">',
                                'cute.logical_product(%a, %b) : (!cute.layout<"(4,2):(1,4)">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))">',
                                '!cute.layout<"((4,2),(?,2)):((1,4),(8,?{div=8}))">'),
    "tile_to_shape_dyn": case('%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(?,8)">, %o: !cute.int_tuple<"(1,0)">',
                              'cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,?),(2,4)):((1,16),(2,4))">',
                              '!cute.layout<"((2,?),(2,4)):((1,16),(2,4))">'),
}

# Divisions need divisible operands: shape_div's first leaf is a multiple of 4.
MULTIPLE = {"shape_div": 4}


def leaf_values(name: str) -> st.SearchStrategy[list[int]]:
    """Random positive values for the ``?`` leaves of case ``name``'s operands."""
    def divisible(ints: list[int]) -> list[int]:
        return [ints[0] * MULTIPLE.get(name, 1), *ints[1:]]
    return st.lists(st.integers(1, 9), min_size=12, max_size=12).map(divisible)


def cute_facts_hold(op: Any, types: list, ints: list[int]) -> bool:
    """Whether the facts CuTe's structure for ``op`` on operands of ``types`` takes for granted
    hold at the values ``ints`` of their ``?`` leaves (``get_scalars`` order)."""
    meant = meaning(lambda *vs: type(op).compute(list(vs), dict(op.properties)), *[t.value for t in types])
    return meant.holds_at(dict(zip([sym for sym, _leaf in meant.symbols], ints)))


def same_value(a: Any, b: Any) -> bool:
    """Equal values; layouts of one shape may differ in the stride of a size-1 mode
    (the algebra writes 0 there for concrete extents), which no coordinate sees.  Layouts of
    other shapes -- CuTe's structure for dynamic leaves, decided before the values are
    known, against the static algebra's on concrete ones -- must agree as functions of the
    integer coordinate, and so must their first modes (a divide's tile)."""
    if isinstance(a, Layout) and isinstance(b, Layout):
        if a.shape == b.shape:
            return all(s == 1 or x == y for s, x, y in zip(leaves(a.shape), leaves(a.stride), leaves(b.stride)))
        if a.size() != b.size() or any(a(i) != b(i) for i in range(min(a.size(), 1 << 12))):
            return False
        if is_tuple(a.shape) and is_tuple(b.shape) and a.shape and b.shape:
            a0, b0 = Layout(a.shape[0], a.stride[0]), Layout(b.shape[0], b.stride[0])
            return a0.size() == b0.size() and all(a0(i) == b0(i) for i in range(min(a0.size(), 1 << 12)))
        return True
    return a == b


