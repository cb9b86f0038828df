"""The SM90 GEMM (issue 15, second milestone): warp-specialized, TMA + wgmma.

One producer warpgroup (one thread) issues ``SM90_TMA_LOAD`` box copies of A and B tiles
into a ``stages``-deep ring of swizzled shared-memory tiles (128-byte rows; an MN-major B of
16 or 32 columns in 32- or 64-byte rows: :mod:`.sm90_operands`), completing on
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
from cute_sym.atoms import gmma, tma_load
from cute_sym.composed import ComposedLayout, Swizzle
from cute_sym.layout import Layout
from solver.atoms import prove_tv_onto
from solver.prove import prove_composition

from ..banks import Access, BankProof, prove_conflict_free
from ..errors import CodegenError
from ..emit import floor_helpers
from ..kernels.csource import call, oracle
from ..kernels.vectors import global_form
from .bounds import Site, prove_sites
from .config import GemmConfig
from .emitting import c_extent, emit, header, precondition_check, size_decl
from .partition import Placed, place, raster, split_atom
from .generated import GemmKernel
from .proofs import Fact, global_covers, require
from .ptx import COMMON, EPILOGUE, EPILOGUE_F32, SM90, gmma_desc_helper, wgmma_helper
from .coverage import prove_written_once
from .sm90_epilogue import epilogue_code
from .sm90_operands import K_STEP_BYTES, SBO, Operand, operand, operand_facts
from .sm90_persistent import persistent_facts, tile_loop
from .sm90_pingpong import ORDER_BYTES, order_setup, pingpong_facts, signal_code, turn_code
from .sm90_cluster import PTX as CLUSTER_PTX, check_cluster, cluster_facts, half_rows
from .sm90_splitk import PTX as SPLITK_PTX, partial_code, prologue_code, splitk_facts, tile_function
from . import sm90_tma_store as tstore

__all__ = ["build", "SBO", "K_STEP_BYTES", "sm90_layouts"]

PRODUCER_REGS, CONSUMER_REGS = 40, 232


def sm90_layouts(c: GemmConfig) -> dict:
    """The SM90 kernel's layouts (coordinates as in :mod:`.partition`; ``wg`` the consumer, ``c``
    the box of an MN-major operand's stage)."""
    WG, BM, BN, BK, S = c.warps[0], c.BM, c.BN, c.BK, c.stages
    atom = gmma(BN, ab=c.dtype)
    E = c.elem_bytes
    KI = BK // (32 // E)
    opA, opB = operand("A", BM, c.a_major, BK, E), operand("B", BN, c.b_major, BK, E)
    (lane_r, (r0, r1, rj)), (lane_c, (c0, c1, cj)) = split_atom(composition(Layout((64, BN), (1, 64)), atom.c), 64)
    (lanes, (v0, v1, j)) = atom.c.shape
    grid, rows = raster(c, BM, 0)
    _, cols = raster(c, 0, BN)
    zero, K = (0, 0, 0), c.size("K")
    L = {"atom": atom, "KI": KI, "ops": (opA, opB),
         "mma_c": place(atom.c.shape, (lane_r, (r0, r1, rj)), (lane_c, (c0, c1, cj)), BN).offset,
         "tma_k": Layout(c.KT, BK),
         "desc_a": opA.desc_layout(S, WG), "desc_b": opB.desc_layout(S, WG)}
    e_shape = (v0, v1, lanes, j, WG, grid)
    e_rows, e_cols = (r0, r1, lane_r, rj, 64, rows), (c0, c1, lane_c, cj, 0, cols)
    if c.c_major == "row":
        L["epilogue"] = place(e_shape, e_rows, e_cols, c.size("N"))
    else:                                            # column-major C: the row-major N x M view, row <-> col
        p = place(e_shape, e_cols, e_rows, c.size("M"))
        L["epilogue"] = Placed(p.offset, p.col, p.row)
        L["epilogue_view"] = p
    if c.tma_store:
        if (rj, cj) != (0, 8):
            raise CodegenError(f"the C atom's j mode moves (row {rj}, column {cj}), not 8 columns")
        L["store"] = tstore.store_layouts(c, (v0, v1, lanes, j), (r0, r1, lane_r, rj), (c0, c1, lane_c, cj))
    for op, tile, x in ((opA, rows, "a"), (opB, cols, "b")):
        ext = c.size("M" if x == "a" else "N")
        if op.major == "K" and x == "b" and c.cluster > 1:
            h = half_rows(c)                         # the pair's halves: half h from row bn*BN + h*BN/2
            L["tma_b_row"] = Layout(grid, tile)
            L["tma_b_half"] = Layout((2, grid), (h, tile))
            L["stage_b"] = Layout(S, op.rows * BK)
            L["stage_b_half"] = Layout((S, 2), (op.rows * BK, h * BK))
            L["origin_b"] = place((2, c.KT, grid), (h, 0, tile), (0, BK, zero), K)
            L["boxes_b"] = place((BK, h, 2, c.KT, grid), (0, 1, h, 0, tile), (1, 0, 0, BK, zero), K).offset
        elif op.major == "K":
            L[f"tma_{x}_row"] = Layout(grid, tile)
            L[f"stage_{x}"] = Layout(S, op.rows * BK)
            # the box origins: (kt, (g, bn, q)) -> (row, col) of the box's first element
            L[f"origin_{x}"] = place((c.KT, grid), (0, tile), (BK, zero), K)
            # the elements the TMA boxes bring: (k in box, row in box, kt, (g, bn, q)) -> row * K + col
            L[f"boxes_{x}"] = place((BK, op.rows, c.KT, grid), (0, 1, 0, tile), (1, 0, BK, zero), K).offset
        else:                                        # the K x rows view: box (c, kt) at row kt*BK, col 64c + tile
            L[f"tma_{x}_row"] = Layout((op.boxes, grid), (op.chunk, tile))
            L[f"stage_{x}"] = Layout((S, op.boxes), (op.rows * BK, op.box_elems))
            # box c is loaded only when its MN coordinate is inside the extent (the guard)
            L[f"origin_{x}"] = place((op.boxes, c.KT, grid), (0, BK, zero), (op.chunk, 0, tile), ext)
            L[f"boxes_{x}"] = place((op.chunk, BK, op.boxes, c.KT, grid), (0, 1, 0, BK, zero),
                                    (1, 0, op.chunk, 0, tile), ext).offset
    return L


