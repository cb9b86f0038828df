"""Tiled copies over a padded tile grid, predicated the CuTe way (issue 14).

A copy ``dst(c) = src(c)`` whose two layouts are contiguous along different modes
(a transpose) is cut into ``(TD, TS)`` tiles of the common flat shape
``(s_0, .., s_{r-1})``: ``TD`` along the mode ``q`` where dst is contiguous, ``TS``
along the mode ``p`` where src is.  The tile grid is ``⌈s_q/TD⌉ x ⌈s_p/TS⌉ x`` the
other extents, so it covers the shape for every value of the extents; each tile is
staged through shared memory (:class:`~codegen.kernels.plan.Staging`).

Everything a thread computes is a layout over its inputs ``((v, t, k), (tq, r))`` --
vector lane, thread, step; tile along ``q`` (``blockIdx.x``) and the rest of the grid
(``r``, walked along ``blockIdx.y``):

* the *coordinate layouts* ``C_k`` (CuTe's identity tensor of the shape, tiled and
  partitioned like the data): ``C_q = a + TD*tq``, ``C_p = b + TS*tp``, ``C_o`` the
  grid coordinate of another mode ``o``, with ``(a, b)`` the element's tile coordinate;
* the offset layouts ``sum_k d_k * C_k`` for the strides ``d`` of src and dst: on the
  natural coordinate a layout is this inner product (paper eq. 2), so the offset is
  ``src(C(x))`` wherever ``C(x)`` lies inside the shape.

A tile whose extent left from its origin, ``s_q - TD*tq`` and ``s_p - TS*tp``, covers
it whole is *interior* and copied unguarded; a boundary tile guards every access with
``elem_less((a, b), (s_q - o_q, s_p - o_p))``.  :mod:`codegen.kernels.bounds` proves that
each guard keeps its access inside the layout's image for every value of the extents.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Sequence

import sympy

from cute_sym.layout import Layout
from cute_sym.tuples import Dyn, is_int, is_tuple, known_equal, leaves, transform_leaves

from ..errors import CodegenError
from .plan import Staging

__all__ = ["Modes", "common_modes", "TiledPlan", "ceil_div", "exact_div", "tile_size"]


@dataclass(frozen=True)
class Modes:
    """The common flat shape of two layouts and each one's strides along it; ``leaves`` maps
    each flat leaf of the layouts to its mode (``None``: an extent-1 leaf) when the modes are
    the layouts' own flat leaves, and is ``None`` when they refine them (static layouts)."""

    shape: tuple
    src: tuple
    dst: tuple
    leaves: "tuple | None" = None


def _flat(x: Any) -> list:
    return list(leaves(x)) if is_tuple(x) else [x]


def common_modes(S: Layout, D: Layout) -> "Modes | None":
    """The common flat refinement of ``S`` and ``D``'s shapes (static: modes split where
    one extent divides the other, then modes contiguous on both sides merged and extent-1
    modes dropped; dynamic: the flat shapes must agree leaf by leaf), or ``None``."""
    if S.is_static() and D.is_static():
        return _refine(list(zip(_flat(S.shape), _flat(S.stride))), list(zip(_flat(D.shape), _flat(D.stride))))
    shape, dshape = _flat(S.shape), _flat(D.shape)
    if len(shape) != len(dshape) or any(known_equal(a, b) is not True for a, b in zip(shape, dshape)):
        return None
    keep = [k for k, s in enumerate(shape) if s != 1]
    src, dst = _flat(S.stride), _flat(D.stride)
    mode = {k: i for i, k in enumerate(keep)}
    return Modes(tuple(shape[k] for k in keep), tuple(src[k] for k in keep), tuple(dst[k] for k in keep),
                 tuple(mode.get(k) for k in range(len(shape))))


