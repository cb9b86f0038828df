"""The ``mma`` and ``smem`` families of ``cute-sym check`` (issue 23 item 8) on modules NVIDIA's DSL
printed (``tests/check/dsl_modules/generate_mma.py``): each planted fault found with its witness,
the correct twins clean under every family.

The expected witnesses are computed here from the layouts the modules print, independently of
the checker: CuTe's ``make_tiled_copy_A`` is the MMA's A thread-value layout over its 32x16 (M,K)
tile, ``make_tiled_copy_B`` its B layout; a register holds what the layout maps its (thread, value)
to (column-major ``m + 32k``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from cute_sym.syntax import parse_layout
from solver.check.context import Options
from solver.check.mma_frag import ldsm_row_fault
from solver.check.run import check_file
from solver.check.smem import field_fault

MODULES = Path(__file__).parent / "dsl_modules"
FAMILIES = Options(checks=("mma", "smem"))


def _shown(path: Path, options: Options | None = None) -> list:
    return [f for f in check_file(str(path), options).findings if f.severity in ("error", "warning")]


def forms(name: str) -> list[Path]:
    return [p for p in (MODULES / f"{name}.mlir", MODULES / f"{name}.generic.mlir") if p.exists()]


@pytest.mark.parametrize("path", forms("correct_mma_s2r") + forms("correct_smem_struct"), ids=lambda p: p.name)
def test_correct_twins_are_clean(path: Path) -> None:
    found = _shown(path)
    assert [f for f in found if f.kind != "banks"] == []
    banks = [(f.op, f.detail["degree"], f.detail["rows"][1] - f.detail["rows"][0]) for f in found if f.kind == "banks"]
    # the MMA twin's sA / sB are unswizzled rows of 16 f16 (32 bytes): rows m and m + 4 of an ldmatrix
    # matrix lie 128 bytes apart, in one 16-byte bank group -- a 2-way conflict (tests/check/test_ldsm_banks.py)
    assert banks == ([("cute.tiled.copy.partition_S", 2, 128)] * 2 if "mma" in path.name else [])


def _tile(layout: str, t: int, v: int) -> tuple[int, int]:
    idx = parse_layout(layout)((t, v))
    return idx % 32, idx // 32


@pytest.mark.parametrize("path", forms("planted_mma_b_layout"), ids=lambda p: p.name)
def test_copy_with_the_b_layout_loads_other_elements(path: Path) -> None:
    (f,) = _shown(path, FAMILIES)
    assert (f.severity, f.kind, f.op) == ("error", "fragment", "cute.copy")
    d = f.detail
    assert (d["operand"], d["thread"], d["register"]) == ("A", 0, 2)
    # the copy: make_tiled_copy_B's layout (printed in the module); the MMA: SM80 16x8x16's A layout
    # tiled 2x2x1, i.e. make_tiled_copy_A's (the correct twin's) layout
    b_tv = "((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))"
    a_tv = "((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))"
    assert tuple(d["copy_element"]) == _tile(b_tv, 0, 2) == (0, 8)
    assert tuple(d["mma_element"]) == _tile(a_tv, 0, 2) == (8, 0)
    assert "the MMA reads that register" in f.message


def test_the_twins_layouts_are_the_mma_layouts() -> None:
    """The correct twin's A copy is the MMA's A layout: every (thread, value) the same element."""
    text = (MODULES / "correct_mma_s2r.mlir").read_text()
    assert "((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))" in text
    assert "((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))" in text


@pytest.mark.parametrize("path", forms("planted_mma_ldsm_trans"), ids=lambda p: p.name)
def test_transposed_ldmatrix_on_a_k_major_operand(path: Path) -> None:
    (f,) = _shown(path, FAMILIES)
    assert (f.severity, f.kind, f.op) == ("error", "fragment", "cute.copy")
    # sA is (32,16):(16,1): ldmatrix.trans makes the partition walk down a column, 16 elements a step
    assert (f.detail["row_start"], f.detail["value"], f.detail["apart"]) == (0, 1, 16)


def test_row_fault_of_layouts() -> None:
    from cute_sym.tensor import MemRef, Pointer
    from cute_sym.syntax import parse_composed_layout
    row = MemRef(Pointer("f16", "smem", 16), parse_layout("((8,1),4):((1,0),1024)"))
    col = MemRef(Pointer("f16", "smem"), parse_layout("((8,1),4):((32,0),1024)"))
    swz = MemRef(Pointer("f16", "smem"), parse_composed_layout("S<2,3,3> o 0 o ((8,1),2):((32,0),16)"))
    fine = MemRef(Pointer("f16", "smem"), parse_composed_layout("S<2,1,3> o 0 o ((8,1),2):((32,0),16)"))
    assert ldsm_row_fault(row) is None
    assert ldsm_row_fault(col) == (0, 1, 32) and ldsm_row_fault(swz) == (0, 1, 32)
    assert isinstance(ldsm_row_fault(fine), str)      # a 4-byte swizzle chunk: not decided


def test_field_too_small() -> None:
    (f,) = _shown(MODULES / "planted_smem_field.mlir", FAMILIES)
    assert (f.severity, f.kind, f.op) == ("error", "smem", "cute.make_view")
    # field a: cosize((32,16):(16,1)) // 2 = 256 f16 = 512 bytes; the view is 512 f16 = 1024 bytes
    assert (f.detail["field"], f.detail["field_bytes"], f.detail["end"], f.detail["address"], f.detail["into"]) == \
        ("a", 512, 1024, 512, "b")


def test_overlapping_tensors_in_one_loop() -> None:
    (f,) = _shown(MODULES / "planted_smem_overlap.mlir", FAMILIES)
    assert (f.severity, f.kind, f.op) == ("error", "smem", "cute.make_view")
    # a raw 1536-byte storage: a at 0 (512 bytes, aligned 16), b at 512; both views 1024 bytes
    assert (f.detail["start"], f.detail["end"], f.detail["other_start"], f.detail["other_end"]) == (0, 1024, 512, 1536)


def test_tensor_past_the_allocation() -> None:
    (f,) = _shown(MODULES / "planted_smem_capacity.mlir", FAMILIES)
    assert (f.severity, f.kind, f.op) == ("error", "smem", "cute.make_view")
    assert (f.detail["start"], f.detail["end"], f.detail["allocation_bytes"]) == (1024, 2048, 1024)


def test_a_zero_byte_field_shares_its_offset() -> None:
    """The Hopper FMHA's struct (non-persistent): ``sO`` is 0 bytes and its view is laid over ``sQ``
    (``make_tensor(recast_ptr(sQ.iterator))``, 32768 bytes from 1024): it fits ``sQ``."""
    fields = [("load_q_mbar_ptr", 32, 0), ("load_kv_mbar_ptr", 80, 32), ("MathWarpGroupOrderBarrier", 16, 112),
              ("sO", 0, 1024), ("sQ", 32768, 1024), ("sK", 163840, 33792)]
    assert field_fault(fields, 1024, 1024 + 32768) is None
    assert field_fault(fields, 1024, 1024 + 32769) == (("sQ", 32768, 1024), 33792, "sK")
    assert field_fault(fields, 5, 6) is None                      # no field starts there
