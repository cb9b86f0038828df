"""Choose the work layout of a copy ``dst(c) = src(c)`` (paper §4.6.1, §5.4.2).

Transposes first (issue 14): when the two layouts have a common flat shape (static:
its refinement; dynamic: equal flat leaves), non-negative strides, and are contiguous
along different modes ``q`` (dst) and ``p`` (src) of at least :data:`MIN_RUN` elements, a
:class:`~codegen.kernels.tiles.TiledPlan` tiles the padded grid -- for any size, with
boundary tiles predicated -- with :data:`TILE` where static strides allow vectors,
:data:`SCALAR_TILE` where they are impossible and :data:`SYMBOLIC_TILE` where they are
checked at launch; its scalar path is sheared (:data:`SECTOR` bytes,
:mod:`codegen.kernels.sheared`) so that dst's rows are written from sector boundaries
whatever their alignment.  Otherwise:

Static layouts, with the algebra (paper §5.4.2, eq. 14):

* ``K = max_common_vector(S, D)``: when ``K >= 2`` the first ``V`` (a power of
  two, at most 16 bytes) elements of ``⌊D‡⌋_V = D‡ o V:1`` are contiguous on both
  sides, and ``W = (⌊D‡⌋_V, complement)`` gives a direct plan with vectors on both sides.
* otherwise each side's contiguous run is the first mode ``s:d`` of
  ``coalesce(L‡)`` (``s`` offsets ``0..s-1`` at logical indices ``k*d``).  When
  both sides have runs in different logical directions, the tile
  ``T = (TD:dD, TS:dS)`` goes through shared memory: ``W = (T, complement(T, N))``.
  With a run on one side only, that side is vectorized in a direct plan.

Layouts with dynamic leaves: the algebra's inverses need static layouts, so
runs are read from the flat modes (both layouts must share their flat shape),
and every divisibility the plan relies on (``V | M``) is proven by the solver
under the assumptions; anything unproven makes the plan fall back to shorter
vectors, then to scalar accesses.  Such a ``W`` cuts the flat modes into
pieces, so ``S o W`` is a layout the algebra derives under the assumptions.

The rest mode of a direct plan is ordered by physical stride, so consecutive
threads move consecutive vectors (coalescing).  Every plan is a bijection onto
the logical domain by construction (a layout and its complement); the
kernel's index expressions are then proven equal to ``S o W`` and ``D o W``.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from cute_sym.arith import prefix_product
from cute_sym.conditions import Condition
from cute_sym.errors import CuteError
from cute_sym.layout import Layout
from cute_sym.tuples import Dyn, is_int, known_equal, leaves, product

from ..errors import CodegenError
from .dtypes import DType
from .plan import DirectPlan, StagedPlan, Staging
from .realigned import RealignedPlan
from .smem import conflict_free, is_conflict_free
from .tiles import Modes, TiledPlan, common_modes, tile_size
from .wrapped import WRAPPED_TD, WrappedPlan

__all__ = ["plan_copy", "divides", "div_facts", "paired_staging", "TILE", "SCALAR_TILE", "SYMBOLIC_TILE", "SECTOR", "MIN_RUN", "PAIR_BYTES"]

MIN_RUN = 8
"""The least static extent of a contiguous mode that a tiled plan stages (below it, direct)."""

TILE = {4: (64, 64, 256), 2: (64, 128, 512), 1: (128, 128, 256), 8: (64, 64, 256)}
"""Preferred (TD, TS, threads) of a staged tile by element size, when the layouts allow vectors
(benchmarks/RESULTS.md, the sweep)."""
SCALAR_TILE = {4: (32, 128, 256), 2: (128, 64, 256), 1: (128, 128, 256), 8: (64, 64, 256)}
"""The same when vectors are impossible (static strides that no vector divides): the tile the
sheared scalar path prefers (for fp32 (32, 128): 512-byte src runs, dst runs from sector boundaries)."""
SYMBOLIC_TILE = {4: (64, 64, 256), 2: (128, 64, 256), 1: (128, 128, 256), 8: (64, 64, 256)}
"""The same when vectors are checked at launch (symbolic strides): one tile for both paths."""
SECTOR = 32
"""Bytes of a DRAM sector: a sheared scalar path writes dst's rows from multiples of it."""
SYMBOLIC_IN_FLIGHT = 9
"""Loads in flight per thread in the sheared load phase of a kernel with symbolic strides (64-bit
indices): the default (all 18 of a (64,64) tile) spills at the 48 registers its blocks per
multiprocessor leave (benchmarks/RESULTS.md)."""