def _refine(a: list, b: list) -> "Modes | None":
    a = [m for m in a if m[0] != 1]
    b = [m for m in b if m[0] != 1]
    modes: list[tuple[int, int, int]] = []
    while a and b:
        (sa, da), (sb, db) = a[0], b[0]
        if sa % sb and sb % sa:
            return None
        e = min(sa, sb)
        modes.append((e, da, db))
        a = a[1:] if sa == e else [(sa // e, da * e), *a[1:]]
        b = b[1:] if sb == e else [(sb // e, db * e), *b[1:]]
    if a or b:
        return None
    merged: list[tuple[int, int, int]] = []
    for m in modes:
        if merged and m[1] == merged[-1][0] * merged[-1][1] and m[2] == merged[-1][0] * merged[-1][2]:
            s, d1, d2 = merged.pop()
            m = (s * m[0], d1, d2)
        merged.append(m)
    if not merged:
        return None
    return Modes(*(tuple(x) for x in zip(*merged)))


def ceil_div(x: Any, t: int) -> Any:
    """``⌈x / t⌉`` for an extent ``x`` (a static int or a named dynamic leaf)."""
    if is_int(x):
        return -(-x // t)
    if not isinstance(x, Dyn) or x.expr is None:
        raise CodegenError(f"cannot tile the unnamed dynamic extent {x!r}")
    return Dyn(x.width, sympy.ceiling(x.expr / t))


def exact_div(x: Any, t: int) -> Any:
    """``x / t`` where ``t | x`` is known."""
    return x // t if is_int(x) else Dyn(x.width, x.expr / t)


@dataclass(frozen=True)
class TiledPlan:
    """A copy over the padded tile grid of ``modes``: ``(TD, TS)`` tiles along modes
    ``(q, p)``.  ``scalar`` stages every tile with one element per access; ``vector``
    (when some side has vectors) stages the interior tiles whose alignment holds.
    ``exact`` says that the tiles divide the shape for every value (no boundary tile);
    ``order`` lists the modes the grid's ``r`` walks (``p`` among them), fastest first
    (default: ``p``, then the others).  ``blocks_per_sm``: the blocks per multiprocessor the
    register budget is set for (``__launch_bounds__``; 0: the kernel's default).

    ``shear = A > 0`` (elements; ``A | TD``) shears the scalar path's tiles so that dst's
    writes start on ``A``-element boundaries: in dst row ``j`` (a coordinate along ``p`` and the
    other modes) tile ``tq`` covers ``q`` in ``[TD*tq - phi_j, TD*(tq+1) - phi_j)`` for a shift
    ``phi_j`` in ``[0, A)`` that the kernel computes (the dst address of the row, mod ``A``).
    For any such shifts the tiles of a row partition ``[-phi_j, TD*gq - phi_j)``, which covers
    ``[0, s_q)`` when ``gq = ⌈(s_q + A - 1) / TD⌉``.  The load phase reads the ``TD + A`` rows
    ``q = TD*tq - A + e`` (:meth:`sheared_load`, element ``(e, b)`` of the tile when
    ``A - phi_j <= e < TD + A - phi_j``) into a ``(TD + A)``-row shared tile; the store phase
    reads the slot of row ``e = a + A - phi_j``, ``scalar.vec_dst`` elements along ``q`` per access
(:attr:`paired`).  A tile is interior when ``A <= TD*tq`` and its
    extents left cover it.  The vector path (when there is one) runs with every shift 0.

    ``in_flight``: the most single-element loads of the sheared load phase a thread has in
    flight before it stores them to shared memory (0: :data:`codegen.kernels.sheared.GROUP`);
    fewer keep 64-bit kernels from spilling (benchmarks/RESULTS.md).  ``src_pairs``: a paired plan
    reads src in pairs where it can (:attr:`src_paired`); off by default: slower on the H200
    (benchmarks/RESULTS.md, fifth round), so the planner keeps one element per load.  ``src_words``:
    a sheared 2-byte plan's interior tiles read src in 4-byte words as they lie (:attr:`worded`,
    :mod:`codegen.kernels.words`; the planner's default for 2-byte odd transposes); ``word_bytes``: 4, or 8
    for 8-byte src words (:mod:`codegen.kernels.words8`)."""

    modes: Modes
    q: int
    p: int
    scalar: Staging
    vector: "Staging | None" = None
    exact: bool = False
    order: tuple[int, ...] = ()
    blocks_per_sm: int = 0
    shear: int = 0
    in_flight: int = 0
    src_pairs: bool = False
    src_words: bool = False
    word_bytes: int = 4

    def __post_init__(self) -> None:
        r = len(self.modes.shape)
        if not (0 <= self.q < r and 0 <= self.p < r and self.q != self.p):
            raise CodegenError(f"a tiled plan needs two distinct modes q, p of the shape, got {self.q}, {self.p}")
        if not self.order:
            object.__setattr__(self, "order", (self.p, *(k for k in range(r) if k not in (self.q, self.p))))
        if sorted((self.q, *self.order)) != list(range(r)):
            raise CodegenError(f"the grid's modes {self.order} with q = {self.q} are not the {r} modes of the shape")
        for st in filter(None, (self.scalar, self.vector)):
            if st.tile != self.scalar.tile or st.threads != self.scalar.threads or not st.fits():
                raise CodegenError(f"staging {st} does not fit the plan's tile {self.scalar.tile} "
                                   f"and {self.scalar.threads} threads")
        if self.shear:
            td = self.scalar.tile[0]
            if self.shear < 0 or td % self.shear or self.exact or self.scalar.swizzle is not None \
                    or not self.sheared_load.load.fits():
                raise CodegenError(f"a shear of {self.shear} elements needs a tile along q ({td}) it divides, "
                                   f"boundary tiles, a padded (unswizzled) scalar staging and a load phase "
                                   f"that splits the {td + self.shear} rows")
        if self.blocks_per_sm < 0:
            raise CodegenError(f"blocks_per_sm {self.blocks_per_sm} must be >= 0")
        if self.in_flight < 0 or (self.in_flight and not self.shear):
            raise CodegenError(f"in_flight {self.in_flight} must be >= 0, and is a knob of sheared plans only")
        if self.word_bytes not in (4, 8):
            raise CodegenError(f"word_bytes {self.word_bytes} must be 4 or 8")
        if self.scalar.vec_src != 1 or (self.scalar.vec_dst != 1 and not self.paired):
            raise CodegenError("the scalar staging must move one element per access (a sheared one may store "
                               "dst pairs: vec_dst dividing the shear, dst contiguous along q)")

    @property
    def paired(self) -> bool:
        """The sheared store phase writes ``scalar.vec_dst > 1`` dst elements per access: allowed
        where they divide the shear, dst is contiguous along ``q`` (stride 1) and there is no vector
        path (whose launches shear nothing), so that each access starts ``vec_dst``-aligned in
        absolute address: the row's segment starts at a multiple of ``A`` (the shift) and the
        access ``V``-aligned in it (:func:`~codegen.kernels.sheared.check_sheared`)."""
        V = self.scalar.vec_dst
        d_q = self.modes.dst[self.q]
        return V > 1 and self.shear > 0 and self.shear % V == 0 and is_int(d_q) and d_q == 1 and self.vector is None

    @property
    def src_paired(self) -> bool:
        """The sheared load phase reads src in pairs too (``scalar.vec_dst`` = 2 elements, 4 bytes for
        bf16): a paired plan whose src is contiguous along ``p`` (stride 1) with an even ``TS``.  Row
        ``e``'s pair ``(b, b + 1)`` (``b`` even) is read at columns ``b + rho_e + v`` wrapped mod ``TS``,
        ``rho_e`` the parity of the row's element address at column 0 (the kernel reads it from the
        pointer), so every 2-element load starts at an even element address; the pair that wraps
        (``b = TS - 2``, ``rho_e = 1``) is read element by element."""
        d_p = self.modes.src[self.p]
        return self.src_pairs and self.paired and self.scalar.vec_dst == 2 and is_int(d_p) and d_p == 1 and self.tile[1] % 2 == 0

    @property
    def worded(self) -> bool:
        """Interior sheared tiles read src in 4-byte words as they lie (:mod:`codegen.kernels.words`):
        ``src_words`` on a sheared 2-byte plan contiguous along ``p`` (src) and ``q`` (dst) whose tile
        splits into whole 32-word chunks (:func:`~codegen.kernels.words.words_geometry`; with 8-byte words
        ``word_bytes = 8``, :func:`~codegen.kernels.words8.words8_geometry`)."""
        from .words import words_geometry
        from .words8 import words8_geometry
        m = self.modes
        geometry = words8_geometry if self.word_bytes == 8 else words_geometry
        return bool(self.src_words and self.shear and self.scalar.elem_bytes == 2 and not self.src_paired
                    and is_int(m.src[self.p]) and m.src[self.p] == 1 and is_int(m.dst[self.q]) and m.dst[self.q] == 1
                    and geometry(*self.tile, self.shear, self.threads) is not None)

    @property
    def tile(self) -> tuple[int, int]:
        return self.scalar.tile

    @property
    def threads(self) -> int:
        return self.scalar.threads

    @property
    def stagings(self) -> tuple[tuple[str, Staging], ...]:
        """``(name, staging)`` of each path's staging: ``v`` (vectors), ``s`` (scalar)."""
        return ((("v", self.vector),) if self.vector is not None else ()) + (("s", self.scalar),)

    @property
    def sheared_load(self) -> Staging:
        """The load phase of a sheared tile: ``TD + A`` rows, one element per access (its
        store phase is not used)."""
        td, ts = self.scalar.tile
        vs = 2 if self.src_paired else 1
        return dataclasses.replace(self.scalar, tile=(td + self.shear, ts), vec_src=vs)

    def _tiles(self, k: int, t: int) -> Any:
        s = self.modes.shape[k]
        if self.shear and k == self.q:
            return ceil_div(s + (self.shear - 1), t)
        return exact_div(s, t) if self.exact else ceil_div(s, t)

    @property
    def grid(self) -> tuple:
        """``(gq, R)``: tiles along ``q`` (x), and the rest ``R = (gp, s_o, ..)`` (y)."""
        td, ts = self.tile
        rest = tuple(self._tiles(k, ts) if k == self.p else self.modes.shape[k] for k in self.order)
        return (self._tiles(self.q, td), rest if len(rest) > 1 else rest[0])

    def _grid_strides(self, k: int) -> tuple:
        """Strides of the grid ``(tq, r)`` in the coordinate along mode ``k``."""
        td, ts = self.tile
        q_part = td if k == self.q else 0
        rest = [(ts if k == self.p else 1) if k == o else 0 for o in self.order]
        return (q_part, tuple(rest) if len(rest) > 1 else rest[0])

    def _phase_strides(self, st: Staging, phase: str, k: int) -> tuple:
        ph = st.load if phase == "load" else st.store
        along, across = (self.p, self.q) if phase == "load" else (self.q, self.p)
        return ph.strides(1 if k == along else 0, 1 if k == across else 0)

    def _layout(self, st: Staging, phase: str, weights: Sequence[Any]) -> Layout:
        """The layout over ``((v, t, k), (tq, r))`` of ``sum_k weights[k] * C_k``."""
        ph = st.load if phase == "load" else st.store
        per_mode = [(self._phase_strides(st, phase, k), self._grid_strides(k)) for k in range(len(weights))]
        flat = [list(leaves(strides)) for strides in per_mode]
        combined = [_dot(weights, [f[i] for f in flat]) for i in range(len(flat[0]))]
        profile = (ph.strides(0, 0), self._grid_strides(self.q))
        it = iter(combined)
        return Layout((ph.shape, self.grid), transform_leaves(lambda _x: next(it), profile))

    def coordinate(self, st: Staging, phase: str, k: int) -> Layout:
        """``C_k``: the coordinate along mode ``k`` of the element ``((v, t, k), (tq, r))``."""
        return self._layout(st, phase, [1 if j == k else 0 for j in range(len(self.modes.shape))])

    def offset(self, st: Staging, phase: str) -> Layout:
        """The src offset (load phase) or the dst offset (store phase) of an element."""
        strides = self.modes.src if phase == "load" else self.modes.dst
        return self._layout(st, phase, strides)

    def row_offset(self, st: Staging, phase: str) -> Layout:
        """``sum_{k != q} d_k * C_k`` for dst's strides ``d``: the dst offset of the element's row
        (its coordinate along ``q`` set to 0), whose residue picks a sheared row's shift."""
        return self._layout(st, phase, [0 if k == self.q else d for k, d in enumerate(self.modes.dst)])

    def origin(self, k: int) -> Layout:
        """The coordinate along mode ``k`` of a tile's origin, over ``(tq, r)``."""
        return Layout(self.grid, self._grid_strides(k))


def _dot(weights: Sequence[Any], values: Sequence[Any]) -> Any:
    out: Any = 0
    for w, v in zip(weights, values):
        if v != 0 and w != 0:
            out = out + w * v
    return out


def tile_size(extent: Any, pref: int, least: int = 8) -> int:
    """The tile extent along a mode of ``extent``: ``pref``, or for a static extent below it
    the smallest power of two (at least ``least``) covering it."""
    if not is_int(extent) or extent >= pref:
        return pref
    t = least
    while t < extent:
        t *= 2
    return min(t, pref)

