"""The SM90 GEMM (issue 15, second milestone): warp-specialized, TMA + wgmma.

One producer warpgroup (one thread) issues ``SM90_TMA_LOAD`` box copies of A and B tiles
into a ``stages``-deep ring of 128-byte-swizzled shared-memory tiles, completing on
``full`` mbarriers; ``BM/64`` consumer warpgroups each run ``SM90_64xBNx16_F32BF16BF16_SS``
over their 64 rows, reading A and B through shared-memory descriptors, keep one wgmma group
in flight, release stages on ``empty`` mbarriers, and store C from the accumulators.
Proven (see :func:`build`): every index function; the TMA box layout is CuTe's
``Layout_K_SW128_Atom`` tiled; each descriptor (start, SBO, advance per k16) reads exactly the
elements the TMA wrote where the MMA atom's A and B layouts expect them; the epilogue's atom
is the composition of the C atom; coverage of A, B, C; the descriptor reads conflict-free.
"""
from __future__ import annotations

from cute_sym.algebra import composition
from cute_sym.atoms import gmma, gmma_k_sw128, tma_box_layout, tma_load
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from solver.atoms import prove_tv_onto
from solver.prove import prove_composition, prove_equal

from ..banks import Access, prove_conflict_free
from ..errors import CodegenError
from ..emit import floor_helpers
from ..kernels.csource import call, oracle
from ..kernels.vectors import global_form
from .bounds import Site, prove_sites
from .config import GemmConfig
from .emitting import c_extent, emit, epilogue_lines, header, precondition_check, size_decl
from .partition import place, raster, split_atom
from .generated import GemmKernel
from .proofs import Fact, global_covers, require
from .ptx import COMMON, SM90, gmma_desc_helper, wgmma_helper

__all__ = ["build", "SBO", "DESC_LAYOUT_TYPE", "sm90_layouts"]

SBO = 1024             # bytes between 8-row core-matrix groups of a K-major 128-byte-swizzled tile
LBO = 16               # unused by swizzled K-major layouts (CuTe sets 1 in 16-byte units)
DESC_LAYOUT_TYPE = 1   # the descriptor's 128-byte swizzle
K_STEP_BYTES = 32      # a k16 slice of 16-bit elements: the descriptor start advances 32 bytes
PRODUCER_REGS, CONSUMER_REGS = 40, 232


def sm90_layouts(c: GemmConfig) -> dict:
    """The SM90 kernel's layouts (coordinates as in :mod:`.partition`; ``wg`` the consumer)."""
    WG, BM, BN, BK, S = c.warps[0], c.BM, c.BN, c.BK, c.stages
    atom = gmma(BN, ab=c.dtype)
    KI = BK // 16
    (lane_r, (r0, r1, rj)), (lane_c, (c0, c1, cj)) = split_atom(composition(Layout((64, BN), (1, 64)), atom.c), 64)
    (lanes, (v0, v1, j)) = atom.c.shape
    grid, rows = raster(c, BM, 0)
    _, cols = raster(c, 0, BN)
    zero, K = (0, 0, 0), c.size("K")
    return {
        "atom": atom, "KI": KI,
        "mma_c": place(atom.c.shape, (lane_r, (r0, r1, rj)), (lane_c, (c0, c1, cj)), BN).offset,
        "tma_a_row": Layout(grid, rows), "tma_b_row": Layout(grid, cols), "tma_k": Layout(c.KT, BK),
        "stage_a": Layout(S, BM * BK), "stage_b": Layout(S, BN * BK),
        "desc_a": Layout((S, WG, KI), (BM * BK, 64 * BK, 16)), "desc_b": Layout((S, KI), (BN * BK, 16)),
        "epilogue": place((v0, v1, lanes, j, WG, grid), (r0, r1, lane_r, rj, 64, rows), (c0, c1, lane_c, cj, 0, cols),
                          c.size("N")),
        # the box origins: (kt, (g, bn, q)) -> (row, col) of the box's first element
        "origin_a": place((c.KT, grid), (0, rows), (BK, zero), K),
        "origin_b": place((c.KT, grid), (0, cols), (BK, zero), K),
        # the elements the TMA boxes bring: (k in box, row in box, kt, (g, bn, q)) -> row * K + col
        "boxes_a": place((BK, BM, c.KT, grid), (0, 1, 0, rows), (1, 0, BK, zero), K).offset,
        "boxes_b": place((BK, BN, c.KT, grid), (0, 1, 0, cols), (1, 0, BK, zero), K).offset,
    }


