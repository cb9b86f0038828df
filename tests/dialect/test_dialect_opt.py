"""``cute-opt``: MLIR's options, diagnostics at the right place, verify-diagnostics
semantics, idempotent printing."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cute_sym.dialect.opt import main

HERE = Path(__file__).resolve().parent
POSITIVE = sorted(p for p in (HERE / "Cute").rglob("*.mlir") if not p.stem.endswith("_errors"))


def run(capsys, tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    rc = main([str(src), *args])
    out, err = capsys.readouterr()
    return rc, out, err.replace(str(src), "in.mlir")


LAYOUT_FN = 'func.func @f(%l: !cute.layout<"(4,8):(1,4)">) {\n  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">\n  func.return\n}\n'


def test_verifier_error_at_the_op(capsys, tmp_path):
    rc, out, err = run(capsys, tmp_path, LAYOUT_FN)
    assert rc == 1 and out == ""
    # NVIDIA's words (the DSL 4.8.1's MLIR), then cute-sym's as a note at the op
    assert err.splitlines()[0] == ("in.mlir:2:3: error: 'cute.get' op mode [5] has invalid values for input type "
                                   '!cute.layout<"(4,8):(1,4)">')
    assert err.splitlines()[2] == "  ^"
    assert err.splitlines()[3] == "in.mlir:2:3: note: mode index 5 is out of range [0, 2) at level 0"


def test_type_error_at_the_character(capsys, tmp_path):
    """A CuteSyntaxError's column becomes the column in the file."""
    rc, _, err = run(capsys, tmp_path, 'func.func @f(%a: !cute.shape<"(4,x)">) {\n  func.return\n}\n')
    assert rc == 1
    assert err.startswith('in.mlir:1:34: error: failed to parse shape from "(4,x)"')     # NVIDIA's words
    assert 'in.mlir:1:34: note: invalid !cute.shape "(4,x)": expected an integer' in err


def test_split_input_file_keeps_line_numbers(capsys, tmp_path):
    text = 'func.func @a() {\n  func.return\n}\n// -----\n' + LAYOUT_FN
    rc, out, err = run(capsys, tmp_path, text, "-split-input-file")
    assert rc == 1
    assert "func.func @a()" in out
    assert err.startswith("in.mlir:6:3: error: 'cute.get' op")


def test_verify_diagnostics_forms(capsys, tmp_path):
    text = """func.func @f(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error@below {{mode [5]}}
  // expected-note@below {{mode index 5}}
  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}
// -----
func.func @e(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error-re@+2 {{'cute.get' op mode [{{[0-9]+}}] has invalid values}}
  // expected-note-re@+1 {{mode index {{[0-9]+}} is out of range}}
  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  func.return
}
// -----
func.func @g(%l: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  // expected-error@-1 {{has invalid values for input type}}
  // expected-note@-2 {{out of range [0, 2)}}
  func.return
}
// -----
func.func @h(%l: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.get<[5]>(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  // expected-error@above {{!cute.layout<"(4,8):(1,4)">}}
  // expected-note@above {{at level 0}}
  func.return
}
"""
    rc, _, err = run(capsys, tmp_path, text, "--split-input-file", "--verify-diagnostics")
    assert (rc, err) == (0, "")


def test_verify_diagnostics_failures(capsys, tmp_path):
    """An unexpected diagnostic and an expectation that is not met both fail, as in MLIR."""
    text = 'func.func @f() {\n  // expected-error@+1 {{nothing wrong here}}\n  func.return\n}\n// -----\n' + LAYOUT_FN
    rc, _, err = run(capsys, tmp_path, text, "-split-input-file", "-verify-diagnostics")
    assert rc == 1
    assert 'in.mlir:2:6: error: expected error "nothing wrong here" was not produced' in err
    assert "in.mlir:7:3: error: unexpected error: 'cute.get' op mode [5]" in err


