"""Translation validation of index expressions (codegen): an expression equals a layout
at every coordinate (:func:`prove_expression`), or emitted expressions equal reference
ones at every admitted point (:func:`prove_expressions_equal`), with C semantics.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from cute_sym.coords import idx2crd
from cute_sym.errors import PreconditionError
from cute_sym.tuples import is_tuple, leaves, product, transform_leaves

from .assume import names_in, parse_assumption
from .encode import Encoder, flat_values
from .expr import Expr, as_expr, evaluate, nodes, variables
from .formula import FALSE, Formula, Query, disj, eq, holds, le, lt, ne, negate
from .proof import Proof, decide
from .prove_base import Operand, enumeration, model_params, operand
from .symbols import instantiate, show

__all__ = ["prove_expression", "prove_expressions_equal"]


def _names_text(inputs: Any) -> str:
    return "(" + ",".join(_names_text(x) for x in inputs) + ")" if is_tuple(inputs) else str(inputs)


def prove_expression(layout: Operand, expr: Any, inputs: Any, assume: Iterable = (), timeout: float = 10.0,
                     backend: str = "auto", c_semantics: bool = True, width: "int | None" = None,
                     free_names: bool = False) -> Proof:
    """``expr`` computes ``layout`` at every in-bounds coordinate, for every parameter value.

    Calling convention:

    * ``inputs`` names the coordinate: a string is the integer coordinate
      ``[0, size)``; an HTuple of strings congruent to the shape names the leaves of
      the natural coordinate (each ``[0, extent)``).
    * Every other variable of ``expr`` is a parameter: the name of a dynamic leaf's
      symbol, or ``q<k>`` for the k-th dynamic scalar of ``layout`` (``get_scalars``
      order) when it is a bare ``?``.
    * ``expr`` is an :class:`~solver.expr.Expr` (an HTuple of them for basis strides).
    * ``c_semantics``: also prove that each ``//`` and ``%`` sees a non-negative
      dividend and a positive divisor (so C's truncating ``/`` and ``%`` agree), and
      each shift a non-negative value and an amount in ``[0, 63]``.  Division by zero
      is always a counterexample.  ``width``: also prove that every sub-expression
      fits a signed integer of that many bits.
    * ``free_names``: an assumption may name symbols the layout lacks (they become
      parameters too; a kernel's facts about its other layouts).
    """
    L = operand(layout)
    outs = [as_expr(e) for e in (leaves(expr) if is_tuple(expr) else [expr])]
    names_in = set(leaves(inputs)) if is_tuple(inputs) else {inputs}
    statement = f"{', '.join(map(str, outs))} == {show(L)} at coordinate {_names_text(inputs)}"

    def query() -> Query:
        enc = Encoder()
        if is_tuple(inputs):
            coord = enc.natural_point(inputs, L.shape)
            val = enc.apply(L, coord)
        else:
            _i, val = enc.at_index(L, inputs)
        vals = flat_values(val)
        if len(vals) != len(outs):
            raise PreconditionError(f"the layout has {len(vals)} codomain components, the expression {len(outs)}")
        used = set().union(*(variables(e) for e in outs))
        stray = sorted(used - names_in - set(enc.params))
        if stray:
            raise PreconditionError(f"the expression reads {', '.join(stray)}, which is neither an input nor a "
                                    f"parameter of the layout (parameters: {', '.join(enc.params) or 'none'})")
        bad = [ne(e, v) for e, v in zip(outs, vals)] + _hazards(outs, c_semantics, width)
        return enc.query(enc.share_divisions(disj(*bad)) if bad else FALSE)

    def recheck(model: dict) -> tuple:
        env = model_params(model, L)
        lay = instantiate(L, env)
        coord = _coordinate(inputs, model)
        full = {**model}
        got = [_safe_eval(e, full) for e in outs]
        want = lay(coord)
        want_list = list(leaves(want)) if is_tuple(want) else [want]
        if any(g is None for g in got) or got != want_list:
            return True, {"params": env, "coordinate": coord, "layout": want, "expression": got}
        for e in outs:
            for n in nodes(e):
                msg = _hazard_at(n, full, c_semantics, width)
                if msg:
                    return True, {"params": env, "coordinate": coord, "hazard": msg}
        return False, f"the expression equals the layout at {coord} with no hazard"

    enum = None
    if L.is_static() and not (set().union(*(variables(e) for e in outs)) - names_in):
        def check(k: int) -> "dict | None":
            env = _env_at(inputs, L, k)
            got = [_safe_eval(e, env) for e in outs]
            want = L(_coordinate(inputs, env))
            want_list = list(leaves(want)) if is_tuple(want) else [want]
            if got != want_list or any(_hazard_at(n, env, c_semantics, width) for e in outs for n in nodes(e)):
                return env
            return None
        enum = enumeration(check, product(L.shape))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum,
                  free_names=free_names)


def prove_expressions_equal(pairs: Sequence[tuple], ranges: "Mapping[str, tuple]" = {}, facts: Sequence = (),
                            assume: Iterable = (), timeout: float = 10.0, backend: str = "auto",
                            c_semantics: bool = True, width: "int | None" = None,
                            obligations: Sequence[Formula] = (), statement: "str | None" = None) -> Proof:
    """``lhs == rhs`` for every pair ``(lhs, rhs)`` of expressions, at every integer point
    allowed by the preconditions: translation validation of an emitted expression
    (``lhs``) against a reference (``rhs``, e.g. ``cute_sym``'s value on symbols).

    * Every variable is a parameter (assumptions may name it); ``ranges[name] = (lo, hi)``
      states ``lo <= name < hi`` (ints, expressions or ``None``); ``facts`` are further
      preconditions (formulas or assumption text), ``assume`` the user's.
    * ``c_semantics`` and ``width`` check the left-hand sides as :func:`prove_expression`
      does; ``obligations`` must hold at every point too (e.g. the C semantics of the
      emitted operations); a point that violates one is a counterexample.
    * Both sides go through one :class:`~solver.encode.Encoder`: their ``//`` and ``%``
      by symbols share witnesses (:meth:`~solver.encode.Encoder.lift`).
    """
    pairs = [(as_expr(a), as_expr(b)) for a, b in pairs]
    pre = [parse_assumption(f) if isinstance(f, str) else f for f in facts]
    names = sorted(set(ranges).union(*(variables(e) for pair in pairs for e in pair),
                                     *(names_in(f) for f in [*pre, *obligations])))
    lhs = [a for a, _ in pairs]
    statement = statement or " and ".join(f"{a} == {b}" for a, b in pairs)

    def query() -> Query:
        enc = Encoder()
        for n in names:
            enc.parameter(n, *ranges.get(n, (None, None)))
        enc.facts += [enc.share_divisions(f) for f in pre]
        bad = [ne(a, b) for a, b in pairs] + _hazards(lhs, c_semantics, width) + [negate(o) for o in obligations]
        return enc.query(enc.share_divisions(disj(*bad)) if bad else FALSE)

    def admitted(env: dict) -> bool:
        def inside(n: str) -> bool:
            lo, hi = (None if b is None else _safe_eval(as_expr(b), env) for b in ranges.get(n, (None, None)))
            return (lo is None or lo <= env[n]) and (hi is None or env[n] < hi)
        return all(inside(n) for n in ranges) and all(_holds(f, env) for f in pre)

    def failure(env: dict) -> "dict | None":
        hazards = [h for e in lhs for n in nodes(e) if (h := _hazard_at(n, env, c_semantics, width))]
        if hazards:
            return {"inputs": env, "hazard": hazards[0]}
        for o in obligations:
            if not _holds(o, env):
                return {"inputs": env, "violates": str(o)}
        got, want = [_safe_eval(a, env) for a in lhs], [_safe_eval(b, env) for _, b in pairs]
        return {"inputs": env, "emitted": got, "reference": want} if got != want else None

    def recheck(model: dict) -> tuple:
        env = {n: model[n] for n in names}
        if not admitted(env):
            return False, f"the point {env} violates a precondition"
        found = failure(env)
        return (True, found) if found else (False, f"both sides agree at {env} with no hazard")

    enum = None
    finite = [ranges.get(n, (None, None)) for n in names]
    if all(isinstance(lo, int) and isinstance(hi, int) for lo, hi in finite):
        sizes = tuple(max(0, hi - lo) for lo, hi in finite)
        users = [parse_assumption(a) for a in assume]

        def check(k: int) -> "dict | None":
            env = {n: lo + d for n, (lo, _hi), d in zip(names, finite, leaves(idx2crd(k, sizes)))}
            ok = admitted(env) and all(_holds(u, env) for u in users)
            return env if ok and failure(env) else None
        enum = enumeration(check, product(sizes))
    return decide(statement, query, recheck, assume=assume, timeout=timeout, backend=backend, enumerate_=enum)


def _holds(f: Formula, env: dict) -> bool:
    try:
        return holds(f, env)
    except (ZeroDivisionError, ValueError):
        return False


def _coordinate(inputs: Any, env: dict) -> Any:
    """The coordinate named by ``inputs`` (a name or an HTuple of names) under ``env``."""
    return transform_leaves(lambda n: env[n], inputs) if is_tuple(inputs) else env[inputs]


def _env_at(inputs: Any, L: Any, k: int) -> dict:
    """The assignment of ``inputs`` at the integer coordinate ``k`` of ``L``."""
    if not is_tuple(inputs):
        return {inputs: k}
    return dict(zip(leaves(inputs), leaves(idx2crd(k, L.shape))))


def _safe_eval(e: Expr, env: dict) -> "int | None":
    try:
        return evaluate(e, env)
    except (ZeroDivisionError, ValueError):
        return None


_LIMITS = {"<<": 63, ">>": 63}


def _hazards(outs: list[Expr], c_semantics: bool, width: "int | None") -> list:
    out = []
    for e in outs:
        for n in nodes(e):
            if not hasattr(n, "op"):
                continue
            if n.op in ("//", "%"):
                out.append(eq(n.b, 0))
                if c_semantics:
                    out += [lt(n.a, 0), lt(n.b, 0)]
            if n.op in ("<<", ">>"):
                out += [lt(n.b, 0), lt(_LIMITS[n.op], n.b)]
                if c_semantics:
                    out.append(lt(n.a, 0))
            if width is not None:
                out += [lt(n, -(1 << (width - 1))), le(1 << (width - 1), n)]
    return out


def _hazard_at(n: Expr, env: dict, c_semantics: bool, width: "int | None") -> "str | None":
    if not hasattr(n, "op"):
        return None
    a, b = _safe_eval(n.a, env), _safe_eval(n.b, env)
    if a is None or b is None:
        return None
    if n.op in ("//", "%") and (b == 0 or c_semantics and (a < 0 or b < 0)):
        return f"{n} with operands {a}, {b}"
    if n.op in ("<<", ">>") and (not 0 <= b <= 63 or c_semantics and a < 0):
        return f"{n} with operands {a}, {b}"
    v = _safe_eval(n, env)
    if width is not None and v is not None and not -(1 << (width - 1)) <= v < (1 << (width - 1)):
        return f"{n} == {v} overflows {width} bits"
    return None
