"""Tiled copies, tiled MMAs and copies (issue 13, item 2).

* **TV layouts.** A tiled copy's ``layout_copy_tv`` maps (thread, value) to an element of
  its tile (``tiler_mn``, of ``size`` elements): every pair must map inside the tile and every
  element be reached.  Two threads on one element (a stride-0 thread mode: each warp loads
  the same tile) are legal where the copy writes registers (a load); where a ``cute.copy``
  through it writes memory (:mod:`.copies`) they are a write race (``error`` ``race``, the two
  threads and the element), or a note when both store what they read from one source element.
  Races are read off the layout for the per-thread atoms (``universal_copy``,
  ``simt_async_copy``: both partitions follow the TV layout); a collective atom's layout
  (``ldsm``, ``stsm``, ``tmem_load``) is checked for its cover only.
  Static layouts are evaluated pair by pair (up to ``EVALUATE_PAIRS``), dynamic ones go to the
  solver.  A tiled MMA's thread layout ``atom_layout_MNK`` must be one-to-one (two threads never
  share an atom) and each mode of ``permutation_MNK`` a permutation of its extent: with
  the atom's own TV layouts (one-to-one, :mod:`solver.atoms`) this makes the tiled MMA's
  (thread, value) map one-to-one onto its tile.
* **Alignment.** A ``cute.copy`` whose atom moves ``b``-bit vectors (``<..., 128 b>``; the
  atom operand a tiled copy or a bare atom, ``make_copy_atom(..., num_bits_per_copy=128)``)
  needs, in the source and the destination in memory (``gmem``, ``smem``: registers have no
  address), each vector's ``b/8`` bytes contiguous in mode 0 of the tensor, every vector to
  start at a multiple of ``b/8`` bytes from the iterator, and the tensor's ``align<N>`` to be
  at least ``b/8``.
"""
from __future__ import annotations

from typing import Any

from xdsl.ir import Operation

from cute_sym import Layout
from cute_sym.dialect.ops.base import type_text, value_of
from cute_sym.dialect.types import CuteTypeBase
from cute_sym.errors import CuteError
from cute_sym.tensor import MemRef, TiledCopy, TiledMma
from cute_sym.tuples import Underscore, get, is_tuple, leaves, product

from .context import Context
from .values import is_static_value
from cute_sym.dialect.walking import walk

__all__ = ["check_tv", "check_align", "tv_fault", "tile_size"]

EVALUATE = 1 << 16
EVALUATE_PAIRS = 1 << 21
"""TV layouts of at most this many (thread, value) pairs are evaluated pair by pair."""


def tile_size(tiler: Any) -> int | None:
    """Elements of a tile ``[L0;L1;...]`` (the product of its modes' sizes), ``None`` if not static."""
    v = tiler.value
    modes = v if is_tuple(v) else (v,)
    n = 1
    for m in modes:
        if isinstance(m, Underscore) or is_tuple(m):
            return None
        s = product(m.shape)
        if not isinstance(s, int):
            return None
        n *= s
    return n


def _tv(layout: Layout, i: int) -> str:
    """``(t, v)`` of the integer coordinate ``i`` of a (thread, value) layout."""
    if layout.rank() >= 2:
        t_size = product(get(layout.shape, [0]))
        return f"(thread {i % t_size}, value {i // t_size})"
    return f"(thread {i})"


def tv_fault(layout: Layout, size: int) -> "tuple[str, dict] | None":
    """Why ``layout`` is not one-to-one onto ``[0, size)``, or ``None`` (static, by evaluation)."""
    n = product(layout.shape)
    seen: dict[int, int] = {}
    for i in range(n):
        x = layout(i)
        if not isinstance(x, int) or not 0 <= x < size:
            return (f"{_tv(layout, i)} maps to {x}, outside the {size}-element tile",
                    {"coordinate": i, "value": x if isinstance(x, int) else str(x)})
        if x in seen:
            j = seen[x]
            return (f"{_tv(layout, j)} and {_tv(layout, i)} both map to element {x} of the tile",
                    {"coordinates": [j, i], "value": x})
        seen[x] = i
    if len(seen) < size:
        missing = next(k for k in range(size) if k not in seen)
        return (f"element {missing} of the {size}-element tile is reached by no (thread, value): "
                f"{n} pairs for {size} elements", {"missing": missing, "pairs": n, "tile": size})
    return None


