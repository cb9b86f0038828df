"""Layouts ``shape:stride`` and their evaluation (paper §4.3-4.4; seed 000 ``!cute.layout``).

A layout maps every coordinate of ``Z(shape)`` (integer, partially
hierarchical or natural, paper §4.2) to ``inner_product(natural coord,
stride)`` (eq. 3).  Strides are integers, ``?`` or scaled-basis elements; a
layout with basis strides returns a coordinate tuple whose profile is induced
by the basis modes of its stride (seed 000 ``cute.layout_eval``).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar, Sequence

from .arith import compact_col_major
from .errors import KindError, PreconditionError
from .immutable import Immutable
from .tuples import (Dyn, E, HTuple, Underscore, congruent, depth, format_htuple, get, is_dynamic, is_int,
                     is_tuple, leaves, product, rank, select, slice_tuple, transform_leaves, underscores)

__all__ = ["Layout", "coprofile", "evaluate", "shape_leaf_error", "stride_leaf_error", "check_coordinate"]


def shape_leaf_error(s: Any) -> "str | None":
    """Why ``s`` cannot be a layout shape leaf (seed 000 constraint 4), or ``None``."""
    if isinstance(s, Dyn):
        return None
    if not is_int(s):
        return f"shape leaf must be an integer or '?', got {s!r}"
    return None if s > 0 else f"shape leaf must be positive, got {s}"


def stride_leaf_error(d: Any) -> "str | None":
    """Why ``d`` cannot be a layout stride leaf, or ``None``."""
    if isinstance(d, (int, Dyn, E)) and not isinstance(d, bool):
        return None
    return f"stride leaf must be an integer, '?' or a scaled basis, got {d!r}"


def _magnitude(d: Any) -> Any:
    """``|d|`` of a stride leaf (a scaled basis keeps its modes); a symbolic stride of unknown sign is
    ``Abs`` (a bare ``?`` stays ``?``)."""
    if isinstance(d, E):
        return E(_magnitude(d.value), d.modes)
    if isinstance(d, Dyn):
        if d.expr is None:
            return d
        import sympy
        e = sympy.sympify(d.expr)
        return d if e.is_nonnegative else Dyn(d.width, -e if e.is_nonpositive else sympy.Abs(e))
    return abs(d)


def coprofile(stride: HTuple) -> "dict | None":
    """The codomain profile induced by the basis strides: ``None`` for an integer
    codomain, else a tree ``{mode: subtree-or-None}`` over the basis paths."""
    paths = [d.modes for d in leaves(stride) if isinstance(d, E)]
    if not paths:
        return None
    tree: dict = {}
    for path in paths:
        node = tree
        for k, m in enumerate(path):
            last = k == len(path) - 1
            if m in node and (node[m] is None) != last:
                raise KindError(f"basis mode @{'@'.join(map(str, reversed(path[:k + 1])))} is used both "
                                "as a scalar and as a tuple by the stride's scaled bases", operand="stride")
            node = node.setdefault(m, None if last else {})
    return tree


def _build(tree: dict, prefix: tuple, acc: dict) -> tuple:
    return tuple(
        _build(tree[m], prefix + (m,), acc) if tree.get(m) is not None else _whole(acc.get(prefix + (m,), 0))
        for m in range(max(tree) + 1))


def _whole(x: Any) -> Any:
    """A ratio scale's sum that is an integer is that ``int`` (``Fraction(1, 1)`` is ``1``)."""
    return int(x) if type(x) is Fraction and x.denominator == 1 else x


_NOT_LEAVES = (str, bytes, float, complex, bool, list, dict, set, frozenset)


def check_coordinate(c: Any) -> None:
    """Refuse a coordinate leaf that is no integer: ``L(1.5)``, ``L("1")`` or ``L(True)`` would
    otherwise compute something (or fail deep inside the arithmetic)."""
    for x in leaves(c):
        if isinstance(x, _NOT_LEAVES) or x is None:
            raise KindError(f"coordinate leaf {x!r} is not an integer, '?' or '_'", operand="coord")


def _incongruence(c: HTuple, s: HTuple, path: tuple = ()) -> str:
    """Where the tuple coordinate ``c`` stops being weakly congruent to ``s`` ('' if it does not)."""
    its = f"its mode {list(path)}" if path else "it"
    if not is_tuple(s):
        return f"{its} is the tuple {format_htuple(c)} where the shape has the extent {format_htuple(s)}"
    if len(c) != len(s):
        return f"{its} has rank {len(c)} where the shape has rank {len(s)}"
    return next((why for k, (ci, si) in enumerate(zip(c, s)) if is_tuple(ci)
                 for why in [_incongruence(ci, si, path + (k,))] if why), "")


