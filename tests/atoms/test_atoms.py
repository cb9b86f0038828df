"""The atoms' TV layouts equal CuTe's: the paper (Fig. 6, Table 4), the PTX ISA's fragment
tables (independent formulas, every thread and value), and the CuTe DSL (committed
fixture; live when the DSL is installed).  Each layout is proven one-to-one onto its tile."""
import importlib.util
import json

import pytest

from cute_sym import composition, parse
from cute_sym.atoms import ATOMS, WGMMA_N, WGMMA_N_EXT, atom, gmma
from cute_sym.errors import PreconditionError
from cute_sym.tuples import product
from solver.atoms import prove_atom, prove_tv_onto

from dsl_fixture import FIXTURE, dsl_layouts

F64 = atom("SM80_8x8x4_F64F64F64F64_TN")
BF16 = atom("SM80_16x8x16_F32BF16BF16F32_TN")


def test_fig6_fp64_c_layout_is_thrvallayoutc():
    assert F64.c == parse("((4,8),2):((16,1),8)")          # paper §5.3.3, Fig. 6
    assert F64.tiles["C"] == (8, 8) and F64.threads == 32


@pytest.mark.parametrize("data, result", [                 # paper Table 4 (R = A o ThrValLayoutC)
    ("(8,8):(1,8)", "((4,8),2):((16,1),8)"),
    ("(8,8):(8,1)", "((4,8),2):((2,8),1)"),
    ("(8,8):(1,9)", "((4,8),2):((18,1),9)"),
    ("((4,2),(2,4)):((2,16),(1,8))", "((4,(4,2)),2):((8,(2,16)),1)"),
    ("(8,8):(1@0,1@1)", "((4,8),2):((2@1,1@0),1@1)"),
])
def test_table4_partitions(data, result):
    assert composition(parse(data), F64.c) == parse(result)


def _ptx_m16n8k16(lane: int, i: int, operand: str) -> tuple[int, int]:
    """PTX ISA 'Matrix fragments for mma.m16n8k16' (.bf16/.f16): (row, col) of register i."""
    g, t = lane >> 2, lane % 4
    if operand == "A":                     # 16x16 (M x K): a0..a7
        return g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)
    if operand == "B":                     # 16x8 (K x N): b0..b3
        return 2 * t + (i & 1) + 8 * (i >> 1), g
    return g + 8 * (i >> 1), 2 * t + (i & 1)      # C 16x8 (M x N): c0..c3


@pytest.mark.parametrize("operand", ["A", "B", "C"])
def test_sm80_m16n8k16_matches_ptx_fragments(operand):
    tv = BF16.layouts()[operand]
    rows = BF16.tiles[operand][0]
    for lane in range(32):
        for i in range(product(tv.shape[1])):
            r, c = _ptx_m16n8k16(lane, i, operand)
            if operand == "B":                 # CuTe's B tile is (N,K): index n + N*k
                r, c = c, r
            assert tv(lane, i) == r + rows * c, (operand, lane, i)


