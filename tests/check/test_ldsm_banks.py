"""Bank conflicts of ``ldmatrix`` (``codegen.check_ldsm_banks``, issue 23 item 8, the ``banks`` class).

The phase rule is checked on hand-made row addresses against an independent count: the PTX ISA's
``ldmatrix`` takes row ``r`` of matrix ``j`` from lane ``8j + r``, each row 16 bytes; one matrix is one
128-byte wavefront when its 8 rows lie in 8 distinct 16-byte bank groups ``(address / 16) % 8``, else
as many wavefronts as the fullest group has distinct rows.  The committed fixtures are NVIDIA's
Ampere ``tensorop_gemm.py`` traced by the DSL 4.8.1 (``/work/corpus``), and the mutant
``top_smem_ab_swizzle_removed`` of ``benchmarks/mutant_defs.py`` (``make_swizzle(0, ...)`` for sA/sB).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from codegen.check_ldsm_banks import matrix_conflicts, row_offsets, ldsm_atom
from cute_sym import Swizzle
from cute_sym.syntax import parse, parse_layout
from cute_sym.tensor import Atom, TiledCopy
from solver.check.context import Options
from solver.check.run import check_file

FIXTURES = Path(__file__).parent / "mutants"
BANKS = Options(checks=("banks",))


def _degree(rows: list[int]) -> int:
    """Wavefronts of one matrix, counted directly: distinct rows per 16-byte bank group, the most."""
    groups: dict[int, set] = {}
    for r in rows:
        groups.setdefault((r // 16) % 8, set()).add(r)
    return max(len(v) for v in groups.values())


@pytest.mark.parametrize("rows, degree", [
    ([64 * r for r in range(8)], 4),                 # 64-byte rows, no swizzle: groups 0,4,0,4,...
    ([128 * r for r in range(8)], 8),                # 128-byte rows: every row in group 0
    ([16 * r for r in range(8)], 1),                 # 8 consecutive 16-byte chunks
    ([0] * 8, 1),                                    # one row read by 8 lanes: a broadcast
    ([256 * r + 16 * (r % 2) for r in range(8)], 4),  # two groups, four rows each
])
def test_one_matrix(rows: list[int], degree: int) -> None:
    assert _degree(rows) == degree
    found = matrix_conflicts(rows, 1)
    assert (found[0].degree if found else 1) == degree
    if found:
        c = found[0]
        assert c.rows[0] != c.rows[1] and (c.rows[0] // 16) % 8 == (c.rows[1] // 16) % 8
        assert c.words == (c.rows[0] // 4, c.rows[1] // 4) and c.bank == c.words[0] % 32 == c.words[1] % 32


def test_swizzle_2_4_3_spreads_64_byte_rows() -> None:
    """``Swizzle<2,4,3>`` on byte addresses XORs bits 7-8 into bits 4-5: the 8 rows of 64 bytes land in
    8 groups (the Ampere GEMM's sA/sB)."""
    sw = Swizzle(2, 4, 3)
    rows = [sw(64 * r) for r in range(8)]
    assert rows == [0, 64, 144, 208, 288, 352, 432, 496]
    assert sorted((r // 16) % 8 for r in rows) == list(range(8))
    assert matrix_conflicts(rows, 1) == []


def test_matrices_are_separate_phases() -> None:
    """``.x4``: lanes 8j..8j+7 are matrix j; rows of different matrices never conflict."""
    clean = [16 * r for r in range(8)]
    rows = clean + [128 * r for r in range(8)] + clean + [64 * r for r in range(8)]
    found = matrix_conflicts(rows, 4)
    assert [(c.matrix, c.degree) for c in found] == [(1, 8), (3, 4)]
    assert found[1].lanes == (24, 26) and found[1].rows == (0, 128)


def test_row_model_is_cutes_partition() -> None:
    """Thread ``t``'s rows of ``make_tiled_copy_A(ldmatrix.x4, SM80 16x8x16 2x2x1)`` over a 32x16 k-major
    tile (row stride 16): lanes 0-15 of warp 0 give rows ``m = lane`` of k columns 0-7, lanes 16-31 the
    same rows at k = 8 (the A fragment's four 8x8 matrices: (m 0-7, k 0-7), (m 8-15, k 0-7), (m 0-7,
    k 8-15), (m 8-15, k 8-15)), warp 1 rows 16-31 (the MMA's second M atom)."""
    # the module's !copy_ldsm_4 (tensorop_gemm.py's make_tiled_copy_A)
    tc = TiledCopy(Atom('!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>'),
                   parse_layout("((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))"), parse("[32:1;16:1]"))
    instr, atom, count = ldsm_atom(tc)
    assert (instr, atom.name, count) == ("ldmatrix.x4", "SM75_U32x4_LDSM_N", 4)
    model = row_offsets(tc, atom, parse_layout("(32,16):(16,1)"), 16)
    assert model.rows == 1
    assert [model.element(t, 0) for t in range(32)] == [16 * m for m in range(16)] + [16 * m + 8 for m in range(16)]
    assert [model.element(t, 0) for t in range(32, 48)] == [16 * m for m in range(16, 32)]


def test_mutant_without_the_ab_swizzle_conflicts_4_way() -> None:
    found = [f for f in check_file(str(FIXTURES / "top_smem_ab_swizzle_removed.mlir"), BANKS).findings
             if f.severity in ("error", "warning")]
    assert [(f.severity, f.kind, f.op, f.line) for f in found] == [
        ("warning", "banks", "cute.tiled.copy.partition_S", 645), ("warning", "banks", "cute.tiled.copy.partition_S", 647)]
    for f in found:
        d = f.detail
        assert d["degree"] == 4 and d["instruction"] == "ldmatrix.x4" and "4-way" in f.message
        # rows r and r + 2 of 64 bytes (32 f16) are 128 bytes apart: one bank group, words 32 apart
        assert d["rows"][1] - d["rows"][0] == 128 and d["words"] == [d["rows"][0] // 4, d["rows"][1] // 4]
        assert d["threads"][1] - d["threads"][0] == 2
        assert _degree([d["rows"][0] + 64 * r for r in range(8)]) == 4


def test_unmutated_gemm_is_clean() -> None:
    """The traced example (sA/sB behind the pointer swizzle ``S<2,4,3>``, ``align<16>``): conflict-free
    for every start of the iterator the alignment allows, so each ldmatrix copy is proven."""
    path = FIXTURES / "tensorop_gemm_f16_512x512x256x1.mlir"
    report = check_file(str(path), BANKS)
    assert [f for f in report.findings if f.severity in ("error", "warning")] == []
    copies = sum(1 for line in path.read_text().splitlines() if "cute.copy(" in line and "(!copy_ldsm_4" in line)
    assert copies == 4
    # the prologue's two copies read views of the partitions; the main loop's two read the stage slices
    # its scf.for rotates (iter_args with no single origin): not tied to a partition, not modelled
    assert report.coverage.by_kind["proven"].get("cute.copy", 0) == 2


MEASURED_H200 = [4, 16, 4, 8, 32, 32, 4, 4]
"""Shared-memory wavefronts per ``ldmatrix.x4`` of each pattern of ``benchmarks/ldsm_wavefronts.cu``, read
by Nsight Compute on an H200 (``l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum`` over
``smsp__inst_executed_op_ldsm.sum``; benchmarks/RESULTS.md, "ldmatrix phases measured")."""


def test_phase_rule_matches_the_hardware() -> None:
    """One wavefront per matrix and distinct row of its fullest bank group: the measured counts.  Pattern
    3 (hstu's rows) fills the 8 groups evenly over the 32 rows, yet costs 8: the phases are the matrices."""
    import re
    src = (Path(__file__).parents[2] / "benchmarks" / "ldsm_wavefronts.cu").read_text()
    patterns = [[int(x) for x in m.split(",")] for m in re.findall(r"^\s*\{([0-9,]+)\},?$", src, re.M)]
    assert len(patterns) == len(MEASURED_H200)
    for rows, measured in zip(patterns, MEASURED_H200):
        found = {c.matrix: c.degree for c in matrix_conflicts(rows, 4)}
        assert sum(found.get(j, 1) for j in range(4)) == sum(_degree(rows[8 * j:8 * j + 8]) for j in range(4)) == measured
