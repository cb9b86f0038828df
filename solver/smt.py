"""The Z3 backend: queries as integer or bit-vector formulas.

* **Integers** (nonlinear arithmetic allowed: symbolic strides, products of
  symbols): ``//`` and ``%`` by a positive constant are Z3's own; any other
  divisor gets witness variables ``a == b*q + r`` with ``r`` in the floor
  range (so ``M % N`` between symbols is never handed to Z3 as ``%``); bit
  operators are lowered to floor/mod by powers of two.
* **Bit-vectors**, when no parameter occurs, every variable is bounded and
  a bit operator appears (swizzles): the width is chosen from a sound interval
  enclosure of *every* sub-expression (:func:`solver.expr.interval`), plus a
  sign bit, so no operation can wrap: the bit-vector answer is the integer answer.
  ``//`` is floor division (``(a - a smod b) sdiv b``), ``%`` is ``bvsmod``
  (Python's sign rule), ``>>`` is arithmetic.

Every check runs under Z3's own ``timeout``.  A quantified query on which Z3 gives up (not a
timeout: "incomplete quantifiers") is asked again under two other random seeds: which way Z3's
heuristic goes depends on the process's history, and a ``contains`` that proved alone came back
``unknown`` after a test module's run of other commands in the same process.
"""
from __future__ import annotations

from typing import Callable

import z3

from .expr import CMP_OPS, Bin, Const, Expr, Unsupported, Var, fold, interval, lower_bits
from .formula import And, Formula, Query, Rel, exprs, map_exprs
from .isl import Outcome

__all__ = ["solve", "bv_width", "BIT_OPS"]

BIT_OPS = {"&", "^", "|", "<<", ">>"}
_CMP: dict[str, Callable] = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<=": lambda a, b: a <= b,
                             "<": lambda a, b: a < b, ">=": lambda a, b: a >= b, ">": lambda a, b: a > b}


class _Ints:
    """Expr -> Z3 integer terms; witness definitions for non-constant divisors."""

    def __init__(self, prefix: str = "_w") -> None:
        self.prefix = prefix
        self.defs: list = []
        self.witnesses: list = []
        self._memo: dict = {}

    def term(self, e: Expr):
        if isinstance(e, Const):
            return z3.IntVal(e.value)
        if isinstance(e, Var):
            return z3.Int(e.name)
        if e in self._memo:
            return self._memo[e]
        a, b = self.term(e.a), self.term(e.b)
        if e.op in CMP_OPS:
            out = z3.If(_CMP[e.op](a, b), z3.IntVal(1), z3.IntVal(0))
        elif e.op in ("+", "-", "*"):
            out = a + b if e.op == "+" else a - b if e.op == "-" else a * b
        elif isinstance(e.b, Const) and e.b.value > 0:
            out = a / b if e.op == "//" else a % b
        else:
            k = len(self.witnesses)
            q, r = z3.Int(f"{self.prefix}q{k}"), z3.Int(f"{self.prefix}r{k}")
            self.witnesses += [q, r]
            self.defs.append(z3.Implies(b != 0, z3.And(a == b * q + r,
                                                       z3.If(b > 0, z3.And(0 <= r, r < b), z3.And(b < r, r <= 0)))))
            out = q if e.op == "//" else r
        self._memo[e] = out
        return out


class _BitVecs:
    """Expr -> Z3 bit-vector terms of one width (Python integer semantics)."""

    def __init__(self, width: int) -> None:
        self.width = width

    def term(self, e: Expr):
        w = self.width
        if isinstance(e, Const):
            return z3.BitVecVal(e.value, w)
        if isinstance(e, Var):
            return z3.BitVec(e.name, w)
        a, b = self.term(e.a), self.term(e.b)
        op = e.op
        if op in CMP_OPS:                           # signed comparisons, valued 1 or 0
            return z3.If(_CMP[op](a, b), z3.BitVecVal(1, w), z3.BitVecVal(0, w))
        if op == "+": return a + b
        if op == "-": return a - b
        if op == "*": return a * b
        if op == "%": return a % b                  # bvsmod: floor modulo, sign of the divisor
        if op == "//": return (a - a % b) / b        # exact, so bvsdiv's truncation is floor
        if op == "<<": return a << b
        if op == ">>": return a >> b
        if op == "&": return a & b
        if op == "^": return a ^ b
        return a | b


