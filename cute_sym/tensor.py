"""The CuTe DSL's tensor and atom values: pointers, tensors (``memref``), coordinate
tensors and their iterators, copy/MMA atoms and tiled copies/MMAs.

These are the values of the ``!cute.ptr``, ``!cute.memref``, ``!cute.coord_tensor``,
``!cute.arith_tuple_iter``, ``!cute.tiled_copy`` and ``!cute.tiled_mma`` types that the
DSL 4.8.1 prints (paper §4.4: a tensor is an iterator composed with a layout).  Each
carries its layouts as :mod:`cute_sym` values (``MemRef.layout``, ``TiledCopy.layout_tv``,
``TiledCopy.tiler``), so the algebra and the solver use them directly.  An atom
(``!cute_nvgpu.atom.universal_copy<f32, 128 b>``) is kept as its type text.

``str()`` of each value is the parameter text inside ``<...>`` of its type, in the
DSL's canonical spelling (``f32, gmem, align<16>, "(4,8):(8,1)"``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from .composed import ComposedLayout, Swizzle
from .errors import KindError
from .kinds import IntTuple
from .layout import Layout
from .tile import Tile
from .tuples import Dyn, E, HTuple, is_tuple, leaves

__all__ = ["ADDRESS_SPACES", "element_bits", "Pointer", "MemRef", "ArithTupleIter", "CoordTensor",
           "Descriptor", "DescView", "Atom", "TiledCopy", "TiledMma", "offset_divisor", "realign", "Tensor", "with_layout", "advance",
           "slice_tensor", "dice_tile", "local_tile"]

ADDRESS_SPACES = ("gmem", "smem", "rmem", "tmem", "generic")
"""The DSL's address spaces (``!cute.ptr<f32, gmem>``)."""

_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "f64": 64, "f80": 80, "f128": 128}


def element_bits(element: str) -> int | None:
    """Bits of an element type written as MLIR prints it (``f32``, ``i8``, ``f8E4M3FN``, ``f4E2M1FN``);
    ``None`` for a type whose width is not known here (a ``!dialect.type``)."""
    if element in _FLOAT_BITS:
        return _FLOAT_BITS[element]
    m = re.fullmatch(r"[su]?i(\d+)|f(\d+)E\w+", element)
    if m:
        return int(m.group(1) or m.group(2))
    return None


def default_align(element: str) -> int:
    """The alignment the DSL assumes (and does not print): one element, at least one byte."""
    bits = element_bits(element)
    return max(1, (bits or 8) // 8)


Layoutish = Union[Layout, ComposedLayout]


@dataclass(frozen=True)
class Pointer:
    """``!cute.ptr<element, space[, align<N>][, S<b,m,s>]>``: an address with a known
    alignment (bytes) and, in shared memory, the swizzle applied to its offsets."""

    element: str
    space: str
    align: int = 0            # 0: the default, one element
    swizzle: Swizzle | None = None

    def __post_init__(self) -> None:
        if self.space not in ADDRESS_SPACES:
            raise KindError(f"unknown address space '{self.space}' (one of {', '.join(ADDRESS_SPACES)})")
        if self.align < 0:
            raise KindError(f"alignment must be positive, got {self.align}")
        if self.align in (0, default_align(self.element)):
            object.__setattr__(self, "align", 0)
        if self.swizzle is not None and self.swizzle.bits == 0:
            object.__setattr__(self, "swizzle", None)      # the identity swizzle is no swizzle

    @property
    def alignment(self) -> int:
        """The alignment in bytes (the default one element when none is printed)."""
        return self.align or default_align(self.element)

    @property
    def bits(self) -> int | None:
        return element_bits(self.element)

    def __str__(self) -> str:
        parts = [self.element, self.space]
        if self.align:
            parts.append(f"align<{self.align}>")
        if self.swizzle is not None:
            parts.append(str(self.swizzle))
        return ", ".join(parts)


@dataclass(frozen=True)
class MemRef:
    """``!cute.memref<element, space[, align<N>][, S<..>], "layout">``: a tensor, the
    pointer ``iterator`` composed with ``layout`` (a layout or composed layout)."""

    iterator: Pointer
    layout: Layoutish

    def __post_init__(self) -> None:
        if isinstance(self.layout, ComposedLayout) and _identity(self.layout):
            object.__setattr__(self, "layout", self.layout.outer)

    @property
    def element(self) -> str:
        return self.iterator.element

    @property
    def space(self) -> str:
        return self.iterator.space

    def __str__(self) -> str:
        return f'{self.iterator}, "{self.layout}"'


def _identity(c: ComposedLayout) -> bool:
    return isinstance(c.inner, Swizzle) and c.inner.bits == 0 and c.offset == 0


@dataclass(frozen=True)
class ArithTupleIter:
    """``!cute.arith_tuple_iter<"(0,0)">``: the base coordinate of a coordinate tensor."""

    value: IntTuple

    def __str__(self) -> str:
        return f'"{self.value}"'


@dataclass(frozen=True)
class CoordTensor:
    """``!cute.coord_tensor<"base", "layout">``: coordinates ``base + layout(c)`` (an identity
    tensor when the layout's strides are the scaled bases ``1@i``)."""

    iterator: ArithTupleIter
    layout: Layoutish

    def __str__(self) -> str:
        return f'"{self.iterator.value}", "{self.layout}"'


@dataclass(frozen=True)
class Descriptor:
    """An iterator kept as its ``!cute_nvgpu`` type text: an MMA's shared-memory matrix
    descriptor (``!cute_nvgpu.smem_desc``, ``!cute_nvgpu.sm107.smem_desc``).  Its value (the
    64-bit word wgmma / tcgen05 read) is not modelled: moving it keeps its type."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class DescView:
    """``!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "layout">``: a view (NVIDIA's
    ``ViewTypeInterface``) whose iterator is a :class:`Descriptor` and whose layout maps an
    MMA fragment's coordinates to descriptor offsets (``cute.mma.make_fragment`` of a
    shared-memory tensor for an SM90 / SM100 MMA).  NVIDIA's MLIR slices, measures and
    divides it as any view: the layout changes, the iterator's type does not."""

    iterator: Descriptor
    layout: Layoutish

    def __str__(self) -> str:
        return f'{self.iterator}, "{self.layout}"'


