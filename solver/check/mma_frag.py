"""Copy/MMA fragment consistency (issue 23 item 8, the ``mma`` class): the registers a tiled copy
loads must be the ones the MMA reads, element for element.

* **Fragments.** A ``cute.gemm`` operand A (B) that is a view of ``cute.mma.make_fragment A (B)``
  ``F`` of the MMA's partition ``P = cute.tiled.mma.partition A (B) (mma, sX, tid)`` holds, in
  register ``F(c)`` of thread ``t``, the element of ``sX`` at the (M,K) ((N,K)) coordinate the
  tiled MMA assigns to ``(t, c)``: CuTe's ``thrfrg_A``, the atom's TV layout over its tile,
  the atom tiled over the threads of ``atom_layout_MNK`` and the rest of ``sX``, through
  ``permutation_MNK`` (:func:`mma_coordinate`).  A tiled copy ``tc`` partitioning the same
  ``sX`` (``partition_S(tc, sX, tid)``) and writing ``D = retile(tc, F)`` puts into register
  ``D(j, cm, ck)`` of thread ``t`` the element at the tile coordinate ``layout_copy_tv(t, j)``
  of tile ``(cm, ck)`` of ``sX`` by ``tiler_mn`` (:func:`copy_coordinate`).  The two must agree
  for every thread and register: a register where they differ is an ``error`` (kind
  ``fragment``) at the copy, with the thread, the register and both elements.  The MMA model is
  checked against the DSL's own partition ``P`` first (its static strides); where it does not
  reproduce it, or an operand is not of this form, nothing is claimed.
* **ldmatrix rows.** ``ldmatrix`` (``atom.ldsm``, 16-bit elements) reads, for every thread, one
  row of an 8x8 matrix: 16 contiguous bytes at the address of the thread's first source value
  (PTX ISA, ``ldmatrix``).  A ``cute.copy`` through it whose source gives a thread 8 values that
  are not 8 consecutive elements (a transposed ``ldmatrix`` on the wrong operand: the tiled copy's
  partition asks for a column) loads, into register value ``j``, the element ``j`` past the
  first instead of the one the layout (and so the MMA) has there: an ``error`` (kind
  ``fragment``) with the values and their distance.  Shared memory swizzled on chunks of at
  least 16 bytes keeps a row's 16 bytes together, so the distance is the layout's; a finer
  swizzle is not decided.
"""
from __future__ import annotations

from typing import Any

from xdsl.ir import Operation, SSAValue

from cute_sym import ComposedLayout, Layout, complement
from cute_sym.dialect.ops.base import type_text
from cute_sym.dialect.ops.base import value_of as _value_of
from cute_sym.errors import CuteError
from cute_sym.tensor import MemRef, TiledCopy, TiledMma
from cute_sym.tuples import Underscore, get, is_tuple, leaves, product

from .context import Context
from .copies import partition_of
from cute_sym.dialect.walking import walk


def value_of(t: Any) -> Any:
    """The type's value, ``None`` where cute-sym cannot read it (a rational stride ``1/2@0``)."""
    try:
        return _value_of(t)
    except (CuteError, ValueError, TypeError):
        return None


__all__ = ["check_fragments", "mma_coordinate", "copy_coordinate", "ldsm_row_fault"]

ROW = 8
"""16-bit values of one ldmatrix row (16 bytes)."""
_VIEW_OPS = ("cute.slice", "cute.group_modes", "cute.make_view", "cute.get_iter", "cute.append_to_rank")


def check_fragments(ctx: Context) -> None:
    """Both checks of the module docstring on every ``cute.copy`` and ``cute.gemm``."""
    ops = list(walk(ctx.pm.module))
    for op in ops:
        if op.name == "cute.copy" and len(op.operands) >= 3:
            _ldsm_rows(ctx, op)
    seen: set[int] = set()
    for op in ops:
        if op.name == "cute.gemm" and len(op.operands) >= 4:
            for k, letter in ((2, "A"), (3, "B")):
                frag = _root(op.operands[k], "cute.mma.make_fragment")
                if frag is not None and id(frag) not in seen:
                    seen.add(id(frag))
                    _fragment(ctx, ops, frag, letter)


# ---------------------------------------------------------------- walking views back

def _root(v: SSAValue, name: str, depth: int = 64) -> Operation | None:
    """The ``name`` op that ``v`` is a view of (through slices, regroupings, re-made views)."""
    for _ in range(depth):
        op = v.owner
        if not isinstance(op, Operation):
            return None
        if op.name == name:
            return op
        if op.name not in _VIEW_OPS or not op.operands:
            return None
        v = op.operands[0]
    return None


