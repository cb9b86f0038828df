"""Bank conflicts of a shared-memory access given by layouts (``cute-sym banks SMEM ACCESS``).

``SMEM`` is the shared-memory layout (a layout or a swizzled ``S o off o L``): a
coordinate of its domain to an element offset.  ``ACCESS`` is the thread-value layout of
the access: ``(thread, value)`` to SMEM's domain (an index, or a coordinate when its strides
are scaled bases); a rank-1 ``ACCESS`` gives each thread one value.  Every warp (32
consecutive threads) issues one instruction per group of ``vector`` values; a lane moves
``vector`` consecutive, aligned elements at once (by default the largest such vector of
at most 16 bytes).  The model is :mod:`codegen.banks`': the lanes of an instruction are
served in phases of ``min(32, 128 / b)`` lanes for ``b``-byte accesses, and the *degree*
of a phase is the largest number of distinct 4-byte words it touches in one bank (1:
no conflict; one word read by many lanes is a broadcast).

:func:`check_banks` computes every phase's degree by evaluating the layouts themselves
(every thread, every value) and, when no phase conflicts, proves it again with the solver
over the index expression of ``SMEM o ACCESS`` (:func:`~codegen.banks.prove_conflict_free`);
a conflict comes with its degree, two threads, their words and the bank.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from cute_sym.composed import ComposedLayout
from cute_sym.dtypes import element_bytes, element_type
from cute_sym.layout import Layout
from cute_sym.tuples import format_htuple, is_int, is_tuple, product
from solver.expr import Const, Expr, Var, as_expr

from .banks import BANK_MODEL, WARP, Access, phase_banks, phase_lanes, prove_conflict_free
from .errors import CodegenError
from .signature import Input, Signature, layout_expr
from .simplify import simplify

__all__ = ["PhaseConflict", "BankReport", "check_banks"]

MAX_VECTOR_BYTES = 16


@dataclass(frozen=True)
class PhaseConflict:
    """A phase that conflicts: instruction ``group`` of ``warp``, lanes ``lanes`` (first, last
    thread), its degree, and a witness: two threads touching ``words`` of ``bank``."""

    group: int
    warp: int
    lanes: tuple[int, int]
    degree: int
    threads: tuple[int, int]
    words: tuple[int, int]
    bank: int

    def text(self) -> str:
        t0, t1 = self.threads
        w0, w1 = self.words
        return (f"instruction {self.group}, threads {self.lanes[0]}-{self.lanes[1]}: {self.degree}-way; "
                f"threads {t0} and {t1} touch words {w0} and {w1} of bank {self.bank}")


@dataclass(frozen=True)
class BankReport:
    """The verdict on one access: ``proved`` conflict-free, or ``refuted`` with every
    conflicting phase; ``degree`` is the worst phase's (1 when conflict-free)."""

    status: str
    backend: str
    seconds: float
    smem: Any
    access: Layout
    dtype: str
    elem_bytes: int
    vector: int
    threads: int
    groups: int
    phase_lanes: int
    degree: int
    conflicts: tuple[PhaseConflict, ...]

    @property
    def lane_bytes(self) -> int:
        return self.elem_bytes * self.vector

    def summary(self) -> str:
        per_warp = min(self.threads, WARP)
        return (f"{self.threads} threads, {self.lane_bytes}-byte accesses ({self.vector} x {self.dtype}): "
                f"{self.groups} instruction(s) per warp, {max(1, per_warp // self.phase_lanes)} phase(s) "
                f"of {min(self.phase_lanes, per_warp)} lanes")

    def text(self, limit: int = 8) -> str:
        if self.status == "proved":
            head = f"proved: conflict-free [{self.backend}, {self.seconds:.3f} s]"
        else:
            head = f"refuted: {self.degree}-way bank conflicts [{self.backend}, {self.seconds:.3f} s]"
        lines = [head, f"  {self.summary()}"]
        lines += [f"  {c.text()}" for c in self.conflicts[:limit]]
        if len(self.conflicts) > limit:
            lines.append(f"  ... and {len(self.conflicts) - limit} more conflicting phase(s)")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        return {"status": self.status, "backend": self.backend, "seconds": round(self.seconds, 4),
                "smem": str(self.smem), "access": str(self.access), "dtype": self.dtype,
                "elem_bytes": self.elem_bytes, "vector": self.vector, "threads": self.threads,
                "instructions_per_warp": self.groups, "phase_lanes": self.phase_lanes, "degree": self.degree,
                "model": BANK_MODEL,
                "conflicts": [{"instruction": c.group, "warp": c.warp, "lanes": list(c.lanes), "degree": c.degree,
                               "threads": list(c.threads), "words": list(c.words), "bank": c.bank}
                              for c in self.conflicts]}


@dataclass(frozen=True)
class _Offsets:
    """The element offset of lane ``t`` in instruction ``g`` as an index expression (what
    :class:`~codegen.banks.Access` needs of an index function: ``inputs`` and ``expr``)."""

    inputs: tuple[Input, ...]
    expr: Expr


def _check_operands(smem: Any, access: Any) -> None:
    if not isinstance(smem, (Layout, ComposedLayout)):
        raise CodegenError(f"the shared-memory layout must be a layout or a composed layout, got {smem!r}",
                           operand="SMEM")
    if not isinstance(access, Layout) or access.rank() > 2:
        raise CodegenError(f"the access must be a (thread, value) layout of rank 1 or 2, got {access}",
                           operand="ACCESS")
    for what, value in (("SMEM", smem), ("ACCESS", access)):
        if not value.is_static():
            raise CodegenError(f"{value} has dynamic leaves: shared-memory layouts are static", operand=what)


