"""The meaning of a ``cute`` dialect function: its body evaluated by ``cute_sym`` on symbols.

Translation validation (:mod:`codegen.validate`) proves each lowered C function
equal to this reference.  Every ``?`` leaf of an argument is a sympy symbol
named as the C field that carries it -- ``a<k>_d<i>``, field ``d<i>`` of
argument ``k`` (``get_scalars`` order); a scalar argument is ``a<k>`` -- and the
original (pre-expansion) body runs on them: each ``cute`` op through its own
``compute`` (so :mod:`cute_sym.ops` / :mod:`cute_sym.algebra`), ``arith`` ops
as integer arithmetic.  Three ops whose dynamic results ``cute_sym`` leaves
without a formula get the one of :mod:`cute_sym.formulas` (which ``--cute-expand-ops``
emits too), on index expressions:

* ``cute.equal`` / ``cute.elem_less``: every leaf pair equal / below its partner
  (seed 002, seed 000); the result is ``1`` or ``0``;
* ``cute.increment_coord``: the colexicographic successor, the carry added mode by
  mode, the last mode not wrapping (paper eq. 1-2);
* ``cute.layout_eval`` through a swizzle ``A o off o B``: ``A(off + B(c))``,
  the swizzle applied to the index expression.

Values that sympy cannot carry (bit operations, comparisons) are index
expressions behind placeholder symbols.  The preconditions of the proof are
collected here, each with its reason: argument extents (shape leaves) ``>= 1``;
coordinates, indices, offsets and other non-stride leaves ``>= 0`` (the facts
``--cute-expand-ops`` assumes); every coordinate given to ``layout_eval``,
``crd2idx`` or ``increment_coord`` inside its shape; the conditions ``cute_sym``
recorded (``shape_div``'s divisibility); every divisor of the reference non-zero
and every exact quotient an integer (where the ``cute`` op is defined at all).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import Any

import sympy

from cute_sym.arith import tuple_add
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.conditions import Condition, collecting
from cute_sym.errors import CuteError
from cute_sym.formulas import Arithmetic, increment, leafwise
from cute_sym.kinds import Coord, IntTuple, get_scalars
from cute_sym.layout import Layout
from cute_sym.ops import compared_leaves
from cute_sym.tile import Tile
from cute_sym.tuples import Dyn, is_tuple, leaves, product, unflatten
from solver.expr import Bin, Const, Expr, Unsupported, Var, fold, from_sympy, nodes, substitute
from solver.formula import Formula, conj, disj, eq, le, lt, ne, negate
from solver.symbols import map_leaves

from .errors import CodegenError

__all__ = ["Meaning", "NoReference", "meaning"]

_ROLE_LO = {"shape": 1, "stride": None}          # other leaves (coordinates, indices, offsets): >= 0


class NoReference(CodegenError):
    """The function's meaning cannot be computed on symbols (the reason says why)."""


@dataclass
class Meaning:
    """The reference of one function.

    ``outputs``: per result, one index expression per C field (a ``cute`` value's
    dynamic leaves in ``get_scalars`` order) or ``[e]`` for a scalar result;
    ``ranges``: ``lo <= name < hi`` per argument leaf; ``facts``: the other
    preconditions; ``preconditions``: all of them as text, grouped by reason."""

    outputs: list[list[Expr]] = field(default_factory=list)
    ranges: dict[str, tuple] = field(default_factory=dict)
    facts: list[Formula] = field(default_factory=list)
    preconditions: list[str] = field(default_factory=list)


def meaning(fn: Any) -> Meaning:
    """The reference of the ``func.func`` ``fn`` (before ``--cute-expand-ops``)."""
    return _Interpreter().run(fn)


