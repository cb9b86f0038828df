"""``S o W`` when the work layout ``W`` refines the flat modes of ``S``.

If the flat modes of ``W``, chained by stride (``1, w0, w0*w1, ...``), form the
compact colexicographic layout of a refinement of ``S``'s flat shape -- the
modes lying in flat mode ``k`` of ``S`` multiply up to exactly its extent, so
the chain passes every logical stride ``l_k`` of ``S`` -- then ``W(x)`` is a
mixed-radix number whose digits never carry across ``S``'s modes: ``S``'s
natural coordinate ``k`` is ``sum(c_i * d_i / l_k)`` over the modes in ``k``
and, by paper eq. 3, ``S(W(x)) = sum(c_i * S_k * d_i / l_k)``.  Every equality
is checked with sympy, so symbolic extents work too (a leaf ``M/4`` of ``W``
is a positive integer, hence ``M = 4t``); this is where the solver's
nonlinear reasoning about ``S o W`` times out.
"""
from __future__ import annotations

from typing import Any

import sympy

from cute_sym.arith import prefix_product
from cute_sym.layout import Layout
from cute_sym.tuples import Dyn, is_int, is_tuple, leaves, unflatten

__all__ = ["refined_composition"]


def _flat(x: Any) -> list:
    return list(leaves(x)) if is_tuple(x) else [x]


def _value(x: Any) -> Any:
    return sympy.Integer(x) if is_int(x) else x.expr


def _integral(shape: list) -> tuple[dict, dict]:
    """Substitutions making ``W``'s extents visibly integral (``M -> 4t`` for a leaf ``M/4``),
    and their inverses (``t -> M/4``)."""
    there, back = {}, {}
    for x in shape:
        num, den = sympy.fraction(sympy.together(_value(x)))
        if den != 1 and num.is_Symbol and den.is_Integer and num not in there:
            t = sympy.Symbol(f"_{num}_{den}", integer=True, positive=True)
            there[num], back[t] = den * t, num / den
    return there, back


def _same(a: Any, b: Any) -> bool:
    return sympy.simplify(a - b) == 0


def _divides(a: Any, b: Any) -> bool:
    """``b / a`` is a positive integer for every value of the positive integer symbols."""
    q = sympy.simplify(b / a)
    return bool(q.is_integer and q.is_positive)


def refined_composition(S: Layout, W: Layout) -> "Layout | None":
    """``S o W`` as a layout when ``W`` refines ``S``'s flat modes, else ``None``."""
    s_shape, s_stride, w_shape, w_stride = _flat(S.shape), _flat(S.stride), _flat(W.shape), _flat(W.stride)
    if any(isinstance(x, Dyn) and x.expr is None for x in s_shape + s_stride + w_shape + w_stride):
        return None
    there, back = _integral(w_shape)
    val = lambda x: _value(x).subs(there)  # noqa: E731
    bounds = [val(x) for x in _flat(prefix_product(S.shape))] + [val(S.size())]
    strides: dict[int, Any] = {i: 0 for i, w in enumerate(w_shape) if _same(val(w), 1)}
    position, k = sympy.Integer(1), 0
    while len(strides) < len(w_shape):
        i = next((i for i in range(len(w_shape)) if i not in strides and _same(val(w_stride[i]), position)), None)
        if i is None:
            return None
        while k < len(s_shape) and _same(bounds[k + 1], position):
            k += 1                                   # this mode of S is used up: go on to the next
        end = position * val(w_shape[i])
        if k >= len(s_shape) or not _divides(end, bounds[k + 1]):
            return None                              # the mode would carry into S's next mode
        stride = sympy.simplify((val(s_stride[k]) * position / bounds[k]).subs(back))
        strides[i] = int(stride) if stride.is_Integer else Dyn(64, stride)
        position = end
    if not _same(position, bounds[-1]):
        return None
    flat = [strides[i] for i in range(len(w_shape))]
    return Layout(W.shape, unflatten(flat, W.shape) if is_tuple(W.shape) else flat[0])
