"""Swizzles and composed layouts ``A o offset o B`` (seed 000 ``!cute.swizzle``,
``!cute.composed_layout``; paper §4.3.1, F2 strides).

``Swizzle(B, M, S)`` is CuTe's XOR map on offsets: the ``B`` bits starting at
bit ``M + max(0, S)`` are XORed into the ``B`` bits starting at
``M - min(0, S)``.  A composed layout maps ``c`` to ``A(offset + B(c))``.
"""
from __future__ import annotations

from typing import Any, ClassVar, Sequence, Union

from .arith import tuple_add
from .errors import KindError, PreconditionError
from .formulas import PYTHON, swizzle
from .layout import Layout, check_coordinate
from .immutable import Immutable
from .tuples import (Dyn, HTuple, Underscore, format_htuple, is_dynamic, is_int, is_tuple, leaves,
                     transform_leaves, underscores, weakly_congruent, zero_underscores)

__all__ = ["Swizzle", "ComposedLayout"]


class Swizzle(Immutable):
    """CuTe ``Swizzle<B,M,S>``: ``x ^ ((x & yyy_mask) >> S)`` (a left shift when S < 0)."""

    kind: ClassVar[str] = "swizzle"
    __slots__ = ("bits", "base", "shift")

    def __init__(self, bits: int, base: int, shift: int):
        if not all(is_int(v) for v in (bits, base, shift)):
            raise KindError("swizzle parameters must be static integers")
        if bits < 0 or base < 0:
            raise KindError(f"swizzle needs num_bits >= 0 and num_base >= 0, got S<{bits},{base},{shift}>")
        if abs(shift) < bits:
            raise KindError(f"swizzle needs |num_shift| >= num_bits, got S<{bits},{base},{shift}>")
        if bits + base + abs(shift) > 64:
            raise KindError(f"swizzle S<{bits},{base},{shift}> moves bits past bit 63 "
                            "(num_bits + num_base + |num_shift| > 64; offsets are at most 64 bits)")
        object.__setattr__(self, "bits", bits)
        object.__setattr__(self, "base", base)
        object.__setattr__(self, "shift", shift)

    def _init_args(self) -> tuple:
        return (self.bits, self.base, self.shift)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Swizzle) and (self.bits, self.base, self.shift) == (other.bits, other.base, other.shift)

    def __hash__(self) -> int:
        return hash(("Swizzle", self.bits, self.base, self.shift))

    def __str__(self) -> str:
        return f"S<{self.bits},{self.base},{self.shift}>"

    __repr__ = __str__
    @property
    def yyy_mask(self) -> int:
        """The source bits, XORed into the target bits."""
        return ((1 << self.bits) - 1) << (self.base + max(0, self.shift))

    @property
    def zzz_mask(self) -> int:
        """The target bits."""
        return ((1 << self.bits) - 1) << (self.base - min(0, self.shift))

    def is_static(self) -> bool:
        return True

    def __call__(self, offset: Any) -> Any:
        if is_tuple(offset):
            raise PreconditionError(f"a swizzle consumes a scalar offset, got {format_htuple(offset)}")
        if isinstance(offset, Dyn):
            return Dyn(offset.width)
        return swizzle(self.yyy_mask, self.shift, offset, PYTHON)


Inner = Union[Layout, Swizzle]


def _codomain_profile(b: Layout) -> HTuple:
    """A value with the profile of ``B(c)`` whose leaves are unknown (``?``), so
    that the seed's scalar-zero rule of ``tuple_add`` applies to the offset only."""
    return transform_leaves(lambda _leaf: Dyn(), b(0))


def _zero_tuple(x: HTuple) -> bool:
    return is_tuple(x) and all(isinstance(v, int) and v == 0 for v in leaves(x))


def _offset_add(offset: HTuple, value: HTuple) -> HTuple:
    """``offset + B(c)``; an all-zero tuple offset (the DSL prints ``o (0,0) o``) adds nothing
    to a scalar ``B(c)``."""
    if _zero_tuple(offset) and not is_tuple(value):
        return value
    return tuple_add(offset, value)