def _first_def(ctx: Context, t: CuteTypeBase) -> Operation | None:
    """The first cute op producing a value of type ``t`` (``cute.make_tiled_copy``, not an
    ``scf.if`` that yields it), else the first op producing one, else the first op using one (an
    operand, or an argument of a block of its regions); from one walk of the module (``ctx.cache``)."""
    index = ctx.cache.get("first ops by type")
    if index is None:
        cute_producers: dict = {}
        producers: dict = {}
        users: dict = {}
        for op in walk(ctx.pm.module):
            for r in op.results:
                producers.setdefault(r.type, op)
                if op.name.startswith("cute."):
                    cute_producers.setdefault(r.type, op)
            for o in op.operands:
                users.setdefault(o.type, op)
            for region in op.regions:
                for block in region.blocks:
                    for a in block.args:
                        users.setdefault(a.type, op)
        index = ctx.cache["first ops by type"] = (cute_producers, producers, users)
    for table in index:
        if (op := table.get(t)) is not None:
            return op
    return None


def _types(ctx: Context, kind: str) -> list[CuteTypeBase]:
    from cute_sym.dialect.reader import module_types
    if "module types" not in ctx.cache:
        ctx.cache["module types"] = module_types(ctx.pm.module)
    return [t for t in ctx.cache["module types"] if getattr(t, "kind", None) == kind]


def check_tv(ctx: Context) -> None:
    """Every tiled copy's and tiled MMA's thread-value layout (module docstring)."""
    for t in _types(ctx, "tiled_copy"):
        _copy(ctx, t)
    for t in _types(ctx, "tiled_mma"):
        _mma(ctx, t)


def tv_offsets(layout: Layout, limit: int = EVALUATE_PAIRS) -> "list[int] | None":
    """``layout(i)`` for every ``i`` in colexicographic order (a static layout of at most
    ``limit`` points; ``None`` otherwise): the sum over modes of ``k * stride``."""
    shape, stride = leaves(layout.shape), leaves(layout.stride)
    if not all(isinstance(x, int) for x in (*shape, *stride)) or product(layout.shape) > limit:
        return None
    offs = [0]
    for s, d in zip(shape, stride):
        offs = [o + k * d for k in range(s) for o in offs]
    return offs


def tv_cover_fault(layout: Layout, size: int, offs: list[int]) -> "tuple[str, dict] | None":
    """A (thread, value) outside ``[0, size)`` or an element no pair reaches (replication allowed)."""
    for i, x in enumerate(offs):
        if not 0 <= x < size:
            return (f"{_tv(layout, i)} maps to {x}, outside the {size}-element tile",
                    {"coordinate": i, "value": x})
    reached = set(offs)
    if len(reached) < size:
        missing = next(k for k in range(size) if k not in reached)
        return (f"element {missing} of the {size}-element tile is reached by no (thread, value)",
                {"missing": missing, "pairs": len(offs), "tile": size})
    return None


def tv_race(layout: Layout, offs: list[int]) -> "tuple[int, int, int] | None":
    """The first two coordinates of different threads on one element, ``(i, j, element)``."""
    t_size = product(get(layout.shape, [0])) if layout.rank() >= 2 else len(offs)
    first: dict[int, int] = {}
    for i, x in enumerate(offs):
        j = first.setdefault(x, i)
        if j != i and j % t_size != i % t_size:
            return j, i, x
    return None


