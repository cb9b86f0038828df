"""Every error names the argument it is about (DEVELOPERS.md: "naming what is wrong and
where"), for the core commands and the plugins alike, and prints values as canonical text."""
import json

import pytest

from cute_sym import cli


@pytest.mark.parametrize("argv, first_line", [
    (["eval", "(4,8):(1,4)", "3", "(1,2,3)"],
     "error: COORD 2: coordinate (1,2,3) is not weakly congruent to the shape (4,8): it has rank 3 where "
     "the shape has rank 2"),
    (["eval", "(4,8):(1,4)", "((1,2),3)"], "error: COORD 1: coordinate ((1,2),3) is not weakly congruent to the "
     "shape (4,8): its mode [0] is the tuple (1,2) where the shape has the extent 4"),
    (["eval", "S<3,4,3>", "(1,2)"], "error: COORD 1: a swizzle consumes a scalar offset, got (1,2)"),
    (["prove-equal", "(4,8):(1,4)", "(4,8"], "error: B: column 5: expected ',' or ')', found end of input"),
    (["prove-equal", "(4,8", "32:1"], "error: A: column 5: expected ',' or ')', found end of input"),
    (["admissible", "(4,6,8):(2,3,5)", "6:"], "error: B: column 3: expected an integer, a name, '?', '_' or '(', "
                                             "found end of input"),
    (["contains", "[4:1;8:2]", "8:1"], "error: A: expected a layout or composed layout; got the tile [4:1;8:2]"),
    (["contains", "(4,8):(1,8)", "(4,8)"], "error: T: expected a layout or composed layout; got the int-tuple (4,8)"),
    (["prove-equal", "S<3,4,3>", "8:1"], "error: A: expected a layout or composed layout; got the swizzle S<3,4,3>"),
    (["codegen", "index", "(4,8):(1,4", "--unverified"], "error: LAYOUT: column 11: expected ',' or ')', "
                                                        "found end of input"),
    (["prove-equal", "(4,M):(1,4)", "32:1", "--assume", "M >"],
     "error: --assume: column 4: malformed assumption (invalid syntax)"),
    (["codegen", "index", "(M,N):(1,M)", "--assume", "M % 4 = 0"],
     "error: --assume: column 7: malformed assumption (invalid syntax)"),
    (["draw", "(4,8):(1,4)", "--tv", "(-8,8)"], "error: the tile of a thread-value drawing has positive "
                                                 "extents, got (-8,8)"),
    (["draw", "(4,8):(1,4)", "--tv", "(0,8)"], "error: the tile of a thread-value drawing has positive "
                                                "extents, got (0,8)"),
    (["draw", "(4,8):(1,4)", "--divide", "(4,?)"],
     "error: cannot draw the divide by (4,?): its '?' leaves have no values"),
])
def test_error_names_the_argument(argv, first_line, capsys):
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert err.splitlines()[0] == first_line, err


def test_plugin_argument_error_as_json(capsys):
    assert cli.main(["--json", "prove-equal", "(4,8):(1,4)", "32:1)"]) == 1
    assert json.loads(capsys.readouterr().out) == {"error": {
        "type": "CuteSyntaxError", "message": "expected end of input, found ')'", "argument": "B",
        "column": 5, "text": "32:1)"}}


@pytest.mark.parametrize("argv, first_line", [
    (["inverse", "S<3,4,3> o 0 o (256,256):(256,1)"], "error: LAYOUT: right_inverse of S<3,4,3> o 0 o"),
    (["product", "(4,8):(1@0,1@1)", "2:1"], "error: A: a product needs an integer-codomain A"),
    (["product", "4:1", "2:-1"], "error: B: a product needs B with non-negative integer strides"),
])
def test_algebra_errors_name_the_cli_argument(argv, first_line, capsys):
    """The algebra names its operands as the dialect does (input, lhs, rhs, tiler, cotarget):
    the CLI says which of its own arguments that is."""
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert err.startswith(first_line), err


def test_deep_nesting_is_a_syntax_error_not_a_recursion_error(capsys):
    """5000 nested parentheses: a caret at the first level too deep, not an internal error."""
    from cute_sym import parse
    from cute_sym.syntax import MAX_DEPTH
    deep = "(" * 5000 + "4" + ")" * 5000
    assert cli.main(["eval", f"{deep}:{deep}", "0"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: LAYOUT: column {MAX_DEPTH + 1}: nesting deeper than {MAX_DEPTH} levels"), err[:200]
    assert cli.main(["prove-equal", "4:1", "[" * 5000 + "4:1" + "]" * 5000]) == 1
    assert capsys.readouterr().err.startswith(f"error: B: column {MAX_DEPTH + 1}: nesting deeper than")
    shape, stride = ("(" * MAX_DEPTH + x + ")" * MAX_DEPTH for x in "42")
    assert parse(f"{shape}:{stride}")(3) == 6
