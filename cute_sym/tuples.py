"""Hierarchical tuples and their leaves (paper §4.1; seed 000, Types).

An *HTuple* is a leaf or a Python ``tuple`` of HTuples.  Leaves are

* ``int`` -- a static integer;
* :class:`Dyn` -- a dynamic ``?`` (``?{i64}`` when 64 bits wide), optionally
  carrying a sympy expression so that later stages can compute with it;
* :class:`E` -- a scaled basis element ``V@Mn@...@M0`` (stride leaves only);
* :data:`_` -- the underscore wildcard (coordinate and tile leaves only).

The structural functions of paper §4.1-4.2 (rank, depth, congruence, weak
congruence, compatibility, flatten, get, select, product) live here, with slicing
by ``_`` (pycute's ``int_tuple.slice_`` / ``dice``).
"""
from __future__ import annotations

import math
import operator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Sequence, Union

from .errors import DynamicValueError, KindError, PreconditionError
from .immutable import Immutable
from .exprtext import canonical_expr, dyn_text, evident_divisor, format_expr

__all__ = [
    "Dyn", "E", "Underscore", "_", "HTuple", "sym", "format_htuple",
    "is_tuple", "is_int", "is_dynamic", "is_static", "static_value",
    "rank", "depth", "leaves", "flatten", "transform_leaves", "unflatten",
    "product", "product_each", "congruent", "weakly_congruent", "compatible",
    "get", "select", "known_equal", "describe", "slice_tuple", "dice_tuple", "zero_underscores", "underscores",
]


class Dyn(Immutable):
    """A dynamic leaf ``?``; ``width`` is 32 or 64 (1 for a dynamic ``i1``).

    ``div`` is a known divisor of the value (CuTe's ``?{div=N}``: the value is a
    multiple of ``N``; 1 knows nothing, 0 means the value is 0).  ``expr`` is an
    optional sympy expression naming the value; a leaf with one prints as that
    expression (``M``, ``M/4``; :mod:`cute_sym.exprtext`), one without as ``?``.
    Arithmetic with another leaf gives a new ``Dyn`` whose width is the widest
    operand's (a static operand outside ``i32`` counts 64, as in CuTe), whose divisor is
    propagated as the CuTe IR's ``tuple_*`` ops do (:func:`_result_div`) and whose
    expression is combined when every operand has one.
    """

    __slots__ = ("width", "expr", "div")

    def __init__(self, width: int = 32, expr: Any = None, div: "int | None" = None):
        if width not in (1, 32, 64):
            raise KindError(f"dynamic width must be 32 or 64, got {width}")
        if expr is not None:
            expr = canonical_expr(expr)
        if div is None:         # what the expression shows (4*M: 4), as the text reads it back
            div = 1 if expr is None else evident_divisor(expr)
        if not is_int(div) or div < 0:
            raise KindError(f"a dynamic leaf's divisor must be a non-negative integer (?{{div=N}}), got {div!r}")
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "expr", expr)
        object.__setattr__(self, "div", div)

    def _init_args(self) -> tuple:
        return (self.width, self.expr, self.div)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Dyn) and other.width == self.width and other.div == self.div
                and other.expr == self.expr)

    def __hash__(self) -> int:
        return hash(("Dyn", self.width, self.expr, self.div))

    def __repr__(self) -> str:
        """``?``, ``?{i64}``, ``?{div=8}``, ``?{i64 div=8}`` (the DSL's text), or the expression
        (``M``, ``M/4{i64}``, ``M{div=8}``; :func:`cute_sym.exprtext.dyn_text`)."""
        return dyn_text(self.width, self.expr, self.div)

    def __bool__(self) -> bool:
        raise DynamicValueError(f"the truth of dynamic value {self.describe()} is unknown")

    def describe(self) -> str:
        """The value's expression when known (canonical text), else its text (``?``, ``?{div=8}``)."""
        return (format_expr(self.expr) or str(self.expr)) if self.expr is not None else repr(self)

    def with_div(self, div: int) -> "Dyn":
        """The same leaf with the known divisor ``div``."""
        return Dyn(self.width, self.expr, div)

    def _combine(self, other: Any, op: Callable[[Any, Any], Any], swap: bool = False) -> Any:
        if isinstance(other, E):
            return NotImplemented
        if not isinstance(other, (int, Dyn)) or isinstance(other, bool):
            return NotImplemented
        lhs, rhs = (other, self) if swap else (self, other)
        folded = _fold(op, lhs, rhs)
        if folded is not None:
            return folded
        width = max(self.width, other.width if isinstance(other, Dyn) else _static_width(other))
        div = _result_div(op, lhs, rhs)
        if div == 0 and op is _sym_mod:  # x % c with c | div(x): the IR folds it to the static 0
            return 0
        a, b = self.expr, (other.expr if isinstance(other, Dyn) else other)
        if a is None or b is None:
            return Dyn(width, div=div)
        return Dyn(width, op(b, a) if swap else op(a, b), div)

    def __add__(self, o): return self._combine(o, operator.add)
    def __radd__(self, o): return self._combine(o, operator.add, True)
    def __sub__(self, o): return self._combine(o, operator.sub)
    def __rsub__(self, o): return self._combine(o, operator.sub, True)
    def __mul__(self, o): return self._combine(o, operator.mul)
    def __rmul__(self, o): return self._combine(o, operator.mul, True)
    def __floordiv__(self, o): return self._combine(o, _sym_floordiv)
    def __rfloordiv__(self, o): return self._combine(o, _sym_floordiv, True)
    def __mod__(self, o): return self._combine(o, _sym_mod)
    def __rmod__(self, o): return self._combine(o, _sym_mod, True)
    def __neg__(self): return Dyn(self.width, None if self.expr is None else -self.expr, self.div)

    def _undecidable(self, other: Any) -> bool:
        raise DynamicValueError(f"cannot order dynamic value {self.describe()} against {other!r} statically")

    __lt__ = __le__ = __gt__ = __ge__ = _undecidable


