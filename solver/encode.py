"""Layouts as quasi-affine relations (paper §4.2-4.4, eq. 1-3).

An :class:`Encoder` turns cute_sym values into :mod:`solver.expr` expressions
over coordinate variables, *witness* variables and parameters (the symbols of
dynamic leaves), collecting the constraints that define the witnesses:

* an in-bounds integer coordinate ``i`` of a static shape ``S`` is
  ``i = sum_k c_k * S̄_k`` with ``0 <= c_k < S_k`` (the natural coordinate
  ``c``, eq. 1-2, as witnesses);
* with a symbolic extent, the integer is divided down the shape as
  ``cute_sym.idx2crd`` does (eq. 1: each mode but the last takes ``x % size``,
  ``x // size`` goes on; out of bounds the last mode is not reduced), each
  ``x // d`` and ``x % d`` by a non-constant ``d`` being the pair of witnesses
  :meth:`Encoder.divmod` shares across the query -- so an emitted expression
  that divides the same way (lifted by :meth:`Encoder.lift`) reads the very same
  witnesses, and no nonlinear uniqueness argument is needed;
* an integer fed to a static shape outside its domain (composition) is reduced
  modulo every leaf but the last by ``//`` and ``%``;
* the value is ``sum_k c_k * D_k`` (eq. 3), one sum per basis path for
  scaled-basis strides;
* a swizzle is its own XOR formula (``Swizzle.__call__`` on an expression);
  backends take it bit by bit (ISL floor/mod, Z3 bit-vectors);
* a composed layout is ``A(offset + B(c))``.
"""
from __future__ import annotations

import itertools
from typing import Any

import sympy

from cute_sym import ComposedLayout, Dyn, E, Layout, Swizzle
from cute_sym.arith import tuple_add
from cute_sym.coords import idx2crd
from cute_sym.errors import PreconditionError
from cute_sym.layout import _build, coprofile
from cute_sym.tuples import is_tuple, leaves, transform_leaves, unflatten

from .expr import (Bin, Const, Expr, Unsupported, Var, as_expr, fold, from_sympy, interval, lower_bits, nodes,
                   normal_form)
from .formula import Formula, Query, conj, disj, eq, exprs, le, lt, map_exprs

__all__ = ["Encoder", "Value", "flat_values", "same_profile"]

Value = Any  # an Expr, or a tuple of Values (basis codomain)


