"""Canonical syntax (seed 000, each type's "Assembly format"): every seed string
round-trips byte for byte; malformed text raises CuteSyntaxError at the right column."""
import re

import pytest

from cute_sym import (ComposedLayout, Coord, CuteSyntaxError, Dyn, E, IntTuple, Layout, Shape,
                      Stride, Swizzle, Tile, _, parse, parse_composed_layout, parse_coord,
                      parse_int_tuple, parse_layout, parse_shape, parse_stride, parse_swizzle,
                      parse_tile)
from cute_sym.syntax import DSL_PARSERS, PARSERS
from .foundation_seeds import SEED_PREFIXES, seed_text, type_strings

# The seed strings that are deliberately not values of the DSL's type text (which has no
# names; cute_sym.parse reads them as names): the column of the fault.
MALFORMED = {
    ("shape", "((4,8),x)"): 8,   # 000 get_shape errors: an underscore slot has no shape
    ("tile", "L"): 1,            # 000 get: prose placeholder `!cute.tile<"L">`
}


def _seed_strings():
    try:
        return type_strings()
    except pytest.skip.Exception:
        return []


def test_every_kind_and_every_seed_occurs():
    strings = _seed_strings()
    assert {k for k, _t in strings} == set(PARSERS)
    assert len(strings) >= 220
    assert set(MALFORMED) <= set(strings)


@pytest.mark.parametrize("kind, text", [s for s in _seed_strings() if s not in MALFORMED])
def test_seed_string_round_trips(kind, text):
    value = PARSERS[kind](text)
    assert str(value) == text
    assert PARSERS[kind](str(value)) == value


@pytest.mark.parametrize("kind, text", sorted(MALFORMED))
def test_seed_malformed_string(kind, text):
    with pytest.raises(CuteSyntaxError) as e:
        DSL_PARSERS[kind](text)
    assert e.value.column == MALFORMED[(kind, text)]


@pytest.mark.parametrize("text, value", [
    ("?{i64}", IntTuple(Dyn(64))),
    ("(?,?{i64})", IntTuple((Dyn(32), Dyn(64)))),
    ("(4)", IntTuple((4,))),
    ("()", IntTuple(())),
    ("(1@1@0,2@0)", Stride((E(1, (0, 1)), E(2, (0,))))),
    ("?@0", Stride(E(Dyn(), (0,)))),
    ("(_,_,?)", Coord((_, _, Dyn()))),
    ("(3,-8,7)", IntTuple((3, -8, 7))),
    ("4:1", Layout(4, 1)),
    ("((2,3),4):((1@0@0,1@1@0),1@1)", Layout(((2, 3), 4), ((E(1, (0, 0)), E(1, (0, 1))), E(1, (1,))))),
    ("S<3,4,3>", Swizzle(3, 4, 3)),
    ("S<3,4,3> o 0 o (8,64):(64,1)", ComposedLayout(Swizzle(3, 4, 3), 0, Layout((8, 64), (64, 1)))),
    ("[(2,3):(1,2);_]", Tile((Layout((2, 3), (1, 2)), _))),
    ("[4:1;[2:1;3:1];5:1]", Tile((Layout(4, 1), (Layout(2, 1), Layout(3, 1)), Layout(5, 1)))),
    ("_", Coord(_)),
])
def test_parse_builds_the_value_and_prints_it_back(text, value):
    assert parse(text) == value
    assert str(value) == text


def test_blanks_are_tolerated_and_printing_is_canonical():
    assert str(parse_layout(" ( 4 , 8 ) : ( 1 , 4 ) ")) == "(4,8):(1,4)"
    assert str(parse_tile("[ (2,3):(1,2) ; _ ]")) == "[(2,3):(1,2);_]"
    with pytest.raises(CuteSyntaxError) as e:  # the width annotation must follow '?' directly
        parse_int_tuple("? {i64}")
    assert e.value.column == 3


def test_kind_parsers_choose_the_kind():
    assert type(parse_shape("(4,8)")) is Shape
    assert type(parse_int_tuple("(4,8)")) is IntTuple
    assert type(parse_coord("(4,8)")) is Coord
    assert type(parse_stride("(4,8)")) is Stride
    assert type(parse("(4,8)")) is IntTuple
    assert type(parse("(4,_)")) is Coord
    assert type(parse("(4,1@0)")) is Stride
    assert type(parse("[_]")) is Tile


