"""Write races through a thread's own view (issue 23, item 3: "two threads writing one element
with different values is the race to report").

:mod:`.tensors` reads races off a tiled copy's TV layout.  A view sliced per thread by hand
(``cute.composition(gC, tv_layout)[(tidx, None)]``, elementwise_apply) or a tiled MMA's
partition goes through no TV layout the checker sees; :mod:`.views` knows its base exactly,
an expression of ``tid_x`` and of names every thread of the block shares (block indices,
the host's sizes).  Two threads ``t1 != t2`` of one block whose bases are the same
expression -- equal for *every* value of the shared names -- write the same elements (the
view's layout is one type for all threads): an unmasked store of registers through it is a
race (``error`` ``race``, the two threads and the element), a store of what both read from
one element of memory a note.  Only unmasked accesses count (no ``scf.if`` around it, no
predicate), the block size must be stated, and the base may name no value the module
computes in ways not modelled (a per-thread value could tell the two threads apart).  A view of a
tiled copy's partition is left to the TV layout's check.
"""
from __future__ import annotations

import re
from typing import Any

import sympy
from xdsl.ir import Operation, SSAValue

from cute_sym.dialect.ops.base import type_text

__all__ = ["block_threads", "check_view_race"]

MAX_THREADS = 1024


def block_threads(ev: Any, name: str = "tid_x") -> int | None:
    """The block size the module states for ``name`` (its fact ``tid_x < N``), or ``None``."""
    for f in ev.facts:
        m = re.fullmatch(rf"{re.escape(name)} < (\d+)", f)
        if m:
            return int(m.group(1))
    return None


def _shared(ev: Any, name: str) -> bool:
    """``name`` has one value for every thread of a block: a block index, a host value."""
    if name.startswith("bid_"):
        return True
    return not name.startswith("tid_") and not re.match(r"[ibv]\d", name) and not ev.computed(name)


def check_view_race(views: Any, op: Operation, v: SSAValue, source_space: str) -> None:
    """The write of ``op`` through ``v`` by two threads with one base (module docstring)."""
    from .copies import partition_of
    place = views.places.get(v)
    ev = views.ev
    if place is None or place.base is None or partition_of(v) is not None:
        return                     # a tiled copy's partition: its TV layout decides (:mod:`.tensors`)
    base = sympy.sympify(place.base)
    tid = next((s for s in base.free_symbols if s.name == "tid_x"), None)
    if tid is None or not all(_shared(ev, s.name) for s in base.free_symbols - {tid}):
        return
    threads = block_threads(ev)
    if threads is None or threads > MAX_THREADS:
        return
    first: dict[Any, int] = {}
    for t in range(threads):
        key = sympy.expand(base.subs(tid, t))
        if key in first:
            _report(views, op, v, first[key], t, key, source_space)
            return
        first[key] = t


def _report(views: Any, op: Operation, v: SSAValue, t1: int, t2: int, at: Any, source_space: str) -> None:
    ctx, bits = views.ctx, views.bits(v.type) or 1
    alloc = views.places[v].alloc
    where = sympy.sstr(sympy.simplify(at / bits))
    same = source_space not in ("rmem", "")
    text = (f"threads {t1} and {t2} of one block write the same elements of {alloc.what} through "
            f"'{type_text(v.type)}': both views start at element {where}, for every value of the block's "
            f"shared names")
    notes = [f"the allocation: {alloc.what}", "the access is not masked (no scf.if on it, no predicate)",
             f"each thread's base (bits): {sympy.sstr(views.places[v].base)}"]
    detail = {"threads": [t1, t2], "element": where, "destination": str(type_text(v.type))}
    if same:
        ctx.add(op, "note", "race", f"a replicated store: {text}, each with what it read from memory", notes, detail)
    else:
        ctx.add(op, "error", "race", f"a write race: {text}, each storing its own registers", notes, detail)
