"""MLIR's verification of a ``cute`` op, in its order and NVIDIA's words (the CuTe DSL 4.8.1's
MLIR): the integer properties' ODS attribute constraints, the operand count, the operands' and
results' ODS type constraints (:mod:`.ods`), cute-sym's own operand kinds, and the op's errors
as NVIDIA words them (:mod:`.nvidia`), cute-sym's own words kept as attached notes.  A mixin
of :class:`~.base.CuteOp`; :class:`OpFailure` is what a check raises."""
from __future__ import annotations

from typing import Sequence

from xdsl.dialects.builtin import IntegerAttr, IntegerType, Signedness
from xdsl.ir import Attribute
from xdsl.irdl import OptOperandDef, VarOperandDef
from xdsl.utils.exceptions import VerifyException

from ...errors import CuteError
from .texts import type_text

__all__ = ["OpFailure", "OpDiagnostics", "Checks"]


class OpFailure(Exception):
    """An op cannot be given a type: ``message`` follows ``'cute.<op>' op``; ``notes``
    are attached ``note:`` lines (cute-sym's own, more detailed words)."""

    def __init__(self, message: str, notes: Sequence[str] = (), infer: bool = False, prefixed: bool = True):
        self.message = message
        self.notes = list(notes)
        self.infer = infer          # MLIR adds "failed to infer returned types" after it
        self.prefixed = prefixed    # "'cute.X' op ..." (an op's verifier); NVIDIA's
        super().__init__(message)   # inferReturnTypes messages have no prefix


class OpDiagnostics(VerifyException):
    """A verification failure with MLIR's follow-ups: ``diagnostics`` is a list of
    ``(severity, message)``, the first being the op's error."""

    def __init__(self, diagnostics: list[tuple[str, str]]):
        super().__init__(diagnostics[0][1])
        self.diagnostics = diagnostics


