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
