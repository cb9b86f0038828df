"""Choose the shared-memory layout of a staged copy: a swizzle (or a padding) under
which both phases' accesses are proven bank-conflict-free (:mod:`codegen.banks`)
and the load phase keeps its vector stores.

The tile is stored row-major, ``offset = a * pitch + b`` with ``b`` along src's
contiguous elements.  A ``Swizzle<B, M, S>`` XORs ``B`` row bits (from bit
``M + S``) into the column bits ``[M, M + B)``; ``M = log2(vec_src)`` keeps each
load-phase vector inside one aligned chunk.  Candidates are tried smallest ``M`` first
(``log2(vec_src)``, then one and two above it, for elements narrower than a bank word),
smallest ``B`` first; padded pitches come last -- except for a staging of one element per
access, whose rows are padded to an odd number of words first (its offsets stay linear, so
each access costs no XOR).
"""
from __future__ import annotations

import dataclasses
import functools
from typing import Iterator

from cute_sym.composed import Swizzle

from ..banks import Access, conflicts
from ..emit import emit_index
from ..errors import CodegenError
from ..simplify import log2_exact
from .plan import StagedPlan, Staging
from .vectors import shared_form

__all__ = ["shared_accesses", "conflict_free", "is_conflict_free"]



@functools.lru_cache(maxsize=256)
def _smem_function(layout, verify: bool):
    """The (static) shared-memory layout as an index function of ``(v, t, k)``, proven once per
    layout and process (stagings recur across kernels); callers rename it."""
    return emit_index(layout, name="cute_smem_offset", coord=("v", "t", "k"), verify=verify)


def _staging(plan: "StagedPlan | Staging") -> Staging:
    return plan.staging if isinstance(plan, StagedPlan) else plan


def shared_accesses(plan: "StagedPlan | Staging", elem_bytes: int, name: str = "cute_copy", verify: bool = False):
    """The two shared-memory accesses of ``plan`` (load-phase store, store-phase load) and
    the store's form (``vector`` or ``scalar``)."""
    sl, ss = _staging(plan).smem_layouts()
    store = dataclasses.replace(_smem_function(sl, verify), name=f"{name}_smem_store")
    load = dataclasses.replace(_smem_function(ss, verify), name=f"{name}_smem_load")
    form = shared_form(store, "v", plan.vec_src) if plan.vec_src > 1 else "vector"
    vec = plan.vec_src if form == "vector" else 1
    accesses = [Access("load-phase shared store", store, elem_bytes, vec,
                       pinned=(("v", 0),) if vec > 1 else ()),
                Access("store-phase shared load", load, elem_bytes, 1)]
    return accesses, form


def _candidates(plan: "StagedPlan | Staging") -> Iterator["StagedPlan | Staging"]:
    td, ts = plan.tile
    row = log2_exact(ts)                             # first row bit of an element offset
    if plan.vec_src == plan.vec_dst == 1:            # one element per access: a padded row of odd words
        for pad in dict.fromkeys((max(1, 4 // plan.elem_bytes), 1)):   # keeps the offsets linear (no XOR)
            yield dataclasses.replace(plan, swizzle=None, pad=pad)
    yield dataclasses.replace(plan, swizzle=None, pad=0)
    first = log2_exact(plan.vec_src)
    word = first + (log2_exact(max(1, 4 // (plan.vec_src * plan.elem_bytes))) or 0)   # a vector of a word at least
    for base in dict.fromkeys((word, first, first + 1, first + 2)):   # sub-word elements share a word
        for bits in range(1, 6):
            for shift in range(max(bits, row - base), row - base + 4):
                if (1 << (base + shift + bits)) <= td * ts and base + bits <= row:
                    yield dataclasses.replace(plan, swizzle=Swizzle(bits, base, shift), pad=0)
    for pad in (plan.vec_src, 1):
        yield dataclasses.replace(plan, swizzle=None, pad=pad)


def _free(accesses, threads: int) -> bool:
    # the first warp rejects most candidates quickly; a survivor is checked on every warp
    return all(conflicts(a, min(32, threads)) is None for a in accesses) and \
        all(conflicts(a, threads) is None for a in accesses)


def is_conflict_free(staging: Staging, elem_bytes: int) -> bool:
    """Are ``staging``'s two shared-memory accesses, as it stands, conflict-free?"""
    return _free(shared_accesses(staging, elem_bytes)[0], staging.threads)


def conflict_free(plan: "StagedPlan | Staging", elem_bytes: int) -> "StagedPlan | Staging":
    """``plan`` with the first shared-memory layout whose accesses are conflict-free and
    whose load-phase stores stay vectors; a :class:`CodegenError` when there is none."""
    tried = []
    for candidate in _candidates(plan):
        accesses, form = shared_accesses(candidate, elem_bytes)
        if form != "vector" and candidate.pad != 1:
            continue
        if _free(accesses, candidate.threads):
            return candidate
        tried.append(str(candidate.swizzle or f"pad {candidate.pad}"))
    raise CodegenError(f"no conflict-free shared-memory layout for tile {plan.tile} "
                       f"with {plan.threads} threads (tried {', '.join(tried)})")
