"""A launch-time choice between two kernels of one copy (issue 24, item 5): a word-wrapped 2-byte
transpose with symbolic strides and its aligned twin, each with its own register budget.

The planner's plan of a symbolic bf16 transpose (``(M,N):(N,1) -> (M,N):(1,M)``) holds two paths in
one kernel: the 16-byte vector path (taken at launch where ``8 | N``, ``8 | M`` and both pointers
are 16-byte aligned) and the word-wrapped path (:mod:`codegen.kernels.words`) for every other
launch.  A kernel's registers are the most that any of its paths needs, so the vector path ran with
the word path's 64 registers and a spill at 4 blocks per multiprocessor (81% of ``copy_`` at 16384^2,
against 93% for the same tile's vector path in a kernel of its own; benchmarks/RESULTS.md).
:func:`split` makes the two paths two kernels:

* the **word kernel**: the plan without its vector path (dst pairs on the sheared path, as the
  planner gives every plan that has no vector path), generated and proven under the user's
  assumptions only, so it is correct for every value and pointer;
* the **aligned kernel**: a tiled plan over :data:`ALIGNED_TILE` with the vector path for interior
  tiles and one element per access for boundary tiles (no shear), generated and proven under the
  user's assumptions plus :func:`vector_facts` (``N % 8 == 0``, ``M % 8 == 0``: so its vector
  accesses need no divisibility test, only the pointers' alignment, which it still tests itself).

The word kernel's :attr:`~codegen.kernels.csource.CopyKernel.aligned` is the aligned kernel:
``launch_spec(values)`` attaches its spec only where ``values`` meet every assumption it was
proven under (:meth:`~codegen.kernels.csource.CopyKernel.holds`), and the launcher
(:class:`~codegen.launch.LoadedKernel`) runs it only for pointers aligned to its 16 bytes.  Each
kernel is correct wherever it is launched, so the choice is too: it picks the faster one.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

from cute_sym.tuples import Dyn, is_int

from ..errors import CodegenError
from .csource import CopyKernel
from .dtypes import DType
from .plan import Staging
from .planner import paired_staging
from .smem import conflict_free
from .tiles import TiledPlan, tile_size

__all__ = ["split", "vector_facts", "words_plan", "aligned_plan", "ALIGNED_TILE", "SPLIT", "VEC"]

SPLIT = True
"""Whether :func:`~codegen.kernels.copy.copy_kernel` splits a planned word-wrapped kernel with a
launch-checked vector path into the word kernel and its aligned twin (off: one kernel, both paths)."""
ALIGNED_TILE = (128, 128, 512, 2)
"""(TD, TS, threads, blocks per multiprocessor (0: the kernel's default)) of the aligned kernel: the
fastest of the H200 sweep at symbolic bf16 16384^2 (benchmarks/RESULTS.md, "Split bf16 transposes
(H200)": 97% of ``copy_``; (64, 128) x 256 at 4 blocks 96%, x 512 at 3 blocks 96% but at 2 blocks 83%,
(128, 64) 94%); 64 registers, no spill."""
VEC = 8
"""Elements of the aligned kernel's vectors (16 bytes of bf16)."""


def vector_facts(plan: TiledPlan) -> "tuple[str, ...] | None":
    """``d % 8 == 0`` for each stride the vector path steps over (src's off ``p``, dst's off ``q``)
    that is a symbolic name; ``None`` where one is neither static nor a name (no split), ``()``
    where there is none (nothing to choose)."""
    m = plan.modes
    facts = []
    for k, d in [*((k, d) for k, d in enumerate(m.src) if k != plan.p), *((k, d) for k, d in enumerate(m.dst) if k != plan.q)]:
        if is_int(d):
            continue
        if not (isinstance(d, Dyn) and getattr(d.expr, "is_Symbol", False)):
            return None
        facts.append(f"{d.expr} % {VEC} == 0")
    return tuple(dict.fromkeys(facts))


def words_plan(plan: TiledPlan) -> "TiledPlan | None":
    """``plan`` without its vector path (dst pairs where they fit), still word-wrapped; else ``None``."""
    try:
        scalar = paired_staging(plan.scalar, plan.shear, plan.scalar.elem_bytes, plan.modes.dst[plan.q])
        out = dataclasses.replace(plan, vector=None, scalar=scalar)
    except CodegenError:
        return None
    return out if out.worded else None


def aligned_plan(plan: TiledPlan) -> "TiledPlan | None":
    """The aligned kernel's plan over :data:`ALIGNED_TILE` (vectors of :data:`VEC` both sides in
    interior tiles, boundary tiles one element per access, unsheared); ``None`` where it does not fit."""
    td, ts, nt, bps = ALIGNED_TILE
    m = plan.modes
    tile = (tile_size(m.shape[plan.q], td), tile_size(m.shape[plan.p], ts))
    try:
        vector = conflict_free(Staging(tile, VEC, VEC, 2, nt), 2)
        scalar = conflict_free(Staging(tile, 1, 1, 2, nt), 2)
        return TiledPlan(m, plan.q, plan.p, scalar, vector, False, plan.order, bps)
    except CodegenError:
        return None


def _splits(plan: Any, dt: DType) -> bool:
    return (SPLIT and isinstance(plan, TiledPlan) and plan.worded and plan.vector is not None and dt.bytes == 2
            and plan.vector.vec_src == plan.vector.vec_dst == VEC)


def split(src: Any, dst: Any, dt: DType, plan: Any, name: str, assume: tuple, verify: bool,
          build: Callable[..., CopyKernel]) -> "CopyKernel | None":
    """The word kernel of ``plan`` with its aligned twin attached (module docstring), each built by
    ``build(src, dst, dt, plan, name, assume, verify)`` (the tiled kernel generator); ``None`` where
    ``plan`` is not a word-wrapped 2-byte plan with a launch-checked 16-byte vector path."""
    if not _splits(plan, dt):
        return None
    facts, words, aligned = vector_facts(plan), words_plan(plan), aligned_plan(plan)
    if not facts or words is None or aligned is None:
        return None
    w = build(src, dst, dt, words, name, assume, verify)
    v = build(src, dst, dt, aligned, f"{name}_v", tuple(dict.fromkeys((*assume, *facts))), verify)
    if v.params != w.params or "v" not in v.parts.get("paths", {}):
        raise CodegenError(f"the aligned kernel {v.name} does not take the word kernel's parameters")
    v = dataclasses.replace(v, src_align=VEC * dt.bytes, dst_align=VEC * dt.bytes)
    what = v.source.splitlines()[2].removeprefix("// plan: ")
    choice = (f"; launch-time choice: where {', '.join(facts)} and both pointers are {VEC * dt.bytes}-byte "
              f"aligned, the kernel {v.name} (generated and proven under those facts: {what})")
    lines = w.source.split("\n")
    lines[2] += choice
    return dataclasses.replace(w, source="\n".join(lines), aligned=v)
