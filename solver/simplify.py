"""Constant folding and strength reduction of index expressions.

Every rewrite here is an identity of Python integer semantics (floor ``//`` and
``%``), so it holds for every value of the inputs inside the stated ranges; the
translation validator proves the final expression anyway.  Range facts come
from the sound interval enclosure (:func:`solver.expr.interval`).  Strength reduction
(issue 6): ``x // 2**k -> x >> k`` and ``x % 2**k -> x & (2**k - 1)`` hold for
every integer ``x`` in two's complement, but are done only where the bounds show
``x >= 0``: the validator admits C shifts of non-negative values only (a negative
dividend keeps ``//`` / ``%``, printed as the floor helpers).
"""
from __future__ import annotations

import math
from typing import Mapping, Optional

from .expr import OPS, Bin, Const, Expr, Interval, interval

__all__ = ["simplify", "expand_bits", "log2_exact", "linear", "from_linear"]


def log2_exact(n: int) -> Optional[int]:
    """``k`` when ``n == 2**k`` (n >= 1), else ``None``."""
    return n.bit_length() - 1 if n > 0 and n & (n - 1) == 0 else None


def _nonneg(i: Interval) -> bool:
    return i[0] is not None and i[0] >= 0


def simplify(e: Expr, ranges: Mapping[str, Interval] = {}) -> Expr:
    """Fold constants, collect linear terms, drop div/mod that the bounds decide,
    and reduce div/mod by powers of two to shifts and masks."""
    if not isinstance(e, Bin):
        return e
    return _node(e.op, simplify(e.a, ranges), simplify(e.b, ranges), ranges)


Linear = tuple[dict, int]
"""``({atom: coefficient}, constant)``: the sum of ``coefficient * atom`` plus ``constant``."""


def linear(e: Expr) -> Linear:
    """``e`` as a linear form over its non-sum subterms."""
    if isinstance(e, Const):
        return {}, e.value
    if isinstance(e, Bin) and e.op in ("+", "-"):
        ta, ca = linear(e.a)
        tb, cb = linear(e.b)
        sign = 1 if e.op == "+" else -1
        terms = dict(ta)
        for atom, k in tb.items():
            terms[atom] = terms.get(atom, 0) + sign * k
        return {a: k for a, k in terms.items() if k != 0}, ca + sign * cb
    if isinstance(e, Bin) and e.op == "*" and isinstance(e.b, Const):
        t, c = linear(e.a)
        return ({a: k * e.b.value for a, k in t.items()} if e.b.value else {}), c * e.b.value
    return {e: 1}, 0


def _split_pair(atom: Expr) -> "tuple[str, Expr, int] | None":
    """``(kind, x, d)`` for ``x % d`` / ``x & (d-1)`` (kind 'low') and ``x // d`` / ``x >> log d`` ('high')."""
    if not (isinstance(atom, Bin) and isinstance(atom.b, Const)):
        return None
    x, v = atom.a, atom.b.value
    if atom.op == "%" and v > 0:
        return "low", x, v
    if atom.op == "&" and log2_exact(v + 1) is not None:
        return "low", x, v + 1
    if atom.op == "//" and v > 0:
        return "high", x, v
    if atom.op == ">>" and v >= 0:
        return "high", x, 1 << v
    return None


def _recombine(terms: dict, const: int, ranges: Mapping[str, Interval]) -> Linear:
    """Merge ``c*(x mod d) + c*d*(x div d)`` into ``c*x`` and
    ``c*(x mod d) + c*d*((x div d) mod e)`` into ``c*(x mod d*e)`` (floor division identities)."""
    while True:
        split = {a: _split_pair(a) for a in terms}
        for low, sl in split.items():
            if sl is None or sl[0] != "low":
                continue
            want = terms[low] * sl[2]
            for other, so in split.items():
                if so is None or terms[other] != want:
                    continue
                if so[0] == "high" and so[1:] == sl[1:]:
                    replacement, k = sl[1], terms[low]
                else:
                    inner = _split_pair(so[1]) if so[0] == "low" else None
                    if inner is None or inner[0] != "high" or inner[1:] != sl[1:]:
                        continue
                    d = sl[2] * so[2]
                    replacement, k = _divmod("%", sl[1], Const(d), d, ranges), terms[low]
                terms = {a: v for a, v in terms.items() if a not in (low, other)}
                extra, c0 = linear(replacement)
                for atom, coef in extra.items():
                    terms[atom] = terms.get(atom, 0) + k * coef
                terms = {a: v for a, v in terms.items() if v}
                const += k * c0
                break
            else:
                continue
            break
        else:
            return terms, const


def from_linear(terms: dict, const: int) -> Expr:
    """The sum that :func:`linear` describes, positive terms first."""
    parts = [(a if abs(k) == 1 else Bin("*", a, Const(abs(k))), k > 0) for a, k in terms.items() if k]
    parts.sort(key=lambda p: not p[1])
    out: Expr | None = None
    for term, positive in parts:
        if out is None:
            out = term if positive else Bin("-", Const(0), term)
        else:
            out = Bin("+" if positive else "-", out, term)
    if out is None:
        return Const(const)
    if const:
        out = Bin("+" if const > 0 else "-", out, Const(abs(const)))
    return out


