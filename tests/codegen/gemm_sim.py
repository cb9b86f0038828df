"""Test helper: run a generated GEMM on the CPU, thread by thread.

The kernel's own *emitted* index expressions place every 16-byte cp.async, every
ldmatrix row address and every epilogue store, and its emitted guard functions decide
which of them happen (a guarded-off cp.async zero-fills, a guarded-off store is skipped,
a CTA past the last tile row exits); the instructions themselves act as their atoms'
layouts say (cute_sym.atoms: ldmatrix's dst layout, the MMA's A/B/C layouts) -- the
instruction semantics as data, the kernel's arithmetic as emitted.  Stages, loop order
and the raster follow the kernel's loops.  Named sizes take their values from ``values``.
Every global access is checked inside its tensor; the result records, besides C
(unwritten elements ``None``), how often each element of C was written and which
elements of A and B were read.
"""
import itertools
import random

from cute_sym.atoms import atom
from codegen.gemm.partition import LDSM_ATOM, MMA_ATOM
from codegen.pyeval import compile_expr


def _fn(f, env):
    g = compile_expr(f.expr, [x.name for x in f.inputs] + [p.name for p in f.params])
    extra = [env[p.name] for p in f.params]
    return lambda *xs: g(*xs, *extra)


class Run:
    """What a simulated launch did: C, the write count of each C element, the A and B reads."""

    def __init__(self, M, N, K):
        self.C = [None] * (M * N)
        self.writes = [0] * (M * N)
        self.read_a, self.read_b = set(), set()
        self.size_a, self.size_b = M * K, N * K

    def load(self, which, src, off, n):
        size = self.size_a if which == "a" else self.size_b
        assert 0 <= off and off + n <= size, f"{which} read [{off}, {off + n}) outside [0, {size})"
        (self.read_a if which == "a" else self.read_b).update(range(off, off + n))
        return src[off:off + n]

    def store(self, off, values):
        assert 0 <= off and off + len(values) <= len(self.C), f"C write at {off} outside [0, {len(self.C)})"
        self.C[off:off + len(values)] = values
        for k in range(off, off + len(values)):
            self.writes[k] += 1


def _setup(kernel, values):
    c = kernel.config
    sizes = c.values(values)
    env = {**{n: int(values[n]) for n in c.params}}
    fns = {f.name: _fn(f, env) for f in kernel.functions}
    return c, sizes, fns


def _ctas(c, sizes, fns, values):
    """The CTAs that run: ``(g, bn, q)`` of the grid, less those past the last tile row."""
    gx, gy, gz = c.grid_for(values)
    for q in range(gz):
        for bn in range(gy):
            for g in range(gx):
                if "gemm_cta_row" in fns and fns["gemm_cta_row"](g, bn, q) >= sizes["M"]:
                    continue
                yield g, bn, q


def _pred(fns, stem, dims, sizes, *args):
    return all(fns[f"{stem}_{w}"](*args) < sizes[d] for w, d in zip(("row", "col"), dims) if f"{stem}_{w}" in fns)


