"""The runtime meaning of an op's ``?`` leaves: each operand ``?`` named by a fresh symbol,
the op run under :func:`~.mode.cute_semantics` (so the structure is the one the bare
``?`` operands get), the result's ``?`` leaves then carry expressions over those symbols."""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import Any, Callable

from ...composed import ComposedLayout
from ...conditions import Condition, collecting
from ...kinds import IntTuple
from ...layout import Layout
from ...tile import Tile
from ...tuples import Dyn, E, transform_leaves
from .mode import cute_semantics

__all__ = ["Symbols", "Meaning", "meaning", "substitute"]


class Symbols:
    """Fresh integer symbols ``<prefix><k>`` for the ``?`` leaves of values (with
    ``only_bare``, those without an expression), in the order
    :func:`cute_sym.kinds.get_scalars` lists them; an extent, coordinate or offset is
    non-negative (a layout's extent positive with ``positive_extents``), a stride of any sign.  ``made`` lists ``(symbol, leaf it stands for)``."""

    def __init__(self, prefix: str = "v", only_bare: bool = False, positive_extents: bool = False) -> None:
        self.prefix, self.only_bare, self.positive_extents = prefix, only_bare, positive_extents
        self.ids = count()
        self.made: list[tuple[Any, Dyn]] = []

    def fresh(self, like: Dyn, nonnegative: bool, positive: bool = False) -> Dyn:
        import sympy
        s = sympy.Symbol(f"{self.prefix}{next(self.ids)}", integer=True, nonnegative=nonnegative or None,
                         positive=positive or None)
        self.made.append((s, like))
        return Dyn(like.width, s, like.div)

    def htuple(self, x: Any, nonnegative: bool, positive: bool = False) -> Any:
        def leaf(v: Any) -> Any:
            if isinstance(v, Dyn) and not (self.only_bare and v.expr is not None):
                return self.fresh(v, nonnegative, positive)
            if isinstance(v, E) and isinstance(v.value, Dyn) and not (self.only_bare and v.value.expr is not None):
                return E(self.fresh(v.value, nonnegative, positive), v.modes)
            return v
        return transform_leaves(leaf, x)

    def value(self, v: Any) -> Any:
        """``v`` with each ``?`` leaf a new symbol."""
        if isinstance(v, IntTuple):
            return type(v)(self.htuple(v.value, v.kind != "stride"))
        if isinstance(v, Layout):
            return Layout(self.htuple(v.shape, True, positive=self.positive_extents), self.htuple(v.stride, False))
        if isinstance(v, ComposedLayout):
            inner = self.value(v.inner)
            return ComposedLayout(inner, self.htuple(v.offset, True), self.value(v.outer))
        if isinstance(v, Tile):
            return Tile(self._tile(v.value))
        if isinstance(v, (tuple, Dyn, E)):
            return self.htuple(v, True)
        return v

    def _tile(self, t: Any) -> Any:
        return _tile_map(t, self.value)


def substitute(v: Any, env: dict) -> Any:
    """``v`` with each symbolic leaf evaluated at ``env`` (symbol -> int): a static value
    where every expression's symbols are bound."""
    def leaf(x: Any) -> Any:
        if isinstance(x, Dyn) and x.expr is not None:
            value = x.expr.subs(env) if hasattr(x.expr, "subs") else x.expr
            return int(value) if getattr(value, "is_Integer", False) else Dyn(x.width, value, x.div)
        if isinstance(x, E) and isinstance(x.value, Dyn):
            return E(leaf(x.value), x.modes)
        return x
    if isinstance(v, IntTuple):
        return type(v)(transform_leaves(leaf, v.value))
    if isinstance(v, Layout):
        return Layout(transform_leaves(leaf, v.shape), transform_leaves(leaf, v.stride))
    if isinstance(v, ComposedLayout):
        return ComposedLayout(substitute(v.inner, env), transform_leaves(leaf, v.offset), substitute(v.outer, env))
    if isinstance(v, Tile):
        return Tile(_tile_map(v.value, lambda t: substitute(t, env)))
    if isinstance(v, (tuple, Dyn, E)):
        return transform_leaves(leaf, v)
    return v


def _tile_map(t: Any, f: Callable[[Any], Any]) -> Any:
    if isinstance(t, tuple):
        return tuple(_tile_map(e, f) for e in t)
    return f(t) if isinstance(t, Layout) else t


@dataclass
class Meaning:
    """``value``: the op's result on the named operands ``operands`` (same structure as on
    the bare ones); ``symbols``: ``(symbol, operand leaf)`` in operand order;
    ``conditions``: the facts CuTe's algorithm took for granted about the dynamic values."""

    value: Any
    operands: list = field(default_factory=list)
    symbols: list = field(default_factory=list)
    conditions: list[Condition] = field(default_factory=list)

    def _env(self, env: dict) -> dict:
        """``env`` keyed by symbols (names accepted: ``{"q0": 16}``)."""
        by_name = {s.name: s for s, _leaf in self.symbols}
        return {by_name.get(k, k) if isinstance(k, str) else k: v for k, v in env.items()}

    def at(self, env: dict) -> Any:
        """The result at the values ``env`` (symbol or name -> int) of the operands' ``?`` leaves."""
        return substitute(self.value, self._env(env))

    def operands_at(self, env: dict) -> list:
        env = self._env(env)
        return [substitute(a, env) for a in self.operands]

    def holds_at(self, env: dict) -> bool:
        """Whether every condition holds at ``env``."""
        import sympy
        env = self._env(env)
        return all(c.as_sympy().subs(env) == sympy.true for c in self.conditions)


def meaning(fn: Callable[..., Any], *args: Any, prefix: str = "q") -> Meaning:
    """``fn(*args)`` with every bare ``?`` of ``args`` named ``q0, q1, ...``."""
    names = Symbols(prefix, only_bare=True, positive_extents=True)
    named = [names.value(a) for a in args]
    with cute_semantics(), collecting() as conds:
        value = fn(*named)
    return Meaning(value, named, names.made, list(conds))
