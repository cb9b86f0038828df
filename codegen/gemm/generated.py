"""A generated GEMM kernel: its source, how to launch it, and what was proven."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
    blocks: int
    smem_bytes: int
    functions: tuple                       # IndexFunction, each with its certificate
    facts: tuple                           # proofs.Fact: layout relations, coverage
    banks: Any                             # BankProof
    plan: str
    tma: tuple = ()                        # per tensor map: (operand, rows, cols, box_rows, box_cols, swizzle bytes)
    notes: dict = field(default_factory=dict)

    def launch(self) -> dict:
        """JSON-friendly launch parameters (grid, block, dynamic shared memory, tensor maps)."""
        return {"name": self.name, "blocks": self.blocks, "threads": self.threads, "smem_bytes": self.smem_bytes,
                "M": self.config.M, "N": self.config.N, "K": self.config.K, "dtype": self.config.dtype,
                "arch": self.config.arch, "tma": [list(t) for t in self.tma]}
