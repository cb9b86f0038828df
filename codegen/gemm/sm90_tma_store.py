"""The SM90 GEMM's epilogue through shared memory and the TMA (issue 24): ``tma_store``.

The direct epilogue (:mod:`.sm90_epilogue`) stores each accumulator pair from registers: 4 bytes a
lane, a warp's store touching 8 rows x 16 bytes, 128 instructions a thread for a 128 x 256 tile --
measured on the H200 at 10-23% of the kernel's time (4096 x 14336 x 4096 and 2048^3 with the stores
disabled).  Here each consumer warpgroup stages its 64 rows in rounds of ``RC = min(BN, 128)``
columns: its pairs (alpha, the fp8 scales and the bias applied, converted) go with 4-byte
``st.shared`` into a buffer of ``RC / 64`` boxes of 64 x 64 elements laid out as a TMA box with
``SWIZZLE_128B`` (CuTe's ``tma_box_layout``), then one thread stores each box with
``cp.async.bulk.tensor.2d.global.shared::cta`` (CUTLASS's ``SM90_TMA_STORE``) at the box's origin
``(bn*BN + rd*RC + 64*b, tile row + 64*wg)``, the hardware clipping rows >= M and columns >= N
(the tensor map has C's true extents).  Before a round writes the buffer, the thread that issued
the last round's stores waits for their shared-memory reads (``cp.async.bulk.wait_group.read 0``),
and the warpgroup meets at its named barrier; after the writes each thread fences the generic proxy
against the async one (``fence.proxy.async.shared::cta``) and the warpgroup meets again.  The
issuing thread waits for all its stores before the CTA exits.

Proven (:func:`store_facts`, :func:`store_access`, :func:`store_sites`): the staging layout ``S_C``
(``RC/64`` boxes of 4096 elements) is box by box the TMA's ``tma_box_layout(64)``; the staging
write of accumulator ``(v, r, t, j)`` is ``S_C`` composed with the C atom's (row, column in the
round) -- the element the TMA box stores at that row and column -- and one round's writes are
one-to-one onto the buffer; the writes are bank-conflict-free; the boxes' elements cover C exactly
once (with the clipping: each element with row < M and col < N); every box origin the kernel
stores at lies inside C.  Row-major C with 2-byte elements, no ``beta`` (it reads C), no split-K
and no batch: the other forms keep the direct epilogue.
"""
from __future__ import annotations

from cute_sym.atoms import tma_box_layout
from cute_sym.composed import ComposedLayout
from cute_sym.layout import Layout
from solver.atoms import prove_tv_onto
from solver.prove import prove_composition, prove_equal

from ..banks import Access
from .emitting import emit
from ..errors import CodegenError
from ..kernels.csource import call
from .bounds import Site
from .config import GemmConfig
from .coverage import prove_written_once
from .partition import place, raster
from .proofs import Fact, require
from .sm90_epilogue import scale_text, to_f32

__all__ = ["PTX", "BOX", "round_cols", "staging_bytes", "check_tma_store", "store_layouts", "store_facts",
           "store_access", "store_sites", "store_functions", "store_code", "drain_code"]

BOX = 64                      # a TMA store box: 64 rows x 64 two-byte elements (128-byte rows)

PTX = r"""
// SM90_TMA_STORE: a box from shared memory (laid out as the tensor map's swizzle) to global, clipped at the extents
CUTE_DEVICE void cute_tma_store_2d(const cute_tensor_map* map, unsigned src, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];"
               :: "l"(map), "r"(src), "r"(c0), "r"(c1) : "memory");
}
CUTE_DEVICE void cute_tma_store_commit() { asm volatile("cp.async.bulk.commit_group;" ::: "memory"); }
// the committed stores have read shared memory (the buffer may be written again)
CUTE_DEVICE void cute_tma_store_wait_read() { asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory"); }
// the committed stores are complete (before the CTA exits)
CUTE_DEVICE void cute_tma_store_wait_all() { asm volatile("cp.async.bulk.wait_group 0;" ::: "memory"); }
// generic-proxy writes to shared memory made visible to the async proxy (the TMA's reads)
CUTE_DEVICE void cute_fence_proxy_async() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
CUTE_DEVICE void cute_st_shared_u32(unsigned addr, unsigned x) {
  asm volatile("st.shared.u32 [%0], %1;" :: "r"(addr), "r"(x) : "memory");
}
"""


def round_cols(c: GemmConfig) -> int:
    """``RC``: the columns a round stages (two boxes, or one for a 64-column tile)."""
    return min(c.BN, 2 * BOX)