def _accumulate(c: HTuple, s: HTuple, d: HTuple, acc: dict) -> None:
    if is_tuple(c):
        for ci, si, di in zip(c, s, d):
            _accumulate(ci, si, di, acc)
    elif isinstance(c, Underscore):
        raise PreconditionError("coordinate contains '_': use slice() to slice a layout")
    elif is_tuple(s):
        for k, (si, di) in enumerate(zip(s, d)):
            if k == len(s) - 1:
                _accumulate(c, si, di, acc)
            else:
                size = product(si)
                _accumulate(c % size, si, di, acc)
                c = c // size
    else:
        key = d.modes if isinstance(d, E) else ()
        term = c * (d.value if isinstance(d, E) else d)
        acc[key] = acc[key] + term if key in acc else term


def _int_plan(s: HTuple, d: HTuple) -> tuple:
    """The walk of :func:`_accumulate` for ``int`` coordinates of an all-``int`` mode, unrolled
    (eq. 1): ``(divisor, extent, stride)`` per leaf, the leaf's coordinate being
    ``c // divisor % extent``; extent ``0`` (no remainder) on the rightmost path, whose last
    leaf takes what is left, as CuTe's ``crd2idx`` does.  ``(c % (a*b)) // a == (c // a) % b``
    for every integer ``c``, so this is the nested walk's value exactly."""
    plan: list = []

    def walk(s: HTuple, d: HTuple, divisor: int, rightmost: bool) -> int:
        if type(s) is int:
            plan.append((divisor, 0 if rightmost else s, d))
            return divisor * s
        last = len(s) - 1
        for k, (si, di) in enumerate(zip(s, d)):
            divisor = walk(si, di, divisor, rightmost and k == last)
        return divisor
    walk(s, d, 1, True)
    return tuple(plan)


