"""Atom drawings (CuTe's print_svg of a TiledMMA / TiledCopy): A left, B on top, C below B;
each cell the (thread, value) the PTX ISA puts there (computed here independently)."""
from cute_sym.atoms import atom
from cute_sym.draw import atom_grid, to_svg
from tests.draw.svg_cells import svg_cells


def test_m16n8k16_panels_hold_the_ptx_fragments():
    cells = svg_cells(to_svg(atom_grid(atom("SM80_16x8x16_F32BF16BF16F32_TN"))))
    K = 16
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        for i in range(8):                                   # A: a_i at (g + 8*bit1, 2t + bit0 + 8*bit2)
            m, k = g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)
            assert cells[K + 1 + m, k]["label"] == f"T{lane}V{i}"
            assert cells[K + 1 + m, k]["group"] == lane
        for i in range(4):                                   # B: b_i at k = 2t + bit0 + 8*bit1, n = g
            assert cells[2 * t + (i & 1) + 8 * (i >> 1), K + 1 + g]["label"] == f"T{lane}V{i}"
            m, n = g + 8 * (i >> 1), 2 * t + (i & 1)         # C: c_i
            assert cells[K + 1 + m, K + 1 + n]["label"] == f"T{lane}V{i}"
    assert cells[0, 0]["label"] == "" and cells[K, K]["label"] == ""      # the corner and the gutters


def test_fig6_fp64_c_panel():
    cells = svg_cells(to_svg(atom_grid(atom("SM80_8x8x4_F64F64F64F64_TN"))))
    for t in range(32):
        for v in range(2):
            k = 16 * (t % 4) + t // 4 + 8 * v               # ThrValLayoutC, placed at (k % 8, k // 8)
            assert cells[5 + k % 8, 5 + k // 8]["label"] == f"T{t}V{v}"


def test_broadcast_operands_show_their_copies():
    grid = atom_grid(atom("SM90_64x8x16_F32BF16BF16_SS"))
    a = grid.cell(17, 0)                                     # A(0, 0): every thread of the warpgroup
    assert a.label == "T0V0+127"
    ldsm = svg_cells(to_svg(atom_grid(atom("SM75_U32x1_LDSM_N"))))
    assert ldsm[3, 0]["label"] == "T3V0+3"                   # row 3 addressed by lanes 3, 11, 19, 27
    assert [ldsm[0, 9 + c]["label"] for c in range(4)] == ["T0V0", "T0V1", "T1V0", "T1V1"]