def _sym_floordiv(a: Any, b: Any) -> Any:
    import sympy
    return sympy.floor(sympy.sympify(a) / b)


def _sym_mod(a: Any, b: Any) -> Any:
    import sympy
    return sympy.Mod(a, b)


def _static_width(x: int) -> int:
    """CuTe's width of a static operand: 32 bits when it fits ``i32``, else 64."""
    return 32 if -(1 << 31) <= x < (1 << 31) else 64


def _as_zero(x: Any) -> Any:
    """A ``?{div=0}`` leaf is the value 0 (the CuTe IR folds it so in arithmetic)."""
    return 0 if isinstance(x, Dyn) and x.div == 0 else x


def _is_zero(x: Any) -> bool:
    return x == 0 if is_int(x) else x.div == 0


def _fold(op: Callable[[Any, Any], Any], a: Any, b: Any) -> Any:
    """``a op b`` when statics settle it as the CuTe IR folds it (:func:`_identity`, a
    ``?{div=0}`` in a sum or product taken for 0, ``0 // x = 0 % x = 0``, ``x // 1 = x``,
    ``x % 1 = 0``), else ``None``.  Dividing by a value
    known to be 0 (``0``, ``?{div=0}``) raises :class:`ZeroDivisionError`, as the IR refuses it."""
    if op in _RING:
        identity = _identity(op, a, b)
        if identity is not None:
            return identity
        a, b = _as_zero(a), _as_zero(b)     # a ?{div=0} is the value 0 in sums and products
        return op(a, b) if is_int(a) and is_int(b) else _identity(op, a, b)
    if is_int(a) and a == 0:
        return 0
    if _is_zero(b):
        raise ZeroDivisionError(f"{a!r} {'//' if op is _sym_floordiv else '%'} {b!r}: the divisor is known to be 0")
    if is_int(a) and is_int(b):
        return a // b if op is _sym_floordiv else a % b
    if is_int(b) and b == 1:
        return a if op is _sym_floordiv else 0
    return None


_RING = (operator.add, operator.sub, operator.mul)


def _identity(op: Callable[[Any, Any], Any], a: Any, b: Any) -> Any:
    """``x + 0 = 0 + x = x - 0 = x``, ``0 - x = -x``, ``x * 1 = 1 * x = x``, ``x * 0 = 0``; else ``None``."""
    if op is operator.mul:
        for x, y in ((a, b), (b, a)):
            if is_int(x) and x in (0, 1):
                return 0 if x == 0 else y
        return None
    if is_int(b) and b == 0:
        return a
    if is_int(a) and a == 0:
        return b if op is operator.add else -_as_zero(b)
    return None