@dataclass(frozen=True)
class Atom:
    """A copy or MMA atom type of the ``cute_nvgpu`` dialect, kept as its full text
    (``!cute_nvgpu.atom.universal_copy<f32, 128 b>``); ``name`` is ``atom.universal_copy``."""

    text: str

    @property
    def name(self) -> str:
        head = self.text.split("<", 1)[0]
        return head.split(".", 1)[1] if "." in head else head

    @property
    def element(self) -> str | None:
        """The first type parameter (``f32``), when the atom has one."""
        m = re.match(r"[^<]*<\s*([A-Za-z][\w]*)", self.text)
        return m.group(1) if m else None

    @property
    def bits(self) -> int | None:
        """The access width ``<..., 128 b>``, when printed."""
        m = re.search(r"(\d+)\s*b\s*>$", self.text)
        return int(m.group(1)) if m else None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class TiledCopy:
    """``!cute.tiled_copy<atom, layout_copy_tv = <"TV">, tiler_mn = <"[..]">>``: the atom,
    the (thread, value) -> tile-coordinate layout and the tile it covers."""

    atom: Atom
    layout_tv: Layout
    tiler: Tile

    def __str__(self) -> str:
        return f'{self.atom}, layout_copy_tv = <"{self.layout_tv}">, tiler_mn = <"{self.tiler}">'


@dataclass(frozen=True)
class TiledMma:
    """``!cute.tiled_mma<atom, atom_layout_MNK = <"..">, permutation_MNK = <"[..]">>``."""

    atom: Atom
    atom_layout: Layout
    permutation: Tile

    def __str__(self) -> str:
        return (f'{self.atom}, atom_layout_MNK = <"{self.atom_layout}">, '
                f'permutation_MNK = <"{self.permutation}">')


def offset_divisor(offset: HTuple) -> int:
    """The largest power of two known to divide an element offset (0 -> 2**64): a static
    leaf's own, a ``?{div=N}`` leaf's ``N`` (a plain ``?``: 1)."""
    best = 1 << 64
    for x in leaves(offset) if is_tuple(offset) else [offset]:
        if isinstance(x, E):
            x = x.value
        if isinstance(x, Dyn):
            d = getattr(x, "div", 1) or 1
        elif isinstance(x, int):
            d = abs(x) if x else 1 << 64
        else:
            d = 1
        best = min(best, d & -d)
    return best


def realign(ptr: Pointer, offset: HTuple) -> Pointer:
    """``ptr`` moved by ``offset`` elements: its alignment becomes the largest power of two
    dividing both the old alignment and the offset in bytes (the DSL's rule)."""
    bits = ptr.bits or 8
    step = offset_divisor(offset)
    byte_div = step * bits // 8 if step < 1 << 64 else 1 << 64
    align = ptr.alignment
    new = min(align & -align, byte_div & -byte_div) if byte_div else align
    return Pointer(ptr.element, ptr.space, max(new, 1) if new != align else ptr.align, ptr.swizzle)