def _copy(ctx: Context, t: CuteTypeBase) -> None:
    """Every (thread, value) of the tiled copy inside its tile, every element reached; two threads
    on one element only where no copy through it writes memory (:mod:`.copies`)."""
    from .copies import PER_THREAD_ATOMS, copy_uses
    tc: TiledCopy = t.value
    size = tile_size(tc.tiler)
    op = _first_def(ctx, t)
    tv = tc.layout_tv
    offs = tv_offsets(tv) if size is not None and is_static_value(tv) else None
    per_thread = getattr(tc.atom, "name", "") in PER_THREAD_ATOMS
    stores = [u for u in copy_uses(ctx).get(t, []) if u.writes_memory] if per_thread else []
    if offs is None:
        _tv_proof(ctx, op, t, tv, size, bool(stores))
        return
    fault = tv_cover_fault(tv, size, offs)
    if fault is not None:
        text, detail = fault
        ctx.add(op, "error", "tv", f"the tiled copy's TV layout {tv} does not cover its tile {tc.tiler}: {text}",
                [f"the tiled copy: '{type_text(t)}'"], {"layout_tv": str(tv), "tiler": str(tc.tiler), **detail})
        return
    race = tv_race(tv, offs) if stores else None
    if race is None:
        return
    i, j, x = race
    racing = [u for u in stores if not u.same_value]
    use = (racing or stores)[0]
    pairs = f"{_tv(tv, i)} and {_tv(tv, j)} both write element {x} of the tile {tc.tiler}"
    detail = {"layout_tv": str(tv), "tiler": str(tc.tiler), "coordinates": [i, j], "value": x,
              "threads": [_thread(tv, i), _thread(tv, j)], "destination": use.dst_space}
    if racing:
        ctx.add(use.op, "error", "race", f"a write race: the copy stores registers into '{type_text(use.op.operands[2].type)}' "
                                         f"through the TV layout {tv}, where {pairs}",
                [f"the tiled copy: '{type_text(t)}'", "a replicated (stride-0) thread mode is legal for a load "
                 "(the destination in registers), not for a store of registers"], detail)
    else:
        ctx.add(use.op, "note", "race", f"a replicated store: {pairs}, each with the value it read from the same "
                                        f"element of '{type_text(use.op.operands[1].type)}'",
                [f"the tiled copy: '{type_text(t)}'"], detail)


def _thread(layout: Layout, i: int) -> int:
    return i % product(get(layout.shape, [0])) if layout.rank() >= 2 else i


def _tv_proof(ctx: Context, op: Operation | None, t: CuteTypeBase, tv: Layout, size: int | None,
              store: bool = True) -> None:
    """A dynamic (or too large) TV layout: one-to-one by the solver; for a layout no copy stores
    through, its stride-0 modes dropped first (replicated threads: :func:`solver.atoms.prove_tv_onto`)."""
    from ..prove import prove_bijective
    if not store and is_static_value(tv) and size is not None:
        from ..atoms import prove_tv_onto
        p, _ = prove_tv_onto(tv, size, ctx.options.timeout)
        if p.status == "refuted":
            ctx.add(op, "error", "tv", f"the TV layout {tv} does not cover its {size}-element tile: {p.counterexample}",
                    detail={"counterexample": p.counterexample})
        elif p.status != "proved":
            ctx.add(op, "warning", "tv", f"the TV layout {tv} covers its tile: not decided ({p.reason})")
        return
    try:
        p = prove_bijective(tv, ctx.assume, ctx.options.timeout)
    except CuteError as e:
        ctx.add(op, "warning", "tv", f"the TV layout {tv} of '{type_text(t)}' could not be checked: {e.reason}")
        return
    if p.status == "refuted":
        ctx.add(op, "error", "tv", f"the TV layout {tv} is not one-to-one onto its tile: {p.counterexample}",
                detail={"counterexample": p.counterexample})
    elif p.status != "proved":
        ctx.add(op, "warning", "tv", f"the TV layout {tv} is one-to-one onto its tile: not decided ({p.reason})")
    elif size is not None and not is_static_value(tv):
        ctx.add(op, "warning", "tv", f"the TV layout {tv} is a bijection onto its codomain; that the codomain "
                                     f"is the {size}-element tile is not proven")


