"""The fast lexer (``cute_sym.dialect.lexing``) forms every token xDSL's lexer forms: kind,
span and span class, over whole modules the DSL printed and over the texts where the two paths
part (escapes, floats, hexadecimal, ``{-#``, ``#-}``, ``...``, errors)."""
from pathlib import Path

import pytest
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from cute_sym.dialect.diagnostics import _Lexer

CORPUS = Path(__file__).resolve().parent.parent / "check" / "corpus"


class _Plain(MLIRLexer):
    _unescaped_characters_regex = _Lexer._unescaped_characters_regex


def _tokens(cls: type, text: str) -> list[tuple]:
    lexer, out = cls(Input(text, "t")), []
    while True:
        try:
            t = lexer.lex()
        except Exception as e:  # the same error at the same place
            out.append(("error", type(e).__name__, str(e).splitlines()[-1:], lexer.pos))
            return out
        out.append((t.kind, t.span.start, t.span.end, type(t.span).__name__))
        if t.kind == MLIRTokenKind.EOF:
            return out


TEXTS = [
    '%0 = cute.static : !cute.layout<"(4,8):(1,4)"> loc(#loc3)',
    '"a\\"b" "\\n" "\\41" "" "x"y',                            # escapes go through xDSL's own path
    "1.5 2. 3.0e-4 0x1F 0xg 012 4xf32 10x5 1e5 0 -1 ->-",      # floats, hex, dims, minus, arrow
    "{-# meta #-} #-} #-x #a.b #12ab ^bb0 !llvm.ptr<1> @f @\"s\" @_x ...",
    "// comment\n  %a // trailing\n\t%b_1.c$ = %c#0 : i32",
    "%-a %$b %. %9 %x-y %",                                    # ids; a bare '%' is xDSL's error
    "a é b",                                                   # a non-ASCII letter: xDSL's path
    ": , ( ) } [ ] < > = + / * ? | { ",
    '"unclosed',
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_tokens_equal_xdsl_tokens(text):
    assert _tokens(_Lexer, text) == _tokens(_Plain, text)


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.mlir"))[:6], ids=lambda p: p.name)
def test_tokens_of_printed_modules(path):
    text = path.read_text()
    fast = _tokens(_Lexer, text)
    assert len(fast) > 1000 and fast == _tokens(_Plain, text)
