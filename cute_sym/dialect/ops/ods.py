"""NVIDIA's ODS type constraints of the ``cute`` ops (the CuTe DSL 4.8.1's MLIR), in its words.

MLIR's verifier checks each operand and result against the op's ODS type constraint
before anything else and says ``'cute.X' op operand #N must be <description>, but got
'<type>'`` (``variadic of <description>`` for a variadic group).  A constraint here is a
union of :data:`ATOMS`, each NVIDIA's description of a type (``CuTe Layout Type``) or an
interface (``ViewTypeInterface instance``) with the check cute-sym makes of it; a union's
description is its atoms' joined by `` or ``, as ODS joins ``AnyTypeOf``.  :data:`OPS`
gives each op's constraints per operand / result definition, as NVIDIA's MLIR reports
them (``tests/dialect/fixtures/ods_constraints.json`` holds what it reported, and
``tests/dialect/test_ods_constraints.py`` compares).

A check never refuses a type NVIDIA accepts: an atom over ``!cute_nvgpu`` atom types
(``CopyAtomTypeInterfaceV2 instance``) accepts every such type, because cute-sym does
not know which interfaces a foreign type implements.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from xdsl.dialects.builtin import FloatAttr, IndexType, IntegerType, Signedness, UnregisteredAttr, VectorType
from xdsl.ir import Attribute

from ..tensor_types import ITERATOR_KINDS, VIEW_KINDS
from ..types import CuteTypeBase
from .texts import type_text

__all__ = ["Atom", "Constraint", "ATOMS", "OPS", "INFER_KINDS", "constraints_of", "ods_failure",
           "infer_kind_message"]


def _kind(t: Attribute) -> str | None:
    kind = getattr(t, "kind", None)
    return kind if isinstance(kind, str) else None


def _is_atom(t: Attribute) -> bool:
    if isinstance(t, CuteTypeBase):       # a modelled cute_nvgpu type (a descriptor view)
        return False
    name = t.attr_name.data if isinstance(t, UnregisteredAttr) else getattr(t, "name", "")
    return isinstance(name, str) and name.startswith("cute_nvgpu.")


def _kinds(*names: str) -> Callable[[Attribute], bool]:
    return lambda t: _kind(t) in names


def _int(width: int | None = None) -> Callable[[Attribute], bool]:
    return lambda t: (isinstance(t, IntegerType) and t.signedness.data == Signedness.SIGNLESS
                      and (width is None or t.width.data == width))


def _integer(t: Attribute) -> bool:
    return isinstance(t, IntegerType)


def _static_layout(t: Attribute) -> bool:
    return _kind(t) == "layout" and t.value.is_static()


def _static_shape(t: Attribute) -> bool:
    """A memref of a static layout, not in tensor memory (NVIDIA's ``load_vec`` refuses one)."""
    return _kind(t) == "memref" and t.space.data != "tmem" and t.value.layout.is_static()


def _spaces(*spaces: str) -> Callable[[Attribute], bool]:
    return lambda t: _kind(t) == "memref" and t.space.data in spaces


def _vector_rank1(t: Attribute) -> bool:
    return isinstance(t, VectorType) and len(t.get_shape()) == 1


def _printable(t: Attribute) -> bool:
    if _kind(t) is not None:
        return _kind(t) not in ("swizzle", "tiled_copy", "tiled_mma", "smem_desc")
    return isinstance(t, IntegerType) or (type(t).__name__.startswith("Float") and not isinstance(t, FloatAttr))


def _atom_or(*kinds: str) -> Callable[[Attribute], bool]:
    return lambda t: _is_atom(t) or _kind(t) in kinds


def _unknown(t: Attribute) -> bool:
    """A type cute-sym does not model (neither builtin nor ``!cute``): it may satisfy it."""
    return _kind(t) is None and not isinstance(t, (IntegerType, IndexType, VectorType)) \
        and not type(t).__name__.startswith("Float") and not _is_atom(t)


_VALUES = ("int_tuple", "shape", "stride", "coord", "layout", "composed_layout", "swizzle", "tile")


@dataclass(frozen=True)
class Atom:
    """A type or interface NVIDIA's ODS names: its description and cute-sym's test of it."""

    description: str
    accepts: Callable[[Attribute], bool]


ATOMS: dict[str, Atom] = {
    "int_tuple": Atom("IntTuple as integer or tuple of IntTuple(s)", _kinds("int_tuple")),
    "shape": Atom("Cute shape type", _kinds("shape")),
    "stride": Atom("Cute stride type", _kinds("stride")),
    "coord": Atom("Cute coord type", _kinds("coord")),
    "layout": Atom("CuTe Layout Type", _kinds("layout")),
    "composed": Atom("CuTe composed layout type", _kinds("composed_layout")),
    "swizzle": Atom("Cute swizzle type", _kinds("swizzle")),
    "swizzle32": Atom("swizzle with valid parameters that can be represented by 32-bit masks", _kinds("swizzle")),
    "tile": Atom("Cute tile type", _kinds("tile")),
    "memref": Atom("A memory reference type that represents a tensor view with an iterator and layout",
                   _kinds("memref")),
    "coord_tensor": Atom("Cute coord_tensor type", _kinds("coord_tensor")),
    "ptr": Atom(" CuTe pointer type ", _kinds("ptr")),
    "arith_iter": Atom("CuTe iterator type with int_tuple as its underlying implementation",
                       _kinds("arith_tuple_iter")),
    "tiled_copy": Atom("Tiled copy atom type.", _kinds("tiled_copy")),
    "tiled_copy_v2": Atom("Tiled copy V2 atom type.", _kinds("tiled_copy")),
    "tiled_mma": Atom("Tiled MMA atom type.", _kinds("tiled_mma")),
    "i1": Atom("1-bit signless integer", _int(1)),
    "i32": Atom("32-bit signless integer", _int(32)),
    "i64": Atom("64-bit signless integer", _int(64)),
    "integer": Atom("integer", _integer),
    "int_or_index": Atom("8/16/32/64-bit integer or index",
                         lambda t: (isinstance(t, IntegerType) and t.width.data in (8, 16, 32, 64))
                         or isinstance(t, IndexType)),
    "cint": Atom(" Integer type with constraints. ", _unknown),
    "leaf": Atom("i32, i64 or Constrained integer",        # a make_* op's dynamic leaf
                 lambda t: _int(32)(t) or _int(64)(t) or (_kind(t) == "int_tuple" and not isinstance(t.value.value, tuple))),
    "glayout": Atom(" Generalized layout type of CuTe ", _kinds("layout", "composed_layout")),
    "giter": Atom(" Generalized iterator type of CuTe ", _kinds(*ITERATOR_KINDS)),
    "view": Atom("ViewTypeInterface instance", _kinds(*VIEW_KINDS)),
    "value": Atom("ValueTypeInterface instance", _kinds(*_VALUES)),
    "tile_like": Atom("Tile-like types, e.g. LayoutType, ShapeType, TileType", _kinds("shape", "layout", "tile")),
    "xtuple": Atom("XTuple-like type", _kinds("int_tuple", "shape", "stride", "coord", "tile")),
    "arith_tuple": Atom("Arithmetic tuple type", _kinds("int_tuple", "shape")),
    "pointer": Atom("PointerTypeInterface instance", _kinds("ptr")),
    "refinable": Atom("RefinableTypeInterface instance",
                      _kinds(*_VALUES, *VIEW_KINDS, *ITERATOR_KINDS)),
    "maybe_static": Atom("MaybeStaticTypeInterface instance",
                         _atom_or(*_VALUES, "coord_tensor", "arith_tuple_iter", "tiled_copy", "tiled_mma")),
    "printable": Atom("Type interface for cute types can be printed by `cute.print`", _printable),
    "copy_atom": Atom("CopyAtomTypeInterface instance", _atom_or("tiled_copy")),
    "copy_atom_v2": Atom("CopyAtomTypeInterfaceV2 instance", _atom_or()),
    "atom_iface": Atom("AtomTypeInterface instance", _atom_or("tiled_copy", "tiled_mma")),
    "mma_atom": Atom("MmaAtomTypeInterface instance", _atom_or("tiled_mma")),
    "prefetch_atom": Atom("PrefetchAtomTypeInterface or TiledCopyType with PrefetchAtomTypeInterface copy atom",
                          _atom_or("tiled_copy")),
    "static_layout": Atom("static layout", _static_layout),
    "static_shape": Atom("static shape", _static_shape),
    "memref_grs": Atom("memref in generic or register mem or smem", _spaces("generic", "rmem", "smem")),
    "vector1": Atom(" of ranks 1", _vector_rank1),
    # NVIDIA's current words (the CUTLASS repository's cute_ir sources and lit suite), for the
    # ops the DSL 4.8.1 does not have under that name (seed 000's cute.layout_eval,
    # cute.tuple_product, cute.to_shape, ...): there the DSL's MLIR has no words to match
    "h_int_tuple": Atom("Scalar integer or recursive tuple of integers", _kinds("int_tuple")),
    "h_shape": Atom("Scalar integer or recursive tuple of shape extents", _kinds("shape")),
    "h_stride": Atom("Scalar or recursive tuple of stride elements", _kinds("stride")),
    "h_coord": Atom("Scalar integer, underscore wildcard, or recursive tuple of coordinates", _kinds("coord")),
    "h_any_layout": Atom("!cute.layout or !cute.composed_layout", _kinds("layout", "composed_layout")),
    "h_indexable": Atom("!cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, !cute.tile, !cute.layout, or "
                        "!cute.composed_layout",
                        _kinds("shape", "int_tuple", "coord", "stride", "tile", "layout", "composed_layout")),
}


@dataclass(frozen=True)
class Constraint:
    """An operand's or a result's ODS constraint: a union of atoms, variadic or not."""

    atoms: tuple[str, ...]
    variadic: bool = False

    def accepts(self, t: Attribute) -> bool:
        return any(ATOMS[a].accepts(t) for a in self.atoms)

    @property
    def description(self) -> str:
        text = " or ".join(ATOMS[a].description for a in self.atoms)
        return f"variadic of {text}" if self.variadic else text


def _constraint(text: str) -> Constraint | None:
    text = text.strip()
    if text == "-":
        return None
    variadic = text.startswith("*")
    return Constraint(tuple(text.lstrip("*").split("|")), variadic)


# op: "operand definitions -> result definitions", each a union of ATOMS keys ("*": variadic,
# "-": no constraint known), in the op's definition order: what the DSL 4.8.1's MLIR reported
# (tests/dialect/fixtures/ods_constraints.json), NVIDIA's current sources' for the ops the DSL
# does not have (the "h_" atoms)
OPS: dict[str, str] = {
    "cute.add_offset": "giter, int_tuple -> giter",
    "cute.append_to_rank": "value, value -> value",
    "cute.blocked_product": "glayout, layout -> glayout",
    "cute.ceil_div": "int_tuple|shape, tile_like -> int_tuple|shape",
    "cute.coalesce": "glayout|view, coord -> glayout|view",
    "cute.complement": "layout, tile_like -> layout",
    "cute.composed_get_inner": "composed -> layout|swizzle",
    "cute.composed_get_offset": "composed -> int_tuple",
    "cute.composed_get_outer": "composed -> layout",
    "cute.composition": "view|glayout, tile_like -> view|glayout",
    "cute.copy": "copy_atom|copy_atom_v2, *view, *view, view -> ",
    "cute.copy.make_fragment": "copy_atom|copy_atom_v2, memref|layout|shape -> view",
    "cute.copy_atom_call": "copy_atom|copy_atom_v2, *view, *view -> ",
    "cute.cosize": "view|glayout -> int_tuple",
    "cute.crd2idx": "coord, glayout -> int_tuple",
    "cute.deref_arith_tuple_iter": "arith_iter -> int_tuple",
    "cute.derefine": "refinable -> refinable|integer",
    "cute.dice": "value -> value",
    "cute.elem_less": "shape|int_tuple|coord, shape|int_tuple|coord -> i1",
    "cute.equal": "value, value -> i1",
    "cute.filter": "glayout|view -> glayout|view",
    "cute.filter_zeros": "glayout|view, stride -> glayout|view",
    "cute.flat_divide": "view|glayout, tile_like -> view|glayout",
    "cute.flat_product": "glayout, layout -> glayout",
    "cute.flatten": "h_indexable -> h_indexable",
    "cute.gemm": "mma_atom, view, *view, *view, view -> ",
    "cute.get": "value -> value|cint|int_or_index",
    "cute.get_iter": "view -> giter",
    "cute.get_layout": "view -> glayout",
    "cute.get_layouts_from_tile": "tile -> *layout",
    "cute.get_leaves": "xtuple -> *xtuple|layout",
    "cute.get_scalars": "value|cint -> *i32|i64",
    "cute.get_shape": "view|glayout|tile -> shape",
    "cute.get_stride": "layout -> stride",
    "cute.group_modes": "view|glayout -> view|glayout",
    "cute.idx2crd": "int_tuple, shape -> coord",
    "cute.increment_coord": "coord, shape -> coord",
    "cute.inttoptr": "integer|cint -> pointer",
    "cute.kernel_smem_size": " -> i64",
    "cute.layout_eval": "h_coord, h_any_layout -> h_int_tuple",
    "cute.left_inverse": "layout -> layout",
    "cute.local_partition": "view, static_layout, i32|i64 -> view",
    "cute.local_tile": "view, tile_like, coord -> view",
    "cute.logical_divide": "view|glayout, tile_like -> view|glayout",
    "cute.logical_product": "glayout, layout -> glayout",
    "cute.make_arith_tuple_iter": "int_tuple -> arith_iter",
    "cute.make_atom": " -> atom_iface",
    "cute.make_composed_layout": "layout|swizzle32, int_tuple, layout -> composed",
    "cute.make_coord": "*leaf -> coord",
    "cute.make_fragment_like": "glayout -> layout",
    "cute.make_identity_layout": "shape -> layout",
    "cute.make_identity_tensor": "shape -> coord_tensor",
    "cute.make_int_tuple": "*leaf -> int_tuple",
    "cute.make_layout": "shape, stride -> layout",
    "cute.make_layout_like": "glayout -> layout",
    "cute.make_ordered_layout": "shape, int_tuple -> layout",
    "cute.make_shape": "*leaf -> shape",
    "cute.make_stride": "*leaf -> stride",
    "cute.make_tile": "*leaf -> tile",
    "cute.make_tiled_copy": "copy_atom -> tiled_copy",
    "cute.make_tiled_copy_v2": "copy_atom_v2 -> -",
    "cute.make_tiled_mma": "mma_atom -> tiled_mma",
    "cute.make_view": "giter, glayout -> view",
    "cute.memref.alloca": "glayout -> memref_grs",
    "cute.memref.load": "memref|coord_tensor, coord -> -",
    "cute.memref.load_vec": "static_shape -> vector1",
    "cute.memref.store": "memref, coord, - -> ",
    "cute.memref.store_vec": "vector1, static_shape -> ",
    "cute.mma.make_fragment": "mma_atom, memref|layout|shape -> view",
    "cute.mma_atom_call": "mma_atom, view, *view, *view, view -> ",
    "cute.prefetch": "prefetch_atom, - -> ",
    "cute.prepend_to_rank": "value, value -> value",
    "cute.print": "*printable -> ",
    "cute.ptrtoint": "pointer -> integer",
    "cute.raked_product": "glayout, layout -> glayout",
    "cute.recast_iter": "ptr -> ptr",
    "cute.recast_layout": "glayout -> glayout",
    "cute.right_inverse": "glayout -> glayout",
    "cute.select": "value -> value",
    "cute.shape_div": "shape, shape -> shape",
    "cute.size": "shape|int_tuple|coord|layout|composed|view -> int_tuple",
    "cute.slice": "view|glayout, coord -> view|glayout",
    "cute.static": " -> maybe_static",
    "cute.symbolic": " -> -",
    "cute.tile_to_shape": "glayout, shape, int_tuple -> glayout",
    "cute.tiled.copy.partition_D": "tiled_copy|tiled_copy_v2, view, coord -> view",
    "cute.tiled.copy.partition_S": "tiled_copy|tiled_copy_v2, view, coord -> view",
    "cute.tiled.copy.retile": "tiled_copy|tiled_copy_v2, view -> view",
    "cute.tiled.mma.partition": "tiled_mma, view, coord -> view",
    "cute.tiled.mma.partition_shape": "tiled_mma, shape -> shape",
    "cute.tiled_divide": "view|glayout, tile_like -> view|glayout",
    "cute.tiled_product": "glayout, layout -> glayout",
    "cute.to_coord": "h_int_tuple -> h_coord",
    "cute.to_int_tuple": "xtuple -> int_tuple",
    "cute.to_shape": "h_int_tuple -> h_shape",
    "cute.to_stride": "h_int_tuple -> h_stride",
    "cute.tuple.product": "int_tuple|shape -> int_tuple|shape",
    "cute.tuple.product_each": "int_tuple|shape -> int_tuple|shape",
    "cute.tuple_add": "arith_tuple, arith_tuple -> arith_tuple",
    "cute.tuple_div": "arith_tuple, arith_tuple -> arith_tuple",
    "cute.tuple_mod": "arith_tuple, arith_tuple -> arith_tuple",
    "cute.tuple_mul": "arith_tuple, arith_tuple -> arith_tuple",
    "cute.tuple_product": "h_int_tuple|h_shape -> h_int_tuple|h_shape",
    "cute.tuple_product_each": "h_int_tuple|h_shape -> h_int_tuple|h_shape",
    "cute.tuple_sub": "arith_tuple, arith_tuple -> arith_tuple",
    "cute.zipped_divide": "view|glayout, tile_like -> view|glayout",
    "cute.zipped_product": "glayout, layout -> glayout",
}


@lru_cache(maxsize=None)
def constraints_of(name: str) -> tuple[tuple[Constraint | None, ...], tuple[Constraint | None, ...]] | None:
    """The op's operand and result constraints (``None``: not in the table)."""
    text = OPS.get(name)
    if text is None:
        return None
    ins, _, outs = text.partition("->")
    split = lambda s: tuple(_constraint(x) for x in s.split(",")) if s.strip() else ()  # noqa: E731
    return split(ins), split(outs)


Keep = Callable[[str, int, Attribute], bool]


def _check(role: str, groups: Sequence[Sequence[Attribute]], cons: Sequence[Constraint | None],
           keep: Keep) -> tuple[str | None, bool]:
    """The first refusal's message, and whether ``keep`` let a type NVIDIA refuses pass."""
    k, kept = 0, False
    for group, c in zip(groups, cons):
        for t in group:
            if c is not None and not c.accepts(t):
                if not keep(role, k, t):
                    return f"{role} #{k} must be {c.description}, but got '{type_text(t)}'", kept
                kept = True
            k += 1
    return None, kept


def ods_failure(name: str, operands: Sequence[Sequence[Attribute]], results: Sequence[Sequence[Attribute]],
                keep: Keep = lambda role, k, t: False) -> str | None:
    """NVIDIA's message for the first operand / result (grouped by definition) that its ODS
    constraint refuses, after ``'cute.X' op`` (``None``: all pass, or the op is not known).
    ``keep(role, index, type)``: cute-sym accepts the type there (seed 000's ops take more
    than NVIDIA's, e.g. ``cute.crd2idx`` of a shape), so it is not refused."""
    cons = constraints_of(name)
    if cons is None:
        return None
    message, kept = _check("operand", operands, cons[0], keep)
    if message is not None or kept:     # NVIDIA's result constraints are for its operands
        return message
    return _check("result", results, cons[1], keep)[0]


_DIVIDE = ((0, "*", "invalid input type, got '{}'"), (1, "value", "invalid tiler type, got'{}'"))

# op: ((operand index, ATOMS keys or "*", message), ...): the words of NVIDIA's type inference
# (``inferReturnTypes``, run at parse time when the spelling leaves the result type out, and
# after the ODS checks otherwise) for an operand of a kind the op does not take; the first
# entry whose atoms admit the type applies (what NVIDIA's MLIR printed for each kind of
# tests/dialect/ods_probe.py's probes in the DSL's spelling)
INFER_KINDS: dict[str, tuple[tuple[int, str, str], ...]] = {
    "cute.ceil_div": ((0, "*", "expects ShapeType or IntTupleType for `input`, but got '{}'"),),
    "cute.shape_div": ((0, "*", "expects ShapeType for operand#0, but got '{}'"),),
    "cute.deref_arith_tuple_iter": ((0, "*", "expects input type implementing ArithTupleIteratorType, but got '{}'"),),
    "cute.get_layout": ((0, "*", "expects input type implementing ViewTypeInterface, but got '{}'"),),
    "cute.get_layouts_from_tile": ((0, "*", "expects an input of type !cute.tile, but got '{}'"),),
    "cute.get_leaves": ((0, "value", "expects a tuple-like type, but got '{}'"),
                        (0, "*", "expects an input of ValueTypeInterface, but got '{}'")),
    "cute.filter": ((0, "*", "unable to filter input of type '{}'"),),
    "cute.slice": ((0, "*", "expects `input` to be view type or layout type, but got '{}'"),),
    "cute.right_inverse": ((0, "composed", "unable to compute a right inverse for input '{}'"),),
    "cute.append_to_rank": ((0, "swizzle|tile", "`cute.append` op doesn't support '{}'"),),
    "cute.prepend_to_rank": ((0, "swizzle|tile", "`cute.prepend` op doesn't support '{}'"),),
    "cute.logical_divide": _DIVIDE, "cute.zipped_divide": _DIVIDE, "cute.tiled_divide": _DIVIDE,
    "cute.flat_divide": _DIVIDE,
}


def infer_kind_message(name: str, index: int, t: Attribute) -> str | None:
    """NVIDIA's type-inference message for operand #``index`` of type ``t``, which the op
    does not take (``None``: none known)."""
    for i, atoms, text in INFER_KINDS.get(name, ()):
        if i == index and (atoms == "*" or Constraint(tuple(atoms.split("|"))).accepts(t)):
            return text.format(type_text(t))
    return None
