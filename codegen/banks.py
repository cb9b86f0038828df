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
asks the solver for two conflicting lanes of any instruction of any warp
(none: proved); :func:`conflicts` decides the same by enumeration, fast
enough to search shared-memory layouts with.
"""
from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import Iterable, Sequence

from cute_sym.banks import BANK_BYTES, BANKS
from solver.expr import Const, compile_expr
from solver.simplify import log2_exact

from .errors import CodegenError

__all__ = ["Access", "BankProof", "prove_conflict_free", "BANK_MODEL", "conflicts", "phase_lanes", "phase_banks",
           "BANKS", "BANK_BYTES", "WARP"]

WARP = 32
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


def phase_lanes(lane_bytes: int) -> int:
    """Lanes per phase for ``lane_bytes``-byte accesses: ``min(32, 128 / b)`` (the model above)."""
    return min(WARP, max(1, 128 // lane_bytes))


def phase_banks(starts: Iterable[tuple[int, int]], nbytes: int) -> dict[int, dict[int, int]]:
    """One phase: ``bank -> {word: first lane touching it}`` for lanes ``(lane, byte address)``
    each touching ``nbytes`` bytes; a bank with two words is a conflict (its degree: the count)."""
    banks: dict[int, dict[int, int]] = {}
    for lane, byte in starts:
        for w in range(byte // BANK_BYTES, (byte + nbytes - 1) // BANK_BYTES + 1):
            banks.setdefault(w % BANKS, {}).setdefault(w, lane)
    return banks


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
    phase = phase_lanes(access.lane_bytes)
    for values in itertools.product(*(range(x.extent.value) for x in fixed)):
        env = dict(zip((x.name for x in fixed), values), **pinned)

        def byte(lane: int) -> int:
            env[access.thread] = lane
            return offset(*(env[n] for n in names)) * access.elem_bytes
        for first in range(0, threads, phase):
            lanes = range(first, min(first + phase, threads))
            for bank, words in phase_banks(((t, byte(t)) for t in lanes), access.lane_bytes).items():
                if len(words) > 1:
                    (w1, l1), (w2, l2) = list(words.items())[:2]
                    return (f"in {access.name}: threads {l1} and {l2} at {dict(env, **{access.thread: l2})} "
                            f"touch words {w1} and {w2} of bank {bank}")
    return None


def _query(access: Access, threads: int):
    """The solver query whose solutions are bank conflicts of ``access``: two lanes of one
    phase (same fixed inputs) touching words ``w1 != w2`` with ``w1 = w2 (mod 32)``."""
    from solver.encode import Encoder
    from solver.expr import substitute
    from solver.formula import conj, eq, lt, ne
    enc = Encoder()
    lanes = [enc.variable(f"lane{k}", 0, threads) for k in (1, 2)]
    env = {name: Const(v) for name, v in access.pinned}
    for x in access.fn.inputs:
        if x.name != access.thread and x.name not in env:
            env[x.name] = enc.variable(f"in_{x.name}", 0, x.extent)
    span = max(1, access.lane_bytes // BANK_BYTES)
    words = []
    for k, lane in enumerate(lanes, 1):       # powers of two: shifts and masks keep the query bitwise
        offset = substitute(access.fn.expr, {**env, access.thread: lane})
        words.append(((offset * access.elem_bytes) >> log2_exact(BANK_BYTES)) + enc.variable(f"word{k}", 0, span))
    phase = phase_lanes(access.lane_bytes)
    a, b = lanes
    w1, w2 = words
    same_phase = eq(a >> log2_exact(phase), b >> log2_exact(phase))
    return enc.query(conj(same_phase, lt(a, b), eq(w1 & (BANKS - 1), w2 & (BANKS - 1)), ne(w1, w2)))



def _recheck(access: Access):
    names = [x.name for x in access.fn.inputs]
    offset = compile_expr(access.fn.expr, names)

    def recheck(model: dict) -> tuple:
        env = {n: model.get(f"in_{n}", 0) for n in names}
        env.update(dict(access.pinned))
        touched = []
        for k in (1, 2):
            env[access.thread] = model[f"lane{k}"]
            byte = offset(*(env[n] for n in names)) * access.elem_bytes
            touched.append((model[f"lane{k}"], byte // BANK_BYTES + model[f"word{k}"]))
        (l1, w1), (l2, w2) = touched
        conflict = w1 != w2 and w1 % BANKS == w2 % BANKS
        info = {"access": access.name, "threads": (l1, l2), "words": (w1, w2), "inputs": env}
        return conflict, info if conflict else "no conflict at the model"
    return recheck


def prove_conflict_free(accesses: Sequence[Access], threads: int, timeout: float = 30.0) -> BankProof:
    """Prove with the solver that no instruction of any warp of a block of ``threads``
    threads has a bank conflict; a conflict or a failed proof raises :class:`CodegenError`."""
    from solver.proof import decide
    start = time.perf_counter()
    backends = []
    for a in accesses:
        proof = decide(f"{a.name} is bank-conflict-free", lambda a=a: _query(a, threads), _recheck(a),
                       timeout=timeout)
        if proof.status == "refuted":
            c = proof.counterexample
            (l1, l2), (w1, w2) = c["threads"], c["words"]
            raise CodegenError(f"shared-memory bank conflict in {a.name}: threads {l1} and {l2} touch words "
                               f"{w1} and {w2} of bank {w1 % BANKS} (inputs {c['inputs']})")
        if not proof.proved:
            raise CodegenError(f"could not prove {a.name} bank-conflict-free: {proof.reason}")
        backends.append(proof.backend)
    return BankProof("proved", "+".join(sorted(set(backends))), tuple(a.name for a in accesses),
                     time.perf_counter() - start)
