"""User assumptions about symbols: ``"M % 128 == 0"``, ``"N >= 64"``, ``"64 <= K <= 1024"``.

An assumption is a comparison (chains allowed) of integer expressions over
symbol names with ``+ - * // % **`` (constant exponent) and parentheses,
optionally joined by ``and`` / ``or``.  A sympy relational works too.  Bad
text raises :class:`~cute_sym.errors.CuteSyntaxError` pointing at the column.
"""
from __future__ import annotations

import ast
from typing import Any

from cute_sym.errors import CuteSyntaxError

from .expr import Bin, Const, Expr, Var, fold, from_sympy
from .formula import Formula, Rel, conj, disj

__all__ = ["parse_assumption", "parse_each", "names_in"]

_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%"}
MAX_EXPONENT = 64
"""Largest power of a symbol an assumption may write (``M ** 2``)."""
MAX_BITS = 4096
"""Largest constant power an assumption may write, in bits (``2 ** 64`` is fine)."""
_CMPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


def parse_assumption(text: Any) -> Formula:
    """One assumption (text or a sympy relational) as a formula (a text's formula is kept:
    formulas are immutable, and a module's check parses its facts for every query)."""
    if not isinstance(text, str):
        return _from_sympy_bool(text)
    known = _PARSED.get(text)
    if known is None:
        if len(_PARSED) > 100_000:
            _PARSED.clear()
        known = _PARSED[text] = _parse_text(text)
    return known


_PARSED: dict[str, Formula] = {}


def parse_each(texts: Any) -> None:
    """:func:`parse_assumption` of each of ``texts`` for its errors (a text read before is
    well formed: it is not looked at again)."""
    for a in texts:
        if a.__class__ is not str or a not in _PARSED:
            parse_assumption(a)


def _parse_text(text: str) -> Formula:
    lead = len(text) - len(text.lstrip())
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError as e:
        at = e.offset if e.offset else len(text.strip()) + 1          # 0: at the end of the text
        raise CuteSyntaxError(f"malformed assumption ({e.msg})", text, lead + at) from None
    return _Reader(text, lead).formula(tree)


class _Reader:
    def __init__(self, text: str, lead: int):
        self.text, self.lead = text, lead

    def error(self, node: ast.AST, what: str) -> CuteSyntaxError:
        return CuteSyntaxError(what, self.text, self.lead + getattr(node, "col_offset", 0) + 1)

    def formula(self, node: ast.AST) -> Formula:
        if isinstance(node, ast.BoolOp):
            parts = [self.formula(v) for v in node.values]
            return conj(*parts) if isinstance(node.op, ast.And) else disj(*parts)
        if isinstance(node, ast.Compare):
            terms = [self.expr(node.left)] + [self.expr(c) for c in node.comparators]
            rels = []
            for k, op in enumerate(node.ops):
                if type(op) not in _CMPS:
                    raise self.error(node, "expected a comparison ==, !=, <, <=, > or >=")
                rels.append(Rel(_CMPS[type(op)], terms[k], terms[k + 1]))
            return conj(*rels)
        raise self.error(node, "an assumption must be a comparison, e.g. 'M % 128 == 0' or 'N >= 64'")

    def expr(self, node: ast.AST) -> Expr:
        if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
            return Const(node.value)
        if isinstance(node, ast.Name):
            if node.id.startswith("_"):
                raise self.error(node, f"symbol names may not start with '_': {node.id}")
            return Var(node.id)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            inner = self.expr(node.operand)
            return Bin("-", Const(0), inner) if isinstance(node.op, ast.USub) else inner
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Pow):
                if not (isinstance(node.right, ast.Constant) and isinstance(node.right.value, int)
                        and node.right.value >= 0):
                    raise self.error(node.right, "an exponent must be a non-negative integer constant")
                base = fold(self.expr(node.left))
                if isinstance(base, Const):
                    if abs(base.value) > 1 and node.right.value * abs(base.value).bit_length() > MAX_BITS:
                        raise self.error(node.right, f"the power has more than {MAX_BITS} bits")
                    return Const(base.value ** node.right.value)
                if node.right.value > MAX_EXPONENT:
                    raise self.error(node.right, f"an exponent of a symbol must be at most {MAX_EXPONENT}")
                out = Const(1)
                for _ in range(node.right.value):
                    out = Bin("*", out, base)
                return out
            if type(node.op) not in _OPS:
                raise self.error(node, "expected + - * // % or ** between integer terms")
            out = Bin(_OPS[type(node.op)], self.expr(node.left), self.expr(node.right))
            if out.op in ("//", "%") and fold(out.b) == Const(0):
                raise self.error(node, "division by zero")
            return out
        raise self.error(node, "expected an integer, a symbol name or a parenthesised expression")


def _from_sympy_bool(b: Any) -> Formula:
    import sympy
    if isinstance(b, sympy.And):
        return conj(*(_from_sympy_bool(x) for x in b.args))
    if isinstance(b, sympy.Or):
        return disj(*(_from_sympy_bool(x) for x in b.args))
    ops = {sympy.Eq: "==", sympy.Ne: "!=", sympy.Le: "<=", sympy.Lt: "<", sympy.Ge: ">=", sympy.Gt: ">"}
    for cls, op in ops.items():
        if isinstance(b, cls):
            return Rel(op, from_sympy(b.lhs), from_sympy(b.rhs))
    raise CuteSyntaxError(f"not a comparison: {b}", str(b), 1)


def names_in(f: Formula) -> set[str]:
    """The symbol names an assumption mentions."""
    from .formula import exprs
    return {e.name for e in exprs(f) if isinstance(e, Var)}
