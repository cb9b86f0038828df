"""Layouts as index expressions and as C functions (issue 6, "Lowering"): the public face of
:mod:`codegen.signature` (building a layout's expression over named parameters) and
:mod:`codegen.index` (simplifying, proving and emitting it as a C function).
"""
from __future__ import annotations

from .index import IndexFunction, emit_index, floor_helpers, index_width, input_ranges, natural_profile
from .signature import (AnyLayout, Input, Param, Signature, c_identifier, htuple_text, layout_expr, layout_text,
                        name_leaves)

__all__ = ["Param", "Input", "Signature", "IndexFunction", "layout_expr", "name_leaves",
           "emit_index", "index_width", "c_identifier", "layout_text", "htuple_text", "AnyLayout",
           "input_ranges", "natural_profile", "floor_helpers"]
