"""A generated GEMM kernel: its source, how to launch it, and what was proven."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .config import GemmConfig

__all__ = ["GemmKernel"]


@dataclass
class GemmKernel:
    """``C = A * B^T`` for the :class:`~.config.GemmConfig` ``config`` (arguments ``A, B, C``,
    device pointers; a TMA kernel takes the tensor maps of A and B instead)."""

    name: str
    source: str
    config: GemmConfig
    threads: int
    grid: tuple                            # (group, NB, Q): ints, or Dyn over the names
    smem_bytes: int
    functions: tuple                       # IndexFunction, each with its certificate
    facts: tuple                           # proofs.Fact: layout relations, coverage
    banks: Any                             # BankProof
    plan: str
    tma: tuple = ()                        # per tensor map: (operand, rows, cols, box_rows, box_cols, swizzle bytes)
    bounds: Any = None                     # bounds.BoundsProof
    notes: dict = field(default_factory=dict)

    @property
    def signature(self) -> str:
        """How to launch it: ``cute_gemm(A, B, C, M)`` (TMA kernels take tensor maps of A and B)."""
        ab = ["tmA", "tmB"] if self.tma else ["A", "B"]
        extra = [n for _t, n in self.config.extra_args]
        return f"{self.name}({', '.join([*ab, 'C', *extra, *self.config.params])})"

    def summary(self) -> dict:
        """JSON-friendly description: grid and sizes as integers or expressions of the names."""
        c = self.config
        show = lambda x: x if isinstance(x, int) else str(x)        # noqa: E731
        return {"name": self.name, "signature": self.signature, "grid": [show(x) for x in self.grid],
                "threads": self.threads, "smem_bytes": self.smem_bytes, "M": c.M, "N": c.N, "K": c.K,
                "params": list(c.params), "assume": list(c.assume), "preconditions": list(c.preconditions),
                "dtype": c.dtype, "arch": c.arch, "tma": [list(t) for t in self.tma]}

    def launch(self, values: Mapping[str, int] = {}) -> dict:
        """JSON-friendly launch parameters for the names' ``values`` (checked against the
        preconditions): grid, block, dynamic shared memory, tensor maps, the size arguments."""
        c = self.config
        sizes = c.check(values)
        dims = self.notes.get("tma_dims", {"a": ("M", "K"), "b": ("N", "K")})
        tma = [[op, *(sizes[d] for d in dims[op.lower()]), *rest] for op, _r, _c, *rest in self.tma]
        return {"name": self.name, "grid": list(c.grid_for(values)), "threads": self.threads,
                "smem_bytes": self.smem_bytes, **sizes, "args": [int(values[n]) for n in c.params],
                "params": list(c.params), "dtype": c.dtype, "arch": c.arch, "tma": tma}
