"""Which algorithm a dynamic value takes: CuTe's (bare ``?``, or forced) or the exact one."""
from __future__ import annotations

import contextlib
import contextvars
from typing import Any, Iterator

from ...composed import ComposedLayout
from ...kinds import IntTuple
from ...layout import Layout
from ...tile import Tile
from ...tuples import Dyn, E, is_tuple

__all__ = ["cute_semantics", "cute_semantics_on", "uses_cute", "dynamic_leaves"]

_FORCED: contextvars.ContextVar[bool] = contextvars.ContextVar("cute_sym_cute_semantics", default=False)


@contextlib.contextmanager
def cute_semantics() -> Iterator[None]:
    """Inside the block, every dynamic leaf (named or not) takes CuTe's algorithms."""
    token = _FORCED.set(True)
    try:
        yield
    finally:
        _FORCED.reset(token)


def cute_semantics_on() -> bool:
    """Whether :func:`cute_semantics` is active."""
    return _FORCED.get()


def dynamic_leaves(v: Any) -> Iterator[Dyn]:
    """The ``Dyn`` leaves (and basis scales) of a CuTe value, a tiler or an HTuple."""
    if isinstance(v, Layout):
        yield from dynamic_leaves(v.shape)
        yield from dynamic_leaves(v.stride)
    elif isinstance(v, ComposedLayout):
        for part in (v.inner, v.offset, v.outer):
            yield from dynamic_leaves(part)
    elif isinstance(v, Tile):
        yield from dynamic_leaves(v.value)
    elif isinstance(v, IntTuple):
        yield from dynamic_leaves(v.value)
    elif is_tuple(v) or isinstance(v, list):
        for x in v:
            yield from dynamic_leaves(x)
    elif isinstance(v, E):
        yield from dynamic_leaves(v.value)
    elif isinstance(v, Dyn):
        yield v


def uses_cute(*values: Any) -> bool:
    """Whether an op on ``values`` takes CuTe's algorithm: some leaf is a bare ``?``, or
    :func:`cute_semantics` is active and some leaf is dynamic."""
    for v in values:                                   # the static path's shortcut: no leaf to walk
        if not (type(v) is int or v is None or (type(v) is Layout and v.is_static_int())):
            break
    else:
        return False
    dyn = [d for v in values for d in dynamic_leaves(v)]
    return bool(dyn) and (_FORCED.get() or any(d.expr is None for d in dyn))


