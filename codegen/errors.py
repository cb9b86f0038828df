"""Errors of code generation (all :class:`~cute_sym.errors.CuteError`, so the CLI prints them)."""
from __future__ import annotations

from cute_sym.errors import CuteError

__all__ = ["CodegenError", "NvrtcError"]


class CodegenError(CuteError):
    """Emission refused: an unproven index expression, an unsupported layout, a bad request."""


class NvrtcError(CodegenError):
    """NVRTC rejected a source; ``line`` is the first offending 1-based line, ``log`` the full log."""

    def __init__(self, reason: str, *, log: str, line: int | None, source_line: str | None):
        self.log = log
        self.line = line
        self.source_line = source_line
        where = f"\n  line {line}: {source_line.strip()}" if line is not None and source_line else ""
        super().__init__(f"{reason}{where}\n{log.strip()}")