def _facts(c: GemmConfig, L: dict) -> list[Fact]:
    BN, atom = c.BN, L["atom"]
    facts = [f for op in L["ops"] for f in operand_facts(op, c.warps[0])]
    facts.append(require(f"the epilogue's atom {L['mma_c']} == (64,{BN}):({BN},1) o MMA C {atom.c} (the C atom split "
                         f"into rows and columns, in a row-major tile of {BN} columns)",
                         prove_composition(Layout((64, BN), (BN, 1)), atom.c, L["mma_c"])))
    pair = 0 if c.c_major == "row" else None                 # leaf 0 is the pair's v
    if not c.tma_store:                                      # (else: the TMA boxes' own, sm90_tma_store)
        facts.append(prove_written_once(c, L["epilogue"], pair))
    covers = global_covers(c, L["boxes_a"], L["boxes_b"], L["epilogue"].offset)
    for what, layout, size in [(w.replace("is loaded", "arrives by TMA"), x, n) for w, x, n in covers]:
        proof, copies = prove_tv_onto(layout, size)
        facts.append(require(f"{what}: {layout} is one-to-one onto [0, {size})"
                             + (f" up to {copies} copies (stride-0 modes)" if copies > 1 else ""), proof))
    return facts


def _core_matrix_access(c: GemmConfig, op: Operand, verify: bool) -> Access:
    """The bank model of a wgmma operand read: each 8-row x 16-byte core matrix is one phase of 8
    16-byte rows (``t`` the row) of the tile's ``W``-byte swizzled rows (``W`` = 128, or an MN-major
    B's own 64 or 32); over every core matrix of every stage (the B tile: the larger, or the narrower
    swizzle; ``op`` the B operand's form)."""
    row, chunks = op.width // 2, op.width // 16                     # a swizzled row, in 16-bit units
    groups = c.BN * c.BK // (8 * row)
    R = Layout((8, 8, groups, chunks, c.stages), (1, row, 8 * row, 8, c.BN * c.BK))   # (v, t, g, j, s) -> element
    fn = emit(ComposedLayout(Swizzle(op.swizzle.bits, 3, 3), 0, R), "gemm_core_matrix_read", ("v", "t", "g", "j", "s"),
              verify, f"model: the wgmma reads core matrix (g, j) row t at element 8j..8j+7 of row 8g + t "
              f"({op.width}-byte rows)")
    return Access("wgmma core-matrix reads of B (8 rows x 16 bytes a phase)", fn, 2, 8, pinned=(("v", 0),))


