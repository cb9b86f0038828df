"""Lower ``cute`` dialect functions to CUDA C ``__host__ __device__`` functions.

The module is parsed, verified and run through ``--cute-expand-ops``; what is
left of a ``func.func`` is ``cute.static``, ``cute.get_scalars``, the
constructors, ``cute.print`` and ``arith``.  Each ``cute`` value becomes a
struct of its dynamic leaves only (seed 000, ``--cute-fold-static``:
cutegen's ``llvm_type_sparse_flat_t``): one field ``d<k>`` per ``?`` leaf in
``get_scalars`` order, ``int`` / ``long long`` / ``bool`` by width; a static
value is an empty struct.  ``arith`` keeps its two's-complement semantics:
wrapping arithmetic goes through unsigned types, ``divui``/``remui`` by a
power of two become a shift/mask, ``floordivsi`` by one an arithmetic shift,
and operations on constants are folded.

Every lowered function is proven: each C value also gets an index expression
over the argument fields (``a<k>_d<i>``, ``a<k>``; a comparison is ``1``/``0``,
``c ? a : b`` is ``b + c*(a - b)``) and each emitted operation the conditions
under which C computes that expression (``/`` ``%`` on unsigned operands: a
non-negative dividend and a positive divisor; ``cute_floordiv``: a non-zero
divisor; shifts: an amount in ``[0, width)``, a logical right shift a
non-negative operand).  :func:`codegen.validate.certify_function` proves the
returned fields equal to the function's meaning (:mod:`codegen.reference`) and
the conditions true, for every argument value the preconditions allow.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from solver.expr import Bin, Const, Expr, Var
from solver.formula import Formula, le, lt, ne

from .errors import CodegenError

__all__ = ["LoweredModule", "lower"]

_CTYPE = {1: "bool", 8: "signed char", 16: "short", 32: "int", 64: "long long"}
_UTYPE = {1: "bool", 8: "unsigned char", 16: "unsigned short", 32: "unsigned int", 64: "unsigned long long"}
_CMP = {0: "==", 1: "!=", 2: "<", 3: "<=", 4: ">", 5: ">=", 6: "<", 7: "<=", 8: ">", 9: ">="}


@dataclass
class LoweredModule:
    """The C source of a module's functions and, per function, its certificate."""

    source: str
    functions: dict[str, Any] = field(default_factory=dict)


def _int_width(t: Any) -> int:
    from xdsl.dialects.builtin import IndexType, IntegerType
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, IndexType):
        return 64
    raise CodegenError(f"cannot lower a value of type {t}")