def _node(op: str, a: Expr, b: Expr, ranges: Mapping[str, Interval]) -> Expr:
    if isinstance(a, Const) and isinstance(b, Const) and not (op in ("//", "%") and b.value == 0):
        return Const(OPS[op](a.value, b.value))
    if op in ("+", "*", "^", "|", "&") and isinstance(a, Const):
        a, b = b, a                                  # constants on the right
    c = b.value if isinstance(b, Const) else None
    if op in ("+", "-") or (op == "*" and c is not None):
        terms, const = linear(Bin(op, a, b))
        return from_linear(*_recombine(terms, const, ranges))
    if op in ("//", "%"):
        return _divmod(op, a, b, c, ranges)
    if op in ("<<", ">>") and c == 0:
        return a
    if op == ">>" and c is not None:
        if isinstance(a, Bin) and a.op == ">>" and isinstance(a.b, Const):
            return Bin(">>", a.a, Const(a.b.value + c))
        if isinstance(a, Bin) and a.op == "&" and isinstance(a.b, Const) and a.b.value >= 0 \
                and _nonneg(interval(a.a, ranges)):  # (x&m)>>c; C shifts only non-negative values
            return _node("&", _node(">>", a.a, b, ranges), Const(a.b.value >> c), ranges)
        ra = interval(a, ranges)
        if _nonneg(ra) and ra[1] is not None and ra[1] >> c == 0:
            return Const(0)
    if op == "&" and c is not None:
        if c == 0:
            return Const(0)
        if isinstance(a, Bin) and a.op == "&" and isinstance(a.b, Const):
            return _node("&", a.a, Const(a.b.value & c), ranges)
        ra = interval(a, ranges)
        if c >= 0 and log2_exact(c + 1) is not None and _nonneg(ra) and ra[1] is not None and ra[1] <= c:
            return a
    if op in ("^", "|") and c == 0:
        return a
    return Bin(op, a, b)


def _split_linear(a: Expr, c: int, ranges: Mapping[str, Interval]) -> "tuple[Expr, int, Expr] | None":
    """``(s, g, y)`` with ``a == s + g*y``, ``g | c``, ``g > 1`` and ``0 <= s < g`` by the bounds,
    for the largest such ``g`` among the divisors of ``c`` shared with ``a``'s coefficients;
    ``None`` when there is none or nothing would change (``s == a``)."""
    terms, const = linear(a)
    candidates = sorted({math.gcd(c, k) for k in terms.values()} | {c}, reverse=True)
    for g in candidates:
        if g <= 1:
            break
        small = {t: k for t, k in terms.items() if k % g}
        big = {t: k // g for t, k in terms.items() if k % g == 0}
        s = from_linear(small, const % g)
        lo, hi = interval(s, ranges)
        if lo is not None and lo >= 0 and hi is not None and hi < g and (big or const >= g or const < 0):
            return s, g, from_linear(big, const // g)
    return None


def _divmod(op: str, a: Expr, b: Expr, c: Optional[int], ranges: Mapping[str, Interval]) -> Expr:
    ra, rb = interval(a, ranges), interval(b, ranges)
    if _nonneg(ra) and rb[0] is not None and ra[1] is not None and ra[1] < rb[0]:
        return Const(0) if op == "//" else a         # 0 <= a < b
    if c is None or c <= 0:
        return Bin(op, a, b)
    if c == 1:
        return a if op == "//" else Const(0)
    if isinstance(a, Bin) and a.op == op == "//" and isinstance(a.b, Const) and a.b.value > 0:
        return _divmod("//", a.a, Const(a.b.value * c), a.b.value * c, ranges)
    if op == "%" and isinstance(a, Bin) and a.op == "%" and isinstance(a.b, Const) and a.b.value % c == 0:
        return _divmod("%", a.a, b, c, ranges)
    split = _split_linear(a, c, ranges)
    if split is not None:                            # a = s + g*y, 0 <= s < g, g | c
        s, g, y = split
        m = c // g
        if op == "//":
            return _divmod("//", y, Const(m), m, ranges)
        return _node("+", s, _node("*", _divmod("%", y, Const(m), m, ranges), Const(g), ranges), ranges)
    terms, const = linear(a)
    whole = {t: k // c for t, k in terms.items() if k % c == 0}
    if whole or not 0 <= const < c:                  # (c*W + R) // c = W + R // c;  % c = R % c
        rest = from_linear({t: k for t, k in terms.items() if k % c}, const % c)
        if op == "%":
            return _divmod("%", rest, b, c, ranges)
        return _node("+", from_linear(whole, const // c), _divmod("//", rest, b, c, ranges), ranges)
    k = log2_exact(c)
    if k is None or not _nonneg(ra):                 # a shift or mask of a negative value is not C-safe
        return Bin(op, a, b)
    return _node(">>", a, Const(k), ranges) if op == "//" else _node("&", a, Const(c - 1), ranges)


def expand_bits(e: Expr) -> Expr:
    """Undo strength reduction: ``x >> k -> x // 2**k``, ``x & (2**k - 1) -> x % 2**k``,
    ``x << k -> x * 2**k`` (identities for every integer), so that a prover can reason
    in integer arithmetic where only XOR (swizzles) needs bits."""
    if not isinstance(e, Bin):
        return e
    a, b = expand_bits(e.a), expand_bits(e.b)
    if isinstance(b, Const) and b.value >= 0:
        if e.op == ">>":
            return Bin("//", a, Const(1 << b.value))
        if e.op == "<<":
            return Bin("*", a, Const(1 << b.value))
        if e.op == "&" and log2_exact(b.value + 1) is not None:
            return Bin("%", a, Const(b.value + 1))
    return Bin(e.op, a, b)
