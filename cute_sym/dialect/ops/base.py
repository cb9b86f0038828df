"""What every ``cute`` op shares: operand kinds, result inference, both spellings.

An op declares

* ``OPERAND_KINDS``: the kinds each operand admits (MLIR's ODS check, worded
  ``operand #N must be ..., but got '...'``);
* ``FN`` or ``compute(values, props)``: the op on CuTe values, a function of
  :mod:`cute_sym.ops` or :mod:`cute_sym.algebra`; its result gives the inferred result
  types, checked against the declared ones in MLIR's InferTypeOpInterface words (the
  op's own message, then ``'cute.X' op failed to infer returned types``; or ``inferred
  type(s) ... are incompatible with return type(s) of operation ...``);
* ``SEED`` / ``DSL``: its two spellings (:mod:`.spelling`), seed 000's and the CuTe DSL
  4.8.1's; ``BARE = "results"`` when a bare type list after ``:`` is the result type.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, ClassVar, Sequence

from xdsl.dialects.builtin import (ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, Signedness,
                                   StringAttr, UnitAttr, UnregisteredAttr, i1, i32)
from xdsl.ir import Attribute
from xdsl.irdl import (AttrSizedOperandSegments, IRDLOperation, OptOperandDef, ResultDef, VarOperandDef,
                       VarResultDef, operand_def,
                       result_def, traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import ParseError

from ...errors import CuteError
from ...tuples import Dyn
from ..tensor_types import VIEW_KINDS
from ..types import CuteType, CuteTypeBase, UnprintedType, cute_type, declares, is_lenient, unmodelled_reason
from .checks import Checks, OpDiagnostics, OpFailure
from .spelling import Format, parse_format, read_op, write_op
from .texts import fits, format_types, parse_i32, type_text

__all__ = ["Kinds", "ANY", "CuteOp", "UnaryOp", "BinaryOp", "OpFailure", "OpDiagnostics", "format_types",
           "type_text", "mode_of", "fits", "parse_i32", "value_of", "KIND_NAMES"]

KIND_NAMES = ("int_tuple", "shape", "stride", "coord", "layout", "composed_layout", "swizzle", "tile")


def _is_atom(t: Attribute) -> bool:
    """A ``!cute_nvgpu`` type cute-sym keeps opaque (an atom), not one it models (a descriptor
    view, :mod:`..tensor_types`)."""
    if isinstance(t, CuteTypeBase):
        return False
    name = t.attr_name.data if isinstance(t, UnregisteredAttr) else getattr(t, "name", "")
    return isinstance(name, str) and name.startswith("cute_nvgpu.")


@dataclass(frozen=True)
class Kinds:
    """The kinds an operand admits (an ODS type constraint): ``!cute`` kinds, ``atom``
    (a ``!cute_nvgpu`` type), ``int`` (a builtin integer) or ``any``."""

    names: tuple[str, ...]

    def __init__(self, *names: str):
        object.__setattr__(self, "names", names)

    def accepts(self, t: Attribute) -> bool:
        if "any" in self.names:
            return True
        if isinstance(t, CuteTypeBase):
            return t.kind in self.names
        if isinstance(t, IntegerType):
            return "int" in self.names
        return "atom" in self.names and _is_atom(t)

    def __str__(self) -> str:
        words = {"atom": "a !cute_nvgpu atom type", "int": "signless integer", "any": "any type",
                 "desc_view": "!cute_nvgpu.smem_desc_view", "smem_desc": "!cute_nvgpu.smem_desc"}
        return " or ".join(words.get(n, f"!cute.{n}") for n in self.names)


ANY = Kinds(*KIND_NAMES)


class OpParseError(ParseError):
    """A parse-time inference failure: the error, then MLIR's follow-ups."""

    def __init__(self, span, diagnostics: list[tuple[str, str]]):
        super().__init__(span, diagnostics[0][1])
        self.diagnostics = diagnostics


def mode_of(props: dict[str, Attribute], name: str = "mode") -> tuple[int, ...] | None:
    """A ``DenseI32ArrayAttr`` property as a tuple (``None`` when absent)."""
    attr = props.get(name)
    return None if attr is None else tuple(attr.get_values())


