"""The seed 000 ops as Python functions over CuTe values, one function per op,
result kinds as the seed states.  (The casts ``to_*`` and ``get_scalars`` are
defined with the kinds in :mod:`cute_sym.kinds` and re-exported here.)

Operands are CuTe values (:class:`IntTuple`, :class:`Shape`, :class:`Stride`,
:class:`Coord`, :class:`Layout`, :class:`ComposedLayout`, :class:`Swizzle`,
:class:`Tile`) or raw HTuples.  A raw HTuple stands for the tuple kind the op
expects at that operand; when every tuple operand is raw the result is raw
too, else it has the seed's result kind.  A violated precondition raises
:class:`PreconditionError` whose ``reason`` is the seed's wording where it
has one (the dialect prints it as ``'cute.<op>' op <reason>``).  Ops whose
result is an ``i1`` return ``True``/``False`` when decided, else ``Dyn(1)``; their
dynamic meaning (and ``increment_coord``'s, a swizzle's) is in :mod:`cute_sym.formulas`.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from . import arith, coords, tuples
from .composed import ComposedLayout, Swizzle
from .errors import PreconditionError
from .kinds import (Coord, IntTuple, Shape, Stride, get_scalars, to_coord, to_int_tuple, to_shape,
                    to_stride)
from .layout import Layout
from .tile import Tile, tile_count
from .tuples import Dyn, E, HTuple, Underscore, _, format_htuple, is_tuple, leaves, product

__all__ = [
    "kind_name", "type_text",
    "get", "select", "get_leaves", "get_scalars", "get_shape", "get_stride",
    "composed_get_inner", "composed_get_offset", "composed_get_outer", "get_layouts_from_tile",
    "to_int_tuple", "to_shape", "to_stride", "to_coord",
    "size", "cosize", "tuple_product", "tuple_product_each", "crd2idx", "idx2crd",
    "increment_coord", "layout_eval", "append_to_rank", "prepend_to_rank",
    "shape_div", "ceil_div", "tuple_add", "tuple_sub", "equal", "elem_less",
]

TUPLE_KINDS = (IntTuple, Shape, Stride, Coord)
LAYOUTS = (Layout, ComposedLayout)


# --- operands and results ---

def _is_raw(x: Any) -> bool:
    return is_tuple(x) or (isinstance(x, (int, Dyn, E, Underscore)) and not isinstance(x, bool))


def kind_name(x: Any, raw: str = "int_tuple") -> str:
    """The seed's name of ``x``'s kind (``raw`` for a raw HTuple)."""
    if _is_raw(x):
        return raw
    kind = getattr(type(x), "kind", None)
    if kind is None:
        raise PreconditionError(f"not a CuTe value: {x!r}")
    return kind


def type_text(x: Any, raw: str = "int_tuple") -> str:
    """The value as the dialect prints its type: ``!cute.shape<"(4,8)">``."""
    text = format_htuple(x) if _is_raw(x) else str(x)
    return f'!cute.{kind_name(x, raw)}<"{text}">'


def _names(kinds: Sequence[type]) -> str:
    names = [k.kind for k in kinds]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _operand(x: Any, kinds: Sequence[type], name: str) -> tuple[HTuple, "type | None"]:
    """The HTuple of tuple operand ``x`` and its kind (``None`` when raw)."""
    if _is_raw(x):
        tuple_kinds = [k for k in kinds if issubclass(k, IntTuple)]
        bad = [leaf for leaf in leaves(x) if not any(k.admits(leaf) for k in tuple_kinds)]
        if bad:
            raise PreconditionError(f"{bad[0]!r} is not a valid {_names(tuple_kinds)} leaf", operand=name)
        return x, None
    if type(x) not in kinds:
        raise PreconditionError(f"expects {_names(kinds)}, but got {kind_name(x)}", operand=name)
    return x.value, type(x)


def _result(kind: "type | None", value: HTuple) -> Any:
    return value if kind is None else kind(value)


def _expect(x: Any, kinds: tuple, name: str) -> None:
    if not isinstance(x, kinds):
        raise PreconditionError(f"expects {_names(kinds)}, but got {kind_name(x)}", operand=name)


def _not_same_kind(lhs: Any, rhs: Any) -> PreconditionError:
    return PreconditionError(f"expects lhs and rhs to be the same kind, but got "
                             f"'{type_text(lhs)}' and '{type_text(rhs)}'")


def _same_kind(lhs: Any, rhs: Any, kinds: Sequence[type]) -> tuple[HTuple, HTuple, "type | None"]:
    x, xk = _operand(lhs, kinds, "lhs")
    y, yk = _operand(rhs, kinds, "rhs")
    if xk and yk and xk is not yk:
        raise _not_same_kind(lhs, rhs)
    return x, y, xk or yk


def _cannot_compute(op: str, f: Callable[[], Any], a: Any, b: Any, raw: str) -> Any:
    """``f()``, its precondition errors prefixed as seed 000 words them for ``op``."""
    try:
        return f()
    except PreconditionError as e:
        raise PreconditionError(
            f"expects valid operands, but cannot compute {op} for '{type_text(a, raw)}' and "
            f"'{type_text(b, raw)}': {e.reason}") from None


# --- accessors (seed 000 "Advanced Constructor Operations") ---

def get(value: Any, mode: Sequence[int] = ()) -> Any:
    """``cute.get``: the element at the hierarchical ``mode`` path, same kind as the input
    (a tile gives a tile, a composed layout ``A o off o get(B)``); ``()`` is the identity."""
    if isinstance(value, (Layout, ComposedLayout, Tile)):
        return value.get(mode)
    x, kind = _operand(value, TUPLE_KINDS, "input")
    return _result(kind, tuples.get(x, mode))


def select(value: Any, modes: Sequence[int]) -> Any:
    """``cute.select``: the top-level ``modes`` (repeats, permutations), always a tuple."""
    if isinstance(value, (Layout, ComposedLayout, Tile)):
        return value.select(modes)
    x, kind = _operand(value, TUPLE_KINDS, "input")
    return _result(kind, tuples.select(x, modes))


def get_leaves(value: Any) -> list:
    """``cute.get_leaves``: one value per leaf, depth first; a tile gives its layouts
    and a ``Tile(_)`` per underscore slot."""
    if isinstance(value, Tile):
        return [x if isinstance(x, Layout) else Tile(_) for x in value.leaves()]
    x, kind = _operand(value, TUPLE_KINDS + (Tile,), "input")
    return [_result(kind, leaf) for leaf in leaves(x)]


def get_shape(value: Any) -> Shape:
    """``cute.get_shape``: a layout's shape, B's shape, or a tile's per-slot shapes."""
    _expect(value, (Layout, ComposedLayout, Tile), "input")
    return Shape(value.shape)