def _letter(op: Operation) -> str | None:
    prop = getattr(op, "properties", {}).get("operand_id")
    value = getattr(getattr(prop, "value", None), "data", None)
    return "ABC"[value] if isinstance(value, int) and 0 <= value < 3 else None


# ---------------------------------------------------------------- ldmatrix rows

def _is_ldsm16(tc: Any) -> bool:
    atom = getattr(tc, "atom", None)
    text = str(atom) if atom is not None else ""
    return getattr(atom, "name", "").startswith("atom.ldsm") and "sz_pattern = u16" in text and '"(8,8)"' in text


def ldsm_row_fault(m: MemRef) -> "tuple[int, int, int] | None | str":
    """The first ``(k, j, d)``: value ``k + j`` of mode 0 is ``d != j`` elements past value ``k``,
    ``k`` the first value of an ldmatrix row; ``None`` when every row is 8 consecutive elements;
    a reason text when not decided."""
    layout = m.layout
    if isinstance(layout, ComposedLayout):
        sw = layout.inner
        if getattr(sw, "bits", 0) and (1 << sw.base) * 2 < 16:
            return f"swizzle {sw} permutes chunks smaller than a 16-byte row"
        layout = layout.outer
    sw = m.iterator.swizzle
    if sw is not None and sw.bits and (1 << sw.base) < 16:
        return f"swizzle {sw} of the pointer may permute chunks smaller than a 16-byte row"
    if not isinstance(layout, Layout):
        return "not a layout"
    mode0 = (get(layout.shape, [0]), get(layout.stride, [0])) if is_tuple(layout.shape) else (layout.shape, layout.stride)
    shp, std = leaves(mode0[0]), leaves(mode0[1])
    if not all(isinstance(s, int) for s in shp):
        return "mode 0 has a dynamic extent"
    n = 1
    for s in shp:
        n *= s
    if n % ROW:
        return f"mode 0 has {n} values, no multiple of {ROW}"
    for k in range(0, n, ROW):
        for j in range(1, ROW):
            d = _distance(shp, std, k, k + j)
            if d is not None and d != j:
                return k, j, d
    if not all(isinstance(d, int) for s, d in zip(shp, std) if s > 1):
        return "mode 0 has dynamic strides"
    return None


def _distance(shape: list, stride: list, a: int, b: int) -> int | None:
    """``L(b) - L(a)`` of the flat layout ``shape:stride`` where the leaves that differ have static
    strides (``None`` otherwise)."""
    d = 0
    for s, st in zip(shape, stride):
        ca, cb = a % s, b % s
        a, b = a // s, b // s
        if ca != cb:
            if not isinstance(st, int):
                return None
            d += (cb - ca) * st
    return d


def _ldsm_rows(ctx: Context, op: Operation) -> None:
    tc = value_of(op.operands[0].type)
    src = value_of(op.operands[1].type)
    if not isinstance(tc, TiledCopy) or not _is_ldsm16(tc) or not isinstance(src, MemRef) or src.space != "smem":
        return
    fault = ldsm_row_fault(src)
    if fault is None:
        ctx.cover(op, "proven")          # every thread's rows are 16 contiguous bytes
    if fault is None or isinstance(fault, str):
        return
    k, j, d = fault
    src = ctx.pm.source(op)
    key = ("ldsm-row", (src.file, src.line) if src is not None else id(op), type_text(op.operands[1].type))
    if key in ctx.cache:            # one finding per Python line and source (an unrolled loop's copies)
        return
    ctx.cache[key] = True
    ctx.add(op, "error", "fragment",
            f"ldmatrix reads each thread's 8 source values as one 16-byte row (16 contiguous bytes at the first "
            f"value's address), but in the source '{type_text(op.operands[1].type)}' values {k} and {k + j} of "
            f"mode 0 (one row) are {d} elements apart, not {j}: register value {k + j} of every thread gets the "
            f"element {j} past value {k}'s, where the tiled copy's layout (and the MMA fragment it fills) has the "
            f"element {d} past it",
            [f"the tiled copy: '{type_text(op.operands[0].type)}'",
             "a transposed ldmatrix (.trans) on a K-major operand, or a plain one on an MN-major operand, "
             "makes the partition ask a row for a column"],
            {"row_start": k, "value": k + j, "apart": d, "expected_apart": j})


