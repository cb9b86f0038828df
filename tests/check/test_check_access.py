"""Accesses under their predicates, the launch grid, replicated stores (issue 23, item 3).

The fixtures are modules the CuTe DSL 4.8.1 printed (``tests/check/dsl_modules/generate_access.py``).
Each expected value is recomputed here from the kernel's source: element ``128*bid_x + tid_x`` of
``local_tile(g, (128,), (bid_x,))[tid_x]``, the grid ``n // 128 + 1`` or ``ceil(1000 / 128)``, the TV
layout evaluated pair by pair.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from cute_sym import parse
from solver.check import Options, check_file

MODULES = Path(__file__).resolve().parent / "dsl_modules"
GENERATOR = MODULES / "generate_access.py"
SOURCE = GENERATOR.read_text().splitlines()


def forms(case: str) -> list[Path]:
    return [p for p in (MODULES / f"{case}.mlir", MODULES / f"{case}.generic.mlir") if p.exists()]


FAMILIES = ("views", "tv", "align", "banks")
"""The fact families these fixtures are about (the ``ops`` family re-derives each op's type)."""


def all_findings(path: Path):
    return check_file(str(path), Options(checks=FAMILIES)).findings


def findings(path: Path):
    return [f for f in all_findings(path) if f.severity != "note"]


def line_of(text: str, function: str | None = None) -> int:
    """The 1-based line of the generator holding ``text`` (inside ``def function`` when given)."""
    start = next(k for k, line in enumerate(SOURCE) if line.startswith(f"def {function}(")) if function else 0
    end = next((k for k in range(start + 1, len(SOURCE)) if SOURCE[k].startswith("def ")), len(SOURCE)) \
        if function else len(SOURCE)
    hits = [k + 1 for k in range(start, end) if text in SOURCE[k]]
    assert len(hits) == 1, (text, hits)
    return hits[0]


def test_fixtures_exist():
    for case in ("planted_grid", "correct_grid", "correct_grid_two_dyn", "planted_grid_dyn", "correct_grid_dyn", "planted_unmasked",
                 "correct_masked", "planted_copy_unmasked", "correct_copy_masked", "planted_race",
                 "note_replicated_store"):
        assert len(forms(case)) == 2, case


# ------------------------------------------------------------------ the launch grid

@pytest.mark.parametrize("path", forms("planted_grid"), ids=lambda p: p.name)
def test_one_block_too_many_is_an_error_at_the_first_element_past(path):
    fs = findings(path)
    assert sorted(f.op for f in fs) == ["cute.memref.load", "cute.memref.store"]
    n, grid = 1024, 1024 // 128 + 1                       # the launch's grid=(n // 128 + 1, 1, 1)
    for f in fs:
        assert f.severity == "error" and f.kind == "bounds"
        cx = f.detail["counterexample"]
        assert cx == {"bid_x": grid - 1, "tid_x": 0}      # the extra block, its first thread
        assert f.detail["first_element"] == 128 * cx["bid_x"] + cx["tid_x"] == n
        assert f.detail["elements"] == n and "bid_x = 8" in f.message and "element 1024" in f.message
        assert f.file.endswith("generate_access.py") and f.line == line_of("tB[tidx] = tA[tidx]", "_block_copy_kernel")


@pytest.mark.parametrize("path", forms("correct_grid") + forms("correct_grid_dyn"), ids=lambda p: p.name)
def test_a_grid_of_n_over_128_blocks_is_clean(path):
    assert [f.render() for f in findings(path)] == []


@pytest.mark.parametrize("path", forms("planted_grid_dyn"), ids=lambda p: p.name)
def test_one_block_too_many_with_a_dynamic_size(path):
    fs = findings(path)
    assert sorted(f.op for f in fs) == ["cute.memref.load", "cute.memref.store"]
    for f in fs:
        cx = f.detail["counterexample"]
        n = cx["arg0_q0"]
        assert n % 128 == 0 and 0 <= cx["bid_x"] < n // 128 + 1 and 0 <= cx["tid_x"] < 128   # reachable
        assert f.detail["first_element"] == 128 * cx["bid_x"] + cx["tid_x"] >= n == f.detail["elements"]


@pytest.mark.parametrize("path", forms("correct_grid_two_dyn"), ids=lambda p: p.name)
def test_sizes_of_two_arguments_the_module_does_not_relate(path):
    # the grid is n(A) // 128; the store into B stays inside B only if B holds n(A) elements: the
    # module states nothing either way, so no error; stated by --assume, the access is decided
    assert findings(path) == []
    ok = check_file(str(path), Options(checks=FAMILIES, assume=("arg1_q0 >= arg0_q0",))).findings
    assert [f for f in ok if f.severity != "note"] == []
    short = check_file(str(path), Options(checks=FAMILIES, assume=("arg1_q0 == arg0_q0 - 128",))).findings
    (f,) = [f for f in short if f.severity != "note"]
    cx = f.detail["counterexample"]
    assert f.op == "cute.memref.store" and f.kind == "bounds"
    assert f.detail["first_element"] == 128 * cx["bid_x"] + cx["tid_x"] >= cx["arg1_q0"] == f.detail["elements"]


# ------------------------------------------------------------------ masked and unmasked accesses

@pytest.mark.parametrize("path", forms("planted_unmasked"), ids=lambda p: p.name)
def test_unmasked_ragged_access_is_an_error(path):
    fs = findings(path)
    assert sorted(f.op for f in fs) == ["cute.memref.load", "cute.memref.store"]
    blocks = -(-1000 // 128)                               # ceil_div(1000, 128) blocks of 128 threads
    for f in fs:
        cx = f.detail["counterexample"]
        assert 0 <= cx["bid_x"] < blocks and 0 <= cx["tid_x"] < 128
        assert f.detail["first_element"] == 128 * cx["bid_x"] + cx["tid_x"] == 1000    # the first past 999
        assert "not masked" in " ".join(f.notes)
        assert f.line == line_of("else:", "_ragged_kernel") + 1 and "tB[tidx] = tA[tidx]" in SOURCE[f.line - 1]


@pytest.mark.parametrize("path", forms("correct_masked"), ids=lambda p: p.name)
def test_access_masked_by_elem_less_on_an_identity_tensor_is_clean(path):
    assert [f.render() for f in findings(path)] == []


@pytest.mark.parametrize("path", forms("planted_copy_unmasked"), ids=lambda p: p.name)
def test_unmasked_copy_through_a_thread_partition_is_an_error(path):
    # thread t of block b copies elements 128*b + 4*t .. + 3 (make_tiled_copy_tv(atom, 32:1, 4:1));
    # the witness of least b + t whose four elements reach past 999
    fs = findings(path)
    assert [(f.op, f.detail["verb"]) for f in fs] == [("cute.copy", "reads"), ("cute.copy", "writes")]
    blocks = -(-1000 // 128)
    b, t = min(((b, t) for b in range(blocks) for t in range(32) if 128 * b + 4 * t + 3 >= 1000),
               key=lambda bt: (sum(bt), bt))
    for f in fs:
        assert f.kind == "bounds" and f.detail["counterexample"] == {"bid_x": b, "tid_x": t}
        assert (f.detail["first_element"], f.detail["last_element"]) == (128 * b + 4 * t, 128 * b + 4 * t + 3)
    assert [f.line for f in fs] == [line_of("cute.copy(tiled_copy, src, frag)", "_tiled_ragged_kernel"),
                                    line_of("cute.copy(tiled_copy, frag, dst)", "_tiled_ragged_kernel")]


@pytest.mark.parametrize("path", forms("correct_copy_masked"), ids=lambda p: p.name)
def test_copy_masked_by_a_predicate_fragment_is_clean(path):
    assert [f.render() for f in findings(path)] == []


# ------------------------------------------------------------------ replicated stores

TV = parse("((2,16),4):((0,4),1)")


@pytest.mark.parametrize("path", forms("planted_race"), ids=lambda p: p.name)
def test_store_of_registers_through_a_replicated_tv_layout_is_a_race(path):
    (f,) = findings(path)
    assert f.severity == "error" and f.kind == "race" and f.op == "cute.copy"
    i, j = f.detail["coordinates"]
    t_i, t_j = f.detail["threads"]
    assert TV(i) == TV(j) == f.detail["value"] and t_i != t_j
    assert (t_i, t_j) == (i % 32, j % 32)
    assert f.line == line_of("cute.copy(tiled_copy, frag, dst)", "_replicated_kernel")


@pytest.mark.parametrize("path", forms("note_replicated_store"), ids=lambda p: p.name)
def test_replicated_store_of_what_was_read_is_a_note(path):
    assert findings(path) == []
    notes = [f for f in all_findings(path) if f.kind == "race"]
    assert len(notes) == 1 and notes[0].severity == "note"
    i, j = notes[0].detail["coordinates"]
    assert TV(i) == TV(j)


# ------------------------------------------------------------------ facts in the solver's language

def test_launch_bounds_are_written_in_the_assumption_language():
    # the grid n // 128 + 1 and ceil_div come out of sympy as floor/ceiling: written with //
    import sympy
    from solver.assume import parse_assumption
    from solver.check.symbolic import expr_text, relation
    n, b = sympy.symbols("arg0_q0 bid_x", integer=True)
    for e in (sympy.floor(n / 128) + 1, sympy.ceiling(n / 128), sympy.Mod(n, 7) + 3 * n):
        text = expr_text(e)
        for value in (-300, -1, 0, 5, 128, 1000, 4097):
            assert eval(text, {"arg0_q0": value}) == e.subs(n, value)      # Python's // is floor
        parse_assumption(relation(b, "<", e))
    assert relation(b, "<", sympy.Min(n, 3)) is None                     # no min() in the language