def get_stride(value: Any) -> Stride:
    """``cute.get_stride``: a layout's stride, scaled bases verbatim."""
    _expect(value, (Layout,), "input")
    return Stride(value.stride)


def composed_get_inner(value: Any) -> "Layout | Swizzle":
    """``cute.composed_get_inner``: A of ``A o offset o B``."""
    _expect(value, (ComposedLayout,), "input")
    return value.inner


def composed_get_offset(value: Any) -> IntTuple:
    """``cute.composed_get_offset``: the offset of ``A o offset o B``."""
    _expect(value, (ComposedLayout,), "input")
    return IntTuple(value.offset)


def composed_get_outer(value: Any) -> Layout:
    """``cute.composed_get_outer``: B of ``A o offset o B``."""
    _expect(value, (ComposedLayout,), "input")
    return value.outer


def get_layouts_from_tile(value: Any) -> list[Layout]:
    """``cute.get_layouts_from_tile``: the layout leaves, depth first, skipping ``_``."""
    _expect(value, (Tile,), "tile")
    return value.layouts()


# --- size and index ops (seed 000 "Layout Algebra Operations") ---

def size(value: Any, mode: Sequence[int] = ()) -> Any:
    """``cute.size``: the product of the extents of ``get(value, mode)``; the domain
    size for a (composed) layout.  A scalar int_tuple."""
    if isinstance(value, LAYOUTS):
        return IntTuple(value.get(mode).size())
    x, kind = _operand(value, (IntTuple, Shape), "input")
    return _result(kind and IntTuple, product(tuples.get(x, mode)))


