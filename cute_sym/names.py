"""Named symbols of the canonical text: which sympy symbol a name stands for.

A name (``M`` in ``(M,N):(1,M)``) is a dynamic leaf whose expression is an integer
sympy symbol of that name.  It is a *positive* symbol when, up to a positive constant
factor, it is a whole shape leaf of the value -- or of any value read with it
(:func:`bind`) -- since an extent is at least 1 (``M`` of ``(4,M/4)``, ``N`` of
``(M,N)``); otherwise it may be any integer (a stride, an offset or a coordinate may
be negative or zero).  One name is one symbol across the values bound together, so the
operands of one command speak about the same ``M``.

:func:`exactness` lists the side conditions of the exact quotients a value's leaves
hold (``4 | M`` for a leaf ``M/4``): the value denotes a layout only where they hold.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from .composed import ComposedLayout, Swizzle
from .conditions import Condition
from .errors import KindError, PreconditionError
from .kinds import Coord, IntTuple, Shape, Stride
from .layout import Layout
from .tile import Tile
from .tuples import Dyn, E, Underscore, is_tuple, transform_leaves

__all__ = ["map_leaves", "free_symbols", "positive_names", "bind", "exactness", "symbol_table"]

_ROLES = {Shape: "shape", Stride: "stride", Coord: "coord"}


def map_leaves(value: Any, f: Callable[[Any, str], Any]) -> Any:
    """``value`` with ``f(leaf, role)`` applied to every integer or dynamic leaf (basis
    scales included), in ``get_scalars`` order; ``role`` is ``shape``, ``stride``,
    ``coord`` or ``offset`` (an offset or any other int-tuple).  Values of every kind
    (a swizzle has no leaves), raw HTuples (``offset``) included."""
    def htuple(x: Any, role: str) -> Any:
        def leaf(v: Any) -> Any:
            if isinstance(v, E):
                return E(f(v.value, role), v.modes)
            return v if isinstance(v, Underscore) else f(v, role)
        return transform_leaves(leaf, x)
    if isinstance(value, Layout):
        return Layout(htuple(value.shape, "shape"), htuple(value.stride, "stride"))
    if isinstance(value, ComposedLayout):
        inner = map_leaves(value.inner, f)
        offset = htuple(value.offset, "offset")
        return ComposedLayout(inner, offset, map_leaves(value.outer, f))
    if isinstance(value, Swizzle):
        return value
    if isinstance(value, IntTuple):
        return type(value)(htuple(value.value, _ROLES.get(type(value), "offset")))
    if isinstance(value, Tile):
        return Tile(_tile(value.value, f))
    if is_tuple(value) or isinstance(value, (int, Dyn, E, Underscore)):
        return htuple(value, "offset")
    raise PreconditionError(f"expected a CuTe value or an HTuple, got {value!r}")


def _tile(t: Any, f: Callable[[Any, str], Any]) -> Any:
    if is_tuple(t):
        return tuple(_tile(e, f) for e in t)
    return map_leaves(t, f) if isinstance(t, Layout) else t


def _visit(value: Any, f: Callable[[Any, str], None]) -> None:
    def leaf(v: Any, role: str) -> Any:
        f(v, role)
        return v
    map_leaves(value, leaf)


def free_symbols(value: Any) -> set:
    """The sympy symbols of the dynamic leaves of ``value``."""
    out: set = set()

    def visit(v: Any, role: str) -> None:
        if isinstance(v, Dyn) and v.expr is not None:
            out.update(getattr(v.expr, "free_symbols", ()))
    _visit(value, visit)
    return out


def _scaled_symbol(expr: Any) -> Any:
    """The symbol ``s`` when ``expr`` is ``c*s`` with a positive rational ``c``, else ``None``."""
    if getattr(expr, "is_Symbol", False):
        return expr
    if getattr(expr, "is_Mul", False) and len(expr.args) == 2:
        c, s = expr.args
        if c.is_Rational and c > 0 and s.is_Symbol:
            return s
    return None


def positive_names(*values: Any) -> set[str]:
    """The names that are, up to a positive constant factor, a whole shape leaf of a value."""
    out: set[str] = set()

    def visit(v: Any, role: str) -> None:
        if role == "shape" and isinstance(v, Dyn):
            s = _scaled_symbol(v.expr)
            if s is not None:
                out.add(s.name)
    for value in values:
        _visit(value, visit)
    return out


def symbol_table(names: "Mapping[str, Any] | Iterable[Any] | None") -> dict[str, Any]:
    """``names`` (a mapping name -> symbol, or symbols / symbolic ``Dyn`` leaves) as a
    mapping from name to sympy symbol."""
    if names is None:
        return {}
    items = names.items() if isinstance(names, Mapping) else ((None, x) for x in names)
    table = {}
    for name, x in items:
        s = x.expr if isinstance(x, Dyn) else x
        if not getattr(s, "is_Symbol", False):
            raise KindError(f"a name must stand for a sympy symbol, got {x!r}")
        table[s.name if name is None else name] = s
    return table


def bind(*values: Any, names: "Mapping[str, Any] | Iterable[Any] | None" = None) -> tuple:
    """``values`` with each name one symbol: the symbol ``names`` gives it, else a
    positive integer symbol where it is a shape leaf of some value (module doc), else
    an integer symbol."""
    import sympy
    given = symbol_table(names)
    table = dict(given)
    for n in positive_names(*values) - set(given):
        table[n] = sympy.Symbol(n, integer=True, positive=True)
    if not table:
        return values

    def rebind(v: Any, role: str) -> Any:
        if not isinstance(v, Dyn) or v.expr is None:
            return v
        expr = sympy.sympify(v.expr)
        swap = {s: table[s.name] for s in expr.free_symbols if s.name in table and table[s.name] != s}
        if not swap:
            return v
        expr = expr.xreplace(swap)
        return int(expr) if expr.is_Integer else Dyn(v.width, expr, v.div)
    return tuple(map_leaves(v, rebind) for v in values)


def exactness(value: Any, what: str = "") -> list[Condition]:
    """The divisibility conditions under which every leaf of ``value`` is an integer:
    ``4 | M`` for a leaf ``M/4`` (``why`` names the quotient and ``what``)."""
    import sympy
    out: list[Condition] = []

    def visit(v: Any, role: str) -> None:
        if not isinstance(v, Dyn) or v.expr is None:
            return
        num, den = sympy.fraction(sympy.together(sympy.sympify(v.expr)))
        if den != 1:
            where = f" of {what}" if what else ""
            cond = Condition("divides", den, num, f"exact quotient {v!r}{where}")
            if cond not in out:
                out.append(cond)
    _visit(value, visit)
    return out