def value_of(t: Attribute) -> Any:
    """The value an op computes on: a cute type's value, else the type itself."""
    return t.value if isinstance(t, CuteTypeBase) else t


def _result_type(v: Any) -> Attribute:
    if isinstance(v, Attribute):
        return v
    if isinstance(v, (bool, Dyn)):
        return i1
    return cute_type(v)


SI32 = IntegerType(32, Signedness.SIGNED)
_INFERRED: dict = {}


def inferred(cls: type["CuteOp"], inputs: Sequence[Attribute], props: dict[str, Attribute]) -> list[Attribute]:
    """``cls.infer(inputs, props)``, once per op class, operand types, properties and reading
    mode (a 40,000-line module infers some 500 distinct results 12,000 times while it is read,
    and again when its ops are re-derived); a failure is not kept (it raises again), nor is
    anything inferred while a computation's facts are being collected."""
    from ...algebra.dynamic.mode import cute_semantics_on
    from ...conditions import collecting_now
    from ...exprtext import dsl_spelling_on
    if collecting_now():
        return cls.infer(inputs, props)
    try:
        key = (cls, tuple(inputs), tuple(sorted(props.items())), is_lenient(), cute_semantics_on(),
               dsl_spelling_on())
        known = _INFERRED.get(key)
    except TypeError:                                  # an unhashable property: no key
        return cls.infer(inputs, props)
    if known is None:
        if len(_INFERRED) > 20_000:
            _INFERRED.clear()
        known = _INFERRED[key] = tuple(cls.infer(inputs, props))
    return list(known)


@lru_cache(maxsize=None)
def _format(text: str) -> Format:
    return parse_format(text)


