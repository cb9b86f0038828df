"""Logical product and its variants (paper §5.5.1; CuTe ``tile_to_shape``).

``A ⊗ B = (A, A* o B)``: mode 0 is the tile ``A``, mode 1 the layout ``B`` of
its translated copies, with ``A*`` the complement of ``A`` holding at least
``cosize(B)`` elements, so ``A* o B`` stays in bounds (CuTe takes the cotarget
``size(A) * cosize(B)``, which is the same where the complement's gaps divide).  A tiler
applies by mode; zipped / tiled / flat forms regroup the modes as for divides.
``blocked_product`` and ``raked_product`` are rank-sensitive: both operands are
padded with ``1:0`` modes to one rank and the 1-D product's modes are zipped mode
by mode (tile first for blocked, grid first for raked), not coalesced: the CuTe IR
and the paper print ``((3,2),(4,5)):((4,12),(1,24))`` (CuTe C++ coalesces each mode).
"""
from __future__ import annotations

from typing import Any

from ..composed import ComposedLayout
from ..errors import PreconditionError
from ..kinds import IntTuple
from ..layout import Layout
from ..tuples import is_int, is_tuple, leaves, product_each
from .complement import complement_of_size
from .composition import compose_static, composition
from .coalesce import coalesce
from .concat import make_layout, modes
from .dynamic.derived import product_1d, require_static
from .dynamic.scalars import ceil_div as cute_ceil_div
from .dynamic.mode import uses_cute
from .constructors import make_ordered_layout
from .symbolic import ceil_div_leaf, describe
from .tiling import apply_tiled

__all__ = ["product", "logical_product", "zipped_product", "tiled_product", "flat_product", "blocked_product",
           "raked_product", "tile_to_shape"]


def _product_1d(a: Layout, b: Layout, grid: Any = None) -> Layout:
    if a.is_static_int() and b.is_static_int() and all(d >= 0 for d in leaves(b.stride)):
        rest = complement_of_size(a, b.cosize())
        g = compose_static(rest, b) if grid is None else grid(rest, b)
        return Layout._of_parts((a.shape, g.shape), (a.stride, g.stride), True)
    if uses_cute(a, b):
        return product_1d(a, b)
    if b.is_basis() or any(is_int(d) and d < 0 for d in leaves(b.stride)):
        raise PreconditionError(f"a product needs B with non-negative integer strides, got {b}", operand="rhs")
    if a.is_basis():
        raise PreconditionError(f"a product needs an integer-codomain A, got {a}", operand="lhs")
    return make_layout(a, composition(complement_of_size(a, b.cosize()), b))


def _static_lhs(a: Any, b: Any) -> None:
    """CuTe DSL computes a product with dynamic leaves only for a static ``A``."""
    inner = a.outer if isinstance(a, ComposedLayout) else a
    if isinstance(inner, Layout) and uses_cute(a, b):
        require_static(inner)


def product(a: Any, b: Any, form: str, grid: Any = None) -> Any:
    """The ``form`` (``logical``, ``zipped``, ``tiled``, ``flat``) of ``A ⊗ B``; ``grid(A*, B)``
    composes the grid of static layouts (the dialect passes the CuTe IR's composition)."""
    _static_lhs(a, b)
    return apply_tiled(lambda x, y: _product_1d(x, y, grid), a, b, form)


def logical_product(a: Any, b: Any) -> Any:
    """``A ⊗ B = (A, A* o B)`` (paper §5.5.1), by mode for a tiler."""
    _static_lhs(a, b)
    return apply_tiled(_product_1d, a, b, "logical")


def zipped_product(a: Any, b: Any) -> Any:
    """``((tiles...), (grids..., other modes...))``."""
    _static_lhs(a, b)
    return apply_tiled(_product_1d, a, b, "zipped")


def tiled_product(a: Any, b: Any) -> Any:
    """``((tiles...), grids..., other modes...)``."""
    _static_lhs(a, b)
    return apply_tiled(_product_1d, a, b, "tiled")


def flat_product(a: Any, b: Any) -> Any:
    """``(tiles..., grids..., other modes...)``."""
    _static_lhs(a, b)
    return apply_tiled(_product_1d, a, b, "flat")


def _padded(layout: Layout, rank: int) -> Layout:
    ms = modes(layout)
    return make_layout(*ms, *([Layout(1, 0)] * (rank - len(ms))))


