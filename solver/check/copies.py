"""Which way each ``cute.copy`` moves data, and through which tiled copy (issue 23, item 3).

A tiled copy's TV layout is used on both sides of a copy: ``partition_S`` and ``partition_D``
(and ``retile``) of one tiled copy give each thread the same tile coordinates.  What the
replication of that layout means depends on the side that is *written*:

* the destination in registers (``rmem``): every thread writes its own registers -- a load
  (G2R, S2R, T2R) may give one element of the tile to many threads (a stride-0 thread mode:
  each warp loads the same tile);
* the destination in memory (``smem``, ``gmem``, ``tmem``): two threads on one element are a
  write race, unless both write what they read from the same element of a source in memory
  (a replicated store of one value: a note).

:func:`copy_uses` finds, for each tiled copy type, the ``cute.copy`` ops whose source or
destination comes from one of its partitions (walked back through the view ops that keep
the tensor: ``group_modes``, ``slice``, ``append_to_rank``, ``get_iter`` and ``make_view``, ...),
or whose atom operand is the tiled copy itself; the DSL often partitions a
store's destination with ``partition_S`` (``elementwise_add``), so the side is read off the
copy, not off the partition's name.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from xdsl.ir import Operation, SSAValue

from cute_sym.dialect.ops.base import value_of
from cute_sym.tensor import MemRef

from .context import Context
from cute_sym.dialect.walking import walk

__all__ = ["CopyUse", "copy_uses", "uses_of_partition", "atom_bits", "partition_of", "space_of", "tile_layout", "thread_offset", "MEMORY",
           "PARTITION_OPS", "PER_THREAD_ATOMS"]

PARTITION_OPS = ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D", "cute.tiled.copy.retile")
MEMORY = ("smem", "gmem", "tmem", "generic")
"""Address spaces more than one thread reaches (``rmem`` is each thread's own)."""
PER_THREAD_ATOMS = ("atom.universal_copy", "atom.simt_async_copy")
"""Atoms whose source and destination partitions both follow ``layout_copy_tv`` thread by thread.
The collective ones (``ldsm``, ``stsm``, ``tmem_load``, ...) print the tiled layout of their
reference side, where a stride-0 thread mode is the warp presenting one address (the atom's own
source/destination layouts, not printed, say which registers each thread gets)."""
_ROOTS = ("cute.memref.alloca", "cute.make_fragment_like", "cute.mma.make_fragment", "cute.copy.make_fragment")


@dataclass(frozen=True)
class CopyUse:
    """One ``cute.copy`` through a tiled copy: ``side`` (``source`` / ``destination``) is the
    operand that came from the tiled copy's partition; the spaces of both operands."""

    op: Operation
    side: str
    src_space: str
    dst_space: str
    partition: Operation | None = None

    @property
    def writes_memory(self) -> bool:
        return self.dst_space in MEMORY

    @property
    def same_value(self) -> bool:
        """Replicated threads write what they read from one source element (a memory source)."""
        return self.src_space in MEMORY


def space_of(v: SSAValue) -> str:
    m = value_of(v.type)
    return m.space if isinstance(m, MemRef) else ""


def partition_of(v: SSAValue, depth: int = 64) -> Operation | None:
    """The tiled-copy partition op ``v`` is a view of, or ``None``."""
    for _ in range(depth):
        op = v.owner
        if not isinstance(op, Operation):
            return None
        if op.name in PARTITION_OPS:
            return op
        if op.name in _ROOTS or not op.name.startswith("cute.") or not op.operands:
            return None
        if getattr(op.operands[0].type, "kind", None) not in ("memref", "ptr"):
            return None
        v = op.operands[0]
    return None


def copy_uses(ctx: Context) -> dict[Any, list[CopyUse]]:
    """Tiled copy type -> the copies through it (module docstring); computed once."""
    key = "copy_uses"
    if key in ctx.cache:
        return ctx.cache[key]
    out: dict[Any, list[CopyUse]] = {}
    for op in walk(ctx.pm.module):
        if op.name != "cute.copy" or len(op.operands) < 3:
            continue
        src, dst = op.operands[1], op.operands[2]
        if getattr(op.operands[0].type, "kind", None) == "tiled_copy":
            out.setdefault(op.operands[0].type, []).append(CopyUse(op, "both", space_of(src), space_of(dst)))
            continue
        for side, v in (("source", src), ("destination", dst)):
            part = partition_of(v)
            if part is not None and part.operands:
                out.setdefault(part.operands[0].type, []).append(CopyUse(op, side, space_of(src), space_of(dst), part))
    ctx.cache[key] = out
    return out


def uses_of_partition(ctx: Context, partition: Operation) -> list[CopyUse]:
    """The copies whose source or destination is a view of ``partition``'s result."""
    return [u for uses in copy_uses(ctx).values() for u in uses if u.partition is partition]


def atom_bits(t: Any) -> int | None:
    """The access width ``<..., 128 b>`` of a copy's atom operand (an atom or a tiled copy's)."""
    from cute_sym.tensor import Atom, TiledCopy, TiledMma
    v = value_of(t)
    atom = v.atom if isinstance(v, (TiledCopy, TiledMma)) else v if isinstance(v, Atom) else Atom(str(t))
    return atom.bits


def tile_layout(layout: Any, tiler: Any) -> Any:
    """The first tile of ``layout`` by ``tiler``: tile coordinate -> element offset (mode 0 of
    ``zipped_divide``; the other tiles differ by a constant offset)."""
    from cute_sym import ComposedLayout, Layout, zipped_divide
    from cute_sym.tuples import get
    zd = zipped_divide(layout, tiler)
    if isinstance(zd, ComposedLayout):
        outer = zd.outer
        return ComposedLayout(zd.inner, zd.offset, Layout(get(outer.shape, [0]), get(outer.stride, [0])))
    return Layout(get(zd.shape, [0]), get(zd.stride, [0]))


def thread_offset(tc: Any, layout: Any, thread: Any) -> Any:
    """The element offset, from the tensor's iterator, of thread ``thread``'s partition
    (``partition_S`` / ``partition_D`` of a per-thread tiled copy): its first value's element,
    ``tile(tv(thread, 0))`` with ``tile`` the tensor's first tile by ``tiler_mn``; ``None`` where
    not modelled (a collective atom, a swizzled tensor)."""
    from cute_sym import Dyn, Layout
    from cute_sym.algebra.dynamic import cute_semantics
    from cute_sym.errors import CuteError
    if getattr(tc.atom, "name", "") not in PER_THREAD_ATOMS or not isinstance(layout, Layout):
        return None
    try:
        with cute_semantics():
            tile = tile_layout(layout, tc.tiler)
            if not isinstance(tile, Layout):
                return None
            t = thread if isinstance(thread, (int, Dyn)) else Dyn(32, thread)
            off = tile(tc.layout_tv(t))
    except (CuteError, TypeError, ValueError, ZeroDivisionError):
        return None
    return off.expr if isinstance(off, Dyn) else off if isinstance(off, int) else None


def mma_atom_tv(atom: Any, operand: str) -> "tuple[tuple[int, int, int], int, Any] | None":
    """``(shape MNK, threads, TV layout)`` of one operand (``A``, ``B``, ``C``) of a tiled MMA's
    atom: ``universal_fma<1x1x1>`` (one thread, one value of each), the SM80 ``mma.sync`` atoms
    of :mod:`cute_sym.atoms.mma` (CuTe's ``mma_traits_sm80.hpp``); ``None`` for the others."""
    import re
    from cute_sym import Layout
    from cute_sym.atoms.mma import SM80_MMA
    text = str(atom)
    if getattr(atom, "name", "") == "atom.universal_fma" and re.search(r"<\s*1x1x1\b", text):
        return (1, 1, 1), 1, Layout((1, 1), (0, 0))
    m = re.match(r"!cute_nvgpu\.sm80\.mma<(\d+)x(\d+)x(\d+),\s*elem_type\s*=\s*\((\w+),\s*(\w+),\s*(\w+)\)", text)
    if m is None:
        return None
    mnk, types = tuple(int(x) for x in m.group(1, 2, 3)), m.group(4, 5, 6)
    for a in SM80_MMA.values():
        if a.shape_mnk == mnk and a.types == types:
            return mnk, a.threads, a.layouts()[operand]
    return None


def mma_thread_offset(tm: Any, operand: str, layout: Any, thread: Any) -> Any:
    """The element offset, from the tensor's iterator, of thread ``thread``'s partition of
    ``layout`` by a tiled MMA (``cute.tiled.mma.partition A|B|C``; CuTe's ``ThrMMA::partition_C``
    = ``thrfrg_C(tensor)(thr_vmn, (_, (_, _)))``): the element of its first value.  The thread is
    ``v + V * w`` (``V`` the atom's threads), ``w``'s coordinates in ``atom_layout_MNK`` are
    ``(w // d_i) % s_i`` (``get_flat_coord`` of a compact one-to-one layout); thread ``(m_t, n_t)``'s
    first value sits at ``(m_t * AtomM + m_a, n_t * AtomN + n_a)`` of the tile, ``(m_a, n_a)`` the
    atom's ``TV(v, 0)``; the tile is ``layout``'s first by ``permutation_MNK`` (:func:`tile_layout`).
    ``None`` where not modelled (another atom, a swizzled tensor, a tile larger than its
    permutation)."""
    from cute_sym import Dyn, Layout
    from cute_sym.algebra.dynamic import cute_semantics
    from cute_sym.errors import CuteError
    from cute_sym.tuples import is_tuple, leaves, product
    got = mma_atom_tv(tm.atom, operand)
    thr = tm.atom_layout
    if got is None or not isinstance(layout, Layout) or not isinstance(thr, Layout):
        return None
    mnk, threads, tv = got
    shape, stride = leaves(thr.shape), leaves(thr.stride)
    if len(shape) != 3 or not all(isinstance(x, int) for x in (*shape, *stride)) \
            or sorted(thr(i) for i in range(product(thr.shape))) != list(range(product(thr.shape))):
        return None                       # get_flat_coord inverts a compact one-to-one layout only
    modes = {"A": (0, 2), "B": (1, 2), "C": (0, 1)}[operand]
    perm = tm.permutation.value if tm.permutation is not None else None
    perm = perm if is_tuple(perm) else (perm,) * 3
    tiler = []
    for k in modes:
        p = perm[k] if k < len(perm) else None
        size = mnk[k] * shape[k]
        if isinstance(p, Layout):
            if not isinstance(product(p.shape), int) or product(p.shape) < size:
                return None
            tiler.append(p)
        else:
            tiler.append(Layout(size, 1))
    t = thread if isinstance(thread, Dyn) else Dyn(32, thread) if not isinstance(thread, int) else thread
    try:
        with cute_semantics():
            v, w = (t % threads, t // threads) if threads > 1 else (0, t)
            coord = [(w // d) % s if s > 1 else 0 for s, d in zip(shape, stride)]
            first = tv((v, 0)) if tv.rank() >= 2 else tv(v)
            rows = mnk[modes[0]]
            a0, b0 = first % rows, first // rows
            a = coord[modes[0]] * mnk[modes[0]] + a0
            b = coord[modes[1]] * mnk[modes[1]] + b0
            from cute_sym import Tile
            tile = tile_layout(layout, Tile(tuple(tiler)))
            if not isinstance(tile, Layout):
                return None
            off = tile((a, b))
    except (CuteError, TypeError, ValueError, ZeroDivisionError):
        return None
    return off.expr if isinstance(off, Dyn) else off if isinstance(off, int) else None