def cosize(value: Any, mode: Sequence[int] = ()) -> IntTuple:
    """``cute.cosize``: ``L(size-1)+1`` of ``get(value, mode)``, ``size(coshape)`` for
    scaled-basis strides, ``cosize(B)`` for a composed layout with a swizzle A."""
    _expect(value, LAYOUTS, "input")
    return IntTuple(value.get(mode).cosize())


def tuple_product(value: Any) -> Any:
    """``cute.tuple_product``: the product of all leaves, same kind as the input."""
    x, kind = _operand(value, (IntTuple, Shape), "input")
    return _result(kind, product(x))


def tuple_product_each(value: Any) -> Any:
    """``cute.tuple_product_each``: the product of each top-level mode (depth 1)."""
    x, kind = _operand(value, (IntTuple, Shape), "input")
    return _result(kind, tuples.product_each(x))


def crd2idx(coord: Any, shape: Any) -> Any:
    """``cute.crd2idx``: paper eq. 2, the column-major index of ``coord`` in ``shape``."""
    c, ck = _operand(coord, (Coord,), "coord")
    s, sk = _operand(shape, (Shape,), "shape")
    return _result((ck or sk) and IntTuple, coords.crd2idx(c, s))


def idx2crd(index: Any, shape: Any) -> Any:
    """``cute.idx2crd``: paper eq. 1; all-``?`` when anything is dynamic."""
    i, ik = _operand(index, (IntTuple,), "index")
    s, sk = _operand(shape, (Shape,), "shape")
    return _result((ik or sk) and Coord, coords.idx2crd(i, s))


def increment_coord(coord: Any, shape: Any) -> Any:
    """``cute.increment_coord``: the colexicographic successor of ``coord`` in ``shape``."""
    c, ck = _operand(coord, (Coord,), "coord")
    s, sk = _operand(shape, (Shape,), "shape")
    return _result((ck or sk) and Coord, coords.increment_coord(c, s))


def layout_eval(coord: Any, layout: Any) -> Any:
    """``cute.layout_eval``: ``L(coord)``, a tuple per the basis dims for scaled-basis
    strides; ``A(offset + B(coord))`` for a composed layout."""
    c, kind = _operand(coord, (Coord,), "coord")
    _expect(layout, LAYOUTS, "layout")
    if any(isinstance(x, Underscore) for x in leaves(c)):      # L(c) with '_' slices; the op evaluates
        raise PreconditionError("coordinate contains '_': use slice() to slice a layout")
    return _result(kind and IntTuple, layout(c))


def _pad(value: Any, n: int, element: Any, pad: Callable[[HTuple, int, HTuple], HTuple]) -> Any:
    if isinstance(value, Layout) and isinstance(element, Layout):
        return Layout(pad(value.shape, n, element.shape), pad(value.stride, n, element.stride))
    if isinstance(value, ComposedLayout) and isinstance(element, Layout):
        return ComposedLayout(value.inner, value.offset, _pad(value.outer, n, element, pad))
    if type(value) in TUPLE_KINDS and type(element) is type(value):
        return type(value)(pad(value.value, n, element.value))
    if _is_raw(value) and _is_raw(element):
        return pad(value, n, element)
    raise PreconditionError(f"incompatible kinds: cannot pad {kind_name(value)} with {kind_name(element)}",
                            operand="element")


