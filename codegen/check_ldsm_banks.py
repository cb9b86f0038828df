"""Bank conflicts of ``ldmatrix`` / ``stmatrix`` copies (issue 23, item 8).

A collective atom's lanes do not touch the addresses ``layout_copy_tv`` gives their registers:
in ``ldmatrix.x{1,2,4}`` (``stmatrix`` alike) lane ``8j + r`` gives the shared-memory address of
row ``r`` of matrix ``j``, each row 16 contiguous, 16-byte aligned bytes (PTX ISA, *Warp-level
matrix load instruction: ldmatrix*: "threads 0-7 ... for .x1, 0-15 for .x2, 0-31 for .x4" give
the row addresses; the other lanes' addresses are not used).  The matrices are served one at a
time, a 128-byte wavefront each when conflict-free: the 8 rows of one matrix (lanes ``8j .. 8j+7``,
"every 8 threads ... executing one memory transaction", NVIDIA developer forum, *Understanding the
behavior of ldmatrix in terms of shared memory access*) conflict when two of them lie at different
addresses in one 16-byte bank group, ``(address / 16) % 8`` -- :func:`matrix_conflicts`, the phases of
:func:`codegen.banks.phase_banks` with 16-byte lanes (the degree: the most distinct rows in one
group; one row read by two lanes is a broadcast).

Which lane gives which row is CuTe's ``TiledCopy::tidfrg_S`` (``tidfrg_D`` for ``stmatrix``,
``cute/atom/copy_atom.hpp``): the atom's row layout (``Copy_Traits<SM75_*_LDSM_*>::SrcLayout``,
the ``DstLayout`` of ``SM90_*_STSM_*``; :data:`cute_sym.atoms.copy.LDMATRIX`) through
``right_inverse`` of its register layout (the reference, which ``layout_copy_tv`` tiles) into
the tiled TV layout, over the tensor's tiles by ``tiler_mn`` (:func:`row_offsets`).  The model is
first checked against the DSL's own partition (each static stride of its per-thread layout is the
distance the model predicts, for a few threads); where it does not reproduce it, nothing is said.

Addresses: row ``e`` (an element offset from the tensor's iterator) is at byte ``A + e * b/8``;
``A`` is a multiple of the iterator's ``align<N>``.  Without a pointer swizzle ``A`` moves every
row alike (no bank relation changes); a swizzled pointer ``S<B,M,S>`` (on byte addresses) is
applied to ``A + e * b/8`` for every ``A mod 2^(B+M+S)`` the alignment allows, and a verdict is
given only when every such start gives it.  A conflict is a ``warning`` (the copy is correct,
only slower) with its degree, the instruction, two threads, their rows' bytes and the bank.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from cute_sym import ComposedLayout, Layout, zipped_divide
from cute_sym.atoms.copy import LDMATRIX
from cute_sym.dialect.ops.base import type_text, value_of
from cute_sym.dialect.walking import walk
from cute_sym.errors import CuteError
from cute_sym.tensor import MemRef, TiledCopy
from cute_sym.tuples import get, leaves, product

from .banks import WARP, phase_banks

__all__ = ["MatrixConflict", "matrix_conflicts", "ldsm_atom", "row_offsets", "check_ldsm_banks", "ROW_BYTES"]

ROW_BYTES = 16
ROWS = 8
MAX_THREADS = 1024
LDSM_MODEL = ("ldmatrix/stmatrix: lane 8j+r gives the address of row r (16 bytes) of matrix j; each matrix's "
              "8 rows are one phase, conflict-free when no two rows at different addresses share a 16-byte "
              "bank group (address/16 % 8)")


@dataclass(frozen=True)
class MatrixConflict:
    """Matrix ``matrix`` of one instruction: ``degree`` distinct rows in one bank group; lanes
    ``lanes`` at bytes ``rows`` (two of them), words ``words`` of ``bank``."""

    matrix: int
    degree: int
    lanes: tuple[int, int]
    rows: tuple[int, int]
    words: tuple[int, int]
    bank: int


def matrix_conflicts(rows: Sequence[int], matrices: int) -> list[MatrixConflict]:
    """The conflicting matrices of one ``ldmatrix``/``stmatrix``: ``rows[l]`` is lane ``l``'s row
    address in bytes; matrix ``j`` is lanes ``8j .. 8j+7`` (module docstring)."""
    found = []
    for j in range(matrices):
        lanes = range(ROWS * j, ROWS * (j + 1))
        banks = phase_banks(((lane, rows[lane]) for lane in lanes), ROW_BYTES)
        bank, words = max(banks.items(), key=lambda kv: (len(kv[1]), -kv[0]))
        if len(words) > 1:
            (w0, l0), (w1, l1) = list(words.items())[:2]
            found.append(MatrixConflict(j, len(words), (l0, l1), (rows[l0], rows[l1]), (w0, w1), bank))
    return found


def ldsm_atom(tc: TiledCopy) -> "tuple[str, Any, int] | None":
    """``(instruction, atom, matrices)`` of a tiled copy whose atom is the DSL's ``ldsm`` /
    ``stsm`` of 8x8 matrices of 16-bit rows; ``None`` for another atom."""
    name = getattr(tc.atom, "name", "")
    text = str(tc.atom)
    m = re.search(r'mode = <"\(8,8\)">.*num_matrices = (\d+), ([nt])>', text)
    if name not in ("atom.ldsm", "atom.stsm") or m is None or name == "atom.ldsm" and "sz_pattern = u16" not in text:
        return None
    count, trans = int(m.group(1)), m.group(2) == "t"
    key = f"SM75_U16x{2 * count}_LDSM_T" if trans else f"SM75_U32x{count}_LDSM_N"
    if key not in LDMATRIX:
        return None
    op = "ldmatrix" if name == "atom.ldsm" else "stmatrix"
    return f"{op}.x{count}{'.trans' if trans else ''}", LDMATRIX[key], count


def row_offsets(tc: TiledCopy, atom: Any, layout: Any, bits: int) -> "_Rows | None":
    """Thread ``t``'s row ``k`` (of the partition's ``rows`` per thread): its element offset from
    the tensor's iterator, CuTe's ``tidfrg_S`` of the atom's row layout (module docstring)."""
    el = atom.in_elements(bits)
    rows, ref = el["src"], el["dst"]          # ldmatrix's rows (its source) and registers (the reference)
    n_ref, n_row = product(ref.shape) // WARP, product(rows.shape) // WARP
    inv = {ref(i): i for i in range(product(ref.shape))}
    if len(inv) != product(ref.shape) or n_row * bits != 8 * ROW_BYTES:
        return None
    try:
        ref2row = [inv[rows(j)] for j in range(product(rows.shape))]
    except KeyError:
        return None
    from solver.check.tensors import tv_offsets
    tv = tc.layout_tv
    if not isinstance(tv, Layout) or tv.rank() != 2:
        return None
    threads, values = product(get(tv.shape, [0])), product(get(tv.shape, [1]))
    tvo = tv_offsets(tv)
    outer = layout.outer if isinstance(layout, ComposedLayout) else layout
    if tvo is None or values % n_ref or threads % WARP or not isinstance(outer, Layout) or not outer.is_static():
        return None
    zd = zipped_divide(layout, tc.tiler)
    zo = zd.outer if isinstance(zd, ComposedLayout) else zd
    table = tv_offsets(zo, limit=1 << 22)
    if table is None:
        return None
    swizzle = zd.inner if isinstance(zd, ComposedLayout) else None
    if swizzle is not None and not (callable(swizzle) and isinstance(zd.offset, int)):
        return None
    return _Rows(threads, n_row, n_ref, values // n_ref, product(get(zo.shape, [0])), product(get(zo.shape, [1])),
                 tvo, ref2row, table, swizzle, zd.offset if swizzle is not None else 0)


