"""The module's dynamic leaves as symbols, and the values the module computes from them.

A ``?`` in a type is a value the kernel knows at run time.  To prove a fact "for every
value of the dynamic leaves" the checker names the values (:class:`Evaluator`), follows
them through the module -- an ``i32`` argument placed in a shape by ``cute.make_shape``
is the same symbol in every layout built from it -- and keeps what the module states about
them (*facts*, passed to the solver as assumptions):

* ``%argN`` of a function or kernel (an integer) is ``argN``; the ``?`` leaves of a cute
  argument ``argN_q0``, ``argN_q1``, ... (``get_scalars`` order); ``nvvm.read.ptx.sreg.tid.x``
  is ``tid_x`` (``0 <= tid_x < `` the block size the kernel states, ``nvvm.reqntid`` /
  ``exact_block_dim``, else the one launch's ``blockDim``), ``ctaid.x`` is ``bid_x`` (below
  ``exact_grid_dim``, else the launch's ``gridDim``: an expression of the host's names,
  :mod:`.launch`); one symbol per kernel and register; a kernel's argument is the value its
  one launch passes (the host's names); an
  ``scf.for`` induction variable ``i<line>`` (within its bounds, constants or expressions of named
  values); any other value
  ``v<line>_<k>``;
* ``?{div=N}``: ``N | x``; a leaf's width: ``x < 2**31`` (``i32``) or ``2**63`` (``i64``);
  a shape or stride leaf is positive (a ``?`` stride is read as a positive integer: a run
  with a zero or negative dynamic stride is outside what is checked), a coordinate or
  tuple leaf non-negative;
* integer arithmetic (``arith.addi``, ``muli``, ``divsi``, ``remsi``, ...) and
  ``cute.get_scalars`` carry expressions, so ``(?,8):(1,?)`` built from one ``%arg0`` is
  ``(arg0,8):(1,arg0)``.

Assumptions given with ``--assume`` use these names (``--assume "arg0 % 128 == 0"``).

A cute op's result is what the DSL's code computes at run time (:meth:`Evaluator.runtime`):
CuTe's algorithm on the named operands, so a ``?`` of the result carries its expression over
the names (``(min(8,arg0),8//min(8,arg0)):(8,1)``).  :mod:`.dynamic` holds those values
against the paper's algebra.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import sympy
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Block, Operation, SSAValue

from cute_sym import ComposedLayout, Dyn, E, Layout, Swizzle, Tile
from cute_sym.dialect.ops.base import CuteOp, OpFailure, type_text, value_of
from cute_sym.dialect.ops.constructors import MakeFromLeaves, MakeLayoutOp
from cute_sym.dialect.types import CuteTypeBase, cute_type, unmodelled_reason
from cute_sym.errors import CuteError
from cute_sym.kinds import IntTuple, get_scalars
from cute_sym.tensor import CoordTensor, DescView, MemRef, ArithTupleIter
from cute_sym.tuples import Underscore, is_tuple, transform_leaves

from .context import Context
from .launch import KERNELS, enclosing_kernel, launch_of, op_name

__all__ = ["Evaluator", "evaluator", "compute", "map_value_leaves", "facts_text", "relation", "expr_text"]

_BOUND = {32: 2 ** 31 - 1, 64: 2 ** 63 - 1}


# ---------------------------------------------------------------- leaves of any value

def _htuple(x: Any, role: str, f) -> Any:
    def leaf(v: Any) -> Any:
        if isinstance(v, E):
            return E(f(v.value, role), v.modes)
        if isinstance(v, Underscore):
            return v
        return f(v, role)
    return transform_leaves(leaf, x)


def map_value_leaves(value: Any, f) -> Any:
    """``value`` with ``f(leaf, role)`` applied to every integer or ``?`` leaf, in
    ``get_scalars`` order; ``role``: ``shape``, ``stride``, ``coord`` or ``offset``."""
    if isinstance(value, Layout):
        return Layout(_htuple(value.shape, "shape", f), _htuple(value.stride, "stride", f))
    if isinstance(value, ComposedLayout):
        inner = map_value_leaves(value.inner, f)
        return ComposedLayout(inner, _htuple(value.offset, "offset", f), map_value_leaves(value.outer, f))
    if isinstance(value, Swizzle):
        return value
    if isinstance(value, IntTuple):
        role = {"shape": "shape", "stride": "stride", "coord": "coord"}.get(value.kind, "offset")
        return type(value)(_htuple(value.value, role, f))
    if isinstance(value, Tile):
        def tile(v: Any) -> Any:
            if is_tuple(v):
                return tuple(tile(e) for e in v)
            return map_value_leaves(v, f) if isinstance(v, Layout) else v
        return Tile(tile(value.value))
    if isinstance(value, (MemRef, DescView)):
        return type(value)(value.iterator, map_value_leaves(value.layout, f))
    if isinstance(value, CoordTensor):
        it = ArithTupleIter(IntTuple(_htuple(value.iterator.value.value, "coord", f)))
        return CoordTensor(it, map_value_leaves(value.layout, f))
    if is_tuple(value) or isinstance(value, (int, Dyn)):
        return _htuple(value, "offset", f)
    return value


def _leaf_of(expr: Any, width: int, div: int = 1) -> Any:
    """A leaf holding ``expr``: an integer when it is one, else a ``Dyn`` naming it."""
    e = sympy.sympify(expr)
    if e.is_Integer:
        return int(e)
    return Dyn(width, e, div)


class _FactPrinter(sympy.printing.str.StrPrinter):
    """Expressions in the assumption language of :mod:`solver.assume` (``//``, ``%``)."""

    def _quotient(self, arg: Any) -> tuple[str, str]:
        num, den = sympy.fraction(sympy.together(arg))
        return self._print(num), self._print(den)

    def _print_floor(self, e: Any) -> str:
        n, d = self._quotient(e.args[0])
        return f"(({n}) // ({d}))"

    def _print_ceiling(self, e: Any) -> str:
        n, d = self._quotient(e.args[0])
        return f"(-((-({n})) // ({d})))"

    def _print_Mod(self, e: Any) -> str:
        return f"(({self._print(e.args[0])}) % ({self._print(e.args[1])}))"


def expr_text(e: Any) -> str:
    """``e`` as the assumption language writes it (``floor(a/128)`` is ``((a) // (128))``)."""
    return _text(sympy.sympify(e))


@lru_cache(maxsize=1 << 16)
def _text(e: Any) -> str:
    """:func:`expr_text` of a sympy expression, once per expression (every access under one
    ``scf.if`` states its condition again; printing a quotient calls ``together``)."""
    return _FactPrinter().doprint(e)


def relation(a: Any, rel: str, b: Any) -> str | None:
    """The fact ``a rel b`` in the assumption language, ``None`` where it has no text there
    (``min``, ``max``, non-integer quotients)."""
    from ..assume import parse_assumption
    text = f"{expr_text(a)} {rel} {expr_text(b)}"
    try:
        parse_assumption(text)
    except CuteError:
        return None
    return text


def facts_text(facts: list[str], limit: int = 8) -> str:
    return "; ".join(facts[:limit]) + (f"; ... ({len(facts) - limit} more)" if len(facts) > limit else "")


# ---------------------------------------------------------------- the evaluator

_ARITH = {
    "arith.addi": lambda a, b: a + b, "arith.subi": lambda a, b: a - b, "arith.muli": lambda a, b: a * b,
    "arith.divsi": lambda a, b: sympy.floor(a / b), "arith.divui": lambda a, b: sympy.floor(a / b),
    "arith.floordivsi": lambda a, b: sympy.floor(a / b), "arith.ceildivsi": lambda a, b: sympy.ceiling(a / b),
    "arith.remsi": lambda a, b: sympy.Mod(a, b), "arith.remui": lambda a, b: sympy.Mod(a, b),
    "arith.minsi": sympy.Min, "arith.maxsi": sympy.Max, "arith.minui": sympy.Min, "arith.maxui": sympy.Max,
}
_CASTS = ("arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui",
          "arith.bitcast")
_SREG = re.compile(r"nvvm\.read\.ptx\.sreg\.(tid|ctaid|ntid|nctaid)\.([xyz])")


class Evaluator:
    """Symbolic values of a module's SSA values (module docstring), computed on demand."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self.values: dict[SSAValue, Any] = {}
        self.facts: list[str] = []
        self._fact_set: set[str] = set()
        self.origins: dict[str, str] = {}
        self.widths: dict[str, int] = {}
        self.width_facts: set[str] = set()
        self._used: set[str] = set()
        self._bounded: set[str] = set()

    def bounded(self, name: str) -> bool:
        """The module states an upper bound of ``name`` (a launch size, a loop bound)."""
        return name in self._bounded

    def computed(self, name: str) -> bool:
        """``name`` stands for a value the module computes by ops the checker does not model."""
        return self.origins.get(name, "").startswith("result #") or name.startswith("b")

    def upper(self, s: sympy.Symbol, hi: Any) -> None:
        text = relation(s, "<", hi)
        if text is not None and self.fact(text):
            self._bounded.add(s.name)

    # --- symbols and facts
    def fact(self, text: str) -> bool:
        """Keep ``text`` as a fact when the solver's assumption language reads it."""
        if text in self._fact_set:
            return True
        from ..assume import parse_assumption
        try:
            parse_assumption(text)
        except CuteError:
            return False
        self._fact_set.add(text)
        self.facts.append(text)
        return True

    def symbol(self, stem: str, origin: str, width: int = 32, role: str = "offset", div: int = 1) -> sympy.Symbol:
        name, k = stem, 1
        while name in self._used:
            k += 1
            name = f"{stem}_{k}"
        self._used.add(name)
        s = sympy.Symbol(name, integer=True, positive=True) if role in ("shape", "stride") else \
            sympy.Symbol(name, integer=True, nonnegative=True) if role in ("coord", "offset") else \
            sympy.Symbol(name, integer=True)
        self.origins[name] = origin
        self.widths[name] = width
        if width in _BOUND:
            self.fact(f"{name} <= {_BOUND[width]}")
            self.width_facts.add(f"{name} <= {_BOUND[width]}")
        if div and div > 1:
            self.fact(f"{name} % {div} == 0")
        return s

    def named(self, value: Any, stem: str, origin: str) -> Any:
        """``value`` with each ``?`` leaf a fresh symbol ``<stem>_q<k>`` (its div and width kept)."""
        count = iter(range(1 << 30))

        def name(v: Any, role: str) -> Any:
            if not isinstance(v, Dyn) or v.expr is not None:
                return v
            k = next(count)
            if v.div == 0:
                return 0
            return Dyn(v.width, self.symbol(f"{stem}_q{k}", f"{origin}, ? leaf #{k}", v.width, role, v.div), v.div)
        try:
            return map_value_leaves(value, name)
        except CuteError:
            return value

    # --- values
    def of(self, v: SSAValue) -> Any:
        if v not in self.values:
            self.values[v] = self._compute(v)
        return self.values[v]

    def _where(self, op: Operation) -> str:
        line, _ = self.ctx.pm.position(op)
        return str(line)

    def _compute(self, v: SSAValue) -> Any:
        from .carried import origin
        same = origin(self.ctx, v)
        if same is not v:                   # a loop or branch carries it unchanged (:mod:`.carried`)
            return self.of(same)
        t = v.type
        owner = v.owner
        if isinstance(owner, Block):
            return self._block_arg(v, owner)
        op: Operation = owner
        index = v.index
        name = op.name
        if isinstance(t, IntegerType):
            return self._integer(op, index, t)
        if not isinstance(t, CuteTypeBase) or unmodelled_reason(t) is not None:
            return None                     # no value (a rational stride, :func:`unmodelled_reason`)
        value = t.value
        if value_is_static(value):
            return value
        if isinstance(op, MakeFromLeaves):
            filled = self._fill(op, value)
            if filled is not None:
                return filled
        if isinstance(op, MakeLayoutOp):
            got = self._make_layout(op, value)
            if got is not None:
                return got
        if isinstance(op, CuteOp) and type(op).INFERS:
            got = self._derived(op, index)
            if got is not None:
                return got
        return self.named(value, f"v{self._where(op)}_{index}", f"result #{index} of '{name}' on line {self._where(op)}")

    def _block_arg(self, v: SSAValue, block: Block) -> Any:
        parent = block.parent_op()
        t = v.type
        pname = parent.name if parent is not None else ""
        if pname == "scf.for" and v.index == 0:
            line = self._where(parent)
            s = self.symbol(f"i{line}", f"the induction variable of the scf.for on line {line}", 64, "coord")
            lo, hi = (self.of(o) for o in parent.operands[:2])
            if isinstance(lo, (int, sympy.Expr)) and lo is not None and (text := relation(s, ">=", lo)):
                self.fact(text)
            if isinstance(hi, (int, sympy.Expr)) and hi is not None:
                self.upper(s, hi)            # the body runs for i < hi (an expression of named values too)
            return s
        pname = op_name(parent) if parent is not None else ""
        if pname in KERNELS:
            launch = launch_of(self.ctx.cache, parent)
            if launch is not None and v.index < len(launch.args) and launch.args[v.index].type == t:
                passed = self.of(launch.args[v.index])          # the host's value: its names
                if passed is not None:
                    return passed
        stem = f"arg{v.index}" if pname in ("func.func", "cuda.kernel", "gpu.func", "llvm.func") else \
            f"b{self._where(parent) if parent is not None else 0}_{v.index}"
        origin = f"%arg{v.index} of '{pname}'" + (f" on line {self._where(parent)}" if parent is not None else "")
        if isinstance(t, IntegerType):
            return self.symbol(stem, origin, t.width.data, "int")
        if isinstance(t, CuteTypeBase):
            value = t.value
            return value if value_is_static(value) else self.named(value, stem, origin)
        return None

    def _integer(self, op: Operation, index: int, t: IntegerType) -> Any:
        name = op.name
        line = self._where(op)
        if name == "arith.constant":
            attr = getattr(op, "value", None)
            if isinstance(attr, IntegerAttr):
                return attr.value.data
        if name in _ARITH and len(op.operands) == 2:
            a, b = (self.of(o) for o in op.operands)
            if a is not None and b is not None:
                try:
                    return sympy.sympify(_ARITH[name](sympy.sympify(a), sympy.sympify(b)))
                except (TypeError, ZeroDivisionError, ValueError):
                    pass
        if name in _CASTS and len(op.operands) == 1:
            a = self.of(op.operands[0])
            if a is not None:
                return a
        m = _SREG.fullmatch(op_name(op))
        if m:
            return self._sreg(op, m.group(1), m.group(2))
        if name == "cute.get_scalars" and op.operands:
            leaf = self._scalar(op, index)
            if leaf is not None:
                return leaf
        return self.symbol(f"v{line}_{index}", f"result #{index} of '{name}' on line {line}", t.width.data, "int")

    def _scalar(self, op: Operation, index: int) -> Any:
        """Result ``index`` of ``cute.get_scalars``: that leaf's value or expression."""
        src = self.of(op.operands[0])
        if src is None:
            return None
        try:
            scalars = get_scalars(src)
            if "only_dynamic" in op.properties or "only_dynamic" in op.attributes:
                declared = get_scalars(op.operands[0].type.value)
                scalars = [s for s, d in zip(scalars, declared) if isinstance(d.value, Dyn)]
        except CuteError:
            return None
        if index >= len(scalars):
            return None
        x = scalars[index].value
        if isinstance(x, Dyn):
            return x.expr
        return x if isinstance(x, int) else None

    def _sreg(self, op: Operation, what: str, axis: str) -> Any:
        """``tid_x``, ``bid_x``, ... of the enclosing kernel (one symbol per kernel and register),
        below the size the kernel states or, failing that, the size its one launch passes."""
        kernel = enclosing_kernel(op)
        key = ("sreg", kernel, what, axis)
        if key in self.ctx.cache:
            return self.ctx.cache[key]
        stem = {"tid": "tid", "ctaid": "bid", "ntid": "bdim", "nctaid": "gdim"}[what] + "_" + axis
        s = self.symbol(stem, f"nvvm.read.ptx.sreg.{what}.{axis}", 32, "coord")
        self.ctx.cache[key] = s
        k = "xyz".index(axis)
        block, grid = launch_dims(op)
        launch = launch_of(self.ctx.cache, kernel)
        dims = block if what in ("tid", "ntid") else grid
        size = dims[k] if dims is not None else None
        if size is None and launch is not None:
            size = self.of((launch.block if what in ("tid", "ntid") else launch.grid)[k])
            if not isinstance(size, (int, sympy.Expr)):
                size = None
        if size is not None and what in ("tid", "ctaid"):
            self.upper(s, size)
            self.origins[s.name] += f" (below {sympy.sstr(size)}: the {'block' if what == 'tid' else 'grid'} size)"
        elif size is not None:
            self.ctx.cache[key] = sympy.sympify(size)
            return self.ctx.cache[key]
        return s

    def _fill(self, op: MakeFromLeaves, value: Any) -> Any:
        operands = [self.of(o) for o in op.operands]
        it = iter(operands)
        failed = []

        def put(v: Any, role: str) -> Any:
            if not isinstance(v, Dyn):
                return v
            x = next(it, None)
            if isinstance(x, (IntTuple, Dyn)) or is_tuple(x):
                x = x.value if isinstance(x, IntTuple) else x
                x = x.expr if isinstance(x, Dyn) else x
            if x is None or not isinstance(x, (int, sympy.Basic)):
                failed.append(v)
                return v
            if role in ("shape", "stride") and isinstance(x, sympy.Symbol):
                self.fact(f"{x} >= 1")
            return _leaf_of(x, v.width, v.div)
        try:
            out = map_value_leaves(value, put)
        except (CuteError, TypeError):
            return None
        return None if failed else out

    def _make_layout(self, op: MakeLayoutOp, value: Layout) -> Any:
        shape = self.of(op.shape) if op.shape is not None else None
        stride = self.of(op.stride) if op.stride is not None else None
        try:
            s = shape.value if isinstance(shape, IntTuple) else value.shape
            d = stride.value if isinstance(stride, IntTuple) else (value.stride if value_is_static(value.stride)
                                                                   else Layout(s).stride)
            return Layout(s, d)
        except CuteError:
            return None

    def runtime(self, op: CuteOp) -> tuple[Any, list]:
        """The op's results at run time and what they rest on: CuTe's algorithm
        (:func:`cute_sym.algebra.dynamic.cute_semantics`, the structure decided on static leaves
        as the DSL decides it) on the named operands, so each ``?`` of the result is the
        expression the DSL's code computes; and the facts that algorithm takes for granted
        about the dynamic values (``Condition`` s, eq. 9, 10, ...).  ``(None, [])`` where it
        fails, or where its type is not the declared one (the DSL computed another value)."""
        from cute_sym.algebra.dynamic import cute_semantics
        from cute_sym.conditions import collecting
        from cute_sym.dialect.types import declares
        key = ("runtime", op)
        if key not in self.ctx.cache:
            try:
                values = self.operand_values(op)
                with cute_semantics(), collecting() as conds:
                    out = compute(op, values)
                results = out if isinstance(out, list) else [out]
                typed = [cute_type(r) if not isinstance(r, (bool, Dyn, int)) else None for r in results]
                if len(results) != len(op.results):
                    raise ValueError("not the declared type")
                for k, (r, t) in enumerate(zip(op.results, typed)):
                    if t is not None and not declares(r.type, t):
                        results[k] = refit(value_of(r.type), results[k])
                self.ctx.cache[key] = (results, list(conds))
            except (CuteError, OpFailure, TypeError, ValueError, ZeroDivisionError, KeyError):
                self.ctx.cache[key] = (None, [])
        return self.ctx.cache[key]

    def _derived(self, op: CuteOp, index: int) -> Any:
        """The op's result ``index`` at run time (:meth:`runtime`), ``None`` where unknown."""
        out, _ = self.runtime(op)
        return out[index] if out is not None and index < len(out) else None

    def operand_values(self, op: Operation) -> list[Any]:
        return [x if (x := self.of(o)) is not None else value_of(o.type) for o in op.operands]

    def names_in(self, *values: Any) -> list[str]:
        """``name: origin`` of the symbols in ``values``' leaves (for notes)."""
        seen: dict[str, None] = {}

        def visit(v: Any, role: str) -> Any:
            if isinstance(v, Dyn) and v.expr is not None:
                for s in sympy.sympify(v.expr).free_symbols:
                    seen.setdefault(s.name, None)
            return v
        for value in values:
            try:
                map_value_leaves(value, visit)
            except CuteError:
                pass
        return [f"{n}: {self.origins[n]}" for n in seen if n in self.origins]


def value_is_static(value: Any) -> bool:
    from .values import is_static_value
    if isinstance(value, ArithTupleIter):
        return is_static_value(value.value)
    return is_static_value(value)


def refit(declared: Any, derived: Any) -> Any:
    """``derived`` in the declared value's structure: the same leaves in ``get_scalars`` order
    (a static declared leaf equal to the derived one), so the same function of the flat
    coordinate (``((128)):((1@0))`` printed ``(128):(1@0)``); ``ValueError`` otherwise."""
    got: list = []
    map_value_leaves(derived, lambda v, role: got.append(v) or v)
    it = iter(got)
    count = [0]

    def put(v: Any, role: str) -> Any:
        count[0] += 1
        x = next(it, None)
        if x is None:
            raise ValueError("fewer leaves")
        if isinstance(v, Dyn):
            return x
        if x != v:
            raise ValueError("another static leaf")
        return v
    if type(declared) is not type(derived):
        raise ValueError("another kind")
    out = map_value_leaves(declared, put)
    if count[0] != len(got) or out is declared and not got:
        raise ValueError("another leaf count")
    return out


def launch_dims(op: Operation) -> tuple[tuple | None, tuple | None]:
    """(block, grid) sizes the enclosing kernel states (``nvvm.reqntid`` / ``cutlass_launch_facts``)."""
    node = op
    while node is not None and op_name(node) not in ("cuda.kernel", "gpu.func", "func.func", "llvm.func"):
        node = node.parent_op()
    if node is None:
        return None, None
    attrs = {**getattr(node, "attributes", {}), **getattr(node, "properties", {})}
    block = grid = None
    text = " ".join(f"{k} = {v}" for k, v in attrs.items())
    m = re.search(r"exact_block_dim = array<i64: (\d+), (\d+), (\d+)>", text) or \
        re.search(r"nvvm\.reqntid = array<i32: (\d+), (\d+), (\d+)>", text)
    if m:
        block = tuple(int(x) for x in m.groups())
    m = re.search(r"exact_grid_dim = array<i64: (\d+), (\d+), (\d+)>", text)
    if m:
        grid = tuple(int(x) for x in m.groups())
    return block, grid


def evaluator(ctx: Context) -> Evaluator:
    if "evaluator" not in ctx.cache:
        ctx.cache["evaluator"] = Evaluator(ctx)
    return ctx.cache["evaluator"]


def compute(op: CuteOp, values: list[Any]) -> Any:
    """The op on (symbolic) values, as its type inference computes it."""
    cls = type(op)
    props = dict(op.properties)
    types = list(op.operand_types)
    if cls.lifts(types):                       # a memref, coordinate tensor or descriptor view
        return cls.lifted(values, props)
    return cls.compute(values, props)
