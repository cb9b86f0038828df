"""8-byte src words for word-wrapped tiles (issue 24, item 5): the interior sheared tile of a 2-byte
transpose (:mod:`codegen.kernels.words`) reads each src row in 8-byte words (``LDG.64``) as they lie,
whatever the row's alignment ``rho_e`` (its element address mod 4), and stores them to shared memory
in 8-byte stores (``STS.64``) where it can: half the load-phase instructions of the 4-byte words.

Rows and positions.  Row ``e`` of the ``R = TD + A`` sheared rows holds column ``c`` at *storage*
position ``s = c + (rho_e mod 2)`` (the 4-byte words' raw position, so the store phase reads as in
:mod:`codegen.kernels.words`: one parity per warp and pair lane ``v``).  Unit ``u`` of a row (an
8-byte word at raw positions ``[4u, 4u + 4)``, columns ``4u - rho_e ..``) covers storage words
``2u, 2u + 1`` where ``rho_e < 2`` and ``2u - 1, 2u`` where ``rho_e >= 2`` (``s = raw - 2``).  A
thread's rows ``a0 + RS i`` (``RS = NW / C`` a multiple of 4) share ``rho``, so one branch chooses:

* ``rho < 2``: one ``STS.64`` of the unit at its storage pair;
* ``rho >= 2``: two ``STS.32``: first lanes ``< 16`` the high word (storage ``2u``) and lanes ``>= 16``
  the low word (``2u - 1``), then the other words (storage word ``-1`` of unit 0 is not stored: columns
  left of the tile); each a permutation of 32 banks.

Odd positions left: storage word ``TS/2 - 1`` of a row with ``rho >= 2`` is raw word ``TS/2`` (columns
``TS - rho``, ``TS + 1 - rho``, in the tile), loaded as one 4-byte word; column ``TS - 1`` of a row with
odd ``rho`` (storage position ``TS``) goes to a tail word (as :mod:`codegen.kernels.words` does), both
in a pass over the rows, thread ``t`` taking row ``64 (t >> 6) + 2 (t & 31) + ((t >> 5) & 1)`` (a warp's
rows of one parity, so that their last words, XORed alike in pairs of rows, hit 32 banks).

Shared memory (2-byte slots): storage position ``s < TS`` of row ``e`` at ``TS e + (s ^ X(e))``,
``X(e) = e & 62`` (bit 0 clear: a unit stays an aligned 8-byte pair, its words
swapped where ``e & 2``); the store phase's 32 lanes read rows ``2 lane + c`` (one parity) at one
storage position, whose words ``(s >> 1) ^ (lane + c')`` hit 32 banks.  Tail word of row ``e`` at word
``R TS / 2 + (e & 1) H + (e >> 1)`` (``H`` the tail of one parity, ``16 mod 32``).

:func:`check_words8` enumerates the rest for every ``rho`` pattern (``s4`` = src's alignment mod 4 at
row 0, ``d_q mod 4``) and shift: each written slot holds one element, every column of every row lands
once, the store phase reads the slot of its column, the pair tasks cover the tile once, and no shared
access of either phase conflicts.  Bounds: the sheared one-element statements with the interior word
loads at columns ``b - rho``, ``rho`` in ``[0, 4)`` (:mod:`codegen.kernels.bounds`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from ..banks import BankProof
from ..errors import CodegenError
from .words import Words, byte_step, pair_task, store_phase_reads

__all__ = ["Words8", "words8_geometry", "check_words8", "words8_body", "slot8", "WORDS8_TEXT"]

WORDS8_TEXT = ("interior tiles read src in 8-byte words as they lie (a row's alignment mod 4 from its address; "
               "8-byte shared stores where it is even, two 4-byte ones where not; the last word of rows at 2 or 3 "
               "and column TS - 1 of odd rows alone), dst in 4-byte pairs")


@dataclass(frozen=True)
class Words8(Words):
    """The geometry of a word-wrapped tile with 8-byte src words (module docstring)."""

    @property
    def chunks(self) -> int:
        return self.ts // 128

    @property
    def tail_half(self) -> int:
        """Tail words of one parity's rows, ``ceil(R/2)`` padded to ``16 mod 32``."""
        h = -(-self.rows // 2)
        return h + (16 - h) % 32

    @property
    def tail0(self) -> int:
        """The first tail word."""
        return self.rows * self.ts // 2

    @property
    def smem_words(self) -> int:
        return self.tail0 + 2 * self.tail_half


def words8_geometry(td: int, ts: int, shear: int, threads: int) -> "Words8 | None":
    """The :class:`Words8` of a tile, or ``None`` where it does not split (``TS`` a multiple of 128,
    ``TD`` of 64, whole 32-unit chunks per warp step, a thread's rows 4k apart)."""
    if ts % 128 or td % 64 or threads % 64 or not shear:
        return None
    g = Words8(td, ts, shear, threads)
    if g.warps % g.chunks or (g.warps // g.chunks) % 4 or (g.rows * g.chunks) % g.warps \
            or (g.ts * g.segments) % g.warps:
        return None
    return g


def _x(e: int) -> int:
    """The XOR of row ``e``'s 2-byte slots (module docstring)."""
    return e & 62


def slot8(g: Words8, e: int, s: int) -> int:
    """The 2-byte slot of storage position ``s`` (in ``[0, TS]``) of row ``e``."""
    if s == g.ts:
        return 2 * (g.tail0 + (e & 1) * g.tail_half + (e >> 1))
    return g.ts * e + (s ^ _x(e))


def pass_row(g: Words8, t: int, i: int) -> int:
    """The row thread ``t`` takes in step ``i`` of the pass over the rows (module docstring)."""
    return 64 * (t >> 6) + 2 * (t & 31) + ((t >> 5) & 1) + g.threads * i


def _load_writes(g: Words8, s4: int, d4: int) -> list[tuple[str, int, list]]:
    """Every shared store of the load phase as the kernel issues it, for src alignment ``s4`` of row 0
    and ``d_q = d4 mod 4``: ``(instruction, warp, [(lane, word, [(slot, (row, column)), ..]), ..])``."""
    ts, R, RS, C = g.ts, g.rows, g.warps // g.chunks, g.chunks
    rho = lambda e: (s4 + e * d4) & 3                                    # noqa: E731
    out = []
    for i in range(g.load_steps):
        for w in range(g.warps):
            a0, ch = w // C, w % C
            e = a0 + RS * i
            r = rho(e)
            ops: dict[str, list] = {"sts64": [], "sts32a": [], "sts32b": []}
            for lane in range(32):
                u = 32 * ch + lane
                cols = [4 * u + k - r for k in range(4)]                 # raw positions 4u + k
                if r < 2:
                    ops["sts64"].append((lane, None, [(slot8(g, e, c + (r & 1)), (e, c)) for c in cols]))
                    continue
                lo, hi = cols[:2], cols[2:]                              # storage words 2u - 1, 2u
                first, second = (hi, lo) if lane < 16 else (lo, hi)
                for name, part in (("sts32a", first), ("sts32b", second)):
                    if part is lo and u == 0:
                        continue
                    ops[name].append((lane, None, [(slot8(g, e, c + (r & 1)), (e, c)) for c in part]))
            out += [(name, w, lanes) for name, lanes in ops.items() if lanes]
    for i in range(-(-R // g.threads)):                                  # the pass over the rows
        for w in range(g.warps):
            rows = [(lane, pass_row(g, 32 * w + lane, i)) for lane in range(32)]
            rows = [(lane, e) for lane, e in rows if e < R]
            last = [(lane, None, [(slot8(g, e, c + (rho(e) & 1)), (e, c)) for c in (ts - rho(e), ts + 1 - rho(e))])
                    for lane, e in rows if rho(e) >= 2]
            tail = [(lane, None, [(slot8(g, e, ts), (e, ts - 1))]) for lane, e in rows if rho(e) & 1]
            out += [(n, w, x) for n, x in (("last word", last), ("tail", tail)) if x]
    return out


def _banks_ok(lanes: list, group: int) -> bool:
    """Whether each ``group`` of lanes (16 for 8-byte accesses, 32 else) reaches distinct words in
    distinct banks (or the same word)."""
    for g0 in range(0, 32, group):
        seen: dict[int, int] = {}
        for lane, _, cells in lanes:
            if g0 <= lane < g0 + group:
                for slot, _ in cells:
                    word = slot >> 1
                    if seen.setdefault(word % 32, word) != word:
                        return False
    return True


def check_words8(g: Words8) -> BankProof:
    """Enumerate the 8-byte word-wrapped tile (module docstring); raise :class:`CodegenError` on any
    failure, else return the bank proof of its shared accesses (every alignment pattern and shift)."""
    start = time.perf_counter()
    A, R, ts = g.shear, g.rows, g.ts
    if max(slot8(g, e, s) for e in range(R) for s in range(ts + 1)) >= 2 * g.smem_words:
        raise CodegenError("the 8-byte word-wrapped shared-memory layout leaves its words")
    covered = [pair_task(g, t, k, v) for t in range(g.threads) for k in range(g.store_steps) for v in (0, 1)]
    if sorted(covered) != [(a, b) for a in range(g.td) for b in range(ts)]:
        raise CodegenError("the word-wrapped store tasks do not cover the tile once")
    for s4 in range(4):
        for d4 in range(4):
            held: dict[int, tuple[int, int]] = {}
            for name, w, lanes in _load_writes(g, s4, d4):
                if not _banks_ok(lanes, 16 if name == "sts64" else 32):
                    raise CodegenError(f"bank conflict in the 8-byte word load phase ({name}, warp {w}, s4 {s4}, d4 {d4})")
                for _, _, cells in lanes:
                    for slot, ec in cells:
                        if slot in held:
                            raise CodegenError(f"slot {slot} written twice ({held[slot]}, {ec}; s4 {s4}, d4 {d4})")
                        held[slot] = ec
            for e in range(R):
                for c in range(ts):
                    if held.get(slot8(g, e, c + (((s4 + e * d4) & 3) & 1))) != (e, c):
                        raise CodegenError(f"row {e} column {c} is not where the store phase reads it (s4 {s4}, d4 {d4})")
    for k, phi, reads in store_phase_reads(g):           # store phase: every shift, parity of row 0, d_q mod 2
        if not _banks_ok([(lane, None, [(slot8(g, e, c), None)]) for lane, (e, c) in enumerate(reads)], 32):
            raise CodegenError(f"bank conflict in the 8-byte word store phase (step {k}, shift {phi})")
    return BankProof("proved", "exhaustive enumeration", tuple(f"w8: {a}" for a in (
        "load-phase 8-byte shared stores (half-warps)", "load-phase 4-byte shared store pairs", "last-word and tail stores",
        "store-phase 2-byte shared loads (every alignment, shift)")), time.perf_counter() - start)


def words8_body(g: Words8, o0: str, dq: str, dp: str, dst0: str, row0: str, indent: str,
                narrow: tuple = (False, False)) -> str:
    """C statements copying one interior tile with 8-byte src words; the arguments as
    :func:`~codegen.kernels.words.words_body`'s."""
    A, NW, C, ts, R = g.shear, g.warps, g.chunks, g.ts, g.rows
    RS, KS, L = NW // C, NW // g.segments, g.load_steps
    th, tail0 = g.tail_half, g.tail0
    at = byte_step("cute_pw", dq, f"{2 * RS} * i", narrow[0], "const unsigned long long*")
    xw = "((cute_e >> 1) & 31)"                                         # X(e) / 2: the XOR of row e's words
    lines = [
        f"const long long cute_o0 = {o0};",
        "const int cute_s4 = (int)((reinterpret_cast<unsigned long long>(src) / 2 + (unsigned long long)cute_o0) & 3ull);",
        f"const int cute_d4 = (int)(({dq}) & 3LL), cute_n1 = cute_d4 & 1;",
        "const int cute_l = t & 31, cute_w = t >> 5;",
        f"const int cute_a0 = cute_w / {C}, cute_j = 32 * (cute_w % {C}) + cute_l;     // unit j: raw positions 4j .. 4j + 3",
        "const int cute_rho = (cute_s4 + cute_a0 * cute_d4) & 3;      // the alignment of each row this thread loads",
        f"const unsigned long long* cute_pw = reinterpret_cast<const unsigned long long*>(src + (cute_o0 + (long long)cute_a0 * ({dq}) + 4 * cute_j - cute_rho));",
        "unsigned int* cute_sw = reinterpret_cast<unsigned int*>(cute_smem);",
        f"unsigned long long x[{L}];",
        "#pragma unroll",
        f"for (int i = 0; i < {L}; ++i) x[i] = *{at};   // rows {RS} i",
        "#pragma unroll",
        f"for (int i = 0; i < {-(-R // g.threads)}; ++i) {{     // the last word of rows at 2 or 3, column TS - 1 of odd rows",
        f"  const int cute_e = 64 * (t >> 6) + 2 * cute_l + (cute_w & 1) + {g.threads} * i;",
        f"  if (cute_e < {R}) {{",
        "    const int r = (cute_s4 + cute_e * cute_d4) & 3;",
        f"    const long long oe = cute_o0 + (long long)cute_e * ({dq});",
        f"    if (r >= 2) cute_sw[{ts // 2} * cute_e + ({ts // 2 - 1} ^ {xw})] = "
        f"*reinterpret_cast<const unsigned int*>(src + (oe + {ts} - r));",
        f"    if (r & 1) cute_sw[{tail0} + (cute_e & 1) * {th} + (cute_e >> 1)] = src[oe + {ts - 1}];",
        "  }",
        "}",
        "if (cute_rho < 2) {",
        "  const bool cute_sx = (cute_a0 & 2) != 0;                       // the rows' words swapped (X bit 1)",
        "#pragma unroll",
        f"  for (int i = 0; i < {L}; ++i) {{",
        f"    const int cute_e = cute_a0 + {RS} * i;",
        f"    *reinterpret_cast<unsigned long long*>(smem + ({ts} * cute_e + ((4 * cute_j) ^ (cute_e & 60)))) = "
        "cute_sx ? (x[i] >> 32 | x[i] << 32) : x[i];",
        "  }",
        "} else {",
        "  const bool cute_h = cute_l < 16;",
        "  const int cute_wa = cute_h ? 2 * cute_j : 2 * cute_j - 1, cute_wb = cute_h ? 2 * cute_j - 1 : 2 * cute_j;",
        "#pragma unroll",
        f"  for (int i = 0; i < {L}; ++i) {{",
        f"    const int cute_e = cute_a0 + {RS} * i, cute_x = {xw};",
        "    const unsigned int lo = (unsigned int)x[i], hi = (unsigned int)(x[i] >> 32);",
        f"    cute_sw[{ts // 2} * cute_e + (cute_wa ^ cute_x)] = cute_h ? hi : lo;",
        f"    if (cute_j > 0) cute_sw[{ts // 2} * cute_e + (cute_wb ^ cute_x)] = cute_h ? lo : hi;",
        "  }",
        "}",
        "__syncthreads();",
        f"const int cute_b0 = cute_w / {g.segments}, cute_a = 64 * (cute_w % {g.segments}) + 2 * cute_l;",
        "// the shift of dst row b, (dst / 2 + row start) mod A, from the low 32 bits (mod 2^32 keeps the low bits)",
        f"const unsigned int cute_f0 = (unsigned int)(reinterpret_cast<unsigned long long>(dst) / 2) + "
        f"(unsigned int)({row0}) + (unsigned int)cute_b0 * (unsigned int)({dp});",
        f"const unsigned int cute_fk = {KS}u * (unsigned int)({dp});",
        f"unsigned short* cute_pd = dst + ({dst0} + cute_a + (long long)cute_b0 * ({dp}));",
        f"const int cute_r0 = cute_s4 & 1, cute_e0 = 2 * cute_l + 64 * (cute_w % {g.segments}) + {A};   // row 0's parity",
        "#pragma unroll",
        f"for (int k = 0; k < {g.store_steps}; ++k) {{",
        f"  const int b = cute_b0 + {KS} * k;",
        f"  const int cute_phi = (int)((cute_f0 + (unsigned int)k * cute_fk) & {A - 1}u);",
        f"  const int e0 = cute_e0 - cute_phi, r = (cute_phi & cute_n1) ^ cute_r0;   // row 2 lane + c, c = 64 seg + A - phi; its parity",
        "  unsigned int w = 0;",
        "#pragma unroll",
        "  for (int v = 0; v < 2; ++v) {",
        "    const int e = e0 + v, s = b + (v ? r ^ cute_n1 : r);       // row e = 2 lane + c + v, its storage position",
        f"    const int slot = (k == {g.store_steps - 1} && s == {ts}) ? 2 * ({tail0} + (e & 1) * {th} + (e >> 1))"
        f" : {ts} * e + (s ^ (e & 62));",
        "    w |= (unsigned int)smem[slot] << (16 * v);",
        "  }",
        f"  *reinterpret_cast<unsigned int*>({byte_step('cute_pd', dp, f'{2 * KS} * k', narrow[1], 'unsigned short*')} - cute_phi) = w;",
        "}",
    ]
    return "".join(f"{indent}{line}\n" for line in lines)