def append_to_rank(value: Any, n: int, element: Any) -> Any:
    """``cute.append_to_rank<n>``: ``element`` appended until the rank is ``n``; a
    composed layout pads B.  Unchanged when the rank is already ``>= n``."""
    return _pad(value, n, element, arith.append_to_rank)


def prepend_to_rank(value: Any, n: int, element: Any) -> Any:
    """``cute.prepend_to_rank<n>``: ``element`` prepended until the rank is ``n``."""
    return _pad(value, n, element, arith.prepend_to_rank)


# --- arithmetic (seed 000 "Arithmetic Operations", seed 002) ---

def shape_div(a: Any, b: Any) -> Any:
    """``cute.shape_div``: the four-case shape division of seed 002."""
    x, y, kind = _same_kind(a, b, (Shape,))
    return _result(kind, _cannot_compute("shape_div", lambda: arith.shape_div(x, y), a, b, "shape"))


def ceil_div(input: Any, tiler: Any) -> Any:
    """``cute.ceil_div``: four-case ceiling division, or tile counting for a tile tiler;
    the result has the input's kind."""
    x, kind = _operand(input, (IntTuple, Shape), "input")
    t = tiler if isinstance(tiler, Tile) else _operand(tiler, (IntTuple, Shape, Tile), "tiler")[0]
    raw = kind.kind if kind else "int_tuple"
    divide = (lambda: tile_count(x, t)) if isinstance(t, Tile) else (lambda: arith.ceil_div(x, t))
    return _result(kind, _cannot_compute("ceil_div", divide, input, tiler, raw))


def tuple_add(lhs: Any, rhs: Any) -> Any:
    """``cute.tuple_add``: element-wise sum with padding and the scalar-zero identity."""
    x, y, kind = _same_kind(lhs, rhs, (IntTuple, Shape))
    return _result(kind, arith.tuple_add(x, y))


def tuple_sub(lhs: Any, rhs: Any) -> Any:
    """``cute.tuple_sub``: element-wise difference; ``t - 0 == t``, ``0 - t`` is invalid."""
    x, y, kind = _same_kind(lhs, rhs, (IntTuple, Shape))
    return _result(kind, arith.tuple_sub(x, y))


def equal(lhs: Any, rhs: Any) -> "bool | Dyn":
    """``cute.equal``: structural and value equality of two values of one kind."""
    if isinstance(lhs, Layout) and isinstance(rhs, Layout):
        return arith.equal((lhs.shape, lhs.stride), (rhs.shape, rhs.stride))
    if isinstance(lhs, Layout) or isinstance(rhs, Layout):
        raise _not_same_kind(lhs, rhs)
    x, y, _kind = _same_kind(lhs, rhs, TUPLE_KINDS)
    return arith.equal(x, y)


def compared_leaves(lhs: Any, rhs: Any) -> list[tuple[Any, Any]]:
    """The leaf pairs ``cute.equal`` / ``cute.elem_less`` compare (a layout: shape, then stride;
    a scaled basis by its scale): the dynamic meaning is :func:`cute_sym.formulas.leafwise` of them."""
    def flat(v: Any) -> list:
        if isinstance(v, Layout):
            return [*leaves(v.shape), *leaves(v.stride)]
        return list(leaves(v.value if isinstance(v, IntTuple) else v))
    return [(x.value, y.value) if isinstance(x, E) else (x, y) for x, y in zip(flat(lhs), flat(rhs))]


def elem_less(lhs: Any, rhs: Any) -> "bool | Dyn":
    """``cute.elem_less``: every leaf of ``lhs`` below its partner in ``rhs``."""
    x, _k = _operand(lhs, (IntTuple, Shape, Coord), "lhs")
    y, _k = _operand(rhs, (IntTuple, Shape, Coord), "rhs")
    try:
        return arith.elem_less(x, y)
    except PreconditionError as e:
        raise PreconditionError(f"{e.reason}, but got '{type_text(lhs)}' and '{type_text(rhs)}'") from None
