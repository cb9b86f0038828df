"""Ops built on CuTe's dynamic composition and complement: divides, products, inverses,
``tile_to_shape``, ``make_layout_like``, ``recast_layout`` (NVIDIA ``cutegen``).

* ``logical_divide(A, B) = A o (B, complement_extend(B, shape(A)))``;
* ``logical_product(A, B) = (A, complement(A) o B)``, ``A`` static (CuTe DSL: "expects
  `input` to be static");
* ``right_inverse`` needs a static shape (CuTe: "expects an input with static shape");
  a dynamic stride counts as 0, which only truncates the inverse;
* ``left_inverse`` of a dynamic layout: CuTe DSL gives none ("unable to compute the left
  inverse"), neither do we.
"""
from __future__ import annotations

from typing import Any

from ...conditions import Condition, note
from ...errors import PreconditionError
from ...layout import Layout
from ...tuples import Dyn, is_int, leaves, unflatten
from ..concat import make_layout
from .compose import compose
from .complement import complement_extend, complement_minimal
from .scalars import is_one

__all__ = ["divide_1d", "product_1d", "require_static", "right_inverse_dynamic", "make_layout_like"]


def require_static(layout: Layout, what: str = "input") -> None:
    """CuTe DSL's refusal of a dynamic operand, in its words."""
    if not layout.is_static():
        raise PreconditionError(f"expects `{what}` to be static, but got '!cute.layout<\"{layout}\">'",
                                operand=what)


def divide_1d(a: Layout, b: Layout) -> Layout:
    """``A o (B, complement_extend(B, shape(A)))``; ``(B, B*)`` must cover ``Z_|A|`` (§5.5.2),
    which CuTe does not check: a static hole below ``|A|`` raises, a dynamic one is a condition."""
    if b.is_basis():
        raise PreconditionError(f"a divide needs an integer-codomain tiler, got {b}", operand="tiler")
    rest = complement_extend(b, a.shape)
    _covers(a, b)
    return compose(a, make_layout(b, rest))


def _covers(a: Layout, b: Layout) -> None:
    size, current = a.size(), 1
    least = 1
    for x in leaves(a.shape):                          # a dynamic extent is at least 1
        least *= x if is_int(x) else 1
    ms = sorted(((s, d) for s, d in zip(leaves(b.shape), leaves(b.stride))
                 if not (is_one(s) or (is_int(d) and d == 0))), key=lambda m: m[1] if is_int(m[1]) else 0)
    for s, d in ms:
        if is_int(d) and is_int(current):
            if d % current:
                hole = (d // current) * current
                if least > hole:
                    raise PreconditionError(
                        f"logical divide needs (B, B*) to cover Z_|A| = Z_{_text(size, least)} (paper §5.5.2), but the tiler "
                        f"B = {b} and its complement miss the offset {hole}", operand="tiler")
                if not is_int(size):
                    note(Condition("le", size.expr, hole, "(B, B*) covers Z_|A| (§5.5.2)")) if size.expr is not None \
                        else None
        elif not (is_int(d) and is_int(current)):
            de, ce = (d if is_int(d) else d.expr), (current if is_int(current) else current.expr)
            if de is not None and ce is not None:
                note(Condition("divides", ce, de, "(B, B*) covers the offsets below its extent (§5.5.2)"))
        current = s * d


def product_1d(a: Layout, b: Layout) -> Layout:
    """``(A, complement(A) o B)`` (the product ops demand a static ``A``: :func:`require_static`;
    ``tile_to_shape`` does not)."""
    if b.is_basis() or a.is_basis():
        raise PreconditionError(f"a product needs integer-codomain layouts, got {a} and {b}")
    if all(is_int(d) and d == 0 for d in leaves(b.stride)):
        return make_layout(a, b)                       # A* o B for a constant B is B (CuTe's shortcut)
    return make_layout(a, compose(complement_minimal(a), b))


def right_inverse_dynamic(layout: Layout, static_inverse: Any) -> Layout:
    """CuTe's right inverse of a static-shape layout with dynamic strides: each dynamic
    stride taken as 0 (those modes drop out), then the static right inverse."""
    if not all(is_int(s) for s in leaves(layout.shape)):
        raise PreconditionError(f"expects an input with static shape, but got '!cute.layout<\"{layout}\">'",
                                operand="input")
    zeroed = Layout(layout.shape, unflatten([0 if isinstance(d, Dyn) else d for d in leaves(layout.stride)],
                                            layout.shape))
    return static_inverse(zeroed)


def _text(x: Any, least: int) -> str:
    """``|A|`` for a message: its value, its expression, or a dynamic size's least value."""
    if is_int(x):
        return str(x)
    return str(x.expr) if x.expr is not None else f"{x} (|A| >= {least})"


def _order_key(d: Any, k: int) -> tuple:
    """CuTe's ``compact_order`` by a stride: static strides first by value, then the
    dynamic ones by position (each a new largest order)."""
    return (0, d, k) if is_int(d) else (1, 0, k)


def make_layout_like(layout: Layout) -> Layout:
    """CuTe's ``make_layout_like``: compact strides in the order of ``layout``'s strides,
    a static-0 stride kept (its extent counts as 1)."""
    shape_leaves = list(leaves(layout.shape))
    strides = list(leaves(layout.stride))
    if layout.is_basis():
        raise PreconditionError(f"make_layout_like needs integer strides, got {layout}", operand="src")
    extents = [1 if is_int(d) and d == 0 else s for s, d in zip(shape_leaves, strides)]
    order = sorted(range(len(strides)), key=lambda k: _order_key(strides[k], k))
    live = [k for k in order if not (is_int(strides[k]) and strides[k] == 0)]
    for j, k in zip(live, live[1:]):                   # CuTe's order of the dynamic strides
        if not (is_int(strides[j]) and is_int(strides[k])):
            lo, hi = (strides[j] if is_int(strides[j]) else strides[j].expr), (
                strides[k] if is_int(strides[k]) else strides[k].expr)
            if lo is not None and hi is not None:
                note(Condition("le" if j < k else "lt", lo, hi, "make_layout_like: CuTe orders a dynamic stride "
                                                              "after the static ones, by position"))
    out: list = [None] * len(strides)
    current: Any = 1
    for k in order:
        out[k] = 0 if is_one(extents[k]) else current
        current = current * extents[k]
    return Layout(layout.shape, unflatten(out, layout.shape))