class Checks:
    """The checks of :meth:`CuteOp.verify_ <.base.CuteOp.verify_>` (its class attributes
    ``OPERAND_KINDS``, ``TENSOR_LIFT``, ``INT_TYPES`` and its IRDL definition)."""

    @classmethod
    def count_message(cls, n: int) -> str | None:
        """MLIR's words when the op has ``n`` operands and takes another number: its operand-count
        traits (``requires a single operand``, ``expected 2 operands, but found 3``) and, for a
        trailing optional operand, ODS's group check (``None``: ``n`` is right)."""
        defs = [d for _, d in cls.get_irdl_definition().operands]
        if any(isinstance(d, VarOperandDef) and not isinstance(d, OptOperandDef) for d in defs):
            return None
        required = sum(not isinstance(d, OptOperandDef) for d in defs)
        if required <= n <= len(defs):
            return None
        if required == len(defs):
            return {0: "requires zero operands", 1: "requires a single operand"}.get(
                required, f"expected {required} operands, but found {n}")
        if n < required:
            return f"expected {required} or more operands, but found {n}"
        if len(defs) == required + 1 and isinstance(defs[-1], OptOperandDef):
            return f"operand group starting at #{required} requires 0 or 1 element, but found {n - required}"
        return f"expected {required} to {len(defs)} operands, but found {n}"

    @classmethod
    def check_count(cls, types: Sequence[Attribute]) -> None:
        """MLIR's operand-count checks (:meth:`count_message`)."""
        if (message := cls.count_message(len(types))) is not None:
            raise OpFailure(message)

    @classmethod
    def kinds_refusal(cls, types: Sequence[Attribute]) -> tuple[int, Attribute] | None:
        """The first operand (index, type) of a kind the op does not take (``OPERAND_KINDS``)."""
        for i, (t, kinds) in enumerate(zip(types, cls.OPERAND_KINDS)):
            if i == 0 and cls.lifts(types):
                continue
            if not kinds.accepts(t):
                return i, t
        return None

    @classmethod
    def kinds_failure(cls, types: Sequence[Attribute]) -> str | None:
        """cute-sym's operand-kind check (``OPERAND_KINDS``): its message, or ``None``."""
        refused = cls.kinds_refusal(types)
        if refused is None:
            return None
        i, t = refused
        return f"operand #{i} must be {cls.OPERAND_KINDS[i]}, but got '{type_text(t)}'"

    @classmethod
    def check_operands(cls, types: Sequence[Attribute]) -> None:
        """The operand checks: how many, and of which kinds (``OPERAND_KINDS``); a kind the op
        does not take in NVIDIA's type-inference words where :mod:`.ods` has them (cute-sym's
        then follow as a note)."""
        from .ods import infer_kind_message
        cls.check_count(types)
        refused = cls.kinds_refusal(types)
        if refused is None:
            return
        ours = cls.kinds_failure(types)
        theirs = infer_kind_message(cls.name, *refused)
        if theirs is None:
            raise OpFailure(ours)
        raise OpFailure(theirs, [ours], infer=True, prefixed=False)

    def _groups(self, role: str) -> list[list[Attribute]]:
        """The operand / result types grouped by definition (an absent optional: ``[]``)."""
        defs = self.get_irdl_definition().operands if role == "operand" else self.get_irdl_definition().results
        out = []
        for name, _ in defs:
            v = getattr(self, name)
            out.append([] if v is None else [x.type for x in v] if isinstance(v, (tuple, list)) else [v.type])
        return out

    @classmethod
    def _accepts(cls, role: str, i: int, t: Attribute) -> bool:
        """cute-sym's own operand kinds name ``t`` at operand ``i`` (more than NVIDIA's)."""
        if role != "operand" or isinstance(t, IntegerType):     # "int" is no seed 000 extension
            return False
        if i == 0 and cls.lifts([t]):
            return True
        kinds = cls.OPERAND_KINDS[i] if i < len(cls.OPERAND_KINDS) else None
        return kinds is not None and "any" not in kinds.names and kinds.accepts(t)

    def check_props(self) -> None:
        """ODS's attribute constraints of the integer properties of ``INT_TYPES`` (MLIR checks
        them first): ``attribute 'rank' failed to satisfy constraint: 32-bit signed integer
        attribute``."""
        for name, want in self.INT_TYPES.items():
            attr = self.properties.get(name)
            if isinstance(attr, IntegerAttr) and attr.type != want:
                sign = {Signedness.SIGNED: "signed", Signedness.UNSIGNED: "unsigned"}.get(
                    want.signedness.data, "signless")
                raise OpFailure(f"attribute '{name}' failed to satisfy constraint: {want.width.data}-bit {sign} "
                                "integer attribute", [f"the property '{name}' has type {type_text(attr.type)}, "
                                                      f"not {type_text(want)}"])

    def ods_message(self) -> str | None:
        """NVIDIA's message for the first operand / result its ODS constraint refuses."""
        from .ods import ods_failure
        return ods_failure(self.name, self._groups("operand"), self._groups("result"), self._accepts)

    def check_ods(self) -> None:
        """NVIDIA's ODS type constraints (:mod:`.ods`), in its words, checked first as MLIR's
        verifier does; cute-sym's own operand-kind message, where it differs, follows as a note."""
        message = self.ods_message()
        if message is None:
            return
        ours = self.kinds_failure(list(self.operand_types))
        raise OpFailure(message, [ours] if ours and ours != message else [])

    @classmethod
    def failure(cls, e: CuteError, types: Sequence[Attribute] = (), props: dict | None = None) -> OpFailure:
        """A cute_sym error as the op's diagnostic: NVIDIA's words where :mod:`.nvidia` has
        them (cute-sym's own then follow as a note), else cute-sym's."""
        from .nvidia import nvidia_message
        ours = e.reason
        theirs = nvidia_message(cls, e, types, props or {})
        if theirs is None:
            return OpFailure(ours, infer=True)
        text, style, note = theirs
        notes = [] if text == ours else [note]
        if style == "verify":
            return OpFailure(text, notes)
        if style == "plain":        # a verifier's message without the op's name
            return OpFailure(text, notes, prefixed=False)
        return OpFailure(text, notes, infer=True, prefixed=False)

    @classmethod
    def diagnostics_of(cls, e: OpFailure) -> list[tuple[str, str]]:
        """MLIR's diagnostics of a failure, final texts: the error (``'cute.X' op`` unless it
        is an inference message of NVIDIA's), its notes, ``failed to infer returned types``."""
        prefix = f"'{cls.name}' op "
        first = prefix + e.message if e.prefixed and not e.message.startswith(prefix) else e.message
        out = [("error", first)]
        out += [("note", n) for n in e.notes]
        if e.infer:
            out.append(("error", f"'{cls.name}' op failed to infer returned types"))
        return out
