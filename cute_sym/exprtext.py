"""Expression leaves of the canonical text: names, sums, products and exact quotients.

A dynamic leaf that carries a sympy expression (``Dyn.expr``) is written as that
expression; ``?`` is a dynamic leaf without one.  The grammar of an expression leaf
(:mod:`cute_sym.syntax` reads it wherever a leaf may stand)::

    expr  := term (('+' | '-') term)*
    term  := unary (('*' | '/' | '//' | '%') unary)*        # left to right; a leading '-'
                                                            # negates the whole product
    unary := ['-'] atom
    atom  := nat | name | func '(' expr (',' expr)* ')' | '(' expr ')'
    name  := letter (letter | digit | '_')*                 # not 'o', the separator of ' o '
    func  := 'floor' | 'ceil' | 'min' | 'max' | 'abs'

``/`` is the exact quotient (``M/4`` is a leaf only where 4 divides M: a leaf must be
an integer, which the tools record as a side condition, never rounding); ``//`` is
floor division, ``%`` the remainder of floor division (Python's), ``ceil(x)`` rounds
up.  An expression whose value is a constant is that integer leaf.  A parenthesized
expression that begins a leaf and is followed by an operator is part of the leaf
(``(M+3)//4``); alone, ``(M+3)`` is the rank-1 tuple of the leaf ``M+3``.

:func:`format_expr` prints an expression so that reading it back builds the very
same sympy expression (``e.func(*e.args)`` at every node); an expression it cannot
write (a non-integer power, a function outside the list) prints as ``?``.
:func:`dyn_text` is the text of a dynamic leaf, and inside :func:`dsl_spelling`
every dynamic leaf prints as ``?`` -- the CuTe DSL's spelling, which the dialect's
types keep.
"""
from __future__ import annotations

import contextlib
import contextvars
import re
from typing import Any, Iterator

from .errors import CuteSyntaxError

__all__ = ["format_expr", "dyn_text", "evident_divisor", "canonical_expr", "dsl_spelling", "read_expr", "continue_expr", "is_name",
           "NAME", "FUNCTIONS", "RESERVED"]

NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
FUNCTIONS = ("floor", "ceil", "min", "max", "abs")
RESERVED = frozenset({"o"})
"""Words that are not names: ``o`` separates the parts of a composed layout."""
_DIGITS = frozenset("0123456789")

_dsl: contextvars.ContextVar[bool] = contextvars.ContextVar("cute_sym_dsl_spelling", default=False)


@contextlib.contextmanager
def dsl_spelling() -> Iterator[None]:
    """Inside the block every dynamic leaf prints as ``?`` / ``?{i64}`` (the DSL's type text)."""
    token = _dsl.set(True)
    try:
        yield
    finally:
        _dsl.reset(token)


def dsl_spelling_on() -> bool:
    """Whether :func:`dsl_spelling` is active."""
    return _dsl.get()


def is_name(word: str) -> bool:
    """Whether ``word`` can be written as a name of the canonical text."""
    return NAME.fullmatch(word) is not None and word not in RESERVED


def dyn_text(width: int, expr: Any, div: int = 1) -> str:
    """The text of a dynamic leaf of ``width`` bits and known divisor ``div``: its expression
    (``M``, ``M/4``, ``M*N{i64}``, ``M{div=8}``: the divisor is written where it is not
    :func:`evident_divisor`), or the DSL's ``?`` / ``?{i64}`` / ``?{i64 div=8}`` without
    one, for one that cannot be written, and inside :func:`dsl_spelling`."""
    text = None if expr is None or _dsl.get() else format_expr(expr)
    shown = 1 if text is None else evident_divisor(expr)
    attrs = (["i64"] if width == 64 else []) + ([f"div={div}"] if div != shown else [])
    return ("?" if text is None else text) + ("{" + " ".join(attrs) + "}" if attrs else "")


def evident_divisor(e: Any) -> int:
    """The divisor an expression shows: the gcd of its terms' integer coefficients
    (``4*M+8`` shows 4; ``M/4``, ``M``, ``floor(M/2)`` show 1).  A leaf read from text
    takes it unless ``{div=N}`` says otherwise."""
    import math
    terms = e.args if getattr(e, "is_Add", False) else (e,)
    out = 0
    for t in terms:
        c = t.as_coeff_Mul()[0] if hasattr(t, "as_coeff_Mul") else t
        if not getattr(c, "is_Integer", False):
            return 1
        out = math.gcd(out, abs(int(c)))
    return out or 1


_CANONICAL: dict = {}


