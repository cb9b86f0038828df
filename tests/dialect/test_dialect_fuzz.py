"""``cute-opt`` on malformed or ill-typed input: diagnostics and exit status 1, never a
traceback.  Hypothesis mutates the valid test files of the lit suite (characters,
tokens, the canonical text inside the types) and runs the tool in-process (fast)
and, for a few inputs, as a subprocess."""
from __future__ import annotations

import io
import re
import subprocess
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cute_sym.dialect.opt import main

HERE = Path(__file__).resolve().parent
SOURCES = [p.read_text() for p in sorted(HERE.rglob("*.mlir"))]
TOKEN = re.compile(r'"[^"\n]*"|[%!@^]?[\w.]+|\S')
TYPE_TEXT = re.compile(r'<"([^"\n]*)">')
OPERAND = re.compile(r"\((%\w+)")
CUTE_ALPHABET = "()[],:;@?_0123456789-S<> o{}i"
FLAGS = [[], ["-split-input-file"], ["-split-input-file", "-verify-diagnostics"],
         ["--cute-fold-static"], ["--cute-expand-ops"], ["-mlir-print-op-generic"],
         ["-p", "cute-fold-static,cute-expand-ops", "-split-input-file"],
         ["--cute-expand-ops", "--cute-to-base", "-split-input-file"]]


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SOURCES))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["delete", "duplicate", "swap_chars", "swap_tokens", "type", "insert",
                                     "operand"]))
        n = len(text)
        i = draw(st.integers(0, max(n - 1, 0)))
        j = min(n, i + draw(st.integers(0, 6)))
        if kind == "delete":
            text = text[:i] + text[j:]
        elif kind == "duplicate":
            text = text[:j] + text[i:j] + text[j:]
        elif kind == "swap_chars" and n > 1:
            k = draw(st.integers(0, n - 1))
            a, b = sorted((i, k))
            text = text[:a] + text[b] + text[a + 1:b] + text[a] + text[b + 1:] if a < b else text
        elif kind == "swap_tokens":
            spans = [m.span() for m in TOKEN.finditer(text)]
            if len(spans) > 1:
                (a0, a1), (b0, b1) = sorted(draw(st.lists(st.sampled_from(spans), min_size=2, max_size=2, unique=True)))
                if a1 <= b0:
                    text = text[:a0] + text[b0:b1] + text[a1:b0] + text[a0:a1] + text[b1:]
        elif kind == "type":
            found = list(TYPE_TEXT.finditer(text))
            if found:
                m = draw(st.sampled_from(found))
                new = draw(st.text(alphabet=CUTE_ALPHABET, max_size=14))
                text = text[:m.start(1)] + new + text[m.end(1):]
        elif kind == "operand":
            found = list(OPERAND.finditer(text))
            if found:
                m = draw(st.sampled_from(found))
                text = text[:m.end()] + ", " + m.group(1) + text[m.end():]
        else:
            text = text[:i] + draw(st.text(alphabet=CUTE_ALPHABET + '%"!#=\n', max_size=4)) + text[i:]
    return text


def run_in_process(text: str, flags: list[str]) -> tuple[int, str]:
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    out, err = io.StringIO(), io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            rc = main([f.name, *flags])
    finally:
        Path(f.name).unlink()
    return rc, err.getvalue()


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated(), flags=st.sampled_from(FLAGS))
def test_mutations_give_diagnostics_not_tracebacks(text: str, flags: list[str]) -> None:
    rc, err = run_in_process(text, flags)
    assert rc in (0, 1)
    assert "Traceback" not in err and "internal error" not in err, err
    if rc == 1 and "-verify-diagnostics" not in flags:
        assert re.search(r"^(\S+:\d+:\d+|\S+): error: ", err, re.M), err


@settings(max_examples=4, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(text=mutated())
def test_mutations_as_a_subprocess(text: str, python: str, repo_env: dict) -> None:
    proc = subprocess.run([python, "-m", "cute_sym.dialect.opt", "-", "-split-input-file"], input=text,
                          capture_output=True, text=True, env=repo_env, timeout=120)
    assert proc.returncode in (0, 1)
    assert "Traceback" not in proc.stderr, proc.stderr


def test_a_func_without_its_function_type_is_reported_at_the_func() -> None:
    """Found by the mutations above: ``func.return``'s verifier reads its parent's
    ``function_type``; with the property misspelled, the error is the func's (as MLIR says),
    not a crash of the nested op."""
    text = ('"builtin.module"() ({\n  "func.func"() <{unction_type = () -> i32, sym_name = "f"}> ({\n'
            '    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n'
            '    "func.return"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n')
    code, out = run_in_process(text, [])
    assert code == 1 and "internal error" not in out and "Traceback" not in out
    assert re.search(r":2:3: error: 'func.func' op property 'function_type' expected", out), out


def test_a_module_whose_region_has_no_block_is_mlirs_constraint_error() -> None:
    """A module body must be one block; NVIDIA's MLIR (the DSL 4.8.1) says
    ``'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with
    1 blocks`` where xDSL's ``ModuleOp.ops`` would raise."""
    code, out = run_in_process('"builtin.module"() ({\n}) : () -> ()\n', [])
    assert code == 1 and "Traceback" not in out and "internal error" not in out
    assert re.search(r":1:1: error: 'builtin.module' op region #0 \('bodyRegion'\) failed to verify "
                     r"constraint: region with 1 blocks", out), out


def test_a_dense_array_of_an_unusual_width_is_a_diagnostic() -> None:
    """Found by the mutations above: xDSL has no form for ``array<i332: ...>`` and raises
    NotImplementedError while parsing; that is the input's error, at the attribute."""
    text = ('"builtin.module"() ({\n  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
            '    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">\n'
            '    %1 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">\n'
            '    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i332: 1, 1>}> : '
            '(!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">\n'
            '    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n')
    code, out = run_in_process(text, [])
    assert code == 1 and "internal error" not in out and "Traceback" not in out
    assert re.search(r":5:\d+: error: not supported here: .*i332", out), out