def _result_div(op: Callable[[Any, Any], Any], a: Any, b: Any) -> Any:
    """The known divisor of ``a op b`` (neither side 0), as the CuTe IR's ``tuple_add``,
    ``tuple_sub``, ``tuple_mul``, ``tuple_div`` and ``tuple_mod`` infer it: sums and
    differences the gcd, products the product, ``x // c`` ``div/c`` when ``c`` divides
    it, ``x % c`` 0 (the value is 0) when ``c`` divides ``div`` and ``div`` when ``div``
    divides ``c``; every other quotient and remainder knows nothing (1)."""
    da = a.div if isinstance(a, Dyn) else abs(a)
    db = b.div if isinstance(b, Dyn) else abs(b)
    if op in (operator.add, operator.sub):
        return math.gcd(da, db)
    if op is operator.mul:
        return da * db
    if not (isinstance(a, Dyn) and is_int(b)):
        return 1
    if op is _sym_floordiv:
        return da // db if da % db == 0 else 1
    if da % db == 0:
        return 0
    return da if db % da == 0 else 1


def sym(name: str, width: int = 32, **assumptions: bool) -> Dyn:
    """A dynamic leaf named by a positive integer sympy symbol (printed as its name)."""
    import sympy
    assumptions.setdefault("integer", True)
    assumptions.setdefault("positive", True)
    return Dyn(width, sympy.Symbol(name, **assumptions))


MAX_BASIS_MODE = (1 << 16) - 1
"""Largest basis mode index ``M`` of ``V@M`` (a layout's codomain tuple has rank ``M+1``)."""


@dataclass(frozen=True)
class E:
    """Scaled basis element ``value * e_<modes>`` (paper §4.3.1).

    ``modes`` is the path from the outermost mode inwards: the text
    ``1@1@0`` (seed 000: "the last index is the outermost mode") is
    ``E(1, (0, 1))``, mode 1 of mode 0.
    """

    value: Union[int, Dyn, Fraction]
    modes: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.modes or any(not is_int(m) or m < 0 for m in self.modes):
            raise KindError(f"scaled basis needs non-negative mode indices, got {self.modes}")
        if max(self.modes) > MAX_BASIS_MODE:
            raise KindError(f"basis mode index {max(self.modes)} is past {MAX_BASIS_MODE} "
                            "(the codomain would be a tuple of that rank)")
        if isinstance(self.value, Fraction):
            # CuTe's ratio scale (``1/2@0``, the DSL's text of a sub-byte coordinate tensor): only the
            # checker's rational reading makes one (:data:`cute_sym.syntax.RATIONAL_PARSERS`)
            if self.value.denominator == 1:
                object.__setattr__(self, "value", int(self.value))
            return
        if not isinstance(self.value, (int, Dyn)) or isinstance(self.value, bool):
            raise KindError(f"scaled basis value must be an integer or '?', got {self.value!r}")

    def __mul__(self, k: Any) -> "E":
        if isinstance(k, (int, Dyn)) and not isinstance(k, bool):
            if isinstance(self.value, Fraction) and isinstance(k, Dyn):
                return NotImplemented           # a ratio times a '?': not a value here
            return E(self.value * k, self.modes)
        return NotImplemented

    __rmul__ = __mul__

    def __repr__(self) -> str:
        value = str(self.value) if isinstance(self.value, Fraction) else repr(self.value)
        return f"{value}@" + "@".join(str(m) for m in reversed(self.modes))


class Underscore:
    """The wildcard ``_`` of coordinates and tiles (a singleton)."""

    _instance: "Underscore | None" = None

    def __new__(cls) -> "Underscore":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "_"

    def __reduce__(self):
        return (Underscore, ())


_ = Underscore()

HTuple = Union[int, Dyn, E, Underscore, tuple]


def format_htuple(x: HTuple) -> str:
    """Canonical text of an HTuple: ``(1,(2,3))``, ``?``, ``?{i64}``, ``1@1@0``, ``_``, ``()``."""
    if is_tuple(x):
        return "(" + ",".join(format_htuple(e) for e in x) + ")"
    return str(x)


def is_tuple(x: Any) -> bool:
    return isinstance(x, tuple)


def is_int(x: Any) -> bool:
    return type(x) is int or (isinstance(x, int) and not isinstance(x, bool))


def is_dynamic(x: HTuple) -> bool:
    """True when some leaf of ``x`` (or some basis scale) is ``?``."""
    if type(x) is tuple:
        for e in x:
            if type(e) is not int and is_dynamic(e):
                return True
        return False
    if isinstance(x, tuple):
        return any(is_dynamic(e) for e in x)
    if isinstance(x, E):
        return isinstance(x.value, Dyn)
    return isinstance(x, Dyn)


