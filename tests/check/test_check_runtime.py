"""Ops on dynamic leaves: the value the DSL computes at run time (CuTe's algorithm) held
against the paper's algebra for every value of the leaves (issues 12 and 13).

The modules are the corpus's DSL-printed ``dynamic_algebra`` (``composition((m,8):(1,m),
(4,2):(2,1))``) and ``dynamic_complement`` (``composition((m,8):(8,1), 8:1)``).  Each expected
value is computed here from the paper's definition, ``(A o B)(c) = A(B(c))`` on ``Z_|B|``, with
cute_sym's static layouts; and, where the DSL is installed, the DSL's own run-time answer is
asked for by running the ``@cute.jit`` function on the CPU at the counterexample's value
(``cute.printf`` of the composed layout): it must be the value the checker says it computes.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

from cute_sym import Layout, parse
from solver.check import Options, check_file

CORPUS = Path(__file__).resolve().parents[1] / "dialect" / "dsl_corpus"


def runtime_findings(name: str, **kw):
    return [f for p in (CORPUS / f"{name}.mlir", CORPUS / f"{name}.generic.mlir")
            for f in check_file(str(p), Options(**kw)).findings if f.severity != "note"]


def dsl_runtime(a_shape: str, a_stride: str, b: str, *ms: int) -> list[str]:
    """What the DSL prints at run time for ``composition(L(a_shape, a_stride), b)`` at each ``m``
    (one process; the DSL compiles from a file's source)."""
    pytest.importorskip("cutlass.cute")
    script = textwrap.dedent(f"""
        import cutlass.cute as cute
        from cutlass import Int32
        L = cute.make_layout

        @cute.jit
        def f(m: Int32):
            cute.printf("{{}}", cute.composition(L({a_shape}, stride={a_stride}), {b}))

        for m in {list(ms)}:
            f(Int32(m))
    """)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "runtime_composition.py"
        path.write_text(script)
        r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=600, cwd=tmp)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout.strip().splitlines()[-len(ms):]


def test_composition_whose_run_time_layout_is_not_a_o_b():
    """``(m,8):(1,m)`` is the identity on ``Z_8m``, so ``A o (4,2):(2,1)`` is ``(4,2):(2,1)`` for
    every ``m``; CuTe's algorithm splits ``B``'s stride 2 against ``m`` at run time and, for an
    odd ``m < 8``, returns a layout of another size."""
    fs = runtime_findings("dynamic_algebra")
    assert len(fs) == 2 and all(f.kind == "runtime" and f.severity == "error" for f in fs)
    f = fs[0]
    assert f.op == "cute.composition" and any("CuTe's algorithm assumes" in n for n in f.notes)
    m = f.detail["params"]["arg0"]
    A, B = Layout((m, 8), (1, m)), parse("(4,2):(2,1)")
    paper = [A(B(c)) for c in range(B.size())]
    assert paper == [B(c) for c in range(8)] and f.detail["paper"] == str(B)
    got = parse(f.detail["runtime"])
    assert got.size() != B.size() or [got(c) for c in range(8)] != paper
    assert dsl_runtime("(m, 8)", "(1, m)", "L((4, 2), stride=(2, 1))", m) == [f.detail["runtime"]]


def test_composition_the_paper_does_not_admit_at_some_extent():
    """``(m,8):(8,1) o 8:1``: for ``m < 8`` eq. 10 fails (``m`` does not divide 8 for ``m = 7``),
    the paper has no composition, and CuTe's algorithm returns ``(7,1):(8,1)``, 7 elements where
    ``B`` has 8 (it loses ``A(B(7)) = A(0,1) = 1``)."""
    fs = runtime_findings("dynamic_complement")
    assert len(fs) == 2 and all(f.kind == "runtime" and f.severity == "error" for f in fs)
    f = fs[0]
    m = f.detail["params"]["arg0"]
    assert 8 % m != 0 and "eq. 10" in f.detail["condition"]
    got = parse(f.detail["runtime"][0])
    A = Layout((m, 8), (8, 1))
    assert got.size() != 8 and A(7) not in [got(c) for c in range(got.size())]
    assert dsl_runtime("(m, 8)", "(8, 1)", "L(8, stride=1)", m) == f.detail["runtime"]


@pytest.mark.parametrize("name, assume", [("dynamic_algebra", "arg0 % 8 == 0"), ("dynamic_algebra", "arg0 >= 8"),
                                          ("dynamic_complement", "arg0 >= 8")])
def test_where_the_assumption_excludes_those_extents_no_finding(name, assume):
    assert runtime_findings(name, assume=(assume,)) == []


def test_the_dsl_agrees_with_the_paper_where_the_check_proved_it():
    """Differential: at extents the assumption ``arg0 % 8 == 0`` admits, the DSL's run-time
    layout is A o B (and at 3 and 5 it is not)."""
    B = parse("(4,2):(2,1)")
    ms = [8, 16, 24, 3, 5]
    for m, text in zip(ms, dsl_runtime("(m, 8)", "(1, m)", "L((4, 2), stride=(2, 1))", *ms)):
        A, got = Layout((m, 8), (1, m)), parse(text)
        right = got.size() == 8 and [got(c) for c in range(8)] == [A(B(c)) for c in range(8)]
        assert right == (m % 8 == 0), (m, text)
