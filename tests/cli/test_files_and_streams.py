"""Files and streams the CLI cannot use are input errors (exit 1, one line naming the
file), never "internal error"; ``codegen lower -`` reads the module from stdin."""
import io
import sys

import pytest

from cute_sym import cli

EVAL_MLIR = """\
func.func @eval1d(%c: !cute.coord<"?">, %l: !cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?">
  func.return %r : !cute.int_tuple<"?">
}
"""


def _error(capsys) -> str:
    err = capsys.readouterr().err
    assert "internal error" not in err and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("argv, named", [
    (["draw", "(4,8):(1,4)", "-o", "{tmp}/missing/x.svg"], "{tmp}/missing/x.svg"),
    (["draw", "(4,8):(1,4)", "-o", "{tmp}/dir.svg"], "{tmp}/dir.svg"),
    (["codegen", "index", "(4,8):(8,1)", "--unverified", "-o", "{tmp}/missing/x.c"], "{tmp}/missing/x.c"),
    (["codegen", "lower", "{tmp}/missing.mlir"], "{tmp}/missing.mlir"),
])
def test_unusable_files_are_named(argv, named, tmp_path, capsys):
    (tmp_path / "dir.svg").mkdir()
    argv = [a.format(tmp=tmp_path) for a in argv]
    assert cli.main(argv) == 1
    err = _error(capsys)
    assert err.startswith(f"error: {named.format(tmp=tmp_path)}: "), err


def test_a_file_that_is_not_text_is_named(tmp_path, capsys):
    binary = tmp_path / "module.mlir"
    binary.write_bytes(b"\x7fELF\x02\x01\x01\x00\xd0\xff")
    assert cli.main(["codegen", "lower", str(binary)]) == 1
    assert _error(capsys).startswith(f"error: {binary}: not UTF-8 text")


def test_io_error_as_json(tmp_path, capsys):
    assert cli.main(["--json", "draw", "(4,8):(1,4)", "-o", str(tmp_path / "no" / "x.svg")]) == 1
    import json
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["type"] == "FileNotFoundError" and error["argument"] == str(tmp_path / "no" / "x.svg")


def test_full_stdout_is_an_error(python, repo_env):
    import subprocess
    with open("/dev/full", "w") as full:
        r = subprocess.run([python, "-m", "cute_sym.cli", "eval", "(4,8):(1,4)"], stdout=full,
                           stderr=subprocess.PIPE, text=True, env=repo_env, timeout=60)
    assert r.returncode == 1
    assert "internal error" not in r.stderr and r.stderr.startswith("error: "), r.stderr


def test_lower_reads_stdin(monkeypatch, capsys):
    """``-`` is stdin (the help says so); the C source is what lowering the file gives."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(EVAL_MLIR))
    assert cli.main(["codegen", "lower", "-", "--unverified"]) == 0
    out = capsys.readouterr().out
    assert "static __host__ __device__ cute_int_tuple_2 eval1d(cute_coord_0 a0, cute_layout_1 a1)" in out


def test_lower_with_stdin_closed(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", None)
    assert cli.main(["codegen", "lower", "-"]) == 1
    assert _error(capsys).startswith("error: -: ")


def test_lower_of_ill_typed_ir_points_at_the_file_line_and_column(tmp_path, capsys):
    """As cute-opt does: FILE:LINE:COL, the seed's words, the source line and a caret."""
    bad = tmp_path / "bad.mlir"
    bad.write_text('func.func @f(%l: !cute.layout<"(4,8):(1,4">) {\n  func.return\n}\n')
    assert cli.main(["codegen", "lower", str(bad)]) == 1
    assert _error(capsys).splitlines() == [
        f"error: {bad}:1:42: failed to parse layout from \"(4,8):(1,4\"",     # NVIDIA's words
        "func.func @f(%l: !cute.layout<\"(4,8):(1,4\">) {",
        " " * 41 + "^",
        f"{bad}:1:42: note: invalid !cute.layout \"(4,8):(1,4\": expected ',' or ')', found end of input",
        "func.func @f(%l: !cute.layout<\"(4,8):(1,4\">) {",
        " " * 41 + "^"]


@pytest.mark.parametrize("source, why", [('raise RuntimeError("boom")\n', "RuntimeError: boom"),
                                         ("def main(out):\n    return 1 +\n", "SyntaxError: invalid syntax"),
                                         ("x = 1\n", "has no main()")])
def test_prove_names_a_failing_proof_script(source, why, tmp_path, capsys):
    """A broken script of the user's DIR is their input, not a bug of cute-sym."""
    (tmp_path / "law.py").write_text(source)
    assert cli.main(["prove", str(tmp_path)]) == 1
    err = _error(capsys)
    assert err.startswith(f"error: {tmp_path / 'law.py'}: the proof script ") and why in err, err


def test_draw_to_a_file_of_unknown_format_is_a_usage_error(tmp_path, capsys):
    """``-o x.jpg`` used to get SVG text in a .jpg file; the suffix decides or --format does."""
    assert cli.main(["draw", "(4,8):(1,4)", "-o", str(tmp_path / "x.jpg")]) == 2
    assert "cannot tell the format of" in capsys.readouterr().err and not (tmp_path / "x.jpg").exists()
    assert cli.main(["draw", "(4,8):(1,4)", "-o", str(tmp_path / "x.jpg"), "--format", "png"]) == 0
    assert (tmp_path / "x.jpg").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert cli.main(["draw", "(4,8):(1,4)", "-o", str(tmp_path / "X.PNG")]) == 0
    assert (tmp_path / "X.PNG").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_closed_stdout_is_an_error(python, repo_env):
    """``cute-sym eval L >&-`` printed nothing and exited 0."""
    import os
    import subprocess
    r = subprocess.run([python, "-m", "cute_sym.cli", "eval", "(4,8):(1,4)", "3"], stderr=subprocess.PIPE,
                       text=True, env=repo_env, timeout=60, preexec_fn=lambda: os.close(1))
    assert (r.returncode, r.stderr) == (1, "error: standard output is closed\n")
