"""Index expressions: the language that codegen emits and the solver proves.

Integer expressions over named inputs with ``+ - * // % << >> & ^ |``.
``//`` and ``%`` are floor division and modulo (Python's); C's truncating
``/`` and ``%`` agree with them when both operands are non-negative, which
the emitter must guarantee (and the solver can prove).

The comparisons ``== != < <= > >=`` (:data:`CMP_OPS`) are operators too, valued
``1`` or ``0`` as in C: they carry the ``i1`` values of lowered dialect functions
(``cute.equal``, ``cute.elem_less``, ``arith.cmpi``); ``c & d`` is their
conjunction and ``b + c * (a - b)`` the select ``c ? a : b``.  The prover
splits a formula on each comparison it holds (:func:`solver.formula.split_comparisons`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Mapping, Optional, Sequence, Union

__all__ = ["Expr", "Const", "Var", "Bin", "OPS", "CMP_OPS", "evaluate", "compile_expr", "variables", "as_expr",
           "Unsupported", "from_sympy", "normal_form", "substitute", "substitute_node", "fold", "Interval", "INT32",
           "INT64", "fits", "interval", "known_bits", "bit", "lower_bits", "nodes"]

OPS: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "//": lambda a, b: a // b, "%": lambda a, b: a % b,
    "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b,
    "&": lambda a, b: a & b, "^": lambda a, b: a ^ b, "|": lambda a, b: a | b,
}
CMP_OPS: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
}
OPS.update({op: (lambda f: lambda a, b: int(f(a, b)))(f) for op, f in CMP_OPS.items()})


class Expr:
    """Base of index expressions; Python operators build :class:`Bin` nodes."""

    def _bin(self, op: str, other: "Expr | int", swap: bool = False) -> "Bin":
        o = as_expr(other)
        return Bin(op, o, self) if swap else Bin(op, self, o)

    def __add__(self, o): return self._bin("+", o)
    def __radd__(self, o): return self._bin("+", o, True)
    def __sub__(self, o): return self._bin("-", o)
    def __rsub__(self, o): return self._bin("-", o, True)
    def __mul__(self, o): return self._bin("*", o)
    def __rmul__(self, o): return self._bin("*", o, True)
    def __floordiv__(self, o): return self._bin("//", o)
    def __mod__(self, o): return self._bin("%", o)
    def __lshift__(self, o): return self._bin("<<", o)
    def __rshift__(self, o): return self._bin(">>", o)
    def __and__(self, o): return self._bin("&", o)
    def __xor__(self, o): return self._bin("^", o)
    def __or__(self, o): return self._bin("|", o)


@dataclass(frozen=True, eq=True)
class Const(Expr):
    value: int

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True, eq=True)
class Var(Expr):
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, eq=True)
class Bin(Expr):
    op: str
    a: Expr
    b: Expr

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"unknown operator {self.op!r}")

    def __str__(self) -> str:
        return f"({self.a} {self.op} {self.b})"


def as_expr(x: Union[Expr, int]) -> Expr:
    if isinstance(x, Expr):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        return Const(x)
    raise TypeError(f"not an index expression: {x!r}")


def evaluate(e: Expr, env: Mapping[str, int]) -> int:
    """The value of ``e`` with each :class:`Var` looked up in ``env``."""
    if isinstance(e, Const):
        return e.value
    if isinstance(e, Var):
        return env[e.name]
    return OPS[e.op](evaluate(e.a, env), evaluate(e.b, env))


def compile_expr(expr: Expr, names: Sequence[str]) -> Callable[..., int]:
    """:func:`evaluate` compiled: a function of the variables ``names`` (positional) computing
    ``expr``.  The tree's text is Python with the same floor semantics (:data:`OPS` are
    Python's operators), so it compiles to a plain function (enumeration, bank checks, tests)."""
    missing = variables(expr) - set(names)
    if missing:
        raise ValueError(f"expression reads {sorted(missing)} beyond {list(names)}")
    return eval(f"lambda {', '.join(names)}: {expr}", {"__builtins__": {}})


def variables(e: Expr) -> set[str]:
    """The names of the inputs ``e`` reads."""
    if isinstance(e, Var):
        return {e.name}
    if isinstance(e, Bin):
        return variables(e.a) | variables(e.b)
    return set()


# --- Encoder support: sympy leaves, folding, bounds and bit lowering -------------------

class Unsupported(Exception):
    """An expression lies outside what a backend can decide (the reason is the message;
    ``value``, when known, the sub-expression at fault)."""

    def __init__(self, message: str, value: object = None):
        super().__init__(message)
        self.value = value


Bound = Optional[int]
Interval = tuple[Bound, Bound]
"""Inclusive ``(lo, hi)``; ``None`` is unbounded on that side."""
Bounds = Mapping[str, Interval]