def _conflict_free(groups: list):
    """One bank proof of ``(accesses, threads)`` groups (the wgmma reads model 8 rows a phase, the C
    staging writes a warpgroup's 128 threads)."""
    proofs = [prove_conflict_free(a, n) for a, n in groups]
    return BankProof("proved", "+".join(sorted({p.backend for p in proofs})),
                     tuple(x for p in proofs for x in p.accesses), sum(p.seconds for p in proofs))


def build(c: GemmConfig, name: str, verify: bool) -> GemmKernel:
    if c.arch != "sm_90a":
        raise CodegenError(f"the wgmma kernel is for sm_90a, not {c.arch}")
    WG = c.warps[0]
    E = c.elem_bytes
    if c.BK * E != 128 or c.BM != 64 * WG or c.warps[1] != 1 or c.BN % 16 or c.BN > 256:
        raise CodegenError(f"the SM90 kernel needs BK = {128 // E} (one 128-byte row), BM = 64 per consumer warpgroup "
                           f"and 16 <= BN <= 256, got {c.BM}x{c.BN}x{c.BK} with {WG} consumers")
    for op in (operand("A", c.BM, c.a_major, c.BK, E), operand("B", c.BN, c.b_major, c.BK, E)):
        if op.check():
            raise CodegenError(op.check())
    check_cluster(c, operand("B", c.BN, c.b_major, c.BK, E).boxes)
    tstore.check_tma_store(c)
    L = sm90_layouts(c)
    threads = 128 * (c.consumers + 1)
    cta = ("g", "bn", "q")
    coord_c = ("v", "r", "t", "j", "wg", cta)
    opA, opB = L["ops"]
    box_in = {x: (("c", cta) if op.major == "MN" else cta) for x, op in zip("ab", L["ops"])}
    stage_in = {x: (("s", "c") if op.major == "MN" else "s") for x, op in zip("ab", L["ops"])}
    c_text = "C (M,N) row-major: row * N + col" if c.c_major == "row" else "C (M,N) column-major: row + col * M"
    fns = [emit(L["tma_a_row"], "gemm_tma_a_row", box_in["a"], verify, "M coordinate of A's box: bm*BM (+64c)", c),
           emit(L["tma_b_row"], "gemm_tma_b_row", box_in["b"], verify, "N coordinate of B's box: bn*BN (+64c)", c),
           emit(L["tma_k"], "gemm_tma_k", "kt", verify, "K coordinate of both boxes: kt*BK", c),
           emit(L["stage_a"], "gemm_stage_a", stage_in["a"], verify, "element offset of A's stage s (box c)"),
           emit(L["stage_b"], "gemm_stage_b", stage_in["b"], verify, "element offset of B's stage s (box c)"),
           emit(L["desc_a"], "gemm_desc_a", ("s", "wg", "kk"), verify, "element offset of the A descriptor's start"),
           emit(L["desc_b"], "gemm_desc_b", ("s", "kk"), verify, "element offset of the B descriptor's start"),
           emit(L["epilogue"].offset, "gemm_store_c", coord_c, verify, c_text, c)]
    guard, index = {}, {}
    for d, layout, what in (("M", L["epilogue"].row, "row"), ("N", L["epilogue"].col, "col")):
        guarded = not c.exact(d) or held_guard(c, d)
        if guarded or c.bias == what:
            fn = emit(layout, f"gemm_c_{what}", coord_c, verify, f"the element's {what} (< {getattr(c, d)})", c)
            fns.append(fn)
            index[what] = fn
            if guarded:
                guard[d] = fn
    if not c.rows_exact:
        fns.append(emit(Layout(c.grid, (c.BM, 0, c.group * c.BM)), "gemm_cta_row", cta, verify,
                        "the CTA's first row (guard: < M)", c))
    if c.splits > 1:
        fns.append(tile_function(c, verify))
    if "tma_b_half" in L:
        fns += [emit(L["tma_b_half"], "gemm_tma_b_half", ("h", cta), verify,
                     "N coordinate of the pair's B half h: bn*BN + h*BN/2", c),
                emit(L["stage_b_half"], "gemm_stage_b_half", ("s", "h"), verify,
                     "element offset of B's half h in stage s")]
    if c.tma_store:
        fns += tstore.store_functions(c, L["store"], verify)
    if c.c_major == "row" and global_form(fns[7], "v", 2, oracle(c.facts)) != "vector":
        raise CodegenError("the epilogue's bf16 pairs are not contiguous")
    dims = {"a": ("M", "K") if opA.major == "K" else ("K", "M"), "b": ("N", "K") if opB.major == "K" else ("K", "N")}
    store_site = (Site("epilogue store of C", L["epilogue"], ("M", "N"), tuple(guard), not c.rows_exact)
                  if c.c_major == "row" else
                  Site("epilogue store of C (column-major, element by element)", L["epilogue_view"], ("N", "M"),
                       tuple(guard), not c.rows_exact, per_element=True))
    sites = []
    for op, x in zip(L["ops"], "ab"):
        ext = "M" if x == "a" else "N"
        cta_guard = not c.rows_exact and not (x == "b" and c.cluster > 1)   # a pair's CTA past M still loads B
        if op.major == "K" and x == "b" and c.cluster > 1:
            sites.append(Site("TMA box origins of B's halves (half h loaded when its first row < N)", L["origin_b"],
                              dims[x], () if c.exact("N") else ("N",), False, origin=True, per_element=True))
        elif op.major == "K":
            sites.append(Site(f"TMA box origin of {op.name}", L[f"origin_{x}"], dims[x], (), cta_guard,
                              origin=True))
        else:
            sites.append(Site(f"TMA box origins of {op.name} (box c loaded when its {ext} coordinate < {ext})",
                              L[f"origin_{x}"], dims[x], () if c.exact(ext) else (ext,), cta_guard,
                              origin=True, per_element=True))
    sites += tstore.store_sites(c, L["store"]) if c.tma_store else [store_site]
    access = _core_matrix_access(c, opB, verify)
    groups = [([access], 8)]
    if c.tma_store:
        groups.append(([tstore.store_access(next(f for f in fns if f.name == "gemm_stage_c"))], 128))
    banks = _conflict_free(groups) if verify else None
    facts = _facts(c, L) if verify else []
    if verify and c.splits > 1:
        facts += splitk_facts(c, fns[-1])
    if verify and c.persistent:
        facts += persistent_facts(c)
    if verify and c.pingpong:
        facts += pingpong_facts(c)
    if verify and c.tma_store:
        facts += tstore.store_facts(c, L["store"])
    if verify and c.cluster > 1:
        g_stride = L["tma_b_row"].stride[0] if opB.major == "K" else L["tma_b_row"].stride[1][0]
        facts += cluster_facts(c, g_stride)
    bounds = prove_sites(c, sites) if verify else None
    S, BM, BN, BK = c.stages, c.BM, c.BN, c.BK
    tile_bytes = S * (BM + BN) * BK * E
    stage_c = tstore.staging_bytes(c) if c.tma_store else 0
    smem_bytes = tile_bytes + stage_c + 1024 + 16 * S + (ORDER_BYTES if c.pingpong else 0)
    if c.ctas_per_sm > 1 and c.ctas_per_sm * (smem_bytes + 1024) > 228 * 1024:
        raise CodegenError(f"{c.ctas_per_sm} CTAs of {smem_bytes} bytes of shared memory do not fit a multiprocessor "
                           f"(228 KiB, 1 KiB reserved a CTA): fewer stages")
    grid = "x".join(str(x) for x in c.grid) + (" x L (blockIdx.z = q + Q*l)" if c.batched else "")
    grid += f" x {c.splits} splits of K (blockIdx.z = q + Q*z)" if c.splits > 1 else ""
    grid = f"persistent: min(#SMs, tiles) CTAs walking the {grid} tiles" if c.persistent else grid
    grid += ", two consumers taking the tiles in turn (ping-pong)" if c.pingpong else ""
    grid += ", clusters of 2 CTAs along g (B multicast, half each)" if c.cluster > 1 else ""
    who = "2 consumer warpgroups, one a tile" if c.pingpong else f"{WG} consumer warpgroups"
    plan = (f"SM90 {c.form}: CTA tile {BM}x{BN}x{BK}, {threads} threads (1 producer + {who}), "
            f"{S}-stage TMA + mbarrier ring, "
            + (f"SWIZZLE_{opA.width}B, " if opA.width == opB.width else
               f"SWIZZLE_{opA.width}B (A) / SWIZZLE_{opB.width}B (B), ") +
            f"A {opA.major}-major, B {opB.major}-major, "
            f"{atom_name(c)} x {L['KI']} per k-tile and consumer, one wgmma group in flight; grid {grid} CTAs "
            f"rasterized in groups of {c.group} tile rows; C {c.c_major}-major"
            + (f"; {c.ctas_per_sm} CTAs a multiprocessor" if c.ctas_per_sm > 1 else ""))
    atoms = (f"atoms: {atom_name(c)}<tnspA={opA.tnsp}, tnspB={opB.tnsp}>, "
             f"{tma_load(opA.box[0] * opA.box[1] * 16).name} x {opA.boxes} (A), "
             f"{tma_load(opB.box[0] * opB.box[1] * 16).name} x {opB.boxes} (B)")
    notes = ["// out-of-bounds box elements (residue tiles) are zero-filled by the TMA (tensor maps of the true "
             "extents, OOB fill NONE = zeros); the full box's bytes still complete the mbarrier"]
    if c.bias:
        notes.append(f"// bias[{c.bias}] is read at the stored element's {c.bias}, which the C store's bounds proof "
                     f"shows inside the tensor under the same guard")
    if c.beta:
        notes.append("// beta * C reads C at the store's own offset (the same access, the same bounds proof)")
    if "MN" in (opA.major, opB.major):
        notes.append("// an MN-major operand's box c is loaded only when its first row/column is inside the tensor "
                     "(the mbarrier expects the bytes of the boxes loaded); a box not loaded holds stale data that "
                     "reaches only C rows/columns past M / N, which no store writes")
    if c.pingpong:
        notes.append("// ping-pong (sm90_pingpong): the CTA's n-th tile is consumer n % 2's, the ring runs on in tile "
                     "order; before tile n >= 1 a consumer waits for phase (n - 1) / 2 of its order barrier, which the "
                     "other consumer completes once it has waited for every stage of tile n - 1")
    if c.cluster > 1:
        notes.append("// CTA pairs (sm90_cluster): each CTA loads its A and half of B, multicast to both CTAs' stages "
                     "and full barriers; an empty barrier counts both CTAs' consumer warps; a CTA past M loads no A "
                     "and stores nothing but stays to the final cluster barrier")
    if c.splits > 1:
        notes.append(f"// split-K over {c.splits} CTAs a tile (sm90_splitk): fp32 partials in ws[z*M*N + o] at the C "
                     f"store's own offsets and guards, the last CTA of a tile (its ticket) adds them in split order")
    if c.batched:
        notes.append("// batch l = blockIdx.z / Q: 3-D tensor maps (coordinate l), C advanced by l * batch_stride_c "
                     "(64-bit); every proof above is of one batch's 2-D problem")
    descs = "".join(gmma_desc_helper(op.sbo, op.lbo, op.layout_type, "_" + op.name.lower(), op.major, op.width)
                    for op in L["ops"])
    src = (header(c, plan, atoms, fns, facts, banks, bounds) +
           f"// the bank model's access (not executed): {access.fn.name}, {access.fn.certificate.comment()}\n" +
           "\n".join(notes) + "\n" +
           COMMON + SM90 + EPILOGUE + (EPILOGUE_F32 if c.c_dtype == "f32" else "") +
           (SPLITK_PTX if c.splits > 1 else "") + (CLUSTER_PTX if c.cluster > 1 else "") +
           (tstore.PTX if c.tma_store else "") + wgmma_helper(BN, c.dtype, opA.tnsp, opB.tnsp, opA.kslice) + descs + "\n" +
           floor_helpers(fns) + "".join(f.c_function() + "\n" for f in fns) +
           _body(c, name, threads, L, tile_bytes + stage_c, smem_bytes, {f.name: f for f in fns}, guard, index))
    tma = tuple((op.name, *(getattr(c, d) for d in dims[op.name.lower()]),
                 *((half_rows(c), op.box[1]) if op.name == "B" and "tma_b_half" in L else op.box), op.width)
                for op in L["ops"])
    return GemmKernel(name, src, c, threads, c.grid, smem_bytes, tuple(fns), tuple(facts), banks, plan, tma,
                      bounds=bounds, notes={"core_matrix_fn": access.fn, "guards": guard, "tma_dims": dims})


