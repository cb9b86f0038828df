"""The names a pycute or CuTe DSL user reaches for, working on layouts and tuples alike.

``size``, ``cosize``, ``rank``, ``depth``, ``shape``, ``stride``, ``get``, ``select``,
``crd2idx``, ``idx2crd``, ``make_layout`` and ``is_static`` take a layout, a composed
layout, a tile or an int-tuple (a tuple kind or a raw HTuple) and an optional ``mode``
(an index or a path, as the DSL's ``mode=``), and give plain Python values: an ``int``
for a static result, a :class:`~cute_sym.tuples.Dyn` for a dynamic one.  A value of the
wrong kind is a :class:`~cute_sym.errors.KindError` naming the function, never a value
silently read as a leaf (the old ``size = product`` returned the layout itself).
docs/api.md sets every call beside pycute and the DSL.
"""
from __future__ import annotations

from typing import Any, Sequence, Union

from . import coords, ops, tuples
from .algebra.concat import make_layout as concatenate
from .composed import ComposedLayout, Swizzle
from .errors import KindError, PreconditionError
from .layout import Layout, evaluate
from .tile import Tile
from .tuple_kinds import IntTuple
from .tuples import Dyn, E, HTuple, Underscore, is_int, is_tuple, leaves, transform_leaves

__all__ = ["size", "cosize", "rank", "depth", "shape", "stride", "get", "select", "crd2idx", "idx2crd",
           "make_layout", "concatenate", "is_static", "product", "product_each", "Mode"]

Mode = Union[int, Sequence[int], None]
LAYOUTS = (Layout, ComposedLayout)


def _path(mode: Mode) -> tuple[int, ...]:
    """The DSL's ``mode=``: ``None`` or ``()`` (the whole value), an index, or a path of indices."""
    if mode is None:
        return ()
    if is_int(mode):
        return (mode,)
    if isinstance(mode, (tuple, list)) and all(is_int(m) for m in mode):
        return tuple(mode)
    raise KindError(f"mode must be an index or a sequence of indices, got {mode!r}")


def _is_htuple(x: Any) -> bool:
    if is_tuple(x):
        return all(_is_htuple(e) for e in x)
    return is_int(x) or isinstance(x, (Dyn, E, Underscore))


def _describe(x: Any) -> str:
    kind = getattr(type(x), "kind", None)
    return f"the {kind} {x}" if kind else f"{type(x).__name__} {x!r}"


def _htuple(x: Any, fn: str, wanted: str = "an int-tuple") -> HTuple:
    """The HTuple of a tuple kind or of a raw HTuple; anything else is a :class:`KindError`."""
    if isinstance(x, IntTuple):
        return x.value
    if _is_htuple(x):
        return x
    raise KindError(f"{fn} takes {wanted}, got {_describe(x)}")


def _shape_of(x: Any, fn: str) -> HTuple:
    """The shape (domain) of a layout, composed layout or tile; an int-tuple is its own shape."""
    if isinstance(x, (Layout, ComposedLayout, Tile)):
        return x.shape
    return _htuple(x, fn, "a layout, a composed layout, a tile or an int-tuple")


def size(x: Any, mode: Mode = ()) -> Any:
    """``|get(x, mode)|``: the size of a layout's (sub-)domain, or the product of an int-tuple
    (pycute ``size``, DSL ``cute.size(x, mode=...)``; paper §4.2)."""
    return tuples.product(tuples.get(_shape_of(x, "size"), _path(mode)))


def cosize(x: Any, mode: Mode = ()) -> Any:
    """``L(size-1)+1`` of ``get(L, mode)`` with strides by magnitude (seed 000 ``cute.cosize``);
    a composed layout only with a swizzle A."""
    if not isinstance(x, LAYOUTS):
        raise KindError(f"cosize takes a layout or a composed layout, got {_describe(x)}")
    return x.get(_path(mode)).cosize()


def rank(x: Any, mode: Mode = ()) -> int:
    """The number of top-level modes of ``get(x, mode)`` (1 for a leaf; paper §4.1)."""
    if isinstance(x, Tile) and not _path(mode):
        return x.rank()
    return tuples.rank(tuples.get(_shape_of(x, "rank"), _path(mode)))


def depth(x: Any, mode: Mode = ()) -> int:
    """The nesting depth of ``get(x, mode)``'s shape (0 for a leaf; paper §4.1)."""
    return tuples.depth(tuples.get(_shape_of(x, "depth"), _path(mode)))


def shape(x: Any, mode: Mode = ()) -> HTuple:
    """The shape of a layout (B's for a composed layout; each slot's for a tile), or an
    int-tuple itself, at ``mode`` (DSL ``cute.shape``)."""
    return tuples.get(_shape_of(x, "shape"), _path(mode))


def stride(x: Any, mode: Mode = ()) -> HTuple:
    """The stride of a layout at ``mode`` (scaled bases as they are)."""
    if not isinstance(x, Layout):
        raise KindError(f"stride takes a layout, got {_describe(x)}")
    return tuples.get(x.stride, _path(mode))


def get(x: Any, mode: Mode = ()) -> Any:
    """Seed 000 ``cute.get`` on any value: the element at ``mode``, of the input's kind
    (a layout gives a layout; a raw tuple a raw tuple)."""
    return ops.get(x, _path(mode))


