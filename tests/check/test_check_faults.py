"""The faults of the mutation harness, in small kernels (issue 23, item 8): an access under a
modelled ``scf.if``, a tiled MMA's C partition, a bare 128-bit copy atom, the bank conflicts of a
thread's own shared-memory view, a race of two threads with one view.  Each fixture is a module
the CuTe DSL 4.8.1 printed (``tests/check/dsl_modules/generate_faults.py``) and has a correct twin
that must stay clean; each expected value is recomputed here from the kernel's source.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from solver.check import Options, check_file

MODULES = Path(__file__).resolve().parent / "dsl_modules"
SOURCE = (MODULES / "generate_faults.py").read_text().splitlines()
FAMILIES = ("views", "tv", "align", "banks")


def forms(case: str) -> list[Path]:
    return [p for p in (MODULES / f"{case}.mlir", MODULES / f"{case}.generic.mlir") if p.exists()]


def findings(path: Path):
    return [f for f in check_file(str(path), Options(checks=FAMILIES)).findings if f.severity != "note"]


def line_of(text: str) -> int:
    hits = [k + 1 for k, line in enumerate(SOURCE) if line.strip() == text]
    assert len(hits) == 1, (text, hits)
    return hits[0]


CORRECT = ("correct_if_grid", "correct_mma_c", "correct_vector_aligned", "correct_mma_smem_banks", "correct_view")


def test_fixtures_exist():
    for case in CORRECT + ("planted_if_grid", "planted_mma_c", "planted_vector_misaligned",
                           "planted_mma_smem_banks", "planted_view_race"):
        assert forms(case), case


@pytest.mark.parametrize("path", [p for c in CORRECT for p in forms(c)], ids=lambda p: p.name)
def test_the_correct_twins_are_clean(path):
    assert [f.render() for f in findings(path)] == []


@pytest.mark.parametrize("path", forms("planted_if_grid"), ids=lambda p: p.name)
def test_an_access_under_a_modelled_if_is_decided(path):
    """``if k == 0`` states a fact (a value of the loop's ``k`` runs the branch): the load and the
    store of block 8 of a 9-block launch over 1024 elements are errors, at the first element past
    (128 * 8); the store's view is carried by the loop (``solver/check/carried.py``)."""
    found = [f for f in findings(path) if f.kind == "bounds"]
    assert sorted(f.op for f in found) == ["cute.memref.load", "cute.memref.store"]
    for f in found:
        assert f.severity == "error"
        assert f.detail["counterexample"] == {"bid_x": 8, "tid_x": 0}
        assert f.detail["first_element"] == 128 * 8 == f.detail["elements"]
        assert f.line == line_of("tB[tidx] = tA[tidx]")
        assert any("scf.if conditions on it are facts" in n for n in f.notes)


def _sgemm_thread_elements(t: int, bid_x: int, bid_y: int, n: int) -> list[int]:
    """The elements of row-major C (n columns) thread ``t`` owns in the sgemm tiled MMA's partition:
    rows ``64 bid_x + 4m + i + 32r``, columns ``64 bid_y + 4c + j`` (``t = 16m + c``)."""
    m, c = t // 16, t % 16
    return [(64 * bid_x + 4 * m + i + 32 * r) * n + 64 * bid_y + 4 * c + j
            for i in range(4) for r in range(2) for j in range(4)]


@pytest.mark.parametrize("path", forms("planted_mma_c"), ids=lambda p: p.name)
def test_a_tiled_mma_partition_without_its_predicate_leaves_c(path):
    (f,) = findings(path)
    assert (f.severity, f.kind, f.op) == ("error", "bounds", "cute.copy")
    cx = f.detail["counterexample"]
    assert cx == {"bid_x": -(-200 // 64) - 1, "bid_y": 0, "tid_x": 0}        # the last tile row, thread 0
    owned = _sgemm_thread_elements(0, cx["bid_x"], cx["bid_y"], 136)
    assert (f.detail["first_element"], f.detail["last_element"]) == (min(owned), max(owned))
    assert f.detail["elements"] == 200 * 136 < max(owned) + 1
    assert f.line == line_of("cute.copy(atom, tCrC, tCgC)")


@pytest.mark.parametrize("path", forms("planted_vector_misaligned"), ids=lambda p: p.name)
def test_a_bare_128_bit_atom_on_24_byte_rows(path):
    (f,) = findings(path)
    assert (f.severity, f.kind, f.op) == ("error", "align", "cute.copy")
    row_bytes = 6 * 4                                     # rows of 6 floats: row 1 at byte 24
    assert f.detail["vector_bytes"] == 16 and f.detail["align"] == row_bytes & -row_bytes == 8
    assert f.line == line_of("cute.copy(atom, tile, frag)")


@pytest.mark.parametrize("path", forms("planted_mma_smem_banks"), ids=lambda p: p.name)
def test_the_banks_of_an_mma_c_partition_in_shared_memory(path):
    """Thread t owns row t of a 32x32 f32 tile of row stride 32: its 16-byte vector j starts at word
    32 t + 4 j, bank 4 j for every lane; a 16-byte access is served 8 lanes a phase: 8-way."""
    fs = findings(path)
    assert {(f.severity, f.kind, f.op) for f in fs} == {("warning", "banks", "cute.copy")}
    store = next(f for f in fs if f.line == line_of("cute.autovec_copy(tCrC, tCsC)"))
    words = [32 * t for t in range(8)]
    assert store.detail["degree"] == len({w for w in words if w % 32 == 0}) == 8
    t0, t1 = store.detail["threads"]
    assert store.detail["words"] == [32 * t0, 32 * t1] and store.detail["bank"] == 0


@pytest.mark.parametrize("path", forms("planted_view_race"), ids=lambda p: p.name)
def test_two_threads_with_one_view_race(path):
    """``((2,32),(4,8)):((0,32),(1,4))``: threads 2k and 2k + 1 both start at element 32 k."""
    (f,) = findings(path)
    assert (f.severity, f.kind, f.op) == ("error", "race", "cute.copy")
    t0, t1 = f.detail["threads"]
    assert (t0, t1) == (0, 1) and f.detail["element"] == str(32 * (t0 // 2))
    assert f.line == line_of("thrC.store(thrA.load() * 2.0)")
