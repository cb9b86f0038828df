"""The ``cute`` dialect of seed 000 on xDSL: types, ops, passes and ``cute-opt``.

All semantics are delegated to ``cute_sym`` (each op's ``compute`` calls
:mod:`cute_sym.ops`), so the IR and the Python API cannot disagree.
"""
from xdsl.ir import Dialect

from .ops import all_ops
from .types import TYPES, CuteType, cute_type, kind_of

Cute = Dialect("cute", all_ops(), list(TYPES.values()))

__all__ = ["Cute", "CuteType", "TYPES", "cute_type", "kind_of"]
