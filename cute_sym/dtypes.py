"""Element types by name: one spelling each (``float``, ``double``, ``half``, ``bfloat16``,
``int``, ``int8``), the aliases also accepted, and their widths in bytes.  Shared by the
drawings (``draw --color bank``) and code generation (``codegen copy``, ``banks``), so help
texts and errors name the same types."""
from __future__ import annotations

from .errors import PreconditionError

__all__ = ["ELEMENT_BYTES", "ALIASES", "element_type", "element_bytes", "DTYPE_HELP"]

ELEMENT_BYTES = {"float": 4, "double": 8, "half": 2, "bfloat16": 2, "int": 4, "int8": 1}
"""The element types, each by its one spelling, and their widths in bytes."""

ALIASES = {"float32": "float", "fp32": "float", "float64": "double", "fp64": "double",
           "float16": "half", "fp16": "half", "bf16": "bfloat16", "int32": "int"}
"""Other names accepted for the same types (torch's, the short forms)."""

DTYPE_HELP = (f"element type: {', '.join(ELEMENT_BYTES)} "
              f"(also accepted: {', '.join(sorted(ALIASES))})")


def element_type(name: str) -> str:
    """The one spelling of the element type called ``name`` (an alias gives its type)."""
    key = ALIASES.get(name, name)
    if key not in ELEMENT_BYTES:
        raise PreconditionError(f"unknown dtype {name!r}; expected one of {', '.join(ELEMENT_BYTES)} "
                                f"(or an alias: {', '.join(sorted(ALIASES))})", operand="--dtype")
    return key


def element_bytes(name: str) -> int:
    """The width in bytes of the element type ``name``."""
    return ELEMENT_BYTES[element_type(name)]