def select(x: Any, modes: Sequence[int]) -> Any:
    """Seed 000 ``cute.select`` on any value: the top-level ``modes``, always a tuple."""
    return ops.select(x, _path(modes))


def _coord(c: Any) -> HTuple:
    """A coordinate argument: a ``Coord`` / int-tuple kind or an HTuple; ``None`` reads as ``_``."""
    c = tuples.underscores(c)
    return _htuple(c, "crd2idx", "a coordinate")


def crd2idx(crd: Any, layout_or_shape: Any, stride: Any = None) -> Any:
    """The index of ``crd``: ``L(crd)`` for a layout (the DSL's ``crd2idx(c, layout)``),
    ``inner_product(crd, stride)`` for a shape and a stride (pycute's
    ``crd2idx(c, shape, stride)``, paper eq. 1-3), or the column-major index in a shape
    (eq. 2; pycute and the DSL without a stride)."""
    c = _coord(crd)
    if any(isinstance(x, Underscore) for x in leaves(c)):
        raise PreconditionError(f"crd2idx: the coordinate {tuples.describe(c)} contains '_' (or None): "
                                "slice the layout with slice_ instead")
    if isinstance(layout_or_shape, LAYOUTS):
        if stride is not None:
            raise KindError("crd2idx takes a stride only with a shape, not with a layout")
        return layout_or_shape(c)
    s = _htuple(layout_or_shape, "crd2idx", "a layout or a shape")
    if stride is None:
        return coords.crd2idx(c, s)
    L = Layout(s, _htuple(stride, "crd2idx", "a stride"))
    return evaluate(L.shape, L.stride, c)


def idx2crd(idx: Any, shape: Any, stride: Any = None) -> Any:
    """The coordinate of index ``idx`` in ``shape`` (paper eq. 1, the DSL's ``idx2crd``: the
    last mode is not reduced, so an index past the size gives the paper's out-of-bounds
    coordinate).  With a ``stride`` (pycute's form) every leaf is ``(idx // d) % s``."""
    if isinstance(shape, (Layout, ComposedLayout, Swizzle, Tile)):
        raise KindError(f"idx2crd takes a shape, got {_describe(shape)} (idx2crd(i, L.shape) is the coordinate "
                        "of index i in its domain)")
    i = _htuple(idx, "idx2crd", "an index")
    s = _htuple(shape, "idx2crd", "a shape")
    if stride is None:
        return coords.idx2crd(i, s)
    d = _htuple(stride, "idx2crd", "a stride")
    if not tuples.congruent(s, d):
        raise PreconditionError(f"idx2crd: shape {tuples.describe(s)} and stride {tuples.describe(d)} "
                                "are not congruent")
    if is_tuple(i):
        if not is_tuple(s) or len(i) != len(s):
            raise PreconditionError(f"idx2crd: index {tuples.describe(i)} does not match the shape "
                                    f"{tuples.describe(s)}")
        return tuple(idx2crd(a, b, e) for a, b, e in zip(i, s, d))
    return transform_leaves(lambda sl, dl: (i // dl) % sl, s, d)


def make_layout(*args: Any, stride: Any = None) -> Layout:
    """A layout from a shape and an optional stride (the DSL's ``make_layout(shape, stride=)``,
    CuTe's ``make_layout(shape, stride)``; no stride: compact column-major), or the
    concatenation of layouts (CuTe's ``make_layout(L0, L1, ...)``, pycute's
    ``make_layout(L0, L1)`` or ``make_layout([L0, L1])``; also :func:`concatenate`)."""
    if len(args) == 1 and isinstance(args[0], (list, tuple)) and args[0] and all(
            isinstance(a, Layout) for a in args[0]):
        args = tuple(args[0])
    if args and all(isinstance(a, Layout) for a in args):
        if stride is not None:
            raise KindError("make_layout of layouts concatenates them; it takes no stride")
        return concatenate(*args)
    if not args or any(isinstance(a, (Layout, ComposedLayout, Swizzle, Tile)) for a in args):
        got = ", ".join(_describe(a) for a in args) or "nothing"
        raise KindError(f"make_layout takes a shape and an optional stride, or layouts to concatenate; got {got}")
    if len(args) > 2 or (len(args) == 2 and stride is not None):
        raise KindError(f"make_layout(shape, stride) takes at most a shape and a stride, got {len(args)} "
                        f"argument(s){' and stride=' if stride is not None else ''}")
    s = _htuple(args[0], "make_layout", "a shape")
    d = args[1] if len(args) == 2 else stride
    return Layout(s, None if d is None else _htuple(d, "make_layout", "a stride"))


def is_static(x: Any) -> bool:
    """Whether ``x`` (any value) has no dynamic leaf."""
    if isinstance(x, (Layout, ComposedLayout, Swizzle, Tile, IntTuple)):
        return x.is_static()
    return tuples.is_static(_htuple(x, "is_static", "a CuTe value"))


def product(x: Any) -> Any:
    """Paper §4.2: the product of an int-tuple's leaves (``size`` also takes layouts)."""
    return tuples.product(_htuple(x, "product", "an int-tuple (size() takes layouts)"))


def product_each(x: Any) -> tuple:
    """The product of each top-level mode of an int-tuple."""
    return tuples.product_each(_htuple(x, "product_each", "an int-tuple"))