class ComposedLayout(Immutable):
    """``A o offset o B``: ``c -> A(offset + B(c))`` (seed 000 ``!cute.composed_layout``)."""

    kind: ClassVar[str] = "composed_layout"
    __slots__ = ("inner", "offset", "outer")

    def __init__(self, inner: Inner, offset: HTuple, outer: Layout):
        if not isinstance(inner, (Layout, Swizzle)):
            raise KindError(f"composed layout A must be a layout or a swizzle, got {inner!r}")
        if not isinstance(outer, Layout):
            raise KindError(f"composed layout B must be a layout, got {outer!r}")
        if any(not isinstance(x, (int, Dyn)) or isinstance(x, bool) for x in leaves(offset)):
            raise KindError(f"composed layout offset must be an int-tuple, got {offset!r}")
        profile = _codomain_profile(outer)
        try:
            total = _offset_add(offset, profile)
        except PreconditionError as e:
            raise KindError(f"offset {format_htuple(offset)} cannot be added to B(c) of profile {format_htuple(profile)}: "
                            f"{e.reason}") from None
        if isinstance(inner, Swizzle) and is_tuple(total):
            raise KindError("a swizzle A consumes only scalar indices, but offset + B(c) is a tuple")
        if isinstance(inner, Layout) and is_tuple(total) and not weakly_congruent(total, inner.shape):
            raise KindError(f"the profile of offset + B(c) does not match A's shape {format_htuple(inner.shape)}")
        object.__setattr__(self, "inner", inner)
        object.__setattr__(self, "offset", offset)
        object.__setattr__(self, "outer", outer)

    def _init_args(self) -> tuple:
        return (self.inner, self.offset, self.outer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ComposedLayout) and (self.inner, self.offset, self.outer) == (
            other.inner, other.offset, other.outer)

    def __hash__(self) -> int:
        return hash(("ComposedLayout", self.inner, self.offset, self.outer))

    def __str__(self) -> str:
        return f"{self.inner} o {format_htuple(self.offset)} o {self.outer}"

    def __repr__(self) -> str:
        return f"ComposedLayout({self})"

    @property
    def shape(self) -> HTuple:
        """The shape of B, the domain (seed 000 ``cute.get_shape``)."""
        return self.outer.shape

    def rank(self) -> int:
        return self.outer.rank()

    def depth(self) -> int:
        return self.outer.depth()

    def size(self) -> Any:
        return self.outer.size()

    def __len__(self) -> int:
        return self.outer.rank()

    def __getitem__(self, i: int) -> "ComposedLayout":
        """Mode ``i``: ``A o offset o B[i]`` (pycute's ``ComposedLayout[i]``, CuTe's ``get<i>``)."""
        return ComposedLayout(self.inner, self.offset, self.outer[i])

    def __call__(self, *coord: HTuple) -> Any:
        """``A(offset + B(c))``; a coordinate with ``_`` (or ``None``) leaves gives the sliced
        composed layout."""
        c = underscores(coord[0] if len(coord) == 1 else coord)
        check_coordinate(c)
        if any(isinstance(x, Underscore) for x in leaves(c)):   # CuTe slice_and_offset: the offset moves into O
            return ComposedLayout(self.inner, _offset_add(self.offset, self.outer(zero_underscores(c))), self.outer(c))
        return self.inner(_offset_add(self.offset, self.outer(c)))

    def cosize(self) -> Any:
        """Seed 000 ``cute.cosize``: defined when A is a swizzle, where it is ``cosize(B)``."""
        if not isinstance(self.inner, Swizzle):
            raise PreconditionError("cosize of a composed layout needs a swizzle inner A, got a layout")
        return self.outer.cosize()

    def get(self, path: Sequence[int]) -> "ComposedLayout":
        """Seed 000 ``cute.get``: slices B, keeps A and the offset."""
        return ComposedLayout(self.inner, self.offset, self.outer.get(path))

    def select(self, modes: Sequence[int]) -> "ComposedLayout":
        """Seed 000 ``cute.select``: selects modes of B, keeps A and the offset."""
        return ComposedLayout(self.inner, self.offset, self.outer.select(modes))

    def is_static(self) -> bool:
        return self.inner.is_static() and not is_dynamic(self.offset) and self.outer.is_static()
