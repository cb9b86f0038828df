"""``cute_sym.dsl.check(jit_function, *args)``: trace with the DSL's IR dump, check, return the
findings; ``assert_checked`` for a kernel's own tests.  Runs the DSL in a subprocess (skipped
without ``nvidia-cutlass-dsl``)."""
from __future__ import annotations

import subprocess
import textwrap

import pytest

from tests.dsl.cute_dsl import available

KERNEL = textwrap.dedent('''\
    import cutlass.cute as cute
    from cute_sym import dsl

    @cute.jit
    def trap():
        cute.printf("{}", cute.composition(cute.make_layout((4, 6, 8), stride=(2, 3, 5)),
                                           cute.make_layout(6, stride=3)))

    @cute.jit
    def fine():
        cute.printf("{}", cute.composition(cute.make_layout((8, 8), stride=(8, 1)),
                                           cute.make_layout(((4, 8), 2), stride=((16, 1), 8))))

    @cute.jit
    def size_zero():
        cute.printf("{}", cute.complement(cute.make_layout((4, 3), stride=(2, 2)), 64))

    found = dsl.check(trap)
    for f in found:
        print(f.render().splitlines()[0])
    print("fine:", dsl.assert_checked(fine))
    try:
        dsl.assert_checked(trap)
    except AssertionError as e:
        print("assert_checked:", str(e).splitlines()[0])
    print("size_zero:", [(f.kind, f.line) for f in dsl.check(size_zero)])
''')


@pytest.mark.skipif(not available(), reason="needs nvidia-cutlass-dsl 4.8.1")
def test_check_a_jit_function(python, repo_env, tmp_path):
    (tmp_path / "kernel.py").write_text(KERNEL)
    r = subprocess.run([python, "kernel.py"], capture_output=True, text=True, env=repo_env, cwd=tmp_path,
                       timeout=600)
    out = r.stdout.splitlines()
    assert r.returncode == 0, r.stdout + r.stderr
    assert out[0].startswith(f"{tmp_path}/kernel.py:6:22: error: 'cute.composition' op stride divisibility (eq. 9)")
    assert out[1] == "fine: []"
    assert out[2] == "assert_checked: cute-sym check: 1 finding(s) for trap:"
    line = next(k + 1 for k, text in enumerate(KERNEL.splitlines()) if "cute.complement(" in text)
    assert out[3] == f"size_zero: [('invalid-type', {line})]"
    assert not list(tmp_path.glob("*.mlir"))         # the dump went to a scratch folder, removed


def test_import_cute_sym_dsl_loads_no_solver(python, repo_env):
    code = ("import sys, cute_sym.dsl; bad = [m for m in ('solver', 'z3', 'islpy', 'cutlass') if m in sys.modules];"
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([python, "-c", code], capture_output=True, text=True, env=repo_env)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize("text,expected", [
    # MLIR's verifier announces the failure on its first line and gives the reason under it
    ("Operation creation failed:\nerror: unknown: unable to compute the following composition: "
     "'!cute.layout<\"(8,2):(65536,512)\">' o '!cute.layout<\"16:3\">'",
     "Operation creation failed: error: unknown: unable to compute the following composition: "
     "'!cute.layout<\"(8,2):(65536,512)\">' o '!cute.layout<\"16:3\">'"),
    ("'_ComposedLayout' object has no attribute 'stride'\n  more",
     "'_ComposedLayout' object has no attribute 'stride'"),
    ("", "RuntimeError"),
])
def test_the_dsl_failure_keeps_its_reason(text: str, expected: str) -> None:
    from cute_sym.dsl import _reason
    assert _reason(RuntimeError(text)) == expected
