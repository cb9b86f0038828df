"""Layouts as index expressions and as C functions (issue 6, "Lowering").

A layout's function (paper eq. 1-3: idx2crd, then the inner product with the
stride) is built over :mod:`solver.expr` trees by running the foundation's own
:func:`cute_sym.layout.evaluate` on expression leaves: static leaves become
:class:`Const`, dynamic leaves :class:`Var` parameters.  A swizzle becomes
``x ^ ((x & yyy_mask) >> shift)``; a composed layout ``A o off o B`` is
``A(off + B(c))`` (seed 000).  :func:`~codegen.simplify.simplify` then folds
constants and reduces div/mod by powers of two to shifts and masks, and the
translation validator proves the result equal to the layout before any C
text is produced.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Sequence, Union

from cute_sym.arith import tuple_add
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout, evaluate
from cute_sym.syntax import format_htuple
from cute_sym.tuples import Dyn, E, HTuple, is_tuple, leaves, product, transform_leaves, unflatten
from solver.expr import Bin, Const, Expr, Var, as_expr, interval

from .cexpr import CTYPES, FLOOR_HELPERS, needs_floor_helpers, to_c
from .errors import CodegenError
from .simplify import INT32, INT64, Interval, fits, simplify

INT64: Interval = (-(1 << 63), (1 << 63) - 1)

__all__ = ["Param", "Input", "Signature", "IndexFunction", "layout_expr", "name_leaves",
           "emit_index", "index_width", "c_identifier", "layout_text", "htuple_text", "AnyLayout"]

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
        import sympy
        if s.is_Integer:
            return Const(int(s))
        num, den = sympy.fraction(sympy.together(s))
        if den != 1:                          # an exact quotient such as M/4 (its divisibility was proven)
            return self._sympy(num, width, positive) // self._sympy(den, width, True)
        if s.is_Symbol:
            return self._add(str(s), width, positive or bool(s.is_positive))
        if s.is_Add or s.is_Mul:
            parts = [self._sympy(a, width, False) for a in s.args]
            out = parts[0]
            for p in parts[1:]:
                out = out + p if s.is_Add else out * p
            return out
        if isinstance(s, sympy.Mod):
            return self._sympy(s.args[0], width, False) % self._sympy(s.args[1], width, True)
        if isinstance(s, (sympy.floor, sympy.ceiling)):   # ceil(n/d) = (n + d - 1) // d for d >= 1
            num, den = sympy.fraction(sympy.together(s.args[0]))
            n, d = self._sympy(num, width, False), self._sympy(den, width, True)
            return n // d if isinstance(s, sympy.floor) else (n + (d - 1)) // d
        raise CodegenError(f"cannot emit the symbolic leaf {s} as an index expression")

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


def _subexpressions(e: Expr):
    if isinstance(e, Bin):
        yield from _subexpressions(e.a)
        yield from _subexpressions(e.b)
    yield e


def index_width(exprs: Sequence[Expr], ranges: dict[str, Interval], within: Interval = INT32) -> "int | None":
    """32 (the bits of ``within``) when the bounds put every subexpression of ``exprs``
    within ``within``, else ``None``."""
    if all(fits(interval(s, ranges), within) for e in exprs for s in _subexpressions(e)):
        return within[1].bit_length() + 1
    return None


def _wide(cert: Any, exprs: Sequence[Expr], ranges: dict[str, Interval]) -> Any:
    """A 64-bit certificate that says whether wrap-around is excluded: by the interval
    bounds, or (when they cannot) as the precondition :data:`~codegen.validate.NO_WRAP`."""
    from .validate import NO_WRAP
    if index_width(exprs, ranges, INT64) == 64:
        note = "every subexpression fits 64-bit signed integers (interval bounds)"
        return dataclasses.replace(cert, detail="; ".join(filter(None, (cert.detail, note))))
    return dataclasses.replace(cert, preconditions=(*cert.preconditions, NO_WRAP))


def input_ranges(inputs: Sequence[Input], ranges: dict[str, Interval]) -> dict[str, Interval]:
    """``[0, extent - 1]`` for each input, from the bounds of its extent."""
    out = {}
    for x in inputs:
        hi = interval(x.extent, ranges)[1]
        out[x.name] = (0, None if hi is None else hi - 1)
    return out


@dataclass
class IndexFunction:
    """An index expression proven (or stamped unverified) equal to ``layout``."""

    name: str
    layout: AnyLayout
    inputs: tuple[Input, ...]
    coord: Any
    params: tuple[Param, ...]
    expr: Expr
    width: int
    ranges: dict[str, Interval]
    certificate: Any
    note: str = ""

    @property
    def ctype(self) -> str:
        return CTYPES[self.width]

    def c_expr(self) -> str:
        return to_c(self.expr, self.ranges, self.ctype)

    def needs_floor_helpers(self) -> bool:
        return needs_floor_helpers(self.expr, self.ranges)

    def c_function(self) -> str:
        """A ``__host__ __device__`` function taking the inputs, then the parameters."""
        args = [f"{self.ctype} {x.name}" for x in self.inputs] + [f"{self.ctype} {p.name}" for p in self.params]
        note = f"\n//   {self.note}" if self.note else ""
        return (f"// {self.name}: {layout_text(self.layout)} at {htuple_text(self.coord)}{note}\n"
                f"// {self.certificate.comment()}\n"
                f"static __host__ __device__ __forceinline__ {self.ctype} {self.name}({', '.join(args)}) {{\n"
                f"  return {self.c_expr()};\n}}\n")


def htuple_text(x: Any) -> str:
    """Canonical text of an HTuple whose leaves may be expressions or named ``?`` leaves."""
    if is_tuple(x):
        return "(" + ",".join(htuple_text(e) for e in x) + ")"
    if isinstance(x, Dyn) and x.expr is not None:
        return str(x.expr).replace(" ", "")
    return str(x) if isinstance(x, Expr) else format_htuple(x)


def layout_text(layout: AnyLayout) -> str:
    """Like ``str(layout)`` but naming the dynamic leaves by their symbols."""
    if isinstance(layout, ComposedLayout):
        return f"{layout_text(layout.inner)} o {htuple_text(layout.offset)} o {layout_text(layout.outer)}"
    if isinstance(layout, Layout):
        return f"{htuple_text(layout.shape)}:{htuple_text(layout.stride)}"
    return str(layout)


def _inputs(profile: Any, shape: HTuple) -> list[Input]:
    """The inputs named by the leaves of ``profile``, each ranging over its mode's size."""
    if isinstance(profile, str):
        return [Input(c_identifier(profile, "input"), simplify(as_expr(product(shape))) if is_tuple(shape) else shape)]
    if not is_tuple(profile) or not is_tuple(shape) or len(profile) != len(shape):
        raise CodegenError(f"coordinate profile {profile!r} is not weakly congruent to the shape")
    return [x for p, s in zip(profile, shape) for x in _inputs(p, s)]


