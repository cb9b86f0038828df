"""The CuTe DSL 4.8.1's tensor and atom types, with their values (:mod:`cute_sym.tensor`)::

    !cute.ptr<f32, gmem, align<16>>                    Pointer
    !cute.memref<f32, smem, align<16>, S<3,4,3>, "(8,64):(64,1)">   MemRef (iterator + layout)
    !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">     CoordTensor
    !cute.arith_tuple_iter<"(0,0)">                    ArithTupleIter
    !cute.tiled_copy<!cute_nvgpu.atom..., layout_copy_tv = <"...">, tiler_mn = <"[..]">>
    !cute.tiled_mma<!cute_nvgpu.atom..., atom_layout_MNK = <"...">, permutation_MNK = <"[..]">>
    !cute_nvgpu.smem_desc, !cute_nvgpu.sm107.smem_desc  Descriptor (an iterator kept as its text)
    !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,4):(0,0,2,1024)">   DescView (a view)

The three ``cute_nvgpu`` types are the ones NVIDIA's ``cute`` ops take as views and
iterators (``cute.get_iter``, ``cute.get_layout``, ``cute.slice``, ``cute.size``, the divides);
they form the ``cute_nvgpu`` dialect of :data:`NVGPU_TYPES`, whose other types (the copy and
MMA atoms) stay opaque (:mod:`.foreign`).

A type's ``value`` holds its layouts as cute_sym values (``MemRef.layout``,
``TiledCopy.layout_tv``, ``TiledCopy.tiler``).  The printed text is the DSL's canonical
one: the default alignment (one element) and the identity swizzle are not printed, a
memref's layout written as a shape alone is its compact column-major layout.
"""
from __future__ import annotations

from dataclasses import fields
from functools import lru_cache
from typing import Any, ClassVar

from xdsl.dialects.builtin import IntAttr, StringAttr, UnregisteredAttr
from xdsl.ir import Attribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ..composed import ComposedLayout, Swizzle
from ..errors import CuteError, CuteSyntaxError
from ..layout import Layout
from ..syntax import DSL_PARSERS
from ..tensor import (ADDRESS_SPACES, ArithTupleIter, Atom, CoordTensor, DescView, Descriptor, MemRef, Pointer,
                      TiledCopy, TiledMma)
from ..tuples import E, leaves
from .types import VALUE_TYPES, CuteTypeBase, canonical_text, is_lenient, unmodelled_text, value_of_text

__all__ = ["PtrType", "MemRefType", "CoordTensorType", "ArithTupleIterType", "TiledCopyType", "TiledMmaType",
           "SmemDescType", "Sm107SmemDescType", "SmemDescViewType", "TENSOR_TYPES", "NVGPU_TYPES",
           "VIEW_KINDS", "ITERATOR_KINDS", "element_attr", "layout_text_value"]


def _text(attr: Attribute) -> str:
    from io import StringIO
    out = StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


@lru_cache(maxsize=1024)
def element_attr(text: str) -> Attribute:
    """The MLIR type of an element type's text (``f32``, ``!cute_nvgpu...``)."""
    from xdsl.dialects.builtin import Builtin
    from xdsl.parser import Parser
    from .foreign import CuteContext
    ctx = CuteContext(allow_unregistered=True)
    ctx.load_dialect(Builtin)
    return Parser(ctx, text).parse_type()


@lru_cache(maxsize=4096)
def layout_text_value(text: str) -> Layout | ComposedLayout:
    """A tensor's layout text: a layout, a composed layout, or a shape alone (its compact
    column-major layout, as the DSL reads ``"(4,8)"``)."""
    if " o " in text or text.lstrip().startswith("S<"):
        return value_of_text("composed_layout", text)
    if ":" not in text:
        return Layout(DSL_PARSERS["shape"](text).value)
    return DSL_PARSERS["layout"](text)


def _parse_layout_string(parser: AttrParser, what: str) -> Layout | ComposedLayout | str:
    """The layout of a tensor type; read leniently, a text cute-sym does not model (a rational
    stride, :func:`.types.unmodelled_text`) is kept as the text."""
    at = parser.pos
    text = parser.parse_str_literal(f" (the layout of a {what})")
    try:
        return layout_text_value(text)
    except CuteSyntaxError as e:
        if is_lenient() and unmodelled_text(text):
            return text
        col = min(at + e.column, parser.pos - 1)
        parser.raise_error(f"invalid layout \"{text}\" of a {what}: {e.reason}", col, col + 1)


