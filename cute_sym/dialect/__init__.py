"""The ``cute`` dialect of seed 000 on xDSL: types, ops, passes and ``cute-opt``.

All semantics are delegated to ``cute_sym`` (each op's ``compute`` calls
:mod:`cute_sym.ops`), so the IR and the Python API cannot disagree.
"""
from xdsl.ir import Dialect

from .attrs import ATTRS, CuteAttr
from .ops import all_ops
from .tensor_types import NVGPU_TYPES, TENSOR_TYPES
from .types import TYPES, CuteType, CuteTypeBase, cute_type, kind_of

Cute = Dialect("cute", all_ops(), [*TYPES.values(), *TENSOR_TYPES.values(), *ATTRS.values()])
CuteNvgpu = Dialect("cute_nvgpu", [], list(NVGPU_TYPES.values()))
"""The ``cute_nvgpu`` types that NVIDIA's ``cute`` ops take as views and iterators; the
dialect's other types and its ops pass through (:mod:`.foreign`)."""

__all__ = ["Cute", "CuteNvgpu", "CuteType", "CuteTypeBase", "CuteAttr", "TYPES", "TENSOR_TYPES", "ATTRS", "cute_type",
           "kind_of"]
