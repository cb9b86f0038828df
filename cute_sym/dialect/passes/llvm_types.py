"""The type conversion of ``--cute-to-base`` (seed 000, the text under ``--cute-fold-static``).

Every cute value becomes an LLVM struct of its dynamic leaves only (cutegen's
``llvm_type_sparse_flat_t``):

* ``!cute.shape/stride/int_tuple/coord/tile``: ``!llvm.struct<(i32, i64, ...)>``, one
  field per ``?`` leaf (a ``?@M`` scale included) in ``get_scalars`` order, of
  the leaf's width;
* ``!cute.layout``: ``struct(shape_struct, stride_struct)``;
* ``!cute.composed_layout``: ``struct(inner_struct, offset_struct, outer_struct)``;
* ``!cute.swizzle``: ``struct()``.

The static leaves live in the type alone; ``cute.print`` writes them into its
format string, with ``%d`` / ``%ld`` where the ``?`` / ``?{i64}`` leaves are.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from xdsl.dialects.builtin import IntegerType
from xdsl.dialects.llvm import LLVMStructType
from xdsl.ir import Attribute

from ...kinds import get_scalars
from ..types import CuteType, components

__all__ = ["struct_type", "leaf_positions", "convert_type", "print_format"]


def struct_type(value: Any) -> LLVMStructType:
    """The LLVM struct holding the dynamic leaves of ``value``."""
    parts = components(value)
    if parts is None:
        return LLVMStructType.from_type_list(
            [IntegerType(s.width) for s in get_scalars(value, only_dynamic=True)])
    return LLVMStructType.from_type_list([struct_type(p) for p in parts])


def leaf_positions(value: Any) -> list[tuple[int, ...]]:
    """Where each ``get_scalars<{only_dynamic}>`` scalar of ``value`` sits in its struct
    (the ``llvm.extractvalue`` / ``llvm.insertvalue`` position)."""
    parts = components(value)
    if parts is None:
        return [(k,) for k in range(len(get_scalars(value, only_dynamic=True)))]
    return [(i, *p) for i, part in enumerate(parts) for p in leaf_positions(part)]


@lru_cache(maxsize=4096)
def _converted(t: CuteType) -> LLVMStructType:
    return struct_type(t.value)


def convert_type(t: Attribute) -> Attribute | None:
    """A cute type's struct; ``None`` for any other type (left as it is)."""
    return _converted(t) if isinstance(t, CuteType) else None


_DYNAMIC = re.compile(r"\?(\{[^}]*\})?")


def print_format(value: Any) -> str:
    """The ``printf`` format of ``cute.print``: the canonical text, a line of its own,
    ``%d`` at each ``?`` and ``%ld`` at each ``?{i64}``."""
    return _DYNAMIC.sub(lambda m: "%ld" if "i64" in (m.group(1) or "") else "%d", str(value)) + "\n"
