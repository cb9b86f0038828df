"""The CuTe DSL 4.8.1's tensor and atom ops: views, iterators, memory, partitions, copies.

Registered with their operands, properties and result types as the DSL prints them.
Where a result type is left out of the DSL's spelling, it is inferred from the
operands' values (:mod:`cute_sym.tensor`): ``get_iter``, ``get_layout``,
``deref_arith_tuple_iter``, ``add_offset``, ``local_tile``, ``make_identity_tensor``;
the layout-algebra ops also take tensors (``cute.slice``, the divides, ``group_modes``,
``size``: :data:`~.base.CuteOp.TENSOR_LIFT`).  The partitions by a tiled copy or MMA,
fragments, copies and GEMMs are not modelled: their declared result types are kept
(the DSL prints them) and only their operand kinds are checked.
"""
from __future__ import annotations

from typing import Any, ClassVar, Sequence

from xdsl.dialects.builtin import IntegerAttr, StringAttr, SymbolRefAttr, i32
from xdsl.ir import Attribute
from xdsl.irdl import (AttrSizedOperandSegments, irdl_op_definition, operand_def, opt_operand_def, opt_prop_def,
                       prop_def, result_def, traits_def, var_operand_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure

from ...algebra import make_identity_layout
from ...errors import PreconditionError
from ...kinds import IntTuple, Shape
from ...tensor import ArithTupleIter, CoordTensor, DescView, Descriptor, MemRef, Pointer, advance, local_tile
from ..attrs import CoordAttr, attr_of
from ..tensor_types import ITERATOR_KINDS, VIEW_KINDS
from ..types import cute_type
from .base import CuteOp, Kinds, OpFailure, type_text

__all__ = ["GetIterOp", "GetLayoutOp", "DerefArithTupleIterOp", "MakeViewOp", "MakeIdentityTensorOp",
           "MakeArithTupleIterOp", "AddOffsetOp", "RecastIterOp", "MemRefAllocaOp", "MemRefLoadOp",
           "MemRefStoreOp", "MemRefLoadVecOp", "MemRefStoreVecOp", "LocalTileOp", "LocalPartitionOp",
           "MakeFragmentLikeOp", "PartitionSOp", "PartitionDOp", "RetileOp", "MmaPartitionOp",
           "MmaPartitionShapeOp", "MmaMakeFragmentOp", "CopyMakeFragmentOp", "MakeAtomOp", "MakeTiledCopyOp",
           "MakeTiledCopyV2Op", "MakeTiledMmaOp", "CopyOp", "CopyAtomCallOp", "GemmOp", "MmaAtomCallOp",
           "PrefetchOp", "KernelSmemSizeOp", "PtrToIntOp", "IntToPtrOp", "DerefineOp", "SymbolicOp"]

TENSOR = Kinds(*VIEW_KINDS)
ITERATOR = Kinds(*ITERATOR_KINDS)
ATOM = Kinds("atom")
ANY_TYPE = Kinds("any")


class _Unary(CuteOp):
    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())


@irdl_op_definition
class GetIterOp(_Unary):
    """The iterator of a tensor: a memref's pointer, a coordinate tensor's arithmetic tuple."""

    name = "cute.get_iter"
    OPERAND_KINDS: ClassVar = (TENSOR,)
    SEED: ClassVar = "(operands) : operands"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return values[0].iterator

    def verify_extra(self) -> None:
        """NVIDIA's trait: the result is the view's iterator type (its words)."""
        from ..types import declares
        if not TENSOR.accepts(self.input.type):
            return
        ours = cute_type(self.input.type.value.iterator)
        if not declares(self.result.type, ours):
            raise OpFailure("failed to verify that result type should match the iterator type of the source",
                            [f"the iterator of '{type_text(self.input.type)}' is '{type_text(ours)}'"])


@irdl_op_definition
class GetLayoutOp(_Unary):
    """The layout of a tensor."""

    name = "cute.get_layout"
    OPERAND_KINDS: ClassVar = (TENSOR,)
    SEED: ClassVar = "(operands) : operands"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return values[0].layout


@irdl_op_definition
class DerefArithTupleIterOp(_Unary):
    """The coordinate an arithmetic-tuple iterator holds."""

    name = "cute.deref_arith_tuple_iter"
    OPERAND_KINDS: ClassVar = (Kinds("arith_tuple_iter"),)
    SEED: ClassVar = "(operands) : operands"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return values[0].value