def _int_offset(c: int, plan: tuple) -> int:
    off = 0
    for divisor, extent, d in plan:
        off += (c // divisor % extent if extent else c // divisor) * d
    return off


def evaluate(shape: HTuple, stride: HTuple, coord: HTuple) -> HTuple:
    """``inner_product(coord, stride)`` with ``coord`` converted to natural form
    (paper eq. 1 and 3); a tuple per the coprofile for basis strides."""
    if is_tuple(coord) and (why := _incongruence(coord, shape)):
        raise PreconditionError(f"coordinate {format_htuple(coord)} is not weakly congruent to the shape "
                                f"{format_htuple(shape)}: {why}")
    acc: dict = {}
    _accumulate(coord, shape, stride, acc)
    tree = coprofile(stride)
    if tree is None:
        return acc.get((), 0)
    return _build(tree, (), acc)


def _static_valid(shape: HTuple, stride: HTuple) -> bool:
    """The construction rules on the common case alone: congruent, every shape leaf a
    positive ``int``, every stride leaf an ``int`` (``False``: :func:`_validate` decides)."""
    if type(shape) is tuple:
        if type(stride) is not tuple or len(shape) != len(stride):
            return False
        for s, d in zip(shape, stride):
            if type(s) is int:
                if s <= 0 or type(d) is not int:
                    return False
            elif not _static_valid(s, d):
                return False
        return True
    return type(shape) is int and shape > 0 and type(stride) is int


def _validate(shape: HTuple, stride: HTuple) -> None:
    """Seed 000's construction rules for a layout; a broken one is a :class:`KindError`."""
    for s in leaves(shape):
        if (why := shape_leaf_error(s)) is not None:
            raise KindError(why, operand="shape")
    if not congruent(shape, stride):
        raise KindError(f"shape {format_htuple(shape)} and stride {format_htuple(stride)} are not congruent",
                        operand="stride")
    for d in leaves(stride):
        if (why := stride_leaf_error(d)) is not None:
            raise KindError(why, operand="stride")
    if coprofile(stride) is not None and any(not isinstance(d, E) and d != 0 for d in leaves(stride)):
        raise KindError(f"stride {format_htuple(stride)} mixes integer leaves other than 0 with scaled-basis leaves",
                        operand="stride")


_new = object.__new__


class Layout(Immutable):
    """A CuTe layout ``shape:stride`` (paper §4.4).

    ``Layout(shape)`` takes the compact column-major stride, as CuTe does
    (a static size-1 mode gets stride 0: ``(4,1):(1,0)``).
    """

    kind: ClassVar[str] = "layout"
    __slots__ = ("shape", "stride", "_static", "_plan", "_mode_plans")   # the last two: set on first call

    def __init__(self, shape: HTuple, stride: HTuple | None = None):
        if stride is None:
            stride = compact_col_major(shape)
        static = _static_valid(shape, stride)
        if not static:
            _validate(shape, stride)
        _set_shape(self, shape)
        _set_stride(self, stride)
        _set_static(self, static)

    @classmethod
    def _of_parts(cls, shape: HTuple, stride: HTuple, static: bool) -> "Layout":
        """A layout of parts taken whole from valid layouts (a mode, a selection of modes,
        the leaves, a concatenation of integer-codomain layouts): the construction rules
        hold for them already.  ``static``: every leaf is known to be an ``int`` (else unknown)."""
        layout = _new(cls)
        _set_shape(layout, shape)
        _set_stride(layout, stride)
        _set_static(layout, static)
        return layout

    def _init_args(self) -> tuple:
        return (self.shape, self.stride)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self.shape == other.shape and self.stride == other.stride

    def __hash__(self) -> int:
        return hash(("Layout", self.shape, self.stride))

    def __str__(self) -> str:
        return f"{format_htuple(self.shape)}:{format_htuple(self.stride)}"

    def __repr__(self) -> str:
        return f"Layout({self})"

    # --- structure (paper §4.4.1) ---
    def rank(self) -> int:
        return rank(self.shape)

    def depth(self) -> int:
        return depth(self.shape)

    def size(self) -> Any:
        """|L| = |shape|."""
        return product(self.shape)

    def __len__(self) -> int:
        return rank(self.shape)

    def __getitem__(self, i: int) -> "Layout":
        """The sub-layout ``L_i = S_i:D_i``; a rank-1 leaf layout is its own mode 0 (as in
        pycute and the DSL)."""
        if not is_tuple(self.shape) and is_int(i) and i == 0:
            return self
        if type(i) is int and type(self.shape) is tuple and 0 <= i < len(self.shape):
            return Layout._of_parts(self.shape[i], self.stride[i], self._static)
        return self.get([i])

    def __iter__(self):
        return (self[i] for i in range(self.rank()))

    def get(self, path: Sequence[int]) -> "Layout":
        """Seed 000 ``cute.get`` on a layout: descend the shape and stride together."""
        return Layout._of_parts(get(self.shape, path), get(self.stride, path), self._static)

    def select(self, modes: Sequence[int]) -> "Layout":
        """Seed 000 ``cute.select``: the chosen top-level modes, always a tuple."""
        return Layout._of_parts(select(self.shape, modes), select(self.stride, modes), self._static)

    # --- evaluation (paper §4.4) ---
    def __call__(self, *coord: HTuple) -> HTuple:
        """``L(c)`` for an integer, partially hierarchical or natural coordinate;
        a coordinate with ``_`` (or ``None``, pycute's and the DSL's spelling) leaves gives
        the sliced layout (as pycute does)."""
        if self._static:                             # ints everywhere: eq. 1 and 3, the walk unrolled once
            c = coord[0] if len(coord) == 1 else coord
            if type(c) is int:
                try:
                    plan = self._plan
                except AttributeError:
                    plan = _int_plan(self.shape, self.stride)
                    _set_plan(self, plan)
                return _int_offset(c, plan)
            if (type(c) is tuple and type(self.shape) is tuple and len(c) == len(self.shape)
                    and all(type(x) is int for x in c)):
                try:
                    modes = self._mode_plans
                except AttributeError:
                    modes = tuple(map(_int_plan, self.shape, self.stride))
                    _set_mode_plans(self, modes)
                return sum(map(_int_offset, c, modes))
        c = underscores(coord[0] if len(coord) == 1 else coord)
        check_coordinate(c)
        if any(isinstance(x, Underscore) for x in leaves(c)):
            return Layout(slice_tuple(c, self.shape), slice_tuple(c, self.stride))
        return evaluate(self.shape, self.stride, c)

    def is_static(self) -> bool:
        return not (is_dynamic(self.shape) or is_dynamic(self.stride))

    def is_basis(self) -> bool:
        """True when the codomain is a coordinate tuple (scaled-basis strides)."""
        return not self._static and coprofile(self.stride) is not None

    def coshape(self) -> HTuple:
        """The smallest bounding coordinate of the image: ``L(size-1) + 1`` per component,
        with every stride taken by magnitude (CuTe's ``coshape``; ``4:-1`` spans 4 indices)."""
        last = evaluate(self.shape, transform_leaves(_magnitude, self.stride), self.size() - 1)
        return transform_leaves(lambda v: v + 1, last)

    def cosize(self) -> Any:
        """Seed 000 ``cute.cosize``: ``L(size-1)+1`` (``|stride|``, so the length of the image's
        span for negative strides too), or ``size(coshape)`` for basis strides."""
        if self._static:
            span = 1
            for s, d in zip(leaves(self.shape), leaves(self.stride)):
                span += (s - 1) * abs(d)
            return span
        return product(self.coshape())

    def is_static_int(self) -> bool:
        """Every leaf a static ``int`` (no ``?``, no scaled basis): the algebra's fast paths.
        (``False`` may also mean unknown: a part of a layout with other leaves.)"""
        return self._static


# The slots' own setters: faster than ``object.__setattr__`` past ``Layout.__setattr__``.
_set_shape = Layout.shape.__set__          # type: ignore[attr-defined]
_set_stride = Layout.stride.__set__        # type: ignore[attr-defined]
_set_static = Layout._static.__set__       # type: ignore[attr-defined]
_set_plan = Layout._plan.__set__           # type: ignore[attr-defined]
_set_mode_plans = Layout._mode_plans.__set__   # type: ignore[attr-defined]