@pytest.mark.parametrize("parser, text, column, message", [
    (parse_int_tuple, "((4,8)", 7, "expected ',' or ')', found end of input"),
    (parse_int_tuple, "(4,8))", 6, "expected end of input, found ')'"),
    (parse_int_tuple, "(4,,8)", 4, "expected an integer, a name, '?', '_' or '(', found ','"),
    (parse_int_tuple, "", 1, "expected an integer, a name, '?', '_' or '(', found end of input"),
    (parse_int_tuple, "?{i16}", 3, "expected 'i32' or 'i64', found 'i'"),
    (parse_int_tuple, "(1,_)", 4, "_ is not a valid int_tuple leaf"),
    (parse_shape, "(4,1@0)", 4, "1@0 is not a valid shape leaf"),
    (parse_coord, "(2,(3,4@1))", 7, "4@1 is not a valid coord leaf"),
    (parse_stride, "(1,@0)", 4, "expected an integer, a name, '?', '_' or '(', found '@'"),
    (parse_stride, "1@-1", 3, "expected a non-negative basis mode index, found '-'"),
    (parse_stride, "(_,1@0)", 2, "_ is not a valid stride leaf"),
    (parse_swizzle, "S<1,2>", 6, "expected ',', found '>'"),
    (parse_swizzle, "S<3,4,2>", 1, "swizzle needs |num_shift| >= num_bits, got S<3,4,2>"),
    (parse_swizzle, "S<-1,4,3>", 1, "swizzle needs num_bits >= 0 and num_base >= 0"),
    (parse_swizzle, "Z<1,2,3>", 1, "expected 'S<', found 'Z'"),
    (parse_layout, "(4,8)", 6, "expected ':', found end of input"),
    (parse_layout, "(4,8):(1,4,2)", 7, "shape (4,8) and stride (1,4,2) are not congruent"),
    (parse_layout, "((4,8),2):(1,4)", 11, "not congruent"),
    (parse_layout, "(4,0):(1,4)", 4, "shape leaf must be positive, got 0"),
    (parse_layout, "(4,(2,-3)):(1,(4,8))", 7, "shape leaf must be positive, got -3"),
    (parse_layout, "(_,8):(1,4)", 2, "shape leaf must be an integer or '?', got _"),
    (parse_layout, "(4,8):(1,_)", 10, "stride leaf must be an integer, '?' or a scaled basis, got _"),
    (parse_layout, "(2,3):(1@0,1@0@0)", 7, "basis mode @0 is used both as a scalar and as a tuple"),
    (parse_layout, "(2,3):(1@0,4)", 7, "mixes integer leaves other than 0 with scaled-basis leaves"),
    (parse_composed_layout, "(4,8):(1,4)", 12, "expected ' o ', found end of input"),
    (parse_composed_layout, "(4,5):(1,4) o (1,2) o (2,3):(1,2)", 15,
     "offset (1,2) cannot be added to B(c) of profile ?"),
    (parse_composed_layout, "S<3,5,4> o (0,0) o (2,3):(1@0,1@1)", 12,
     "a swizzle A consumes only scalar indices"),
    (parse_composed_layout, "(4,5,6):(1,4,20) o (0,0) o (2,3):(1@0,1@1)", 20,
     "the profile of offset + B(c) does not match A's shape (4,5,6)"),
    (parse_composed_layout, "(4,5):(1,4) o 2 o (0,3):(1,2)", 20, "shape leaf must be positive, got 0"),
    (parse_tile, "[]", 2, "expected a layout, '_' or '[', found ']'"),
    (parse_tile, "[(2,3):(1,2);(4,5):(1,4)", 25, "expected ';' or ']', found end of input"),
    (parse_tile, "[(2,3):(1,2),_]", 13, "expected ';' or ']', found ','"),
    (parse_tile, "[4]", 3, "expected ':', found ']'"),
    (parse, "(4,8):(1,4) o 2", 16, "expected ' o ', found end of input"),
])
def test_malformed_text(parser, text, column, message):
    with pytest.raises(CuteSyntaxError) as e:
        parser(text)
    assert e.value.column == column
    assert message in e.value.reason
    assert str(e.value).splitlines()[-1] == "  " + " " * (column - 1) + "^"  # the caret line


# Values written in the seeds' prose and tables (outside !cute.<kind><"...">): layouts, swizzles and
# tuples with a bracket, ':' or '@' -- each parses and prints back byte for byte (audit: 39 strings).
_PROSE_VALUE = re.compile(
    r"(?<![\w.<\"])(?:S<-?\d+,-?\d+,-?\d+>|[(\[?\d][\w(),:@?{}\[\];_-]*[\w)\]}>])(?![\w\"])")


def _prose_values():
    from cute_sym.errors import CuteError
    known = {text for _kind, text in _seed_strings()}
    out = set()
    for prefix in SEED_PREFIXES:
        for text in _PROSE_VALUE.findall(seed_text(prefix)):
            if text in known or not re.search(r"[(:@\[]", text):
                continue
            try:
                parse(text)
            except CuteError:      # prose, not a value (e.g. 'f(x)')
                continue
            out.add(text)
    return sorted(out)


def test_prose_values_round_trip():
    values = _prose_values()
    assert len(values) >= 39 and "(2,3):(1@1,2@0)" in values and "(3,4):(4,1)" in values
    for text in values:
        assert str(parse(text)) == text
