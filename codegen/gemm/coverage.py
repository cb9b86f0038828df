"""Each element of C is written exactly once, for every value of the sizes (issue 24, item 4).

The epilogue's store site is a :class:`~.partition.Placed`: the element's row and column are
layouts ``row(p) = sum_i x_i * rs_i`` and ``col(p) = sum_i x_i * cs_i`` over the store
coordinate ``p = (x_i)``, ``0 <= x_i < e_i`` (the grid's extents symbolic for named sizes).  The
argument, checked exactly on the layouts (no enumeration, no sampling):

1. every mode of extent > 1 moves exactly one of row and column (else two coordinates would
   store the same element);
2. the row modes, sorted by stride, form a mixed radix: the first stride is 1 and each next
   stride is the previous stride times its extent (only the last extent may be symbolic) -- so
   ``row`` is a bijection of its modes onto ``[0, R)``, ``R`` the last stride times its extent;
   the same for the column onto ``[0, C)``; with (1), ``p -> (row, col)`` is a bijection of the
   whole coordinate domain onto ``[0, R) x [0, C)`` (the padded grid);
3. the stores that happen are exactly those with ``row < M`` and ``col < N``: with a guard per
   element that is the guard; with a guard at the pair's first element (``v``, the column's
   stride-1 mode of extent 2) every other column stride is even, so the pair's first column is
   even and, ``N`` being even (a precondition), ``col < N`` iff ``col + 1 < N``; along a dimension
   the tile divides (no guard) ``R`` (``C``) equals the extent or, for rows, the tile rows past M
   belong to CTAs that exit (their first row is already ``>= M``: ``BM`` divides ``M``);
4. the offset of ``(row, col)`` is ``row * N + col`` (``row + col * M`` column-major): the bounds
   proof shows it for every stored element, and it is one-to-one on ``[0, M) x [0, N)``.

Hence each element of the ``M x N`` tensor C is stored by exactly one (thread, value, CTA).
"""
from __future__ import annotations

import time
from typing import Any

from cute_sym.tuples import leaves

from ..errors import CodegenError
from .config import GemmConfig
from .partition import Placed
from .proofs import Fact

__all__ = ["prove_written_once"]


def _radix(modes: list[tuple[Any, int]], what: str) -> Any:
    """The image extent of ``sum x_i * stride_i`` when the ``(extent, stride)`` modes form a mixed
    radix (see the module), else a :class:`CodegenError` naming the break."""
    modes = sorted(modes, key=lambda m: m[1])
    expect = 1
    for k, (extent, stride) in enumerate(modes):
        if stride != expect:
            raise CodegenError(f"C written once: the {what} strides {[s for _e, s in modes]} are not a mixed radix "
                               f"(stride {stride} where {expect} is needed)")
        if not isinstance(extent, int):
            if k != len(modes) - 1:
                raise CodegenError(f"C written once: a symbolic {what} extent {extent} is not the outermost mode")
            return ("sym", expect, extent)
        expect *= extent
    return expect


def prove_written_once(c: GemmConfig, placed: Placed, pair_mode: "int | None") -> Fact:
    """The statement of the module for the epilogue ``placed`` (row, column layouts over the
    store coordinate); ``pair_mode``: the leaf index of the pair's ``v`` when the guard is taken
    at the pair's first element (row-major pairs), ``None`` for a guard per element."""
    start = time.perf_counter()
    ext = leaves(placed.row.shape)
    rs, cs = leaves(placed.row.stride), leaves(placed.col.stride)
    rows, cols = [], []
    one = [isinstance(e, int) and e == 1 for e in ext]         # a symbolic extent may exceed 1
    for i, (e, r, s) in enumerate(zip(ext, rs, cs)):
        if one[i]:
            continue
        if (r != 0) == (s != 0):
            raise CodegenError(f"C written once: mode {i} (extent {e}) moves {'both' if r else 'neither'} row and column")
        (rows if r else cols).append((e, r or s))
    R, C = _radix(rows, "row"), _radix(cols, "column")
    if pair_mode is not None:
        e, s = ext[pair_mode], cs[pair_mode]
        if (e, s, rs[pair_mode]) != (2, 1, 0) or any(x % 2 for i, x in enumerate(cs) if i != pair_mode and not one[i]):
            raise CodegenError("C written once: the pair's first column is not even (the guard at v = 0 would "
                               "not decide both elements)")
        if isinstance(c.N, int) and c.N % 2:
            raise CodegenError("C written once: pairs need an even N")
    # the padded grid: rows [0, group*BM*Q) (the raster's q mode outermost), columns [0, BN*NB)
    def covers(image: Any, stride: int, extent: Any) -> bool:
        if isinstance(image, int):
            return isinstance(extent, int) and image == stride * extent
        return image[1] == stride and str(image[2]) == str(extent)
    if not (covers(R, c.group * c.BM, c.Q) and covers(C, c.BN, c.NB)):
        raise CodegenError(f"C written once: the images [0, {R}) x [0, {C}) are not the raster's padded grid "
                           f"[0, group*BM*Q) x [0, BN*NB) = [0, {c.group * c.BM}*{c.Q}) x [0, {c.BN}*{c.NB})")
    show = lambda x: x if isinstance(x, int) else f"{x[1]}*{x[2]}"     # noqa: E731
    guard = ("a guard per element" if pair_mode is None else
             "the guard at the pair's first element (its column even, N even)")
    text = (f"each element of C is written exactly once: (row, col) of the store is a bijection of its "
            f"coordinate onto [0, {show(R)}) x [0, {show(C)}) (every mode moves one of them; row strides "
            f"{sorted(s for _e, s in rows)} and column strides {sorted(s for _e, s in cols)} are mixed radices), "
            f"{guard} keeps exactly the elements with row < {c.M} and col < {c.N}, and the offset is one-to-one "
            f"there (the bounds proof)")
    return Fact(text, "proved", "layout structure", time.perf_counter() - start)