# ---------------------------------------------------------------- fragments

def _sm80_atom(mma: TiledMma) -> Any:
    """The cute_sym MMA atom of the DSL's ``sm80.mma<16x8x16, elem_type = (f16|bf16, ..., f32)>``."""
    from cute_sym.atoms.mma import SM80_MMA
    text = str(mma.atom)
    if "sm80.mma<16x8x16" not in text:
        return None
    for t in ("bf16", "f16"):
        if f"elem_type = ({t}, {t}, f32)" in text:
            return SM80_MMA[f"SM80_16x8x16_F32{t.upper()}{t.upper()}F32_TN"]
    return None


def _perm_full(mode: Any, extent: int) -> Layout | None:
    """``(perm, complement(perm, extent))``: the 1-D reordering of ``logical_divide`` by the
    permutation mode (identity for ``_``)."""
    if mode is None or isinstance(mode, Underscore):
        return Layout(extent)
    if not isinstance(mode, Layout) or not all(isinstance(x, int) for x in (*leaves(mode.shape), *leaves(mode.stride))):
        return None
    c = complement(mode, extent)
    return Layout((mode.shape, c.shape), (mode.stride, c.stride))


class _MmaModel:
    """CuTe's ``thrfrg_A`` / ``thrfrg_B`` of a tiled SM80 MMA over an operand of extents ``(E0, EK)``."""

    def __init__(self, mma: TiledMma, letter: str, extents: tuple[int, int]):
        atom = _sm80_atom(mma)
        if atom is None:
            raise ValueError(f"the MMA atom {mma.atom} is not modelled")
        self.tv = atom.a if letter == "A" else atom.b
        m, n, k = atom.shape_mnk
        self.a0, self.ak = (m, k) if letter == "A" else (n, k)
        thr = mma.atom_layout
        if not all(isinstance(x, int) for x in (*leaves(thr.shape), *leaves(thr.stride))):
            raise ValueError("a dynamic atom layout")
        shp = thr.shape if is_tuple(thr.shape) else (thr.shape,)
        if len(shp) != 3:
            raise ValueError("atom_layout_MNK of rank other than 3")
        self.mode0 = 0 if letter == "A" else 1
        self.t0, self.tk = product(shp[self.mode0]), product(shp[2])
        self.groups: dict[int, tuple[int, int]] = {}
        for i in range(product(thr.shape)):
            c = (i % shp[0], (i // shp[0]) % shp[1], i // (shp[0] * shp[1]))
            self.groups.setdefault(thr(c), (c[self.mode0], c[2]))
        perm = mma.permutation.value
        perm = perm if is_tuple(perm) else (perm,) * 3
        self.p0 = _perm_full(perm[self.mode0], extents[0])
        self.pk = _perm_full(perm[2], extents[1])
        if self.p0 is None or self.pk is None:
            raise ValueError(f"the permutation {mma.permutation} is not modelled")
        self.extents = extents
        self.threads = 32 * product(thr.shape)
        self.rest = (extents[0] // (self.a0 * self.t0), extents[1] // (self.ak * self.tk))
        if extents[0] % (self.a0 * self.t0) or extents[1] % (self.ak * self.tk):
            raise ValueError("the operand is no whole number of MMA tiles")

    def coordinate(self, t: int, fv: int, r0: int, rk: int) -> tuple[int, int]:
        """The operand coordinate of value ``(fv, r0, rk)`` of thread ``t``'s fragment."""
        g0, gk = self.groups[t // 32]
        idx = self.tv((t % 32, fv))
        p0 = idx % self.a0 + self.a0 * (g0 + self.t0 * r0)
        pk = idx // self.a0 + self.ak * (gk + self.tk * rk)
        return self.p0(p0), self.pk(pk)


def mma_coordinate(mma: TiledMma, letter: str, extents: tuple[int, int], t: int, c: tuple[int, int, int]) -> tuple[int, int]:
    """Thread ``t``'s fragment value ``c`` of operand ``letter``: its (M|N, K) coordinate."""
    return _MmaModel(mma, letter, extents).coordinate(t, *c)


def copy_coordinate(tc: TiledCopy, t: int, j: int, rest: tuple[int, int]) -> tuple[int, int] | None:
    """Thread ``t``'s value ``j`` of tile ``rest`` of a tiled copy's partition: the coordinate
    ``layout_copy_tv(t, j)`` of the ``tiler_mn`` tile, offset by the tile (unit-stride tilers)."""
    tm, tk = _tiler(tc)
    idx = tc.layout_tv((t, j))
    return idx % tm + tm * rest[0], idx // tm + tk * rest[1]


def _tiler(tc: TiledCopy) -> tuple[int, int]:
    v = tc.tiler.value
    modes = v if is_tuple(v) else (v,)
    if len(modes) != 2 or not all(isinstance(m, Layout) and isinstance(m.shape, int) and m.stride == 1 for m in modes):
        raise ValueError(f"the tiler {tc.tiler} is not two unit-stride modes")
    return modes[0].shape, modes[1].shape


def _modes3(layout: Any) -> tuple[int, int, int] | None:
    if not isinstance(layout, Layout) or not is_tuple(layout.shape) or len(layout.shape) != 3:
        return None
    if not all(isinstance(x, int) for x in (*leaves(layout.shape), *leaves(layout.stride))):
        return None
    return tuple(product(s) for s in layout.shape)


def _fragment(ctx: Context, ops: list[Operation], frag: Operation, letter: str) -> None:
    """One MMA fragment against every tiled copy that retiles it (module docstring)."""
    if _letter(frag) != letter or len(frag.operands) < 2:
        return
    part = _root(frag.operands[1], "cute.tiled.mma.partition")
    if part is None or _letter(part) != letter or len(part.operands) < 2:
        return
    mma = value_of(part.operands[0].type)
    sx = value_of(part.operands[1].type)
    f = value_of(frag.results[0].type)
    if not isinstance(mma, TiledMma) or not isinstance(sx, MemRef) or not isinstance(f, MemRef):
        return
    fshape = _modes3(f.layout)
    if fshape is None:
        return
    shape = sx.layout.outer.shape if isinstance(sx.layout, ComposedLayout) else sx.layout.shape
    if not is_tuple(shape) or len(shape) < 2 or not all(isinstance(product(s), int) for s in shape[:2]):
        return
    extents = (product(shape[0]), product(shape[1]))
    try:
        model = _MmaModel(mma, letter, extents)
    except (ValueError, CuteError, KeyError, TypeError):
        return
    if fshape != (product(get(model.tv.shape, [1])), *model.rest) or not _reproduces(model, part, sx):
        return
    for use in list(frag.results[0].uses):
        rt = use.operation
        if rt.name == "cute.tiled.copy.retile" and len(rt.operands) >= 2 and rt.operands[1] is frag.results[0]:
            _retiled(ctx, ops, model, f, rt, part, letter)


def _reproduces(model: _MmaModel, part: Operation, sx: MemRef) -> bool:
    """The model gives the DSL's partition ``P``: for a few threads, each static leaf stride of
    ``P`` (its modes past the fragment's at 0) is the distance in ``sX`` the model predicts."""
    p = value_of(part.results[0].type)
    if not isinstance(p, MemRef) or not isinstance(p.layout, Layout) or not is_tuple(p.layout.shape):
        return False
    layout = sx.layout
    extra = len(layout.outer.shape if isinstance(layout, ComposedLayout) else layout.shape) - 2

    def at(t: int, c: tuple[int, int, int]) -> int:
        m, k = model.coordinate(t, *c)
        return layout((m, k, *([0] * extra)))

    shp, std = p.layout.shape, p.layout.stride
    try:
        for t in sorted({0, 1, 5, 32 % model.threads, model.threads - 1}):
            base = at(t, (0, 0, 0))
            for mode in range(3):
                s_leaves, d_leaves = leaves(shp[mode]), leaves(std[mode])
                unit = 1
                for s, d in zip(s_leaves, d_leaves):
                    if s > 1 and isinstance(d, int):
                        c = [0, 0, 0]
                        c[mode] = unit
                        if at(t, tuple(c)) - base != d:
                            return False
                    unit *= s
    except (CuteError, TypeError, ValueError, KeyError):
        return False
    return True


def _retiled(ctx: Context, ops: list[Operation], model: _MmaModel, f: MemRef, rt: Operation, part: Operation,
             letter: str) -> None:
    """Every copy writing ``D = retile(tc', F)``, by its own tiled copy's TV layout (the one that moves
    the data; ``D``'s layout is ``tc'``'s reading of the fragment)."""
    d = value_of(rt.results[0].type)
    if not isinstance(d, MemRef):
        return
    copies = []
    for op in ops:
        if op.name == "cute.copy" and len(op.operands) >= 3 and partition_of(op.operands[2]) is rt:
            src = partition_of(op.operands[1])
            if src is not None and len(src.operands) >= 2 and src.operands[1] is part.operands[1]:
                copies.append(op)     # from the tensor the MMA partitions: the coordinates compare
    dshape = _modes3(d.layout)
    if dshape is None:
        return
    done: set[Any] = set()
    for copy in copies:
        tc = value_of(copy.operands[0].type)
        if not isinstance(tc, TiledCopy) or copy.operands[0].type in done:
            continue
        done.add(copy.operands[0].type)
        _compare(ctx, copy, tc, model, f, d, dshape, rt, part, letter)


def _compare(ctx: Context, copy: Operation, tc: TiledCopy, model: _MmaModel, f: MemRef, d: MemRef,
             dshape: tuple[int, int, int], rt: Operation, part: Operation, letter: str) -> None:
    try:
        tm, tk = _tiler(tc)
    except ValueError:
        return
    tv = tc.layout_tv
    if not isinstance(tv, Layout) or not all(isinstance(x, int) for x in (*leaves(tv.shape), *leaves(tv.stride))):
        return                           # a dynamic TV layout: not compared here
    if product(get(tv.shape, [0])) != model.threads or dshape[0] != product(get(tv.shape, [1])):
        return
    if (tm * dshape[1], tk * dshape[2]) != model.extents:
        return
    from .tensors import tv_offsets      # each static layout evaluated once, colexicographically
    nv = product(get(model.tv.shape, [1]))
    fo, do, tvo, ato = tv_offsets(f.layout), tv_offsets(d.layout), tv_offsets(tv), tv_offsets(model.tv)
    if None in (fo, do, tvo, ato) or len(fo) != nv * model.rest[0] * model.rest[1]:
        return
    p0 = [model.p0(i) for i in range(model.extents[0])]
    pk = [model.pk(i) for i in range(model.extents[1])]
    nt, nj, (r0n, rkn) = model.threads, dshape[0], model.rest
    for t in range(nt):
        g0, gk = model.groups[t // 32]
        lane = t % 32
        expect = {}
        for i, x in enumerate(fo):
            fv, r0, rk = i % nv, (i // nv) % r0n, i // (nv * r0n)
            idx = ato[lane + 32 * fv]
            expect[x] = (i, p0[idx % model.a0 + model.a0 * (g0 + model.t0 * r0)],
                         pk[idx // model.a0 + model.ak * (gk + model.tk * rk)])
        for i, x in enumerate(do):
            j, b, e = i % nj, (i // nj) % dshape[1], i // (nj * dshape[1])
            if x not in expect:
                return
            idx = tvo[t + nt * j]
            got = (idx % tm + tm * b, idx // tm + tk * e)
            k, m0, mk = expect[x]
            if got != (m0, mk):
                c = (k % nv, (k // nv) % r0n, k // (nv * r0n))
                _mismatch(ctx, copy, letter, t, x, c, got, model.coordinate(t, *c), (j, b, e), rt, part)
                return
    ctx.cover(rt, "proven")              # the copy's registers are the MMA's, every thread and register
    ctx.cover(copy, "proven")


def _mismatch(ctx: Context, copy: Operation, letter: str, t: int, x: int, c: tuple, got: tuple, want: tuple,
              jc: tuple, rt: Operation, part: Operation) -> None:
    rows = "(M,K)" if letter == "A" else "(N,K)"
    ctx.add(copy, "error", "fragment",
            f"the tiled copy loads into register {x} of thread {t} (value {jc} of its retiled view) the element "
            f"{got} of the {rows} operand '{type_text(part.operands[1].type)}', but the MMA reads that register as "
            f"value {c} of its {letter} fragment, the element {want}: the copy's TV layout is not the MMA's {letter} "
            f"layout",
            [f"the tiled copy: '{type_text(copy.operands[0].type)}'", f"the registers: the retiled view of "
             f"'{type_text(rt.operands[0].type)}'", f"the tiled MMA: '{type_text(part.operands[0].type)}'",
             f"copy: layout_copy_tv(thread, value) of the tile tiler_mn; MMA: the atom's {letter} TV layout tiled by "
             f"atom_layout_MNK and permutation_MNK (CuTe's thrfrg_{letter})"],
            {"thread": t, "register": x, "fragment_value": list(c), "copy_value": list(jc), "copy_element": list(got),
             "mma_element": list(want), "operand": letter})
