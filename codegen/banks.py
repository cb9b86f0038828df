"""Shared-memory bank conflicts: the model and its proof.

Model (NVIDIA shared memory since Maxwell; Hopper alike): 32 banks, each 4
bytes wide; word ``w`` (byte address // 4) lives in bank ``w mod 32``.  A warp
instruction in which each lane accesses ``b`` bytes is served in phases of
``min(32, 128 // b)`` consecutive lanes (one phase for ``b <= 4``; half-warps
for 8-byte and quarter-warps for 16-byte accesses).  An instruction is
conflict-free when, within every phase, two lanes that touch the same bank
touch the same word (a broadcast).

An :class:`Access` is one shared-memory access of a kernel: its element
offset as an :class:`~codegen.emit.IndexFunction` of the lane's thread index
``t`` and of loop indices fixed per instruction.  :func:`prove_conflict_free`
checks every instruction of every warp.
"""
from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import Sequence

from solver.expr import Const

from .errors import CodegenError
from .pyeval import compile_expr

__all__ = ["Access", "BankProof", "prove_conflict_free", "BANK_MODEL", "conflicts"]

BANKS, BANK_BYTES, WARP = 32, 4, 32
BANK_MODEL = ("32 banks x 4 bytes; a warp's b-byte accesses are served in phases of min(32, 128/b) "
              "consecutive lanes; conflict-free = in each phase, lanes on one bank touch one word")


@dataclass(frozen=True)
class Access:
    """A shared-memory access: ``fn`` gives the element offset; ``vector`` elements per lane
    (one instruction moves them all); ``thread`` names the thread-index input of ``fn``;
    ``pinned`` inputs take one value (a vector's lane 0); every other input is fixed per
    instruction and ranges over its extent."""

    name: str
    fn: object                   # IndexFunction
    elem_bytes: int
    vector: int = 1
    thread: str = "t"
    pinned: tuple[tuple[str, int], ...] = ()

    @property
    def lane_bytes(self) -> int:
        return self.elem_bytes * self.vector


@dataclass(frozen=True)
class BankProof:
    status: str                  # proved | refuted
    backend: str
    accesses: tuple[str, ...]
    seconds: float
    detail: str = ""

    def comment(self) -> str:
        text = (f"bank conflicts ({BANK_MODEL}): {self.status} conflict-free by {self.backend} "
                f"for {', '.join(self.accesses)} in {self.seconds:.3f} s")
        return f"{text}; {self.detail}" if self.detail else text


def conflicts(access: Access, threads: int) -> "str | None":
    """The first conflicting instruction of ``access`` (as text), or ``None`` when there is none."""
    fn = access.fn
    pinned = dict(access.pinned)
    fixed = [x for x in fn.inputs if x.name != access.thread and x.name not in pinned]
    for x in fixed:
        if not isinstance(x.extent, Const):
            raise CodegenError(f"bank analysis of {access.name} needs static loop extents")
    names = [x.name for x in fn.inputs]
    offset = compile_expr(fn.expr, names)
    phase = min(WARP, max(1, 128 // access.lane_bytes))
    nbytes = access.lane_bytes
    for values in itertools.product(*(range(x.extent.value) for x in fixed)):
        env = dict(zip((x.name for x in fixed), values), **pinned)
        for first in range(0, threads, phase):
            owner: dict[int, int] = {}
            for lane in range(first, min(first + phase, threads)):
                env[access.thread] = lane
                byte = offset(*(env[n] for n in names)) * access.elem_bytes
                for w in range(byte // BANK_BYTES, (byte + nbytes - 1) // BANK_BYTES + 1):
                    if owner.setdefault(w % BANKS, w) != w:
                        return (f"{access.name}: threads {first}..{lane} at {env} "
                                f"touch words {owner[w % BANKS]} and {w} of bank {w % BANKS}")
    return None


def prove_conflict_free(accesses: Sequence[Access], threads: int) -> BankProof:
    """Check every instruction of every warp of a block of ``threads`` threads.

    The domain (threads x per-instruction loop indices) is finite and static, so
    enumerating it decides the property exactly; a conflict raises :class:`CodegenError`."""
    start = time.perf_counter()
    for a in accesses:
        bad = conflicts(a, threads)
        if bad is not None:
            raise CodegenError(f"shared-memory bank conflict: {bad}")
    return BankProof("proved", "enumeration", tuple(a.name for a in accesses), time.perf_counter() - start)
