"""Arithmetic on int-tuples (seeds 000 and 002, Arithmetic Operations).

``shape_div`` and ``ceil_div`` with their four (tuple|scalar, tuple|scalar)
cases, ``tuple_add`` / ``tuple_sub`` with right padding and the scalar-zero
identity rules, ``equal``, ``elem_less``, ``prefix_product`` and rank padding.
Dynamic leaves propagate as the seed states for each op.
"""
from __future__ import annotations

from typing import Any

from .conditions import Condition, require
from .errors import PreconditionError
from .tuples import (Dyn, E, HTuple, Underscore, congruent, format_htuple, is_dynamic, is_int, is_tuple,
                     known_equal, leaves, product, transform_leaves)

__all__ = ["shape_div", "ceil_div", "tuple_add", "tuple_sub", "equal", "elem_less",
           "prefix_product", "compact_col_major", "append_to_rank", "prepend_to_rank"]


def _exact_div(a: Any, b: Any) -> Any:
    """Scalar ``a / b`` where one side divides the other, rounded away from zero."""
    if is_int(a) and is_int(b):
        if b == 0:
            raise PreconditionError("divisor is zero")
        if a % b == 0:
            return a // b
        if a != 0 and b % a == 0:
            return 1 if (a > 0) == (b > 0) else -1
        raise PreconditionError(
            f"{a} is not divisible by {b} (neither {a} % {b} == 0 nor {b} % {a} == 0)")
    if is_int(b) and b == 0:
        raise PreconditionError("divisor is zero")
    if is_int(b) and b == 1:
        return a
    q = a // b
    if isinstance(q, Dyn) and q.expr is not None:
        import sympy
        exact = sympy.sympify(a.expr if isinstance(a, Dyn) else a) / sympy.sympify(
            b.expr if isinstance(b, Dyn) else b)
        if not exact.is_integer:
            require(Condition("divides", b.expr if isinstance(b, Dyn) else b,
                              a.expr if isinstance(a, Dyn) else a, "shape_div"))
        return Dyn(q.width, exact)
    return Dyn(q.width) if isinstance(q, Dyn) else q    # the CuTe IR's shape_div knows no divisor


def shape_div(a: HTuple, b: HTuple) -> HTuple:
    """Seed 002 shape division: (tuple,tuple) by mode, (tuple,scalar) consuming
    the divisor left to right, (scalar,tuple) by ``product(b)``, (scalar,scalar)
    exact with one side dividing the other."""
    if is_tuple(a):
        if is_tuple(b):
            if len(a) != len(b):
                raise PreconditionError(f"tuple ranks differ: rank(a)={len(a)} != rank(b)={len(b)}")
            return tuple(shape_div(x, y) for x, y in zip(a, b))
        out = []
        for x in a:
            out.append(shape_div(x, b))
            b = shape_div(b, product(x))
        return tuple(out)
    if is_tuple(b):
        return shape_div(a, product(b))
    return _exact_div(a, b)


