"""NVIDIA's diagnostic texts (CuTe DSL 4.8.1's MLIR) for cute-sym's errors.

``nvidia_message(op, error)`` gives the message NVIDIA's compiler prints for the same
failure, where cute-sym's :class:`~cute_sym.errors.CuteError` and NVIDIA's check agree;
the dialect then reports NVIDIA's words and keeps cute-sym's (often more precise) own
words as an attached ``note:``.  Each rule is a regular expression over cute-sym's
reason and the template of NVIDIA's text.
"""
from __future__ import annotations

import re

from ...errors import CuteError

__all__ = ["nvidia_message", "RULES"]

RULES: list[tuple[str | None, re.Pattern, str]] = [
    # (op name or None for every op, cute-sym's reason, NVIDIA's message)
    (None, re.compile(r"mode index (?P<i>-?\d+) is out of range \[0, (?P<n>\d+)\) at level (?P<d>\d+)"),
     "expects mode index in [0, {n}) at depth {d}, but got {i}"),
]


def nvidia_message(op: str, error: CuteError) -> str | None:
    """NVIDIA's message for ``error`` raised by op ``op`` (``None``: no rule)."""
    reason = error.reason
    for name, pattern, template in RULES:
        if name is not None and name != op:
            continue
        m = pattern.search(reason)
        if m:
            return template.format(**m.groupdict())
    return None
