"""``--cute-to-base``: lower what ``--cute-expand-ops`` leaves, and every cute type, to the
``llvm`` and ``arith`` dialects (seed 000, the text under ``--cute-fold-static``).

A full conversion: every cute type becomes the struct of its dynamic leaves
(:mod:`.llvm_types`) wherever it appears (``func.func`` signatures,
``func.call`` / ``func.return``, ``scf`` results and block arguments, ...), and
the ten surviving ops become

* ``cute.static``: ``llvm.mlir.undef`` of the (field-less) struct;
* ``cute.make_*``: ``llvm.mlir.undef`` + one ``llvm.insertvalue`` per operand (a
  ``!cute`` scalar operand gives its one field, a static one an ``arith.constant``);
* ``cute.get_scalars``: ``llvm.extractvalue`` of each dynamic leaf; without
  ``only_dynamic`` the static leaves are ``arith.constant`` s (``i64``; the swizzle's
  three parameters ``i32``);
* ``cute.print``: ``llvm.call @printf`` of an ``llvm.mlir.global`` format string (the
  static text, ``%d`` / ``%ld`` at the dynamic leaves) and of the dynamic leaves.
  xDSL 0.75 has no ``gpu.printf``, so this is also the form inside a ``gpu.module``
  (whose symbol table then holds the declarations).

Any other cute op is an error at that op.  The ops are rewritten first, with
``builtin.unrealized_conversion_cast`` s between the cute values and their
structs (as MLIR's dialect conversion materializes them); the types are then
converted everywhere, which makes each cast an identity, and the casts go.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import (DenseArrayBase, IntegerType, ModuleOp, StringAttr,
                                   UnrealizedConversionCastOp, i32, i64)
from xdsl.dialects.llvm import (AddressOfOp, CallOp, ExtractValueOp, FuncOp, GlobalOp, InsertValueOp,
                                LinkageAttr, LLVMArrayType, LLVMFunctionType, LLVMPointerType, UndefOp)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriteWalker, TypeConversionPattern
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from ...kinds import get_scalars
from ...tuples import Dyn
from ..diagnostics import OpError
from ..ops import (CuteOp, GetScalarsOp, MakeComposedLayoutOp, MakeLayoutOp, PrintOp, StaticOp)
from ..ops.constructors import MAKE_OPS
from ..types import CuteType
from .arith_emit import Emitter
from .expand_ops import is_legal
from .llvm_types import convert_type, leaf_positions, print_format

__all__ = ["CuteToBasePass", "lower_cute_ops"]

PRINTF_TYPE = LLVMFunctionType([LLVMPointerType()], i32, is_variadic=True)


def _position(path: tuple[int, ...]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, path)


def _struct(em: Emitter, value: SSAValue) -> SSAValue:
    """The struct of a cute value (a cast, an identity once the types are converted)."""
    return em.add(UnrealizedConversionCastOp.create(operands=[value], result_types=[convert_type(value.type)]))


def _as_cute(em: Emitter, struct: SSAValue, t: Attribute) -> SSAValue:
    return em.add(UnrealizedConversionCastOp.create(operands=[struct], result_types=[t]))


def _extract(em: Emitter, struct: SSAValue, path: tuple[int, ...], width: int) -> SSAValue:
    return em.add(ExtractValueOp(_position(path), struct, IntegerType(width)))


def _assemble(em: Emitter, t: CuteType, fields: list[SSAValue]) -> SSAValue:
    """``llvm.mlir.undef`` of ``t``'s struct with ``fields`` inserted at 0, 1, ..."""
    struct = em.add(UndefOp(convert_type(t)))
    for k, field in enumerate(fields):
        struct = em.add(InsertValueOp(_position((k,)), struct, field))
    return _as_cute(em, struct, t)


def _static(em: Emitter, op: StaticOp, symbols: "_Symbols") -> list[SSAValue]:
    return [_assemble(em, op.result_types[0], [])]


def _leaf(em: Emitter, operand: SSAValue, width: int) -> SSAValue:
    """The integer an operand of ``cute.make_*`` puts into a ``?`` leaf of ``width`` bits."""
    if isinstance(operand.type, IntegerType):
        return operand
    leaf = operand.type.value.value                 # a scalar !cute value
    if isinstance(leaf, Dyn):
        return _extract(em, _struct(em, operand), (0,), width)
    return em.constant(leaf, width)


def _make_from_leaves(em: Emitter, op: CuteOp, symbols: "_Symbols") -> list[SSAValue]:
    (t,) = op.result_types
    slots = get_scalars(t.value, only_dynamic=True)
    return [_assemble(em, t, [_leaf(em, v, s.width) for v, s in zip(op.operands, slots, strict=True)])]


def _make_from_parts(em: Emitter, op: CuteOp, symbols: "_Symbols") -> list[SSAValue]:
    return [_assemble(em, op.result_types[0], [_struct(em, v) for v in op.operands])]


def _get_scalars(em: Emitter, op: GetScalarsOp, symbols: "_Symbols") -> list[SSAValue]:
    value = op.input.type.value
    struct, positions = _struct(em, op.input), iter(leaf_positions(value))
    return [_extract(em, struct, next(positions), s.width) if isinstance(s.value, Dyn)
            else em.constant(s.value, s.width)
            for s in get_scalars(value, only_dynamic="only_dynamic" in op.properties)]