def _pow2_at_most(n: int, cap: int) -> int:
    v = 1
    while v * 2 <= cap and n % (v * 2) == 0:
        v *= 2
    return v


def plan_copy(src: Layout, dst: Layout, dt: DType, assume: Sequence[str] = ()) -> Any:
    """A :class:`DirectPlan`, :class:`TiledPlan` or :class:`StagedPlan` for ``dst(c) = src(c)``:
    direct when both sides share a vector; tiled (interior tiles unguarded, boundary tiles
    predicated) when they are contiguous along different modes of a common flat shape."""
    if src.is_static() and dst.is_static():
        from cute_sym.algebra import max_common_vector
        if max_common_vector(src, dst) < 2:
            tiled = _tiled(src, dst, dt, ())
            if tiled is not None:
                return tiled
        return _static(src, dst, dt)
    return _tiled(src, dst, dt, tuple(assume)) or _dynamic(src, dst, dt, tuple(assume))


# ---------------------------------------------------------------- static layouts (the algebra)
def _run(layout: Layout) -> tuple[int, int]:
    """``(s, d)``: offsets ``0..s-1`` of ``layout`` sit at logical indices ``0, d, .., (s-1)d``."""
    from cute_sym.algebra import coalesce, right_inverse
    inv = coalesce(right_inverse(layout))
    s, d = (inv.shape, inv.stride) if is_int(inv.shape) else (inv.shape[0], inv.stride[0])
    return (s, d) if d != 0 else (1, 0)


def _by_stride(layout: Layout, rest: Layout) -> Layout:
    """``rest``'s flat modes sorted by the physical stride of ``layout`` along them."""
    from cute_sym.algebra import coalesce
    modes = [(s, d) for s, d in zip(leaves(rest.shape), leaves(rest.stride)) if s != 1]
    modes.sort(key=lambda m: abs(layout(m[1])))
    if not modes:
        return Layout(1, 0)
    return coalesce(Layout(tuple(s for s, _ in modes), tuple(d for _, d in modes))) if len(modes) > 1 \
        else Layout(modes[0][0], modes[0][1])


def _direct_along(vec: Layout, size: int, order_by: Layout) -> DirectPlan:
    from cute_sym.algebra import complement
    rest = _by_stride(order_by, complement(vec, size))
    return DirectPlan(Layout((vec.shape, rest.shape), (vec.stride, rest.stride)))


