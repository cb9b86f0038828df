"""The tuple kinds of seed 000: ``IntTuple``, ``Shape``, ``Stride``, ``Coord`` and their casts.

Each kind wraps an HTuple and admits only its leaves: int-tuple and shape
leaves are integers or ``?``; stride leaves add scaled bases; coordinate
leaves add ``_``.  Values are equal only within one kind, except that a static scalar
equals its ``int`` (``ops.size(L) == 32``, as in pycute and the DSL).  (They sit below
:class:`~cute_sym.layout.Layout`; :mod:`cute_sym.kinds` gathers every kind.)
"""
from __future__ import annotations

from typing import Any, ClassVar

from .errors import DynamicValueError, KindError, PreconditionError
from .immutable import Immutable
from .tuples import Dyn, E, HTuple, Underscore, depth, format_htuple, is_dynamic, is_int, leaves, rank

__all__ = ["IntTuple", "Shape", "Stride", "Coord", "to_int_tuple", "to_shape", "to_stride", "to_coord"]


class IntTuple(Immutable):
    """Seed 000 ``!cute.int_tuple``: an HTuple of integers and ``?``."""

    kind: ClassVar[str] = "int_tuple"
    leaf_types: ClassVar[tuple] = (int, Dyn)
    __slots__ = ("value",)

    def __init__(self, value: HTuple):
        for x in leaves(value):
            if not self.admits(x):
                raise KindError(f"{x!r} is not a valid {self.kind} leaf")
        object.__setattr__(self, "value", value)

    @classmethod
    def admits(cls, leaf: Any) -> bool:
        """Whether ``leaf`` may be a leaf of this kind."""
        return isinstance(leaf, cls.leaf_types) and not isinstance(leaf, bool)

    def _init_args(self) -> tuple:
        return (self.value,)

    def __eq__(self, other: object) -> bool:
        if is_int(other):                       # pycute/DSL habit: size(L) == 32 (a static scalar is its int)
            return is_int(self.value) and self.value == other
        return type(other) is type(self) and other.value == self.value

    def __hash__(self) -> int:
        return hash(self.value) if is_int(self.value) else hash((self.kind, self.value))

    def __int__(self) -> int:
        """The integer of a static scalar; a tuple or a ``?`` has none (a named error)."""
        if is_int(self.value):
            return self.value
        if isinstance(self.value, Dyn):
            raise DynamicValueError(f"the {self.kind} {self} is dynamic: it has no integer value yet")
        raise KindError(f"the {self.kind} {self} is a tuple, not a scalar: it has no integer value")

    __index__ = __int__

    def __str__(self) -> str:
        return format_htuple(self.value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"

    def rank(self) -> int:
        return rank(self.value)

    def depth(self) -> int:
        return depth(self.value)

    def is_static(self) -> bool:
        return not is_dynamic(self.value)


class Shape(IntTuple):
    """Seed 000 ``!cute.shape`` (0 is admitted; layouts demand positive leaves)."""

    kind = "shape"


class Stride(IntTuple):
    """Seed 000 ``!cute.stride``: integers, ``?`` and scaled bases ``V@M...``."""

    kind = "stride"
    leaf_types = (int, Dyn, E)


class Coord(IntTuple):
    """Seed 000 ``!cute.coord``: integers, ``?`` and the wildcard ``_``."""

    kind = "coord"
    leaf_types = (int, Dyn, Underscore)


def to_int_tuple(src: IntTuple) -> IntTuple:
    """Seed 000 ``cute.to_int_tuple``: no scaled bases, no ``_``."""
    if not isinstance(src, IntTuple):
        raise PreconditionError(f"source must be a shape, stride, coord or int_tuple, got {src!r}", operand="src")
    for x in leaves(src.value):
        if isinstance(x, E):
            raise PreconditionError(f"source contains the scaled-basis stride {x!r}", operand="src")
        if isinstance(x, Underscore):
            raise PreconditionError("source contains an underscore '_' element", operand="src")
    return IntTuple(src.value)


def _from_int_tuple(src: IntTuple, kind: type) -> IntTuple:
    if type(src) is not IntTuple:
        raise PreconditionError(f"source must be an int_tuple, got {src!r}", operand="src")
    return kind(src.value)


def to_shape(src: IntTuple) -> Shape:
    """Seed 000 ``cute.to_shape``."""
    return _from_int_tuple(src, Shape)


def to_stride(src: IntTuple) -> Stride:
    """Seed 000 ``cute.to_stride``."""
    return _from_int_tuple(src, Stride)


def to_coord(src: IntTuple) -> Coord:
    """Seed 000 ``cute.to_coord``."""
    return _from_int_tuple(src, Coord)