INT32: Interval = (-(1 << 31), (1 << 31) - 1)
INT64: Interval = (-(1 << 63), (1 << 63) - 1)


def fits(i: Interval, within: Interval) -> bool:
    """``i`` is bounded and inside ``within``."""
    return (i[0] is not None and i[1] is not None and within[0] <= i[0] and i[1] <= within[1])


def from_sympy(e: object, symbol: "Callable[[object, bool], Expr] | None" = None,
               quotient: "Callable[[Expr, Expr, object], Expr] | None" = None, positive: bool = False) -> Expr:
    """A sympy integer expression (``Symbol``, ``Integer``, ``+``, ``*``, ``**`` by a
    natural number, ``floor``, ``ceiling``, ``Mod``, ``Abs``) as an :class:`Expr`.

    Rational coefficients are refused (raise :class:`Unsupported`): the caller
    clears denominators with a witness instead (see ``solver.encode``), or gives
    ``quotient(n, d, x)``, the expression of each exact quotient ``x = n/d`` (``n``, ``d``
    converted; e.g. ``n // d`` with the fact ``d | n`` recorded).  ``symbol(s, positive)``
    makes a symbol's leaf (default ``Var(name)``); ``positive`` says whether the symbol
    stands where the value is positive: ``positive`` at the top, ``True`` for a divisor,
    ``False`` inside ``+`` and ``*``.
    """
    import sympy
    e = sympy.sympify(e)

    def conv(x: object, pos: bool) -> Expr:
        if x.is_Integer:
            return Const(int(x))
        if quotient is not None:
            num, den = sympy.fraction(sympy.together(x))
            if den != 1:
                return quotient(conv(num, pos), conv(den, True), x)
        if x.is_Symbol:
            return Var(x.name) if symbol is None else symbol(x, pos)
        if x.is_Add or x.is_Mul:
            op = "+" if x.is_Add else "*"
            out = None
            for arg in x.args:
                term = conv(arg, False)
                out = term if out is None else Bin(op, out, term)
            return out
        if x.is_Pow and x.exp.is_Integer and int(x.exp) >= 0:
            base, out = conv(x.base, False), Const(1)
            for _ in range(int(x.exp)):
                out = Bin("*", out, base)
            return fold(out)
        if isinstance(x, sympy.Mod):
            return Bin("%", conv(x.args[0], False), conv(x.args[1], True))
        if isinstance(x, sympy.Abs):                 # |y| = y - 2*y*(y < 0): a case split on the comparison
            y = conv(x.args[0], False)
            return Bin("-", y, Bin("*", Const(2), Bin("*", y, Bin("<", y, Const(0)))))
        if isinstance(x, (sympy.floor, sympy.ceiling)):
            num, den = sympy.fraction(sympy.together(x.args[0]))
            if isinstance(x, sympy.ceiling) and den.is_Integer and den > 0:   # ceil(n/d) = (n + d - 1) // d
                return Bin("//", conv(num + (den - 1), False), conv(den, True))
            q = Bin("//", conv(num if isinstance(x, sympy.floor) else -num, False), conv(den, True))
            return q if isinstance(x, sympy.floor) else Bin("-", Const(0), q)
        raise Unsupported(f"cannot encode the symbolic value {x} (not an integer polynomial)", x)
    return conv(e, positive)