def _descriptor_read(rows_used: int, per_wg: "int | None", KI: int) -> ComposedLayout:
    """What the hardware reads for a descriptor (start = tile + K_STEP_BYTES*kk [+ per_wg*wg], SBO,
    128-byte swizzle on the byte address): element ``(m, k)`` of the k16 slice at byte
    ``Swizzle<3,4,3>(start + 128*(m%8) + SBO*(m/8) + 2k)``, over ``(m, k, kk[, wg])``."""
    shape = ((8, rows_used // 8), 16, KI) + ((per_wg[0],) if per_wg else ())
    stride = ((128, SBO), 2, K_STEP_BYTES) + ((per_wg[1],) if per_wg else ())
    return ComposedLayout(Swizzle(3, 4, 3), 0, Layout(shape, stride))


def _tma_view(rows: int, rows_used: int, KI: int, per_wg: "int | None") -> ComposedLayout:  # per_wg: consumers
    """Where the TMA put the A (B) element ``(row 64*wg + m, col 16*kk + k)``, in bytes: the box layout
    composed with that coordinate map (the algebra)."""
    box = tma_box_layout(rows)
    byte = Layout(box.outer.shape, tuple(2 * d for d in box.outer.stride))    # (r, c) -> byte offset
    coord = Layout((rows_used, 16, KI) + ((per_wg,) if per_wg else ()),
                   (1, rows, 16 * rows) + ((64,) if per_wg else ()))          # -> r + rows*c
    return ComposedLayout(Swizzle(3, 4, 3), 0, composition(byte, coord))


def _facts(c: GemmConfig, L: dict) -> list[Fact]:
    WG, BM, BN, KI = c.warps[0], c.BM, c.BN, L["KI"]
    atom = L["atom"]
    facts = []
    for name, rows in (("A", BM), ("B", BN)):
        tiled = ComposedLayout(gmma_k_sw128().inner, 0, Layout(((8, rows // 8), 64), ((64, 512), 1)))
        facts.append(require(f"the TMA box of {name} ({rows}x64, SWIZZLE_128B) {tma_box_layout(rows)} == "
                             f"GMMA Layout_K_SW128_Atom {gmma_k_sw128()} tiled to ({rows},64)",
                             prove_equal(tma_box_layout(rows), tiled)))
    a_val = Layout(atom.a.shape[1], atom.a.stride[1])            # ABLayout's value mode: (m, k) -> m + 64k
    b_val = Layout(atom.b.shape[1], atom.b.stride[1])
    facts.append(require(f"the A descriptor (SBO {SBO} B, +{K_STEP_BYTES} B per k16, +{64 * 128} B per consumer) "
                         f"reads, at the MMA atom's A value {a_val}, the element the TMA wrote for row 64*wg + m, "
                         f"column 16*kk + k", prove_equal(_descriptor_read(64, (WG, 64 * 128), KI),
                                                          _tma_view(BM, 64, KI, WG))))
    facts.append(require(f"the B descriptor reads, at the MMA atom's B value {b_val}, the element the TMA wrote for "
                         f"row n, column 16*kk + k", prove_equal(_descriptor_read(BN, None, KI),
                                                                 _tma_view(BN, BN, KI, None))))
    facts.append(require(f"the epilogue's atom {L['mma_c']} == (64,{BN}):({BN},1) o MMA C {atom.c} (the C atom split "
                         f"into rows and columns, in a row-major tile of {BN} columns)",
                         prove_composition(Layout((64, BN), (BN, 1)), atom.c, L["mma_c"])))
    covers = global_covers(c, L["boxes_a"], L["boxes_b"], L["epilogue"].offset)
    for what, layout, size in [(w.replace("is loaded", "arrives by TMA"), x, n) for w, x, n in covers]:
        proof, copies = prove_tv_onto(layout, size)
        facts.append(require(f"{what}: {layout} is one-to-one onto [0, {size})"
                             + (f" up to {copies} copies (stride-0 modes)" if copies > 1 else ""), proof))
    return facts


def _core_matrix_access(c: GemmConfig, verify: bool) -> Access:
    """The bank model of a wgmma operand read: each 8-row x 16-byte core matrix is one phase of 8
    16-byte rows (``t`` the row); over every core matrix of every stage (the B tile: the larger)."""
    rows = c.BN
    R = Layout((8, 8, rows // 8, 8, c.stages), (64, 1, 512, 8, rows * 64))          # (v, t, g, j, s) -> element
    fn = emit(ComposedLayout(Swizzle(3, 3, 3), 0, R), "gemm_core_matrix_read", ("v", "t", "g", "j", "s"), verify,
              "model: the wgmma reads core matrix (g, j) row t at element 8j..8j+7 of row 8g + t")
    return Access("wgmma core-matrix reads of B (8 rows x 16 bytes a phase)", fn, 2, 8, pinned=(("v", 0),))


def build(c: GemmConfig, name: str, verify: bool) -> GemmKernel:
    if c.arch != "sm_90a":
        raise CodegenError(f"the wgmma kernel is for sm_90a, not {c.arch}")
    WG = c.warps[0]
    if c.BK != 64 or c.BM != 64 * WG or c.warps[1] != 1 or c.BN % 16 or c.BN > 256:
        raise CodegenError(f"the SM90 kernel needs BK = 64 (one 128-byte row), BM = 64 per consumer warpgroup "
                           f"and 16 <= BN <= 256, got {c.BM}x{c.BN}x{c.BK} with {WG} consumers")
    L = sm90_layouts(c)
    threads = 128 * (WG + 1)
    cta = ("g", "bn", "q")
    coord_c = ("v", "r", "t", "j", "wg", cta)
    fns = [emit(L["tma_a_row"], "gemm_tma_a_row", cta, verify, "row of A's box: bm*BM", c),
           emit(L["tma_b_row"], "gemm_tma_b_row", cta, verify, "row of B's box: bn*BN", c),
           emit(L["tma_k"], "gemm_tma_k", "kt", verify, "column of both boxes: kt*BK", c),
           emit(L["stage_a"], "gemm_stage_a", "s", verify, "element offset of A's stage s"),
           emit(L["stage_b"], "gemm_stage_b", "s", verify, "element offset of B's stage s"),
           emit(L["desc_a"], "gemm_desc_a", ("s", "wg", "kk"), verify, "element offset of the A descriptor's start"),
           emit(L["desc_b"], "gemm_desc_b", ("s", "kk"), verify, "element offset of the B descriptor's start"),
           emit(L["epilogue"].offset, "gemm_store_c", coord_c, verify, "C (M,N) row-major: row * N + col", c)]
    guard = {}
    for d, layout, what in (("M", L["epilogue"].row, "row"), ("N", L["epilogue"].col, "col")):
        if not c.exact(d):
            guard[d] = emit(layout, f"gemm_c_{what}", coord_c, verify, f"the element's {what} (guard: < {getattr(c, d)})",
                            c)
    fns += list(guard.values())
    if not c.rows_exact:
        fns.append(emit(L["tma_a_row"], "gemm_cta_row", cta, verify, "the CTA's first row (guard: < M)", c))
    if global_form(fns[7], "v", 2, oracle(c.facts)) != "vector":
        raise CodegenError("the epilogue's bf16 pairs are not contiguous")
    sites = [Site("TMA box origin of A", L["origin_a"], ("M", "K"), (), not c.rows_exact, origin=True),
             Site("TMA box origin of B", L["origin_b"], ("N", "K"), (), not c.rows_exact, origin=True),
             Site("epilogue store of C", L["epilogue"], ("M", "N"), tuple(guard), not c.rows_exact)]
    access = _core_matrix_access(c, verify)
    banks = prove_conflict_free([access], 8) if verify else None
    facts = _facts(c, L) if verify else []
    bounds = prove_sites(c, sites) if verify else None
    S, BM, BN, BK = c.stages, c.BM, c.BN, c.BK
    tile_bytes = S * (BM + BN) * BK * 2
    smem_bytes = tile_bytes + 1024 + 16 * S
    grid = "x".join(str(x) for x in c.grid)
    plan = (f"SM90: CTA tile {BM}x{BN}x{BK}, {threads} threads (1 producer + {WG} consumer warpgroups), "
            f"{S}-stage TMA + mbarrier ring, SWIZZLE_128B, {atom_name(c)} x {L['KI']} per k-tile and consumer, "
            f"one wgmma group in flight; grid {grid} CTAs rasterized in groups of {c.group} tile rows")
    atoms = f"atoms: {atom_name(c)}, {tma_load(BM * BK * 16).name} (A), {tma_load(BN * BK * 16).name} (B)"
    src = (header(c, plan, atoms, fns, facts, banks, bounds) +
           f"// the bank model's access (not executed): {access.fn.name}, {access.fn.certificate.comment()}\n" +
           "// out-of-bounds box elements (residue tiles) are zero-filled by the TMA (tensor maps of the true "
           "extents, OOB fill NONE = zeros); the full box's bytes still complete the mbarrier\n" +
           COMMON + SM90 + wgmma_helper(BN, c.dtype) + gmma_desc_helper(SBO, LBO, DESC_LAYOUT_TYPE) + "\n" +
           floor_helpers(fns) + "".join(f.c_function() + "\n" for f in fns) +
           _body(c, name, threads, L["KI"], tile_bytes, smem_bytes, {f.name: f for f in fns}, guard))
    tma = (("A", c.M, c.K, BM, BK, 128), ("B", c.N, c.K, BN, BK, 128))
    return GemmKernel(name, src, c, threads, c.grid, smem_bytes, tuple(fns), tuple(facts), banks, plan, tma,
                      bounds=bounds, notes={"core_matrix_fn": access.fn, "guards": guard})


def atom_name(c: GemmConfig) -> str:
    return gmma(c.BN, ab=c.dtype).name


def _body(c: GemmConfig, name: str, threads: int, KI: int, tile_bytes: int, smem_bytes: int, fns: dict,
          guard: dict) -> str:
    S, BM, BN, BK, WG = c.stages, c.BM, c.BN, c.BK, c.warps[0]
    store, exit_line = epilogue_lines(c, fns["gemm_store_c"], guard, ("0", "r", "tw", "j", "wg", "g", "bn", "q"),
                                      "acc[4 * j + 2 * r], acc[4 * j + 2 * r + 1]", fns.get("gemm_cta_row"))
    ra, rb = (call(fns[f"gemm_tma_{x}_row"], "g", "bn", "q") for x in "ab")
    tk = call(fns["gemm_tma_k"], "kt")
    acc = BN // 2
    return f"""
extern "C" __global__ void __launch_bounds__({threads}, 1)
{name}(const __grid_constant__ cute_tensor_map tmA, const __grid_constant__ cute_tensor_map tmB,
       cute_u16* __restrict__ C{size_decl(c)}) {{
  extern __shared__ __align__(1024) unsigned char cute_smem[];    // {smem_bytes} bytes: tiles, 1024 B slack, barriers
{precondition_check(c, ("C",))}  const int g = blockIdx.x, bn = blockIdx.y, q = blockIdx.z;
{exit_line}  const int KT = {c_extent(c.KT, c)};
  const unsigned base = (cute_smem_addr(cute_smem) + 1023u) & ~1023u;   // SWIZZLE_128B needs 1024-byte alignment
  const unsigned sA = base, sB = base + {S * BM * BK * 2};
  const unsigned full = base + {tile_bytes}, empty = full + {8 * S};
  const int t = threadIdx.x, wgi = t / 128;
  if (t == 0) {{
    for (int s = 0; s < {S}; ++s) {{
      cute_mbar_init(full + 8 * s, 1);
      cute_mbar_init(empty + 8 * s, {4 * WG});
    }}
    cute_mbar_fence_init();
  }}
  __syncthreads();
  if (wgi == 0) {{                                                 // the producer
    asm volatile("setmaxnreg.dec.sync.aligned.u32 {PRODUCER_REGS};");
    if (t == 0) {{
      const int ra = {ra}, rb = {rb};
#pragma unroll 1
      for (int kt = 0; kt < KT; ++kt) {{
        const int s = kt % {S};
        cute_mbar_wait(empty + 8 * s, ((kt / {S}) & 1) ^ 1);
        cute_mbar_expect_tx(full + 8 * s, {(BM + BN) * BK * 2});
        cute_tma_load_2d(sA + 2 * gemm_stage_a(s), &tmA, full + 8 * s, {tk}, ra);
        cute_tma_load_2d(sB + 2 * gemm_stage_b(s), &tmB, full + 8 * s, {tk}, rb);
      }}
    }}
  }} else {{                                                       // the consumers
    asm volatile("setmaxnreg.inc.sync.aligned.u32 {CONSUMER_REGS};");
    const int wg = wgi - 1, tw = t % 128;
    float acc[{acc}];
#pragma unroll
    for (int i = 0; i < {acc}; ++i) acc[i] = 0.0f;
#pragma unroll 1
    for (int kt = 0; kt < KT; ++kt) {{
      const int s = kt % {S};
      cute_mbar_wait(full + 8 * s, (kt / {S}) & 1);
      cute_wgmma_fence();
#pragma unroll
      for (int kk = 0; kk < {KI}; ++kk)
        cute_wgmma_64x{BN}x16_{c.dtype}(acc, cute_gmma_desc(sA + 2 * gemm_desc_a(s, wg, kk)),
                                       cute_gmma_desc(sB + 2 * gemm_desc_b(s, kk)), 1);
      cute_wgmma_commit();
      cute_wgmma_wait<1>();                                        // tile kt - 1 is done: release its stage
      if (kt > 0 && tw % 32 == 0) cute_mbar_arrive(empty + 8 * ((kt - 1) % {S}));
    }}
    cute_wgmma_wait<0>();
    // the epilogue: accumulator values (v, r, j) = v + 2r + 4j are C at gemm_store_c(v, r, tw, j, wg, g, bn, q)
#pragma unroll
    for (int j = 0; j < {BN // 8}; ++j)
#pragma unroll
      for (int r = 0; r < 2; ++r)
        {store}
  }}
}}
"""
