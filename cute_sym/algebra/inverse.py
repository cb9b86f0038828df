"""Right and left inverses (paper §5.4, Tables 5 and 6).

Both read a layout's leaf modes with their *domain strides* (the weight of the
mode in the colexicographic integer coordinate) and sort them by stride,
skipping stride-0 and size-1 modes.

* ``right_inverse``: the longest run of modes whose strides continue the
  contiguous image ``1, s_0*d_0, ...``; ``L(L‡(k)) = k`` on ``Z_|L‡|`` (eq. 13).
* ``left_inverse``: a mixed-radix decomposition of an offset ``v``: a leading
  ``d_0 : 0`` mode when the smallest stride exceeds 1, then ``d_{k+1}/d_k`` per
  mode, the last mode unbounded; ``L(L†(L(k))) = L(k)``, so ``L†(L(k)) = k``
  for an injective ``L``.

Scaled-basis strides give one inverse per codomain mode, in the codomain's
profile.  F2 (XOR) strides are represented by a composed layout ``S o 0 o L``
with a swizzle ``S``: its inverse is ``L⁻¹ o S``, returned as ``S' o 0 o L⁻¹`` with
``S'`` the swizzle moved across ``L⁻¹`` (:mod:`.swizzled`, as CuTe does), the law
checked at every point (Tables 5 and 6, last rows: ``L⁻¹`` the identity, ``S' = S``).
"""
from __future__ import annotations

from typing import Any

from ..arith import prefix_product
from ..composed import ComposedLayout, Swizzle
from ..errors import PreconditionError
from ..layout import Layout, coprofile
from ..tuples import E, is_int, leaves, static_value
from .coalesce import coalesce_modes, from_modes, is_zero
from .complement import sorted_modes
from .composition import BRUTE_FORCE_LIMIT
from .dynamic.derived import right_inverse_dynamic
from .dynamic.mode import uses_cute
from .swizzled import swizzle_through
from .symbolic import decide, exact_div, truth

__all__ = ["right_inverse", "left_inverse"]

Mode = tuple[Any, Any]


def _domain_modes(layout: Layout) -> list[tuple[Any, Any, Any]]:
    """``(shape, stride, domain stride)`` of every leaf mode."""
    shapes = list(leaves(layout.shape))
    return list(zip(shapes, leaves(layout.stride), leaves(prefix_product(tuple(shapes)))))


def _by_codomain(layout: Layout, inverse_1d) -> Layout:
    """Apply ``inverse_1d`` per codomain mode (integer codomain: once)."""
    if layout.is_static_int():                         # the same items, with the domain strides inline
        items, w = [], 1
        for s, d in zip(leaves(layout.shape), leaves(layout.stride)):
            if s != 1 and d != 0:
                items.append(((s, d), w))
            w *= s
        # the inverses' modes: the layout's extents (or quotients of its strides, >= 1), domain strides
        return from_modes(coalesce_modes(inverse_1d(items)), valid=True)
    triples = [(s, d, w) for s, d, w in _domain_modes(layout)
               if static_value(s) != 1 and not is_zero(d)]
    tree = coprofile(layout.stride)
    if tree is None:
        return from_modes(coalesce_modes(inverse_1d([((s, d), w) for s, d, w in triples])))

    def build(node: dict, prefix: tuple) -> tuple:
        shapes, strides = [], []
        for m in range(max(node) + 1):
            path = prefix + (m,)
            if node.get(m) is not None:
                sh, st = build(node[m], path)
            else:
                on_path = [((s, d.value), w) for s, d, w in triples if isinstance(d, E) and d.modes == path]
                flat = from_modes(coalesce_modes(inverse_1d(on_path)))
                sh, st = flat.shape, flat.stride
            shapes.append(sh)
            strides.append(st)
        return tuple(shapes), tuple(strides)

    return Layout(*build(tree, ()))


def _item_stride(item: tuple) -> Any:
    return item[0][1]


def _sorted(items: list) -> list:
    if all(type(m[1]) is int for m, _w in items):     # integers: a stable sort by stride
        return sorted(items, key=_item_stride)
    order = sorted_modes([(k, m[1]) for k, (m, _w) in enumerate(items)], "stride order (inverse)")
    return [items[k] for k, _d in order]


def _right_1d(items: list) -> list[Mode]:
    """The chain ``1, s_0*d_0, ...``: at each step the first mode, in domain order, whose
    stride is the image so far (CuTe's ``inverse_seq``: a smaller stride met on the way
    does not end the chain, so the inverse is the largest, eq. 13)."""
    out: list[Mode] = []
    current: Any = 1
    if all(type(m[1]) is int for m, _w in items):     # integers: the same walk, no decisions
        left = _coalesced([it for it in items if it[0][1] >= 0])
        while True:
            k = next((k for k, ((_s, d), _w) in enumerate(left) if d == current), None)
            if k is None:
                return out
            (s, d), w = left.pop(k)
            out.append((s, w))
            current = s * d
    left = [it for it in _sorted(items) if not (is_int(it[0][1]) and it[0][1] < 0)]
    while True:
        k = next((k for k, ((_s, d), _w) in enumerate(left) if truth("eq", d, current) is True), None)
        if k is None:
            return out
        (s, d), w = left.pop(k)
        out.append((s, w))
        current = s * d


