"""Reading a module the CuTe DSL printed *as printed*, for ``cute-sym check``.

:func:`~.reader.read_module` reads a module the way MLIR does: a type that is not a
value (``!cute.layout<"(2,0,11):(1,8,6)">``) or an op whose result type cute-sym cannot
infer stops it.  A checker must get past both, to report them at the op and check the
rest.  :func:`read_printed` therefore

* blanks out the DSL's locations and keeps where each line points in the user's Python
  (:mod:`.locations`);
* keeps a well-formed type whose value is invalid as its text (:func:`.types.lenient_reading`;
  ``invalid_reason(t)`` says why);
* gives an op whose spelling prints no result type (``cute.logical_divide(%a, %b) : A, B``)
  and whose type cute-sym cannot infer an :class:`~.types.UnprintedType` result;
* takes the type printed at a value's use when it differs from the one its definition
  has (the DSL's type of a result whose own spelling does not print it):
  ``PrintedModule.retyped`` maps such values to the type cute-sym had and the line
  of the use;
* reads the custom form of every op cute-sym does not model (:mod:`.foreign_form`), and of
  an op whose own parser refuses its text (``arith.extsi`` of a ``vector<4xi1>``), as an
  opaque op (``PrintedModule.fallbacks``) -- never an op the checker reads
  (:data:`STRUCTURAL`, the cute ops); a result its text does not type gets the
  :class:`~.foreign.OpaqueType` until a use spells its type, and a result typed only by a
  ``: T`` guess takes the type of its first use;
* builds the xDSL op of an op xDSL reads only in the generic form (``gpu.module``) from its
  custom form, and keeps a type its dialect's parser refuses (``!llvm.struct<packed ...>``)
  as text;
* as a last resort where the dsl extra is installed, reads what NVIDIA's MLIR re-prints in
  the generic form (:mod:`.foreign_nvidia`; ``PrintedModule.via``).

Nothing here decides whether a type is right; :mod:`solver.check` does.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp, UnregisteredAttr, UnregisteredOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind as T

from .diagnostics import Diagnostic, LocatingParser, _custom
from .locations import SourceLoc, strip_locations
from .op_memo import OpMemo
from .foreign import OpaqueType
from .types import CuteTypeBase, UnprintedType, lenient_reading

__all__ = ["PrintedModule", "read_printed", "ReadError"]


@dataclass
class PrintedModule:
    """A module read by :func:`read_printed`: ``locations`` the (line, col) where each op
    starts in ``file``; ``python`` the user's source location of each line that had one;
    ``retyped`` values whose type was taken from a use: value -> (cute-sym's type, line);
    ``fallbacks`` the ops read as opaque because their own parser refused their text
    (name, line, why); ``via`` ``"nvidia"`` when NVIDIA's MLIR re-printed the module first."""

    module: ModuleOp
    file: str
    text: str
    locations: dict[Operation, tuple[int, int]]
    python: dict[int, SourceLoc]
    retyped: dict[SSAValue, tuple[Attribute, int]] = field(default_factory=dict)
    fallbacks: list[tuple[str, int, str]] = field(default_factory=list)
    via: str | None = None

    def position(self, op: Operation) -> tuple[int, int]:
        """(line, col) of ``op`` in the module (its parent's when it has none; (0, 0) unknown)."""
        node: Operation | None = op
        while node is not None:
            if node in self.locations:
                return self.locations[node]
            node = node.parent_op()
        return (0, 0)

    def source(self, op: Operation) -> SourceLoc | None:
        """The user's Python location of ``op`` (``None`` when the module carries none)."""
        line, _ = self.position(op)
        return self.python.get(line)

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")


class ReadError(Exception):
    """The module does not parse even leniently; ``diagnostics`` say where."""

    def __init__(self, diagnostics: list[Diagnostic], python: dict[int, SourceLoc]):
        self.diagnostics = diagnostics
        self.python = python
        super().__init__("\n".join(d.render() for d in diagnostics))

    def __reduce__(self):  # picklable (a worker process raises it to its parent)
        return (type(self), (self.diagnostics, self.python))


STRUCTURAL = frozenset({"builtin.module", "func.func", "func.return", "func.call", "scf.for", "scf.if",
                        "scf.while", "scf.condition", "scf.yield", "gpu.func", "gpu.return", "llvm.func"})
"""Ops whose structure the checker reads (regions, block arguments, bounds): read by their
own parser, or the module is refused there.  So are the cute ops.  Any other op whose
parser refuses its text (``arith.extsi`` of a ``vector<4xi1>``) is read as opaque."""


class _Parser(LocatingParser):
    """A locating parser that reads an op it cannot read structurally as opaque, and types
    values at their uses (module docstring)."""

    FALLBACK_ERRORS = (Exception,)
    unknown_result = OpaqueType

    def __init__(self, ctx, text: str, name: str):
        super().__init__(ctx, text, name)
        self.retyped: dict[SSAValue, tuple[Attribute, int]] = {}
        self.loose: set[SSAValue] = set()      # values whose type a use may set
        self.fallbacks: list[tuple[str, int, str]] = []
        self._log: list[tuple[SSAValue, Attribute, bool, bool]] = []
        self.uses: list[tuple] = []            # each _type_at_use: value, type, offset, use_state before
        self.memo = OpMemo()

    def _parse_any_operation(self) -> Operation:
        """An op line read before with other SSA names is built from its record
        (:mod:`.op_memo`), any other is read."""
        mark = self.memo.mark(self)
        op = self.memo.replay(self, mark)
        if op is None:
            op = super()._parse_any_operation()
            self.memo.record(self, mark, op)
        return op

    def read_effects(self) -> tuple[int, int]:
        """A mark of what reading has done besides defining values (:meth:`uses_since`)."""
        return len(self.uses), len(self.fallbacks)

    def uses_since(self, mark: tuple[int, int]) -> list[tuple] | None:
        """The uses that spelled a value's type since ``mark`` (:meth:`_type_at_use`'s
        arguments and the state it found); ``None`` when an op fell back to the opaque
        reading since."""
        return None if len(self.fallbacks) != mark[1] else self.uses[mark[0]:]

    def use_state(self, value: SSAValue) -> tuple[Attribute, bool, bool]:
        """What :meth:`_type_at_use` decides on besides the use's type."""
        return value.type, value in self.loose, value in self.retyped

    def _parse_dialect_type_or_attribute_body(self, attr_name: str, is_type: bool, is_opaque: bool,
                                              starting_opaque_pos):
        """As the strict reader's; a type or attribute of a dialect other than cute whose
        parser refuses it (xDSL's ``!llvm.struct<packed (i8, i32)>``) keeps its text, as an
        unknown dialect's does."""
        if attr_name.startswith("cute.") or starting_opaque_pos is not None or "." not in attr_name:
            return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque,
                                                                 starting_opaque_pos)
        state = self._parser_state.current_token, self.lexer.pos
        try:
            return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, None)
        except (ParseError, VerifyException):
            self._parser_state.current_token, self.lexer.pos = state
            body = self._parse_dialect_symbol_body() if self._current_token.kind == T.LESS else ""
            return UnregisteredAttr.with_name_and_type(attr_name, is_type)(attr_name, is_type, is_opaque, body)

    def may_fall_back(self, name: str) -> bool:
        return not name.startswith("cute.") and name not in STRUCTURAL

    def snapshot(self) -> int:
        return len(self._log)

    def restore(self, mark: int, name: str, error: Exception) -> None:
        """Undo the retyping done while the op's own parser ran, and note the fallback."""
        while len(self._log) > mark:
            value, old, loose, recorded = self._log.pop()
            value._type = old
            if loose:
                self.loose.add(value)
            if recorded:
                self.retyped.pop(value, None)
        line, _ = self.location_of(self.op_start.start) if self.op_start is not None else (0, 0)
        self.fallbacks.append((name, line, str(getattr(error, "msg", error)).strip().split("\n")[0]))

    def read_opaque(self, op, cls):
        """``op`` as the class xDSL knows for it when xDSL reads only its generic form
        (``gpu.module``): built from what the custom form gave, as the generic parser
        builds it; results whose type was not spelled take the type of their first use."""
        if cls is not None and not _custom(cls) and not issubclass(cls, UnregisteredOp) \
                and set(cls.get_irdl_definition().properties) <= set(op.properties) | _optional(cls):
            regions = [op.detach_region(r) for r in list(op.regions)]
            op = cls.create(operands=op.operands, result_types=op.result_types, properties=dict(op.properties),
                            attributes=dict(op.attributes), regions=regions)
        else:
            for value, t in zip(op.operands, getattr(op, "operand_signature", None) or ()):
                self._type_at_use(value, t, self.op_start.start if self.op_start is not None else 0)
            if getattr(op, "typed_by", "signature") != "signature":
                self.loose.update(op.results)
        return op

    def resolve_operand(self, operand, type):
        values = self.ssa_values.get(operand.operand_name)
        if values is not None and operand.index < len(values):
            self._type_at_use(values[operand.index], type, operand.span.start)
        return super().resolve_operand(operand, type)

    def _type_at_use(self, value: SSAValue, type: Attribute, offset: int) -> None:
        """A use spells ``value``'s type: a value whose type is not known yet takes it
        (logged, so that a failed op's reading undoes it)."""
        self.uses.append((value, type, offset, self.use_state(value)))
        loose = value in self.loose
        if value.type != type and (loose or (value not in self.retyped and (
                isinstance(value.type, (UnprintedType, OpaqueType))
                or (isinstance(value.type, CuteTypeBase) and isinstance(type, CuteTypeBase))))):
            record = not loose and not isinstance(value.type, OpaqueType)
            self._log.append((value, value.type, loose, record))
            if record:
                line, _ = self.location_of(offset)
                self.retyped[value] = (value.type, line)
            value._type = type
            self.loose.discard(value)
        elif loose:                 # the first use confirms the type
            self._log.append((value, value.type, True, False))
            self.loose.discard(value)