def staging_bytes(c: GemmConfig) -> int:
    """The staging buffers: one of ``64 x RC`` elements for each consumer warpgroup."""
    return c.warps[0] * BOX * round_cols(c) * c.out_bytes


def check_tma_store(c: GemmConfig) -> None:
    """A :class:`CodegenError` for a form the TMA-store epilogue is not generated for."""
    if not c.tma_store:
        return
    why = [w for w, bad in (("a row-major C", c.c_major != "row"), ("2-byte C elements", c.out_bytes != 2),
                            ("no beta (it reads C)", c.beta), ("no split-K", c.splits > 1), ("no batch", c.batched),
                            ("no ping-pong", c.pingpong), ("BN a multiple of 64", c.BN % BOX)) if bad]
    if why:
        raise CodegenError(f"the TMA-store epilogue needs {', '.join(why)}")


def store_layouts(c: GemmConfig, atom_c_shape, rows_c, cols_c) -> dict:
    """The staging and store layouts: ``rows_c`` / ``cols_c`` the C atom's (v0, v1, lanes, j) row
    and column strides inside a warpgroup's 64 x BN tile."""
    RC, E = round_cols(c), c.out_bytes
    nb, R = RC // BOX, c.BN // RC
    (r0, r1, lr, _rj), (c0, c1, lc, _cj) = rows_c, cols_c
    v0, v1, lanes, _j = atom_c_shape
    per = 128 // E
    jshape = (8, nb, R) if nb > 1 else (8, R)
    jcols = (8, BOX * per, 0) if nb > 1 else (8, 0)       # column 8 a j; the round's next box 4096 on; rounds: 0
    shape = (v0, v1, lanes, jshape)
    linear = place(shape, (r0, r1, lr, (0,) * len(jshape)), (c0, c1, lc, jcols), per).offset
    box = tma_box_layout(BOX, E)
    # the C atom as (row, column in the round) of the column-major 64 x RC buffer view
    col_in_round = (c0, c1, lc, (8, BOX, 0) if nb > 1 else (8, 0))
    atom_rc = Layout(shape, tuple(_mix(r, q) for r, q in zip((r0, r1, lr, (0,) * len(jshape)), col_in_round)))
    grid, rows = raster(c, c.BM, 0)
    _, cols = raster(c, 0, c.BN)
    return {"linear": linear, "stage_c": ComposedLayout(box.inner, 0, linear), "box": box, "atom_rc": atom_rc,
            "nb": nb,
            "store_row": Layout((c.warps[0], grid), (BOX, rows)),
            "store_col": Layout((nb, R, grid), (BOX, RC, cols)),
            "origin_c": place((nb, R, c.warps[0], grid), (0, 0, BOX, rows), (BOX, RC, 0, cols), c.size("N")),
            "boxes_c": place((BOX, BOX, nb, R, c.warps[0], grid), (0, 1, 0, 0, BOX, rows),
                             (1, 0, BOX, RC, 0, cols), c.size("N"))}


def _mix(rows, cols):
    """Leaf by leaf ``row + 64 * col`` (the column-major 64-row view)."""
    if isinstance(rows, tuple):
        return tuple(_mix(r, q) for r, q in zip(rows, cols))
    return rows + BOX * cols


def store_facts(c: GemmConfig, S: dict) -> list[Fact]:
    """The staging layout is the TMA's box by box; the write is it composed with the C atom; one
    round's writes fill the buffer once; the boxes write C once."""
    RC, nb, per = round_cols(c), S["nb"], 128 // c.out_bytes
    facts = []
    one = ComposedLayout(S["box"].inner, 0, Layout((BOX, per), (per, 1)))
    facts.append(require(f"a staging box S<..> o 0 o ({BOX},{per}):({per},1) == the TMA store box {S['box']} "
                         f"(SWIZZLE_128B, 1024-byte aligned; box b at element {BOX * per}*b: whole swizzle periods)",
                         prove_equal(one, S["box"])))
    view = Layout((BOX, (per, nb)), (per, (1, BOX * per)))
    facts.append(require(f"the staging write of accumulator (v, r, t, j) {S['linear']} == ({BOX},({per},{nb})):"
                         f"({per},(1,{BOX * per})) o the C atom at (row, column in the round) {S['atom_rc']}, under "
                         f"the box swizzle: the element the TMA box stores at that row and column",
                         prove_composition(view, S["atom_rc"], S["linear"])))
    one_round = Layout(S["linear"].shape[:3] + (S["linear"].shape[3][:-1],),
                       S["linear"].stride[:3] + (S["linear"].stride[3][:-1],))
    proof, copies = prove_tv_onto(one_round, BOX * RC)
    facts.append(require(f"one round's staging writes {one_round} are one-to-one onto the buffer [0, {BOX * RC})"
                         + (f" up to {copies} copies" if copies > 1 else ""), proof))
    if copies > 1:
        raise CodegenError("a round's staging writes are not one-to-one")
    once = prove_written_once(c, S["boxes_c"], None)
    facts.append(Fact("the TMA store boxes (64 x 64, clipped at M and N): " + once.statement, once.status, once.backend,
                      once.seconds))
    return facts