def simulate_sm80(kernel, A: list, B: list, values: dict = {}) -> Run:
    c, sizes, fns = _setup(kernel, values)
    M, N, K = sizes["M"], sizes["N"], sizes["K"]
    run = Run(M, N, K)
    KT = -(-K // c.BK)
    la, lb, sa, sb = fns["gemm_load_a"], fns["gemm_load_b"], fns["gemm_store_a"], fns["gemm_store_b"]
    ra, rb, wc = fns["gemm_ldsm_a"], fns["gemm_ldsm_b"], fns["gemm_store_c"]
    mma, ldsm = atom(MMA_ATOM[c.dtype]), atom(LDSM_ATOM)
    dst = ldsm.in_elements(16)["dst"]
    am, an, ak = mma.shape_mnk
    threads = kernel.threads
    MI, NI = (c.BM // c.warps[0]) // am, (c.BN // c.warps[1]) // an
    KI = c.BK // ak
    ia, ib = c.BM * c.BK // 8 // threads, c.BN * c.BK // 8 // threads

    def ldmatrix(smem, addr_of_lane):
        """lane -> 4 registers of 2 halves, by the ldmatrix atom's dst layout."""
        regs = [[[None, None] for _ in range(4)] for _ in range(32)]
        for lane in range(32):
            for j in range(4):
                for h in range(2):
                    e = dst(lane, h + 2 * j)
                    regs[lane][j][h] = smem[addr_of_lane(e // 8) + e % 8]
        return regs

    for cta in _ctas(c, sizes, fns, values):
        sA, sB = [None] * (c.stages * c.BM * c.BK), [None] * (c.stages * c.BN * c.BK)
        acc = [[[[0] * 4 for _ in range(NI)] for _ in range(MI)] for _ in range(threads)]
        for kt in range(KT):
            s = kt % c.stages
            for t in range(threads):                       # cp.async, 8 elements each (zero-filled when guarded off)
                for i in range(ia):
                    d = sa(0, t, i, s)
                    on = _pred(fns, "gemm_a", "MK", sizes, 0, t, i, kt, *cta)
                    sA[d:d + 8] = run.load("a", A, la(0, t, i, kt, *cta), 8) if on else [0] * 8
                for i in range(ib):
                    d = sb(0, t, i, s)
                    on = _pred(fns, "gemm_b", "NK", sizes, 0, t, i, kt, *cta)
                    sB[d:d + 8] = run.load("b", B, lb(0, t, i, kt, *cta), 8) if on else [0] * 8
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
                        if _pred(fns, "gemm_c", "MN", sizes, 0, r, t, mi, ni, *cta):
                            run.store(wc(0, r, t, mi, ni, *cta), acc[t][mi][ni][2 * r:2 * r + 2])
    return run


def _swizzle128(byte: int, width: int = 128) -> int:
    """The ``width``-byte swizzle (CUDA's SWIZZLE_128B / 64B / 32B) of a shared-memory byte address:
    the ``log2(width/16)`` bits from bit 7 XOR-ed into those from bit 4 (128: bits 7-9 into 4-6)."""
    return byte ^ ((byte & (((width // 16) - 1) << 7)) >> 3)


def _persistent_walk(c, sizes, fns, values, P):
    """``(cta, it)`` of a persistent kernel's CTAs ``b < P`` in order: tiles ``b, b + P, ..`` decoded as
    the kernel does, those past the last tile row skipped, ``it`` the CTA's k-tiles run before."""
    G, NB, Q = c.grid_for(values)
    KT = -(-sizes["K"] // c.BK)
    past = lambda g, bn, q: "gemm_cta_row" in fns and fns["gemm_cta_row"](g, bn, q) >= sizes["M"]   # noqa: E731
    for b in range(P):
        it = 0
        tiles = (range(b, G * NB * Q, P) if c.cluster == 1 else       # pairs: cluster b // 2 walks pair tiles
                 (2 * pt + b % 2 for pt in range(b // 2, G * NB * Q // 2, P // 2)))
        for tile in tiles:
            cta = (tile % G, (tile // G) % NB, tile // (G * NB))
            if past(cta[0] & ~1 if c.cluster > 1 else cta[0], *cta[1:]):
                continue                                        # (a pair: when its first tile is past M)
            if not past(*cta):                                  # a pair's CTA past M runs the ring, stores nothing
                yield cta, it, b
            it += KT


def simulate_sm90(kernel, A: list, B: list, values: dict = {}, *, alpha=1, beta=0, C0=None, bias=None,
                  batch: int = 0, scale_a=1, scale_b=1, ctas: int = 3) -> Run:
    """The SM90 kernel, stage by stage: the TMA copies a box as the CUDA driver's SWIZZLE_128B
    places it (elements outside the tensor read as zero), each wgmma reads its operands through
    its descriptor (start address from the kernel's own ``gemm_desc_*``, LBO, SBO and the 128-byte
    swizzle as the PTX ISA defines them for K-major and, transposed, MN-major operands), the
    accumulators sit where the MMA atom's C layout says, and the epilogue stores by
    ``gemm_store_c`` where the kernel's guards allow, as the kernel's form asks (row-major pairs or
    column-major elements; ``alpha``, ``beta`` with the old ``C0``, ``bias``).  ``A`` and ``B`` are
    given as stored: K-major ``M x K`` / ``N x K`` row-major, MN-major ``K x M`` / ``K x N``.  fp8
    kernels (1-byte elements, k32 wgmma, ``scale_a * scale_b`` in the epilogue) likewise, by bytes.
    Split-K: each split's k-tile range, the partials through the workspace, the last CTA's sum in
    split order; persistent: ``ctas`` CTAs walk the tiles, the stage ring running on across tiles."""
    from codegen.gemm.sm90_operands import operand
    c, sizes, f = _setup(kernel, values)
    M, N, K = sizes["M"], sizes["N"], sizes["K"]
    run = Run(M, N, K)
    if C0 is not None:
        run.C = list(C0)
    mma = atom(f"SM90_64x{c.BN}x16_F32BF16BF16_SS")
    WG, BM, BN, BK = c.warps[0], c.BM, c.BN, c.BK
    E, E2 = c.elem_bytes, c.out_bytes
    ops = {"a": operand("A", BM, c.a_major, BK, E), "b": operand("B", BN, c.b_major, BK, E)}
    ks = ops["a"].kslice
    KT = -(-K // BK)
    gx, gy, gz = c.grid_for(values)
    tickets = [0] * (gx * gy * gz)

    def tma(smem, base, which, src, rows, cols, row0, col0, box_rows, box_cols):  # rows of box_cols*E bytes, swizzled
        width = box_cols * E                              # the tensor map's swizzle: its row's bytes
        for r in range(box_rows):
            for e in range(box_cols):
                inside = 0 <= row0 + r < rows and col0 + e < cols
                value = run.load(which, src, (row0 + r) * cols + col0 + e, 1)[0] if inside else 0
                smem[(_swizzle128(E * base + width * r + E * e, width)) // E] = value

    def load(smem, s, x, src, cta, kt):
        op, ext = ops[x], M if x == "a" else N
        k0, row = f["gemm_tma_k"](kt), f[f"gemm_tma_{x}_row"]
        if x == "b" and c.cluster > 1:                   # the pair's halves: half h is loaded by CTA g = 2p + h
            g, rest = cta[0], cta[1:]
            for h in range(2):
                loader = ((g & ~1) | h, *rest)
                if op.major == "K":
                    r0 = f["gemm_tma_b_half"](h, *loader)
                    if r0 < ext:                         # the kernel's guard (a half past N is not loaded)
                        assert 0 <= k0 < K, "a TMA box origin outside the tensor"
                        tma(smem, f["gemm_stage_b_half"](s, h), x, src, ext, K, r0, k0, op.rows // 2, BK)
                else:
                    n2 = op.boxes // 2
                    for box in range(h * n2, h * n2 + n2):
                        if row(box, *loader) < ext:
                            tma(smem, f["gemm_stage_b"](s, box), x, src, K, ext, k0, row(box, *loader), BK, op.chunk)
            return
        if op.major == "K":
            r0 = row(*cta)
            assert 0 <= r0 < ext and 0 <= k0 < K, "a TMA box origin outside the tensor"
            tma(smem, f[f"gemm_stage_{x}"](s), x, src, ext, K, r0, k0, op.rows, BK)   # rows of 128 bytes
        else:
            assert 0 <= row(0, *cta) < ext and 0 <= k0 < K, "a TMA box origin outside the tensor"
            for box in range(op.boxes):                      # a box past the extent is not loaded (stale)
                if row(box, *cta) < ext:
                    tma(smem, f[f"gemm_stage_{x}"](s, box), x, src, K, ext, k0, row(box, *cta), BK, op.chunk)

    def operand_read(smem, start_elem, rows, op):             # a descriptor's k16 slice: (row, k) -> value
        W = {1: 128, 2: 64, 3: 32}[op.layout_type]           # the descriptor's layout type: its swizzle
        if op.major == "K":
            at = lambda m, k: 128 * (m % 8) + op.sbo * (m // 8) + E * k          # noqa: E731
        else:                                                 # W-byte rows of W/2 MN-elements, k-rows W apart
            at = lambda m, k: 2 * (m % (W // 2)) + op.lbo * (m // (W // 2)) + W * (k % 8) + op.sbo * (k // 8)  # noqa: E731
        return [[smem[_swizzle128(E * start_elem + at(m, k), W) // E] for k in range(ks)] for m in range(rows)]

    def value(x, row, col):
        return alpha * (scale_a * scale_b if c.scaled else 1) * x + (bias[row if c.bias == "row" else col] if c.bias else 0)

    def epilogue(o, x, row, col):
        x = value(x, row, col)
        if c.beta:
            x += beta * run.C[o]
        run.store(o, [x])

    def tma_store_epilogue(cta, acc, rc):
        """Each warpgroup's rounds: the pairs written into its staging buffer at ``gemm_stage_c`` (a
        4-byte pair: elements o, o + 1), then each 64 x 64 box stored as the TMA does -- shared memory
        read through the 128-byte swizzle of its byte address, elements past M or N clipped -- at the
        kernel's box origins and guard."""
        RC = min(BN, 128)
        for wg in range(WG):
            for rd in range(BN // RC):
                buf = [nan] * (64 * RC)
                for t in range(128):
                    for j in range(rd * RC // 8, (rd + 1) * RC // 8):
                        for r in range(2):
                            o = f["gemm_stage_c"](0, r, t, j)
                            assert 0 <= o and o + 1 < len(buf) and o % 2 == 0, f"staging write at {o}"
                            for v in range(2):
                                at = (v, r, t, j, wg, *cta)
                                buf[o + v] = value(acc[wg][t][4 * j + 2 * r + v], rc["row"](*at) if rc["row"] else None,
                                                   rc["col"](*at) if rc["col"] else None)
                for b in range(RC // 64):
                    row0, col0 = f["gemm_tma_c_row"](wg, *cta), f["gemm_tma_c_col"](b, rd, *cta)
                    if row0 >= M or col0 >= N:                  # the kernel's guard: the box is not stored
                        continue
                    for er in range(64):
                        for ec in range(64):
                            if row0 + er < M and col0 + ec < N:     # the TMA clips at the tensor map's extents
                                x = buf[(_swizzle128(E2 * 4096 * b + 128 * er + E2 * ec)) // E2]
                                assert x == x, f"the TMA stores a never-written staging element (box {b}, {er}, {ec})"
                                run.store((row0 + er) * N + col0 + ec, [x])

    S = c.splits
    KTs = -(-KT // S)
    ws = {}                                                      # split-K workspace: index -> (value, writes)
    order = random.Random(sum(sizes.values())).sample(range(S), S)   # the order the splits finish in

    nan = float("nan")                                          # never-written shared memory: garbage
    smem = {}

    def main_loop(cta, kts, it=0, b=None):
        if b is None or b not in smem:                          # a persistent CTA b keeps its shared memory
            smem[b] = ([nan] * (c.stages * BM * BK), [nan] * (c.stages * BN * BK))
        sA, sB = smem[b]
        acc = [[[0] * (BN // 2) for _ in range(128)] for _ in range(WG)]
        for i, kt in enumerate(kts):
            s = (it + i) % c.stages
            load(sA, s, "a", A, cta, kt)
            load(sB, s, "b", B, cta, kt)
            for wg in range(WG):
                for kk in range(BK // ks):
                    a = operand_read(sA, f["gemm_desc_a"](s, wg, kk), 64, ops["a"])
                    b = operand_read(sB, f["gemm_desc_b"](s, kk), BN, ops["b"])
                    for t in range(128):
                        for e in range(BN // 2):
                            x = mma.c(t, e)
                            m, n = x % 64, x // 64
                            acc[wg][t][e] += sum(a[m][k] * b[n][k] for k in range(ks))
        return acc

    def stored(cta):
        """``(wg, t, i, o, args)`` of each accumulator the epilogue stores (row-major: the pair's first)."""
        for wg in range(WG):
            for t in range(128):
                for j in range(BN // 8):
                    for r in range(2):
                        for v in range(2):
                            args = (v, r, t, j, wg, *cta)
                            if c.c_major == "row" and v == 1:
                                continue                        # the pair is stored with v = 0
                            if _pred(f, "gemm_c", "MN", sizes, *args):
                                yield wg, t, 4 * j + 2 * r + v, f["gemm_store_c"](*args), args

    walk = (_persistent_walk(c, sizes, f, values, ctas) if c.persistent else
            ((x, 0, None) for x in _ctas(c, sizes, f, values)))
    for cta, it, b in walk:
        if S == 1:
            acc = main_loop(cta, range(KT), it, b)
        else:                                                   # split z: k-tiles [z*KTs, z*KTs + nk)
            parts = {z: main_loop(cta, range(z * KTs, z * KTs + max(0, min(KTs, KT - z * KTs)))) for z in range(S)}
            for z in order:                                     # each split stores its partials
                for wg, t, i, o, _args in stored(cta):
                    n = 2 if c.c_major == "row" else 1
                    for e in range(n):
                        at = z * M * N + o + e
                        assert 0 <= at < S * M * N and at not in ws, f"workspace write at {at}"
                        ws[at] = parts[z][wg][t][i + e]
            tile = f["gemm_tile"](*cta)
            assert 0 <= tile < len(tickets) and tickets[tile] == 0, "a tile's counter reused or outside"
            tickets[tile] = S                                   # the last to finish (order[-1]) adds up
            last = order[-1]
            acc = [[list(parts[last][wg][t]) for t in range(128)] for wg in range(WG)]
            for wg, t, i, o, _args in stored(cta):
                for e in range(2 if c.c_major == "row" else 1):
                    acc[wg][t][i + e] = sum(parts[last][wg][t][i + e] if z == last else ws[z * M * N + o + e]
                                            for z in range(S))  # split order, its own from registers
        rc = {w: f.get(f"gemm_c_{w}") for w in ("row", "col")}
        if c.tma_store:
            tma_store_epilogue(cta, acc, rc)
            continue
        for wg, t, i, o, args in stored(cta):
            vals = acc[wg][t][i:i + 2] if c.c_major == "row" else [acc[wg][t][i]]
            v, rest = args[0], args[1:]
            for e, x in enumerate(vals):
                at = (v + e, *rest)
                epilogue(o + e, x, rc["row"](*at) if rc["row"] else None, rc["col"](*at) if rc["col"] else None)
    run.workspace = ws
    return run


def stored(X, rows, K, major):
    """The logical row-major ``rows x K`` operand as the kernel reads it: K-major as is, MN-major
    as the ``K x rows`` row-major transpose."""
    return X if major == "K" else [X[r * K + k] for k in range(K) for r in range(rows)]


def simulate_epilogue(form, values: dict, seed: int):
    """Simulate the SM90 ``form`` on random small integers at ``values`` (M, N, K) with its
    epilogue (alpha 2, beta 3, C, bias where the form has them); the run and the expected C,
    ``alpha * A B^T + bias + beta * C`` computed independently, in C's own order."""
    c = form.config
    M, N, K = values["M"], values["N"], values["K"]
    rng = random.Random(seed)
    A = [rng.randint(-3, 3) for _ in range(M * K)]
    B = [rng.randint(-3, 3) for _ in range(N * K)]
    bias = [rng.randint(-3, 3) for _ in range(max(M, N))]
    C0 = [rng.randint(-3, 3) for _ in range(M * N)]
    alpha, beta = (2 if c.alpha else 1), (3 if c.beta else 0)
    run = simulate_sm90(form, stored(A, M, K, c.a_major), stored(B, N, K, c.b_major), values, alpha=alpha,
                        beta=beta, C0=C0 if c.beta else None, bias=bias if c.bias else None)
    expect = [None] * (M * N)
    for m, n in itertools.product(range(M), range(N)):
        o = m * N + n if c.c_major == "row" else m + n * M
        x = alpha * sum(A[m * K + k] * B[n * K + k] for k in range(K))
        x += (bias[m] if c.bias == "row" else bias[n]) if c.bias else 0
        expect[o] = x + (beta * C0[o] if c.beta else 0)
    return run, expect



def simulate_bias_form(form, M: int, N: int, K: int, seed: int, ctas: int = 3):
    """Simulate ``form`` (bias along columns where it has one) on random small integers, ``ctas``
    persistent CTAs; the run and the expected C = A B^T + bias, computed independently."""
    c = form.config
    rng = random.Random(seed)
    A = [rng.randint(-3, 3) for _ in range(M * K)]
    B = [rng.randint(-3, 3) for _ in range(N * K)]
    bias = [rng.randint(-3, 3) for _ in range(N)]
    run = simulate_sm90(form, stored(A, M, K, c.a_major), stored(B, N, K, c.b_major), {"M": M, "N": N, "K": K},
                        bias=bias if c.bias else None, ctas=ctas)
    expect = [sum(A[m * K + k] * B[n * K + k] for k in range(K)) + (bias[n] if c.bias else 0)
              for m in range(M) for n in range(N)]
    return run, expect