class CuteOp(Checks, IRDLOperation):
    """Base of every ``cute`` op (see the module docstring)."""

    OPERAND_KINDS: ClassVar[tuple[Kinds, ...]] = ()
    RESULT_KINDS: ClassVar[tuple[str, ...]] = ()    # a result kind implied by the op (stripped types)
    FN: ClassVar[Callable[..., Any] | None] = None
    SEED: ClassVar[str] = "(operands) : functional"
    DSL: ClassVar[str | None] = None                # None: the DSL spells it as SEED
    BARE: ClassVar[str] = "operands"
    LIST_PROP: ClassVar[str] = "mode"
    INT_TYPES: ClassVar[dict[str, Attribute]] = {}  # integer properties other than i32
    STRING_PROPS: ClassVar[tuple[str, ...]] = ()    # string-literal arguments, in order
    INFERS: ClassVar[bool] = True
    DSL_NAME: ClassVar[str | None] = None           # the DSL's name when it differs
    TENSOR_LIFT: ClassVar[str | None] = None
    """How the op takes a tensor (``!cute.memref``, ``!cute.coord_tensor``) as its first operand,
    as the DSL's ops do: ``"layout"`` -- on its layout, the iterator kept (divides,
    ``group_modes``); ``"measure"`` -- on its layout, the result as is (``size``);
    ``"slice"`` -- CuTe's tensor slice (the iterator moved)."""

    # --- semantics ---
    @classmethod
    def compute(cls, values: Sequence[Any], props: dict[str, Attribute]) -> Any:
        """The op on CuTe values: one value, a list of values, or a bool / ``Dyn(1)``;
        by default ``FN(*values)`` (a :mod:`cute_sym.ops` / :mod:`cute_sym.algebra` function)."""
        return cls.FN(*values)

    @classmethod
    def infer(cls, types: Sequence[Attribute], props: dict[str, Attribute]) -> list[Attribute]:
        """Result types from operand types: ``compute`` on the types' values."""
        cls.check_operands(types)
        try:
            values = [value_of(t) for t in types]
            if cls.lifts(types):
                out = cls.lifted(values, props)
            else:
                out = cls.compute(values, props)
        except OpFailure as e:
            e.infer = True
            raise
        except CuteError as e:
            raise cls.failure(e, types, props) from None
        return [_result_type(v) for v in out] if isinstance(out, list) else [_result_type(out)]

    @classmethod
    def lifts(cls, types: Sequence[Attribute]) -> bool:
        """The op takes its first operand, a view (``VIEW_KINDS``: a memref, a coordinate
        tensor, a descriptor view), as a tensor (``TENSOR_LIFT``)."""
        return bool(cls.TENSOR_LIFT) and bool(types) and getattr(types[0], "kind", None) in VIEW_KINDS

    @classmethod
    def lifted(cls, values: Sequence[Any], props: dict[str, Attribute]) -> Any:
        """``compute`` on a tensor operand (see ``TENSOR_LIFT``)."""
        from ...tensor import slice_tensor, with_layout
        t = values[0]
        if cls.TENSOR_LIFT == "slice":
            return slice_tensor(t, values[1].value)
        out = cls.compute([t.layout, *values[1:]], props)
        return with_layout(t, out) if cls.TENSOR_LIFT == "layout" else out

    def verify_(self) -> None:
        types = list(self.operand_types)
        try:
            self.check_props()
            self.check_count(types)
            self.check_ods()
            self.check_operands(types)
            self.verify_extra()
            if self.derivable():
                inferred = self.infer(types, dict(self.properties))
                declared = list(self.result_types)
                if len(inferred) != len(declared) or not all(map(declares, declared, inferred)):
                    raise OpFailure(
                        f"inferred type(s) {format_types(inferred)} are incompatible with "
                        f"return type(s) of operation {format_types(self.result_types)}", infer=True)
        except OpFailure as e:
            raise OpDiagnostics(self.diagnostics_of(e)) from None

    def verify_extra(self) -> None:
        """Checks beyond the operand kinds and the inferred types."""

    def derivable(self) -> bool:
        """cute-sym derives this op's result types from its operands (``INFERS``; an op may
        depend on which operands it has)."""
        return type(self).INFERS

    # --- spellings ---
    @classmethod
    def format_for(cls, form: str) -> Format:
        text = cls.DSL if form == "dsl" and cls.DSL is not None else cls.SEED
        return _format(text)

    @classmethod
    def _formats(cls) -> list[Format]:
        return [_format(t) for t in (cls.SEED, cls.DSL) if t is not None]

    @classmethod
    def int_props(cls) -> tuple[str, ...]:
        for f in cls._formats():
            for item in f.items:
                if item.kind == "ints":
                    return item.names
        return ()

    @classmethod
    def int_property(cls, name: str, value: int) -> IntegerAttr:
        return IntegerAttr(value, cls.INT_TYPES.get(name, i32))

    def int_value(self, name: str) -> int:
        return self.properties[name].value.data

    @classmethod
    def keyword_prop(cls) -> str | None:
        for f in cls._formats():
            for item in f.items:
                if item.kind == "keyword":
                    return item.names[0]
        return None

    @classmethod
    def keyword_value(cls, text: str) -> Attribute:
        return StringAttr(text)

    def keyword_text(self) -> str:
        return self.properties[self.keyword_prop()].data

    @classmethod
    def property_value(cls, name: str, value: Attribute) -> Attribute:
        """A property read from ``<{...}>`` as the op stores it (a ``[1, 0]`` mode list as
        a dense i32 array, as MLIR's generic form has it)."""
        if name == cls.LIST_PROP and isinstance(value, ArrayAttr):
            return DenseArrayBase.from_list(i32, [a.value.data for a in value.data])
        if isinstance(value, IntegerAttr) and name in cls.int_props():
            return cls.int_property(name, value.value.data)
        return value

    @classmethod
    def string_property(cls, name: str, text: str) -> Attribute:
        """The property a string-literal argument ``"..."`` stands for."""
        return StringAttr(text)

    def string_prop_text(self, name: str) -> str:
        return self.properties[name].data

    @classmethod
    def implied_kind(cls, role: str, index: int) -> str | None:
        """The one cute kind an operand / result of the op can have (NVIDIA prints such types
        stripped: ``<"(4,8):(1,4)">``)."""
        if role == "operand":
            if index < len(cls.OPERAND_KINDS) and len(cls.OPERAND_KINDS[index].names) == 1:
                name = cls.OPERAND_KINDS[index].names[0]
                return name if name in KIND_NAMES else None
            return None
        return cls.RESULT_KINDS[index] if index < len(cls.RESULT_KINDS) else None

    @classmethod
    def implied_operand_types(cls, results: Sequence[Attribute] | None,
                              props: dict[str, Attribute], count: int) -> list[Attribute] | None:
        """Operand types implied by the result types (spellings that print only ``R``)."""
        return None

    def operand_groups(self, name: str | None = None) -> list[Any]:
        """The operands as the spelling lists them: one per operand, a variadic group of an
        op with segment sizes as one list (``[%a, %sfa]``) unless it holds one value."""
        out: list[Any] = []
        for def_name, d in self.get_irdl_definition().operands:
            if name is not None and def_name != name:
                continue
            values = getattr(self, def_name)
            if isinstance(d, OptOperandDef):
                out += [] if values is None else [values]
            elif isinstance(d, VarOperandDef):
                vals = list(values)
                if self._segmented() and len(vals) != 1:
                    out.append(vals)
                else:
                    out += vals
            else:
                out.append(values)
        return out

    @classmethod
    def _segmented(cls) -> bool:
        return any(isinstance(o, AttrSizedOperandSegments) for o in cls.get_irdl_definition().options)

    @classmethod
    def segment_sizes(cls, items: Sequence[Any], types: Sequence[Attribute]) -> list[int] | None:
        """``operandSegmentSizes`` for the operands as written (each item an operand or a
        ``[...]`` group): optional operands are matched by their kinds, in order."""
        if not cls._segmented():
            return None
        defs = [d for _, d in cls.get_irdl_definition().operands]
        required = sum(not isinstance(d, (OptOperandDef, VarOperandDef)) for d in defs)
        extra = len(items) - required
        sizes = cls._assign(defs, items, types, extra, True)
        if sum(len(x) if isinstance(x, list) else 1 for x in items) != sum(sizes):
            sizes = cls._assign(defs, items, types, extra, False)
        return sizes

    @classmethod
    def _assign(cls, defs, items, types, extra, by_kind: bool) -> list[int]:
        sizes, k, flat = [], 0, 0
        for i, d in enumerate(defs):
            item = items[k] if k < len(items) else None
            n = len(item) if isinstance(item, list) else 1
            if not isinstance(d, (OptOperandDef, VarOperandDef)):
                sizes.append(n)
            else:
                kinds = cls.OPERAND_KINDS[i] if i < len(cls.OPERAND_KINDS) else None
                take = (item is not None and extra > 0
                        and (not by_kind or kinds is None or flat >= len(types) or kinds.accepts(types[flat])))
                if not take:
                    sizes.append(0)
                    continue
                extra -= 1
                sizes.append(n)
            k += 1
            flat += n
        return sizes

    @classmethod
    def take_strings(cls, parser: Parser, strings: Sequence[str], props: dict[str, Attribute]) -> None:
        if len(strings) > len(cls.STRING_PROPS):
            parser.raise_error(f"'{cls.name}' takes {len(cls.STRING_PROPS)} string argument(s)")
        for name, text in zip(cls.STRING_PROPS, strings):
            try:
                props[name] = cls.string_property(name, text)
            except OpFailure as e:
                parser.raise_error(f"'{cls.name}' op {e.message}")

    @classmethod
    def build(cls, parser: Parser, r, start, pos) -> "CuteOp":
        """The op from what :func:`.spelling.read_op` read."""
        cls.check_required(parser, r.props, pos)
        groups = [x for x in r.items if not isinstance(x, tuple)]
        cls.take_strings(parser, [x[1] for x in r.items if isinstance(x, tuple)], r.props)
        flat = [u for x in groups for u in (x if isinstance(x, list) else [x])]
        inputs = results = None
        if r.sep in ("fn", "->", "to"):
            inputs, results = r.before, r.after
        elif r.before is not None:
            if cls.BARE == "results":
                results = r.before
            else:
                inputs = r.before
        if inputs is None:
            inputs = cls._operand_types(parser, flat, results, r.props, pos)
        if len(inputs) != len(flat):
            parser.raise_error(f"expected {len(flat)} operand types but had {len(inputs)}", pos)
        operands = parser.resolve_operands(flat, inputs, pos)
        sizes = cls.segment_sizes(groups, inputs)
        if sizes is not None:
            r.props["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)
        if results is None and not cls.get_irdl_definition().results:
            results = []
        if results is None and not cls.INFERS:
            parser.raise_error(f"'{cls.name}' needs its result type (expected 'to' or '->' and the type)", pos)
        if results is None:
            try:
                if is_lenient() and any(unmodelled_reason(t) for t in inputs):
                    # a rational stride (1/2@0) has no value: each result's type is its use's
                    # (a variadic result is the one value the DSL's spelling names)
                    results = [UnprintedType() for _ in cls.get_irdl_definition().results]
                    return cls.create(operands=operands, result_types=results, properties=r.props,
                                      attributes=r.attrs)
                results = inferred(cls, inputs, r.props)
            except OpFailure as e:
                if is_lenient() and all(isinstance(d, ResultDef) and not isinstance(d, VarResultDef)
                                        for _, d in cls.get_irdl_definition().results):
                    results = [UnprintedType() for _ in cls.get_irdl_definition().results]
                    return cls.create(operands=operands, result_types=results, properties=r.props,
                                      attributes=r.attrs)
                span = start if start is not None else parser._current_token.span
                # at parse time MLIR's generated parser stops at the inference's own error
                e.infer = False
                diags = cls.diagnostics_of(e)
                raise OpParseError(span, diags) from None
        return cls.create(operands=operands, result_types=results, properties=r.props, attributes=r.attrs)

    @classmethod
    def _operand_types(cls, parser: Parser, flat, results, props, pos) -> list[Attribute]:
        known = []
        for u in flat:
            values = parser.ssa_values.get(u.span.text[1:])
            if values is None or u.index >= len(values):
                known = None
                break
            known.append(values[u.index].type)
        if known is not None:
            return known
        implied = cls.implied_operand_types(results, props, len(flat))
        if implied is None:
            parser.raise_error(f"'{cls.name}' needs the types of its operands: an operand is used "
                               "before its definition", pos)
        return implied

    @classmethod
    def create(cls, *, operands=(), result_types=(), properties=None, **kwargs):
        """xDSL's ``create``; an op with segment sizes gets them from its operands when
        they are not given (passes build ``make_layout(%s, %d)`` so)."""
        properties = dict(properties or {})
        if cls._segmented() and "operandSegmentSizes" not in properties:
            operands = list(operands)
            sizes = cls.segment_sizes(operands, [o.type for o in operands])
            properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)
        return super().create(operands=operands, result_types=result_types, properties=properties, **kwargs)

    @classmethod
    def check_required(cls, parser: Parser, props: dict[str, Attribute], pos) -> None:
        """A property that every spelling requires (seed 000's select list)."""
        for item in cls._formats()[0].items:
            if item.kind == "mode" and not item.optional and cls.LIST_PROP not in props \
                    and all(any(i.kind in ("mode", "propdict") and cls.LIST_PROP in i.names and not i.optional
                                for i in f.items) for f in cls._formats()):
                parser.raise_error("expected '<' followed by the mode list '[...]'", pos)

    @classmethod
    def accepts_item(cls, kind: str) -> bool:
        """Some spelling of the op has an item of this kind (``paren``, ``keyword``)."""
        return any(i.kind == kind for f in cls._formats() for i in f.items)

    @classmethod
    def parse(cls, parser: Parser) -> "CuteOp":
        return read_op(cls, parser)

    def print(self, printer: Printer) -> None:
        write_op(self, printer)


class UnaryOp(CuteOp):
    """``(`` $input ``)`` attr-dict ``:`` type($input) ``->`` type($result)."""

    input = operand_def()
    result = result_def()
    traits = traits_def(Pure())
    SEED: ClassVar = "(operands) : arrow"


class BinaryOp(CuteOp):
    """``(`` operands ``)`` attr-dict ``:`` functional-type(operands, results)."""

    lhs = operand_def()
    rhs = operand_def()
    result = result_def()
    traits = traits_def(Pure())


__all__ += ["SI32", "OpParseError", "UnitAttr"]
