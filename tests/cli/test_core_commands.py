"""``cute-sym eval`` and ``cute-sym draw`` through a subprocess: output, --json, exit codes."""
import json

from tests.draw.svg_cells import svg_cells


def test_eval_paper_coordinates(cute_sym):
    """§4.4: L(22) = L(2,5) = L((0,1),(1,1)) = 26."""
    r = cute_sym("eval", "((2,2),(4,2)):((1,8),(2,16))", "22", "(2,5)", "((0,1),(1,1))")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["L(22) = 26", "L(2,5) = 26", "L((0,1),(1,1)) = 26"]


def test_eval_coordinate_and_composed_layouts(cute_sym):
    r = cute_sym("eval", "(4,(4,2)):(1@1,(1@0,6@1))", "(1,5)")
    assert r.stdout.splitlines() == ["L(1,5) = (1,7)"]
    r = cute_sym("eval", "(6,2):(1,3) o (2,1) o (2,3):(1@1,2@0)", "0", "1", "5")
    assert r.stdout.splitlines() == ["L(0) = 5", "L(1) = 8", "L(5) = 12"]
    r = cute_sym("eval", "S<3,4,3> o 0 o (8,64):(64,1)", "(1,0)", "(2,1)")
    assert r.stdout.splitlines() == ["L(1,0) = 64", "L(2,1) = 145"]


def test_eval_dynamic_leaf_gives_question_mark(cute_sym):
    r = cute_sym("eval", "(?,8):(1,?)", "(1,2)")
    assert (r.returncode, r.stdout) == (0, "L(1,2) = ?\n")


def test_eval_table(cute_sym):
    r = cute_sym("eval", "(2,4):(4,1)")
    assert r.returncode == 0
    assert r.stdout.splitlines() == [
        "(2,4):(4,1)",
        "    0   1   2   3",
        "  +---+---+---+---+",
        "0 | 0 | 1 | 2 | 3 |",
        "1 | 4 | 5 | 6 | 7 |",
        "  +---+---+---+---+"]


def test_eval_json(cute_sym):
    r = cute_sym("--json", "eval", "(4,8):(1@0,1@1)", "9", "(3,7)")
    assert r.returncode == 0
    assert json.loads(r.stdout) == {"layout": "(4,8):(1@0,1@1)", "values": [
        {"coord": 9, "value": [1, 2]}, {"coord": [3, 7], "value": [3, 7]}]}
    r = cute_sym("eval", "(2,2):(2,1)", "--json")
    assert json.loads(r.stdout) == {"layout": "(2,2):(2,1)", "rows": 2, "cols": 2, "values": [[0, 1], [2, 3]]}


def test_syntax_error_points_at_the_column(cute_sym):
    r = cute_sym("eval", "(4,8):(1,4", "3")
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.splitlines()
    assert lines[0] == "error: LAYOUT: column 11: expected ',' or ')', found end of input"
    assert lines[1] == "  (4,8):(1,4"
    assert lines[2] == "  " + " " * 10 + "^"
    assert "Traceback" not in r.stderr


def test_syntax_error_in_a_coordinate(cute_sym):
    r = cute_sym("eval", "(4,8):(1,4)", "3", "(1,#)")
    assert r.returncode == 1
    assert r.stderr.splitlines()[0].startswith("error: COORD 2: column 4: expected")
    assert r.stderr.splitlines()[2] == "     ^"


def test_errors_as_json(cute_sym):
    r = cute_sym("--json", "eval", "(4,8):(1,4", "3")
    assert r.returncode == 1
    assert json.loads(r.stdout) == {"error": {
        "type": "CuteSyntaxError", "message": "expected ',' or ')', found end of input",
        "argument": "LAYOUT", "column": 11, "text": "(4,8):(1,4"}}
    r = cute_sym("eval", "(4,8)", "1", "--json")
    assert json.loads(r.stdout)["error"] == {
        "type": "KindError", "argument": "LAYOUT",
        "message": "expected a layout, composed layout or swizzle; got the int-tuple (4,8)"}


