"""A layout's function as an index expression over named parameters (issue 6, "Lowering").

A layout's function (paper eq. 1-3: idx2crd, then the inner product with the
stride) is built over :mod:`solver.expr` trees by running the foundation's own
:func:`cute_sym.layout.evaluate` on expression leaves: static leaves become
:class:`Const`, dynamic leaves :class:`Var` parameters (a :class:`Signature`).  A
swizzle becomes ``x ^ ((x & yyy_mask) >> shift)``; a composed layout ``A o off o B``
is ``A(off + B(c))`` (seed 000).  :mod:`codegen.index` simplifies, proves and emits it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Union

from cute_sym.arith import tuple_add
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout, evaluate
from cute_sym.syntax import format_htuple
from cute_sym.tuples import Dyn, E, HTuple, is_tuple, transform_leaves
from solver.expr import Const, Expr, Interval, Unsupported, Var, from_sympy

from .errors import CodegenError

__all__ = ["Param", "Input", "Signature", "layout_expr", "name_leaves", "c_identifier", "layout_text",
           "htuple_text", "AnyLayout"]

AnyLayout = Union[Layout, ComposedLayout, Swizzle]

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_C_WORDS = frozenset("""auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch
typedef union unsigned void volatile while bool true false class template typename""".split())


def c_identifier(name: str, what: str) -> str:
    """``name`` when it is a usable C identifier, else a :class:`CodegenError`."""
    reserved = what in ("parameter", "input") and name.startswith("cute_")   # the helpers' names
    if not _IDENT.match(name) or name in _C_WORDS or reserved:
        raise CodegenError(f"{what} name {name!r} is not a usable C identifier")
    return name


@dataclass(frozen=True)
class Param:
    """A dynamic leaf passed to the generated code: its C name, width and value range."""

    name: str
    width: int
    interval: Interval


@dataclass(frozen=True)
class Input:
    """A coordinate input of an index function, ranging over ``[0, extent)``."""

    name: str
    extent: Expr


@dataclass
class Signature:
    """The parameters (named dynamic leaves) that a set of expressions reads, first seen first."""

    params: dict[str, Param] = field(default_factory=dict)
    bounds: dict[str, Interval] = field(default_factory=dict)
    """Narrower ranges for some parameters (a kernel's stated and checked precondition)."""

    def ranges(self) -> dict[str, Interval]:
        return {p.name: p.interval for p in self.params.values()}

    def _add(self, name: str, width: int, positive: bool) -> Var:
        c_identifier(name, "parameter")
        top = (1 << (width - 1)) - 1
        lo = 1 if positive else -top - 1
        old = self.params.get(name)
        if old is not None:                   # one symbol in two roles: the tighter range
            lo, width = max(old.interval[0], lo), max(old.width, width)
            top = max(old.interval[1], top)
        if name in self.bounds:
            lo, top = max(lo, self.bounds[name][0]), min(top, self.bounds[name][1])
        self.params[name] = Param(name, width, (lo, top))
        return Var(name)

    def leaf(self, x: Any, positive: bool) -> Expr:
        """The expression of a static or named dynamic leaf (see :func:`name_leaves`)."""
        if isinstance(x, int):
            return Const(x)
        if isinstance(x, Dyn) and x.expr is not None:
            return self._sympy(x.expr, max(x.width, 32), positive)
        raise CodegenError(f"cannot emit the leaf {x!r} as an integer index")

    def _sympy(self, s: Any, width: int, positive: bool) -> Expr:
        """A leaf's sympy expression over this signature's parameters (an exact quotient
        ``M/4`` is ``M // 4``: its divisibility was proven)."""
        def symbol(x: Any, pos: bool) -> Var:
            return self._add(str(x), width, pos or bool(x.is_positive))
        try:
            return from_sympy(s, symbol, lambda n, d, _x: n // d, positive)
        except Unsupported as e:
            raise CodegenError(f"cannot emit the symbolic leaf {e.value} as an index expression") from None

    def htuple(self, x: HTuple, positive: bool) -> HTuple:
        """``x`` with every integer leaf an expression; scaled bases keep their static scales."""
        def conv(leaf: Any) -> Any:
            if isinstance(leaf, E):
                if isinstance(leaf.value, Dyn):
                    raise CodegenError(f"dynamic scaled-basis stride {leaf!r} is not supported by codegen")
                return leaf
            return self.leaf(leaf, positive)
        return transform_leaves(conv, x)


def name_leaves(layout: AnyLayout, prefix: str) -> AnyLayout:
    """``layout`` with its k-th unnamed ``?`` leaf named ``<prefix>_q<k>`` (the solver's
    convention, :func:`solver.symbols.name_unknowns`), so that the expression and the
    layout handed to the prover speak of the same parameters."""
    from solver.symbols import name_unknowns
    if not isinstance(layout, (Layout, ComposedLayout, Swizzle)):
        raise CodegenError(f"cannot emit {layout!r}: expected a layout, composed layout or swizzle")
    named = name_unknowns(layout, prefix + "_")
    for leaf in _dynamic_names(named):
        c_identifier(leaf, "parameter")
    return named


def _dynamic_names(layout: Any) -> list[str]:
    from cute_sym.kinds import get_scalars
    return [str(s) for sc in get_scalars(layout, only_dynamic=True) for s in sc.value.expr.free_symbols]


def layout_expr(layout: AnyLayout, coord: Union[Expr, tuple], sig: Signature) -> Any:
    """``layout(coord)`` as an unsimplified expression; ``coord`` is a 1-D index or
    a (partially) hierarchical tuple of expressions.  Leaves must be named."""
    if isinstance(layout, Swizzle):
        if is_tuple(coord):
            raise CodegenError(f"swizzle {layout} consumes a scalar offset, got a coordinate tuple")
        moved = coord & layout.yyy_mask
        moved = moved >> layout.shift if layout.shift >= 0 else moved << -layout.shift
        return coord ^ moved
    if isinstance(layout, ComposedLayout):
        inner = layout_expr(layout.outer, coord, sig)
        return layout_expr(layout.inner, tuple_add(sig.htuple(layout.offset, False), inner), sig)
    if not isinstance(layout, Layout):
        raise CodegenError(f"cannot emit {layout!r}: expected a layout, composed layout or swizzle")
    return evaluate(sig.htuple(layout.shape, True), sig.htuple(layout.stride, False), coord)


def htuple_text(x: Any) -> str:
    """Canonical text of an HTuple whose leaves may be index expressions (``Expr``)."""
    if is_tuple(x):
        return "(" + ",".join(htuple_text(e) for e in x) + ")"
    return str(x) if isinstance(x, Expr) else format_htuple(x)


def layout_text(layout: AnyLayout) -> str:
    """The canonical text of ``layout`` (its symbolic leaves print their expressions)."""
    return str(layout)