class Encoder:
    """Builds one :class:`~solver.formula.Query`: variables, bounds, facts."""

    def __init__(self, tag: str = "") -> None:
        self.tag = tag
        self.params: dict[str, None] = {}
        self.variables: list[str] = []
        self.bounds: dict[str, tuple] = {}
        self.facts: list[Formula] = []
        self.notes: list[str] = []
        self.types: dict[str, int] = {}                           # a leaf's own symbol -> its width
        self._leaf_witnesses: set[str] = set()                    # w of a leaf M/4 == w
        self._count = itertools.count()
        self._leaf_cache: dict[Any, Expr] = {}
        self._divmod: dict[tuple, tuple[Var, Var, Expr]] = {}    # (x, d) normal forms -> q, r, d
        self._below: dict[str, object] = {}     # variable -> normal form of its symbolic exclusive upper bound
        self._positive: set[str] = set()        # parameters stated >= 1

    # --- variables ---
    def fresh(self, stem: str, lo: Any = None, hi: Any = None) -> Var:
        """A new witness, ``lo <= w < hi`` (bounds may be expressions or ``None``)."""
        return self.variable(f"_{self.tag}{stem}{next(self._count)}", lo, hi)

    def variable(self, name: str, lo: Any = None, hi: Any = None) -> Var:
        """The variable ``name`` with ``lo <= name < hi``; static bounds are recorded."""
        if name in self.variables or name in self.params:
            raise PreconditionError(f"the name {name} is used twice (a coordinate and a parameter?)")
        self.variables.append(name)
        return self._bound(name, lo, hi)

    def parameter(self, name: str, lo: Any = None, hi: Any = None) -> Var:
        """The parameter ``name`` (assumptions may name it) with ``lo <= name < hi``."""
        if name.startswith("_"):
            raise PreconditionError(f"symbol names may not start with '_': {name}")
        if name in self.variables or name in self.params:
            raise PreconditionError(f"the name {name} is used twice (a coordinate and a parameter?)")
        self.params[name] = None
        return self._bound(name, lo, hi)

    def _bound(self, name: str, lo: Any, hi: Any) -> Var:
        v = Var(name)
        lo_e = None if lo is None else fold(as_expr(lo))
        hi_e = None if hi is None else fold(as_expr(hi))
        if lo_e is not None:
            self.facts.append(le(lo_e, v))
            if isinstance(lo_e, Const) and lo_e.value >= 1:
                self._positive.add(name)
        if hi_e is not None:
            self.facts.append(lt(v, hi_e))
        self.bounds[name] = (lo_e.value if isinstance(lo_e, Const) else None,
                             hi_e.value - 1 if isinstance(hi_e, Const) else None)
        if hi_e is not None and not isinstance(hi_e, Const):
            self._below[name] = normal_form(hi_e)
        return v

    def leaf(self, x: Any, positive: bool = False) -> Expr:
        """A shape/stride/offset leaf as an expression; symbols become parameters.

        A leaf with a rational coefficient (``M/4``) becomes a witness ``w``
        with ``4*w == M``: the result is proved for the parameters where the
        leaf is an integer, which is recorded in ``notes``."""
        if isinstance(x, int):
            return Const(x)
        if not isinstance(x, Dyn) or x.expr is None:
            raise PreconditionError(f"leaf {x!r} has no symbol (name the '?' leaves first)")
        if isinstance(x.expr, sympy.Symbol) and x.width in (32, 64):
            self.types[x.expr.name] = min(x.width, self.types.get(x.expr.name, x.width))
        key = (x.expr, positive)
        if key in self._leaf_cache:
            return self._leaf_cache[key]
        e = sympy.sympify(x.expr)
        for s in sorted(e.free_symbols, key=lambda s: s.name):
            self.param(s)
        num, den = sympy.fraction(sympy.together(e))
        if den.is_Integer and den == 1:
            out = from_sympy(num)
        else:
            out = self.fresh("r")
            self._leaf_witnesses.add(out.name)
            self.facts.append(eq(Const(0) + out * from_sympy(den), from_sympy(num)))
            self.notes.append(f"{e} is an integer")
        if positive:
            self.facts.append(le(1, out))
            if isinstance(out, Var):
                self._positive.add(out.name)
        self._leaf_cache[key] = out
        return out

    def param(self, s: sympy.Symbol) -> None:
        """Declare the parameter ``s`` (with its sign assumptions)."""
        if s.name in self.params:
            return
        if s.name in self.variables:
            raise PreconditionError(f"the name {s.name} is used twice (a coordinate and a parameter?)")
        if s.name.startswith("_"):
            raise PreconditionError(f"symbol names may not start with '_': {s.name}")
        self.params[s.name] = None
        if s.is_positive:
            self.facts.append(le(1, Var(s.name)))
            self._positive.add(s.name)
        elif s.is_nonnegative:
            self.facts.append(le(0, Var(s.name)))

    # --- floor division by symbols: shared witnesses ---
    def divmod(self, x: Expr, d: Expr, positive: bool = False, witness: bool = False) -> tuple[Expr, Expr]:
        """``(x // d, x % d)`` as the witnesses ``q, r`` of ``x == q*d + r`` with ``r`` in the
        floor-modulo range of ``d``'s sign (nothing more when ``d == 0``), one pair per
        ``(x, d)`` up to polynomial normal form, shared by the whole query.  A constant
        ``d`` keeps ``//`` and ``%`` (quasi-affine) unless the pair has witnesses already
        or ``witness`` asks for them (then ``r`` has a static range).  ``positive``: the
        caller knows ``d >= 1`` (a product of extents), which is added as a fact."""
        x, d = fold(as_expr(x)), fold(as_expr(d))
        key = (normal_form(x), normal_form(d))
        if key not in self._divmod:
            if isinstance(d, Const) and not (witness and d.value > 0):
                return self._through_multiple(x, key[0], d)
            exact = None if isinstance(d, Const) else self._exact_split(*key)
            if exact is not None:
                return exact
            q = self.fresh("q")
            if isinstance(d, Const):
                r = self.fresh("r", 0, d)
            else:
                r = self.fresh("r")
                self.facts.append(disj(conj(le(1, d), le(0, r), lt(r, d)), conj(lt(d, 0), lt(d, r), le(r, 0)),
                                       eq(d, 0)))
            self.facts.append(eq(x, q * d + r))
            self._divmod[key] = (q, r, d)
        q, r, _d = self._divmod[key]
        if positive and not isinstance(d, Const):
            self.facts.append(conj(le(1, d), le(0, r), lt(r, d)))
        return q, r

    def _through_multiple(self, x: Expr, x_key: Any, k: Const) -> tuple[Expr, Expr]:
        """``x // k, x % k`` for a constant ``k``: through the witnesses of ``x`` by a
        multiple ``d = k*m`` when there are some (``x == q*d + r`` gives ``x // k ==
        q*m + r // k`` and ``x % k == r % k``), else by ``//`` and ``%``."""
        for (xk, dk), (q, r, d) in self._divmod.items():
            m = sympy.expand(dk / k.value) if xk == x_key and k.value > 0 else None
            if m is not None and sympy.fraction(sympy.together(m))[1] == 1:
                try:
                    m = from_sympy(m)
                except Unsupported:
                    m = d // k                                  # exact: k divides d
                rq, rr = self.divmod(r, k)
                return fold(q * m + rq), rr
        exact = self._exact_split(x_key, sympy.Integer(k.value))
        return exact if exact is not None else (fold(x // k), fold(x % k))

    def _exact_split(self, x_key: Any, d_key: Any) -> "tuple[Expr, Expr] | None":
        """``x // d, x % d`` for ``x == a + d*b`` (``b`` the terms ``d`` divides) with ``a``
        provably in ``[0, d)`` (:meth:`_inside`): exactly ``b, a``, with no witnesses whose
        uniqueness would need nonlinear reasoning (``(t0 + 8*t1) // 8 == t1`` for ``t0 < 8``;
        ``(i0 + M*i1) // M == i1`` for ``i0 < M``); else ``None``."""
        if d_key == 0:
            return None
        whole = sympy.Add.make_args(x_key)
        quotients = [sympy.cancel(t / d_key) for t in whole]
        b = sympy.Add(*[q for q in quotients if sympy.fraction(q)[1] == 1])
        a = sympy.Add(*[t for t, q in zip(whole, quotients) if sympy.fraction(q)[1] != 1])
        if not self._inside(a, d_key):
            return None
        try:
            return from_sympy(b), from_sympy(a)
        except Unsupported:
            return None

    def _inside(self, a: Any, d_key: Any) -> bool:
        """``0 <= a < d`` by the declared ranges: for a constant ``d`` by interval bounds;
        else ``a`` must be a sum of ``c*v``, ``c >= 1`` an integer times parameters known
        to be ``>= 1`` and ``v`` a variable declared in ``[0, hi)``, with ``sum c*(hi - 1)
        <= d - 1`` (a mixed-radix coordinate inside an extent: ``i0 + M*i1`` in ``M*N``)."""
        if d_key.is_Integer:
            try:
                lo, hi = interval(from_sympy(a), self.bounds)
            except Unsupported:
                return False
            return lo is not None and hi is not None and 0 <= lo and hi < d_key
        top = sympy.Integer(0)
        for term in sympy.Add.make_args(a):
            c, rest = term.as_coeff_Mul()
            factors = sympy.Mul.make_args(rest)
            coords = [f for f in factors if isinstance(f, sympy.Symbol) and f.name in self.variables]
            if not (c.is_Integer and c >= 1 and len(coords) == 1):
                return False
            v = coords[0]
            if any(not (isinstance(f, sympy.Symbol) and f.name in self._positive) for f in factors if f != v):
                return False
            low, high = self.bounds.get(v.name, (None, None))
            hi = self._below.get(v.name, None if high is None else high + 1)
            if low != 0 or hi is None:
                return False
            top += term / v * (hi - 1)
        slack = sympy.expand(d_key - 1 - top)
        return bool(slack.is_Integer and slack >= 0)

    def lift(self, e: Expr, positive: bool = False, witness: bool = False) -> Expr:
        """``e`` with each ``//`` and ``%`` by a non-constant divisor (by any divisor with
        ``witness``, or one whose pair has witnesses) replaced by the shared witness of
        :meth:`divmod` (innermost first); ``positive``: every such divisor is ``>= 1``."""
        if not isinstance(e, Bin):
            return e
        a, b = self.lift(e.a, positive, witness), self.lift(e.b, positive, witness)
        if e.op in ("//", "%"):
            return self.divmod(a, b, positive, witness)[0 if e.op == "//" else 1]
        return Bin(e.op, a, b)

    def share_divisions(self, f: Formula) -> Formula:
        """``f`` with its divisions on the shared witnesses (:meth:`lift`); once there are
        witnesses, shifts and masks by constants are lowered to ``//`` and ``%`` first
        (:func:`~solver.expr.lower_bits`), so that they meet them too; so are they when
        a division of theirs splits exactly (``(t0 + 8*t1) >> 3`` is ``t1`` for ``t0 < 8``,
        :meth:`_exact_split`), which leaves no nonlinear search to the solver."""
        f = map_exprs(f, self.lift)

        def lowered(e: Expr) -> Expr:
            try:
                low = self.lift(lower_bits(e, self.bounds))
            except Unsupported:
                return e
            return low if self._divmod or not any(n.op in ("//", "%") for n in nodes(low) if isinstance(n, Bin)) else e
        return map_exprs(f, lowered)

    # --- coordinates (paper eq. 1-2) ---
    def decompose(self, x: Expr, shape: Any, in_domain: bool) -> list[Expr]:
        """The natural coordinate (flattened leaves) of the integer ``x`` in ``shape``."""
        sizes = [self.leaf(s, positive=True) for s in leaves(shape)]
        if len(sizes) == 1:
            if in_domain:
                self.facts += [le(0, x), lt(x, sizes[0])]
            return [x]
        static = all(isinstance(s, Const) for s in sizes)
        if not static:
            return self._divide_down(x, shape, in_domain)
        weights, w = [], Const(1)
        for s in sizes:
            weights.append(w)
            w = fold(w * s)
        if static and not in_domain:
            return [fold(x // wk % s) for wk, s in zip(weights[:-1], sizes[:-1])] + [fold(x // weights[-1])]
        last = len(sizes) - 1
        cs = [self.fresh("c", 0, s) if in_domain or k < last else self.fresh("c")
              for k, s in enumerate(sizes)]
        total: Expr = Const(0)
        for c, wk in zip(cs, weights):
            total = total + c * wk
        self.facts.append(eq(x, fold(total)))
        return cs

    def _divide_down(self, x: Expr, shape: Any, in_domain: bool) -> list[Expr]:
        """eq. 1 as ``cute_sym.idx2crd`` divides, on expressions, lifted to shared
        witnesses (every divisor is a product of extents, so positive); in the
        domain every coordinate leaf lies in ``[0, extent)``."""
        extents = transform_leaves(lambda s: self.leaf(s, positive=True), shape)
        coords = [self.lift(c, positive=True, witness=True) for c in leaves(idx2crd(fold(as_expr(x)), extents))]
        if in_domain:
            self.facts.append(le(0, x))
            for c, s in zip(coords, leaves(extents)):
                self.facts += [le(0, c), lt(c, s)]
                if isinstance(c, Var) and isinstance(s, Const) and c.name in self.variables:
                    self.bounds[c.name] = (0, s.value - 1)     # a static range ISL can unroll
        return coords

    def natural_point(self, names: Any, shape: Any) -> Any:
        """In-bounds natural-coordinate variables, ``names`` congruent to ``shape``."""
        def one(n: str, s: Any) -> Var:
            return self.variable(n, 0, self.leaf(s, positive=True))
        try:
            return transform_leaves(one, names, shape)
        except (ValueError, TypeError):
            raise PreconditionError(f"input names {names!r} are not congruent to the shape") from None

    def leaf_size(self, shape: Any) -> Expr:
        """``size(shape)`` as an expression."""
        out: Expr = Const(1)
        for s in leaves(shape):
            out = out * self.leaf(s, positive=True)
        return fold(out)

    # --- evaluation (eq. 3) ---
    def apply(self, value: Any, coord: Any, in_domain: bool = False) -> Value:
        """``value(coord)`` for a layout, composed layout or swizzle; ``coord`` an
        expression (integer coordinate) or an HTuple of expressions."""
        if isinstance(value, Swizzle):
            if is_tuple(coord):
                raise PreconditionError("a swizzle consumes a scalar offset, got a tuple")
            return value(coord)
        if isinstance(value, ComposedLayout):
            inner = self.apply(value.outer, coord, in_domain)
            offset = transform_leaves(lambda v: v if isinstance(v, int) else self.leaf(v), value.offset)
            return self.apply(value.inner, tuple_add(offset, inner), in_domain=False)
        if not isinstance(value, Layout):
            raise PreconditionError(f"expected a layout, composed layout or swizzle, got {value!r}")
        acc: dict = {}
        self._walk(coord, value.shape, value.stride, acc, in_domain)
        tree = coprofile(value.stride)
        if tree is None:
            return fold(as_expr(acc.get((), 0)))
        return transform_leaves(lambda v: fold(as_expr(v)), _build(tree, (), acc))

    def _walk(self, c: Any, s: Any, d: Any, acc: dict, in_domain: bool) -> None:
        if is_tuple(c):
            if not is_tuple(s) or len(c) != len(s):
                raise PreconditionError(f"coordinate {_text(c)} is not weakly congruent to the shape {_text(s)}")
            for ci, si, di in zip(c, s, d):
                self._walk(ci, si, di, acc, in_domain)
            return
        c = as_expr(c)
        naturals = self.decompose(c, s, in_domain) if is_tuple(s) or in_domain else [c]
        for ck, dk in zip(naturals, leaves(d)):
            key = dk.modes if isinstance(dk, E) else ()
            stride = self.leaf(dk.value if isinstance(dk, E) else dk)
            acc[key] = fold(acc.get(key, Const(0)) + ck * stride)

    def at_index(self, value: Any, name: str) -> tuple[Var, Value]:
        """An in-bounds integer coordinate ``name`` of ``value`` and the value there."""
        size = self.leaf_size(value.shape)
        i = self.variable(name, 0, size if isinstance(size, Const) else None)
        return i, self.apply(value, i, in_domain=True)

    def at_natural(self, value: Any, stem: str) -> tuple[list[Var], Value]:
        """In-bounds natural-coordinate variables ``_<stem><k>`` (one per leaf of the
        shape) and the value there: affine whenever the strides are static, even
        for symbolic shapes (no integer coordinate, no product of extents)."""
        names = unflatten([f"_{stem}{k}" for k in range(len(list(leaves(value.shape))))], value.shape)
        coord = self.natural_point(names, value.shape)
        return list(leaves(coord)), self.apply(value, coord)

    def coarse_coordinate(self, coarse: Any, fine: Any, coord: Any) -> Any:
        """The coordinate of the shape ``coarse`` at the natural coordinate ``coord`` of
        a compatible shape ``fine`` (paper §4.2.1, ``coarse ≼ fine``): each coarse leaf
        takes the column-major index of its fine sub-coordinate (eq. 2).  Affine when
        the fine extents inside a coarse leaf are static -- the way to compare layouts
        of different profiles without the integer coordinate's products of extents."""
        if is_tuple(coarse):
            return tuple(self.coarse_coordinate(c, f, x) for c, f, x in zip(coarse, fine, coord))
        total: Expr = Const(0)
        weight: Expr = Const(1)
        for x, s in zip(leaves(coord), leaves(fine)):
            total = total + as_expr(x) * weight
            weight = fold(weight * self.leaf(s, positive=True))
        return fold(total)

    def query(self, *goal: Formula) -> Query:
        """The query: every collected fact and ``goal``."""
        facts = list(dict.fromkeys(self.facts))
        on_params = set(self.params) | self._leaf_witnesses
        context = [f for f in facts if {e.name for e in exprs(f) if isinstance(e, Var)} <= on_params]
        return Query(list(self.params), list(self.variables), conj(*facts, *goal), [],
                     dict(self.bounds), list(self.notes), conj(*context), dict(self.types))

    def interval(self, e: Expr) -> tuple:
        return interval(e, self.bounds)


def _text(x: Any) -> str:
    """Canonical-style text of an HTuple whose leaves may be expressions (for messages)."""
    if is_tuple(x):
        return "(" + ",".join(_text(v) for v in x) + ")"
    if isinstance(x, Dyn) and x.expr is not None:
        return str(x.expr).replace(" ", "")
    return str(x)


def flat_values(v: Value) -> list[Expr]:
    """The components of a value (one for an integer codomain)."""
    return [as_expr(x) for x in leaves(v)] if is_tuple(v) else [as_expr(v)]


def same_profile(a: Value, b: Value) -> bool:
    """Whether two values have the same codomain structure."""
    if is_tuple(a) != is_tuple(b):
        return False
    if not is_tuple(a):
        return True
    return len(a) == len(b) and all(same_profile(x, y) for x, y in zip(a, b))

