"""The ISL backend: queries as Presburger sets over ISL parameters.

Every expression is made quasi-affine first: bit operators become floor/mod
by powers of two (:func:`solver.expr.lower_bits`), and a product of two
non-constants (a symbolic stride times a coordinate, ``M * c``) is removed
by *unrolling* a factor of constant extent, one case per value.  What stays
non-affine raises :class:`~solver.expr.Unsupported` and goes to Z3.

Dynamic leaves are ISL parameters, so ``bad.params()`` is exactly the set of
parameter values for which a counterexample exists: its complement is the
weakest condition under which the property holds.

ISL has no clock, holds the GIL, and can crash the process (a segmentation fault
while printing a parametric set): :func:`bounded` runs every ISL computation in
the persistent worker of :mod:`solver.sandbox`, which is killed when the
wall-clock timeout runs out (:class:`IslTimeout`) and replaced when it dies
(:class:`IslCrash`, an ``isl.Error``: the verdict is *unknown* and the prover
goes on with Z3).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar

import islpy as isl

from . import sandbox
from .expr import Bin, Const, Expr, Unsupported, Var, fold, lower_bits, nodes, substitute, variables
from .formula import And, Formula, Query, Rel, conj, disj, map_exprs

__all__ = ["Outcome", "solve", "to_isl", "query_set", "layout_map", "layout_map_text", "bounded", "IslTimeout",
           "IslCrash",
           "nonlinear", "MAX_CASES"]

MAX_CASES = 64
T = TypeVar("T")


class IslTimeout(Exception):
    """An ISL computation ran past its wall-clock limit (its process was killed)."""


class IslCrash(isl.Error):
    """The process running an ISL computation died (e.g. a segmentation fault inside ISL)."""


def _with_context(fn: "Callable[..., T]", args: tuple) -> T:
    return fn(isl.Context(), *args)


def bounded(fn: "Callable[..., T]", timeout: float, *args: Any) -> T:
    """``fn(ctx, *args)`` on a fresh context in the sandbox worker (:mod:`solver.sandbox`),
    within ``timeout`` seconds (else :class:`IslTimeout`); a crash there raises
    :class:`IslCrash`.  ``fn`` should be a module-level function and ``args`` and the
    result picklable (a closure runs in a child forked for the call)."""
    try:
        return sandbox.run(_with_context, (fn, args), timeout)
    except sandbox.SandboxTimeout:
        raise IslTimeout(f"ISL ran past {timeout:g} s") from None
    except sandbox.SandboxCrash as e:
        raise IslCrash(f"ISL crashed: {e}") from None


_KEYWORDS = {"and", "or", "not", "exists", "floor", "ceil", "mod", "min", "max", "true", "false",
             "infty", "NaN", "implies", "xor", "cat", "div"}


@dataclass
class Outcome:
    """A backend's answer to a query: ``sat`` (with a model), ``unsat`` or ``unknown``."""

    status: str
    backend: str
    model: "dict[str, int] | None" = None
    reason: "str | None" = None
    detail: dict = field(default_factory=dict)


def _name(n: str) -> str:
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n) or n in _KEYWORDS:
        raise Unsupported(f"'{n}' is not usable as an ISL name")
    return n


def to_isl(e: Expr) -> str:
    """ISL text of a quasi-affine expression (raises :class:`Unsupported` otherwise)."""
    if isinstance(e, Const):
        return str(e.value) if e.value >= 0 else f"({e.value})"
    if isinstance(e, Var):
        return _name(e.name)
    a, b = e.a, e.b
    if e.op in ("+", "-"):
        return f"({to_isl(a)} {e.op} {to_isl(b)})"
    if e.op == "*":
        if isinstance(a, Const):
            a, b = b, a
        if not isinstance(b, Const):
            raise Unsupported(f"non-affine product {e}")
        return f"({b.value}*{to_isl(a)})"
    if e.op in ("//", "%"):
        if not isinstance(b, Const) or b.value == 0:
            raise Unsupported(f"division by a non-constant in {e}")
        d = b.value
        num = f"({to_isl(a)})" if d > 0 else f"(-{to_isl(a)})"
        q = f"floor({num}/{abs(d)})"
        if e.op == "//":
            return q
        return f"(({to_isl(a)}) mod {d})" if d > 0 else f"({to_isl(a)} - ({d}*{q}))"
    raise Unsupported(f"operator {e.op} in {e} (lower the bit operators first)")


def _formula(f: Formula) -> str:
    if isinstance(f, Rel):
        op = "=" if f.op == "==" else f.op
        return f"{to_isl(f.a)} {op} {to_isl(f.b)}"
    if not f.items:
        return "1 = 1" if isinstance(f, And) else "1 = 0"
    joiner = " and " if isinstance(f, And) else " or "
    return "(" + joiner.join(_formula(x) for x in f.items) + ")"


def nonlinear(f: Formula) -> set[str]:
    """Variables occurring in a product of non-constants or a non-constant divisor."""
    out: set[str] = set()
    exprs = [f.a, f.b] if isinstance(f, Rel) else []
    if not isinstance(f, Rel):
        for x in f.items:
            out |= nonlinear(x)
    for e in exprs:
        for n in nodes(e):
            if isinstance(n, Bin) and (n.op == "*" and not isinstance(n.a, Const) and not isinstance(n.b, Const)
                                       or n.op in ("//", "%") and not isinstance(n.b, Const)):
                out |= variables(n)
    return out