class _Interpreter:
    def __init__(self) -> None:
        self.out = Meaning()
        self.placeholders: dict[str, Expr] = {}
        self.ids = count()
        self.groups: dict[str, list[str]] = {"extents": [], "non-negative": [], "coordinates inside their shapes": []}
        # "non-negative": coordinates, indices, offsets -- every leaf but extents and strides

    # --- symbols and expressions ---
    def opaque(self, e: Expr) -> sympy.Symbol:
        """A placeholder symbol standing for the index expression ``e``."""
        name = f"_t{next(self.ids)}"
        self.placeholders[name] = e
        return sympy.Symbol(name, integer=True)

    def expr(self, v: Any) -> Expr:
        """A leaf or scalar (int, ``Dyn`` with a formula, sympy) as an index expression;
        an exact quotient ``n/d`` is ``n // d`` with the precondition ``d | n``."""
        if isinstance(v, Dyn):
            if v.expr is None:
                raise NoReference("cute_sym gives no formula for a dynamic leaf")
            v = v.expr
        v = sympy.sympify(v)
        if v.has(sympy.zoo, sympy.nan):
            raise NoReference(f"division by zero (cute_sym computes {v})")
        def quotient(n: Expr, d: Expr, x: Any) -> Expr:
            self.require(eq(self.resolve(n % d), 0), f"{x}", "exact quotients")
            return n // d
        try:
            return self.resolve(from_sympy(v, quotient=quotient))
        except Unsupported as e:
            raise NoReference(str(e)) from None

    def leaf(self, e: Expr, width: int) -> Any:
        """The leaf holding the index expression ``e``: an integer, or a ``?`` behind a placeholder."""
        e = fold(e)
        return e.value if isinstance(e, Const) else Dyn(width, self.opaque(e))

    def resolve(self, e: Expr) -> Expr:
        return fold(substitute(e, self.placeholders))

    def require(self, f: Formula, text: str, why: str) -> None:
        if f not in self.out.facts:
            self.out.facts.append(f)
            self.groups.setdefault(why, []).append(text)

    # --- arguments ---
    def argument(self, k: int, t: Any) -> Any:
        """Argument ``k`` with a symbol per ``?`` leaf; each ranges over its C type, an
        extent from 1 and any other non-stride leaf from 0."""
        from cute_sym.dialect.types import CuteType
        if not isinstance(t, CuteType):
            name = f"a{k}"
            self.out.ranges[name] = _type_range(_width(t))
            return sympy.Symbol(name, integer=True)
        value = t.value
        fields = count()

        def name(v: Any, role: str) -> Any:
            if not isinstance(v, Dyn):
                return v
            n = f"a{k}_d{next(fields)}"
            lo, hi = _type_range(v.width)
            floor = _ROLE_LO.get(role, 0)
            self.out.ranges[n] = (lo if floor is None else floor, hi)
            if floor is not None:
                self.groups["extents" if floor else "non-negative"].append(n)
            return Dyn(v.width, sympy.Symbol(n, integer=True, positive=floor == 1 or None,
                                             nonnegative=floor == 0 or None))
        return _map_value(value, name)

    # --- the body ---
    def run(self, fn: Any) -> Meaning:
        from cute_sym.dialect.ops import CuteOp
        from xdsl.dialects import func
        env = {a: self.argument(k, a.type) for k, a in enumerate(fn.body.block.args)}
        for op in fn.body.block.ops:
            ins = [env[v] for v in op.operands]
            if isinstance(op, func.ReturnOp):
                self.out.outputs = [self.result(v, t) for v, t in zip(ins, op.operand_types)]
                self._divisors()
                bound = {"extents": " >= 1", "non-negative": " >= 0"}
                self.out.preconditions = [f"{', '.join(items)}{bound.get(why, '')} ({why})"
                                          for why, items in self.groups.items() if items]
                return self.out
            if isinstance(op, CuteOp):
                outs = self.cute(op, ins)
            elif op.name.startswith("arith."):
                outs = [self.arith(op, ins)]
            else:
                raise NoReference(f"no reference semantics for '{op.name}'")
            env.update(zip(op.results, outs))
        raise NoReference(f"function @{fn.sym_name.data} has no func.return")

    def cute(self, op: Any, ins: list) -> list:
        from cute_sym.dialect.ops import (Crd2IdxOp, ElemLessOp, EqualOp, GetScalarsOp, IncrementCoordOp,
                                          LayoutEvalOp, PrintOp, StaticOp)
        from cute_sym.dialect.ops.constructors import MakeFromLeaves
        if isinstance(op, StaticOp):
            return [op.result_types[0].value]
        if isinstance(op, PrintOp):
            return []
        if isinstance(op, GetScalarsOp):
            return self.scalars(ins[0], op.operand_types[0], op.only_dynamic is not None)
        if isinstance(op, MakeFromLeaves):
            return [self.make(op.result_types[0], ins)]
        if isinstance(op, (LayoutEvalOp, IncrementCoordOp, Crd2IdxOp)):
            self.inside(*ins)
        if isinstance(op, (EqualOp, ElemLessOp)):
            return [self.compare(op, ins)]
        if isinstance(op, IncrementCoordOp):
            c, s = ins
            widths = [x.width for x in get_scalars(op.result_types[0].value, only_dynamic=True)]
            successor = increment(list(leaves(c.value)), list(leaves(s.value)), _Exprs(self), widths[0])
            return [Coord(unflatten([self.leaf(e, w) for e, w in zip(successor, widths)], c.value))]
        if isinstance(op, LayoutEvalOp) and isinstance(ins[1], ComposedLayout) and isinstance(ins[1].inner, Swizzle):
            c, layout = ins
            with collecting() as conds:
                offset = tuple_add(layout.offset, layout.outer(c.value))
            self.conditions(conds)
            width = get_scalars(op.result_types[0].value, only_dynamic=True)[0].width
            return [IntTuple(self.leaf(layout.inner(self.expr(offset)), width))]
        try:
            with collecting() as conds:
                out = op.compute(ins, dict(op.properties))
        except CuteError as e:
            raise NoReference(f"'{op.name}': {e.reason}") from None
        self.conditions(conds)
        return out if isinstance(out, list) else [out]

    def make(self, t: Any, ins: list) -> Any:
        """``cute.make_<kind>``: the result type's ``?`` leaves filled by the operands."""
        fill = iter(v.value if isinstance(v, IntTuple) else v for v in ins)
        widths = iter(s.width for s in get_scalars(t.value, only_dynamic=True))

        def leaf(v: Any, _role: str) -> Any:
            if not isinstance(v, Dyn):
                return v
            x, w = next(fill), next(widths)
            return x if isinstance(x, (int, Dyn)) else Dyn(w, x)
        return _map_value(t.value, leaf)

    def inside(self, coord: Any, shaped: Any) -> None:
        """The precondition of a coordinate consumer: ``0 <= c < extent`` per leaf (a leaf
        facing a tuple mode ranges over the mode's size)."""
        if isinstance(shaped, ComposedLayout):
            shape = shaped.outer.shape
        else:
            shape = shaped.shape if isinstance(shaped, Layout) else shaped.value

        def visit(c: Any, s: Any) -> None:
            if is_tuple(c):
                for ci, si in zip(c, s):
                    visit(ci, si)
                return
            if not isinstance(c, Dyn):
                return
            x = self.expr(c)
            hi = self.expr(product(s))
            if isinstance(x, Var) and isinstance(hi, Const) and x.name in self.out.ranges:
                lo, old = self.out.ranges[x.name]
                self.out.ranges[x.name] = (lo, hi.value if old is None else min(old, hi.value))
            if isinstance(x, Var) and x.name in self.groups["non-negative"]:
                self.groups["non-negative"].remove(x.name)
            self.require(conj(le(0, x), lt(x, hi)), f"0 <= {x} < {hi}", "coordinates inside their shapes")
        visit(coord.value, shape)

    def compare(self, op: Any, ins: list) -> Any:
        """``cute.equal`` (every leaf pair equal) / ``cute.elem_less`` (every leaf below its partner)."""
        from cute_sym.dialect.ops import EqualOp
        try:
            decided = op.compute(ins, dict(op.properties))
        except CuteError as e:
            raise NoReference(f"'{op.name}': {e.reason}") from None
        if isinstance(decided, bool):
            return sympy.Integer(int(decided))
        relation = "==" if isinstance(op, EqualOp) else "<"
        return self.opaque(fold(leafwise(compared_leaves(*ins), relation, _Exprs(self))))

    def conditions(self, conds: list[Condition]) -> None:
        """The facts ``cute_sym`` recorded (taking the branch ``--cute-expand-ops`` took too)."""
        for c in conds:
            self.require(self.condition(c), str(c), "recorded by cute_sym")

    def condition(self, c: Condition) -> Formula:
        """``c`` as a formula: ``given -> fact``."""
        a, b = self.expr(c.lhs), self.expr(c.rhs)
        fact = {"divides": lambda: eq(b % a, 0), "le": lambda: le(a, b), "lt": lambda: lt(a, b),
                "eq": lambda: eq(a, b)}[c.kind]()
        return disj(*(negate(self.condition(g)) for g in c.given), fact) if c.given else fact

    def arith(self, op: Any, ins: list) -> Any:
        """``arith`` ops as integer arithmetic (sympy where it can, index expressions otherwise)."""
        from xdsl.dialects import arith
        if isinstance(op, arith.ConstantOp):
            value = op.value.value.data
            return sympy.Integer(value & 1 if _width(op.result.type) == 1 else value)
        if isinstance(op, (arith.ExtSIOp, arith.TruncIOp, arith.IndexCastOp)):
            return ins[0]
        if isinstance(op, arith.ExtUIOp):
            width = _width(op.operands[0].type)
            return ins[0] if width == 1 else self.opaque(Bin("&", self.expr(ins[0]), Const((1 << width) - 1)))
        ring = {arith.AddiOp: lambda a, b: a + b, arith.SubiOp: lambda a, b: a - b, arith.MuliOp: lambda a, b: a * b,
                arith.DivUIOp: lambda a, b: sympy.floor(a / b), arith.FloorDivSIOp: lambda a, b: sympy.floor(a / b),
                arith.RemUIOp: lambda a, b: sympy.Mod(a, b)}
        if type(op) in ring:
            return ring[type(op)](*ins)
        e = [self.expr(v) for v in ins]
        if isinstance(op, arith.SelectOp):
            c, a, b = e
            return self.opaque(b + c * (a - b))
        if isinstance(op, (arith.MaxSIOp, arith.MinSIOp)):
            a, b = e
            return self.opaque(b + Bin(">" if isinstance(op, arith.MaxSIOp) else "<", a, b) * (a - b))
        if isinstance(op, arith.CmpiOp):
            pred = op.predicate.value.data
            mask = Const((1 << _width(op.operands[0].type)) - 1)
            a, b = (Bin("&", x, mask) for x in e) if pred >= 6 else e
            return self.opaque(Bin(["==", "!=", "<", "<=", ">", ">="][pred if pred < 6 else pred - 4], a, b))
        bits = {arith.AndIOp: "&", arith.OrIOp: "|", arith.XOrIOp: "^", arith.ShLIOp: "<<", arith.ShRSIOp: ">>",
                arith.ShRUIOp: ">>"}
        if type(op) in bits:
            return self.opaque(Bin(bits[type(op)], *e))
        raise NoReference(f"no reference semantics for '{op.name}'")

    # --- results ---
    def scalars(self, v: Any, t: Any, only_dynamic: bool) -> list:
        """The scalars of the value ``v`` of type ``t`` (``only_dynamic``: where ``t`` has ``?``);
        a static leaf of ``t`` must be what cute_sym computes."""
        declared, computed = get_scalars(t.value), get_scalars(v)
        if len(declared) != len(computed):
            raise NoReference(f"cute_sym computes {v}, not a value of type {t}")
        out = []
        for d, c in zip(declared, computed):
            if not isinstance(d.value, Dyn) and c.value != d.value:
                raise CodegenError(f"translation validation refuted: the type {t} has the static leaf {d.value} "
                                   f"where cute_sym computes {c.value}")
            if isinstance(d.value, Dyn) or not only_dynamic:
                out.append(c.value.expr if isinstance(c.value, Dyn) and c.value.expr is not None else c.value)
        return out

    def result(self, v: Any, t: Any) -> list[Expr]:
        """The C fields of a result: its dynamic leaves (static ones must match the type)."""
        from cute_sym.dialect.types import CuteType
        if not isinstance(t, CuteType):
            return [self.expr(v)]
        return [self.expr(x) for x in self.scalars(v, t, True)]

    def _divisors(self) -> None:
        """Where the reference divides by an expression, that expression is non-zero."""
        for e in [x for out in self.out.outputs for x in out]:
            for n in nodes(e):
                if isinstance(n, Bin) and n.op in ("//", "%") and not self.positive(n.b):
                    self.require(ne(n.b, 0), f"{n.b} != 0", "divisors of the cute computation")

    def positive(self, e: Expr) -> bool:
        """``e >= 1`` by its form: positive constants and extents under ``+`` and ``*``."""
        if isinstance(e, Const):
            return e.value >= 1
        if isinstance(e, Var):
            lo = self.out.ranges.get(e.name, (None, None))[0]
            return lo is not None and lo >= 1
        return isinstance(e, Bin) and e.op in ("+", "*") and self.positive(e.a) and self.positive(e.b)


