"""Element types of copy kernels: a copy moves bits, so each type is stored as
an unsigned integer of its width (NVRTC has no ``cuda_bf16.h`` here).  The names and
widths are :mod:`cute_sym.dtypes`' (one spelling each, in help and errors alike)."""
from __future__ import annotations

from dataclasses import dataclass

from cute_sym.dtypes import ELEMENT_BYTES, element_type
from cute_sym.errors import CuteError

from ..errors import CodegenError

__all__ = ["DType", "DTYPES", "dtype"]


@dataclass(frozen=True)
class DType:
    name: str
    bytes: int
    storage: str        # the C type a kernel moves
    torch: str          # the torch dtype of the benchmarks and GPU checks


_STORAGE = {1: "unsigned char", 2: "unsigned short", 4: "unsigned int", 8: "unsigned long long"}
_TORCH = {"float": "float32", "double": "float64", "half": "float16", "bfloat16": "bfloat16", "int": "int32",
          "int8": "int8"}
DTYPES = {name: DType(name, n, _STORAGE[n], _TORCH[name]) for name, n in ELEMENT_BYTES.items()}


def dtype(name: str) -> DType:
    """The element type called ``name`` (``float``, ``bfloat16``, or an alias such as ``bf16``)."""
    try:
        return DTYPES[element_type(name)]
    except CuteError as e:
        raise CodegenError(e.reason, operand=e.operand) from None
