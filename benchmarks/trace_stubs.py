"""Stubs that let NVIDIA's CuTe DSL examples trace on a machine with no GPU and no torch
(used by ``benchmarks/trace_examples.py``, issue 23 item 7).

- ``torch`` (and ``torch.*``): imported by many examples only for the host harness (random
  inputs, the reference check); stubbed even where torch is installed (``CUTE_SYM_TRACE_REAL_TORCH=1``
  keeps the real one).  The stub module answers every attribute with an inert
  :class:`Inert` object, so ``import torch``, ``torch.float16`` in a dict, ``torch.Tensor`` in a
  signature and ``import cutlass.torch`` succeed; nothing the traced kernel uses comes from it.
- ``cutlass.utils.HardwareInfo``: the SM count and the maximum of active clusters are asked of
  the device; the stub answers for the architecture traced (:data:`SM_COUNT`).
- ``cutlass.cute.runtime.from_dlpack`` is never called: the builders give fake tensors.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
import types
from typing import Any

SM_COUNT = {"sm_80": 108, "sm_90a": 132, "sm_100a": 148, "sm_103a": 148, "sm_120a": 84}
"""SMs of the A100, H100 SXM, B200, B300 and RTX 5090, the boards NVIDIA's examples name."""


class Inert:
    """An object every operation accepts and answers with another inert object."""

    def __init__(self, name: str = "torch") -> None:
        self._name = name

    def __getattr__(self, item: str) -> "Inert":
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        return Inert(f"{self._name}.{item}")

    def __call__(self, *args: Any, **kwargs: Any) -> "Inert":
        return Inert(f"{self._name}()")

    def __getitem__(self, item: Any) -> "Inert":
        return Inert(f"{self._name}[]")

    def __mro_entries__(self, bases: tuple) -> tuple:  # ``class X(torch.nn.Module)``
        return (object,)

    def __iter__(self):
        return iter(())

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return f"<stub {self._name}>"

    def __hash__(self) -> int:
        return hash(self._name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Inert) and other._name == self._name

    def __or__(self, other: Any) -> "Inert":  # ``torch.Tensor | None`` in annotations
        return self

    __ror__ = __or__


class _StubModule(types.ModuleType):
    def __getattr__(self, item: str) -> Any:
        if item.startswith("__") and item.endswith("__"):
            raise AttributeError(item)
        return Inert(f"{self.__name__}.{item}")


class _TorchFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``torch`` and its submodules as :class:`_StubModule`."""

    ROOTS = ("torch", "torchvision", "cupy", "jax", "tvm_ffi")

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> Any:
        if fullname.split(".")[0] in self.ROOTS:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec: Any) -> types.ModuleType:
        mod = _StubModule(spec.name)
        mod.__path__ = []  # a package: ``import torch.nn.functional`` works
        mod.__version__ = "0.0+stub"
        return mod

    def exec_module(self, module: types.ModuleType) -> None:
        return None


def install(arch: str) -> None:
    """Install the stubs for tracing on ``arch`` (``sm_80``, ``sm_90a``, ``sm_100a``...)."""
    if not os.environ.get("CUTE_SYM_TRACE_REAL_TORCH"):  # the stub even where torch is installed:
        sys.meta_path.insert(0, _TorchFinder())          # the same modules on every machine
    sms = SM_COUNT.get(arch, 132)
    import cutlass.utils as cutlass_utils
    from cutlass.utils import hardware_info

    class HardwareInfo:
        """The device's answers for ``arch``, without a device."""

        def __init__(self, device_id: int = 0) -> None:
            self.device_id = device_id

        def get_max_active_clusters(self, cluster_size: int, *args: Any, **kwargs: Any) -> int:
            return max(1, sms // max(1, int(cluster_size)))

        def get_device_multiprocessor_count(self) -> int:
            return sms

        def get_l2_cache_size_in_bytes(self) -> int:
            return 50 * 1024 * 1024

    hardware_info.HardwareInfo = HardwareInfo
    cutlass_utils.HardwareInfo = HardwareInfo
