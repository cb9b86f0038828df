"""Instruction admissibility (paper §5.4.2): the TMEM example.

TMEM offsets step +1 per 32-bit column and +16384 per lane; four warps each
own 32 lanes.  The instruction layouts (thread, value) -> offset come from the
PTX register maps of tcgen05.ld (32x32b: lane l, columns r; 16x256b: lane
l//4 + 8*(r//2), column 2*(l%4) + r%2); the data layouts are fp32
accumulators with row m on lane m and column n on column n."""
from cute_sym import parse
from solver.prove import prove_contains

LD_32x32b_x2 = "((32,4),2):((16384,524288),1)"
LD_16x256b_x1 = "((4,8,4),(2,2)):((2,16384,524288),(1,131072))"


def _offset(lane: int, col: int) -> int:
    return lane * 16384 + col


def test_instruction_layouts_match_the_ptx_register_maps():
    t = parse(LD_16x256b_x1)
    for w in range(4):
        for l in range(32):
            for r in range(4):
                lane = 32 * w + l // 4 + 8 * (r // 2)
                assert t(((l % 4, l // 4, w), (r % 2, r // 2))) == _offset(lane, 2 * (l % 4) + r % 2)
    t = parse(LD_32x32b_x2)
    assert all(t(((l, w), r)) == _offset(32 * w + l, r) for w in range(4) for l in range(32) for r in range(2))


def test_a_128_row_accumulator_contains_both_loads():
    for inst in (LD_32x32b_x2, LD_16x256b_x1):
        p = prove_contains("(128,256):(16384,1)", inst)
        assert p.proved and p.backend == "isl"
        assert p.detail["coordinate_map_is_function"] is True


def test_the_coordinate_map_sends_thread_values_to_data_coordinates():
    import islpy as isl
    p = prove_contains("(128,256):(16384,1)", LD_16x256b_x1)
    rel = isl.Map(p.detail["coordinate_map"])     # natural coordinates: (thread leaves, value leaves) -> (lane, col)
    want = isl.Map("{ [t0, t1, t2, t3, t4] -> [t1 + 32t2 + 8t4, 2t0 + t3] : 0 <= t0 < 4 and 0 <= t1 < 8 and "
                   "0 <= t2 < 4 and 0 <= t3 < 2 and 0 <= t4 < 2 }")
    assert rel.is_equal(want)


def test_a_64_row_accumulator_misses_the_upper_warps():
    p = prove_contains("(64,256):(16384,1)", LD_16x256b_x1)
    assert p.status == "refuted"
    offset = p.counterexample["T"]
    assert offset // 16384 >= 64                      # a lane the data layout does not have
    assert parse(LD_16x256b_x1)(p.counterexample["coordinate"]) == offset


def test_parametric_rows():
    assert prove_contains("(M,256):(16384,1)", LD_32x32b_x2, assume=["M >= 128"]).proved
    p = prove_contains("(M,256):(16384,1)", LD_32x32b_x2, assume=["M >= 64"])
    assert p.status == "refuted" and 64 <= p.counterexample["params"]["M"] < 128


def test_the_algebras_coordinate_layout_is_proved():
    p = prove_contains("(128,256):(16384,1)", LD_16x256b_x1)
    assert p.detail["coordinate_layout"] == "((4,8,4),(2,2)):((256,1,32),(128,8))"
    assert p.detail["coordinate_layout_proof"] == "proved"
    A, M, T = parse("(128,256):(16384,1)"), parse(p.detail["coordinate_layout"]), parse(LD_16x256b_x1)
    assert all(A(M(i)) == T(i) for i in range(512))
