"""The seeded one-line mutations of NVIDIA's CuTe DSL examples that ``benchmarks/mutants.py``
plants (issue 23 item 8).  Each names the example file (under ``examples/python/CuTeDSL``, NVIDIA/
cutlass 7107b0553), the 1-based line, the text replaced on that line and its replacement, the
variant of ``benchmarks/trace_variants_*.py`` that traces it, the op the finding must name, and why
the mutant really makes the kernel wrong or slow, reasoned on the addresses.

Classes (issue 23 item 8): ``overlap`` a store TV layout whose threads overlap; ``bounds`` a
predicate removed or a tile enlarged so that an access leaves its tensor; ``smem`` a shared-memory
buffer smaller than what is copied into it; ``vector`` a 128-bit copy on data that is not
contiguous or not aligned; ``banks`` a swizzle or padding removed (bank conflicts); ``compose`` an
inadmissible composition; ``mma`` a tiled copy whose tile does not match the MMA's.
"""
from __future__ import annotations

from dataclasses import dataclass

EW = "cute/ampere/kernel/elementwise/elementwise_add.py"
APPLY = "cute/ampere/kernel/elementwise/elementwise_apply.py"
SGEMM = "cute/ampere/kernel/dense_gemm/sgemm.py"
TOP = "cute/ampere/kernel/dense_gemm/tensorop_gemm.py"
FA2 = "cute/ampere/kernel/attention/flash_attention_v2.py"

V_EW = "elementwise_add_f16_1000x333"          # f16 (1000, 333), tile 16x256, 128 threads, ragged
V_APPLY = "elementwise_apply_add_bf16_512x1024"
V_APPLY_STATIC = "elementwise_apply_add_bf16_512x1024_static"  # the result static too (the docstring's call)
V_SGEMM = "sgemm_f32_200x136x40_ragged"        # f32 M,N,K=200,136,40, tile 64x64x8, 128 threads
V_TOP = "tensorop_gemm_f16_512x512x256x1"      # f16 bmm 512x512x256, tile 128x128x32, 128 threads
NB = "cute/notebooks/cute_layout_algebra.ipynb"
V_NB = "notebook_cute_layout_algebra"          # every cell of the layout-algebra notebook
V_FA2 = "flash_attention_v2_f16_hd32_64x64_causal_dyn"  # f16 (?,?,?,32), 64x64 blocks, 128 threads, causal
COPY = "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy"


@dataclass(frozen=True)
class Mutant:
    """One planted fault."""

    name: str
    cls: str
    variant: str
    file: str
    line: int
    old: str
    new: str
    op: str     # the ops a finding may name to name the mutation ("a|b": either)
    why: str


MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------ overlap: store threads overlap
    Mutant("ew_store_threads_overlap", "overlap", V_EW, EW, 166,
           "cute.make_tiled_copy_tv(copy_atom_store, thr_layout, val_layout)",
           "cute.make_tiled_copy(copy_atom_store, cute.make_layout(((32, 4), (8, 4)), "
           "stride=((128, 0), (16, 1))), (16, 256))",
           COPY,
           "C's store copy gets the TV layout ((32,4),(8,4)):((128,0),(16,1)) instead of the loads' "
           "((32,4),(8,4)):((128,4),(16,1)) (tile 16x256, index m + 16n): threads c + 32r, r = 0..3, "
           "all store their 32 values to rows 0-3 of columns 8c..8c+7, values computed from rows "
           "4r..4r+3 of A and B: four threads write each address with different values (a race), "
           "and rows 4-15 of every tile are never written."),
    Mutant("top_c_store_threads_overlap", "overlap", V_TOP, TOP, 915,
           "return cute.make_tiled_copy_tv(atom_copy, thread_layout, value_layout)",
           "return cute.make_tiled_copy(atom_copy, cute.make_layout(((16, 8), 8), stride=((64, 0), 8)), (8, 128))",
           COPY,
           "The gmem store copy of C (128-bit, tile 8x128, index m + 8n) gets ((16,8),8):((64,0),8) "
           "instead of ((16,8),8):((64,1),8): the 8 threads c + 16r, r = 0..7, store the accumulators "
           "of rows r to row 0, columns 8c..8c+7: eight different values per address (a race), and "
           "rows 1-7 of every 8-row slab of C are never written."),
    Mutant("apply_store_threads_overlap", "overlap", V_APPLY, APPLY, 112,
           "tidfrgC = cute.composition(gC, tv_layout)",
           "tidfrgC = cute.composition(gC, cute.make_layout(((64, 4), (8, 16)), stride=((512, 0), (64, 1))))",
           "cute.composition|" + COPY,
           "C's (thread, value) -> address map drops the thread's row group: the inputs keep "
           "tv_layout ((64,4),(8,16)):((512,16),(64,1)) (tile 64x512 bf16, index m + 64n), C gets "
           "stride 0 for r: threads c + 64r, r = 0..3, store inputs of rows 16r..16r+15 to rows 0-15: "
           "four different values per address (a race); rows 16-63 of each tile stay unwritten."),
    # ------------------------------------------------------------ bounds: an access leaves its tensor
    Mutant("ew_store_pred_removed", "bounds", V_EW, EW, 221,
           "cute.copy(copy_atom_store, frgC, thrC, pred=frgPred)", "cute.copy(copy_atom_store, frgC, thrC)",
           "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "C is 1000x333 f16 row-major, tiles 16x256: the second tile column covers columns 256-511, "
           "so without the elem_less predicate thread stores reach column 511 of row 999, element "
           "999*333 + 511 = 333178 >= 333000: a store past the end of C (and, in every row, into the "
           "next row's first 178 elements)."),
    Mutant("ew_load_pred_removed", "bounds", V_EW, EW, 206,
           "cute.copy(copy_atom_load, thrA, frgA, pred=frgPred)", "cute.copy(copy_atom_load, thrA, frgA)",
           "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "The same residue tile read without its predicate: A's last tile reads up to element "
           "999*333 + 511 = 333178 of a 333000-element tensor: an out-of-bounds load."),
    Mutant("sgemm_c_store_pred_removed", "bounds", V_SGEMM, SGEMM, 629,
           "cute.copy(atom, tCrC, tCgC, pred=predC)", "cute.copy(atom, tCrC, tCgC)", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "M=200, N=136 with 64x64 tiles: the last tile row covers rows 192-255 and the last tile "
           "column 128-191; unpredicated, its threads store C(255, 191), element 255*136 + 191 = "
           "34871 >= 27200 of the row-major C: stores past the end of C (the issue's sgemm whose C "
           "store lost its predicate)."),
    Mutant("sgemm_a_load_pred_removed", "bounds", V_SGEMM, SGEMM, 571,
           "pred=tApA,", "", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "The main loop's cp.async of A without its M predicate: the second M tile reads rows "
           "192-255 of a 200-row A (k-major, 40 per row), up to element 255*40 + 39 = 10239 >= 8000."),
    # ------------------------------------------------------------ smem: buffer smaller than the copy
    Mutant("top_smem_a_halved", "smem", V_TOP, TOP, 434,
           "cute.cosize(sA_layout)]", "cute.cosize(sA_layout) // 2]", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "sA's buffer holds half of cosize(sA_layout) (128x32x3 f16 stages): the G2S copies of the "
           "upper half of the stages write past sA into sB's buffer, which the MMA then reads: A and "
           "B tiles corrupt each other."),
    Mutant("top_smem_b_halved", "smem", V_TOP, TOP, 438,
           "cute.cosize(sB_layout)]", "cute.cosize(sB_layout) // 2]", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "sB's buffer is half of what the G2S copies of B write: the upper stages land past the end "
           "of the struct (past the shared memory the kernel asks for)."),
    # top_smem_c_halved (cosize(sC_layout) // 2, line 445) is no fault: the storage is
    # max(SharedStorageAB, SharedStorageC) = 65536 bytes either way and sC's view starts at 0, so the DSL
    # builds the very module of the unmutated source (the IR is identical): it does not count.
    Mutant("top_smem_storage_c_only", "smem", V_TOP, TOP, 455,
           "max(SharedStorageAB.size_in_bytes(), SharedStorageC.size_in_bytes()),",
           "SharedStorageC.size_in_bytes(),", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "The storage is sized for C alone (128x128 f16 = 32768 bytes) instead of max(A+B, C) = 65536: sB "
           "(4 stages of 128x32 f16, 32768 bytes) is carved at byte 32768, wholly past the allocation; the "
           "G2S copies of B write bytes 32768-65535 of a 32768-byte block of shared memory."),
    Mutant("fa2_smem_q_halved", "smem", V_FA2, FA2, 251,
           "cute.cosize(sQ_layout)]", "cute.cosize(sQ_layout) // 2]", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "sQ (64x32 f16, swizzled) gets half its buffer: the cp.async copies of Q rows 32-63 write "
           "into sK, which the first S = Q K^T then reads."),
    Mutant("fa2_smem_k_halved", "smem", V_FA2, FA2, 254,
           "cute.cosize(sKV_layout)]", "cute.cosize(sKV_layout) // 2]", "cute.copy|cute.memref.load_vec|cute.memref.store_vec|cute.memref.load|cute.memref.store|cute.make_view|cute.local_tile|cute.slice",
           "sK (64x32 f16 = 4096 bytes) gets a 2048-byte field: sV's field starts at byte 4096 + 2048 = 6144, "
           "while the cp.async copies of K rows 32-63 write bytes 6144-8191: into sV, which O = P V reads."),
    # ------------------------------------------------------------ vector: 128-bit copy misaligned
    Mutant("ew_load_128bit_misaligned", "vector", V_EW, EW, 161,
           "cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type)",
           "cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gA.element_type, num_bits_per_copy=128)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "128-bit loads of 8 f16 from a 1000x333 row-major A: row r starts at byte 666*r, and "
           "666 = 16*41 + 10, so the vector at row 1, column 0 sits at byte 666: not 16-byte aligned "
           "(a misaligned-address fault)."),
    Mutant("ew_store_128bit_misaligned", "vector", V_EW, EW, 162,
           "cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gC.element_type)",
           "cute.make_copy_atom(cute.nvgpu.CopyUniversalOp(), gC.element_type, num_bits_per_copy=128)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "The same for the stores of C: the 128-bit store of row 1 starts at byte 666."),
    Mutant("sgemm_a_128bit_misaligned", "vector", "sgemm_f32_202x136x40_mmajor_misaligned", SGEMM, 172,
           "num_vectorized = 4 if (mA.layout[0].max_alignment % 16 == 0) else 1", "num_vectorized = 4",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy",
           "A is m-major with M = 202: column k starts at byte 808k, 808 = 16*50 + 8, so the 128-bit "
           "cp.async of rows 4i..4i+3 of an odd column sits at 8 mod 16: misaligned (the example's own "
           "test of max_alignment falls back to 32-bit copies there)."),
    Mutant("top_ab_vector_across_rows", "vector", V_TOP, TOP, 892,
           "cute.make_layout((1, copy_elems))", "cute.make_layout((copy_elems, 1))", "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "A and B are k-major (row-major (M,K)); the value layout (8,1) puts one thread's 8 values of "
           "its 128-bit cp.async down a column, K=256 elements (512 bytes) apart: not contiguous."),
    Mutant("top_c_vector_across_rows", "vector", V_TOP, TOP, 911,
           "cute.make_layout((1, copy_elems))", "cute.make_layout((copy_elems, 1))", "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "C is n-major; the 128-bit store's 8 values go down a column, N=512 elements apart."),
    # ------------------------------------------------------------ banks: swizzle or padding removed
    Mutant("top_smem_ab_swizzle_removed", "banks", V_TOP, TOP, 835,
           "cute.make_swizzle(swizzle_bits, base_bits, shift_bits)", "cute.make_swizzle(0, base_bits, shift_bits)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "sA/sB rows are 32 f16 = 64 bytes; without the Swizzle<2,4,3>, the 8 rows an ldmatrix "
           "reads (16 bytes each) start at bytes 64*r: rows r and r+2 share banks, a 4-way conflict "
           "on every S2R load."),
    Mutant("top_smem_c_swizzle_removed", "banks", V_TOP, TOP, 859,
           "cute.make_swizzle(swizzle_bits, 3, 4),", "cute.make_swizzle(0, 3, 4),", "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "sC rows are 128 f16 = 256 bytes; the MMA's accumulator store puts thread t at row "
           "t//4 + 8i, word 64*row + t%4: bank t%4 for the 8 rows, an 8-way conflict without the swizzle."),
    Mutant("sgemm_smem_a_padding_removed", "banks", V_SGEMM, SGEMM, 130,
           "padding_a = 4 if self.a_major_mode == utils.LayoutEnum.ROW_MAJOR else 0", "padding_a = 0",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "k-major A through sA (64x8, stride 64 + padding): thread t writes sA(t//8, t%8) at word "
           "t//8 + (t%8)*(64+pad); with pad 4 the banks t//8 + 4*(t%8) are distinct in a warp, with "
           "pad 0 all 8 columns land in bank t//8: an 8-way conflict on every cp.async store."),
    Mutant("sgemm_smem_b_padding_removed", "banks", V_SGEMM, SGEMM, 131,
           "padding_b = 4 if self.b_major_mode == utils.LayoutEnum.ROW_MAJOR else 0", "padding_b = 0",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy", "The same for sB (k-major B): an 8-way conflict on every store of B."),
    Mutant("fa2_smem_swizzle_removed", "banks", V_FA2, FA2, 229,
           "cute.make_swizzle(swizzle_bits, 3, 3)", "cute.make_swizzle(0, 3, 3)", "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.tiled.copy.retile|cute.make_tiled_copy",
           "head_dim 32: sQ/sK/sV atoms are 8 rows of 32 f16 = 64 bytes with Swizzle<2,3,3>; without "
           "it the 8 rows an ldmatrix reads (16 bytes each) start at bytes 64*r: rows r and r+2 "
           "share banks, a 4-way conflict on every S2R load."),
    # ------------------------------------------------------------ compose: inadmissible composition
    Mutant("apply_c_block_remap_inadmissible", "compose", V_APPLY_STATIC, APPLY, 252,
           "mC = cute.composition(mC, (None, remap_block))",
           "mC = cute.composition(mC, (None, cute.make_layout(cute.size(remap_block), stride=3)))",
           "cute.composition",
           "C's block mode ((RestM, RestN) = (8, 2) tiles of 64x512 of a 512x1024 tensor) composed "
           "with 16:3: stride 3 neither divides RestM = 8 nor is a multiple of it (the stride "
           "divisibility condition fails, the composition is not defined); as a function, block b "
           "would go to block 3b, past the 16 blocks for b >= 6: stores outside C. Traced with C static, as "
           "the module docstring calls the kernel: with C dynamic (run_and_verify's mark_layout_dynamic) "
           "nothing in the module relates C's size to the inputs' (512, 1024), and the unmutated remap fails "
           "the same divisibility condition for other sizes of C (448 rows), so no sound check tells the two "
           "apart there; that trace was a miss of the previous round, not counted now."),
    Mutant("apply_in_tv_inadmissible", "compose", V_APPLY, APPLY, 111,
           "tidfrgInputs = [cute.composition(t, tv_layout) for t in gInputs]",
           "tidfrgInputs = [cute.composition(t, cute.make_layout(((64, 4), (8, 16)), stride=((512, 16), (64, 3)))) "
           "for t in gInputs]",
           "cute.composition",
           "The inputs' (thread, value) -> address maps compose each 64x512 bf16 tile (64,512):(1024,1) with "
           "tv_layout's value stride 1 made 3: ((64,4),(8,16)):((512,16),(64,3)). Its mode 16:3 falls in A's "
           "first mode of extent 64, and 3 neither divides 64 nor is a multiple of it (the stride divisibility "
           "condition): no layout is A o B. Read as the function A(B(t, v)), value v1 of thread (t0, t1) is "
           "row 16 t1 + 3 v1 (mod 64, carrying into the next column): threads read other threads' rows and "
           "the sums are wrong."),
    Mutant("apply_in_block_remap_inadmissible", "compose", V_APPLY, APPLY, 249,
           "mInputs[i] = cute.composition(t, (None, remap_block))",
           "mInputs[i] = cute.composition(t, (None, cute.make_layout(cute.size(remap_block), stride=3)))",
           "cute.composition", "The same for the inputs' block mode: blocks read from block 3b."),
    Mutant("fa2_vt_view_inadmissible", "compose", V_FA2, FA2, 431,
           "stride=(self._n_block_size, 1),", "stride=(self._n_block_size + 1, 1),", "cute.composition",
           "V's transposed view composes sV ((64,32) swizzled, n_block 64) with (32,64):(65,1): 65 "
           "neither divides 64 nor is a multiple of it: inadmissible; the view reads V at the wrong "
           "places."),
    Mutant("nb_static_composition_inadmissible", "compose", V_NB, NB, 451,
           "B_static = cute.make_layout((5, 4), stride=(1, 5))", "B_static = cute.make_layout((5, 4), stride=(1, 3))",
           "cute.composition",
           "(10,2):(16,4) o (5,4):(1,3): B's second mode has stride 3, which neither divides A's first "
           "extent 10 nor is a multiple of it (the stride divisibility condition): no layout is "
           "A o B, so whatever the DSL prints as R_static is wrong."),
    Mutant("nb_dynamic_composition_inadmissible", "compose", V_NB, NB, 399,
           "B = cute.make_layout((4, 3), stride=(3, 1))", "B = cute.make_layout((4, 3), stride=(4, 1))",
           "cute.composition",
           "(6,2):(?,2) o (4,3):(4,1): stride 4 neither divides A's first extent 6 nor is a multiple "
           "of it: inadmissible for every value of A's dynamic stride."),
    Mutant("nb_logical_divide_inadmissible", "compose", V_NB, NB, 581,
           "tiler = cute.make_layout(4, stride=2)", "tiler = cute.make_layout(4, stride=3)",
           "cute.logical_divide|cute.composition|cute.complement",
           "logical_divide((4,2,3):(2,1,8), 4:3) composes the layout with (4:3, complement(4:3, 24)): "
           "stride 3 neither divides the first extent 4 nor is a multiple of it: inadmissible. The DSL "
           "refuses it ('Operation creation failed': its cell traces no module), so it does not count."),
    Mutant("nb_bymode_composition_inadmissible", "compose", V_NB, NB, 523,
           "tiler = (3, 8)", "tiler = (3, cute.make_layout(8, stride=3))",
           "cute.composition",
           "By-mode composition of A = (12,(4,8)):(59,(13,1)) (Int32 leaves) with the tiler (3, 8:3): "
           "mode 1 is (4,8):(13,1) o 8:3, and stride 3 neither divides the extent 4 nor is a multiple "
           "of it (the stride divisibility condition): no layout is that mode's composition, so the "
           "result the DSL prints (and the kernel would index with) is not A o B. The replacement of "
           "nb_logical_divide_inadmissible, which the DSL refuses."),
    # ------------------------------------------------------------ mma: tiled copy vs the MMA's tile
    Mutant("top_s2r_a_with_b_layout", "mma", V_TOP, TOP, 640,
           "cute.make_tiled_copy_A(atom_copy_s2r_A, tiled_mma)", "cute.make_tiled_copy_B(atom_copy_s2r_A, tiled_mma)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy",
           "A's ldmatrix copy built on the MMA's B thread-value layout (the same 32x16 tile shape, so "
           "the DSL accepts it): each thread's fragment holds the A elements at B's (n,k) positions, "
           "not the (m,k) the MMA expects: the product is wrong."),
    Mutant("top_s2r_b_with_a_layout", "mma", V_TOP, TOP, 641,
           "cute.make_tiled_copy_B(atom_copy_s2r_B, tiled_mma)", "cute.make_tiled_copy_A(atom_copy_s2r_B, tiled_mma)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy", "B's ldmatrix copy on A's thread-value layout: wrong B fragments."),
    Mutant("top_s2r_a_transposed_ldmatrix", "mma", V_TOP, TOP, 627,
           "self.a_major_mode != utils.LayoutEnum.ROW_MAJOR, 4", "True, 4", COPY,
           "A is k-major (row-major sA), but its S2R copy uses ldmatrix.trans: each thread receives the "
           "transposed 8x8 submatrices, i.e. A(k, m) where the MMA's A fragment expects A(m, k): the "
           "copy's thread-value layout is not the MMA's, and every product is wrong."),
    Mutant("top_s2r_b_transposed_ldmatrix", "mma", V_TOP, TOP, 633,
           "self.b_major_mode != utils.LayoutEnum.ROW_MAJOR, 4", "True, 4", COPY,
           "The same for B (k-major sB): ldmatrix.trans hands the MMA B(k, n) for B(n, k)."),
    Mutant("fa2_s2r_v_not_transposed", "mma", V_FA2, FA2, 471,
           "warp.LdMatrix8x8x16bOp(transpose=True, num_matrices=4)",
           "warp.LdMatrix8x8x16bOp(transpose=False, num_matrices=4)", COPY,
           "O = P V reads V through the transposed view sVt with ldmatrix.trans; without the transpose "
           "each thread gets V's 8x8 submatrices untransposed, not the (k, n) fragment the MMA's B "
           "operand expects: O is wrong."),
    Mutant("fa2_s2r_q_transposed", "mma", V_FA2, FA2, 463,
           "warp.LdMatrix8x8x16bOp(transpose=False, num_matrices=4)",
           "warp.LdMatrix8x8x16bOp(transpose=True, num_matrices=4)", COPY,
           "Q (k-major in smem) loaded with ldmatrix.trans: the MMA's A fragments hold Q transposed "
           "per 8x8 block: S = Q K^T is wrong."),
    Mutant("fa2_s2r_k_transposed", "mma", V_FA2, FA2, 467,
           "warp.LdMatrix8x8x16bOp(transpose=False, num_matrices=4)",
           "warp.LdMatrix8x8x16bOp(transpose=True, num_matrices=4)", COPY,
           "K (k-major in smem, rows of 32 f16) loaded with ldmatrix.trans: the tiled copy's partition asks each "
           "thread for 8 values down a column (32 elements apart), but ldmatrix reads each thread's row as 16 "
           "contiguous bytes: the MMA's B fragments hold K's rows where it expects columns: S = Q K^T is wrong."),
    # Not faults, so not mutants: retiling A's fragment with B's tiled copy (tensorop_gemm.py line 646,
    # thr_copy_ldmatrix_B.retile(tCrA)) or Q's with K's (flash_attention_v2.py line 483): retile reads only the
    # fragment's shape and the copy's value count, so the DSL prints the same retiled layout and the module
    # computes what the unmutated one does.
    Mutant("fa2_s2r_q_with_b_layout", "mma", V_FA2, FA2, 474,
           "cute.make_tiled_copy_A(smem_copy_atom_Q, tiled_mma)", "cute.make_tiled_copy_B(smem_copy_atom_Q, tiled_mma)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy", "Q's S2R copy on the MMA's B layout: S = Q K^T from wrong Q fragments."),
    Mutant("fa2_s2r_k_with_a_layout", "mma", V_FA2, FA2, 475,
           "cute.make_tiled_copy_B(smem_copy_atom_K, tiled_mma)", "cute.make_tiled_copy_A(smem_copy_atom_K, tiled_mma)",
           "cute.copy|cute.tiled.copy.partition_S|cute.tiled.copy.partition_D|cute.make_tiled_copy", "K's S2R copy on the MMA's A layout: wrong K fragments."),
)