def _rank_sensitive(a: Any, b: Any, tile_first: bool) -> Any:
    if isinstance(a, ComposedLayout):
        return ComposedLayout(a.inner, a.offset, _rank_sensitive(a.outer, b, tile_first))
    if not isinstance(a, Layout) or not isinstance(b, Layout):
        raise PreconditionError(f"blocked/raked products take two layouts, got {a!r} and {b!r}")
    rank = max(len(modes(a)), len(modes(b)))
    tile, grid = modes(_product_1d(_padded(a, rank), _padded(b, rank)))
    pairs = zip(modes(tile), modes(grid))
    out = make_layout(*(make_layout(x, y) if tile_first else make_layout(y, x) for x, y in pairs))
    if not tile_first and uses_cute(a, b):           # CuTe's raked_product coalesces by mode
        return make_layout(*(coalesce(m) for m in modes(out)))
    return out


def blocked_product(a: Any, b: Any) -> Any:
    """Mode ``i`` is ``(A_i, (A* o B)_i)``: blocks of ``A`` laid out by ``B`` (Fig. 10)."""
    _static_lhs(a, b)
    return _rank_sensitive(a, b, True)


def raked_product(a: Any, b: Any) -> Any:
    """Mode ``i`` is ``((A* o B)_i, A_i)``: ``A`` raked across ``B`` (Fig. 11), each mode
    coalesced as the CuTe IR does (``((1,32),(1,8)):((0,8),(0,1))`` is ``(32,8):(8,1)``;
    CuTe C++'s ``coalesce(zip(...), repeat<R>(1))``)."""
    from .coalesce import coalesce
    _static_lhs(a, b)
    out = _rank_sensitive(a, b, False)
    inner = out.outer if isinstance(out, ComposedLayout) else out
    return coalesce(out, (1,) * len(modes(inner)))


def _check_order(order: Any, rank: int) -> None:
    """``tile_to_shape``'s order: static, one rank per mode, no two alike.  The ranks need not
    be ``[0, rank)``: the CuTe DSL 4.8.1 orders the modes by them (C++ ``compact_order``), and its
    block-scaled GEMMs write ``(2,1,3)``; tied ranks give one stride to two modes, a layout that
    is not injective, which the DSL computes (docs/dialect.md)."""
    order = order.value if isinstance(order, IntTuple) else order
    flat = order if is_tuple(order) else (order,)
    if not all(is_int(o) for o in leaves(order)):
        raise PreconditionError(f"expects static order, but got {describe(order)}", operand="order")
    if len(flat) != rank:
        raise PreconditionError(f"expects order rank ({len(flat)}) to equal target-shape rank ({rank})",
                                operand="order")
    for i, o in enumerate(flat):
        if flat.count(o) > 1:
            raise PreconditionError(f"expects $order to be a permutation of [0, {rank}), but index {o} appears "
                                    f"more than once", operand="order")


def tile_to_shape(block: Any, shape: Any, order: Any = None) -> Any:
    """Repeat ``block`` to ``shape``: ``blocked_product(block, make_ordered_layout(ceil(shape /
    block), order))`` (CuTe IR: a mode that does not divide rounds up; ``order`` is a permutation)."""
    target = shape.value if isinstance(shape, IntTuple) else shape
    if not is_tuple(target):
        target = (target,)
    rank = len(target)
    inner = block.outer if isinstance(block, ComposedLayout) else block
    if not isinstance(inner, Layout):
        raise PreconditionError(f"tile_to_shape takes a layout or composed layout, got {block!r}", operand="input")
    if len(modes(inner)) > rank:
        raise PreconditionError(f"expects block layout rank <= target shape rank, but got rank "
                                f"{len(modes(inner))} block and rank {rank} target shape", operand="shape")
    if order is not None:
        _check_order(order, rank)
    padded = _padded(inner, rank)
    ceil = cute_ceil_div if uses_cute(inner, target) else ceil_div_leaf
    counts = tuple(ceil(t, s) for t, s in zip(product_each(target), product_each(padded.shape)))
    strides = list(leaves(padded.stride))
    if not all(is_int(d) for d in strides) and len(strides) > 1 and not all(is_int(c) and c == 1 for c in counts):
        raise PreconditionError(f"unable to compute tile_to_shape of the block {inner}: CuTe's complement only "
                                f"supports static strides or a rank-1 layout with a dynamic stride", operand="input")
    result = _rank_sensitive(padded, make_ordered_layout(counts, order), True)
    if isinstance(block, ComposedLayout):
        return ComposedLayout(block.inner, block.offset, result)
    return result