def atom_name(c: GemmConfig) -> str:
    return gmma(c.BN, ab=c.dtype).name


def _loads(c: GemmConfig, L: dict, fns: dict) -> str:
    """The producer's TMA loads of stage ``s`` (one box per K-major operand, ``rows/64`` per MN-major)."""
    tk = call(fns["gemm_tma_k"], "kt")
    lines = []
    pair = c.cluster > 1
    for op in L["ops"]:
        x = op.name.lower()
        batch = ", l" if c.batched else ""
        dim = "3d" if c.batched else "2d"
        live = "if (live) " if pair and x == "a" and not c.rows_exact else ""
        if pair and x == "b" and op.major == "K":      # this CTA's half, multicast to the pair
            guard = "" if c.exact("N") else f"if (rh < {c.N}) "
            lines.append(f"{guard}cute_tma_load_2d_mc(sB + {op.elem} * gemm_stage_b_half(s, h), &tmB, full + 8 * s, "
                         f"{tk}, rh, 3);")
        elif pair and x == "b":                        # boxes [h*n/2, (h+1)*n/2), multicast
            n2 = op.boxes // 2
            guard = "" if c.exact("N") else f"if (ob[c] < {c.N}) "
            lines.append(f"for (int c = {n2} * h; c < {n2} * h + {n2}; ++c)\n          {guard}cute_tma_load_2d_mc(sB + 2 * "
                         f"gemm_stage_b(s, c), &tmB, full + 8 * s, ob[c], {tk}, 3);")
        elif op.major == "K":
            lines.append(live + f"cute_tma_load_{dim}(s{op.name} + {op.elem} * gemm_stage_{x}(s), &tm{op.name}, "
                         f"full + 8 * s, {tk}, r{x}{batch});")
        else:
            ext = "M" if x == "a" else "N"
            guard = "" if c.exact(ext) else f"if (o{x}[c] < {getattr(c, ext)}) "
            lines.append(f"{live}for (int c = 0; c < {op.boxes}; ++c)\n          {guard}cute_tma_load_{dim}(s{op.name} + 2 * "
                         f"gemm_stage_{x}(s, c), &tm{op.name}, full + 8 * s, o{x}[c], {tk}{batch});")
    return "\n        ".join(lines)