def canonical_expr(e: Any) -> Any:
    """``e`` rebuilt as ``e.func(*e.args)`` at every node, the form :func:`format_expr`'s text
    reads back as.  Only ``min``/``max`` need it: sympy's factoring of lattice ops
    (``Min(Max(M, S), Max(0, S))`` is ``Max(S, Min(0, M))``) leaves inner nodes unevaluated,
    which print as their value (``Min(0, M)`` is ``0`` for a positive ``M``)."""
    if not getattr(e, "args", None):
        return e
    known = _CANONICAL.get(e)
    if known is None:
        import sympy
        known = e
        if e.has(sympy.Min, sympy.Max):
            known = _rebuild(e)
        if len(_CANONICAL) > 50_000:
            _CANONICAL.clear()
        _CANONICAL[e] = known
    return known


def _rebuild(e: Any) -> Any:
    return e.func(*(_rebuild(a) for a in e.args)) if e.args else e


# --- printing -------------------------------------------------------------------------------

class _Unprintable(Exception):
    pass


_SUM, _PRODUCT, _UNARY, _ATOM = range(4)


def format_expr(e: Any) -> "str | None":
    """Canonical text of a sympy integer expression (or an ``int``); ``None`` when the
    grammar cannot write it."""
    if isinstance(e, int) and not isinstance(e, bool):
        return str(e)
    import sympy
    try:
        return _fmt(sympy.sympify(e))[0]
    except (_Unprintable, sympy.SympifyError, TypeError):
        return None


def _wrap(item: tuple[str, int], level: int) -> str:
    text, at = item
    return text if at >= level else f"({text})"


def _fmt(e: Any) -> tuple[str, int]:
    """``(text, level)``: the text and the loosest operator at its top."""
    import sympy
    if e.is_Integer:
        return str(e), (_ATOM if e >= 0 else _UNARY)
    if e.is_Rational:
        return f"{'-' if e < 0 else ''}{abs(e.p)}/{e.q}", (_PRODUCT if e > 0 else _UNARY)
    if e.is_Symbol:
        if not is_name(e.name):
            raise _Unprintable(e.name)
        return e.name, _ATOM
    if e.is_Add:
        return _fmt_add(e), _SUM
    if e.is_Mul:
        return _fmt_mul(e)
    if e.is_Pow:
        if e.exp.is_Integer and e.exp > 0:
            return "*".join([_wrap(_fmt(e.base), _ATOM)] * int(e.exp)), _PRODUCT
        if e.exp.is_Integer:
            return "1/" + _denominator([e.base] * int(-e.exp)), _PRODUCT
        raise _Unprintable(str(e))
    if isinstance(e, sympy.Mod):
        a, b = e.args
        return f"{_wrap(_fmt(a), _PRODUCT)}%{_wrap(_fmt(b), _ATOM)}", _PRODUCT
    if isinstance(e, sympy.floor):
        num, den = e.args[0].as_numer_denom()
        if den != 1 and sympy.floor(sympy.Mul(num, sympy.Pow(den, -1))) == e:
            return f"{_wrap(_fmt(num), _PRODUCT)}//{_wrap(_fmt(den), _ATOM)}", _PRODUCT
        return _call("floor", e.args)
    for cls, name in ((sympy.ceiling, "ceil"), (sympy.Min, "min"), (sympy.Max, "max"), (sympy.Abs, "abs")):
        if isinstance(e, cls):
            return _call(name, e.args)
    raise _Unprintable(str(e))


def _call(name: str, args: tuple) -> tuple[str, int]:
    return f"{name}({','.join(_fmt(a)[0] for a in args)})", _ATOM


def _negative(term: Any) -> bool:
    """A term written after ``-`` in a sum (its negation is written)."""
    if term.is_Number:
        return bool(term < 0)
    return bool(term.is_Mul and term.args[0].is_Number and term.args[0] < 0)


def _fmt_add(e: Any) -> str:
    terms = list(e.as_ordered_terms())
    texts = [(t, _fmt(t)) for t in terms]
    # positive terms first (M-1, N-M), and one that does not open with '(' (or the leaf would open
    # like a tuple)
    texts.sort(key=lambda item: (item[1][0].startswith("("), _negative(item[0])))
    out = []
    for k, (t, text) in enumerate(texts):
        if k and _negative(t):
            out.append("-" + _wrap(_fmt(-t), _PRODUCT))
        else:
            out.append(("+" if k else "") + text[0])
    return "".join(out)


def _factors(e: Any) -> tuple[Any, list, list]:
    """A product as its rational coefficient, numerator and denominator factors."""
    coeff, num, den = None, [], []
    for f in e.args:
        if f.is_Number:
            coeff = f
        elif f.is_Pow and f.exp.is_Integer:
            (num if f.exp > 0 else den).extend([f.base] * abs(int(f.exp)))
        else:
            num.append(f)
    import sympy
    coeff = sympy.Integer(1) if coeff is None else coeff
    if not coeff.is_Rational:
        raise _Unprintable(str(e))
    return coeff, num, den