def _unroll(f: Formula, bounds: dict, cases: int = 1) -> Formula:
    """``f`` with every variable of constant extent that occurs in a non-affine
    term replaced by its values: ``OR_k (v == k and f[v := k])``.  Raises
    :class:`Unsupported` past ``MAX_CASES`` copies or when a culprit is unbounded."""
    culprits = nonlinear(f)
    if not culprits:
        return f
    finite = [v for v in culprits if None not in bounds.get(v, (None, None))]
    if not finite:
        raise Unsupported("non-affine term over parameters: " + ", ".join(sorted(culprits)))
    v = min(finite, key=lambda n: (bounds[n][1] - bounds[n][0], n))
    lo, hi = bounds[v]
    cases *= hi - lo + 1
    if cases > MAX_CASES:
        raise Unsupported(f"unrolling {', '.join(sorted(finite))} would need more than {MAX_CASES} cases")
    out = []
    for k in range(lo, hi + 1):
        g = map_exprs(f, lambda e: fold(substitute(e, {v: Const(k)})))
        out.append(conj(Rel("==", Var(v), Const(k)), _unroll(g, bounds, cases)))
    return disj(*out)


def _affine(f: Formula, bounds: dict) -> Formula:
    """Bit operators lowered, then non-affine factors unrolled."""
    return _unroll(map_exprs(f, lambda e: fold(lower_bits(fold(e), bounds))), bounds)


def _set(ctx: isl.Context, params: list[str], dims: list[str], body: str) -> isl.Set:
    text = f"[{', '.join(map(_name, params))}] -> {{ [{', '.join(map(_name, dims))}] : {body} }}"
    return isl.Set(text, context=ctx)


def query_set(q: Query, ctx: isl.Context) -> isl.Set:
    """The set of counterexamples of ``q`` over its variables, parametric in ``q.params``."""
    bad = _set(ctx, q.params, q.variables, _formula(_affine(q.formula, q.bounds)))
    for inner, g in q.excluded:
        body = _formula(_affine(g, q.bounds))
        if inner:
            body = f"exists ({', '.join(map(_name, inner))} : {body})"
        bad = bad.subtract(_set(ctx, q.params, q.variables, body))
    return bad


def _solve(ctx: isl.Context, q: Query) -> tuple:
    bad = query_set(q, ctx)
    if bad.is_empty():
        return ("unsat", None, None)
    point = bad.move_dims(isl.dim_type.set, 0, isl.dim_type.param, 0, len(q.params)).sample_point()
    names = list(q.params) + list(q.variables)
    model = {n: point.get_coordinate_val(isl.dim_type.set, k).to_python() for k, n in enumerate(names)}
    return ("sat", model, str(bad.params()))


def solve(q: Query, timeout: float) -> Outcome:
    """Decide ``q``; a model names every parameter and variable.  ``detail['bad_params']``
    is the ISL text of the parameter values that have a counterexample."""
    try:
        status, model, bad_params = bounded(_solve, timeout, q)
    except Unsupported as e:
        return Outcome("unknown", "isl", reason=f"unsupported: {e}")
    except IslTimeout:
        return Outcome("unknown", "isl", reason="timeout")
    except IslCrash as e:
        return Outcome("unknown", "isl", reason=str(e))
    except isl.Error as e:
        return Outcome("unknown", "isl", reason=f"ISL error: {e}")
    return Outcome(status, "isl", model, detail={"bad_params": bad_params} if bad_params else {})


def layout_map(value: Any, name: str = "i", ctx: "isl.Context | None" = None, natural: bool = False) -> isl.Map:
    """The layout as an ISL relation on its domain (static or affine-parametric values),
    from the integer coordinate ``[name]`` or, with ``natural``, from the natural
    coordinate ``[name0, name1, ...]`` (one per leaf), to the value(s) ``[_o0, ...]``:
    ``.range()`` is the image, ``.is_injective()``...  (In process: run it through
    :func:`bounded` with :func:`layout_map_text` where a crash must not end the caller.)"""
    return isl.Map(layout_map_text(value, name, natural), context=ctx or isl.DEFAULT_CONTEXT)


def layout_map_text(value: Any, name: str = "i", natural: bool = False) -> str:
    """The ISL text of :func:`layout_map` (built without ISL)."""
    from .encode import Encoder, flat_values
    enc = Encoder()
    if natural:
        inputs, val = enc.at_natural(value, name)
        dims = [v.name for v in inputs]
    else:
        _i, val = enc.at_index(value, name)
        dims = [name]
    outs = [f"_o{k}" for k in range(len(flat_values(val)))]
    q = enc.query(*[Rel("==", Var(o), v) for o, v in zip(outs, flat_values(val))])
    hidden = [v for v in q.variables if v not in dims]
    body = _formula(_affine(q.formula, q.bounds))
    if hidden:
        body = f"exists ({', '.join(map(_name, hidden))} : {body})"
    return (f"[{', '.join(map(_name, q.params))}] -> {{ [{', '.join(map(_name, dims))}] -> "
            f"[{', '.join(outs)}] : {body} }}")