def _print(em: Emitter, op: PrintOp, symbols: "_Symbols") -> list[SSAValue]:
    """``printf`` of the values: each cute value's text (``%d``/``%ld`` at its dynamic
    leaves), an integer as ``%d``/``%ld``; with a format string, each ``{}`` in turn."""
    pieces, args = [], []
    for v in op.values:
        if isinstance(v.type, IntegerType):
            pieces.append("%ld" if v.type.width.data > 32 else "%d")
            args.append(v)
            continue
        value = v.type.value
        struct = _struct(em, v)
        args += [_extract(em, struct, p, s.width)
                 for p, s in zip(leaf_positions(value), get_scalars(value, only_dynamic=True), strict=True)]
        pieces.append(print_format(value)[:-1])
    if op.fmt is None:
        text = pieces[0] + "\n"
    else:
        parts = op.fmt.data.replace("%", "%%").split("{}")
        if len(parts) != len(pieces) + 1:
            raise OpError(op, f"cannot be lowered: its format string has {len(parts) - 1} '{{}}' for "
                              f"{len(pieces)} value(s)")
        text = "".join(p + (pieces[k] if k < len(pieces) else "") for k, p in enumerate(parts))
    fmt = em.add(AddressOfOp(symbols.format_string(op, text), LLVMPointerType()))
    em.add(CallOp("printf", fmt, *args, return_type=i32, var_callee_type=PRINTF_TYPE))
    return []


LOWERINGS: dict[type, Callable[[Emitter, CuteOp, "_Symbols"], list[SSAValue]]] = {
    StaticOp: _static, GetScalarsOp: _get_scalars, PrintOp: _print,
    MakeLayoutOp: _make_from_parts, MakeComposedLayoutOp: _make_from_parts,
    **{make: _make_from_leaves for make in MAKE_OPS},
}


class _Symbols:
    """The ``printf`` declaration and the format strings, at the top of each symbol table
    (the module, or a ``gpu.module``) holding a ``cute.print``."""

    def __init__(self) -> None:
        self.anchors: dict[Operation, Operation] = {}
        self.strings: dict[tuple[Operation, str], str] = {}

    def _table(self, op: PrintOp) -> Operation:
        table = op.parent_op()
        while not table.has_trait(SymbolTable):
            table = table.parent_op()
        if table not in self.anchors:
            self.anchors[table] = table.regions[0].block.first_op
            printf = SymbolTable.lookup_symbol(table, "printf")
            if printf is None:
                self._declare(table, FuncOp("printf", PRINTF_TYPE, linkage=LinkageAttr("external")))
            elif not (isinstance(printf, FuncOp) and printf.function_type == PRINTF_TYPE):
                raise OpError(op, f"cannot be lowered to a printf call: the symbol @printf is a "
                                  f"'{printf.name}', not 'llvm.func @printf(!llvm.ptr, ...) -> i32'")
        return table

    def _declare(self, table: Operation, symbol: Operation) -> None:
        Rewriter.insert_op(symbol, InsertPoint.before(self.anchors[table]))

    def format_string(self, op: PrintOp, text: str) -> str:
        """The name of a global holding ``text`` (NUL-terminated) in ``op``'s symbol table."""
        table = self._table(op)
        if (table, text) not in self.strings:
            k = 0
            while SymbolTable.lookup_symbol(table, name := f"cute_print_fmt_{k}") is not None:
                k += 1
            data = text + "\0"
            self._declare(table, GlobalOp(LLVMArrayType(len(data.encode()), IntegerType(8)), name, "internal",
                                          constant=True, value=StringAttr(data)))
            self.strings[table, text] = name
        return self.strings[table, text]


def lower_cute_ops(module: ModuleOp) -> None:
    """Rewrite the surviving cute ops (the types are converted afterwards)."""
    ops = [op for op in module.walk() if isinstance(op, CuteOp)]
    for op in ops:
        if not is_legal(op):
            raise OpError(op, "failed to legalize: --cute-to-base lowers only cute.static, "
                              "cute.get_scalars, cute.print and the cute.make_* constructors "
                              "(--cute-expand-ops rewrites the other ops)")
    symbols = _Symbols()
    for op in ops:
        em = Emitter()
        results = LOWERINGS[type(op)](em, op, symbols)
        Rewriter.replace_op(op, em.ops, results)


class _ConvertTypes(TypeConversionPattern):
    """Every cute type, in results, block arguments, attributes and properties (also inside
    other types: ``func.func`` 's function type), to its struct."""

    def convert_type(self, typ: Attribute, /) -> Attribute | None:
        return convert_type(typ)


def _drop_identity_casts(module: ModuleOp) -> None:
    casts = [op for op in module.walk() if isinstance(op, UnrealizedConversionCastOp)
             and len(op.inputs) == len(op.outputs) == 1 and op.inputs[0].type == op.outputs[0].type]
    for cast in casts:
        cast.outputs[0].replace_all_uses_with(cast.inputs[0])
        Rewriter.erase_op(cast)


@dataclass(frozen=True)
class CuteToBasePass(ModulePass):
    name = "cute-to-base"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_cute_ops(op)
        PatternRewriteWalker(_ConvertTypes(recursive=True)).rewrite_module(op)
        _drop_identity_casts(op)