def _denominator(den: list) -> str:
    """``d0/d1/...``: one ``/`` a factor (a parenthesized product would be rebuilt as one
    factor, and sympy distributes ``2*(M+N)``)."""
    return "/".join(_wrap(_fmt(d), _ATOM) for d in den)


def _fmt_mul(e: Any) -> tuple[str, int]:
    coeff, num, den = _factors(e)
    texts = sorted((_wrap(_fmt(f), _ATOM) for f in num), key=lambda t: t.startswith("("))
    p, q = int(coeff.p), int(coeff.q)
    if abs(p) != 1 or not texts:
        texts.insert(0, str(abs(p)))
    import sympy
    den = ([sympy.Integer(q)] if q != 1 else []) + den
    text = "*".join(texts) + ("/" + _denominator(den) if den else "")
    return ("-" + text, _UNARY) if p < 0 else (text, _PRODUCT)


# --- reading --------------------------------------------------------------------------------

_TERM_OPS = ("//", "*", "/", "%")


class _Reader:
    """Reads an expression at ``p.pos`` of a :class:`cute_sym.syntax._Parser` ``p``."""

    def __init__(self, p: Any):
        self.p = p

    def error(self, reason: str, at: int) -> CuteSyntaxError:
        return CuteSyntaxError(reason, self.p.text, at + 1)

    def expr(self, first: Any = None) -> Any:
        terms = [self.term(first)]
        while True:
            c = self.p.peek()
            if c not in ("+", "-") or c == "":
                break
            self.p.pos += 1
            t = self.term()
            terms.append(t if c == "+" else -t)
        if len(terms) == 1:
            return terms[0]
        import sympy
        return sympy.Add(*terms)

    def term(self, first: Any = None) -> Any:
        import sympy
        nums: list = [first]
        if first is None:        # a leading '-' negates the whole product: -(M+N)*K is -1*(M+N)*K
            nums = [sympy.Integer(-1), self.atom()] if self.p.accept("-") else [self.atom()]
        dens: list = []
        while True:
            self.p.blank()
            at = self.p.pos
            op = next((o for o in _TERM_OPS if self.p.text.startswith(o, at)), None)
            if op is None:
                break
            self.p.pos += len(op)
            rhs = self.unary()
            if op == "*":
                nums.append(rhs)
                continue
            if rhs == 0:
                raise self.error("division by zero", at)
            if op == "/":
                dens.append(rhs)
                continue
            acc = _product(nums, dens)
            nums, dens = [sympy.floor(sympy.Mul(acc, sympy.Pow(rhs, -1))) if op == "//" else sympy.Mod(acc, rhs)], []
        return _product(nums, dens)

    def unary(self) -> Any:
        return -self.atom() if self.p.accept("-") else self.atom()

    def atom(self) -> Any:
        p = self.p
        c = p.peek()
        at = p.pos
        if c in _DIGITS:
            import sympy
            return sympy.Integer(p.integer())
        if c == "(":
            p.nest(1)
            p.pos += 1
            inner = self.expr()
            if not p.accept(")"):
                raise p.error("')'")
            p.nest(-1)
            return inner
        m = NAME.match(p.text, at)
        if m is None:
            raise p.error("an integer, a name, '?', '_' or '('")
        word = m.group()
        if word in RESERVED:
            raise self.error(f"'{word}' is not a name (it separates the parts of a composed layout)", at)
        p.pos = m.end()
        if word in FUNCTIONS and p.peek() == "(":
            return self.call(word, at)
        import sympy
        p.names.add(word)
        return sympy.Symbol(word, integer=True)

    def call(self, word: str, at: int) -> Any:
        import sympy
        p = self.p
        p.nest(1)
        p.pos += 1
        args = [self.expr()]
        while p.accept(","):
            args.append(self.expr())
        if not p.accept(")"):
            raise p.error("',' or ')'")
        p.nest(-1)
        arity = 1 if word in ("floor", "ceil", "abs") else None
        if arity is not None and len(args) != arity or arity is None and len(args) < 2:
            wanted = "one argument" if arity else "two or more arguments"
            raise self.error(f"{word}(...) takes {wanted}, got {len(args)}", at)
        fn = {"floor": sympy.floor, "ceil": sympy.ceiling, "min": sympy.Min, "max": sympy.Max,
              "abs": sympy.Abs}[word]
        return fn(*args)


def _product(nums: list, dens: list) -> Any:
    if len(nums) == 1 and not dens:
        return nums[0]
    import sympy
    return sympy.Mul(*nums, *(sympy.Pow(d, -1) for d in dens))


def read_expr(p: Any) -> Any:
    """The expression at ``p.pos`` (sympy), ``p`` a :class:`cute_sym.syntax._Parser`."""
    return _Reader(p).expr()


def continue_expr(p: Any, first: Any) -> Any:
    """The expression whose first atom ``first`` (sympy) was read already (``(M+3)//4``)."""
    return _Reader(p).expr(first)