class _Exprs(Arithmetic):
    """The formulas' arithmetic (:mod:`cute_sym.formulas`) as index expressions: leaves through
    the interpreter, comparisons valued 1/0, ``c ? a : b`` as ``b + c*(a - b)``."""

    def __init__(self, interpreter: _Interpreter):
        self.interpreter = interpreter

    def leaf(self, x: Any, width: int) -> Expr:
        return self.interpreter.expr(x)

    def const(self, value: int, width: int) -> Expr:
        return Const(value)

    def compare(self, relation: str, a: Expr, b: Expr) -> Expr:
        return Bin(relation, a, b)

    def select(self, c: Expr, a: Expr, b: Expr) -> Expr:
        return b + c * (a - b)


def _map_value(value: Any, f: Any) -> Any:
    """:func:`solver.symbols.map_leaves` over any CuTe value: a tuple kind's leaves get
    its kind as their role; a tile maps its layouts."""
    if isinstance(value, IntTuple):
        return type(value)(map_leaves(value.value, lambda v, _role: f(v, value.kind)))
    if isinstance(value, Tile):
        def walk(x: Any) -> Any:
            return tuple(walk(y) for y in x) if is_tuple(x) else map_leaves(x, f) if isinstance(x, Layout) else x
        return Tile(walk(value.value))
    return map_leaves(value, f)


def _width(t: Any) -> int:
    """Bits of an integer type (``index``: 64)."""
    width = getattr(t, "width", None)
    return 64 if width is None else width.data


def _type_range(width: int) -> tuple[int, int]:
    """``[lo, hi)`` of a C value of ``width`` bits (``bool``: 0, 1)."""
    return (0, 2) if width == 1 else (-(1 << (width - 1)), 1 << (width - 1))
