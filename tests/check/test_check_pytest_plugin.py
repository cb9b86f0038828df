"""The pytest plugin (``pytest --cute-check``, ``--cute-check-paths``; issue 25, item 4), run by
pytester: a module with a planted bug fails its test with the rendered finding, the unmutated
one passes; ``@cute.jit`` compilations are checked when the DSL is installed."""
from __future__ import annotations

import importlib.metadata as md
import textwrap
from pathlib import Path

import pytest

from tests.dsl.cute_dsl import available

pytest_plugins = ["pytester"]

MODULES = Path(__file__).resolve().parent / "dsl_modules"
PLUGIN = "solver.check.pytest_plugin"


def _plugin_args() -> list[str]:
    """``-p`` the plugin unless its entry point (an installed cute-sym) loads it already."""
    if any(ep.value == PLUGIN for ep in md.entry_points(group="pytest11")):
        return []
    return ["-p", PLUGIN]


@pytest.fixture
def run(pytester, monkeypatch, tmp_path):
    monkeypatch.setenv("CUTE_SYM_CACHE", str(tmp_path / "cache"))

    def go(*args: str):
        # in a process of its own: the checker's time limits (SIGALRM) stay out of this session
        pytester.makepyfile(test_nothing="def test_nothing():\n    assert True\n")
        return pytester.runpytest_subprocess(*_plugin_args(), "-p", "no:cacheprovider", *args)
    return go


PAIRS = {"planted_view": "correct_tiles", "planted_tv": "correct_tiles", "planted_smem_view": "correct_smem_copy",
         "planted_align": "correct_vector_copy"}


def test_planted_bugs_fail_their_items_with_the_rendered_finding_and_correct_twins_pass(run, tmp_path):
    twins = tmp_path / "twins"                      # a directory, expanded to its modules
    twins.mkdir()
    for name in sorted(set(PAIRS.values())):
        (twins / f"{name}.mlir").write_text((MODULES / f"{name}.mlir").read_text())
    r = run("--cute-check-paths", *(str(MODULES / f"{p}.mlir") for p in PAIRS), "--cute-check-paths", str(twins))
    r.assert_outcomes(passed=1 + len(set(PAIRS.values())), failed=len(PAIRS))
    out = r.stdout.str()
    failed = {line.split("cute-check[", 1)[1].split("]", 1)[0] for line in out.splitlines()
              if line.startswith("FAILED ") and "cute-check[" in line}
    assert failed == {str(MODULES / f"{p}.mlir") for p in PAIRS}
    assert f"cute-sym check {MODULES / 'planted_view.mlir'}:" in out
    assert "error: 'cute.make_view' op the view '!cute.memref<f32, gmem, \"(32,8):(8,1)\">' leaves the tensor " \
           "argument %arg0: it reaches element 355, but the allocation holds 256 4-byte elements" in out
    assert "error: 'cute.make_tiled_copy' op the tiled copy's TV layout ((8,32),1):((32,2),0)" in out


def test_without_its_options_the_plugin_changes_nothing(run):
    run().assert_outcomes(passed=1)


JIT_TESTS = textwrap.dedent('''\
    import cutlass.cute as cute

    @cute.jit
    def trap():
        cute.printf("{}", cute.composition(cute.make_layout((4, 6, 8), stride=(2, 3, 5)),
                                           cute.make_layout(6, stride=3)))

    @cute.jit
    def fine():
        cute.printf("{}", cute.composition(cute.make_layout((8, 8), stride=(8, 1)),
                                           cute.make_layout(((4, 8), 2), stride=((16, 1), 8))))

    def test_trap():
        cute.compile(trap)

    def test_fine():
        cute.compile(fine)
''')


@pytest.mark.skipif(not available(), reason="needs nvidia-cutlass-dsl 4.8.1")
def test_jit_compilations_are_checked_and_fail_the_test_that_made_them(run, pytester):
    pytester.makepyfile(test_kernels=JIT_TESTS)
    r = run("--cute-check")
    r.assert_outcomes(passed=2, failed=1)
    out = r.stdout.str()
    assert "test_kernels.py::test_trap" in out and "cute-sym check: findings in the modules this test compiled" in out
    line = next(k + 1 for k, x in enumerate(JIT_TESTS.splitlines()) if "cute.printf" in x)
    assert f"test_kernels.py:{line}:22: error: 'cute.composition' op stride divisibility (eq. 9)" in out
    run().assert_outcomes(passed=3)                      # without --cute-check: nothing is checked