def _parse_ptr_params(parser: AttrParser, what: str, with_layout: bool) -> tuple:
    """``element, space [, align<N>] [, S<b,m,s>]`` (and ``, "layout"``)."""
    element = parser.parse_type()
    parser.parse_punctuation(",")
    at = parser.pos
    space = parser.parse_identifier()
    if space not in ADDRESS_SPACES:
        parser.raise_error(f"unknown address space '{space}' (one of {', '.join(ADDRESS_SPACES)})", at)
    align, swizzle, layout = 0, None, None
    while parser.parse_optional_punctuation(",") is not None:
        if with_layout and parser._current_token.kind.name == "STRING_LIT":
            layout = _parse_layout_string(parser, what)
            break
        at = parser.pos
        word = parser.parse_identifier()
        parser.parse_punctuation("<")
        if word == "align":
            align = parser.parse_integer(allow_negative=False)
            if align <= 0:
                parser.raise_error("alignment must be positive", at)
        elif word == "S":
            b = parser.parse_integer()
            parser.parse_punctuation(",")
            m = parser.parse_integer()
            parser.parse_punctuation(",")
            sh = parser.parse_integer()
            try:
                swizzle = Swizzle(b, m, sh)
            except CuteError as e:
                parser.raise_error(e.reason, at)
        else:
            parser.raise_error(f"expected 'align<N>' or 'S<b,m,s>', got '{word}'", at)
        parser.parse_punctuation(">")
    if with_layout and layout is None:
        parser.raise_error(f"a {what} needs its layout string")
    return element, space, align, swizzle, layout


def _ptr_value(element: Attribute, space: str, align: int, swizzle: Swizzle | None) -> Pointer:
    return Pointer(_text(element), space, align, swizzle)


class _TensorType(CuteTypeBase):
    VALUE: ClassVar[type]

    @classmethod
    def of(cls, value: Any) -> "_TensorType":
        """The type of ``value``: each concrete tensor type defines it."""
        raise TypeError(f"{cls.__name__} is an abstract tensor type: its subclasses define 'of'")


@irdl_attr_definition
class PtrType(_TensorType):
    """``!cute.ptr<element, space[, align<N>][, S<b,m,s>]>``."""

    name = "cute.ptr"
    KIND: ClassVar = "ptr"
    VALUE: ClassVar = Pointer
    element: Attribute = param_def(Attribute)
    space: StringAttr = param_def(StringAttr)
    align: IntAttr = param_def(IntAttr)
    swizzle: StringAttr = param_def(StringAttr)

    @property
    def value(self) -> Pointer:
        return _pointer(self.element, self.space.data, self.align.data, self.swizzle.data)

    def is_static(self) -> bool:
        return True

    @classmethod
    def of(cls, p: Pointer) -> "PtrType":
        return PtrType(element_attr(p.element), StringAttr(p.space), IntAttr(p.align),
                       StringAttr(canonical_text(p.swizzle) if p.swizzle else ""))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        element, space, align, swizzle, _ = _parse_ptr_params(parser, "!cute.ptr", False)
        parser.parse_punctuation(">")
        p = _ptr_value(element, space, align, swizzle)
        return [element, StringAttr(p.space), IntAttr(p.align), StringAttr(canonical_text(p.swizzle) if p.swizzle else "")]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.element)
        printer.print_string(_ptr_tail(self.space.data, self.align.data, self.swizzle.data) + ">")


def _ptr_tail(space: str, align: int, swizzle: str) -> str:
    return f", {space}" + (f", align<{align}>" if align else "") + (f", {swizzle}" if swizzle else "")


@lru_cache(maxsize=4096)
def _pointer(element: Attribute, space: str, align: int, swizzle: str) -> Pointer:
    sw = None
    if swizzle:
        b, m, s = (int(x) for x in swizzle[2:-1].split(","))
        sw = Swizzle(b, m, s)
    return Pointer(_text(element), space, align, sw)


