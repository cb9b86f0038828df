"""Symbols of dynamic leaves: naming the bare ``?`` leaves and substituting values.

Layout text with names (``(M,N):(1,M)``) is the canonical grammar itself
(:func:`cute_sym.parse`; :mod:`cute_sym.names` binds the names to symbols), and a
symbolic leaf prints as its expression; ``parse_named``, ``show`` and ``show_htuple``
are those, kept for their callers.

Calling convention (used by every prover and by codegen): a dynamic leaf that
carries a sympy symbol (``cute_sym.sym("M")``) is the parameter ``M``; a bare
``?`` is the parameter ``<prefix>q<k>``, ``k`` counting the dynamic scalars of
the value in ``cute_sym.get_scalars`` order (shape, then stride; for a composed
layout A, offset, B), from 0.
"""
from __future__ import annotations

from typing import Any, Mapping

import sympy

from cute_sym import Dyn, parse
from cute_sym.errors import PreconditionError
from cute_sym.names import free_symbols, map_leaves
from cute_sym.syntax import format_htuple

__all__ = ["name_unknowns", "instantiate", "free_symbols", "parse_named", "map_leaves", "show", "show_htuple"]


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
        return Dyn(v.width, sympy.Symbol(f"{prefix}q{k}", integer=True, **extra), v.div)
    return map_leaves(value, name)


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


def parse_named(text: str) -> Any:
    """The canonical text, names included (``(M,N):(1,M)``): :func:`cute_sym.parse`, which
    reads named leaves itself (kept for callers of the old name)."""
    return parse(text)


def show_htuple(x: Any) -> str:
    """Canonical text of an HTuple (a symbolic leaf prints its expression): ``format_htuple``."""
    return format_htuple(x)


def show(value: Any) -> str:
    """Canonical text of ``value`` (a symbolic leaf prints its expression, ``(M,N):(1,M)``): ``str``."""
    return str(value)
