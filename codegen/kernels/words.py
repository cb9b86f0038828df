"""Word-wrapped interior tiles (issue 24, item 5): a sheared 2-byte transpose reads src in 4-byte
words as they lie in memory, whatever the alignment of its rows.

Why (measured with ncu on the H200, benchmarks/RESULTS.md "Word-wrapped bf16 transposes (H200)"):
the one-element sheared path issues a 64-byte load request per warp instruction, 9x the requests
of the 16-byte vector path, and its warps stall on the full load/store and shared-memory
instruction queues (``lg_throttle``, ``mio_throttle``), not on DRAM.  Words halve the requests and
keep the index arithmetic of the one-element path (a shift of one element per row, no shuffles).

A :class:`~codegen.kernels.tiles.TiledPlan` with ``src_words`` (:attr:`~codegen.kernels.tiles.TiledPlan.worded`)
copies each *interior* sheared tile so (boundary tiles stay one element per access):

* **load**: row ``e`` of the ``R = TD + A`` sheared rows (element offset ``o0 + e * d_q``, ``o0`` the
  tile's element ``(0, 0)`` at ``A`` rows less) has the parity ``rho_e`` = its element address mod 2
  = ``(s0 + e * (d_q mod 2)) mod 2``; its ``W = TS/2`` words at raw positions ``[2w, 2w + 2)`` hold
  columns ``2w - rho_e`` and ``2w + 1 - rho_e`` (column ``-1`` unused: in bounds since an interior
  tile's first row is not the tensor's first), one warp a 32-word chunk; where ``rho_e = 1`` column
  ``TS - 1`` (raw ``TS``) is loaded alone into the row's word ``W``.  A thread's rows ``a0 + (NW/C) i``
  share a0's parity (``NW/C`` even), so one ``rho`` and one pointer serve all its loads.
* **shared memory**: the rows of each parity apart, raw word ``w`` (``w <= W``) of row ``e`` at word
  ``(e mod 2) * H + (e >> 1) * (W + 1) + w`` (``H = 16 mod 32``, the words of one parity's rows).
* **store**: pair task ``y = warp + NW*k``: column ``b = y / (TD/64)``, rows ``a = 64 (y mod TD/64) + 2 lane
  + v`` (``v < 2``) of dst row ``b`` at ``- phi_b`` (the sheared shift), reading row ``e = a + A - phi``
  at raw position ``b + rho_e``: one 4-byte dst store a lane.  A warp's rows ``e = 2 lane + c`` have one
  parity per ``v`` (so one half and one ``rho``), ``W + 1 = 1 mod 32`` words apart: 32 banks.

:func:`check_words` enumerates the rest for every ``s0``, ``d_q mod 2`` and shift: each raw element
lands in its own slot, the store phase reads the slot holding its column, the pair tasks cover the
tile once, and no shared access of either phase conflicts.  Bounds: the one-element sheared
statements, with the interior load at column ``b - rho`` for ``rho`` in ``{0, 1}``
(:mod:`codegen.kernels.bounds`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from ..banks import BankProof
from ..errors import CodegenError

__all__ = ["Words", "words_geometry", "check_words", "words_body", "raw_slot", "words_text", "byte_step",
           "pair_task", "store_phase_reads", "WORDS_TEXT", "ASYNC"]

WORDS_TEXT = ("interior tiles read src in 4-byte words as they lie (a row's parity from its address, "
              "column TS - 1 of an odd row alone), dst in 4-byte pairs")
ASYNC = False
"""Whether the word loads go from global to shared memory by ``cp.async`` (4 bytes each, no
registers between: :data:`~codegen.kernels.csource.CP4`), instead of a load into a register array
and a shared store; the words, their addresses and their slots are the same either way (so are the
proofs).  Off: on the H200 it read 80-82% of ``copy_`` at bf16 16383^2 (static and symbolic) against
89-90% for the register array, at 4, 6 or 8 blocks per multiprocessor and over (128, 128) x 512
(benchmarks/RESULTS.md, "Split bf16 transposes (H200)", the notes on cp.async)."""


def words_text() -> str:
    """The plan text of the word-wrapped path (:data:`WORDS_TEXT`, and how its words travel)."""
    return WORDS_TEXT + ("; the words by cp.async, global to shared" if ASYNC else "")


@dataclass(frozen=True)
class Words:
    """The geometry of a word-wrapped tile (module docstring)."""

    td: int
    ts: int
    shear: int
    threads: int

    @property
    def W(self) -> int:
        return self.ts // 2

    @property
    def pitch(self) -> int:
        return self.W + 1

    @property
    def rows(self) -> int:
        return self.td + self.shear

    @property
    def chunks(self) -> int:
        return self.W // 32

    @property
    def warps(self) -> int:
        return self.threads // 32

    @property
    def load_steps(self) -> int:
        return self.rows * self.chunks // self.warps

    @property
    def segments(self) -> int:
        return self.td // 64

    @property
    def store_steps(self) -> int:
        return self.ts * self.segments // self.warps

    @property
    def half(self) -> int:
        """Words of one parity's rows: ``ceil(R/2)`` rows of ``W + 1`` words, padded to ``16 mod 32``."""
        h = -(-self.rows // 2) * self.pitch
        return h + (16 - h) % 32

    @property
    def smem_words(self) -> int:
        return 2 * self.half

    def row_word(self, e: int) -> int:
        """The word of row ``e``'s raw word 0 (its tail, raw position ``TS``, is word ``W``)."""
        return (e & 1) * self.half + (e >> 1) * self.pitch


def words_geometry(td: int, ts: int, shear: int, threads: int) -> "Words | None":
    """The :class:`Words` of a tile, or ``None`` where it does not split (``TS``, ``TD`` multiples of 64,
    whole 32-word chunks per warp step, each thread's rows of one parity)."""
    if ts % 64 or td % 64 or threads % 32 or not shear:
        return None
    g = Words(td, ts, shear, threads)
    if g.warps % g.chunks or (g.warps // g.chunks) % 2 or (g.rows * g.chunks) % g.warps \
            or (g.ts * g.segments) % g.warps:
        return None
    return g


def raw_slot(g: Words, e: int, pos: int) -> tuple[int, int]:
    """Where the load phase puts raw position ``pos`` (in ``[0, TS]``) of row ``e``: ``(word, half)``."""
    return g.row_word(e) + pos // 2, pos % 2


def pair_task(g: Words, t: int, k: int, v: int) -> tuple[int, int]:
    """The tile coordinate ``(a, b)`` of lane ``v`` of thread ``t``'s pair at store step ``k``."""
    y = (t >> 5) + g.warps * k
    return 64 * (y % g.segments) + 2 * (t & 31) + v, y // g.segments


def store_phase_reads(g: Words):
    """Every warp's 32 store-phase reads ``(step, shift, [(row, raw position)])``: each step, warp, pair
    lane ``v``, shift ``phi < g.shear``, parity of row 0 and ``d_q mod 2`` (a warp's pair tasks share
    one dst row, else :class:`CodegenError`) -- the enumeration both word paths' bank proofs walk."""
    A = g.shear
    for k in range(g.store_steps):
        for w0 in range(0, g.threads, 32):
            for v in (0, 1):
                tasks = [pair_task(g, w0 + lane, k, v) for lane in range(32)]
                if len({b for _, b in tasks}) != 1:
                    raise CodegenError(f"a warp's store tasks span several dst rows (step {k})")
                for phi in range(A):
                    for s0 in (0, 1):
                        for n1 in (0, 1):
                            yield k, phi, [(a + A - phi, b + ((s0 + (a + A - phi) * n1) & 1)) for a, b in tasks]


def check_words(g: Words) -> BankProof:
    """Enumerate the word-wrapped tile (module docstring); raise :class:`CodegenError` on any failure,
    else return the bank proof of its shared accesses (every parity and shift)."""
    start = time.perf_counter()
    A, R, ts = g.shear, g.rows, g.ts
    words = {g.row_word(e) + w for e in range(R) for w in range(g.W + 1)}
    if len(words) != R * (g.W + 1) or max(words) >= g.smem_words:
        raise CodegenError("the word-wrapped shared-memory layout is not a bijection of its rows' words")
    for rho in (0, 1):                                   # raw position c + rho of column c
        slots = {raw_slot(g, e, c + rho) for e in range(R) for c in range(ts)}
        if len(slots) != R * ts:
            raise CodegenError(f"two columns share a slot at parity {rho}")
    covered = [pair_task(g, t, k, v) for t in range(g.threads) for k in range(g.store_steps) for v in (0, 1)]
    if sorted(covered) != [(a, b) for a in range(g.td) for b in range(ts)]:
        raise CodegenError("the word-wrapped store tasks do not cover the tile once")
    for k in range(g.load_steps):                        # load-phase word stores: a warp, one row chunk
        for w0 in range(0, g.threads, 32):
            y = (w0 >> 5) + g.warps * k
            e, chunk = y // g.chunks, y % g.chunks
            if e % 2 != ((w0 >> 5) // g.chunks) % 2:
                raise CodegenError(f"a thread's load rows change parity (warp {w0 >> 5}, step {k})")
            if len({(g.row_word(e) + 32 * chunk + lane) % 32 for lane in range(32)}) != 32:
                raise CodegenError(f"bank conflict in the word-wrapped load phase (row {e})")
    for e0 in range(0, R, 32):                           # tail stores: thread e writes row e's tail
        if len({(g.row_word(e) + g.W) % 32 for e in range(e0, min(R, e0 + 32))}) != min(32, R - e0):
            raise CodegenError(f"bank conflict in the word-wrapped tail stores (rows {e0}..)")
    for k, phi, reads in store_phase_reads(g):           # store phase: every shift, parity of row 0, d_q mod 2
        if len({raw_slot(g, e, c)[0] % 32 for e, c in reads}) != 32:
            raise CodegenError(f"bank conflict in the word-wrapped store phase (step {k}, shift {phi})")
    return BankProof("proved", "exhaustive enumeration", tuple(f"w: {a}" for a in (
        "load-phase 4-byte shared stores", "tail stores", "store-phase 2-byte shared loads (every parity, shift)")),
        time.perf_counter() - start)


def words_body(g: Words, o0: str, dq: str, dp: str, dst0: str, row0: str, indent: str,
               narrow: tuple = (False, False), static: bool = False) -> str:
    """C statements copying one interior tile along the word-wrapped path: ``o0`` the src offset of the
    tile's element (0, 0) at ``A`` rows less, ``dq`` src's stride along q, ``dp`` dst's along p, ``dst0``
    the dst offset of the tile's element (0, 0), ``row0`` the dst offset of its row start.

    ``narrow = (q, p)``: ``dq`` (``dp``) lies in ``[0, 2^31)`` for every parameter value (the caller
    shows it from the strides' intervals), so a thread's byte steps along it are 32-bit unsigned
    products widened to 64 bits (``(u64)(u32)d * (u32)c``, one ``IMAD.WIDE.U32`` each: no wrap,
    ``c * d < 2^63``) instead of 64-bit multiplies.  The store phase reads the half and raw position
    of its row from two per-thread constants ``T_h = 2 * h * H + rho_h`` (``h`` the row's parity,
    ``rho_h = (s0 + h * n1) mod 2``): the 2-byte slot of raw position ``pos`` of row ``e`` is
    ``2 * ((e mod 2) * H + (e >> 1) * (W + 1)) + pos`` (:func:`raw_slot`: word ``pos >> 1``, half
    ``pos mod 2``), and ``pos = b + rho_h``.  ``static``: both strides are integers (:func:`_static_body`)."""
    if static:
        return _static_body(g, o0, dq, dp, dst0, row0, indent)
    A, W, P, NW, C = g.shear, g.W, g.pitch, g.warps, g.chunks
    RS, KS = NW // C, NW // g.segments                    # rows between a thread's loads, columns between its stores
    step = byte_step
    at = step('cute_pw', dq, f'{2 * RS} * i', narrow[0], 'const unsigned int*')
    lines = _word_prologue(o0, dq, C) + _word_loads(g, f"*{at}", at, f"   // rows {RS} i: {2 * RS} i d_q bytes", dq) + [
        "__syncthreads();",
        f"const int cute_b0 = cute_w / {g.segments}, cute_a = 64 * (cute_w % {g.segments}) + 2 * cute_l;",
        "// the shift of dst row b, (dst / 2 + row start) mod A, from the low 32 bits (mod 2^32 keeps the low bits)",
        f"const unsigned int cute_f0 = (unsigned int)(reinterpret_cast<unsigned long long>(dst) / 2) + "
        f"(unsigned int)({row0}) + (unsigned int)cute_b0 * (unsigned int)({dp});",
        f"const unsigned int cute_fk = {KS}u * (unsigned int)({dp});",
        f"const int cute_t0 = cute_b0 + cute_s0, cute_t1 = cute_b0 + {2 * g.half} + ((cute_s0 + cute_n1) & 1);"
        "   // T_h + b0: rows of parity h",
        f"const unsigned short* cute_sl = smem + 2 * (cute_l * {P});",
        f"unsigned short* cute_pd = dst + ({dst0} + cute_a + (long long)cute_b0 * ({dp}));",
        "#pragma unroll",
        f"for (int k = 0; k < {g.store_steps}; ++k) {{",
        f"  const int cute_phi = (int)((cute_f0 + (unsigned int)k * cute_fk) & {A - 1}u);",
        f"  const int c = 64 * (cute_w % {g.segments}) + {A} - cute_phi;     // row e = 2 lane + c (+ v)",
        "  unsigned int w = 0;",
        "#pragma unroll",
        "  for (int v = 0; v < 2; ++v) {",
        "    const int cv = c + v;",
        f"    w |= (unsigned int)cute_sl[((cv & 1) ? cute_t1 : cute_t0) + {2 * P} * (cv >> 1) + {KS} * k] << (16 * v);",
        "  }",
        f"  *reinterpret_cast<unsigned int*>({step('cute_pd', dp, f'{2 * KS} * k', narrow[1], 'unsigned short*')} - cute_phi) = w;",
        "}",
    ]
    return "".join(f"{indent}{line}\n" for line in lines)


def byte_step(base: str, d: str, per: str, is_narrow: bool, kind: str) -> str:
    """The ``kind`` pointer ``base`` plus ``per * d`` bytes (``per`` a non-negative C expression): a
    32-bit product widened to 64 bits where ``is_narrow`` (``d`` in ``[0, 2^31)``), else 64-bit."""
    bytes_ = f"reinterpret_cast<{'const ' if kind.startswith('const') else ''}unsigned char*>({base})"
    off = (f"(unsigned long long)(unsigned int)({d}) * (unsigned int)({per})" if is_narrow
           else f"(long long)({per}) * ({d})")
    return f"reinterpret_cast<{kind}>({bytes_} + {off})"


def _static_body(g: Words, o0: str, dq: str, dp: str, dst0: str, row0: str, indent: str) -> str:
    """:func:`words_body` for static strides, as before the per-thread constants (the compiler folds its
    offsets into immediates; this text read 0.3-0.5% more of ``copy_`` on the H200 in two runs,
    benchmarks/RESULTS.md, "Split bf16 transposes (H200)")."""
    A, W, P, NW, C = g.shear, g.W, g.pitch, g.warps, g.chunks
    lines = _word_prologue(o0, dq, C) + [
        f"const long long cute_ws = (long long)({NW // C} / 2) * ({dq});   // words between a thread's rows",
        *_word_loads(g, f"cute_pw[(long long)({NW // C} * i) * ({dq}) / 2]",
                     f"cute_pw + (long long)({NW // C} * i) * ({dq}) / 2", "", dq),
        "__syncthreads();",
        f"const int cute_b0 = cute_w / {g.segments}, cute_a = 64 * (cute_w % {g.segments}) + 2 * cute_l;",
        "// the shift of dst row b, (dst / 2 + row start) mod A, from the low 32 bits (mod 2^32 keeps the low bits)",
        f"const unsigned int cute_f0 = (unsigned int)(reinterpret_cast<unsigned long long>(dst) / 2) + "
        f"(unsigned int)({row0}) + (unsigned int)cute_b0 * (unsigned int)({dp});",
        f"const unsigned int cute_fk = {NW // g.segments}u * (unsigned int)({dp});",
        f"const unsigned short* cute_sl = smem + 2 * (cute_l * {P});",
        "#pragma unroll",
        f"for (int k = 0; k < {g.store_steps}; ++k) {{",
        f"  const int b = cute_b0 + {NW // g.segments} * k;",
        f"  const int cute_phi = (int)((cute_f0 + (unsigned int)k * cute_fk) & {A - 1}u);",
        f"  const int c = 64 * (cute_w % {g.segments}) + {A} - cute_phi;     // row e = 2 lane + c (+ v)",
        "  unsigned int w = 0;",
        "#pragma unroll",
        "  for (int v = 0; v < 2; ++v) {",
        "    const int cv = c + v, pos = b + ((cute_s0 + (cv & cute_n1)) & 1);",
        f"    w |= (unsigned int)cute_sl[2 * ((cv & 1) * {g.half} + (cv >> 1) * {P} + (pos >> 1)) + (pos & 1)] << (16 * v);",
        "  }",
        f"  *reinterpret_cast<unsigned int*>(dst + ({dst0} + cute_a - cute_phi + (long long)b * ({dp}))) = w;",
        "}",
    ]
    return "".join(f"{indent}{line}\n" for line in lines)


def _word_prologue(o0: str, dq: str, C: int) -> list[str]:
    """The word path's per-thread start (both texts): the tile's first offset, the parity of src's
    first element and of the row stride, this thread's row and word, its rows' parity, its first
    src word and the shared-memory words."""
    return [
        f"const long long cute_o0 = {o0};",
        "const int cute_s0 = (int)((reinterpret_cast<unsigned long long>(src) / 2 + (unsigned long long)cute_o0) & 1ull);",
        f"const int cute_n1 = (int)(({dq}) & 1LL);",
        "const int cute_l = t & 31, cute_w = t >> 5;",
        f"const int cute_a0 = cute_w / {C}, cute_j = 32 * (cute_w % {C}) + cute_l;",
        "const int cute_rho = (cute_s0 + (cute_a0 & cute_n1)) & 1;      // the parity of each row this thread loads",
        f"const unsigned int* cute_pw = reinterpret_cast<const unsigned int*>(src + (cute_o0 + (long long)cute_a0 * {dq} + 2 * cute_j - cute_rho));",
        "unsigned int* cute_sw = reinterpret_cast<unsigned int*>(cute_smem);",
    ]


def _word_loads(g: Words, word: str, at: str, note: str, dq: str) -> list[str]:
    """The load phase of both texts: word ``i`` of this thread (``word``, the C word in ``i``; ``at``,
    its address) into its shared word, and column ``TS - 1`` of the odd rows into each row's extra word ``W``
    -- through a register array, or (:data:`ASYNC`) by ``cp.async`` issued before the odd columns'
    loads and waited for after them."""
    W, P, L = g.W, g.pitch, g.load_steps
    RS = g.warps // g.chunks
    sr = f"unsigned int* cute_sr = cute_sw + (cute_a0 & 1) * {g.half} + (cute_a0 >> 1) * {P} + cute_j;"
    odd = [
        "#pragma unroll",
        f"for (int i = 0; i < {-(-g.rows // g.threads)}; ++i) {{     // column TS - 1 of the odd rows: word W",
        f"  const int e = t + {g.threads} * i;",
        f"  if (e < {g.rows} && ((cute_s0 + (e & cute_n1)) & 1)) "
        f"cute_sw[(e & 1) * {g.half} + (e >> 1) * {P} + {W}] = src[cute_o0 + (long long)e * {dq} + {g.ts - 1}];",
        "}",
    ]
    if ASYNC:
        return [sr, "#pragma unroll",
                f"for (int i = 0; i < {L}; ++i) cute_cp4(cute_sr + {RS // 2 * P} * i, {at});{note}",
                *odd, "cute_cp_wait();"]
    return [f"unsigned int x[{L}];", "#pragma unroll", f"for (int i = 0; i < {L}; ++i) x[i] = {word};{note}",
            *odd, sr, "#pragma unroll", f"for (int i = 0; i < {L}; ++i) cute_sr[{RS // 2 * P} * i] = x[i];"]