def held_guard(c: GemmConfig, d: str) -> bool:
    """Is the column-major epilogue's guard on ``d`` = N kept where the tile divides N?  ptxas serializes
    the wgmma pipeline of such a kernel whose element stores are unguarded (C7514, measured: 0.41-0.47
    of the HBM roofline against 0.70-0.73 guarded, M = 32..64 swapped); the guard always holds there."""
    return d == "N" and c.c_major == "col"


def _box_setup(c: GemmConfig, L: dict, fns: dict) -> str:
    """The producer's per-CTA values: each MN-major box's first coordinate, and the bytes a stage's
    loads bring (a box past the extent is not loaded)."""
    lines, tx = [], []
    pair = c.cluster > 1
    for op in L["ops"]:
        x = op.name.lower()
        box_bytes = op.box[0] * op.box[1] * op.elem
        if pair and x == "b" and op.major == "K":     # both halves arrive (the partner's by multicast)
            half = box_bytes // 2
            half_row = fns["gemm_tma_b_half"]
            lines.append(f"const int h = g & 1, rh = {call(half_row, 'h', 'g', 'bn', 'q')};   // this CTA's half of B")
            tx.append(str(box_bytes) if c.exact("N") else
                      " + ".join(f"({call(half_row, str(k), 'g', 'bn', 'q')} < {c.N} ? {half}u : 0u)" for k in (0, 1)))
            continue
        if pair and x == "b":
            lines.append("const int h = g & 1;                      // this CTA's boxes of B")
        if op.major == "K":
            tx.append(f"(live ? {box_bytes}u : 0u)" if pair and x == "a" and not c.rows_exact else str(box_bytes))
            continue
        ext = "M" if x == "a" else "N"
        lines.append(f"int o{x}[{op.boxes}];")
        lines.append(f"for (int c = 0; c < {op.boxes}; ++c) o{x}[c] = {call(fns[f'gemm_tma_{x}_row'], 'c', 'g', 'bn', 'q')};")
        if c.exact(ext):
            tx.append(str(box_bytes * op.boxes))
        else:
            lines.append(f"unsigned tx{x} = 0;")
            lines.append(f"for (int c = 0; c < {op.boxes}; ++c) tx{x} += o{x}[c] < {getattr(c, ext)} ? {box_bytes}u : 0u;")
            tx.append(f"tx{x}")
        if pair and x == "a" and not c.rows_exact:
            tx[-1] = f"(live ? {tx[-1]} : 0u)"
    lines.append(f"const unsigned tx = {' + '.join(tx)};")
    return "\n      ".join(lines)