_OPAQUE = {"//": "floordiv", "%": "mod", "<<": "shl", ">>": "shr", "&": "bitand", "^": "bitxor", "|": "bitor",
           "==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}


@lru_cache(maxsize=4096)
def normal_form(e: Expr) -> object:
    """A key equal for expressions equal as polynomials over their non-ring
    sub-terms (``+ - *`` expanded; ``//``, ``%``, bit operators and comparisons
    are opaque functions of the normal forms of their operands)."""
    import sympy

    def conv(x: Expr) -> object:
        if isinstance(x, Const):
            return sympy.Integer(x.value)
        if isinstance(x, Var):
            return sympy.Symbol(x.name, integer=True)
        a, b = conv(x.a), conv(x.b)
        if x.op in ("+", "-", "*"):
            return a + b if x.op == "+" else a - b if x.op == "-" else a * b
        return sympy.Function(_OPAQUE[x.op])(sympy.expand(a), sympy.expand(b))
    return sympy.expand(conv(e))


def substitute(e: Expr, env: Mapping[str, Expr]) -> Expr:
    """``e`` with each :class:`Var` named in ``env`` replaced."""
    if isinstance(e, Var):
        return env.get(e.name, e)
    if isinstance(e, Bin):
        return Bin(e.op, substitute(e.a, env), substitute(e.b, env))
    return e


def substitute_node(e: Expr, old: Expr, new: Expr) -> Expr:
    """``e`` with every occurrence of the sub-expression ``old`` replaced by ``new``."""
    if e == old:
        return new
    if isinstance(e, Bin):
        return Bin(e.op, substitute_node(e.a, old, new), substitute_node(e.b, old, new))
    return e


def fold(e: Expr) -> Expr:
    """Constant folding and the unit laws (``x+0``, ``x*1``, ``x*0``, ``x//1``, ``x%1``)."""
    if not isinstance(e, Bin):
        return e
    a, b = fold(e.a), fold(e.b)
    if isinstance(a, Const) and isinstance(b, Const):
        if e.op in ("//", "%") and b.value == 0 or e.op in ("<<", ">>") and b.value < 0:
            return Bin(e.op, a, b)          # leave the error to the evaluator / prover
        return Const(OPS[e.op](a.value, b.value))
    zero_a, zero_b = a == Const(0), b == Const(0)
    if e.op in ("+", "|", "^") and (zero_a or zero_b):
        return b if zero_a else a
    if e.op in ("-", "<<", ">>") and zero_b:
        return a
    if e.op in ("*", "&") and (zero_a or zero_b):
        return Const(0)
    if e.op == "*" and (a == Const(1) or b == Const(1)):
        return b if a == Const(1) else a
    if e.op == "//" and b == Const(1):
        return a
    if e.op == "%" and b == Const(1):
        return Const(0)
    return Bin(e.op, a, b)


def _corners(f: Callable[[int, int], int], x: Interval, y: Interval) -> Interval:
    if None in x or None in y:
        return (None, None)
    vals = [f(p, q) for p in x for q in y]
    return (min(vals), max(vals))


def _add(x: Interval, y: Interval, sign: int = 1) -> Interval:
    ylo, yhi = (y if sign > 0 else (None if y[1] is None else -y[1], None if y[0] is None else -y[0]))
    lo = None if x[0] is None or ylo is None else x[0] + ylo
    hi = None if x[1] is None or yhi is None else x[1] + yhi
    return (lo, hi)


def _bit_span(x: Interval) -> int:
    """Bits that cover every value of the bounded interval ``x`` in two's complement."""
    return max(abs(x[0]).bit_length(), abs(x[1]).bit_length())


def interval(e: Expr, bounds: Bounds) -> Interval:
    """A sound enclosure ``(lo, hi)`` of the values of ``e`` when each variable lies in
    ``bounds[name]`` (``None`` sides are unbounded).  Every operator is over-approximated,
    so a finite enclosure is a proof that the value never leaves it."""
    if isinstance(e, Const):
        return (e.value, e.value)
    if isinstance(e, Var):
        return tuple(bounds.get(e.name, (None, None)))
    if e.op in CMP_OPS:
        return (0, 1)
    x, y = interval(e.a, bounds), interval(e.b, bounds)
    op = e.op
    if op == "+":
        return _add(x, y)
    if op == "-":
        return _add(x, y, -1)
    if op == "*":
        if x == (0, 0) or y == (0, 0):
            return (0, 0)
        return _corners(lambda p, q: p * q, x, y)
    if op in ("//", "%"):
        if None in y or y[0] <= 0 <= y[1]:
            return (None, None)
        if op == "%":
            if y[0] > 0 and x[0] is not None and x[0] >= 0 and x[1] is not None and x[1] < y[0]:
                return x
            return (0, y[1] - 1) if y[0] > 0 else (y[0] + 1, 0)
        if None in x:
            return (None, None)
        return _corners(lambda p, q: p // q, x, y)
    if op in ("<<", ">>"):
        if None in y or y[0] < 0:
            return (None, None)
        shift = (lambda p, q: p << q) if op == "<<" else (lambda p, q: p >> q)
        return _corners(shift, x, y)
    # & ^ |
    nonneg = [v for v in (x, y) if v[0] is not None and v[0] >= 0 and v[1] is not None]
    if op == "&" and nonneg:
        return (0, min(v[1] for v in nonneg))
    if None in x or None in y:
        return (None, None)
    span = max(_bit_span(x), _bit_span(y))
    return (0, (1 << span) - 1) if len(nonneg) == 2 else (-(1 << span), (1 << span) - 1)


def known_bits(e: Expr, bounds: Bounds) -> "int | None":
    """A mask holding every bit that ``e`` may set, when ``e`` is provably non-negative
    and bounded; else ``None``."""
    if isinstance(e, Const):
        return e.value if e.value >= 0 else None
    if isinstance(e, Bin):
        if e.op == "&":
            ma, mb = known_bits(e.a, bounds), known_bits(e.b, bounds)
            return ma & mb if None not in (ma, mb) else (ma if mb is None else mb)
        if e.op in ("|", "^"):
            ma, mb = known_bits(e.a, bounds), known_bits(e.b, bounds)
            return None if None in (ma, mb) else ma | mb
        if e.op in ("<<", ">>") and isinstance(e.b, Const) and e.b.value >= 0:
            m = known_bits(e.a, bounds)
            return None if m is None else (m << e.b.value if e.op == "<<" else m >> e.b.value)
    lo, hi = interval(e, bounds)
    if lo is None or hi is None or lo < 0:
        return None
    return (1 << hi.bit_length()) - 1


def bit(e: Expr, j: int) -> Expr:
    """Bit ``j`` of ``e`` (two's complement, Python semantics) as an expression,
    looking through shifts and masks by constants before falling back to
    ``(e // 2**j) % 2``."""
    if j < 0:
        return Const(0)
    if isinstance(e, Const):
        return Const((e.value >> j) & 1)
    if isinstance(e, Bin) and e.op in CMP_OPS:
        return e if j == 0 else Const(0)
    if isinstance(e, Bin) and isinstance(e.b, Const) and e.b.value >= 0:
        k = e.b.value
        if e.op == ">>":
            return bit(e.a, j + k)
        if e.op == "<<":
            return bit(e.a, j - k)
        if e.op == "&":
            return bit(e.a, j) if (k >> j) & 1 else Const(0)
        if k & (k - 1) == 0 and k > 0:
            p = k.bit_length() - 1
            if e.op == "*":
                return bit(e.a, j - p)
            if e.op == "//":
                return bit(e.a, j + p)
            if e.op == "%":
                return bit(e.a, j) if j < p else Const(0)
    return Bin("%", Bin("//", e, Const(1 << j)), Const(2))


def _runs(mask: int) -> list[tuple[int, int]]:
    """The maximal runs of set bits of ``mask`` as ``(lowest bit, width)``."""
    out, j = [], 0
    while mask >> j:
        if (mask >> j) & 1:
            w = 0
            while (mask >> (j + w)) & 1:
                w += 1
            out.append((j, w))
            j += w
        else:
            j += 1
    return out


def lower_bits(e: Expr, bounds: Bounds) -> Expr:
    """``e`` rewritten with only ``+ - * // %`` (divisors of the bit operators become
    powers of two), so that Presburger (ISL) and integer (Z3) backends can read it.

    A bit operator needs one operand that is a non-negative constant or provably
    bounded and non-negative (``known_bits``); shifts need constant amounts.
    Raises :class:`Unsupported` otherwise."""
    if not isinstance(e, Bin):
        return e
    op = e.op
    if op in ("+", "-", "*", "//", "%") or op in CMP_OPS:
        return fold(Bin(op, lower_bits(e.a, bounds), lower_bits(e.b, bounds)))
    if op in ("<<", ">>"):
        if not isinstance(e.b, Const) or e.b.value < 0:
            raise Unsupported(f"shift by a non-constant amount in {e}")
        return fold(Bin("*" if op == "<<" else "//", lower_bits(e.a, bounds), Const(1 << e.b.value)))
    a, b = e.a, e.b
    ka, kb = known_bits(a, bounds), known_bits(b, bounds)
    if ka is not None and (kb is None or isinstance(a, Const) and not isinstance(b, Const)):
        a, b, ka, kb = b, a, kb, ka                    # b: the operand whose bits are known
    mask = kb if op != "&" or ka is None else ka & kb
    if mask is None:
        raise Unsupported(f"'{op}' needs a bounded non-negative operand in {e}")
    if op == "&" and isinstance(b, Const):
        la = lower_bits(a, bounds)
        terms = [Bin("*", Bin("%", Bin("//", la, Const(1 << p)), Const(1 << w)), Const(1 << p))
                 for p, w in _runs(mask)]
        return fold(_sum(terms))
    out: list[Expr] = [] if op == "&" else [lower_bits(a, bounds)]
    for j in range(mask.bit_length()):
        if not (mask >> j) & 1:
            continue
        aj, bj = lower_bits(bit(a, j), bounds), lower_bits(bit(b, j), bounds)
        if op == "&":
            new = Bin("//", Bin("+", aj, bj), Const(2))
            out.append(Bin("*", new, Const(1 << j)))
            continue
        new = (Bin("%", Bin("+", aj, bj), Const(2)) if op == "^"
               else Bin("//", Bin("+", Bin("+", aj, bj), Const(1)), Const(2)))
        out.append(Bin("*", Bin("-", new, aj), Const(1 << j)))
    return fold(_sum(out))


def _sum(terms: list[Expr]) -> Expr:
    out: Expr = Const(0)
    for t in terms:
        out = Bin("+", out, t)
    return out


def nodes(e: Expr):
    """Every sub-expression of ``e``, parents first."""
    yield e
    if isinstance(e, Bin):
        yield from nodes(e.a)
        yield from nodes(e.b)