def _static(S: Layout, D: Layout, dt: DType) -> Any:
    from cute_sym.algebra import complement, composition, max_common_vector, right_inverse
    vmax = max(1, 16 // dt.bytes)
    N = S.size()
    K = max_common_vector(S, D)
    V = _pow2_at_most(K, vmax) if K >= 2 else 1
    while V >= 2:                                  # the widest vector whose complement tiles Z_N
        plan = _direct_along(composition(right_inverse(D), Layout(V, 1)), N, D)
        if plan.work.size() == N:
            return plan
        V //= 2                                    # (130,260):(260,1) twice: 8 at logical stride 130 is not
                                                   # a mode's divisor (260 = 32.5 * 8), 4 is
    if K >= 2:
        return DirectPlan(Layout((1, N), (1, 1)))
    (sd, dd), (ss, ds) = _run(D), _run(S)
    VD, VS = _pow2_at_most(sd, vmax), _pow2_at_most(ss, vmax)
    if VD >= 2 and VS >= 2 and dd != ds:
        td_pref, ts_pref, threads = TILE.get(dt.bytes, TILE[4])
        TD, TS = _pow2_at_most(sd, td_pref), _pow2_at_most(ss, ts_pref)
        if dd < ds:                                # keep the two runs of the tile disjoint
            TD = _pow2_at_most(TD, max(1, ds // dd))
        else:
            TS = _pow2_at_most(TS, max(1, dd // ds))
        try:
            T = Layout((TD, TS), (dd, ds))
            rest = complement(T, N)
            if T.size() * rest.size() == N and TD * TS >= 32:
                return _staged(Layout((T.shape, rest.shape), (T.stride, rest.stride)), TD, TS, dt, threads)
        except CuteError:
            pass                                   # the tile is not part of a bijection: go direct
    if VD >= 2:
        return _direct_along(Layout(VD, dd), N, D)
    if VS >= 2:
        return _direct_along(Layout(VS, ds), N, S)
    return DirectPlan(Layout((1, N), (1, 1)))


def _staged(work: Layout, TD: int, TS: int, dt: DType, threads: int) -> Any:
    vmax = max(1, 16 // dt.bytes)
    VD, VS = _pow2_at_most(TD, vmax), _pow2_at_most(TS, vmax)
    for nt in (threads, threads // 2, threads // 4, 64, 32):
        try:
            plan = StagedPlan(work, VS, VD, dt.bytes, nt)
        except CuteError:
            continue
        return conflict_free(plan, dt.bytes)
    raise CuteError(f"no thread arrangement fits the tile ({TD},{TS})")


# ---------------------------------------------------------------- tiled plans (the padded tile grid)
def _nonnegative(x: Any) -> bool:
    if is_int(x):
        return x >= 0
    return isinstance(x, Dyn) and x.expr is not None and bool(getattr(x.expr, "is_nonnegative", False))


def _vector_width(tile: int, vmax: int, strides: Sequence[Any]) -> int:
    """The widest vector (a power of two at most ``vmax``, dividing ``tile``) whose steps over
    the other modes keep it aligned: every static stride a multiple (symbolic strides are
    checked at launch)."""
    v = vmax
    while v > 1 and (tile % v or any(is_int(d) and d % v for d in strides)):
        v //= 2
    return v


def _tiled(S: Layout, D: Layout, dt: DType, assume: tuple) -> "TiledPlan | None":
    """A :class:`TiledPlan` over the common flat modes of ``S`` and ``D``, or ``None`` when
    they have none, are contiguous along one mode, or a static contiguous run is short."""
    modes = common_modes(S, D)
    if modes is None or not all(_nonnegative(d) for d in (*modes.src, *modes.dst)):
        return None
    p = next((k for k, d in enumerate(modes.src) if is_int(d) and d == 1), None)
    q = next((k for k, d in enumerate(modes.dst) if is_int(d) and d == 1), None)
    if p is None or q is None or p == q:
        return None
    sq, sp = modes.shape[q], modes.shape[p]
    if (is_int(sq) and sq < MIN_RUN) or (is_int(sp) and sp < MIN_RUN):
        return None
    vmax = max(1, 16 // dt.bytes)
    static = all(is_int(d) for d in (*modes.src, *modes.dst))
    for table in ((TILE, SCALAR_TILE) if static else (SYMBOLIC_TILE,)):
        td_pref, ts_pref, threads = table.get(dt.bytes, TILE[4])
        td, ts = tile_size(sq, td_pref), tile_size(sp, ts_pref)
        vs = _vector_width(ts, vmax, [d for k, d in enumerate(modes.src) if k != p])
        vd = _vector_width(td, vmax, [d for k, d in enumerate(modes.dst) if k != q])
        if vs * vd > 1 or table is not TILE:       # no vector path at all: the scalar path's tile
            break
    exact = divides(td, sq, assume) and divides(ts, sp, assume)
    return _tiled_plan(modes, q, p, (td, ts), vs, vd, dt.bytes, threads, exact, static)


def _tiled_plan(modes: Modes, q: int, p: int, tile: tuple, vs: int, vd: int, eb: int, threads: int,
                exact: bool, static: bool = True) -> "TiledPlan | RealignedPlan | None":
    """The plan with the most threads (from ``threads`` down) whose scalar staging splits the
    tile evenly with a conflict-free shared-memory layout, and the widest vectors (at most
    ``vs`` / ``vd``) whose staging does too (none: no vector path)."""
    nt = threads
    while nt >= 32:
        try:
            scalar = conflict_free(Staging(tile, 1, 1, eb, nt), eb) if Staging(tile, 1, 1, eb, nt).fits() else None
        except CodegenError:
            scalar = None
        if scalar is not None:
            widths = sorted(((a, b) for a in _powers(vs) for b in _powers(vd) if a * b > 1),
                            key=lambda w: (-w[0] * w[1], -w[0]))
            others = tuple(k for k in range(len(modes.shape)) if k not in (q, p))
            shear = 0 if exact else _shear(scalar, eb)
            vector = _vector_staging(tile, widths, eb, nt)
            in_flight = SYMBOLIC_IN_FLIGHT if shear and not static else 0
            bps = 0
            if vector is None:
                scalar = paired_staging(scalar, shear, eb, modes.dst[q])
                if shear and eb in NARROW_BLOCKS_PER_SM:        # every load of the tile in flight
                    bps = NARROW_BLOCKS_PER_SM[eb]
                    in_flight = (tile[0] + shear) * tile[1] // nt
            plan = TiledPlan(modes, q, p, scalar, vector, exact,
                             order=(*others, p), shear=shear, in_flight=in_flight, blocks_per_sm=bps)
            return wrapped(plan) or realigned(plan) or worded(plan) or plan
        nt //= 2
    return None


REALIGN = False
"""Whether the planner realigns 2-byte sheared plans (:mod:`codegen.kernels.realigned`): off -- on the
H200 the realigned bf16 16383^2 transpose read 57% of ``copy_`` (its best variant 64%) against 75%
for the sheared one-element path with dst pairs in the same run (benchmarks/RESULTS.md, "Realigned
bf16 transposes (H200)"); a :class:`~codegen.kernels.realigned.RealignedPlan` is still generated and
proven when asked for (this flag, or the plan passed to ``copy_kernel``)."""
REALIGNED_TILE = (64, 128, 256, 4)
"""(TD, TS, threads, blocks per multiprocessor) of a realigned plan: no spill at 64 registers, static
or symbolic strides, with or without the vector path (ptxas; benchmarks/RESULTS.md, the sweep)."""


def _two_byte_transpose(plan: TiledPlan, flag: bool) -> bool:
    """A sheared 2-byte ``plan`` whose src is contiguous along p and dst along q (stride 1), with
    its planner ``flag`` on: what the realigned family serves."""
    m = plan.modes
    return bool(flag and plan.shear and plan.scalar.elem_bytes == 2 and is_int(m.src[plan.p]) and m.src[plan.p] == 1
                and is_int(m.dst[plan.q]) and m.dst[plan.q] == 1)


def _family(plan: TiledPlan, tile: tuple, nt: int, make: Any) -> Any:
    """``make(tiled)`` over ``tile`` with ``nt`` threads and the sector shear, keeping a vector path only
    where it moves 16-byte vectors on both sides (a vector launch shears nothing: its dst rows must
    start 16-byte aligned); ``None`` where the plan does not fit."""
    vector = None
    if plan.vector is not None and plan.vector.vec_src == plan.vector.vec_dst == 8:
        vector = _vector_staging(tile, [(8, 8)], 2, nt)
    try:
        tiled = TiledPlan(plan.modes, plan.q, plan.p, Staging(tile, 1, 1, 2, nt, None, 1), vector, False,
                          plan.order, shear=SECTOR // 2)
        return make(tiled)
    except CodegenError:
        return None


def realigned(plan: TiledPlan) -> "RealignedPlan | None":
    """The :class:`~codegen.kernels.realigned.RealignedPlan` of a sheared 2-byte transpose
    (:func:`_two_byte_transpose`: 16-byte vectors on both sides for any row alignment), over
    :data:`REALIGNED_TILE`; ``None`` where it does not apply (the tiled plan stays)."""
    if not _two_byte_transpose(plan, REALIGN):
        return None
    td_pref, ts_pref, nt, bps = REALIGNED_TILE
    m = plan.modes
    tile = (tile_size(m.shape[plan.q], td_pref), tile_size(m.shape[plan.p], ts_pref))
    return _family(plan, tile, nt, lambda tiled: RealignedPlan(tiled, bps))


WRAP = False
"""Whether the planner wraps 2-byte sheared plans (:mod:`codegen.kernels.wrapped`) where the shape
fills a :data:`WRAPPED_TILE`: off -- on the H200 the wrapped bf16 16383^2 transpose read 75% of
``copy_`` at best (12345x6789 73%, symbolic 16383^2 71%) against 74% / 77% / 74% for the sheared
one-element path with dst pairs in the same run (benchmarks/RESULTS.md, "Wrapped bf16 transposes
(H200)"); a :class:`~codegen.kernels.wrapped.WrappedPlan` is still generated and proven when asked
for (this flag, or the plan passed to ``copy_kernel``)."""
WRAPPED_TILE = (64, 256, 4, 0)
"""(TS, threads, blocks per multiprocessor, load steps in flight (0: all)) of a wrapped plan (TD =
256): the sweep's fastest, no spill at 64 registers (benchmarks/RESULTS.md: 75% against 57% for
5 blocks with 3 steps in flight)."""


def wrapped(plan: TiledPlan) -> "WrappedPlan | None":
    """The :class:`~codegen.kernels.wrapped.WrappedPlan` of a sheared 2-byte transpose
    (:func:`_two_byte_transpose`) over :data:`WRAPPED_TILE`, where each static extent fills the tile
    (else ``None``: the tiled plan stays)."""
    ts, nt, bps, in_flight = WRAPPED_TILE
    sq, sp = plan.modes.shape[plan.q], plan.modes.shape[plan.p]
    if not _two_byte_transpose(plan, WRAP) or (is_int(sq) and sq < WRAPPED_TD) or (is_int(sp) and sp < ts):
        return None
    return _family(plan, (WRAPPED_TD, ts), nt, lambda tiled: WrappedPlan(tiled, bps, in_flight))


WORDS = True
"""Whether the planner word-wraps 2-byte sheared transposes (:mod:`codegen.kernels.words`: interior
tiles read src in 4-byte words as they lie): on the H200 bf16 16383^2 read 90% of ``copy_``,
12345x6789 92%, symbolic 16383^2 83%, against 75%, 78%, 75% for the sheared one-element path in the
same run (benchmarks/RESULTS.md, "Word-wrapped bf16 transposes (H200)")."""
WORDS_TILE = (64, 128, 256, 4)
"""(TD, TS, threads, blocks per multiprocessor) of a word-wrapped plan: the same run's sweep read
(128, 128) x 512 threads 90-91%, (128, 128) x 256 and (64, 128) at 3 or 5 blocks 89%, (128, 64) 87%,
(64, 128) x 128 threads 81% at bf16 16383^2; symbolic (128, 64) 79%.  This tile keeps 64 registers
(no spill).  A symbolic plan's 16-byte vector path moves to a kernel of its own at launch
(:mod:`codegen.kernels.choice`); the split word kernel read 89% at symbolic 16383^2 over this tile, no
other tile of its sweep more (benchmarks/RESULTS.md, "Split bf16 transposes (H200)")."""


WORDS_WIDE = True
"""Whether a word-wrapped plan reads src in 8-byte words (:mod:`codegen.kernels.words8`) over
:data:`WORDS_WIDE_TILE` where each static extent fills it (else :data:`WORDS_TILE` with 4-byte words).
On the H200 (benchmarks/RESULTS.md, "Split bf16 transposes (H200)", the notes on 8-byte words) the
wide tile read 90% of ``copy_`` at symbolic bf16 16383^2 against 89% for the 4-byte plan, 91% against
89% at 16383^2 and 90% against 90% at 12345x6789, in one run."""
WORDS_WIDE_TILE = (64, 256, 512, 3)
"""(TD, TS, threads, blocks per multiprocessor) of an 8-byte word plan: the same run read (64, 128) x 256
at 4 blocks 81% at symbolic 16383^2 (90% static), (64, 128) x 512 and (128, 128) x 512 80-81%."""


def worded(plan: TiledPlan) -> "TiledPlan | None":
    """The word-wrapped form of a sheared 2-byte transpose (:func:`_two_byte_transpose`): 8-byte words
    over :data:`WORDS_WIDE_TILE` (:data:`WORDS_WIDE`), else 4-byte words over :data:`WORDS_TILE`, where
    each static extent fills the tile (else ``None``: the plan stays)."""
    return (WORDS_WIDE and _worded_over(plan, WORDS_WIDE_TILE, 8)) or _worded_over(plan, WORDS_TILE, 4)


def _worded_over(plan: TiledPlan, tile: tuple, word_bytes: int) -> "TiledPlan | None":
    """:func:`worded` over ``tile`` = (TD, TS, threads, blocks per multiprocessor) with ``word_bytes`` words."""
    td, ts, nt, bps = tile
    sq, sp = plan.modes.shape[plan.q], plan.modes.shape[plan.p]
    if not _two_byte_transpose(plan, WORDS) or (is_int(sq) and sq < td + SECTOR // 2) or (is_int(sp) and sp < ts):
        return None
    vector = None
    if plan.vector is not None and plan.vector.vec_src == plan.vector.vec_dst == 8:
        vector = _vector_staging((td, ts), [(8, 8)], 2, nt)
    try:
        scalar = conflict_free(Staging((td, ts), 1, 1, 2, nt), 2)
        if vector is None:
            scalar = paired_staging(scalar, SECTOR // 2, 2, plan.modes.dst[plan.q])
        in_flight = plan.in_flight if 0 < plan.in_flight < 16 else 0      # symbolic: the boundary tiles' cap
        out = dataclasses.replace(plan, scalar=scalar, vector=vector, shear=SECTOR // 2, blocks_per_sm=bps,
                                  in_flight=in_flight, src_words=True, word_bytes=word_bytes)
    except CodegenError:
        return None
    return out if out.worded else None


# The grid's r walks the other modes before p (rank 3+: the batch first): x.permute(2,0,1) of
# 64x1024x1024 ran at 92% / 86% / 92% of copy_ so, 90% / 87% / 84% with p first (three runs,
# benchmarks/RESULTS.md).
def _shear(scalar: Staging, eb: int) -> int:
    """The shear of a scalar staging: a sector's elements when the tile along q holds two
    sectors at least, its shared memory is padded and the sheared load phase splits evenly
    (else 0: no shear)."""
    A = max(1, SECTOR // eb)
    td, ts = scalar.tile
    if td % A or td < 2 * A or scalar.swizzle is not None:
        return 0
    return A if Staging((td + A, ts), 1, 1, eb, scalar.threads).load.fits() else 0


PAIR_BYTES = 4
"""A sheared store phase of elements narrower than this writes dst in accesses of this many bytes
(bf16: pairs), where its shared memory stays conflict-free and there is no vector path (a vector
launch shears nothing, so its boundary tiles' dst rows would not start aligned) (issue 14: bf16 16383^2 ran at 74% of
copy_ with 2-byte stores, benchmarks/RESULTS.md)."""


NARROW_BLOCKS_PER_SM = {2: 4}
"""Blocks per multiprocessor of a sheared scalar plan of elements this narrow (bytes) with no
vector path, which keeps every load of its tile in flight: a 2-byte load holds a 4-byte register,
so at the default 40 registers a thread keeps half the bytes in flight that fp32 does
(benchmarks/RESULTS.md, the sweep)."""


def paired_staging(scalar: Staging, shear: int, eb: int, d_q: Any) -> Staging:
    """``scalar`` storing ``PAIR_BYTES // eb`` dst elements per access
    (:attr:`~codegen.kernels.tiles.TiledPlan.paired`) with the first padding (odd words per row
    first) under which both shared-memory accesses are conflict-free; else ``scalar`` itself."""
    V = PAIR_BYTES // eb
    if V < 2 or not shear or shear % V or not (is_int(d_q) and d_q == 1):
        return scalar
    for pad in (1, 3, 2):
        st = Staging(scalar.tile, 1, V, eb, scalar.threads, None, pad)
        if st.fits() and is_conflict_free(st, eb):
            return st
    return scalar


def _powers(v: int) -> list[int]:
    return [1 << k for k in range(v.bit_length())]


def _vector_staging(tile: tuple, widths: Sequence[tuple], eb: int, nt: int) -> "Staging | None":
    for a, b in widths:
        st = Staging(tile, a, b, eb, nt)
        if st.fits():
            try:
                return conflict_free(st, eb)
            except CodegenError:
                continue
    return None


# ---------------------------------------------------------------- dynamic layouts (flat modes)
def div_facts(layout: Layout, prefix: str) -> tuple[str, ...]:
    """``name % N == 0`` for each dynamic leaf ``?{div=N}`` of ``layout``, named as
    :func:`~codegen.emit.name_leaves` names it (``<prefix>_q<k>``, or its symbol)."""
    from solver.symbols import map_leaves
    facts: list[str] = []
    count = iter(range(1 << 30))

    def visit(v: Any, role: str) -> Any:
        if isinstance(v, Dyn):
            k = next(count)
            div = getattr(v, "div", 1)
            if div > 1 and (v.expr is None or getattr(v.expr, "is_Symbol", False)):
                facts.append(f"{v.expr if v.expr is not None else f'{prefix}_q{k}'} % {div} == 0")
        return v
    map_leaves(layout, visit)
    return tuple(facts)


def divides(v: int, x: Any, assume: Sequence[str]) -> bool:
    """``v | x`` for every parameter value allowed by ``assume`` (proven by the solver; a
    leaf ``?{div=N}`` with ``v | N`` needs no proof)."""
    if is_int(x):
        return x % v == 0
    if isinstance(x, Dyn) and getattr(x, "div", 1) % v == 0:
        return True
    from solver.discharge import discharge
    from ..validate import refuse_vacuous
    expr = x.expr if isinstance(x, Dyn) else x
    if expr is None:
        return False
    proof = discharge([Condition("divides", v, expr)], tuple(assume))[0]
    refuse_vacuous(proof, assume, "a copy kernel")
    return proof.proved


def _largest_vector(x: Any, vmax: int, assume: tuple) -> int:
    v = vmax
    while v > 1 and not divides(v, x, assume):
        v //= 2
    return v


def _quot(x: Any, v: int) -> Any:
    """``x / v``, exact (``v | x`` was proven)."""
    return x // v if is_int(x) else Dyn(x.width, x.expr / v)


def _dynamic(S: Layout, D: Layout, dt: DType, assume: tuple) -> Any:
    """Plans over the common flat shape of ``S`` and ``D``: every mode of ``W`` is a
    piece of one flat mode (so the algebra composes ``S o W``)."""
    def flat(x: Any) -> list:
        return list(leaves(x)) if isinstance(x, tuple) else [x]
    shape, dshape, sstride, dstride = flat(S.shape), flat(D.shape), flat(S.stride), flat(D.stride)
    size = product(tuple(shape))
    scalar = DirectPlan(Layout((1, size), (1, 1)))
    if len(shape) != len(dshape) or any(known_equal(a, b) is not True for a, b in zip(shape, dshape)):
        return scalar                              # different flat shapes: no common mode structure
    logical = list(prefix_product(tuple(shape)))
    p = next((k for k, d in enumerate(sstride) if d == 1 and is_int(d)), None)
    q = next((k for k, d in enumerate(dstride) if d == 1 and is_int(d)), None)
    vmax = max(1, 16 // dt.bytes)
    if p is not None and q is not None and p != q:
        td_pref, ts_pref, threads = TILE.get(dt.bytes, TILE[4])
        TD, TS = _largest_vector(shape[q], td_pref, assume), _largest_vector(shape[p], ts_pref, assume)
        if TD >= vmax and TS >= vmax:
            others = [k for k in range(len(shape)) if k not in (p, q)]
            rest_shape = (_quot(shape[q], TD), _quot(shape[p], TS), *(shape[k] for k in others))
            rest_stride = (logical[q] * TD, logical[p] * TS, *(logical[k] for k in others))
            work = Layout(((TD, TS), rest_shape), ((logical[q], logical[p]), rest_stride))
            return _staged(work, TD, TS, dt, threads)
    along = q if q is not None else p
    if along is None:
        return scalar
    V = _largest_vector(shape[along], vmax, assume)
    if V == 1:
        return scalar
    others = [k for k in range(len(shape)) if k != along]
    rest_shape = (_quot(shape[along], V), *(shape[k] for k in others))
    rest_stride = (logical[along] * V, *(logical[k] for k in others))
    return DirectPlan(Layout((V, rest_shape), (logical[along], rest_stride)))
