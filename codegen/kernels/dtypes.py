"""Element types of copy kernels: a copy moves bits, so each type is stored as
an unsigned integer of its width (NVRTC has no ``cuda_bf16.h`` here)."""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import CodegenError

__all__ = ["DType", "DTYPES", "dtype"]


@dataclass(frozen=True)
class DType:
    name: str
    bytes: int
    storage: str        # the C type a kernel moves
    torch: str          # the torch dtype of the benchmarks and GPU checks


DTYPES = {d.name: d for d in (
    DType("float", 4, "unsigned int", "float32"),
    DType("double", 8, "unsigned long long", "float64"),
    DType("half", 2, "unsigned short", "float16"),
    DType("bfloat16", 2, "unsigned short", "bfloat16"),
    DType("int", 4, "unsigned int", "int32"),
    DType("int8", 1, "unsigned char", "int8"),
)}
_ALIASES = {"float32": "float", "fp32": "float", "float64": "double", "fp64": "double",
            "float16": "half", "fp16": "half", "bf16": "bfloat16", "int32": "int"}


def dtype(name: str) -> DType:
    """The element type called ``name`` (``float``, ``bf16``, ...)."""
    key = _ALIASES.get(name, name)
    if key not in DTYPES:
        raise CodegenError(f"unknown dtype {name!r}; expected one of {', '.join(sorted(DTYPES))}")
    return DTYPES[key]