def _ceil(a: Any, b: Any) -> Any:
    """``ceil(a / b)``: exact for static integers of any sign; ``(a + b - 1) // b`` (a positive
    tiler) when a side is dynamic."""
    if is_int(b) and b == 0:
        raise PreconditionError("tiler is zero")
    if is_int(a) and is_int(b):
        return -(-a // b)
    return (a + b - 1) // b


def ceil_div(a: HTuple, b: Any) -> HTuple:
    """Seed 000 ``cute.ceil_div``: like ``shape_div`` but rounding up, with
    (tuple,tuple) needing ``rank(a) >= rank(b)`` and passing extra modes through.
    (A tile tiler counts tiles: :func:`cute_sym.tile.tile_count`, through ``cute_sym.ops.ceil_div``.)"""
    if not isinstance(b, (int, Dyn, tuple)):
        raise PreconditionError(f"ceil_div tiler must be an int-tuple or shape, got {b!r}")
    if is_tuple(a):
        if is_tuple(b):
            if len(b) > len(a):
                raise PreconditionError(f"rank(tiler)={len(b)} > rank(input)={len(a)}")
            return tuple(ceil_div(x, y) for x, y in zip(a, b)) + a[len(b):]
        out = []
        for x in a:
            out.append(ceil_div(x, b))
            b = _ceil(b, product(x))
        return tuple(out)
    if is_tuple(b):
        return ceil_div(a, product(b))
    return _ceil(a, b)


def _elementwise(op, a: HTuple, b: HTuple, name: str, top: bool) -> HTuple:
    if is_tuple(a) and is_tuple(b):
        n = min(len(a), len(b))
        common = tuple(_elementwise(op, x, y, name, False) for x, y in zip(a[:n], b[:n]))
        return common + a[n:] + b[n:]
    if not is_tuple(a) and not is_tuple(b):
        return op(a, b)
    scalar, side = (a, "lhs") if not is_tuple(a) else (b, "rhs")
    if not top:
        raise PreconditionError(
            f"{name}: a leaf is paired with a sub-tuple ({format_htuple(a)} vs {format_htuple(b)})")
    if is_int(scalar) and scalar == 0 and (name == "tuple_add" or side == "rhs"):
        return a if is_tuple(a) else b
    if name == "tuple_sub" and is_int(scalar) and scalar == 0:
        raise PreconditionError("tuple_sub: a zero scalar lhs cannot be paired with a tuple rhs "
                                "(0 - t is not defined)")
    raise PreconditionError(
        f"{name}: the non-zero scalar {side} {format_htuple(scalar)} cannot be paired with a tuple")


def tuple_add(a: HTuple, b: HTuple) -> HTuple:
    """Seed 002: element-wise sum, the shorter side padded by the longer one's
    trailing modes; a top-level scalar 0 is a two-sided identity."""
    return _elementwise(lambda x, y: x + y, a, b, "tuple_add", True)


def tuple_sub(a: HTuple, b: HTuple) -> HTuple:
    """Seed 002: element-wise ``a - b`` with padding; ``t - 0 == t`` but ``0 - t`` is invalid."""
    return _elementwise(lambda x, y: x - y, a, b, "tuple_sub", True)


def _leaf_equal(x: Any, y: Any) -> "bool | None":
    if isinstance(x, E) or isinstance(y, E):
        if not (isinstance(x, E) and isinstance(y, E)) or x.modes != y.modes:
            return False
        return _leaf_equal(x.value, y.value)
    if isinstance(x, (int, Dyn)) and isinstance(y, (int, Dyn)):
        return known_equal(x, y)
    return x is y


def equal(a: HTuple, b: HTuple) -> "bool | Dyn":
    """Seed 002 ``cute.equal``: structural and value equality; statically different
    values compare false, otherwise ``Dyn(1)`` when it hinges on a dynamic leaf."""
    if not congruent(a, b):
        return False
    verdicts = [_leaf_equal(x, y) for x, y in zip(leaves(a), leaves(b))]
    if False in verdicts:
        return False
    return Dyn(1) if None in verdicts else True


def elem_less(a: HTuple, b: HTuple) -> "bool | Dyn":
    """Seed 000 ``cute.elem_less``: every leaf of ``a`` below its partner in ``b``;
    congruent operands required; any dynamic leaf makes the result dynamic."""
    if not congruent(a, b):
        raise PreconditionError("expects congruent inputs")
    if any(isinstance(x, Underscore) for x in (*leaves(a), *leaves(b))):
        raise PreconditionError("elem_less cannot compare an underscore '_' leaf")
    if is_dynamic(a) or is_dynamic(b):
        return Dyn(1)
    return all(x < y for x, y in zip(leaves(a), leaves(b)))


def prefix_product(shape: HTuple, init: Any = 1) -> HTuple:
    """Exclusive prefix product congruent to ``shape``: the compact column-major stride."""
    if is_tuple(shape):
        out = []
        for s in shape:
            if type(s) is int:
                out.append(init)
                init = init * s
            else:
                out.append(prefix_product(s, init))
                init = init * product(s)
        return tuple(out)
    return init


def compact_col_major(shape: HTuple, init: Any = 1) -> HTuple:
    """CuTe's ``compact_major<LayoutLeft>``: the exclusive prefix product, except that
    a static size-1 leaf gets stride 0 (``(4,1)`` gives ``(1,0)``, as CuTe prints)."""
    strides = prefix_product(shape, init)
    return transform_leaves(lambda s, d: 0 if is_int(s) and s == 1 else d, shape, strides)


MAX_PAD_RANK = 1 << 16
"""Largest target rank of ``append_to_rank`` / ``prepend_to_rank`` (its ``I32Attr`` would allow 2^31 modes)."""


def _pad_check(n: int) -> None:
    if not is_int(n) or n <= 0:
        raise PreconditionError(f"target rank must be positive, got {n}")
    if n > MAX_PAD_RANK:
        raise PreconditionError(f"target rank {n} exceeds the supported maximum {MAX_PAD_RANK}")


def append_to_rank(a: HTuple, n: int, element: HTuple) -> HTuple:
    """Seed 000 ``cute.append_to_rank`` on an HTuple: pad on the right to rank ``n``."""
    _pad_check(n)
    xs = a if is_tuple(a) else (a,)
    return xs + (element,) * (n - len(xs)) if n > len(xs) else a


def prepend_to_rank(a: HTuple, n: int, element: HTuple) -> HTuple:
    """Seed 000 ``cute.prepend_to_rank`` on an HTuple: pad on the left to rank ``n``."""
    _pad_check(n)
    xs = a if is_tuple(a) else (a,)
    return (element,) * (n - len(xs)) + xs if n > len(xs) else a
