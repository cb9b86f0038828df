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

import operator
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence, Union

from .errors import DynamicValueError, KindError, PreconditionError

__all__ = [
    "Dyn", "E", "Underscore", "_", "HTuple", "sym", "format_htuple",
    "is_tuple", "is_int", "is_dynamic", "is_static", "static_value",
    "rank", "depth", "leaves", "flatten", "transform_leaves", "unflatten",
    "product", "product_each", "congruent", "weakly_congruent", "compatible",
    "get", "select", "known_equal", "describe", "slice_tuple", "dice_tuple", "zero_underscores",
]


class Dyn:
    """A dynamic leaf ``?``; ``width`` is 32 or 64 (1 for a dynamic ``i1``).

    ``expr`` is an optional sympy expression naming the value.  Arithmetic with
    another leaf gives a new ``Dyn`` whose width is the widest operand's and
    whose expression is combined when every operand has one.
    """

    __slots__ = ("width", "expr")

    def __init__(self, width: int = 32, expr: Any = None):
        if width not in (1, 32, 64):
            raise KindError(f"dynamic width must be 32 or 64, got {width}")
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "expr", expr)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Dyn is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dyn) and other.width == self.width and other.expr == self.expr

    def __hash__(self) -> int:
        return hash(("Dyn", self.width, self.expr))

    def __repr__(self) -> str:
        return "?{i64}" if self.width == 64 else "?"

    def __bool__(self) -> bool:
        raise DynamicValueError(f"the truth of dynamic value {self.describe()} is unknown")

    def describe(self) -> str:
        """The value's expression when known, else ``?``."""
        return str(self.expr) if self.expr is not None else repr(self)

    def _combine(self, other: Any, op: Callable[[Any, Any], Any], swap: bool = False) -> "Dyn":
        if isinstance(other, E):
            return NotImplemented
        if not isinstance(other, (int, Dyn)):
            return NotImplemented
        width = max(self.width, other.width if isinstance(other, Dyn) else 32)
        a, b = self.expr, (other.expr if isinstance(other, Dyn) else other)
        if a is None or b is None:
            return Dyn(width)
        return Dyn(width, op(b, a) if swap else op(a, b))

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
    def __neg__(self): return Dyn(self.width, None if self.expr is None else -self.expr)

    def _undecidable(self, other: Any) -> bool:
        raise DynamicValueError(f"cannot order dynamic value {self.describe()} against {other!r} statically")

    __lt__ = __le__ = __gt__ = __ge__ = _undecidable


def _sym_floordiv(a: Any, b: Any) -> Any:
    import sympy
    return sympy.floor(sympy.sympify(a) / b)


def _sym_mod(a: Any, b: Any) -> Any:
    import sympy
    return sympy.Mod(a, b)


def sym(name: str, width: int = 32, **assumptions: bool) -> Dyn:
    """A dynamic leaf named by a positive integer sympy symbol (``?`` when printed)."""
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

    value: Union[int, Dyn]
    modes: tuple[int, ...]

    def __post_init__(self) -> None:
        if not self.modes or any(not is_int(m) or m < 0 for m in self.modes):
            raise KindError(f"scaled basis needs non-negative mode indices, got {self.modes}")
        if max(self.modes) > MAX_BASIS_MODE:
            raise KindError(f"basis mode index {max(self.modes)} is past {MAX_BASIS_MODE} "
                            "(the codomain would be a tuple of that rank)")
        if not isinstance(self.value, (int, Dyn)) or isinstance(self.value, bool):
            raise KindError(f"scaled basis value must be an integer or '?', got {self.value!r}")

    def __mul__(self, k: Any) -> "E":
        if isinstance(k, (int, Dyn)) and not isinstance(k, bool):
            return E(self.value * k, self.modes)
        return NotImplemented

    __rmul__ = __mul__

    def __repr__(self) -> str:
        return f"{self.value!r}@" + "@".join(str(m) for m in reversed(self.modes))


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
    return isinstance(x, int) and not isinstance(x, bool)


def is_dynamic(x: HTuple) -> bool:
    """True when some leaf of ``x`` (or some basis scale) is ``?``."""
    if is_tuple(x):
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


def leaves(x: HTuple) -> Iterator[Any]:
    """The leaves of ``x`` in depth-first, left-to-right order."""
    if is_tuple(x):
        for e in x:
            yield from leaves(e)
    else:
        yield x


def flatten(x: HTuple) -> HTuple:
    """A leaf stays a leaf; a tuple becomes the depth-1 tuple of its leaves."""
    return tuple(leaves(x)) if is_tuple(x) else x


def transform_leaves(f: Callable[..., Any], x: HTuple, *ys: HTuple) -> HTuple:
    """Apply ``f`` leaf-wise over congruent HTuples ``x, *ys``."""
    if is_tuple(x):
        return tuple(transform_leaves(f, *es) for es in zip(x, *ys, strict=True))
    return f(x, *ys)


def unflatten(flat: Sequence[Any], profile: HTuple) -> HTuple:
    """Rebuild the profile of ``profile`` from the leaves ``flat`` (inverse of flatten)."""
    it = iter(flat)
    out = transform_leaves(lambda _leaf: next(it), profile)
    if next(it, None) is not None:
        raise ValueError("more leaves than the profile holds")
    return out


def product(x: HTuple) -> Any:
    """Paper §4.2: the size |S|, the product of the leaves (1 for ``()``)."""
    if is_tuple(x):
        result: Any = 1
        for e in x:
            result = result * product(e)
        return result
    return x


def product_each(x: HTuple) -> tuple:
    """Product of each top-level mode; a leaf is wrapped into a rank-1 tuple."""
    return tuple(product(e) for e in x) if is_tuple(x) else (x,)


def congruent(a: HTuple, b: HTuple) -> bool:
    """Paper §4.1, a ~ b: same profile."""
    if is_tuple(a) and is_tuple(b):
        return len(a) == len(b) and all(congruent(x, y) for x, y in zip(a, b))
    return not is_tuple(a) and not is_tuple(b)


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