def test_generic_output_reparses(capsys, tmp_path):
    rc, generic, _ = run(capsys, tmp_path, 'func.func @f() -> !cute.int_tuple<"9"> {\n'
                         '  %c = cute.static : !cute.coord<"(1,2)">\n  %s = cute.static : !cute.shape<"(4,8)">\n'
                         '  %i = cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">\n'
                         '  func.return %i : !cute.int_tuple<"9">\n}\n', "-mlir-print-op-generic")
    assert rc == 0 and '"cute.crd2idx"(%c, %s)' in generic
    rc, custom, _ = run(capsys, tmp_path, generic)
    assert rc == 0 and "cute.crd2idx(%c, %s) : (" in custom


@pytest.mark.parametrize("path", POSITIVE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_printing_is_a_fixpoint(capsys, tmp_path, path):
    """print(parse(print(x))) == print(x), in the custom and the generic form."""
    for flags in ([], ["-mlir-print-op-generic"]):
        rc, once, err = run(capsys, tmp_path, path.read_text(), "-split-input-file", *flags)
        assert rc == 0, err
        rc, twice, err = run(capsys, tmp_path, once, "-split-input-file", *flags)
        assert (rc, twice) == (0, once), err


@pytest.mark.parametrize("args", [["-no-such-flag"], ["-p", "no-such-pass"], ["a.mlir", "b.mlir"], ["-o"]])
def test_bad_command_lines(capsys, args):
    assert main(args) == 1
    err = capsys.readouterr().err
    assert err.startswith("cute-opt: ") and "Traceback" not in err


def test_missing_file(capsys, tmp_path):
    assert main([str(tmp_path / "absent.mlir")]) == 1
    assert "cannot read" in capsys.readouterr().err


def test_pass_spellings_and_output_file(capsys, tmp_path):
    text = ('func.func @f() -> !cute.int_tuple<"32"> {\n  %s = cute.static : !cute.shape<"(4,8)">\n'
            '  %n = cute.size (%s) : (!cute.shape<"(4,8)">) -> !cute.int_tuple<"32">\n'
            '  func.return %n : !cute.int_tuple<"32">\n}\n')
    outputs = set()
    for args in (["--cute-fold-static"], ["-cute-fold-static"], ["-p", "cute-fold-static"],
                 ["--pass-pipeline=builtin.module(cute-fold-static)"], ["-p=cute-expand-ops,cute-fold-static"]):
        rc, out, err = run(capsys, tmp_path, text, *args)
        assert rc == 0, err
        outputs.add(out)
    assert len(outputs) == 1 and 'cute.static : !cute.int_tuple<"32">' in outputs.pop()
    dest = tmp_path / "out.mlir"
    rc, out, _ = run(capsys, tmp_path, text, "-o", str(dest))
    assert rc == 0 and out == "" and "cute.size" in dest.read_text()


def test_console_entry_reads_stdin(python, repo_env):
    """``python -m cute_sym.dialect.opt -`` (what lit runs): stdin in, IR out."""
    proc = subprocess.run([python, "-m", "cute_sym.dialect.opt", "-"], input=LAYOUT_FN.replace("[5]", "[1]").replace(
        '-> !cute.layout<"(4,8):(1,4)">', '-> !cute.layout<"8:4">'), capture_output=True, text=True, env=repo_env)
    assert proc.returncode == 0, proc.stderr
    assert 'cute.get<[1]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"8:4">' in proc.stdout


def test_unclosed_string_does_not_hang(capsys, tmp_path):
    """xDSL 0.75's string-literal regex backtracks exponentially on an unclosed quote;
    cute-opt's lexer does not (this input took minutes before)."""
    rc, _, err = run(capsys, tmp_path, '"}#{// ' + "x" * 200 + "\n")
    assert rc == 1 and "in.mlir:1:1: error: End of file reached before closing string literal." in err


def test_readme_example_is_what_cute_opt_prints(capsys, tmp_path):
    """README "The cute dialect and cute-opt": the shown output is the tool's output."""
    import re
    readme = (HERE.parents[1] / "README.md").read_text()
    section = re.search(r"^## The cute dialect and cute-opt\n(.*?)(?=^## |\Z)", readme, re.M | re.S).group(1)
    source = re.search(r"^```mlir\n(.*?)^```", section, re.M | re.S).group(1)
    shown = re.findall(r"^```sh\n\$ cute-opt (\S+)(.*?)\n(.*?)^```", section, re.M | re.S)
    (_, flags, expected), (_, lower_flags, lowered), (_, _, error) = shown
    for flags, expected in ((flags, expected), (lower_flags, lowered)):
        rc, out, _ = run(capsys, tmp_path, source, *flags.split())
        assert rc == 0 and out == expected
    bad = 'func.func @f(%l: !cute.layout<"(4,8):(1,4)">) {\n' + error.splitlines()[1] + "\n  func.return\n}\n"
    rc, _, err = run(capsys, tmp_path, bad)
    assert rc == 1 and err == error.replace("bad.mlir", "in.mlir")


@pytest.mark.parametrize("prefix, bad", [("get<[0, 99999999999999999999]>", "99999999999999999999"),
                                         ("group_modes<0, 4000000000>", "4000000000"),
                                         ("recast_layout<-2147483649, 8>", "-2147483649")])
def test_an_i32_attribute_out_of_range_is_named(capsys, tmp_path, prefix, bad):
    """A mode index or an i32 parameter that does not fit i32 is an error at the integer (it was an
    'internal error: ValueError', or wrapped silently to end=-294967296)."""
    suffix = {"get": ' (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">',
              "group_modes": ' (%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"((4,8)):((1,4))">',
              "recast_layout": ' (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">'}[prefix.split("<")[0]]
    line = "  %r = cute." + prefix + suffix
    text = 'func.func @f(%l: !cute.layout<"(4,8):(1,4)">) {\n' + line + "\n  func.return\n}\n"
    rc, _, err = run(capsys, tmp_path, text)
    assert rc == 1 and "internal error" not in err
    assert err.splitlines()[0] == f"in.mlir:2:{line.index(bad) + 1}: error: integer {bad} does not fit i32", err


@pytest.mark.parametrize("op", ["append_to_rank", "prepend_to_rank"])
def test_a_huge_target_rank_is_refused_not_built(capsys, tmp_path, op):
    """``<2147483647>`` is an i32 (seed 000: > 0) but a tuple of that rank cannot be built; the op
    reports the limit instead of running out of memory (it ran for minutes)."""
    line = f'  %r = cute.{op}<2147483647> (%l, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">'
    text = ('func.func @f(%l: !cute.shape<"(4,8)">) {\n  %e = cute.static : !cute.shape<"1">\n'
            + line + "\n  func.return\n}\n")
    rc, _, err = run(capsys, tmp_path, text)
    assert rc == 1
    assert err.splitlines()[0] == (f"in.mlir:3:3: error: 'cute.{op}' op target rank 2147483647 exceeds "
                                   "the supported maximum 65536")


@pytest.mark.parametrize("text", ["", "\n", "// only a comment\n"])
def test_an_input_without_operations_is_an_empty_module(capsys, tmp_path, text):
    """As mlir-opt: no operation is an empty module, not 'Could not parse entire input!'."""
    assert run(capsys, tmp_path, text) == (0, "builtin.module {\n}\n", "")


def test_a_trailing_split_marker_leaves_an_empty_chunk(capsys, tmp_path):
    """``-split-input-file`` on a file that ends with ``// -----``: the last chunk is an empty module."""
    rc, out, err = run(capsys, tmp_path, "func.func @a() {\n  func.return\n}\n// -----\n", "-split-input-file",
                       "-verify-diagnostics")
    assert (rc, err) == (0, "")
    assert out.endswith("// -----\nbuiltin.module {\n}\n")