@pytest.mark.parametrize("n", WGMMA_N + WGMMA_N_EXT)
def test_wgmma_accumulator_matches_ptx_fragments(n):
    """PTX ISA 'wgmma .m64nNk16 register fragment D': warp w of the warpgroup owns rows
    16w..16w+15 and, per 8 columns, the m16n8 C fragment."""
    c = gmma(n).c
    for thread in range(128):
        w, lane = thread // 32, thread % 32
        g, t = lane >> 2, lane % 4
        for i in range(n // 2):
            row = 16 * w + g + 8 * ((i >> 1) & 1)
            col = 8 * (i >> 2) + 2 * t + (i & 1)
            assert c(thread, i) == row + 64 * col


def test_wgmma_register_a_is_the_16x16_accumulator_shape():
    a = gmma(64, a_from_registers=True).a
    assert a == gmma(16).c and a.size() == 128 * 8


@pytest.mark.parametrize("name, trans", [("SM75_U32x4_LDSM_N", False), ("SM75_U16x8_LDSM_T", True),
                                         ("SM75_U32x1_LDSM_N", False), ("SM75_U16x2_LDSM_T", True)])
def test_ldmatrix_matches_ptx(name, trans):
    """PTX ISA ldmatrix: without .trans lane t receives row t/4, columns 2(t%4), 2(t%4)+1 of
    each matrix; with .trans the same of the transposed matrix.  Element (r, c) of matrix j
    is bit 16*(8r + c) + 1024 j of the source (rows of 128 bits, one per addressing lane)."""
    a = atom(name)
    dst = a.in_elements(16)["dst"]
    matrices = a.bits // 1024
    for lane in range(32):
        for j in range(matrices):
            for h in range(2):
                r, c = lane // 4, 2 * (lane % 4) + h
                if trans:
                    r, c = c, r
                assert dst(lane, h + 2 * j) == 8 * r + c + 64 * j
    src = a.in_elements(128)["src"]          # the row each lane addresses
    for lane in range(8 * matrices):
        assert src(lane, 0) == lane


def test_atoms_equal_the_dsl_fixture():
    fixture = json.loads(FIXTURE.read_text())
    checked = 0
    for name, layouts in fixture.items():
        a = ATOMS[name]
        ours = list(a.layouts().values()) if a.kind == "mma" else list(a.in_elements(16).values())
        assert [str(x) for x in ours] == layouts, name
        checked += 1
    assert checked >= 16


@pytest.mark.skipif(importlib.util.find_spec("cutlass") is None, reason="the CuTe DSL is not installed")
def test_dsl_fixture_is_current():
    assert dsl_layouts() == json.loads(FIXTURE.read_text())


@pytest.mark.parametrize("name", sorted(ATOMS))
def test_every_tv_layout_is_one_to_one_onto_its_tile(name):
    proofs = prove_atom(ATOMS[name])
    assert proofs and all(p.proved for p in proofs), [p.text() for p in proofs]
    for p in proofs:
        assert p.copies * p.tile_size == p.layout.size()


def test_a_layout_that_misses_its_tile_is_refuted():
    proof, _ = prove_tv_onto(parse("((4,8),2):((16,1),9)"), 64)     # a collision: 9 = 8 + 1
    assert proof.status == "refuted"
    proof, _ = prove_tv_onto(parse("((4,8),2):((16,1),8)"), 128)    # onto 64, not 128 elements
    assert proof.status == "refuted"


def test_unknown_atom_names_are_refused():
    with pytest.raises(PreconditionError, match="unknown atom 'SM80_16x8x16'.*did you mean SM80_16x8x16_F32BF16"):
        atom("SM80_16x8x16")
    with pytest.raises(PreconditionError, match="`cute-sym atoms` lists them"):
        atom("SM70_8x8x4")
    assert atom("SM90_TMA_LOAD<1024>").dst == parse("(1,1024):(0,1)")


@pytest.mark.parametrize("width", [32, 64, 128])
@pytest.mark.parametrize("elem", [1, 2])
def test_tma_box_layout_is_cudas_swizzle(width, elem):
    """CU_TENSOR_MAP_SWIZZLE_<width>B (CUDA driver API): the 16-byte chunk of a ``width``-byte row r
    is XOR-ed with ``(r * width / 128) % (width / 16)`` (the bits from byte 7 up into those from 4),
    computed here on byte addresses, against the element layout ``tma_box_layout`` gives."""
    from cute_sym.atoms import tma_box_layout
    box = tma_box_layout(16, elem, width)
    per = width // elem
    for r in range(16):
        for c in range(per):
            byte = r * width + c * elem
            chunk = (byte >> 4) & (width // 16 - 1)
            want = (byte & ~((width // 16 - 1) << 4)) | ((chunk ^ ((byte >> 7) & (width // 16 - 1))) << 4)
            assert box(r, c) * elem == want
    with pytest.raises(ValueError, match="32, 64 and 128"):
        tma_box_layout(8, 2, 16)
