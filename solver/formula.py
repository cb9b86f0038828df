"""Formulas over index expressions: comparisons joined by ``and`` / ``or``.

The prover phrases every question as a search for a counterexample: a
:class:`Query` is satisfiable exactly when the property fails, so
"proved" means "the backend showed the query empty".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Union

from .expr import CMP_OPS, Bin, Const, Expr, Unsupported, as_expr, evaluate, fold, nodes, substitute_node

__all__ = ["Rel", "And", "Or", "Formula", "TRUE", "FALSE", "negate", "conj", "disj", "eq", "ne",
           "le", "lt", "holds", "simplify", "exprs", "map_exprs", "split_comparisons", "SPLIT_LIMIT", "Query"]

SPLIT_LIMIT = 8
"""Most distinct comparison sub-expressions :func:`split_comparisons` splits on (2**8 cases)."""

_NEG = {"==": "!=", "!=": "==", "<=": ">", "<": ">=", ">=": "<", ">": "<="}


@dataclass(frozen=True)
class Rel:
    """``a op b`` with ``op`` one of ``== != <= < >= >``."""

    op: str
    a: Expr
    b: Expr

    def __post_init__(self) -> None:
        if self.op not in _NEG:
            raise ValueError(f"unknown comparison {self.op!r}")

    def __str__(self) -> str:
        return f"{self.a} {self.op} {self.b}"


@dataclass(frozen=True)
class And:
    items: tuple

    def __str__(self) -> str:
        return "true" if not self.items else "(" + " and ".join(map(str, self.items)) + ")"


@dataclass(frozen=True)
class Or:
    items: tuple

    def __str__(self) -> str:
        return "false" if not self.items else "(" + " or ".join(map(str, self.items)) + ")"


Formula = Union[Rel, And, Or]
TRUE, FALSE = And(()), Or(())


def conj(*fs: Formula) -> Formula:
    """The conjunction, flattened."""
    items = tuple(x for f in fs for x in (f.items if isinstance(f, And) else (f,)))
    return items[0] if len(items) == 1 else And(items)


def disj(*fs: Formula) -> Formula:
    """The disjunction, flattened."""
    items = tuple(x for f in fs for x in (f.items if isinstance(f, Or) else (f,)))
    return items[0] if len(items) == 1 else Or(items)


def negate(f: Formula) -> Formula:
    """Negation normal form of ``not f``."""
    if isinstance(f, Rel):
        return Rel(_NEG[f.op], f.a, f.b)
    if isinstance(f, And):
        return disj(*(negate(x) for x in f.items)) if f.items else FALSE
    return conj(*(negate(x) for x in f.items)) if f.items else TRUE


def _rel(op: str, a: "Expr | int", b: "Expr | int") -> Rel:
    return Rel(op, fold(as_expr(a)), fold(as_expr(b)))


def eq(a, b) -> Rel: return _rel("==", a, b)
def ne(a, b) -> Rel: return _rel("!=", a, b)
def le(a, b) -> Rel: return _rel("<=", a, b)
def lt(a, b) -> Rel: return _rel("<", a, b)


def simplify(f: Formula) -> Formula:
    """``f`` with constant comparisons decided and ``true``/``false`` absorbed."""
    if isinstance(f, Rel):
        a, b = fold(f.a), fold(f.b)
        if isinstance(a, Const) and isinstance(b, Const):
            return TRUE if holds(Rel(f.op, a, b), {}) else FALSE
        return Rel(f.op, a, b)
    parts = [simplify(x) for x in f.items]
    if isinstance(f, And):
        if FALSE in parts:
            return FALSE
        return conj(*(p for p in parts if p != TRUE)) if any(p != TRUE for p in parts) else TRUE
    if TRUE in parts:
        return TRUE
    return disj(*(p for p in parts if p != FALSE)) if any(p != FALSE for p in parts) else FALSE


def holds(f: Formula, env: dict) -> bool:
    """The truth of ``f`` under the integer assignment ``env``."""
    if isinstance(f, Rel):
        x, y = evaluate(f.a, env), evaluate(f.b, env)
        return {"==": x == y, "!=": x != y, "<=": x <= y, "<": x < y, ">=": x >= y, ">": x > y}[f.op]
    if isinstance(f, And):
        return all(holds(x, env) for x in f.items)
    return any(holds(x, env) for x in f.items)


def exprs(f: Formula) -> Iterator[Expr]:
    """Every expression node in ``f``."""
    if isinstance(f, Rel):
        yield from nodes(f.a)
        yield from nodes(f.b)
    else:
        for x in f.items:
            yield from exprs(x)


def map_exprs(f: Formula, g) -> Formula:
    """``f`` with ``g`` applied to both sides of every comparison."""
    if isinstance(f, Rel):
        return Rel(f.op, g(f.a), g(f.b))
    return type(f)(tuple(map_exprs(x, g) for x in f.items))


def split_comparisons(f: Formula, limit: int = SPLIT_LIMIT) -> Formula:
    """``f`` without comparison-valued sub-expressions (``(a < b)`` is 1 or 0): for an
    innermost one ``c``, ``(c and f[c := 1]) or (not c and f[c := 0])``, recursively.
    The result is equivalent to ``f`` and quasi-affine where ``f``'s other terms are.
    Raises :class:`~solver.expr.Unsupported` past ``limit`` distinct comparisons."""
    found = list(dict.fromkeys(e for e in exprs(f) if isinstance(e, Bin) and e.op in CMP_OPS))
    if not found:
        return f
    if len(found) > limit:
        raise Unsupported(f"{len(found)} comparisons inside expressions (at most {limit} are split into cases)")
    c = next(e for e in found if not any(isinstance(n, Bin) and n.op in CMP_OPS for n in nodes(e) if n is not e))
    cond = Rel(c.op, c.a, c.b)

    def case(value: int) -> Formula:
        return simplify(map_exprs(f, lambda e: fold(substitute_node(e, c, Const(value)))))
    return simplify(disj(conj(cond, split_comparisons(case(1), limit)),
                         conj(negate(cond), split_comparisons(case(0), limit))))


@dataclass
class Query:
    """Find integers satisfying ``formula`` (and, for each ``(vars, g)`` in
    ``excluded``, *no* values of ``vars`` satisfying ``g``).

    ``params`` are the symbols of the problem (dynamic leaves); ``variables``
    the coordinates and witnesses; ``bounds`` static enclosures per variable
    (inclusive, ``None`` when unbounded) that the encoder proved.
    ``notes`` are implicit hypotheses (e.g. that a leaf ``M/4`` is an integer);
    ``context`` the facts about the parameters alone (not the coordinates, not the
    property's negation), to detect assumptions that no parameter value satisfies.  ``types`` maps a parameter that is a
    dynamic leaf of its own to the leaf's integer width (32 or 64): the prover
    first decides over all integers and keeps that answer unless a counterexample
    needs a value the type cannot hold (``solver.proof.decide``).
    """

    params: list[str] = field(default_factory=list)
    variables: list[str] = field(default_factory=list)
    formula: Formula = TRUE
    excluded: list[tuple[list[str], Formula]] = field(default_factory=list)
    bounds: dict[str, tuple] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    context: Formula = TRUE
    types: dict[str, int] = field(default_factory=dict)
