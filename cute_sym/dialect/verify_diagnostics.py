"""MLIR's ``-verify-diagnostics``: match emitted diagnostics with ``expected-*`` comments.

Forms (MLIR ``Diagnostics.md``)::

    // expected-error {{msg}}          on this line
    // expected-error@+1 {{msg}}       N lines below (``@-N`` above)
    // expected-error@below {{msg}}    the next line without a designator
    // expected-error@above {{msg}}    the previous line without a designator
    // expected-error-re {{a {{[0-9]+}} b}}   ``{{...}}`` parts are regexes

``msg`` must be contained in the diagnostic's message.  Every expectation
must be met by one diagnostic and every error and warning must be expected.
One difference from MLIR: a ``note:`` nobody expects is not a failure.  cute-sym
attaches its own words as notes to errors in NVIDIA's words (issue 11), so that
NVIDIA's lit files, which expect only NVIDIA's errors, verify here; an
``expected-note`` is still checked.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .diagnostics import Diagnostic

__all__ = ["Expected", "expectations", "check"]

_DESIGNATOR = re.compile(
    r"expected-(error|warning|note|remark)(-re)?(@(?:[+-]\d+|above|below))?\s*\{\{(.*)\}\}")


@dataclass
class Expected:
    severity: str
    line: int
    text: str
    regex: bool
    where: tuple[int, int]
    seen: bool = False

    def matches(self, d: Diagnostic) -> bool:
        if d.severity != self.severity or d.line != self.line:
            return False
        if not self.regex:
            return self.text in d.message
        pattern = "".join(re.escape(part) if i % 2 == 0 else f"(?:{part})"
                          for i, part in enumerate(re.split(r"\{\{(.*?)\}\}", self.text)))
        try:
            return re.search(pattern, d.message) is not None
        except re.error:
            return False


def expectations(lines: list[str], first: int, last: int) -> list[Expected]:
    """The ``expected-*`` designators on lines ``first..last`` (1-based, inclusive)."""
    found: list[Expected] = []
    below: list[Expected] = []
    for n in range(first, last + 1):
        line = lines[n - 1]
        matches = list(_DESIGNATOR.finditer(line))
        if not matches:
            for e in below:
                e.line = n
            below.clear()
            continue
        for m in matches:
            severity, regex, at, text = m.group(1), bool(m.group(2)), m.group(3), m.group(4)
            e = Expected(severity, n, text, regex, (n, m.start() + 1))
            if at is None:
                pass
            elif at == "@below":
                below.append(e)
            elif at == "@above":
                e.line = next((k for k in range(n - 1, first - 1, -1)
                               if not _DESIGNATOR.search(lines[k - 1])), 0)
            else:
                e.line = n + int(at[1:])
            found.append(e)
    for e in below:
        e.line = 0
    return found


def check(diagnostics: list[Diagnostic], expected: list[Expected], file: str) -> list[Diagnostic]:
    """Problems found: unexpected diagnostics and expectations that were not produced."""
    problems = []
    for d in diagnostics:
        e = next((e for e in expected if not e.seen and e.matches(d)), None)
        if e is None and d.severity == "note":
            continue            # cute-sym's own words beside NVIDIA's (module docstring)
        if e is None:
            problems.append(Diagnostic(d.file, d.line, d.col,
                                       f"unexpected {d.severity}: {d.message}"))
        else:
            e.seen = True
    for e in expected:
        if not e.seen:
            problems.append(Diagnostic(file, *e.where,
                                       f'expected {e.severity} "{e.text}" was not produced'))
    return problems