def natural_profile(shape: HTuple) -> HTuple:
    """Input names ``c0, c1, ...``, one per leaf of ``shape``."""
    names = iter(f"c{k}" for k in range(1 << 30))
    return transform_leaves(lambda _leaf: next(names), shape)


def emit_index(layout: AnyLayout, *, name: str = "layout_index", coord: Any = "i",
               assume: Sequence[str] = (), verify: bool = True, width: "int | None" = None,
               note: str = "") -> IndexFunction:
    """Emit ``layout`` as an index function, proven equal to the layout for every
    coordinate and parameter value under ``assume`` unless ``verify`` is off.

    ``coord`` names the inputs: a string for a 1-D index, or a profile weakly
    congruent to the shape whose leaves are input names (``"natural"``: one input
    ``c<k>`` per shape leaf).  Each input ranges over the size of its mode.
    ``note`` says where ``layout`` came from (printed with the certificate)."""
    from .validate import certify, unverified
    c_identifier(name, "function")
    named = name_leaves(layout, name)
    if isinstance(named, Swizzle):
        raise CodegenError("a bare swizzle has no domain; emit a composed layout S o 0 o L instead")
    sig = Signature()
    shape = sig.htuple(named.shape, True)
    profile = natural_profile(shape) if coord == "natural" else coord
    inputs = tuple(_inputs(profile, shape))
    if len({x.name for x in inputs}) != len(inputs):
        raise CodegenError(f"coordinate profile {profile!r} repeats an input name")
    point = transform_leaves(Var, profile)
    raw = layout_expr(named, point, sig)
    clash = {x.name for x in inputs} & set(sig.params)
    if clash:
        raise CodegenError(f"parameter name(s) {sorted(clash)} collide with the coordinate inputs")
    if is_tuple(raw):
        raise CodegenError(f"{layout} has a coordinate codomain (scaled-basis strides); "
                           "codegen emits integer offsets only")
    ranges = sig.ranges()
    ranges.update(input_ranges(inputs, ranges))
    expr = simplify(as_expr(raw), ranges)           # as_expr: a rank-0 layout is the integer 0
    chosen = width or index_width([expr, *(x.extent for x in inputs)], ranges) or 64
    if not sig.params and not all(fits(interval(s, ranges), INT64) for e in (expr, *(x.extent for x in inputs))
                                  for s in _subexpressions(e)):
        raise CodegenError(f"{layout} needs integers beyond 64 bits (an input extent or a subexpression of "
                           "its index leaves long long): no C function computes it")
    c_safe = not needs_floor_helpers(expr, ranges)
    types = {p.name: p.interval for p in sig.params.values()}
    cert = (certify(named, expr, point, assume, width=32 if chosen == 32 else None, c_semantics=c_safe, ranges=types)
            if verify else unverified(assume))
    if verify and chosen == 64:
        cert = _wide(cert, [expr, *(x.extent for x in inputs)], ranges)
    return IndexFunction(name, named, inputs, point, tuple(sig.params.values()), expr, chosen, ranges, cert, note)


def floor_helpers(functions: Sequence[IndexFunction]) -> str:
    """The floor-division helpers when some function needs them, else ``""``."""
    return FLOOR_HELPERS if any(f.needs_floor_helpers() for f in functions) else ""