@irdl_op_definition
class MakeArithTupleIterOp(_Unary):
    """An arithmetic-tuple iterator at a coordinate."""

    name = "cute.make_arith_tuple_iter"
    OPERAND_KINDS: ClassVar = (Kinds("int_tuple"),)

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        return ArithTupleIter(IntTuple(values[0].value))

    def verify_extra(self) -> None:
        """NVIDIA's check: the declared iterator's value type is the operand's."""
        from ..types import declares
        result, operand = self.result.type, self.input.type
        if getattr(result, "kind", None) != "arith_tuple_iter" or getattr(operand, "kind", None) != "int_tuple":
            return
        declared = cute_type(result.value.value)
        if not declares(declared, operand):
            raise OpFailure(f"expects the value type of the iterator to be the same as the int_tuple value "
                            f"operand's one, but got '{type_text(declared)}' and '{type_text(operand)}' "
                            "respectively", prefixed=False)


@irdl_op_definition
class MakeIdentityTensorOp(_Unary):
    """``(0,...) o shape:(1@0,1@1,...)``: each coordinate of ``shape`` maps to itself."""

    name = "cute.make_identity_tensor"
    OPERAND_KINDS: ClassVar = (Kinds("shape", "int_tuple"),)
    SEED: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        from ...tuples import transform_leaves
        shape = values[0].value
        base = transform_leaves(lambda _x: 0, shape)
        return CoordTensor(ArithTupleIter(IntTuple(base)), make_identity_layout(Shape(shape)))

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and getattr(results[0], "kind", None) == "coord_tensor":
            return [cute_type(Shape(results[0].value.layout.shape))]
        return None


@irdl_op_definition
class MakeViewOp(CuteOp):
    """A tensor from an iterator and a layout (``cute.make_view(%ptr, %layout) : !memref``)."""

    name = "cute.make_view"
    iter = operand_def()
    layout = opt_operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ITERATOR, Kinds("layout", "composed_layout"))
    SEED: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"

    def derivable(self) -> bool:
        """With its layout operand (the DSL's form) the view is the iterator and the layout, so
        its ``?`` leaves are the operands' (their names and facts); without it the layout is
        the declared type's."""
        return self.layout is not None

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        if len(values) != 2:
            raise OpFailure("cute-sym derives a view from an iterator and a layout; this one has no layout operand")
        it, layout = values
        view = {Pointer: MemRef, ArithTupleIter: CoordTensor, Descriptor: DescView}.get(type(it))
        if view is None:
            raise OpFailure(f"operand #0 must be {ITERATOR}, but got '{it}'")
        return view(it, layout)

    def verify_extra(self) -> None:
        (result,) = self.result_types
        if not TENSOR.accepts(result):
            raise OpFailure(f"result #0 must be {TENSOR}, but got '{type_text(result)}'")
        it = self.iter.type.value
        layout = self.layout.type.value if self.layout is not None else result.value.layout
        view = {Pointer: MemRef, ArithTupleIter: CoordTensor, Descriptor: DescView}[type(it)]
        want = view(it, layout)
        if cute_type(want) != result:
            raise OpFailure(f"inferred type(s) '{cute_type(want)}' are incompatible with return type(s) "
                            f"of operation '{result}'")

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and TENSOR.accepts(results[0]):
            t = results[0].value
            return [cute_type(t.iterator), cute_type(t.layout)][:count]
        return None


@irdl_op_definition
class AddOffsetOp(CuteOp):
    """An iterator moved by an offset (a pointer realigned to what the offset preserves)."""

    name = "cute.add_offset"
    src = operand_def()
    offset = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (Kinds("ptr", "arith_tuple_iter", "int_tuple"), Kinds("int_tuple"))

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        src, off = values
        if isinstance(src, IntTuple):
            from ...arith import tuple_add
            return IntTuple(tuple_add(src.value, off.value))
        return advance(src, off.value)


class _Cast(CuteOp):
    """``(%x) : A to B`` with the result type declared."""

    src = operand_def()
    dst = result_def()
    traits = traits_def(Pure())
    SEED: ClassVar = "(operands) : to"
    INFERS: ClassVar = False