def _optional(cls) -> set[str]:
    """The properties of ``cls`` that may be absent."""
    from xdsl.irdl import OptionalDef
    return {k for k, d in cls.get_irdl_definition().properties.items() if isinstance(d, OptionalDef)}


def read_printed(text: str, file: str = "<input>", *, nvidia: bool = True) -> PrintedModule:
    """Read ``text`` leniently (module docstring); :class:`ReadError` when it does not parse.
    When it does not, and ``nvidia`` and the dsl extra is installed, NVIDIA's MLIR re-prints
    it in the generic form and that is read (``PrintedModule.via == "nvidia"``; positions are
    still those of ``text`` where NVIDIA located the op there)."""
    try:
        return _read(text, file)
    except ReadError as first:
        if not nvidia:
            raise
        from .foreign_nvidia import nvidia_generic, source_positions
        generic = nvidia_generic(text)
        if generic is None:
            raise
        try:
            pm = _read(generic, file)
        except ReadError:
            raise first from None
    where = source_positions(generic)
    if where:
        pm.locations = {op: where.get(line, (line, col)) for op, (line, col) in pm.locations.items()}
        pm.text = strip_locations(text)[0]
    pm.via = "nvidia"
    return pm


def _read(text: str, file: str) -> PrintedModule:
    from .opt import make_context
    stripped, python = strip_locations(text)
    parser = None
    try:
        with lenient_reading():
            parser = _Parser(make_context(True), stripped, file)
            module = parser.parse_module()
    except ParseError as e:
        loc = e.span.get_location()
        listed = getattr(e, "diagnostics", None) or [("error", e.msg)]
        raise ReadError([Diagnostic(file, loc.line, loc.col, m, sev) for sev, m in listed], python) from None
    except Exception as e:  # xDSL raises more than ParseError while parsing
        loc = parser._current_token.span.get_location() if parser is not None else None
        line, col = (loc.line, loc.col) if loc is not None else (0, 0)
        raise ReadError([Diagnostic(file, line, col, f"{type(e).__name__}: {e}")], python) from None
    return PrintedModule(module, file, stripped, parser.locations, python, parser.retyped, parser.fallbacks)
