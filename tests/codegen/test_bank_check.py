"""``cute-sym banks SMEM ACCESS`` / :func:`codegen.bank_check.check_banks` (issue 16): proved
conflict-free, or the degree of every phase with two threads and the bank.  Expected values
are computed here independently: byte addresses from the swizzle's definition (CuTe's
``Swizzle<B,M,S>`` XORs bits ``[M+S, M+S+B)`` into bits ``[M, M+B)``), words and banks by the model."""
import json

import pytest

from codegen.bank_check import check_banks
from codegen.errors import CodegenError
from cute_sym import parse

SW = "{} o 0 o (8,64):(64,1)"                 # an 8x64 row-major tile of halves, swizzled
ROWS = parse("((8,4),8):((1,64),8)")          # thread t: row t%8, 16-byte chunk t//8 (8 halves each)


def swizzle(b, m, s, x):
    return x ^ (((x >> (m + s)) & ((1 << b) - 1)) << m)


def degrees(byte_of, lanes_per_phase, nbytes, threads=32):
    """Per phase, the most distinct 4-byte words in one of 32 banks."""
    out = []
    for first in range(0, threads, lanes_per_phase):
        banks = {}
        for t in range(first, first + lanes_per_phase):
            for w in range(byte_of(t) // 4, (byte_of(t) + nbytes - 1) // 4 + 1):
                banks.setdefault(w % 32, set()).add(w)
        out.append(max(len(ws) for ws in banks.values()))
    return out


def chunk_byte(b, m, s):
    """The byte address thread t's 16-byte vector starts at under S<b,m,s> (element offsets)."""
    return lambda t: 2 * swizzle(b, m, s, 64 * (t % 8) + 8 * (t // 8))


def test_sw128_of_halves_is_proved_conflict_free_per_8_lane_phase():
    r = check_banks(parse(SW.format("S<3,3,3>")), ROWS, "half")
    assert degrees(chunk_byte(3, 3, 3), 8, 16) == [1, 1, 1, 1]
    assert (r.status, r.degree, r.vector, r.phase_lanes, r.lane_bytes) == ("proved", 1, 8, 8, 16)
    assert r.backend in ("z3", "isl") and not r.conflicts
    # a checker that ignores the phases (all 32 lanes at once, tensor-layouts' bank_conflicts) counts 4 words
    assert degrees(chunk_byte(3, 3, 3), 32, 16) == [4]


def test_s343_of_halves_has_2_way_conflicts_in_every_phase_with_a_witness():
    r = check_banks(parse(SW.format("S<3,4,3>")), ROWS, "half")
    assert degrees(chunk_byte(3, 4, 3), 8, 16) == [2, 2, 2, 2]
    assert (r.status, r.degree) == ("refuted", 2) and [c.degree for c in r.conflicts] == [2, 2, 2, 2]
    first = r.conflicts[0]
    assert first.lanes == (0, 7) and first.threads == (0, 1) and first.bank == 0
    byte = chunk_byte(3, 4, 3)
    assert first.words == (byte(0) // 4, byte(1) // 4) == (0, 32)
    assert "threads 0-7: 2-way; threads 0 and 1 touch words 0 and 32 of bank 0" in r.text()


def test_unswizzled_rows_are_8_way():
    r = check_banks(parse("(8,64):(64,1)"), ROWS, "half")
    assert degrees(lambda t: 2 * (64 * (t % 8) + 8 * (t // 8)), 8, 16) == [8, 8, 8, 8]
    assert r.degree == 8 and len(r.conflicts) == 4


def test_column_of_a_row_major_tile_and_its_padded_fix():
    col = check_banks(parse("(32,32):(32,1)"), parse("32:1"), "float")
    assert (col.status, col.degree, col.conflicts[0].words) == ("refuted", 32, (0, 32))
    assert check_banks(parse("(32,33):(33,1)"), parse("32:1"), "float").status == "proved"
    assert check_banks(parse("(32,32):(32,1)"), parse("32:0"), "float").status == "proved"   # one word: broadcast


def test_8_byte_accesses_are_served_per_half_warp():
    r = check_banks(parse("64:1"), parse("32:2"), "double")          # lane t at byte 16 t
    assert degrees(lambda t: 16 * t, 16, 8) == [2, 2]
    assert (r.phase_lanes, r.degree) == (16, 2)
    assert [(c.lanes, c.threads, c.bank) for c in r.conflicts] == [((0, 15), (0, 8), 0), ((16, 31), (16, 24), 0)]


def test_more_warps_and_instructions():
    # 64 threads, 8 floats each: two 16-byte instructions per warp, every warp checked
    r = check_banks(parse("(64,8):(8,1)"), parse("(64,8):(1,64)"), "float")
    assert (r.threads, r.vector, r.groups) == (64, 4, 2)
    assert degrees(lambda t: 32 * t, 8, 16, 64) == [2] * 8 == degrees(lambda t: 32 * t + 16, 8, 16, 64)
    assert r.degree == 2 and len(r.conflicts) == 16 and {c.warp for c in r.conflicts} == {0, 1}


def test_a_coordinate_access_equals_the_index_access():
    coord = parse("((8,4),8):((1@0,8@1),1@1)")     # (t, v) -> (row, column) of the 8x64 tile
    a, b = (check_banks(parse(SW.format("S<3,4,3>")), x, "half") for x in (coord, ROWS))
    assert a.conflicts == b.conflicts


def test_errors_are_named():
    with pytest.raises(CodegenError, match="outside the domain"):
        check_banks(parse("(8,8):(8,1)"), parse("32:4"), "float")
    with pytest.raises(CodegenError, match="dynamic leaves"):
        check_banks(parse("(8,?):(?,1)"), parse("8:1"), "float")
    with pytest.raises(CodegenError, match="--vector: 4-element vectors: thread 0's values 0..3 are not consecutive"):
        check_banks(parse("(32,32):(32,1)"), parse("(32,4):(32,1)"), "float", vector=4)
    with pytest.raises(CodegenError, match="a vector is a power of two of at most 16 bytes"):
        check_banks(parse("64:1"), parse("(8,8):(8,1)"), "float", vector=8)
    with pytest.raises(CodegenError, match="rank 1 or 2"):
        check_banks(parse("64:1"), parse("(2,2,2):(1,2,4)"), "float")


def test_cli_exit_codes_and_json(capsys):
    from cute_sym.cli import main
    assert main(["banks", SW.format("S<3,3,3>"), str(ROWS), "--dtype", "half"]) == 0
    assert capsys.readouterr().out.startswith("proved: conflict-free [")
    assert main(["--json", "banks", SW.format("S<3,4,3>"), str(ROWS), "--dtype", "fp16"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["degree"] == 2 and data["dtype"] == "half" and data["conflicts"][0]["threads"] == [0, 1]
    assert main(["banks", "(4,4):(4,1)", "32:1", "--dtype", "half"]) == 1
    assert "error: ACCESS: thread 16 value 0 maps to 16, outside the domain (4,4)" in capsys.readouterr().err