@irdl_op_definition
class RecastIterOp(_Cast):
    """A pointer to another element type (same address space, or one of them ``generic``)."""

    name = "cute.recast_iter"
    OPERAND_KINDS: ClassVar = (Kinds("ptr"),)

    def verify_extra(self) -> None:
        src, dst = self.src.type, self.dst.type
        if not Kinds("ptr").accepts(dst):
            raise OpFailure(f"result #0 must be !cute.ptr, but got '{type_text(dst)}'")
        spaces = (src.value.space, dst.value.space)
        if spaces[0] != spaces[1] and "generic" not in spaces:     # NVIDIA's words, then ours
            raise OpFailure("expects same src/dst address space or one of the src/dst addrspace is generic",
                            [f"expects the same address space, but got {spaces[0]} and {spaces[1]}"])


@irdl_op_definition
class PtrToIntOp(_Cast):
    name = "cute.ptrtoint"
    OPERAND_KINDS: ClassVar = (Kinds("ptr"),)


@irdl_op_definition
class IntToPtrOp(_Cast):
    name = "cute.inttoptr"
    OPERAND_KINDS: ClassVar = (ANY_TYPE,)


@irdl_op_definition
class DerefineOp(_Cast):
    """A value seen with fewer static leaves (``(3,5)`` to ``(?,5)``)."""

    name = "cute.derefine"
    OPERAND_KINDS: ClassVar = (ANY_TYPE,)


@irdl_op_definition
class MemRefAllocaOp(CuteOp):
    """A register (or shared-memory) tensor of the result's type (``: !memref``)."""

    name = "cute.memref.alloca"
    layout = opt_operand_def()
    result = result_def()
    OPERAND_KINDS: ClassVar = (Kinds("layout", "composed_layout"),)
    SEED: ClassVar = "(operands) attr-dict : results"
    BARE: ClassVar = "results"
    INFERS: ClassVar = False

    def verify_extra(self) -> None:
        (result,) = self.result_types
        if not Kinds("memref").accepts(result):
            raise OpFailure(f"result #0 must be !cute.memref, but got '{type_text(result)}'")
        if self.layout is not None and self.layout.type.value != result.value.layout:
            raise OpFailure(f"expects the layout '{result.value.layout}' of the result, but got "
                            f"'{self.layout.type.value}'")

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and Kinds("memref").accepts(results[0]):
            return [cute_type(results[0].value.layout)][:count]
        return None


class _Declared(CuteOp):
    """An op whose meaning is not modelled: operand kinds checked, declared results kept."""

    INFERS: ClassVar = False


@irdl_op_definition
class MemRefLoadOp(_Declared):
    name = "cute.memref.load"
    src = operand_def()
    coord = operand_def()
    result = result_def()
    traits = traits_def(MemoryReadEffect())
    OPERAND_KINDS: ClassVar = (Kinds("memref"), Kinds("coord", "int_tuple"))


@irdl_op_definition
class MemRefStoreOp(_Declared):
    name = "cute.memref.store"
    dst = operand_def()
    coord = operand_def()
    value = operand_def()
    traits = traits_def(MemoryWriteEffect())
    OPERAND_KINDS: ClassVar = (Kinds("memref"), Kinds("coord", "int_tuple"), ANY_TYPE)