@dataclass(frozen=True)
class _Rows:
    """The model of :func:`row_offsets`: ``threads`` of the tiled copy; per thread ``per_tile``
    rows in each of ``tiles`` tiles (``rows = per_tile * tiles``)."""

    threads: int
    n_row: int
    n_ref: int
    per_tile: int
    tile: int
    tiles: int
    tvo: list
    ref2row: list
    table: list
    swizzle: Any
    offset: int

    @property
    def rows(self) -> int:
        return self.per_tile * self.tiles

    def outer(self, t: int, i: int) -> int:
        """Value ``i`` of thread ``t``'s partition (``(row value, rest value), tile`` colex) before the
        layout's own swizzle."""
        per = self.n_row * self.per_tile
        v, r = i % per, i // per
        j = self.ref2row[t % WARP + WARP * (v % self.n_row)]
        mn = self.tvo[(j % WARP + WARP * (t // WARP)) + self.threads * (j // WARP + self.n_ref * (v // self.n_row))]
        return self.table[mn + self.tile * r]

    def element(self, t: int, k: int) -> int:
        """Thread ``t``'s row ``k``: the element offset of its first value."""
        i = (k % self.per_tile) * self.n_row + (k // self.per_tile) * self.n_row * self.per_tile
        x = self.outer(t, i)
        return self.swizzle(self.offset + x) if self.swizzle is not None else x


def _reproduces(model: _Rows, part: MemRef) -> bool:
    """The DSL's per-thread partition ``part``: each static leaf stride is the model's distance."""
    layout = part.layout.outer if isinstance(part.layout, ComposedLayout) else part.layout
    if not isinstance(layout, Layout) or product(layout.shape) != model.n_row * model.rows:
        return False
    shape, stride = leaves(layout.shape), leaves(layout.stride)
    for t in sorted({0, 1, 5, 8, 31, WARP % model.threads, model.threads - 1}):
        base, unit = model.outer(t, 0), 1
        for s, d in zip(shape, stride):
            if not isinstance(s, int):
                return False
            if s > 1 and isinstance(d, int) and model.outer(t, unit) - base != d:
                return False
            unit *= s
    return True


def _starts(m: MemRef) -> "list[int] | None":
    """The iterator's byte addresses modulo what the bank pattern sees: ``[0]`` without a pointer
    swizzle (a common shift of whole words), every multiple of ``align<N>`` below the swizzle's
    period with one; ``None`` when the alignment is under one word."""
    align = m.iterator.align or 1
    if align < 4:
        return None
    if m.iterator.swizzle is None:
        return [0]
    period = 1 << _period_bits(m)
    return list(range(0, period, align)) if align < period else [0]


def _thread_map(ev: Any, coord: Any, copy_threads: int) -> "list[int | None] | None":
    """The tiled copy's thread of each hardware thread ``tid_x`` of the block the kernel states
    (``None``: a thread whose coordinate falls outside the copy's threads: a warp that does not run
    it); ``None`` when the coordinate is not a function of ``tid_x`` alone or the block is unknown."""
    import sympy
    from solver.check.footprint import leaf_expr
    from solver.check.races import block_threads
    x = leaf_expr(ev.of(coord))
    threads = block_threads(ev, "tid_x")          # the evaluator gathers the kernel's facts as it goes
    if x is None or threads is None or threads % WARP or threads > MAX_THREADS:
        return None
    x = sympy.sympify(x)
    if any(s.name != "tid_x" for s in x.free_symbols):
        return None
    tid = next(iter(x.free_symbols), None)
    out: list = []
    for t in range(threads):
        v = x.subs(tid, t) if tid is not None else x
        if not v.is_Integer:
            return None
        out.append(int(v) if 0 <= int(v) < copy_threads else None)
    return out


def _conflicts(model: _Rows, m: MemRef, starts: list[int], tmap: list, matrices: int) -> "dict[int, list] | None":
    """Start -> every conflicting ``(warp, row k, MatrixConflict)``."""
    nbytes = m.iterator.bits // 8
    sw = m.iterator.swizzle
    out: dict[int, list] = {}
    for a in starts:
        found = []
        for w in range(len(tmap) // WARP):
            lanes = tmap[WARP * w:WARP * (w + 1)]
            if any(t is None for t in lanes):
                continue                     # a warp that does not run the copy
            for k in range(model.rows):
                rows = [a + model.element(t, k) * nbytes for t in lanes]
                if sw is not None:
                    rows = [sw(r) for r in rows]
                if any(r % ROW_BYTES for r in rows):
                    return None              # a row off its 16-byte alignment: not this model's
                found += [(w, k, c) for c in matrix_conflicts(rows, matrices)]
        out[a] = found
    return out


def check_ldsm_banks(ctx: Any) -> None:
    """Every ``ldmatrix`` (``partition_S``) / ``stmatrix`` (``partition_D``) partition of a shared-memory
    tensor that a ``cute.copy`` through the same tiled copy moves (module docstring)."""
    from solver.check.copies import copy_uses, partition_of
    from solver.check.symbolic import evaluator
    views = ctx.cache.get("views")
    ev = views.ev if views is not None else evaluator(ctx)
    seen: dict = {}
    for op in walk(ctx.pm.module):
        if op.name not in ("cute.tiled.copy.partition_S", "cute.tiled.copy.partition_D") or len(op.operands) < 3:
            continue
        try:
            tc, m, part = (value_of(x.type) for x in (op.operands[0], op.operands[1], op.results[0]))
        except CuteError:
            continue
        if not isinstance(tc, TiledCopy) or not isinstance(m, MemRef) or m.space != "smem" \
                or not isinstance(part, MemRef):
            continue
        got = ldsm_atom(tc)
        if got is None or op.name.endswith("_S") != got[0].startswith("ldmatrix"):
            continue
        k = 1 if got[0].startswith("ldmatrix") else 2          # the copy's shared-memory side
        uses = [u.op for u in copy_uses(ctx).get(op.operands[0].type, []) if partition_of(u.op.operands[k]) is op]
        if not uses:
            continue                         # no copy moves it through this ldmatrix / stmatrix
        try:
            _one(ctx, ev, op, tc, m, part, got, uses, seen)
        except (CuteError, TypeError, ValueError, ZeroDivisionError, KeyError, IndexError, AttributeError,
                OverflowError):
            continue                         # a layout the model cannot evaluate: not modelled


def _one(ctx: Any, ev: Any, op: Any, tc: TiledCopy, m: MemRef, part: MemRef, got: tuple, uses: list,
         seen: dict) -> None:
    instr, atom, matrices = got
    model = row_offsets(tc, atom, m.layout, m.iterator.bits)
    starts = _starts(m)
    if model is None or starts is None or not _reproduces(model, part):
        return
    tmap = _thread_map(ev, op.operands[2], model.threads)
    if tmap is None:
        return
    key = (str(tc), str(m), tuple(tmap))
    first = key not in seen
    if first:                                # one verdict per tiled copy, tensor type and thread map
        seen[key] = _conflicts(model, m, starts, tmap, matrices) if any(t is not None for t in tmap) else None
    verdicts = seen[key]
    if verdicts is None:
        return
    if not any(verdicts.values()):
        for u in uses:
            ctx.cover(u, "proven")
        return
    if not first or not all(verdicts.values()):
        return                               # said once; or conflicts at some starts the alignment allows only
    found = verdicts[starts[0]]
    w, k, c = found[0]
    degree = max(x[2].degree for x in found)
    least = min(max(x[2].degree for x in v) for v in verdicts.values())
    t0, t1 = (WARP * w + lane for lane in c.lanes)
    how = "reads" if instr.startswith("ldmatrix") else "writes"
    at = "" if len(starts) == 1 else f" (the iterator at byte {starts[0]} of its {1 << _period_bits(m)}-byte swizzle period)"
    ctx.add(op, "warning", "banks",
            f"{instr} {how} '{type_text(op.operands[1].type)}' with {degree}-way bank conflicts: row {k} of each "
            f"thread, warp {w}, matrix {c.matrix} (threads {WARP * w + ROWS * c.matrix}-{WARP * w + ROWS * c.matrix + 7}): "
            f"threads {t0} and {t1} give rows at bytes {c.rows[0]} and {c.rows[1]}{at}, words {c.words[0]} and "
            f"{c.words[1]} of bank {c.bank}",
            [LDSM_MODEL,
             f"the tiled copy '{type_text(op.operands[0].type)}' ({instr}: rows of CuTe's tidfrg of "
             f"{atom.name}), {len(tmap)} threads, {model.rows} row(s) per thread",
             f"shared-memory layout {m.layout}" + (f", pointer swizzle {m.iterator.swizzle}" if m.iterator.swizzle
                                                   else "")
             + (f"; every start aligned to {m.iterator.align} bytes conflicts, at least {least}-way"
                if len(starts) > 1 else "")]
            + [f"row {k2} of warp {w2}, matrix {c2.matrix}: {c2.degree}-way; threads {WARP * w2 + c2.lanes[0]} and "
               f"{WARP * w2 + c2.lanes[1]} at bytes {c2.rows[0]} and {c2.rows[1]}" for w2, k2, c2 in found[1:4]],
            {"degree": degree, "threads": [t0, t1], "words": list(c.words), "bank": c.bank, "rows": list(c.rows),
             "instruction": instr, "row": k, "warp": w, "matrix": c.matrix, "model": LDSM_MODEL,
             "conflicts": len(found), "layout": str(m.layout)})


def _period_bits(m: MemRef) -> int:
    """log2 of the byte period of the iterator's swizzle ``S<B,M,S>``: ``B + M + |S|``."""
    sw = m.iterator.swizzle
    return sw.bits + sw.base + abs(sw.shift) if sw is not None else 7