class _Structs:
    """One C struct per cute type: the dynamic leaves, in get_scalars order."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.defs: list[str] = []
        self.fields: dict[str, list[int]] = {}

    def of(self, t: Any) -> str:
        from cute_sym.kinds import get_scalars
        key = str(t)
        if key not in self.names:
            name = f"cute_{t.kind}_{len(self.names)}"
            widths = [s.width for s in get_scalars(t.value, only_dynamic=True)]
            body = "".join(f" {_CTYPE[w]} d{k};" for k, w in enumerate(widths))
            self.defs.append(f"struct {name} {{{body} }};  // {key}\n")
            self.names[key], self.fields[key] = name, widths
        return self.names[key]

    def widths(self, t: Any) -> list[int]:
        self.of(t)
        return self.fields[str(t)]


@dataclass
class _Value:
    """A lowered SSA value: a scalar (``c`` the C text, ``expr`` the index expression
    when known) or a struct (``fields``: one scalar per dynamic leaf)."""

    c: str
    width: int = 0
    const: "int | None" = None
    expr: "Expr | None" = None
    fields: "list[_Value] | None" = None


def _wrap(v: int, width: int) -> int:
    if width == 1:
        return v & 1
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


class _Function:
    def __init__(self, fn: Any, structs: _Structs):
        self.fn, self.structs = fn, structs
        self.env: dict[Any, _Value] = {}
        self.lines: list[str] = []
        self.obligations: list[Formula] = []
        self.count = 0

    def fresh(self, width: int, text: str, expr: Expr) -> _Value:
        name = f"v{self.count}"
        self.count += 1
        self.lines.append(f"  const {_CTYPE[width]} {name} = {text};")
        return _Value(name, width, expr=expr)

    def scalar(self, width: int, value: int) -> _Value:
        v = _wrap(value, width)
        text = "true" if width == 1 and v else "false" if width == 1 else (
            f"{v}LL" if width == 64 else f"({v})" if v < 0 else str(v))
        return _Value(text, width, const=v, expr=Const(v))

    def lower(self) -> str:
        from cute_sym.dialect.types import CuteType
        from xdsl.dialects import func
        from .emit import c_identifier
        name = self.fn.sym_name.data
        if len(self.fn.body.blocks) != 1:
            raise CodegenError(f"cannot lower @{name}: " + ("it is a declaration (no body)" if not self.fn.body.blocks
                                                             else "only single-block functions are lowered"))
        c_identifier(name, "function")
        args = []
        for k, arg in enumerate(self.fn.body.block.args):
            name = f"a{k}"
            if isinstance(arg.type, CuteType):
                args.append(f"{self.structs.of(arg.type)} {name}")
                self.env[arg] = _Value(name, fields=[
                    _Value(f"{name}.d{i}", w, expr=Var(f"{name}_d{i}"))
                    for i, w in enumerate(self.structs.widths(arg.type))])
            else:
                w = _int_width(arg.type)
                args.append(f"{_CTYPE[w]} {name}")
                self.env[arg] = _Value(name, w, expr=Var(name))
        for op in self.fn.body.block.ops:
            if isinstance(op, func.ReturnOp):
                return self._finish(op, args)
            self._op(op)
        raise CodegenError(f"function @{self.fn.sym_name.data} has no func.return")

    def _finish(self, ret: Any, args: list[str]) -> str:
        outs = [self.env[v] for v in ret.operands]
        types = list(ret.operand_types)
        name = self.fn.sym_name.data
        if len(outs) == 1:
            rtype, body = self._ctype(types[0]), f"  return {self._literal(outs[0], types[0])};"
        else:
            rtype = f"{name}_result"
            fields = "".join(f" {self._ctype(t)} r{k};" for k, t in enumerate(types))
            self.structs.defs.append(f"struct {rtype} {{{fields} }};\n")
            body = f"  return {{{', '.join(self._literal(v, t) for v, t in zip(outs, types))}}};"
        self.result = outs
        return (f"static __host__ __device__ {rtype} {name}({', '.join(args)}) {{\n"
                + "".join(line + "\n" for line in self.lines) + body + "\n}\n")

    def _ctype(self, t: Any) -> str:
        from cute_sym.dialect.types import CuteType
        return self.structs.of(t) if isinstance(t, CuteType) else _CTYPE[_int_width(t)]

    def _literal(self, v: _Value, t: Any) -> str:
        if v.fields is None:
            return v.c
        return f"{self.structs.of(t)}{{{', '.join(f.c for f in v.fields)}}}"

    # --- ops ------------------------------------------------------------------------------
    def _op(self, op: Any) -> None:
        from cute_sym.dialect.ops import GetScalarsOp, MakeComposedLayoutOp, MakeLayoutOp, PrintOp, StaticOp
        from cute_sym.dialect.ops.constructors import MakeFromLeaves
        from xdsl.dialects import arith
        ins = [self.env[v] for v in op.operands]
        if isinstance(op, StaticOp):
            out = [_Value("", fields=[])]
        elif isinstance(op, GetScalarsOp):
            out = self._get_scalars(op, ins[0])
        elif isinstance(op, (MakeLayoutOp, MakeComposedLayoutOp)):
            out = [_Value("", fields=[f for v in ins for f in (v.fields if v.fields is not None else [v])])]
        elif isinstance(op, MakeFromLeaves):
            out = [_Value("", fields=[v.fields[0] if v.fields else v for v in ins])]
        elif isinstance(op, PrintOp):
            fields = ins[0].fields or []
            fmt = str(op.operand_types[0]).replace("%", "%%") + "".join(" %lld" for _ in fields)
            self.lines.append(f'  printf("{fmt}\\n"{"".join(f", (long long){f.c}" for f in fields)});')
            out = []
        elif isinstance(op, arith.ConstantOp):
            out = [self.scalar(_int_width(op.results[0].type), op.value.value.data)]
        elif op.name.startswith("arith.") and len(op.results) == 1:
            out = [self._arith(op, ins)]
        else:
            raise CodegenError(f"cannot lower '{op.name}' in @{self.fn.sym_name.data} "
                               "(straight-line cute and arith ops only)")
        self.env.update(zip(op.results, out))

    def _get_scalars(self, op: Any, value: _Value) -> list[_Value]:
        from cute_sym.kinds import get_scalars
        from cute_sym.tuples import Dyn
        t = op.operand_types[0]
        if op.only_dynamic is not None:
            return list(value.fields)
        dyn = iter(value.fields)
        return [next(dyn) if isinstance(s.value, Dyn) else self.scalar(s.width, s.value)
                for s in get_scalars(t.value)]

    def _arith(self, op: Any, ins: list[_Value]) -> _Value:
        from xdsl.dialects import arith
        w = _int_width(op.results[0].type)
        if isinstance(op, (arith.ExtSIOp, arith.ExtUIOp, arith.TruncIOp, arith.IndexCastOp)):
            (a,) = ins
            if isinstance(op, arith.ExtUIOp):
                mask = (1 << a.width) - 1
                return self._fold(a.const, lambda x: x & mask, w) or \
                    self.fresh(w, f"({_CTYPE[w]})({_UTYPE[a.width]}){a.c}", a.expr if a.width == 1 else a.expr & mask)
            return self._fold(a.const, lambda x: x, w) or self.fresh(w, f"({_CTYPE[w]}){a.c}", a.expr)
        if isinstance(op, arith.SelectOp):
            c, a, b = ins
            if c.const is not None:
                return a if c.const else b
            return self.fresh(w, f"{c.c} ? {a.c} : {b.c}", b.expr + c.expr * (a.expr - b.expr))
        if isinstance(op, arith.CmpiOp):
            a, b = ins
            pred = op.predicate.value.data
            cast = (lambda v: f"({_UTYPE[a.width]}){v.c}") if pred >= 6 else (lambda v: v.c)
            mask = (1 << a.width) - 1
            x, y = (a.expr & mask, b.expr & mask) if pred >= 6 else (a.expr, b.expr)
            return self.fresh(1, f"{cast(a)} {_CMP[pred]} {cast(b)}", Bin(_CMP[pred], x, y))
        a, b = ins
        return self._binary(op, a, b, w)

    def _fold(self, const: "int | None", f: Any, width: int) -> "_Value | None":
        return None if const is None else self.scalar(width, f(const))

    def _binary(self, op: Any, a: _Value, b: _Value, w: int) -> _Value:
        from xdsl.dialects import arith
        U, S = _UTYPE[w], _CTYPE[w]
        mask = (1 << w) - 1
        k = b.const
        pow2 = k is not None and k > 0 and k & (k - 1) == 0
        table = {
            arith.AddiOp: ("+", lambda x, y: x + y, "+"),
            arith.SubiOp: ("-", lambda x, y: x - y, "-"),
            arith.MuliOp: ("*", lambda x, y: x * y, "*"),
            arith.AndIOp: ("&", lambda x, y: x & y, "&"),
            arith.OrIOp: ("|", lambda x, y: x | y, "|"),
            arith.XOrIOp: ("^", lambda x, y: x ^ y, "^"),
        }
        if type(op) in table:
            c_op, f, e_op = table[type(op)]
            if a.const is not None and k is not None:
                return self.scalar(w, f(a.const, k))
            return self.fresh(w, f"({S})(({U}){a.c} {c_op} ({U}){b.c})", Bin(e_op, a.expr, b.expr))
        if isinstance(op, (arith.MaxSIOp, arith.MinSIOp)):        # a signed max/min: a select
            pick, c_op = (max, ">") if isinstance(op, arith.MaxSIOp) else (min, "<")
            if a.const is not None and k is not None:
                return self.scalar(w, pick(a.const, k))
            return self.fresh(w, f"{a.c} {c_op} {b.c} ? {a.c} : {b.c}",
                              b.expr + Bin(c_op, a.expr, b.expr) * (a.expr - b.expr))
        if isinstance(op, (arith.DivUIOp, arith.RemUIOp)):
            div = isinstance(op, arith.DivUIOp)
            if a.const is not None and k is not None and k != 0:
                x, y = a.const & mask, k & mask
                return self.scalar(w, x // y if div else x % y)
            if pow2:                                   # unsigned: a shift and a mask
                sh = k.bit_length() - 1
                text = f"({S})(({U}){a.c} >> {sh})" if div else f"({S})(({U}){a.c} & {k - 1}u)"
            else:
                text = f"({S})(({U}){a.c} {'/' if div else '%'} ({U}){b.c})"
            if div or not pow2:                        # unsigned / %: floor division only for these
                self.obligations += [le(0, a.expr), le(1, b.expr)]
            return self.fresh(w, text, Bin("//" if div else "%", a.expr, b.expr))
        if isinstance(op, arith.FloorDivSIOp):
            if a.const is not None and k:
                return self.scalar(w, a.const // k)
            if pow2:                                   # floor division by 2^s: an arithmetic shift
                return self.fresh(w, f"{a.c} >> {k.bit_length() - 1}", Bin("//", a.expr, b.expr))
            self.obligations.append(ne(b.expr, 0))
            return self.fresh(w, f"cute_floordiv<{S}>({a.c}, {b.c})", Bin("//", a.expr, b.expr))
        if isinstance(op, (arith.ShLIOp, arith.ShRUIOp, arith.ShRSIOp)):
            c_op = "<<" if isinstance(op, arith.ShLIOp) else ">>"
            base = f"({U}){a.c}" if not isinstance(op, arith.ShRSIOp) else a.c
            self.obligations += [le(0, b.expr), lt(b.expr, w)]
            if isinstance(op, arith.ShRUIOp):                 # a logical shift: Python's >> for a >= 0 only
                self.obligations.append(le(0, a.expr))
            return self.fresh(w, f"({S})({base} {c_op} {b.c})", Bin(c_op, a.expr, b.expr))
        raise CodegenError(f"cannot lower '{op.name}' in @{self.fn.sym_name.data}")


def lower(text: str, *, verify: bool = True, assume: Sequence[str] = (), file: str = "<input>") -> LoweredModule:
    """Lower every ``func.func`` of the module ``text`` (``cute`` + ``arith`` ops); ``file``
    names it in diagnostics."""
    from xdsl.dialects import func
    from .validate import unverified
    originals = {f.sym_name.data: f for f in _parse(text, file).walk() if isinstance(f, func.FuncOp)}
    module = _expanded(text, file)
    structs = _Structs()
    bodies, functions = [], {}
    for fn in module.walk():
        if isinstance(fn, func.FuncOp):
            lowered = _Function(fn, structs)
            bodies.append(lowered.lower())
            name = fn.sym_name.data
            functions[name] = _certify(originals[name], lowered, assume) if verify else unverified(assume)
    from .cexpr import FLOOR_HELPERS
    helpers = FLOOR_HELPERS if "cute_floordiv<" in "".join(bodies) else ""
    header = "// cute-sym: cute dialect functions lowered to CUDA C (values: structs of their dynamic leaves)\n"
    certs = "".join(f"// @{n}: {c.comment()}\n" for n, c in functions.items())
    if not verify:
        certs = "// UNVERIFIED: translation validation skipped on request\n"
    return LoweredModule(header + certs + "\n" + helpers + "".join(structs.defs) + "\n" + "\n".join(bodies),
                         functions)


def _parse(text: str, file: str = "<input>") -> Any:
    from cute_sym.dialect.opt import make_context, parse_source as parse_module
    from cute_sym.dialect.diagnostics import verify_module
    ctx = make_context()
    module, locations, diags = parse_module(ctx, text, file)
    diags = diags or (verify_module(module, locations, file) if module is not None else [])
    if diags:       # FILE:LINE:COL: message, the source line, a caret (as cute-opt prints them)
        lines = text.splitlines()
        raise CodegenError("\n".join(d.render(lines).replace(": error: ", ": ", 1) if d.severity == "error"
                                     else d.render(lines) for d in diags))
    return module


def _expanded(text: str, file: str = "<input>") -> Any:
    from cute_sym.dialect.opt import make_context
    from cute_sym.dialect.passes.expand_ops import ExpandOpsPass
    module = _parse(text, file)
    ExpandOpsPass().apply(make_context(), module)
    return module


def _certify(original: Any, lowered: _Function, assume: Sequence[str]) -> Any:
    """Prove the lowered function equal to ``original``'s meaning (or raise)."""
    from .validate import certify_function
    fields = [[f.expr for f in v.fields] if v.fields is not None else [v.expr] for v in lowered.result]
    return certify_function(f"@{original.sym_name.data}", original, fields, lowered.obligations, assume)
