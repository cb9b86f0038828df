"""Emit ``arith`` ops computing integer sympy expressions over SSA scalars.

The expressions come from running ``cute_sym`` on symbolic values (each
dynamic leaf a sympy symbol), so the emitted arithmetic is the foundation's
own computation.  ``floor(n/d)`` and ``Mod(a, b)`` become ``arith.divui`` /
``arith.remui`` when sympy knows the operands are non-negative, else the
exact floor forms ``arith.floordivsi`` and ``a - b*floordivsi(a, b)``
(``ceiling(n/d)`` is ``floor((n + d - 1)/d)``, ``Abs(x)`` is ``arith.maxsi(x, 0 - x)``:
cosize's ``|stride|``; ``Min`` / ``Max`` are ``arith.minsi`` / ``arith.maxsi``, ``sign``
a difference of comparisons); an
exact quotient ``n/d`` (``shape_div`` under its divisibility condition) is
``arith.divui``/``floordivsi`` too.  Everything is computed at the width of
the value being built, symbols are sign-extended or truncated to it.
"""
from __future__ import annotations

from typing import Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Operation, SSAValue

__all__ = ["Emitter", "NotExpressible"]


class NotExpressible(Exception):
    """An expression (or an op) has no ``arith`` form here."""


class Emitter:
    """Collects the ops it emits in ``ops``; ``symbols`` maps sympy symbols to
    ``(value, width)``."""

    def __init__(self) -> None:
        self.ops: list[Operation] = []
        self.symbols: dict[Any, tuple[SSAValue, int]] = {}
        self._cache: dict[tuple[Any, int], SSAValue] = {}

    def add(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def constant(self, value: int, width: int) -> SSAValue:
        key = ("const", value, width)
        if key not in self._cache:
            self._cache[key] = self.add(arith.ConstantOp(IntegerAttr(value, IntegerType(width),
                                                                     truncate_bits=True)))
        return self._cache[key]

    def cast(self, value: SSAValue, width: int) -> SSAValue:
        have = value.type.width.data
        if have == width:
            return value
        op = arith.ExtSIOp(value, IntegerType(width)) if have < width else arith.TruncIOp(value, IntegerType(width))
        return self.add(op)

    def emit(self, expr: Any, width: int) -> SSAValue:
        """The SSA value of the integer expression ``expr`` at ``width`` bits."""
        import sympy
        expr = sympy.sympify(expr)
        key = (expr, width)
        if key not in self._cache:
            self._cache[key] = self._emit(expr, width)
        return self._cache[key]

    def _emit(self, expr: Any, width: int) -> SSAValue:
        import sympy
        if expr.is_Integer:
            return self.constant(int(expr), width)
        if expr.is_Symbol:
            if expr not in self.symbols:
                raise NotExpressible(f"unknown symbol {expr}")
            value, _ = self.symbols[expr]
            return self.cast(value, width)
        num, den = sympy.fraction(sympy.together(expr))
        if den != 1:
            return self._divide(num, den, width)
        if expr.is_Add:
            return self._sum(expr, width)
        if expr.is_Mul:
            coeff, rest = expr.as_coeff_Mul()
            if not coeff.is_Integer:
                raise NotExpressible(f"non-integer coefficient in {expr}")
            out = None
            for factor in sympy.Mul.make_args(rest):
                v = self.emit(factor, width)
                out = v if out is None else self.add(arith.MuliOp(out, v))
            if coeff != 1:
                out = self.add(arith.MuliOp(self.constant(int(coeff), width), out))
            return out
        if expr.is_Pow and expr.exp.is_Integer and expr.exp > 0:
            base = self.emit(expr.base, width)
            out = base
            for _ in range(int(expr.exp) - 1):
                out = self.add(arith.MuliOp(out, base))
            return out
        if isinstance(expr, (sympy.floor, sympy.ceiling)):
            num, den = sympy.fraction(sympy.together(expr.args[0]))
            if isinstance(expr, sympy.ceiling):          # ceil(n/d) = floor((n + d - 1)/d)
                num = num + den - 1
            return self._divide(num, den, width)
        if isinstance(expr, (sympy.Min, sympy.Max)):
            op = arith.MinSIOp if isinstance(expr, sympy.Min) else arith.MaxSIOp
            args = list(expr.args)
            out = self.emit(args[0], width)
            for a in args[1:]:
                out = self.add(op(out, self.emit(a, width)))
            return out
        if isinstance(expr, sympy.Abs):                  # |x| = maxsi(x, 0 - x) (cosize's |stride|)
            x = self.emit(expr.args[0], width)
            return self.add(arith.MaxSIOp(x, self.add(arith.SubiOp(self.constant(0, width), x))))
        if isinstance(expr, sympy.sign):                 # (0 < x) - (x < 0)
            x, zero = self.emit(expr.args[0], width), self.constant(0, width)
            pos = self.add(arith.ExtUIOp(self.add(arith.CmpiOp(zero, x, "slt")), IntegerType(width)))
            neg = self.add(arith.ExtUIOp(self.add(arith.CmpiOp(x, zero, "slt")), IntegerType(width)))
            return self.add(arith.SubiOp(pos, neg))
        if isinstance(expr, sympy.Mod):
            a, b = expr.args
            if a.is_nonnegative and b.is_nonnegative:
                return self.add(arith.RemUIOp(self.emit(a, width), self.emit(b, width)))
            q = self._divide(a, b, width)
            return self.add(arith.SubiOp(self.emit(a, width), self.add(arith.MuliOp(self.emit(b, width), q))))
        raise NotExpressible(f"no arith form for {expr}")

    def _divide(self, num: Any, den: Any, width: int) -> SSAValue:
        """``floor(num / den)``."""
        if den == 1:
            return self.emit(num, width)
        n, d = self.emit(num, width), self.emit(den, width)
        if num.is_nonnegative and den.is_nonnegative:
            return self.add(arith.DivUIOp(n, d))
        return self.add(arith.FloorDivSIOp(n, d))

    def _sum(self, expr: Any, width: int) -> SSAValue:
        plus, minus = [], []
        for term in expr.as_ordered_terms():
            coeff, _ = term.as_coeff_Mul()
            (minus if coeff.is_negative else plus).append(-term if coeff.is_negative else term)
        out = self.emit(plus[0], width) if plus else self.constant(0, width)
        for term in plus[1:]:
            out = self.add(arith.AddiOp(out, self.emit(term, width)))
        for term in minus:
            out = self.add(arith.SubiOp(out, self.emit(term, width)))
        return out
