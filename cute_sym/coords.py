"""Coordinates and indices (paper §4.2.2-4.2.3, eq. 1-2; seed 000 Size/Index ops).

``idx2crd`` follows paper eq. 1: every mode but the last is reduced modulo its
size, the last one is not, so an index past ``size(shape)`` gives the
out-of-bounds coordinate the paper defines.  ``crd2idx`` is eq. 2 applied
mode by mode; an integer coordinate of a (sub-)shape is its own index.
"""
from __future__ import annotations

from typing import Any

from .errors import PreconditionError
from .tuples import (Dyn, HTuple, Underscore, congruent, format_htuple, is_dynamic, is_tuple, leaves,
                     product, static_value, transform_leaves, unflatten)

__all__ = ["idx2crd", "crd2idx", "increment_coord", "all_dynamic"]


def all_dynamic(result: HTuple, *inputs: HTuple) -> HTuple:
    """``result`` with every leaf made dynamic (the seed's all-``?`` rule).

    The width is the widest dynamic input's; a leaf keeps its value as the
    expression when every dynamic input leaf carries one.
    """
    dyn = [x for i in inputs for x in leaves(i) if isinstance(x, Dyn)]
    width = max((d.width for d in dyn), default=32)
    symbolic = bool(dyn) and all(d.expr is not None for d in dyn)
    return transform_leaves(
        lambda v: Dyn(width, (v.expr if isinstance(v, Dyn) else v) if symbolic else None), result)


def idx2crd(idx: HTuple, shape: HTuple) -> HTuple:
    """Paper eq. 1: the coordinate of ``idx`` in ``shape``, colexicographic.

    ``idx`` may be a scalar (a rank-1 tuple counts as one) or a tuple of
    per-mode indices of the shape's rank.  When anything is dynamic, every
    leaf of the result is (seed 000).
    """
    if is_tuple(idx) and len(idx) == 1 and not (is_tuple(shape) and len(shape) == 1):
        idx = idx[0]
    crd = _idx2crd(idx, shape)
    return all_dynamic(crd, idx, shape) if is_dynamic(idx) or is_dynamic(shape) else crd


def _idx2crd(idx: HTuple, shape: HTuple) -> HTuple:
    if is_tuple(idx):
        if not is_tuple(shape) or len(idx) != len(shape):
            raise PreconditionError(
                f"index rank {len(idx)} is greater than 1 and does not match the shape rank")
        return tuple(_idx2crd(i, s) for i, s in zip(idx, shape))
    if not is_tuple(shape):
        return idx
    out = []
    for k, s in enumerate(shape):
        if k == len(shape) - 1:
            out.append(_idx2crd(idx, s))
        else:
            size = product(s)
            if static_value(size) == 0:
                raise PreconditionError(f"mode {k} of the shape {format_htuple(shape)} has extent 0: "
                                        "no index has a coordinate in it")
            out.append(_idx2crd(idx % size, s))
            idx = idx // size
    return tuple(out)


def crd2idx(crd: HTuple, shape: HTuple) -> Any:
    """Paper eq. 2: the column-major index of ``crd`` in ``shape``, mode by mode."""
    if isinstance(crd, Underscore) or any(isinstance(c, Underscore) for c in leaves(crd)):
        raise PreconditionError("coordinate contains an underscore '_'")
    if not is_tuple(crd):
        return crd
    if not is_tuple(shape) or len(crd) != len(shape):
        raise PreconditionError("expects coord and shape to be congruent")
    idx: Any = 0
    weight: Any = 1
    for k, (c, s) in enumerate(zip(crd, shape)):
        term = crd2idx(c, s)
        idx = term if k == 0 else idx + term * weight
        if k < len(shape) - 1:
            weight = weight * product(s)
    return idx


def increment_coord(crd: HTuple, shape: HTuple) -> HTuple:
    """Seed 000 ``cute.increment_coord``: the colexicographic successor of ``crd``.

    The last mode does not wrap.  Any dynamic leaf makes every leaf dynamic.
    """
    if any(isinstance(c, Underscore) for c in leaves(crd)):
        raise PreconditionError("coord contains a wildcard '_' element")
    if not congruent(crd, shape):
        raise PreconditionError("expects coord and shape to be congruent")
    if is_dynamic(crd) or is_dynamic(shape):
        return all_dynamic(crd, crd, shape)
    cs, ss = list(leaves(crd)), list(leaves(shape))
    for i in range(len(cs)):
        cs[i] += 1
        if i == len(cs) - 1 or cs[i] < ss[i]:
            break
        cs[i] = 0
    return unflatten(cs, crd)