@irdl_attr_definition
class MemRefType(_TensorType):
    """``!cute.memref<element, space[, align<N>][, S<b,m,s>], "layout">``: a tensor."""

    name = "cute.memref"
    KIND: ClassVar = "memref"
    VALUE: ClassVar = MemRef
    element: Attribute = param_def(Attribute)
    space: StringAttr = param_def(StringAttr)
    align: IntAttr = param_def(IntAttr)
    swizzle: StringAttr = param_def(StringAttr)
    layout: StringAttr = param_def(StringAttr)

    @property
    def value(self) -> MemRef:
        return _memref(self.element, self.space.data, self.align.data, self.swizzle.data, self.layout.data)

    def is_static(self) -> bool:
        return self.value.layout.is_static()

    def verify(self) -> None:
        if is_lenient() and unmodelled_text(self.layout.data):
            return
        layout = layout_text_value(self.layout.data)
        outer = layout.outer if isinstance(layout, ComposedLayout) else layout
        if any(isinstance(d, E) for d in leaves(outer.stride)):
            raise VerifyException(f"a memref's layout maps to an offset, but '{self.layout.data}' has "
                                  "scaled-basis strides")

    @classmethod
    def of(cls, m: MemRef) -> "MemRefType":
        p = m.iterator
        return MemRefType(element_attr(p.element), StringAttr(p.space), IntAttr(p.align),
                          StringAttr(canonical_text(p.swizzle) if p.swizzle else ""), StringAttr(canonical_text(m.layout)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        element, space, align, swizzle, layout = _parse_ptr_params(parser, "!cute.memref", True)
        parser.parse_punctuation(">")
        if isinstance(layout, str):         # not modelled (lenient reading): the text kept
            return [element, StringAttr(space), IntAttr(align), StringAttr(canonical_text(swizzle) if swizzle else ""),
                    StringAttr(layout)]
        m = MemRef(_ptr_value(element, space, align, swizzle), layout)
        p = m.iterator
        return [element, StringAttr(p.space), IntAttr(p.align), StringAttr(canonical_text(p.swizzle) if p.swizzle else ""),
                StringAttr(canonical_text(m.layout))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.element)
        printer.print_string(_ptr_tail(self.space.data, self.align.data, self.swizzle.data))
        printer.print_string(f', "{self.layout.data}">')


@lru_cache(maxsize=4096)
def _memref(element: Attribute, space: str, align: int, swizzle: str, layout: str) -> MemRef:
    return MemRef(_pointer(element, space, align, swizzle), layout_text_value(layout))


def _string_param(parser: AttrParser, kind: str, what: str) -> str:
    at = parser.pos
    text = parser.parse_str_literal(f" ({what})")
    try:
        value = value_of_text(kind, text) if kind != "tensor_layout" else layout_text_value(text)
    except CuteSyntaxError as e:
        if is_lenient() and unmodelled_text(text):
            return text
        col = min(at + e.column, parser.pos - 1)
        parser.raise_error(f"invalid {what} \"{text}\": {e.reason}", col, col + 1)
    return canonical_text(value)


@irdl_attr_definition
class ArithTupleIterType(_TensorType):
    """``!cute.arith_tuple_iter<"(0,0)">``: a coordinate tensor's base coordinate."""

    name = "cute.arith_tuple_iter"
    KIND: ClassVar = "arith_tuple_iter"
    VALUE: ClassVar = ArithTupleIter
    base: StringAttr = param_def(StringAttr)

    @property
    def value(self) -> ArithTupleIter:
        return ArithTupleIter(DSL_PARSERS["int_tuple"](self.base.data))

    def is_static(self) -> bool:
        return self.value.value.is_static()

    @classmethod
    def of(cls, it: ArithTupleIter) -> "ArithTupleIterType":
        return ArithTupleIterType(StringAttr(canonical_text(it.value)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        base = _string_param(parser, "int_tuple", "the base coordinate")
        parser.parse_punctuation(">")
        return [StringAttr(base)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f'<"{self.base.data}">')


@irdl_attr_definition
class CoordTensorType(_TensorType):
    """``!cute.coord_tensor<"base", "layout">``: coordinates ``base + layout(c)``."""

    name = "cute.coord_tensor"
    KIND: ClassVar = "coord_tensor"
    VALUE: ClassVar = CoordTensor
    base: StringAttr = param_def(StringAttr)
    layout: StringAttr = param_def(StringAttr)

    @property
    def value(self) -> CoordTensor:
        return _coord_tensor(self.base.data, self.layout.data)

    def is_static(self) -> bool:
        v = self.value
        return v.iterator.value.is_static() and v.layout.is_static()

    @classmethod
    def of(cls, t: CoordTensor) -> "CoordTensorType":
        return CoordTensorType(StringAttr(canonical_text(t.iterator.value)), StringAttr(canonical_text(t.layout)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        base = _string_param(parser, "int_tuple", "the base coordinate")
        parser.parse_punctuation(",")
        layout = _string_param(parser, "tensor_layout", "the layout of a !cute.coord_tensor")
        parser.parse_punctuation(">")
        return [StringAttr(base), StringAttr(layout)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f'<"{self.base.data}", "{self.layout.data}">')


@lru_cache(maxsize=4096)
def _coord_tensor(base: str, layout: str) -> CoordTensor:
    return CoordTensor(ArithTupleIter(DSL_PARSERS["int_tuple"](base)), layout_text_value(layout))


def _keyed(parser: AttrParser, key: str, kind: str) -> str:
    parser.parse_punctuation(",")
    at = parser.pos
    got = parser.parse_identifier()
    if got != key:
        parser.raise_error(f"expected '{key}', got '{got}'", at)
    parser.parse_punctuation("=")
    parser.parse_punctuation("<")
    text = _string_param(parser, kind, key)
    parser.parse_punctuation(">")
    return text


class _TiledType(_TensorType):
    KEYS: ClassVar[tuple[str, str]]
    atom: Attribute
    layout: StringAttr
    tile: StringAttr

    def is_static(self) -> bool:
        return True

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        atom = parser.parse_type()
        layout = _keyed(parser, cls.KEYS[0], "layout")
        tile = _keyed(parser, cls.KEYS[1], "tile")
        parser.parse_punctuation(">")
        return [atom, StringAttr(layout), StringAttr(tile)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.atom)
        printer.print_string(f', {self.KEYS[0]} = <"{self.layout.data}">, {self.KEYS[1]} = <"{self.tile.data}">>')

    @property
    def value(self) -> Any:
        """The :data:`VALUE` (``TiledCopy``, ``TiledMma``) of the atom, the layout and the tile."""
        return self.VALUE(Atom(_text(self.atom)), DSL_PARSERS["layout"](self.layout.data),
                          DSL_PARSERS["tile"](self.tile.data))

    @classmethod
    def of(cls, t: Any) -> "_TiledType":
        atom, layout, tile = (getattr(t, f.name) for f in fields(t))
        return cls(element_attr(atom.text), StringAttr(canonical_text(layout)), StringAttr(canonical_text(tile)))


@irdl_attr_definition
class TiledCopyType(_TiledType):
    """``!cute.tiled_copy<atom, layout_copy_tv = <"TV">, tiler_mn = <"[..]">>``."""

    name = "cute.tiled_copy"
    KIND: ClassVar = "tiled_copy"
    VALUE: ClassVar = TiledCopy
    KEYS: ClassVar = ("layout_copy_tv", "tiler_mn")
    atom: Attribute = param_def(Attribute)
    layout: StringAttr = param_def(StringAttr)
    tile: StringAttr = param_def(StringAttr)


@irdl_attr_definition
class TiledMmaType(_TiledType):
    """``!cute.tiled_mma<atom, atom_layout_MNK = <"..">, permutation_MNK = <"[..]">>``."""

    name = "cute.tiled_mma"
    KIND: ClassVar = "tiled_mma"
    VALUE: ClassVar = TiledMma
    KEYS: ClassVar = ("atom_layout_MNK", "permutation_MNK")
    atom: Attribute = param_def(Attribute)
    layout: StringAttr = param_def(StringAttr)
    tile: StringAttr = param_def(StringAttr)


class _DescriptorType(_TensorType):
    """A shared-memory matrix descriptor type (no parameters): its value is its text."""

    def is_static(self) -> bool:
        return True

    @property
    def value(self) -> Descriptor:
        return Descriptor(f"!{self.name}")

    @classmethod
    def of(cls, d: Descriptor) -> Attribute:
        """The descriptor's type (one kept opaque, ``!cute_nvgpu.sm103.smem_desc_circular<..>``,
        read back from its text)."""
        return DESCRIPTOR_TYPES[d.text]() if d.text in DESCRIPTOR_TYPES else element_attr(d.text)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return []

    def print_parameters(self, printer: Printer) -> None:
        return None


@irdl_attr_definition
class SmemDescType(_DescriptorType):
    """``!cute_nvgpu.smem_desc``: an SM90 / SM100 MMA's shared-memory matrix descriptor."""

    name = "cute_nvgpu.smem_desc"
    KIND: ClassVar = "smem_desc"
    VALUE: ClassVar = Descriptor


@irdl_attr_definition
class Sm107SmemDescType(_DescriptorType):
    """``!cute_nvgpu.sm107.smem_desc``: the SM107 descriptor."""

    name = "cute_nvgpu.sm107.smem_desc"
    KIND: ClassVar = "smem_desc"
    VALUE: ClassVar = Descriptor


DESCRIPTOR_TYPES: dict[str, type[_DescriptorType]] = {f"!{t.name}": t for t in (SmemDescType, Sm107SmemDescType)}


def is_descriptor(t: Attribute) -> bool:
    """NVIDIA's descriptor types (its words: ``SmemDescType, SmemDescCircularSM103Type,
    SmemDescCircularSM107Type or SmemDescSM107Type``); the circular ones, with parameters,
    stay opaque (``!cute_nvgpu.sm103.smem_desc_circular<...>``)."""
    if isinstance(t, _DescriptorType):
        return True
    name = t.attr_name.data if isinstance(t, UnregisteredAttr) else ""
    return name in ("cute_nvgpu.sm103.smem_desc_circular", "cute_nvgpu.sm107.smem_desc_circular")


@irdl_attr_definition
class SmemDescViewType(_TensorType):
    """``!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "layout">``: a view whose iterator
    is a descriptor (NVIDIA's ``SmemDescViewType``, a ``ViewTypeInterface``)."""

    name = "cute_nvgpu.smem_desc_view"
    KIND: ClassVar = "desc_view"
    VALUE: ClassVar = DescView
    iterator: Attribute = param_def(Attribute)
    layout: StringAttr = param_def(StringAttr)

    @property
    def value(self) -> DescView:
        return _desc_view(_text(self.iterator), self.layout.data)

    def is_static(self) -> bool:
        return self.value.layout.is_static()

    def verify(self) -> None:
        if not is_descriptor(self.iterator):
            raise VerifyException("expected SmemDescType, SmemDescCircularSM103Type, SmemDescCircularSM107Type or "
                                  f"SmemDescSM107Type, but got '{_text(self.iterator)}'")

    @classmethod
    def of(cls, v: DescView) -> "SmemDescViewType":
        return SmemDescViewType(_DescriptorType.of(v.iterator), StringAttr(canonical_text(v.layout)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        iterator = parser.parse_type()
        parser.parse_punctuation(",")
        layout = _string_param(parser, "tensor_layout", "the layout of a !cute_nvgpu.smem_desc_view")
        parser.parse_punctuation(">")
        return [iterator, StringAttr(layout)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.iterator)
        printer.print_string(f', "{self.layout.data}">')


@lru_cache(maxsize=4096)
def _desc_view(iterator: str, layout: str) -> DescView:
    return DescView(Descriptor(iterator), layout_text_value(layout))


TENSOR_TYPES: dict[str, type[_TensorType]] = {t.KIND: t for t in (
    PtrType, MemRefType, CoordTensorType, ArithTupleIterType, TiledCopyType, TiledMmaType)}
NVGPU_TYPES: dict[str, type[_TensorType]] = {t.name: t for t in (SmemDescType, Sm107SmemDescType, SmemDescViewType)}
"""The ``cute_nvgpu`` types with a value (the ``cute_nvgpu`` dialect's, by name)."""
VIEW_KINDS = ("memref", "coord_tensor", "desc_view")
"""The kinds of NVIDIA's ``ViewTypeInterface`` (tensors: an iterator and a layout)."""
ITERATOR_KINDS = ("ptr", "arith_tuple_iter", "smem_desc")
"""The kinds of NVIDIA's iterators (``IteratorTypeInterface``)."""
for _t in (*TENSOR_TYPES.values(), SmemDescViewType):
    VALUE_TYPES[_t.VALUE] = _t
VALUE_TYPES[Descriptor] = SmemDescType
