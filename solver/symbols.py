"""Symbols of dynamic leaves: naming the bare ``?`` leaves, substituting values,
and reading layouts whose leaves are written as names (``(M,N):(1,M)``).

Calling convention (used by every prover and by codegen): a dynamic leaf that
carries a sympy symbol (``cute_sym.sym("M")``) is the parameter ``M``; a bare
``?`` is the parameter ``<prefix>q<k>``, ``k`` counting the dynamic scalars of
the value in ``cute_sym.get_scalars`` order (shape, then stride; for a composed
layout A, offset, B), from 0.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Mapping

import sympy

from cute_sym import ComposedLayout, Dyn, E, Layout, Swizzle, parse
from cute_sym.errors import CuteSyntaxError, KindError, PreconditionError
from cute_sym.tuples import is_tuple, transform_leaves

__all__ = ["name_unknowns", "instantiate", "free_symbols", "parse_named", "map_leaves", "show", "show_htuple"]


def map_leaves(value: Any, f: Callable[[Any, str], Any]) -> Any:
    """``value`` with ``f(leaf, role)`` applied to every integer or ``?`` leaf
    (incl. basis scales), in ``get_scalars`` order; ``role`` is ``shape``,
    ``stride`` or ``offset``."""
    def htuple(x: Any, role: str) -> Any:
        def leaf(v: Any) -> Any:
            return E(f(v.value, role), v.modes) if isinstance(v, E) else f(v, role)
        return transform_leaves(leaf, x)
    if isinstance(value, Layout):
        return Layout(htuple(value.shape, "shape"), htuple(value.stride, "stride"))
    if isinstance(value, ComposedLayout):
        inner = map_leaves(value.inner, f)
        offset = htuple(value.offset, "offset")
        return ComposedLayout(inner, offset, map_leaves(value.outer, f))
    if isinstance(value, Swizzle):
        return value
    if is_tuple(value) or isinstance(value, (int, Dyn)):
        return htuple(value, "offset")
    raise PreconditionError(f"expected a layout, composed layout, swizzle or int-tuple, got {value!r}")


def name_unknowns(value: Any, prefix: str = "") -> Any:
    """``value`` with the k-th bare ``?`` replaced by the symbol ``<prefix>q<k>``
    (positive where it is a shape leaf, any integer elsewhere)."""
    count = iter(range(1 << 30))

    def name(v: Any, role: str) -> Any:
        if not isinstance(v, Dyn):
            return v
        k = next(count)
        if v.expr is not None:
            return v
        extra = {"positive": True} if role == "shape" else {}
        return Dyn(v.width, sympy.Symbol(f"{prefix}q{k}", integer=True, **extra))
    return map_leaves(value, name)


def free_symbols(value: Any) -> set:
    """The sympy symbols of the dynamic leaves of ``value`` (after naming)."""
    out: set = set()

    def visit(v: Any, role: str) -> Any:
        if isinstance(v, Dyn) and v.expr is not None:
            out.update(sympy.sympify(v.expr).free_symbols)
        return v
    map_leaves(value, visit)
    return out


def instantiate(value: Any, env: Mapping[str, int]) -> Any:
    """``value`` with every symbolic leaf evaluated under ``env`` (names to ints).

    Raises :class:`PreconditionError` when a leaf is not an integer there and
    :class:`KindError` when a shape leaf is not positive."""
    def leaf(v: Any, role: str) -> Any:
        if not isinstance(v, Dyn):
            return v
        if v.expr is None:
            raise PreconditionError("a bare '?' leaf has no name to substitute")
        x = sympy.sympify(v.expr)
        missing = sorted(s.name for s in x.free_symbols if s.name not in env)
        if missing:
            raise PreconditionError(f"no value for {', '.join(missing)}")
        x = x.subs({s: env[s.name] for s in x.free_symbols})
        if not x.is_Integer:
            raise PreconditionError(f"leaf {v.expr} is not an integer when {dict(env)}: {x}")
        return int(x)
    return map_leaves(value, leaf)


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def parse_named(text: str) -> Any:
    """Parse canonical text in which a dynamic leaf may be written as a name
    (``(M,N):(1,M)``, ``(4,M):(1,4)``); a name becomes the symbol of that leaf,
    the same name the same symbol.  ``?`` stays a bare dynamic leaf."""
    names: list = []
    out, pos, shifts = [], 0, []
    for m in _NAME.finditer(text):
        word = m.group()
        prev = text[m.start() - 1] if m.start() else " "
        follows = text[m.end()] if m.end() < len(text) else " "
        if word == "_" or word in ("i32", "i64") and prev == "{" or word == "S" and follows == "<" \
                or word == "o" and prev.isspace() and follows.isspace() or prev.isdigit():
            continue
        for q in re.finditer(r"\?", text[pos:m.start()]):
            names.append(None)
        out.append(text[pos:m.start()] + "?")
        shifts.append((sum(map(len, out)), m.end() - m.start() - 1))
        names.append(word)
        pos = m.end()
    names += [None] * text[pos:].count("?")
    if not any(names):
        return parse(text)
    try:
        value = parse("".join(out) + text[pos:])
    except CuteSyntaxError as e:
        column = e.column + sum(extra for at, extra in shifts if at < e.column)
        raise CuteSyntaxError(e.reason, text, column) from None
    roles = [role for _v, role in _dynamic_leaves(value)]
    positive = {n for n, r in zip(names, roles) if n is not None and r == "shape"}
    it = iter(names)

    def bind(v: Any, role: str) -> Any:
        if not isinstance(v, Dyn):
            return v
        name = next(it)
        if name is None:
            return v
        extra = {"positive": True} if name in positive else {}
        return Dyn(v.width, sympy.Symbol(name, integer=True, **extra))
    try:
        return map_leaves(value, bind)
    except KindError as e:
        raise CuteSyntaxError(e.reason, text, 1) from None


def _dynamic_leaves(value: Any) -> list:
    found: list = []

    def visit(v: Any, role: str) -> Any:
        if isinstance(v, Dyn):
            found.append((v, role))
        return v
    map_leaves(value, visit)
    return found


class _Text(str):
    def __repr__(self) -> str:
        return str(self)


def show_htuple(x: Any) -> str:
    """Canonical text of an HTuple with each symbolic leaf written as its expression."""
    from cute_sym.syntax import format_htuple

    def leaf(v: Any) -> Any:
        if isinstance(v, E):
            scale = v.value.expr if isinstance(v.value, Dyn) and v.value.expr is not None else v.value
            return _Text(f"{scale}@" + "@".join(str(m) for m in reversed(v.modes)))
        if isinstance(v, Dyn) and v.expr is not None:
            return _Text(str(v.expr).replace(" ", ""))
        return v
    return format_htuple(transform_leaves(leaf, x))


def show(value: Any) -> str:
    """Canonical text of ``value`` with each symbolic leaf written as its expression
    (``(M,N):(1,M)``) instead of ``?``."""
    text = show_htuple
    if isinstance(value, Layout):
        return f"{text(value.shape)}:{text(value.stride)}"
    if isinstance(value, ComposedLayout):
        return f"{show(value.inner)} o {text(value.offset)} o {show(value.outer)}"
    return str(value)