def store_access(fn) -> Access:
    """The bank model of a round's staging writes: 4-byte pairs (``v`` = 0) of a warp at one
    ``(r, j)``."""
    return Access("epilogue staging writes of C (4-byte pairs into the swizzled boxes)", fn, 2, 2, pinned=(("v", 0),))


def store_sites(c: GemmConfig, S: dict) -> list[Site]:
    """The box origins of the TMA stores (a box stored when its first row < M and column < N)."""
    guard = tuple(d for d in ("M", "N") if not c.exact(d))
    return [Site("TMA store box origins of C (box stored when its first row < M and column < N; clipped by the "
                 "hardware)", S["origin_c"], ("M", "N"), guard, not c.rows_exact, origin=True, per_element=True)]


def store_functions(c: GemmConfig, S: dict, verify: bool) -> list:
    cta = ("g", "bn", "q")
    return [emit(S["stage_c"], "gemm_stage_c", ("v", "r", "t", "j"), verify,
                 "element offset of accumulator (v, r, t, j) in its warpgroup's staging buffer (TMA box layout)"),
            emit(S["store_row"], "gemm_tma_c_row", ("wg", cta), verify, "M coordinate of a C store box: tile row + 64wg",
                 c),
            emit(S["store_col"], "gemm_tma_c_col", ("b", "rd", cta), verify,
                 "N coordinate of C store box b of round rd: bn*BN + rd*RC + 64b", c)]


def store_code(c: GemmConfig, fns: dict, index: dict) -> str:
    """The epilogue statement of a consumer warpgroup (``wg``, thread ``tw``; ``sC`` the buffers)."""
    RC = round_cols(c)
    per_wg = BOX * RC * c.out_bytes
    stage, row, col = fns["gemm_stage_c"], fns["gemm_tma_c_row"], fns["gemm_tma_c_col"]
    cta = ("g", "bn", "q")
    scale = scale_text(c)

    def value(i: str, v: str) -> str:
        b = f" + {to_f32(c, 'bias[' + call(index[c.bias], v, 'r', 'tw', 'j', 'wg', *cta) + ']')}" if c.bias else ""
        return f"acc[{i}]{scale}{b}"
    guards = []
    if not c.exact("M"):
        guards.append(f"{call(row, 'wg', *cta)} < {c.M}")
    if not c.exact("N"):
        guards.append(f"{call(col, 'b', 'rd', *cta)} < {c.N}")
    guard = f"if ({' && '.join(guards)}) " if guards else ""
    return f"""
#pragma unroll
    for (int rd = 0; rd < {c.BN // RC}; ++rd) {{             // a round: {RC} columns through the staging buffer
      if (tw == 0) cute_tma_store_wait_read();                  // the last round's stores have read the buffer
      cute_bar_sync(1 + wg, 128);
#pragma unroll
      for (int jj = 0; jj < {RC // 8}; ++jj)
#pragma unroll
        for (int r = 0; r < 2; ++r) {{
          const int j = rd * {RC // 8} + jj;
          const float x0 = {value('4 * j + 2 * r', '0')}, x1 = {value('4 * j + 2 * r + 1', '1')};
          cute_st_shared_u32(sC + {per_wg} * wg + {c.out_bytes} * {call(stage, '0', 'r', 'tw', 'j')}, cute_pack_{c.c_dtype}x2(x0, x1));
        }}
      cute_fence_proxy_async();
      cute_bar_sync(1 + wg, 128);
      if (tw == 0) {{
#pragma unroll
        for (int b = 0; b < {RC // BOX}; ++b)
          {guard}cute_tma_store_2d(&tmC, sC + {per_wg} * wg + {BOX * BOX * c.out_bytes} * b, {call(col, 'b', 'rd', *cta)}, {call(row, 'wg', *cta)});
        cute_tma_store_commit();
      }}
    }}
"""


def drain_code() -> str:
    """Before the consumer leaves: the issuing thread's stores complete."""
    return "    if (tw == 0) cute_tma_store_wait_all();                   // every C store complete before exit\n"
