"""What every verdict of the prover facade (:mod:`solver.prove`) shares: operands, the
model's parameters and coordinates for re-checking, brute-force enumeration, and the
``∀`` part "no coordinate of ``A`` has this value" (paper §4-5).
"""
from __future__ import annotations

import time
from typing import Any

from cute_sym import ComposedLayout, Layout, parse
from cute_sym.coords import crd2idx, idx2crd
from cute_sym.errors import DynamicValueError, PreconditionError
from cute_sym.tuples import compatible, is_tuple, leaves, product, unflatten

from .assume import names_in
from .encode import Encoder, flat_values, same_profile
from .expr import Expr
from .formula import And, Formula, Query, conj, disj, eq, ne
from .isl import Outcome
from .symbols import free_symbols, name_unknowns, show

__all__ = ["Operand", "ENUMERATION_LIMIT", "operand", "model_params", "all_static", "differs", "model_index",
           "natural_model", "enumeration", "refines", "outside_image", "image_of"]

ENUMERATION_LIMIT = 1 << 16
"""Largest number of evaluations the automatic brute-force fallback attempts."""

Operand = Any  # Layout | ComposedLayout | str


def operand(x: Operand, prefix: str = "") -> Any:
    """A layout or composed layout (parsed from text when given text) whose bare
    ``?`` leaves are named ``<prefix>q<k>``."""
    value = parse(x) if isinstance(x, str) else x
    if not isinstance(value, (Layout, ComposedLayout)):
        raise PreconditionError(f"expected a layout or composed layout, got {value!r}")
    return name_unknowns(value, prefix)


def model_params(model: dict, *values: Any) -> dict:
    """The model's values of the symbols of ``values``."""
    names = {s.name for v in values for s in free_symbols(v)}
    return {n: model[n] for n in sorted(names) if n in model}


def all_static(*values: Any) -> bool:
    return all(v.is_static() for v in values)


def differs(*pairs: tuple) -> Any:
    return disj(*(ne(x, y) for a, b in pairs for x, y in zip(flat_values(a), flat_values(b))))


def model_index(model: dict, stem: str, shape: Any) -> int:
    """The integer coordinate of the natural coordinate ``_<stem><k>`` of a model."""
    flat = [model[f"_{stem}{k}"] for k in range(len(list(leaves(shape))))]
    return crd2idx(unflatten(flat, shape), shape) if is_tuple(shape) else flat[0]


def natural_model(stem: str, shape: Any, i: int) -> dict:
    """A model naming the natural coordinate of the integer coordinate ``i``."""
    crd = idx2crd(i, shape)
    return {f"_{stem}{k}": c for k, c in enumerate(leaves(crd) if is_tuple(crd) else [crd])}


def enumeration(check, count: int):
    """A brute-force decision over ``range(count)``: ``check(k)`` returns a model dict for a
    counterexample or ``None``."""
    def run(timeout: float) -> Outcome:
        if count > ENUMERATION_LIMIT * 256:
            return Outcome("unknown", "enumeration", reason=f"unsupported: {count} cases to enumerate")
        deadline = time.perf_counter() + timeout
        for k in range(count):
            if k % 1024 == 0 and time.perf_counter() > deadline:
                return Outcome("unknown", "enumeration", reason="timeout")
            found = check(k)
            if found is not None:
                return Outcome("sat", "enumeration", found)
        return Outcome("unsat", "enumeration")
    return run


def refines(coarse: Any, fine: Any) -> bool:
    """``coarse ≼ fine`` (paper §4.2.1) when decidable now, else ``False``."""
    try:
        return compatible(coarse, fine)
    except DynamicValueError:
        return False


def _codomain(v: Any) -> str:
    """What a value is, for messages: ``integer values`` or ``coordinate values (_,(_,_))``."""
    def shape(x: Any) -> str:
        return "(" + ",".join(shape(y) for y in x) + ")" if is_tuple(x) else "_"
    return "integer values" if not is_tuple(v) else f"coordinate values {shape(v)}"


def outside_image(enc: Encoder, A: Any, targets: list[Expr], *goal: Formula, sought: str = "the point",
                  profile: Any = None) -> Query:
    """``enc``'s query (with ``goal``) where, moreover, no in-bounds coordinate of ``A``
    has the value ``targets`` (a ``∀`` part: ISL set difference, a Z3 quantifier);
    ``profile``: the sought value, whose codomain must be A's (an integer is not the
    rank-1 coordinate ``(x)``)."""
    inner = Encoder("x")
    _cs, va = inner.at_natural(A, "x")
    values = flat_values(va)
    if len(values) != len(targets) or profile is not None and not same_profile(va, profile):
        theirs = f"{len(targets)} value component(s)" if profile is None else _codomain(profile)
        raise PreconditionError(f"the codomains differ: A = {show(A)} has {_codomain(va)}, {sought} has {theirs} "
                                "(integer vs coordinate, or another rank)")
    hit = inner.query(*(eq(v, t) for v, t in zip(values, targets)))
    own = [f for f in (hit.context.items if isinstance(hit.context, And) else [hit.context])
           if names_in(f) <= set(hit.params)]               # A's parameter facts hold outside the ∀ too
    q = enc.query(*goal, *own)
    q.params = list(dict.fromkeys(q.params + hit.params))
    q.excluded = [(hit.variables, hit.formula)]
    q.bounds.update(hit.bounds)
    q.notes += hit.notes
    q.context = conj(q.context, hit.context)
    q.types = {n: min(w for w in (q.types.get(n), hit.types.get(n)) if w) for n in {**q.types, **hit.types}}
    return q


def image_of(a: Any) -> "set | None":
    """``image(a)`` by evaluation, or ``None`` past ``16 * ENUMERATION_LIMIT`` points."""
    n = product(a.shape)
    return {a(k) for k in range(n)} if n <= ENUMERATION_LIMIT * 16 else None