def test_value_errors_exit_1_without_traceback(cute_sym):
    for args in (["eval", "(4,8)", "1"], ["eval", "(?,8):(1,?)"], ["eval", "(1000,1000):(1,1000)"],
                 ["eval", "(4,8):(1,4)", "(1,2,3)"], ["draw", "((4,8),2):((16,1),8)", "--tv", "(8,4)"],
                 ["draw", "(4,8):(1,4)", "--tv", "(8,8"]):
        r = cute_sym(*args)
        assert r.returncode == 1, args
        assert r.stderr.startswith("error: ") and "Traceback" not in r.stderr, (args, r.stderr)


def test_usage_errors_exit_2(cute_sym):
    for args in ([], ["eval"], ["frobnicate"], ["eval", "(4,8):(1,4)", "--bogus"],
                 ["draw", "(4,8):(1,4)", "--format", "gif"]):
        r = cute_sym(*args)
        assert r.returncode == 2, args
        assert "usage: cute-sym" in r.stderr and "Traceback" not in r.stderr


def test_help_has_examples(cute_sym):
    r = cute_sym("--help")
    assert r.returncode == 0
    assert "examples:" in r.stdout and "exit status: 0 ok, 1 refuted or error, 2 usage" in r.stdout
    for command in ("eval", "draw"):
        r = cute_sym(command, "--help")
        assert r.returncode == 0 and "examples:\n  cute-sym " + command in r.stdout


def test_draw_svg_to_stdout_and_file(cute_sym, tmp_path):
    r = cute_sym("draw", "(4,8):(1,4)")
    assert r.returncode == 0
    cells = svg_cells(r.stdout)
    assert len(cells) == 32 and cells[3, 7]["label"] == "31"
    r = cute_sym("draw", "(4,8):(1,4)", "-o", "layout.svg")
    assert (r.returncode, r.stdout) == (0, "wrote layout.svg (4x8 cells, svg)\n")
    assert svg_cells((tmp_path / "layout.svg").read_text()) == cells


def test_draw_tv_png_and_text(cute_sym, tmp_path):
    r = cute_sym("draw", "((4,8),2):((16,1),8)", "--tv", "(8,8)", "-o", "tv.png")
    assert (r.returncode, r.stdout) == (0, "wrote tv.png (8x8 cells, png)\n")
    assert (tmp_path / "tv.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    r = cute_sym("draw", "((4,8),2):((16,1),8)", "--tv", "(8,8)", "--format", "text")
    assert [s.strip() for s in r.stdout.splitlines()[3].split("|")[1:4]] == ["T0V0", "T0V1", "T1V0"]


def test_draw_json_lists_the_cells(cute_sym):
    r = cute_sym("--json", "draw", "((4,8),2):((16,1),8)", "--tv", "(8,8)")
    data = json.loads(r.stdout)
    assert (data["rows"], data["cols"], data["output"], data["format"]) == (8, 8, None, "svg")
    assert data["cells"][1] == {"row": 0, "col": 1, "label": "T0V1", "value": [0, 1],
                                "fill": data["cells"][0]["fill"], "group": 0}
    assert len({c["fill"] for c in data["cells"]}) == 32


def test_draw_swizzle_and_tile(cute_sym):
    r = cute_sym("draw", "S<2,0,2>", "--format", "text")
    assert r.stdout.splitlines()[3] == "0 |  0 |  1 |  2 |  3 |"
    assert r.stdout.splitlines()[4] == "1 |  5 |  4 |  7 |  6 |"
    r = cute_sym("--json", "draw", "[2:1;2:2]")
    assert [c["label"] for c in json.loads(r.stdout)["cells"]] == ["(0,0)", "(0,2)", "(1,0)", "(1,2)"]
