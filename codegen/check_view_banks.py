"""Bank conflicts of the copies through a thread's own shared-memory view (issue 23, item 8).

:mod:`codegen.check_banks` reads a tiled copy's TV layout; many shared-memory accesses go
through no tiled copy: ``cute.autovec_copy(tCrD, tCsC)`` of a tiled MMA's C partition
(``thr_mma.partition_C(sC)``), a view sliced per thread by hand.  :mod:`solver.check.views`
knows each such view exactly: its base, an expression of the thread index ``tid_x`` (and of
names every lane of a warp shares), and its layout.  Thread ``t``'s values are then at the
element offsets ``base(t) + L(v)``, ``v`` in the layout's order (the order ``cute.copy``
moves them: instruction ``j`` moves values ``j*n .. j*n+n-1`` of every lane, ``n`` the atom's
``<..., b>`` bits over the element's), and the phases of :mod:`codegen.banks` decide the
conflicts by evaluation, lane by lane, for every warp of the block.

Only what is known exactly is modelled: the base's names other than ``tid_x`` must be a common
shift of every lane (a term free of ``tid_x`` whose coefficients move whole 4-byte words, so
that it moves every lane's words by one amount and no bank relation changes); the layout static
and unswizzled (``S<0,m,s>`` is the identity); the block size stated.  A view of a tiled copy's
partition, and a copy the tiled-copy check judged, are left to that check.  A conflict is a
``warning`` (slower, not wrong) with its degree, two threads, their words and the bank.
"""
from __future__ import annotations

from typing import Any

import sympy

from cute_sym import ComposedLayout, Layout
from cute_sym.dialect.ops.base import type_text, value_of
from cute_sym.errors import CuteError
from cute_sym.tensor import MemRef
from cute_sym.tuples import product
from solver.check.races import block_threads
from cute_sym.dialect.walking import walk

__all__ = ["check_view_banks", "DTYPES"]

MAX_THREADS = 1024
DTYPES = {8: "int8", 16: "half", 32: "float", 64: "double"}
"""The element widths the bank model reads (bits -> :mod:`codegen.bank_check`'s dtype names)."""


def _plain(layout: Any) -> Layout | None:
    """A static layout without a swizzle (a composed layout whose swizzle is ``S<0,m,s>``)."""
    if isinstance(layout, ComposedLayout) and getattr(layout.inner, "bits", None) == 0 and layout.offset == 0 \
            and isinstance(layout.outer, Layout):
        layout = layout.outer
    return layout if isinstance(layout, Layout) and layout.is_static() else None


def _lane_offsets(base: Any, tid: sympy.Symbol, bits: int) -> "sympy.Expr | None":
    """``base`` in elements with its lane-independent part dropped, when that part is a common
    shift of whole 4-byte words (module docstring); ``None`` otherwise."""
    base = sympy.sympify(base)
    shared = sympy.expand(base.subs(tid, 0))
    lane = sympy.expand(base - shared)
    if lane.free_symbols - {tid}:
        return None                        # the lane's own part depends on other names
    for term in sympy.Add.make_args(shared):
        coeff, _ = term.as_coeff_Mul()
        if not coeff.is_Integer or int(coeff) % 32:
            return None                    # not whole words, or not a polynomial of the names
    if not isinstance(sympy.sympify(lane), sympy.Expr):
        return None
    return lane / bits


def check_view_banks(ctx: Any, judged: set) -> None:
    """Every ``cute.copy`` through a thread's exact shared-memory view (module docstring); ``judged``:
    the copies the tiled-copy check decided."""
    from .bank_check import _phases
    from solver.check.copies import atom_bits, partition_of
    views = ctx.cache.get("views")
    if views is None:
        return
    ev = views.ev
    for op in walk(ctx.pm.module):
        if op.name != "cute.copy" or len(op.operands) < 3 or op in judged:
            continue
        for side, v in (("reads", op.operands[1]), ("writes", op.operands[2])):
            place = views.places.get(v)
            if place is None or place.base is None or partition_of(v) is not None:
                continue               # a tiled copy's partition: its TV layout's check (check_banks)
            try:
                m = value_of(v.type)
            except CuteError:          # a type cute-sym does not model (a rational stride)
                continue
            if not isinstance(m, MemRef) or m.space != "smem" or m.iterator.swizzle is not None or place is None \
                    or place.base is None or m.iterator.bits not in DTYPES:
                continue
            try:
                _check(ctx, ev, op, side, v, m, place, atom_bits(op.operands[0].type) or m.iterator.bits, _phases)
            except (CuteError, TypeError, ValueError, ZeroDivisionError):
                continue               # a view the evaluation cannot place lane by lane: not modelled


def _check(ctx: Any, ev: Any, op: Any, side: str, v: Any, m: MemRef, place: Any, width: int, phases: Any) -> None:
    bits = m.iterator.bits
    layout = _plain(views_layout(ctx, v, m))
    base = sympy.sympify(place.base)
    names = {s.name for s in base.free_symbols}
    if layout is None or "tid_x" not in names or width % bits:
        return
    tid = next(s for s in base.free_symbols if s.name == "tid_x")
    threads = block_threads(ev, "tid_x")
    lane = _lane_offsets(base, tid, bits)
    if lane is None or threads is None or threads > MAX_THREADS or product(layout.shape) > 4096:
        return
    n = width // bits
    values = [layout(i) for i in range(product(layout.shape))]
    if len(values) % n or any(values[g + i] != values[g] + i for g in range(0, len(values), n) for i in range(n)):
        return                             # not the atom's vectors: the alignment check says so
    off = []
    for t in range(threads):
        start = lane.subs(tid, t)
        if not start.is_Integer:
            return
        off.append([int(start) + x for x in values])
    found = phases(off, bits // 8, n)
    if not found:
        return
    first = found[0]
    degree = max(c.degree for c in found)
    ctx.add(op, "warning", "banks",
            f"the copy {side} '{type_text(v.type)}' with {degree}-way bank conflicts: {first.text()}",
            [f"each thread's view: its first element at {sympy.sstr(lane)} elements past the common base "
             f"(tid_x = thread), layout {layout}; {threads} threads, {width // 8}-byte accesses"]
            + [c.text() for c in found[1:4]],
            {"degree": degree, "threads": list(first.threads), "words": list(first.words), "bank": first.bank,
             "lane_offset": sympy.sstr(lane), "layout": str(layout)})


def views_layout(ctx: Any, v: Any, m: MemRef) -> Any:
    """The view's layout: the evaluator's where the views family kept one, else the declared."""
    views = ctx.cache.get("views")
    got = views.layouts.get(v) if views is not None else None
    return got if got is not None else m.layout
