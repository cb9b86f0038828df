"""Test helper: run a generated SM80 GEMM on the CPU, thread by thread.

The kernel's own *emitted* index expressions place every 16-byte cp.async, every
ldmatrix row address and every epilogue store; the instructions themselves act as their
atoms' layouts say (cute_sym.atoms: ldmatrix's dst layout, the MMA's A/B/C layouts) --
the instruction semantics as data, the kernel's arithmetic as emitted.  Stages, loop
order and the raster follow the kernel's loops.  Unwritten C elements stay ``None``.
"""
from cute_sym.atoms import atom
from codegen.gemm.partition import LDSM_ATOM, MMA_ATOM
from codegen.pyeval import compile_expr


def _fn(f):
    return compile_expr(f.expr, [x.name for x in f.inputs])


def simulate_sm80(kernel, A: list, B: list) -> list:
    c = kernel.config
    fns = {f.name: _fn(f) for f in kernel.functions}
    la, lb, sa, sb = fns["gemm_load_a"], fns["gemm_load_b"], fns["gemm_store_a"], fns["gemm_store_b"]
    ra, rb, wc = fns["gemm_ldsm_a"], fns["gemm_ldsm_b"], fns["gemm_store_c"]
    mma, ldsm = atom(MMA_ATOM[c.dtype]), atom(LDSM_ATOM)
    dst = ldsm.in_elements(16)["dst"]
    am, an, ak = mma.shape_mnk
    threads = kernel.threads
    MI, NI = (c.BM // c.warps[0]) // am, (c.BN // c.warps[1]) // an
    KI = c.BK // ak
    ia, ib = c.BM * c.BK // 8 // threads, c.BN * c.BK // 8 // threads
    C = [None] * (c.M * c.N)

    def ldmatrix(smem, addr_of_lane):
        """lane -> 4 registers of 2 halves, by the ldmatrix atom's dst layout."""
        regs = [[[None, None] for _ in range(4)] for _ in range(32)]
        for lane in range(32):
            for j in range(4):
                for h in range(2):
                    e = dst(lane, h + 2 * j)
                    regs[lane][j][h] = smem[addr_of_lane(e // 8) + e % 8]
        return regs

    for bid in range(c.blocks):
        sA, sB = [None] * (c.stages * c.BM * c.BK), [None] * (c.stages * c.BN * c.BK)
        acc = [[[[0] * 4 for _ in range(NI)] for _ in range(MI)] for _ in range(threads)]
        for kt in range(c.KT):
            s = kt % c.stages
            for t in range(threads):                       # cp.async, 8 elements each
                for i in range(ia):
                    d, g = sa(0, t, i, s), la(0, t, i, kt, bid)
                    sA[d:d + 8] = A[g:g + 8]
                for i in range(ib):
                    d, g = sb(0, t, i, s), lb(0, t, i, kt, bid)
                    sB[d:d + 8] = B[g:g + 8]
            for w in range(threads // 32):
                for kk in range(KI):
                    a = [ldmatrix(sA, lambda lane, mi=mi: ra(0, 32 * w + lane, mi, kk, s)) for mi in range(MI)]
                    b = [ldmatrix(sB, lambda lane, nj=nj: rb(0, 32 * w + lane, nj, kk, s)) for nj in range(NI // 2)]
                    for mi in range(MI):
                        for ni in range(NI):
                            At, Bt = [None] * (am * ak), [None] * (an * ak)
                            for lane in range(32):
                                for i in range(8):
                                    At[mma.a(lane, i)] = a[mi][lane][i // 2][i % 2]
                                for i in range(4):
                                    Bt[mma.b(lane, i)] = b[ni // 2][lane][2 * (ni % 2) + i // 2][i % 2]
                            for lane in range(32):
                                for i in range(4):
                                    x = mma.c(lane, i)
                                    m, n = x % am, x // am
                                    acc[32 * w + lane][mi][ni][i] += sum(At[m + am * k] * Bt[n + an * k]
                                                                         for k in range(ak))
        for t in range(threads):                           # the epilogue: pairs of values
            for mi in range(MI):
                for ni in range(NI):
                    for r in range(2):
                        o = wc(0, r, t, mi, ni, bid)
                        C[o:o + 2] = acc[t][mi][ni][2 * r:2 * r + 2]
    return C


def _swizzle128(byte: int) -> int:
    """The 128-byte swizzle of a shared-memory byte address (bits 7-9 XOR-ed into bits 4-6)."""
    return byte ^ ((byte & 0x380) >> 3)


def simulate_sm90(kernel, A: list, B: list) -> list:
    """The SM90 kernel, stage by stage: the TMA copies a box as the CUDA driver's SWIZZLE_128B
    places it, each wgmma reads its operands through its descriptor (start address from the
    kernel's own ``gemm_desc_*``, SBO and the 128-byte swizzle as the PTX ISA defines them), the
    accumulators sit where the MMA atom's C layout says, and the epilogue stores by
    ``gemm_store_c``."""
    from codegen.gemm.sm90 import K_STEP_BYTES, SBO
    c = kernel.config
    f = {fn.name: _fn(fn) for fn in kernel.functions}
    mma = atom(f"SM90_64x{c.BN}x16_F32BF16BF16_SS")
    WG, BM, BN, BK = c.warps[0], c.BM, c.BN, c.BK
    C = [None] * (c.M * c.N)

    def tma(smem, base, src, rows, cols, row0, col0):          # row-major box of 128-byte rows, swizzled
        for r in range(rows):
            for e in range(cols):
                smem[(_swizzle128(2 * base + 128 * r + 2 * e)) // 2] = src[(row0 + r) * c.K + col0 + e]

    def operand(smem, start_elem, rows):                       # a descriptor's k16 slice: (row, k) -> value
        return [[smem[_swizzle128(2 * start_elem + 128 * (m % 8) + SBO * (m // 8) + 2 * k) // 2]
                 for k in range(16)] for m in range(rows)]

    for bid in range(c.blocks):
        sA, sB = [None] * (c.stages * BM * BK), [None] * (c.stages * BN * BK)
        acc = [[[0] * (BN // 2) for _ in range(128)] for _ in range(WG)]
        for kt in range(c.KT):
            s = kt % c.stages
            tma(sA, f["gemm_stage_a"](s), A, BM, BK, f["gemm_tma_a_row"](bid), f["gemm_tma_k"](kt))
            tma(sB, f["gemm_stage_b"](s), B, BN, BK, f["gemm_tma_b_row"](bid), f["gemm_tma_k"](kt))
            for wg in range(WG):
                for kk in range(BK // 16):
                    a = operand(sA, f["gemm_desc_a"](s, wg, kk), 64)
                    b = operand(sB, f["gemm_desc_b"](s, kk), BN)
                    assert K_STEP_BYTES == 32
                    for t in range(128):
                        for i in range(BN // 2):
                            x = mma.c(t, i)
                            m, n = x % 64, x // 64
                            acc[wg][t][i] += sum(a[m][k] * b[n][k] for k in range(16))
        for wg in range(WG):
            for t in range(128):
                for j in range(BN // 8):
                    for r in range(2):
                        o = f["gemm_store_c"](0, r, t, j, wg, bid)
                        C[o:o + 2] = acc[wg][t][4 * j + 2 * r:4 * j + 2 * r + 2]
    return C
