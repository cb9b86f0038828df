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
  of the use.

Nothing here decides whether a type is right; :mod:`solver.check` does.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.utils.exceptions import ParseError

from .diagnostics import Diagnostic, LocatingParser
from .locations import SourceLoc, strip_locations
from .types import CuteTypeBase, UnprintedType, lenient_reading

__all__ = ["PrintedModule", "read_printed", "ReadError"]


@dataclass
class PrintedModule:
    """A module read by :func:`read_printed`: ``locations`` the (line, col) where each op
    starts in ``file``; ``python`` the user's source location of each line that had one;
    ``retyped`` values whose type was taken from a use: value -> (cute-sym's type, line)."""

    module: ModuleOp
    file: str
    text: str
    locations: dict[Operation, tuple[int, int]]
    python: dict[int, SourceLoc]
    retyped: dict[SSAValue, tuple[Attribute, int]] = field(default_factory=dict)

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


class _Parser(LocatingParser):
    """A locating parser that takes the type printed at a use over the one a value has."""

    def __init__(self, ctx, text: str, name: str):
        super().__init__(ctx, text, name)
        self.retyped: dict[SSAValue, tuple[Attribute, int]] = {}

    def resolve_operand(self, operand, type):
        values = self.ssa_values.get(operand.operand_name)
        if values is not None and operand.index < len(values):
            value = values[operand.index]
            if value.type != type and value not in self.retyped and (
                    isinstance(value.type, UnprintedType)
                    or (isinstance(value.type, CuteTypeBase) and isinstance(type, CuteTypeBase))):
                line, _ = self.location_of(operand.span.start)
                self.retyped[value] = (value.type, line)
                value._type = type
        return super().resolve_operand(operand, type)


def read_printed(text: str, file: str = "<input>") -> PrintedModule:
    """Read ``text`` leniently (module docstring); :class:`ReadError` when it does not parse."""
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
    return PrintedModule(module, file, stripped, parser.locations, python, parser.retyped)