def _mma(ctx: Context, t: CuteTypeBase) -> None:
    mma: TiledMma = t.value
    op = _first_def(ctx, t)
    thr = mma.atom_layout
    if is_static_value(thr) and product(thr.shape) <= EVALUATE:
        n = product(thr.shape)
        seen: dict[int, int] = {}
        for i in range(n):
            x = thr(i)
            if x in seen:
                ctx.add(op, "error", "tv", f"the tiled MMA's atom layout {thr} is not one-to-one: atoms {seen[x]} "
                                           f"and {i} both get thread group {x}", [f"the tiled MMA: '{type_text(t)}'"],
                        {"atom_layout": str(thr), "coordinates": [seen[x], i], "value": x})
                break
            seen[x] = i
    perm = mma.permutation.value
    for k, m in enumerate(perm if is_tuple(perm) else (perm,)):
        if isinstance(m, Layout) and is_static_value(m) and product(m.shape) <= EVALUATE:
            fault = tv_fault(m, product(m.shape))
            if fault is not None:
                ctx.add(op, "error", "tv", f"mode {k} of the tiled MMA's permutation {mma.permutation} is not a "
                                           f"permutation of its extent: {fault[0]}", [f"the tiled MMA: '{type_text(t)}'"],
                        {"permutation": str(mma.permutation), "mode": k, **fault[1]})


# ---------------------------------------------------------------- alignment of copies

def check_align(ctx: Context) -> None:
    """Every vectorized ``cute.copy``'s source and destination (module docstring)."""
    from .copies import atom_bits
    for op in walk(ctx.pm.module):
        if op.name != "cute.copy" or len(op.operands) < 3:
            continue
        bits = atom_bits(op.operands[0].type)     # a tiled copy's atom, or a bare atom operand
        if not bits:
            continue
        for role, v in (("source", op.operands[1]), ("destination", op.operands[2])):
            m = value_of(v.type)
            if isinstance(m, MemRef) and m.iterator.space != "rmem":   # registers have no address
                _aligned(ctx, op, role, m, bits, v.type)


def _aligned(ctx: Context, op: Operation, role: str, m: MemRef, bits: int, t: Any) -> None:
    """The first fault of the module docstring's three, in the order: the vector's elements
    contiguous in mode 0, each vector's start, the ``align<N>`` claim."""
    ebits = m.iterator.bits
    if not ebits or bits % ebits or bits <= ebits:
        return
    n, nbytes = bits // ebits, bits // 8
    where = f"the {role} '{type_text(t)}'"
    fault = _vector_fault(m.layout, n, ebits, bits)
    if fault is not None:
        message, detail = fault
        ctx.add(op, "error", "align", f"the copy atom moves {n}-element ({nbytes}-byte) vectors but in {where} "
                                      f"{message}", detail=detail)
        return
    align = m.iterator.alignment
    if align < nbytes:
        ctx.add(op, "error", "align", f"the copy atom moves {nbytes}-byte vectors but {where} claims only "
                                      f"align<{align}>", detail={"vector_bytes": nbytes, "align": align})


def _vector_fault(layout: Any, n: int, ebits: int, bits: int) -> tuple[str, dict] | None:
    """Where a static ``layout``'s ``n``-element vectors are not contiguous in mode 0 or do not
    start at a multiple of ``bits`` from the iterator (``None``: nowhere, or not decided here)."""
    if not isinstance(layout, Layout) or not is_static_value(layout) or product(layout.shape) > EVALUATE:
        return None
    mode0 = Layout(get(layout.shape, [0]), get(layout.stride, [0])) if layout.rank() >= 1 and is_tuple(
        layout.shape) else layout
    s0 = product(mode0.shape)
    if s0 % n:
        return f"mode 0 has {s0} elements, no multiple of {n}", {"vector": n, "mode0": s0}
    for i in range(product(layout.shape)):
        if i % s0 % n:
            continue
        k = i % s0
        bad = next((j for j in range(1, n) if mode0(k + j) != mode0(k) + j), None)
        if bad is not None:
            return (f"values {k} and {k + bad} of mode 0 are {mode0(k + bad) - mode0(k)} elements apart, not {bad}",
                    {"vector": n, "coordinate": k, "apart": mode0(k + bad) - mode0(k)})
        off = layout(i)
        if (off * ebits) % bits:
            return (f"the vector at coordinate {i} starts at element {off}, {off * ebits // 8} bytes from the "
                    f"iterator: not a multiple of {bits // 8}", {"vector_bytes": bits // 8, "coordinate": i,
                                                                 "offset": off})
    return None