def is_static(x: HTuple) -> bool:
    return not is_dynamic(x)


def static_value(x: Any) -> Any:
    """``x`` as an ``int`` when it is static or its expression is a number, else ``None``."""
    if is_int(x):
        return x
    if isinstance(x, Dyn) and x.expr is not None and getattr(x.expr, "is_Integer", False):
        return int(x.expr)
    return None


def known_equal(a: Any, b: Any) -> "bool | None":
    """Whether leaves ``a`` and ``b`` are equal: ``True``/``False`` when decidable, else ``None``."""
    if is_int(a) and is_int(b):
        return a == b
    if not all(isinstance(v, (int, Dyn)) for v in (a, b)):
        return None
    ea = a.expr if isinstance(a, Dyn) else a
    eb = b.expr if isinstance(b, Dyn) else b
    if ea is None or eb is None:
        return None
    import sympy
    diff = sympy.simplify(sympy.sympify(ea) - sympy.sympify(eb))
    return True if diff == 0 else (False if diff.is_zero is False else None)


def rank(x: HTuple) -> int:
    """Paper §4.1: length of a tuple, 1 for a leaf."""
    return len(x) if is_tuple(x) else 1


def depth(x: HTuple) -> int:
    """Paper §4.1: 0 for a leaf, 1 + max depth of the elements for a tuple."""
    return 1 + max((depth(e) for e in x), default=0) if is_tuple(x) else 0


def _collect(x: tuple, out: list) -> None:
    for e in x:
        if isinstance(e, tuple):
            _collect(e, out)
        else:
            out.append(e)


def leaves(x: HTuple) -> Sequence[Any]:
    """The leaves of ``x`` in depth-first, left-to-right order (a sequence: a flat tuple is
    its own)."""
    if not isinstance(x, tuple):
        return (x,)
    for e in x:
        if isinstance(e, tuple):
            out: list = []
            _collect(x, out)
            return out
    return x


def flatten(x: HTuple) -> HTuple:
    """A leaf stays a leaf; a tuple becomes the depth-1 tuple of its leaves."""
    return tuple(leaves(x)) if is_tuple(x) else x


def transform_leaves(f: Callable[..., Any], x: HTuple, *ys: HTuple) -> HTuple:
    """Apply ``f`` leaf-wise over congruent HTuples ``x, *ys``."""
    if is_tuple(x):
        if not ys:
            return tuple(transform_leaves(f, e) if isinstance(e, tuple) else f(e) for e in x)
        return tuple(transform_leaves(f, *es) for es in zip(x, *ys, strict=True))
    return f(x, *ys)


def _count(x: tuple) -> int:
    """The number of leaves of the tuple ``x``."""
    n = 0
    for e in x:
        n += _count(e) if isinstance(e, tuple) else 1
    return n


def _rebuild(flat: Sequence[Any], profile: tuple, i: int) -> tuple[tuple, int]:
    """``profile`` with its leaves replaced by ``flat[i:]``, and the index past them."""
    out = []
    for p in profile:
        if isinstance(p, tuple):
            sub, i = _rebuild(flat, p, i)
            out.append(sub)
        else:
            out.append(flat[i])
            i += 1
    return tuple(out), i


def unflatten(flat: Sequence[Any], profile: HTuple) -> HTuple:
    """Rebuild the profile of ``profile`` from the leaves ``flat`` (inverse of flatten)."""
    if isinstance(flat, (list, tuple)) and isinstance(profile, tuple) and _count(profile) == len(flat):
        return _rebuild(flat, profile, 0)[0]
    it = iter(flat)
    out = transform_leaves(lambda _leaf: next(it), profile)
    if next(it, None) is not None:
        raise ValueError("more leaves than the profile holds")
    return out


def product(x: HTuple) -> Any:
    """Paper §4.2: the size |S|, the product of the leaves (1 for ``()``)."""
    if isinstance(x, tuple):
        result: Any = 1
        for e in x:
            result = result * (e if type(e) is int else product(e))
        return result
    return x


def product_each(x: HTuple) -> tuple:
    """Product of each top-level mode; a leaf is wrapped into a rank-1 tuple."""
    return tuple(product(e) for e in x) if is_tuple(x) else (x,)