def bv_width(q: Query) -> "int | None":
    """A bit-vector width in which no sub-expression of ``q`` can overflow, or
    ``None`` when some value is unbounded (the enclosure is the proof)."""
    span = 1
    forms = [q.formula] + [g for _vs, g in q.excluded]
    for f in forms:
        for e in exprs(f):
            lo, hi = interval(e, q.bounds)
            if lo is None or hi is None:
                return None
            span = max(span, abs(lo).bit_length(), abs(hi).bit_length())
            if isinstance(e, Bin) and e.op in ("<<", ">>"):
                span = max(span, interval(e.b, q.bounds)[1].bit_length() + 1)
    return span + 2


def _formula(f: Formula, term) -> z3.BoolRef:
    if isinstance(f, Rel):
        return _CMP[f.op](term(f.a), term(f.b))
    parts = [_formula(x, term) for x in f.items]
    if isinstance(f, And):
        return z3.And(*parts) if parts else z3.BoolVal(True)
    return z3.Or(*parts) if parts else z3.BoolVal(False)


def _has_bit_ops(q: Query) -> bool:
    forms = [q.formula] + [g for _vs, g in q.excluded]
    return any(isinstance(e, Bin) and e.op in BIT_OPS for f in forms for e in exprs(f))


def _solver(timeout: float, seed: int = 0) -> "z3.Solver":
    """A Z3 solver under ``timeout`` seconds (Z3's is an unsigned int of milliseconds), ``seed``
    its random seed (0: Z3's default)."""
    solver = z3.Solver()
    solver.set("timeout", min(max(1, int(timeout * 1000)), (1 << 32) - 1))
    if seed:
        solver.set("random_seed", seed)
    return solver


def _ran_out(why: str) -> bool:
    """Z3's reason for ``unknown`` says its time ran out (not that it gave up)."""
    return "timeout" in why or "canceled" in why


def solve(q: Query, timeout: float, mode: str = "auto") -> Outcome:
    """Decide ``q`` with Z3 in ``int`` or ``bv`` mode (``auto``: bit-vectors for
    bounded, parameter-free queries with bit operators)."""
    width = bv_width(q) if not q.params and mode in ("auto", "bv") else None
    if mode == "bv" and width is None:
        return Outcome("unknown", "z3", reason="unsupported: bit-vectors need every value bounded and no parameters")
    use_bv = width is not None and (mode == "bv" or _has_bit_ops(q))
    solver = _solver(timeout)
    if use_bv:
        conv = _BitVecs(width)
        term = conv.term
        declare = lambda n: z3.BitVec(n, width)  # noqa: E731
    else:
        try:
            q = Query(q.params, q.variables, map_exprs(q.formula, lambda e: fold(lower_bits(e, q.bounds))),
                      [(vs, map_exprs(g, lambda e: fold(lower_bits(e, q.bounds)))) for vs, g in q.excluded],
                      q.bounds, q.notes)
        except Unsupported as e:
            return Outcome("unknown", "z3", reason=f"unsupported: {e}")
        conv = _Ints()
        term = conv.term
        declare = z3.Int
    solver.add(_formula(q.formula, term))
    if not use_bv:
        solver.add(*conv.defs)
    bound_all: list = []
    for inner, g in q.excluded:
        if use_bv:
            body = z3.Not(_formula(g, term))
            bound = [declare(v) for v in inner]
        else:
            sub = _Ints(f"_x{len(bound_all)}")
            inner_f = _formula(g, sub.term)
            body = z3.Implies(z3.And(*sub.defs), z3.Not(inner_f))
            bound = [declare(v) for v in inner] + sub.witnesses
        bound_all += bound
        solver.add(z3.ForAll(bound, body) if bound else body)
    verdict = solver.check()
    for seed in (1, 2) if q.excluded else ():   # Z3 gives up on quantifiers by a heuristic whose path depends
        if verdict != z3.unknown or _ran_out(solver.reason_unknown()):
            break                                # on its process state: another seed, the same formula
        retry = _solver(timeout, seed)
        retry.add(*solver.assertions())
        verdict, solver = retry.check(), retry
    mode_used = f"bit-vectors ({width} bits)" if use_bv else "integers"
    if verdict == z3.unsat:
        return Outcome("unsat", "z3", detail={"mode": mode_used})
    if verdict == z3.unknown:
        why = solver.reason_unknown()
        reason = "timeout" if _ran_out(why) else f"z3 gave up: {why}"
        return Outcome("unknown", "z3", reason=reason, detail={"mode": mode_used})
    model = solver.model()
    values = {}
    for n in list(q.params) + list(q.variables):
        v = model.eval(declare(n), model_completion=True)
        values[n] = v.as_signed_long() if use_bv else v.as_long()
    return Outcome("sat", "z3", values, detail={"mode": mode_used})