@irdl_op_definition
class MemRefLoadVecOp(_Declared):
    name = "cute.memref.load_vec"
    src = operand_def()
    mask = opt_operand_def()
    pass_thru = opt_operand_def()
    result = result_def()
    traits = traits_def(MemoryReadEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    OPERAND_KINDS: ClassVar = (Kinds("memref"), ANY_TYPE, ANY_TYPE)


@irdl_op_definition
class MemRefStoreVecOp(_Declared):
    name = "cute.memref.store_vec"
    value = operand_def()
    dst = operand_def()
    mask = opt_operand_def()
    traits = traits_def(MemoryWriteEffect())
    OPERAND_KINDS: ClassVar = (ANY_TYPE, Kinds("memref"), ANY_TYPE)


@irdl_op_definition
class LocalTileOp(CuteOp):
    """CuTe ``local_tile``: the tile of ``input`` at ``coord`` (``proj`` keeps the modes where
    it is an integer: ``"(1,_,1)"``)."""

    name = "cute.local_tile"
    input = operand_def()
    tile = operand_def()
    coord = operand_def()
    proj = opt_prop_def(CoordAttr)
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (TENSOR, Kinds("tile", "shape", "layout"), Kinds("coord", "int_tuple"))
    SEED: ClassVar = '(operands, "proj"?) : functional'
    STRING_PROPS: ClassVar = ("proj",)

    @classmethod
    def string_property(cls, name: str, text: str) -> Attribute:
        return attr_of("coord", text)

    def string_prop_text(self, name: str) -> str:
        return self.properties[name].text.data

    @classmethod
    def compute(cls, values: Sequence[Any], props: dict) -> Any:
        from ...tile import Tile
        t, tiler, coord = values
        if isinstance(tiler, Shape):
            from ...layout import Layout
            tiler = Tile(tuple(Layout(s) for s in tiler.value) if isinstance(tiler.value, tuple)
                         else Layout(tiler.value))
        proj = props["proj"].value.value if "proj" in props else None
        return local_tile(t, tiler, coord, proj)


def _declared(name: str, operands: Sequence[str], kinds: Sequence[Kinds], fmt: str,
              keyword: bool = False, bare: str = "operands", traits=(Pure(),)) -> type[CuteOp]:
    """A not-modelled op: ``operands`` of ``kinds``, one declared result."""
    body: dict[str, Any] = {n: operand_def() for n in operands}
    body.update(name=name, result=result_def(), traits=traits_def(*traits), __module__=__name__,
                __doc__=f"DSL 4.8.1 ``{name}`` (not modelled).")
    if keyword:
        body["operand_id"] = prop_def(IntegerAttr)
    cls_name = "".join(p.title() for p in name.split(".")[1:]).replace("_", "") + "Op"
    cls = irdl_op_definition(type(cls_name, (_Declared,), body))
    cls.OPERAND_KINDS, cls.SEED, cls.BARE = tuple(kinds), fmt, bare
    if keyword:
        cls.keyword_value = classmethod(_operand_id)
        cls.keyword_text = _operand_letter
    return cls


_LETTERS = {"A": 0, "B": 1, "C": 2, "S": 0, "D": 1}


def _operand_id(cls, text: str) -> Attribute:
    if text not in _LETTERS:
        raise PreconditionError(f"expects an operand id A, B, C, S or D, but got {text}")
    return IntegerAttr(_LETTERS[text], i32)


def _operand_letter(self) -> str:
    value = self.properties["operand_id"].value.data
    letters = "SD" if "copy" in self.name else "ABC"
    return letters[value] if 0 <= value < len(letters) else str(value)


_PART = "(operands) : functional"
LocalPartitionOp = _declared("cute.local_partition", ("input", "tiler", "index"),
                             (TENSOR, Kinds("layout", "tile", "shape"), Kinds("int", "coord", "int_tuple")), _PART)
MakeFragmentLikeOp = _declared("cute.make_fragment_like", ("src",), (Kinds("layout", "composed_layout", "memref"),),
                               _PART)
PartitionSOp = _declared("cute.tiled.copy.partition_S", ("tiled_copy", "input", "coord"),
                         (Kinds("tiled_copy"), TENSOR, Kinds("coord", "int_tuple")), _PART)
PartitionDOp = _declared("cute.tiled.copy.partition_D", ("tiled_copy", "input", "coord"),
                         (Kinds("tiled_copy"), TENSOR, Kinds("coord", "int_tuple")), _PART)
RetileOp = _declared("cute.tiled.copy.retile", ("tiled_copy", "input"), (Kinds("tiled_copy"), TENSOR), _PART)
MmaPartitionOp = _declared("cute.tiled.mma.partition", ("tiled_mma", "input", "coord"),
                           (Kinds("tiled_mma"), TENSOR, Kinds("coord", "int_tuple")),
                           "KW:operand_id (operands) : functional", keyword=True)
MmaPartitionShapeOp = _declared("cute.tiled.mma.partition_shape", ("tiled_mma", "input"),
                                (Kinds("tiled_mma"), Kinds("shape", "int_tuple")),
                                "KW:operand_id (operands) : functional", keyword=True)
MmaMakeFragmentOp = _declared("cute.mma.make_fragment", ("atom", "input"), (Kinds("tiled_mma", "atom"), TENSOR),
                              "KW:operand_id (operands) : functional", keyword=True)
CopyMakeFragmentOp = _declared("cute.copy.make_fragment", ("atom", "input"),
                               (Kinds("tiled_copy", "atom"), TENSOR), "KW:operand_id (operands) : functional",
                               keyword=True)


@irdl_op_definition
class MakeAtomOp(_Declared):
    """A copy or MMA atom of the result's ``!cute_nvgpu`` type (``cute.make_atom() : () -> !atom``)."""

    name = "cute.make_atom"
    values = var_operand_def()
    atom = result_def()
    traits = traits_def(Pure())


class _MakeTiled(_Declared):
    """A tiled copy / MMA of the result's type, from its atom: ``(%atom) : !tiled``."""

    atom = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    OPERAND_KINDS: ClassVar = (ATOM,)
    SEED: ClassVar = "(operands) : results"
    BARE: ClassVar = "results"
    RESULT: ClassVar[str]

    def verify_extra(self) -> None:
        (result,) = self.result_types
        if getattr(result, "kind", None) != self.RESULT:
            raise OpFailure(f"result #0 must be !cute.{self.RESULT}, but got '{type_text(result)}'")
        if result.atom != self.atom.type:
            raise OpFailure(f"expects the atom '{type_text(result.atom)}' of the result, but got "
                            f"'{type_text(self.atom.type)}'")

    @classmethod
    def implied_operand_types(cls, results, props, count):
        if results and getattr(results[0], "kind", None) == cls.RESULT:
            return [results[0].atom]
        return None


@irdl_op_definition
class MakeTiledCopyOp(_MakeTiled):
    name = "cute.make_tiled_copy"
    RESULT: ClassVar = "tiled_copy"


@irdl_op_definition
class MakeTiledCopyV2Op(_MakeTiled):
    name = "cute.make_tiled_copy_v2"
    RESULT: ClassVar = "tiled_copy"


@irdl_op_definition
class MakeTiledMmaOp(_MakeTiled):
    name = "cute.make_tiled_mma"
    RESULT: ClassVar = "tiled_mma"


class _CopyLike(_Declared):
    """``(%atom, %src, %dst[, %pred]) : (types)``; a variadic operand of several values is
    written ``[%a, %b]``."""

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    SEED: ClassVar = "(operands) : parens"


@irdl_op_definition
class CopyOp(_CopyLike):
    name = "cute.copy"
    copy_atom = operand_def()
    src = var_operand_def()
    dst = var_operand_def()
    pred = opt_operand_def()
    OPERAND_KINDS: ClassVar = (Kinds("tiled_copy", "atom"), TENSOR, TENSOR, TENSOR)


@irdl_op_definition
class CopyAtomCallOp(_CopyLike):
    name = "cute.copy_atom_call"
    atom = operand_def()
    src = var_operand_def()
    dst = var_operand_def()
    pred = opt_operand_def()
    OPERAND_KINDS: ClassVar = (Kinds("tiled_copy", "atom"), ANY_TYPE, ANY_TYPE, ANY_TYPE)


@irdl_op_definition
class GemmOp(_CopyLike):
    name = "cute.gemm"
    mma_atom = operand_def()
    d = operand_def()
    a = var_operand_def()
    b = var_operand_def()
    c = operand_def()
    OPERAND_KINDS: ClassVar = (Kinds("tiled_mma", "atom"), TENSOR, TENSOR, TENSOR, TENSOR)


@irdl_op_definition
class MmaAtomCallOp(_CopyLike):
    name = "cute.mma_atom_call"
    atom = operand_def()
    d = operand_def()
    a = var_operand_def()
    b = var_operand_def()
    c = operand_def()
    OPERAND_KINDS: ClassVar = (Kinds("tiled_mma", "atom"), ANY_TYPE, ANY_TYPE, ANY_TYPE, ANY_TYPE)


@irdl_op_definition
class PrefetchOp(_Declared):
    name = "cute.prefetch"
    prefetch_atom = operand_def()
    src = var_operand_def()
    traits = traits_def(MemoryReadEffect())
    OPERAND_KINDS: ClassVar = (Kinds("tiled_copy", "atom"),)
    SEED: ClassVar = "(operands) : parens"


@irdl_op_definition
class KernelSmemSizeOp(_Declared):
    """The shared memory a kernel uses: ``cute.kernel_smem_size @module::@kernel : i64``."""

    name = "cute.kernel_smem_size"
    kernel_name = prop_def(SymbolRefAttr)
    result = result_def()
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> "KernelSmemSizeOp":
        ref = parser.parse_attribute()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(result_types=[parser.parse_type()], properties={"kernel_name": ref}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.kernel_name)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result_types[0])


@irdl_op_definition
class SymbolicOp(_Declared):
    """A named symbolic value: ``cute.symbolic("tile_m") : i32``."""

    name = "cute.symbolic"
    sym = prop_def(StringAttr, prop_name="name")
    symbolic = result_def()
    SEED: ClassVar = '("name") : results'
    BARE: ClassVar = "results"
    STRING_PROPS: ClassVar = ("name",)
