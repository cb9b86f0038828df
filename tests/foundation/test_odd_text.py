"""Odd inputs to the parsers (audit): every one is a value printed back byte for byte
or a CuteSyntaxError naming the column, never a Python traceback or a RecursionError."""
import pytest

from cute_sym import CuteSyntaxError, IntTuple, parse, parse_layout, parse_swizzle
from cute_sym.syntax import MAX_DEPTH, PARSERS


@pytest.mark.parametrize("text, column", [
    ("(\uff14,8)", 2),          # FULLWIDTH DIGIT FOUR: str.isdigit() holds, but it is not CuTe text
    ("(\u0664,8)", 2),          # ARABIC-INDIC DIGIT FOUR
    ("(4,8):(1,\u0664)", 10),
    ("4\u00b2", 2),             # SUPERSCRIPT TWO: isdigit() holds and int() raises ValueError
    ("\u00b2", 1),
    ("S<\u00b3,4,3>", 3),
    ("1@\u00b2", 3),
])
def test_only_ascii_digits_are_integers(text, column):
    with pytest.raises(CuteSyntaxError) as e:
        parse(text)
    assert e.value.column == column


def test_deep_nesting_is_a_syntax_error_not_a_recursion_error():
    for opening, closing, parser in (("(", ")", parse), ("[", "]", parse)):
        inner = "1" if opening == "(" else "_"
        text = opening * 5000 + inner + closing * 5000
        with pytest.raises(CuteSyntaxError) as e:
            parser(text)
        assert e.value.column == MAX_DEPTH + 1          # the first bracket past the limit
        assert "nesting deeper than" in e.value.reason
    deepest = "(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH   # the limit itself is fine
    assert str(parse(deepest)) == deepest
    tile = "[" * MAX_DEPTH + "4:1" + "]" * MAX_DEPTH
    assert str(parse(tile)) == tile


def test_deep_layouts_within_the_limit_evaluate():
    shape = "(" * (MAX_DEPTH - 1) + "(2,3)" + ")" * (MAX_DEPTH - 1)
    stride = "(" * (MAX_DEPTH - 1) + "(1,2)" + ")" * (MAX_DEPTH - 1)
    L = parse_layout(f"{shape}:{stride}")
    assert [L(i) for i in range(6)] == list(range(6))
    assert L.cosize() == 6


def test_huge_integers_round_trip_or_name_the_column():
    big = "12345678901234567890123456789"
    assert parse(big) == IntTuple(12345678901234567890123456789)
    assert str(parse(f"({big},-{big})")) == f"({big},-{big})"
    with pytest.raises(CuteSyntaxError) as e:      # past Python's int-from-text limit
        parse("(1," + "9" * 5000 + ")")
    assert e.value.column == 4 and "integer" in e.value.reason
    with pytest.raises(CuteSyntaxError) as e:
        parse_swizzle("S<" + "9" * 5000 + ",4,3>")
    assert e.value.column == 3


@pytest.mark.parametrize("text", ["(1,2)\r\n", "\r\n(4,8):(1,4)\r\n", "[4:1;\r\n_]"])
def test_crlf_is_a_blank(text):
    assert str(parse(text)) == "".join(text.split())


@pytest.mark.parametrize("text, column, found", [
    ("(1,2)\x00", 6, r"'\x00'"),
    ("(1,\x072)", 4, r"'\x07'"),
])
def test_unprintable_characters_are_shown_escaped(text, column, found):
    with pytest.raises(CuteSyntaxError) as e:
        parse(text)
    assert e.value.column == column and e.value.reason.endswith(f"found {found}")


@pytest.mark.parametrize("text", ["?{i32}", "(?{i32},?{i64})"])
def test_i32_annotation_is_the_default_width(text):
    # ?{i32} is accepted and prints canonically as '?'
    assert str(parse(text)) == text.replace("?{i32}", "?")


def test_every_parser_turns_odd_text_into_syntax_errors():
    odd = ["", " ", "()()", "(,)", "(1,)", "--1", "+1", "0x10", "1_000", "?@?", "_@0", "S<3,4,3",
           "[]", "[4:1;]", "4:1:1", "\u2212" + "1", "(1\u00a02)", "\ufeff1", "\U0001F600"]
    for name, parser in PARSERS.items():
        for text in odd:
            with pytest.raises(CuteSyntaxError) as e:
                parser(text)
            assert 1 <= e.value.column <= len(text) + 1, (name, text)