# ---------------------------------------------------------------- tensor algebra

Tensor = Union[MemRef, CoordTensor, DescView]


def with_layout(t: Tensor, layout: Layoutish) -> Tensor:
    """``t`` with another layout, the same iterator (a divide or product of a tensor)."""
    return type(t)(t.iterator, layout)


def advance(iterator: Pointer | ArithTupleIter | Descriptor,
            offset: HTuple) -> Pointer | ArithTupleIter | Descriptor:
    """An iterator moved by ``offset`` (CuTe ``add_offset``): a pointer realigned, an
    arithmetic-tuple iterator's coordinate summed (``(0,0) + (?,3) = (?,3)``), a descriptor
    the same type (NVIDIA's slice of a descriptor view keeps ``!cute_nvgpu.smem_desc``)."""
    from .arith import tuple_add
    if isinstance(iterator, Pointer):
        return realign(iterator, offset)
    if isinstance(iterator, Descriptor):
        return iterator
    return ArithTupleIter(IntTuple(tuple_add(iterator.value.value, _as_coordinate(offset))))


def _as_coordinate(offset: HTuple) -> HTuple:
    """A scaled-basis offset ``a@0 + b@1`` as the tuple ``(a,b)``."""
    if isinstance(offset, E):
        out: list = [0] * (offset.modes[-1] + 1 if offset.modes else 1)
        out[offset.modes[-1] if offset.modes else 0] = offset.value
        return tuple(out)
    return offset


def slice_tensor(t: Tensor, coord: HTuple) -> Tensor:
    """CuTe's tensor slice ``t(c)``: the layout sliced where ``c`` is ``_``, the iterator
    moved to ``L(c with _ = 0)`` (a coordinate with no ``_`` leaves the rank-0 ``():()``)."""
    from .algebra import slice_and_offset
    from .kinds import Coord
    from .tuples import Underscore
    crd = coord.value if isinstance(coord, IntTuple) else coord
    if any(isinstance(x, Underscore) for x in (leaves(crd) if is_tuple(crd) else [crd])):
        sub, off = slice_and_offset(t.layout, Coord(crd))
    else:
        sub, off = Layout((), ()), t.layout(crd)
    return type(t)(advance(t.iterator, off), sub)


def dice_tile(proj: HTuple, tiler: Tile) -> Tile:
    """The modes of a tiler where ``proj`` is an integer (CuTe ``dice``)."""
    from .tuples import Underscore
    value = tiler.value if is_tuple(tiler.value) else (tiler.value,)
    kept = tuple(v for p, v in zip(proj, value) if not isinstance(p, Underscore))
    return Tile(kept if len(kept) != 1 else kept)


def local_tile(t: Tensor, tiler: Tile | Layout, coord: HTuple, proj: HTuple | None = None) -> Tensor:
    """CuTe ``local_tile``: ``zipped_divide(t, tiler)`` sliced at ``(_..., coord)``, after
    ``proj`` keeps the modes of ``tiler`` and ``coord`` where it is an integer (a coordinate
    longer than ``proj`` keeps its further modes, as NVIDIA's MLIR does)."""
    from .algebra import dice, zipped_divide
    from .tuples import _ as underscore, rank
    crd = coord.value if isinstance(coord, IntTuple) else coord
    if proj is not None:
        p = proj.value if isinstance(proj, IntTuple) else proj
        tiler = dice_tile(p, tiler) if isinstance(tiler, Tile) else tiler
        if is_tuple(crd) and is_tuple(p) and len(crd) > len(p):
            # NVIDIA's MLIR: modes past the projection's rank are kept (the DSL's Hopper GEMM
            # tiles an (M,K,L) tensor by (128,256,64) at (m,n,_,l) with proj (1,_,1): (m,_,l))
            crd = tuple(dice(crd[:len(p)], p)) + tuple(crd[len(p):])
        else:
            crd = dice(crd, p) if is_tuple(crd) else crd
    zd = zipped_divide(t.layout, tiler)
    outer = zd.outer if isinstance(zd, ComposedLayout) else zd
    r0, r1 = rank(outer.shape[0]), rank(outer.shape[1])
    if is_tuple(crd):
        crd = tuple(crd) + (underscore,) * (r1 - len(crd))
    first = tuple([underscore] * r0) if r0 != 1 else underscore
    return slice_tensor(with_layout(t, zd), (first, crd))