def _coalesced(items: list) -> list:
    """Domain-adjacent modes merged where the second continues the first (``d' = s*d``, CuTe
    coalesces before its walk); each item ``((extent, stride), domain stride)``."""
    out: list = []
    for (s, d), w in items:
        if out:
            (ps, pd), pw = out[-1]
            if pw * ps == w and d == ps * pd:
                out[-1] = ((ps * s, pd), pw)
                continue
        out.append(((s, d), w))
    return out


def _left_1d(items: list) -> list[Mode]:
    items = _sorted(items)
    if not items:
        return []
    out: list[Mode] = []
    first = items[0][0][1]
    if not decide("le", 1, first, "left inverse needs positive strides"):
        raise PreconditionError(f"left_inverse needs positive strides, got the stride {first}")
    if truth("eq", first, 1) is not True:
        out.append((first, 0))                         # offsets below the smallest stride: any value
    for ((s, d), w), ((_s2, d2), _w2) in zip(items, items[1:]):
        # divisibility first: where d | d2, a mode reaching past d2 repeats the value d2
        # (coordinate d2/d < s), so only then is "not injective" the truth
        if not decide("divides", d, d2, "left inverse: strides must divide each other"):
            raise PreconditionError(
                f"left_inverse: the stride {d2} is not a multiple of the smaller stride {d}, so offsets "
                f"cannot be decomposed in mixed radix")
        if not decide("le", s * d, d2, "left inverse needs an injective layout"):
            raise PreconditionError(
                f"left_inverse needs an injective layout: the mode {s}:{d} reaches {s * d} > {d2}, "
                f"the next larger stride (§5.4.3)")
        out.append((exact_div(d2, d, "left inverse"), w))
    (s, _d), w = items[-1]
    out.append((s, w))
    return out


def right_inverse(layout: Any) -> Any:
    """Paper §5.4.1, Table 5: the largest right inverse ``L‡`` (``1:0`` when trivial)."""
    return _inverse(layout, _right_1d, "right_inverse")


def left_inverse(layout: Any) -> Any:
    """Paper §5.4.3, Table 6: a left inverse ``L†``."""
    return _inverse(layout, _left_1d, "left_inverse")


def _inverse(layout: Any, inverse_1d, name: str) -> Any:
    if isinstance(layout, Swizzle):
        return layout                                  # a swizzle is an involution
    if isinstance(layout, ComposedLayout):
        return _swizzled_inverse(layout, inverse_1d, name)
    if not isinstance(layout, Layout):
        raise PreconditionError(f"{name} takes a layout, got {layout!r}", operand="input")
    if uses_cute(layout):
        if name == "left_inverse":                     # CuTe DSL computes none
            raise PreconditionError(f"unable to compute the left inverse of '!cute.layout<\"{layout}\">' "
                                    f"(CuTe needs it static)", operand="input")
        return right_inverse_dynamic(layout, lambda zeroed: _by_codomain(zeroed, inverse_1d))
    return _by_codomain(layout, inverse_1d)


def _swizzled_inverse(layout: ComposedLayout, inverse_1d, name: str) -> ComposedLayout:
    """``(S o 0 o L)⁻¹ = L⁻¹ o S = S' o 0 o L⁻¹`` (CuTe moves ``S`` across ``L⁻¹``), with the
    inverse law checked at every point."""
    swz, outer = layout.inner, layout.outer
    if not isinstance(swz, Swizzle) or layout.offset != 0 or outer.is_basis() or not outer.is_static():
        raise PreconditionError(
            f"{name} of a composed layout needs the F2 form S o 0 o L (a swizzle S, offset 0, static integer L), "
            f"got {layout}", operand="input")
    inv = _by_codomain(outer, inverse_1d)
    if max(inv.size(), outer.size()) > BRUTE_FORCE_LIMIT:
        raise PreconditionError(f"{name} of {layout} moves the swizzle across L⁻¹ = {inv} point by point: "
                                f"{max(inv.size(), outer.size())} points, more than the {BRUTE_FORCE_LIMIT} it checks",
                                operand="input")
    try:
        result = ComposedLayout(swizzle_through(inv, swz, range(inv.size())), 0, inv)
    except PreconditionError as e:
        raise PreconditionError(f"{name} of {layout} is L⁻¹ o S with L⁻¹ = {inv}, which is not a swizzled "
                                f"layout: {e.reason}", operand="input") from None
    if name == "right_inverse":
        broken = next((k for k in range(result.size())                # L‡ : D -> Z_|L| (eq. 13)
                       if not 0 <= result(k) < layout.size() or layout(result(k)) != k), None)
    else:
        broken = next((c for c in range(layout.size()) if result(layout(c)) != c), None)
    if broken is not None:
        raise PreconditionError(f"{name} of {layout}: {result} breaks the inverse law at {broken} "
                                f"(the swizzle leaves the domain of L⁻¹ = {inv})", operand="input")
    return result
