"""``cute-sym compose / complement / divide / product / inverse`` and ``draw --product/--divide``
through a subprocess: the paper's worked examples (seed 001 §5), --json, errors and exit codes."""
import json
import subprocess

import pytest

from tests.draw.svg_cells import svg_cells

CASES = [   # (argv, printed result): paper §5 worked examples and Tables 4, 5, 7
    (["compose", "(4,2,8):(3,12,97)", "3:3"], "3:9"),
    (["compose", "20:2", "(5,4):(4,1)"], "(5,4):(8,2)"),
    (["compose", "(8,8):(8,1)", "((4,8),2):((16,1),8)"], "((4,8),2):((2,8),1)"),
    (["compose", "(8,8):(1,9)", "((4,8),2):((16,1),8)"], "((4,8),2):((18,1),9)"),
    (["compose", "(8,16):(20,1)", "[4:1;8:2]"], "(4,8):(20,2)"),
    (["compose", "(8,16):(20,1)", "(4,8)"], "(4,8):(20,1)"),
    (["complement", "(4,8):(1,8)"], "2:4"),
    (["complement", "(4,8):(1,5)", "41"], "2:40"),
    (["complement", "8:3", "24"], "3:1"),
    (["divide", "24:3", "8:3"], "(8,3):(9,3)"),
    (["divide", "(6,2,2):(2,1,20)", "8:3"], "((2,2,2),3):((6,1,20),2)"),
    (["divide", "(8,16):(20,1)", "[4:1;8:2]"], "((4,2),(8,2)):((20,80),(2,1))"),
    (["divide", "(8,16):(20,1)", "[4:1;8:2]", "--kind", "zipped"], "((4,8),(2,2)):((20,2),(80,1))"),
    (["product", "(3,4):(4,1)", "(2,5):(1,2)"], "((3,4),(2,5)):((4,1),(12,24))"),
    (["product", "(4,8):(20,2)", "(3,2):(2,1)"], "((4,8),(3,2)):((20,2),(80,1))"),
    (["product", "(3,4):(4,1)", "(2,5):(1,2)", "--kind", "blocked"], "((3,2),(4,5)):((4,12),(1,24))"),
    (["product", "(3,4):(4,1)", "(2,5):(1,2)", "--kind", "raked"], "((2,3),(5,4)):((12,4),(24,1))"),
    (["inverse", "(4,8):(8,1)"], "(8,4):(4,1)"),
    (["inverse", "(3,7,5):(5,15,1)"], "(5,21):(21,1)"),
    (["inverse", "(4,8):(1,5)"], "4:1"),
    (["inverse", "(4,8):(1@0,1@1)"], "(4,8):(1,4)"),
]


@pytest.mark.parametrize("argv,expected", CASES, ids=[" ".join(a) for a, _ in CASES])
def test_paper_examples(cute_sym, argv, expected):
    r = cute_sym(*argv)
    assert (r.returncode, r.stdout, r.stderr) == (0, expected + "\n", "")