def _body(c: GemmConfig, name: str, threads: int, L: dict, tile_bytes: int, smem_bytes: int, fns: dict,
          guard: dict, index: dict) -> str:
    S, BM, BN, BK, WG, KI = c.stages, c.BM, c.BN, c.BK, c.warps[0], L["KI"]
    if c.tma_store:
        epilogue = tstore.store_code(c, fns, index)
    else:
        store = epilogue_code(c, fns, guard, index)
        epilogue = (f"#pragma unroll\n    for (int j = 0; j < {BN // 8}; ++j)\n#pragma unroll\n"
                    f"      for (int r = 0; r < 2; ++r)\n      {store}\n")
    cta_fn = fns.get("gemm_cta_row")
    past = f"{call(cta_fn, 'g', 'bn', 'q')} >= {c.M}" if cta_fn else ""
    pair = c.cluster > 1
    exit_line = f"  if ({past}) return;   // past the last tile row\n" if cta_fn and not c.persistent and not pair else ""
    live_decl = f"const bool live = !({past});   // inside the problem (else: no A, no store)" if pair and cta_fn else ""
    if pair and not c.persistent:              # a CTA past M stays: its partner needs its B half and its releases
        exit_line = f"  {live_decl}\n" if live_decl else ""
    opA, opB = L["ops"]
    rows = "".join(f"const int r{op.name.lower()} = {call(fns[f'gemm_tma_{op.name.lower()}_row'], 'g', 'bn', 'q')}; "
                   for op in L["ops"] if op.major == "K")
    extra = "".join(f", {t} {n}" for t, n in c.extra_args)
    if c.batched:
        qz = (f"  const int Qz = {c_extent(c.Q, c)};\n"
              f"  const int g = blockIdx.x, bn = blockIdx.y, q = blockIdx.z % Qz, l = blockIdx.z / Qz;\n"
              f"  C += (long long)l * batch_stride_c;\n")
    elif c.splits > 1:
        qz = (f"  const int Qz = {c_extent(c.Q, c)};\n"
              f"  const int g = blockIdx.x, bn = blockIdx.y, q = blockIdx.z % Qz, ks = blockIdx.z / Qz;   // ks: the split\n")
    elif c.persistent:
        qz = ""
    else:
        qz = "  const int g = blockIdx.x, bn = blockIdx.y, q = blockIdx.z;\n"
    krange = prologue_code(c) if c.splits > 1 else "  const int kt0 = 0, nk = KT;\n"
    if c.persistent:                       # the ring's k-tile counter runs on across this CTA's tiles
        skip, live = past, ""
        if pair and cta_fn:                # a pair is skipped when its first tile (g even) is past M
            skip, live = f"{call(cta_fn, '(g & ~1)', 'bn', 'q')} >= {c.M}", live_decl
        (open_p, close_p), (open_c, close_c) = tile_loop(c, skip, live), tile_loop(c, skip, live)
        if c.pingpong:
            open_c = "int turns = 0;                                           // tiles seen (both consumers')\n    " + \
                open_c + turn_code()
        it = "it + i"
        last = (f"    if (nk > 0 && tw % 32 == 0) cute_mbar_arrive(empty + 8 * ((it + nk - 1) % {S}));"
                f"   // the tile's last stage\n")
        if pair:                           # in both CTAs of the pair
            last = (f"    if (nk > 0 && tw % 32 == 0) {{ cute_mbar_arrive_cta(empty + 8 * ((it + nk - 1) % {S}), 0u); "
                    f"cute_mbar_arrive_cta(empty + 8 * ((it + nk - 1) % {S}), 1u); }}   // the tile's last stage\n")
    else:
        open_p = close_p = open_c = close_c = ""
        it, last = "i", ""
    partial = partial_code(c, fns, guard) if c.splits > 1 else ""
    if pair:                                  # release the stage in both CTAs of the pair
        release = (f"if (i > 0 && tw % 32 == 0) {{ cute_mbar_arrive_cta(empty + 8 * (({it} - 1) % {S}), 0u); "
                   f"cute_mbar_arrive_cta(empty + 8 * (({it} - 1) % {S}), 1u); }}")
    else:
        release = f"if (i > 0 && tw % 32 == 0) cute_mbar_arrive(empty + 8 * (({it} - 1) % {S}));"
    live_open, live_close = ("    if (live) {\n", "    }\n") if pair and cta_fn else ("", "")
    attrs = "__cluster_dims__(2, 1, 1) " if pair else ""
    final = "  cute_cluster_sync();          // no CTA leaves while its partner may still arrive on its barriers\n" \
        if pair else ""
    acc = BN // 2
    # register rebalancing (setmaxnreg) only with two or more consumers: with one, 256 threads already have
    # 255 registers each, and an .inc the freed registers cannot cover would block
    dec = f'    asm volatile("setmaxnreg.dec.sync.aligned.u32 {PRODUCER_REGS};");' if c.consumers > 1 else "    // no setmaxnreg"
    inc = f'    asm volatile("setmaxnreg.inc.sync.aligned.u32 {CONSUMER_REGS};");' if c.consumers > 1 else "    // no setmaxnreg"
    order_decl, order_init = order_setup(S) if c.pingpong else ("", "")
    signal = signal_code() if c.pingpong else ""
    tmc = "\n       const __grid_constant__ cute_tensor_map tmC," if c.tma_store else ""
    sc = (f"\n  const unsigned sC = base + {S * (BM + BN) * BK * opA.elem};   // the C staging buffers "
          f"(one a consumer warpgroup)") if c.tma_store else ""
    return f"""
extern "C" __global__ void {attrs}__launch_bounds__({threads}, {c.ctas_per_sm})
{name}(const __grid_constant__ cute_tensor_map tmA, const __grid_constant__ cute_tensor_map tmB,{tmc}
       {"float" if c.c_dtype == "f32" else "cute_u16"}* __restrict__ C{extra}{size_decl(c)}) {{
  extern __shared__ __align__(1024) unsigned char cute_smem[];    // {smem_bytes} bytes: tiles, 1024 B slack, barriers
{precondition_check(c, ("C",))}{qz}{exit_line}  const int KT = {c_extent(c.KT, c)};
{krange}  const unsigned base = (cute_smem_addr(cute_smem) + 1023u) & ~1023u;   // SWIZZLE_128B needs 1024-byte alignment
  const unsigned sA = base, sB = base + {S * BM * BK * opA.elem};{sc}
  const unsigned full = base + {tile_bytes}, empty = full + {8 * S};{order_decl}
  const int t = threadIdx.x, wgi = t / 128;
  if (t == 0) {{
    for (int s = 0; s < {S}; ++s) {{
      cute_mbar_init(full + 8 * s, 1);
      cute_mbar_init(empty + 8 * s, {4 * WG * c.cluster});
    }}{order_init}
    cute_mbar_fence_init();
  }}
  {"cute_cluster_sync();          // the pair's barriers initialised before any remote access" if pair else "__syncthreads();"}
  cute_griddep_wait();            // PDL: no global memory access before the previous grid is complete
  cute_griddep_launch();          // PDL: the next grid's CTAs may start (their prologue) as ours exit
  if (wgi == 0) {{                                                 // the producer
{dec}
    if (t == 0) {{
    {open_p}
      {rows}
      {_box_setup(c, L, fns)}
#pragma unroll 1
      for (int i = 0; i < nk; ++i) {{
        const int kt = kt0 + i, s = ({it}) % {S};
        cute_mbar_wait(empty + 8 * s, ((({it}) / {S}) & 1) ^ 1);
        cute_mbar_expect_tx(full + 8 * s, tx);
        {_loads(c, L, fns)}
      }}
{close_p}    }}
  }} else {{                                                       // the consumers
{inc}
    const int {"wg = 0, pp = wgi - 1" if c.pingpong else "wg = wgi - 1"}, tw = t % 128;
    {open_c}
    float acc[{acc}];
#pragma unroll
    for (int i = 0; i < {acc}; ++i) acc[i] = 0.0f;
#pragma unroll 1
    for (int i = 0; i < nk; ++i) {{
      const int s = ({it}) % {S};
      cute_mbar_wait(full + 8 * s, (({it}) / {S}) & 1);
      cute_fence_acc(acc);
      cute_wgmma_fence();
#pragma unroll
      for (int kk = 0; kk < {KI}; ++kk)
        cute_wgmma_64x{BN}x{opA.kslice}_{c.dtype}(acc, cute_gmma_desc_a(sA + {opA.elem} * gemm_desc_a(s, wg, kk)),
                                       cute_gmma_desc_b(sB + {opA.elem} * gemm_desc_b(s, kk)), 1);
      cute_wgmma_commit();
      cute_wgmma_wait<1>();                                        // tile kt - 1 is done: release its stage
      cute_fence_acc(acc);
      {release}
    }}
{signal}    cute_wgmma_wait<0>();
    cute_fence_acc(acc);                                           // the epilogue reads acc after the last wgmma
{last}{partial}    // the epilogue: accumulator values (v, r, j) = v + 2r + 4j are C at gemm_store_c(v, r, tw, j, wg, g, bn, q)
{live_open}{epilogue}{live_close}{close_c}{tstore.drain_code() if c.tma_store else ""}  }}
{final}}}
"""