def congruent(a: HTuple, b: HTuple) -> bool:
    """Paper §4.1, a ~ b: same profile."""
    if isinstance(a, tuple):
        if not isinstance(b, tuple) or len(a) != len(b):
            return False
        for x, y in zip(a, b):
            if isinstance(x, tuple) or isinstance(y, tuple):
                if not congruent(x, y):
                    return False
        return True
    return not isinstance(b, tuple)


def weakly_congruent(a: HTuple, b: HTuple) -> bool:
    """Paper §4.1, a ≲ b: the profile of ``a`` coarsens that of ``b``."""
    if not is_tuple(a):
        return True
    return is_tuple(b) and len(a) == len(b) and all(weakly_congruent(x, y) for x, y in zip(a, b))


def compatible(a: HTuple, b: HTuple) -> bool:
    """Paper §4.2.1, a ≼ b: ``a`` coarsens ``b`` and sizes agree mode by mode.

    Raises :class:`DynamicValueError` when a size comparison depends on an
    unknown dynamic value.
    """
    if is_tuple(a):
        return is_tuple(b) and len(a) == len(b) and all(compatible(x, y) for x, y in zip(a, b))
    eq = known_equal(a, product(b))
    if eq is None:
        raise DynamicValueError(f"cannot decide whether {a!r} equals the size {product(b)!r}")
    return eq


def _check_index(i: int, n: int, what: str) -> None:
    if not is_int(i) or not 0 <= i < n:
        raise PreconditionError(f"mode index {i} is out of range [0, {n}) {what}")


def get(x: HTuple, path: Sequence[int]) -> HTuple:
    """Seed 000 ``cute.get``: descend ``path``; indices stop at a leaf."""
    for level, i in enumerate(path):
        if not is_tuple(x):
            raise PreconditionError(
                f"descent past a scalar leaf: after {list(path[:level])} the value is the scalar "
                f"{format_htuple(x)}, so the trailing index {i} has nothing to descend into")
        _check_index(i, len(x), f"at level {level}")
        x = x[i]
    return x


def select(x: HTuple, modes: Sequence[int]) -> tuple:
    """Seed 000 ``cute.select``: the top-level modes ``modes`` (repeats allowed), always a tuple."""
    xs = x if is_tuple(x) else (x,)
    for i in modes:
        _check_index(i, len(xs), "of the input")
    return tuple(xs[i] for i in modes)


def describe(x: Any) -> str:
    """Text of a leaf or HTuple for messages: a symbol's expression, else the canonical text."""
    if isinstance(x, Dyn) and x.expr is not None:
        return str(x.expr)
    return format_htuple(x)


def _pick(crd: HTuple, x: HTuple, keep_underscore: bool) -> tuple:
    """The parts of ``x`` whose coordinate is ``_`` (or, for dice, is not)."""
    if is_tuple(crd):
        if not is_tuple(x) or len(crd) != len(x):
            raise PreconditionError(f"coordinate {describe(crd)} is not weakly congruent to {describe(x)}")
        return tuple(p for c, e in zip(crd, x) for p in _pick(c, e, keep_underscore))
    return (x,) if isinstance(crd, Underscore) == keep_underscore else ()


def _sliced(crd: HTuple, x: HTuple, keep_underscore: bool) -> HTuple:
    if not is_tuple(crd):
        return x if isinstance(crd, Underscore) == keep_underscore else ()
    return _pick(crd, x, keep_underscore)


def slice_tuple(crd: HTuple, x: HTuple) -> HTuple:
    """pycute ``slice_(crd, x)``: the parts of ``x`` where ``crd`` is ``_`` (flattened one level)."""
    return _sliced(crd, x, True)


def dice_tuple(crd: HTuple, x: HTuple) -> HTuple:
    """pycute ``dice(crd, x)``: the parts of ``x`` where ``crd`` is not ``_``."""
    return _sliced(crd, x, False)


def zero_underscores(crd: HTuple) -> HTuple:
    """``crd`` with every ``_`` read as 0 (the offset coordinate of a slice)."""
    return transform_leaves(lambda c: 0 if isinstance(c, Underscore) else c, crd)


def underscores(crd: Any) -> Any:
    """``crd`` with every ``None`` read as ``_`` (pycute and the CuTe DSL slice with ``None``)."""
    if crd is None:
        return _
    if is_tuple(crd):
        return tuple(underscores(c) for c in crd)
    return crd