def test_left_inverse_undoes_the_layout(cute_sym):
    """L†(L(k)) = k (§5.4.3) for (4,8):(1,5), checked through eval."""
    r = cute_sym("inverse", "(4,8):(1,5)", "--left")
    inverse = r.stdout.strip()
    offsets = [(k % 4) + 5 * (k // 4) for k in range(32)]
    r = cute_sym("eval", inverse, *map(str, offsets))
    assert r.stdout.splitlines() == [f"L({x}) = {k}" for k, x in enumerate(offsets)]


def test_json_results(cute_sym):
    r = cute_sym("--json", "compose", "20:2", "(5,4):(4,1)")
    assert json.loads(r.stdout) == {"op": "composition", "operands": {"A": "20:2", "B": "(5,4):(4,1)"},
                                    "result": "(5,4):(8,2)"}
    r = cute_sym("divide", "24:3", "8:3", "--kind", "flat", "--json")
    assert json.loads(r.stdout)["op"] == "flat_divide"
    r = cute_sym("--json", "inverse", "(4,8):(1,5)", "--left")
    assert json.loads(r.stdout)["op"] == "left_inverse"
    r = cute_sym("--json", "complement", "4:2", "24")
    assert json.loads(r.stdout) == {"op": "complement", "operands": {"LAYOUT": "4:2", "COTARGET": "24"},
                                    "result": "(2,3):(1,8)"}


def test_inadmissible_composition_is_refused(cute_sym):
    """The trap (4,6,8):(2,3,5) o 6:3 (a released CuTe returned (2,3):(6,3)) exits 1 naming eq. 9."""
    r = cute_sym("compose", "(4,6,8):(2,3,5)", "6:3")
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.startswith("error: stride divisibility (eq. 9) fails") and "Traceback" not in r.stderr
    r = cute_sym("--json", "compose", "(4,6,8):(2,3,5)", "6:3")
    assert json.loads(r.stdout)["error"]["type"] == "CompositionError"


def test_algebra_input_errors(cute_sym):
    r = cute_sym("divide", "(8,16):(20,1)", "[4:1;8:2")
    assert r.returncode == 1
    assert r.stderr.splitlines()[0] == "error: TILER: column 9: expected ';' or ']', found end of input"
    assert r.stderr.splitlines()[2] == "  " + " " * 8 + "^"
    r = cute_sym("product", "(3,4):(4,1)", "[2:1;5:1]")
    assert (r.returncode, r.stderr) == (1, "error: B: expected a layout; got the tile [2:1;5:1]\n")
    r = cute_sym("complement", "(4,8):(1,3)")
    assert r.returncode == 1 and "not injective" in r.stderr
    for argv in (["product", "(3,4):(4,1)", "(2,5):(1,2)", "--kind", "diagonal"], ["inverse"],
                 ["compose", "4:1"], ["divide", "4:1", "2:1", "--kind", "blocked"]):
        r = cute_sym(*argv)
        assert r.returncode == 2 and "usage: cute-sym" in r.stderr, argv


@pytest.mark.parametrize("command", ["compose", "complement", "divide", "product", "inverse"])
def test_help_has_examples(cute_sym, command):
    r = cute_sym(command, "--help")
    assert r.returncode == 0 and f"examples:\n  cute-sym {command} " in r.stdout


def test_draw_blocked_product_fig10(cute_sym, tmp_path):
    r = cute_sym("draw", "(3,4):(4,1)", "--product", "(2,5):(1,2)", "-o", "blocked.svg")
    assert (r.returncode, r.stdout) == (0, "wrote blocked.svg (6x20 cells, svg)\n")
    cells = svg_cells((tmp_path / "blocked.svg").read_text())
    assert all(c["group"] == m // 3 + 2 * (n // 4) for (m, n), c in cells.items())
    assert len({c["fill"] for c in cells.values()}) == 10


def test_draw_raked_product_and_divide_as_json(cute_sym):
    r = cute_sym("--json", "draw", "(3,4):(4,1)", "--product", "(2,5):(1,2)", "--kind", "raked")
    data = json.loads(r.stdout)
    assert data["groups"] == "tile"
    assert all(c["group"] == c["row"] % 2 + 2 * (c["col"] % 5) for c in data["cells"])
    r = cute_sym("--json", "draw", "(8,16):(20,1)", "--divide", "[4:1;8:2]")
    data = json.loads(r.stdout)
    assert data["title"] == "logical_divide((8,16):(20,1), [4:1;8:2]) = ((4,2),(8,2)):((20,80),(2,1))"
    assert all(c["group"] == c["row"] // 4 + 2 * (c["col"] % 2) for c in data["cells"])


def test_draw_divide_text_has_a_tile_table(cute_sym):
    r = cute_sym("draw", "24:3", "--divide", "8:3", "--format", "text")
    lines = r.stdout.splitlines()
    assert lines[0] == "logical_divide(24:3, 8:3) = (8,3):(9,3)"
    row = lines[lines.index("tiles:") + 3]
    assert [x.strip() for x in row.split("|")[1:-1]] == [str(x % 3) for x in range(24)]


def test_draw_modes_are_exclusive(cute_sym):
    r = cute_sym("draw", "(3,4):(4,1)", "--product", "(2,5):(1,2)", "--tv", "(8,8)")
    assert r.returncode == 2 and "not allowed with argument" in r.stderr
    r = cute_sym("draw", "(3,4):(4,1)", "--kind", "raked")
    assert (r.returncode, r.stderr) == (2, "cute-sym draw: error: --kind needs --product or --divide\n")
    r = cute_sym("draw", "(3,4):(4,1)", "--divide", "3:1", "--kind", "raked")
    assert r.returncode == 1 and "unknown divide 'raked'" in r.stderr


def test_non_utf8_terminal_gets_escapes_not_a_traceback(python, repo_env, tmp_path):
    env = dict(repo_env, PYTHONIOENCODING="ascii")
    r = subprocess.run([python, "-m", "cute_sym.cli", "compose", "(4,6,8):(2,3,5)", "6:3"], capture_output=True,
                       text=True, env=env, cwd=tmp_path)
    assert r.returncode == 1
    assert r.stderr.startswith("error: stride divisibility (eq. 9) fails: S\\u0304_1 = 4")


def test_inverse_of_a_huge_swizzled_layout_is_refused_not_a_hang(capsys):
    """The swizzled inverse is checked point by point: 2^40 points would never finish."""
    from cute_sym import cli
    from cute_sym.algebra.composition import BRUTE_FORCE_LIMIT
    assert cli.main(["inverse", "S<3,4,3> o 0 o (1048576,1048576):(1048576,1)"]) == 1
    err = capsys.readouterr().err
    assert f"1099511627776 points, more than the {BRUTE_FORCE_LIMIT} it checks" in err, err