def _in_domain(x: Any, shape: Any) -> bool:
    if is_int(x):
        return 0 <= x < product(shape)
    return is_tuple(x) and is_tuple(shape) and len(x) == len(shape) and all(map(_in_domain, x, shape))


def _offsets(smem: Any, access: Layout, threads: int, values: int) -> list[list[int]]:
    """``off[t][v] = SMEM(ACCESS(t, v))``, each ``ACCESS(t, v)`` checked to lie in SMEM's domain."""
    out = []
    for t in range(threads):
        row = []
        for v in range(values):
            x = access(t, v) if access.rank() == 2 else access(t)
            if not _in_domain(x, smem.shape):
                raise CodegenError(f"thread {t} value {v} maps to {format_htuple(x)}, outside the domain "
                                   f"{format_htuple(smem.shape)} of the shared-memory layout", operand="ACCESS")
            row.append(smem(x))
        out.append(row)
    return out


def _vector_fault(off: list[list[int]], n: int, elem_bytes: int) -> "str | None":
    """Why lanes cannot move ``n`` values per instruction (not consecutive or not aligned), or ``None``."""
    values = len(off[0])
    if values % n:
        return f"{values} values per thread are not a multiple of {n}"
    for t, row in enumerate(off):
        for g in range(0, values, n):
            if any(row[g + i] != row[g] + i for i in range(n)):
                return f"thread {t}'s values {g}..{g + n - 1} are not consecutive in shared memory"
            if (row[g] * elem_bytes) % (n * elem_bytes):
                return f"thread {t}'s values {g}..{g + n - 1} start at byte {row[g] * elem_bytes}, not aligned to {n * elem_bytes}"
    return None


def _choose_vector(off: list[list[int]], elem_bytes: int, vector: "int | None") -> int:
    if vector is not None:
        if not is_int(vector) or vector < 1 or vector & (vector - 1) or vector * elem_bytes > MAX_VECTOR_BYTES:
            raise CodegenError(f"a vector is a power of two of at most {MAX_VECTOR_BYTES} bytes, got {vector!r} "
                               f"elements of {elem_bytes} bytes", operand="--vector")
        if (why := _vector_fault(off, vector, elem_bytes)) is not None:
            raise CodegenError(f"{vector}-element vectors: {why}", operand="--vector")
        return vector
    n = MAX_VECTOR_BYTES // elem_bytes
    while n > 1 and _vector_fault(off, n, elem_bytes) is not None:
        n //= 2
    return max(n, 1)


def _phases(off: list[list[int]], elem_bytes: int, vector: int) -> list[PhaseConflict]:
    """Every conflicting phase, each with its degree and a witness (by evaluation)."""
    threads, groups = len(off), len(off[0]) // vector
    nbytes, lanes = elem_bytes * vector, phase_lanes(elem_bytes * vector)
    found = []
    for g in range(groups):
        for first in range(0, threads, lanes):
            last = min(first + lanes, threads) - 1
            banks = phase_banks(((t, off[t][g * vector] * elem_bytes) for t in range(first, last + 1)), nbytes)
            bank, words = max(banks.items(), key=lambda kv: (len(kv[1]), -kv[0]))
            if len(words) > 1:
                (w0, t0), (w1, t1) = list(words.items())[:2]
                found.append(PhaseConflict(g, first // WARP, (first, last), len(words), (t0, t1), (w0, w1), bank))
    return found


def _access_expr(smem: Any, access: Layout, threads: int, groups: int, vector: int) -> _Offsets:
    """``SMEM(ACCESS(t, g * vector))`` over the lane ``t`` and the instruction ``g``."""
    sig = Signature()
    t, g = Var("t"), Var("g")
    point = (t, g * Const(vector)) if access.rank() == 2 else t
    expr = layout_expr(smem, layout_expr(access, point, sig), sig)
    ranges = {"t": (0, threads - 1), "g": (0, groups - 1)}
    return _Offsets((Input("t", Const(threads)), Input("g", Const(groups))), simplify(as_expr(expr), ranges))


def check_banks(smem: Any, access: Layout, dtype: str = "float", vector: "int | None" = None,
                timeout: float = 30.0) -> BankReport:
    """The bank conflicts of the access ``ACCESS: (thread, value) -> SMEM's domain`` to the
    shared-memory layout ``smem`` with elements of ``dtype`` (module docstring)."""
    start = time.perf_counter()
    _check_operands(smem, access)
    name, nbytes = element_type(dtype), element_bytes(dtype)
    threads = product(access.shape[0]) if access.rank() == 2 else access.size()
    values = product(access.shape[1]) if access.rank() == 2 else 1
    off = _offsets(smem, access, threads, values)
    vec = _choose_vector(off, nbytes, vector)
    found = _phases(off, nbytes, vec)
    groups = values // vec
    common = dict(smem=smem, access=access, dtype=name, elem_bytes=nbytes, vector=vec, threads=threads,
                  groups=groups, phase_lanes=phase_lanes(nbytes * vec))
    if found:
        return BankReport("refuted", "enumeration", time.perf_counter() - start,
                          degree=max(c.degree for c in found), conflicts=tuple(found), **common)
    fn = _access_expr(smem, access, threads, groups, vec)
    try:
        proof = prove_conflict_free([Access(f"{access} into {smem}", fn, nbytes, vec)], threads, timeout)
        backend = proof.backend
    except CodegenError as e:
        if "bank conflict in" in str(e):     # the solver found what the evaluation did not: a bug, said so
            raise CodegenError(f"internal disagreement on {access} into {smem}: {e.reason}") from None
        backend = "enumeration"              # the solver ran out of time; the evaluation of every lane stands
    return BankReport("proved", backend, time.perf_counter() - start, degree=1, conflicts=(), **common)

