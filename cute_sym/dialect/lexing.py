"""A faster MLIR lexer: xDSL's tokens, the common ones found by one regular expression.

A module the DSL prints is some 15 tokens a line, and a 40,000-line Blackwell FMHA is 600,000
tokens: xDSL's ``MLIRLexer.lex`` (a dozen Python calls a token) was a quarter of reading it.
:class:`FastLexer` matches whitespace, comments and the token that follows in one
``re.match``: bare identifiers, ``%`` ``^`` ``!`` ``#`` ``@`` identifiers, single-character
punctuation, ``->``, ``-``, ``{``, decimal integers and string literals without escapes.  Any
other text (escapes, floats, hexadecimal, ``...``, ``{-#``, the end of the input, an error) is
xDSL's own ``lex`` from the same position, so every token -- kind, span, span class -- is the
one xDSL forms (``tests/dialect/test_lexing.py`` compares the two over whole modules).
"""
from __future__ import annotations

import re

from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind, StringLiteral

__all__ = ["FastLexer"]

K = MLIRTokenKind
_TOKEN = re.compile(
    r"(?:\s+|//[^\n]*)*+"                                      # whitespace and comments (possessive)
    r"(?:([a-zA-Z_][a-zA-Z0-9_$.]*+)"                          # 1 bare identifier
    r"|(%(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"           # 2 %id
    r"|(\^(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"          # 3 ^id
    r"|(!(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"           # 4 !id
    r"|(#(?!-\})(?:[0-9]++|[a-zA-Z$._-][a-zA-Z0-9$._-]*+))"    # 5 #id (not '#-}')
    r"|(@[a-zA-Z_][a-zA-Z0-9_$.]*+)"                           # 6 @id
    r"|([:,()}\[\]<>=+/*?|])"                                  # 7 one-character punctuation
    r"|(->)|(-)"                                               # 8 arrow, 9 minus
    r"|(\{(?!-#))"                                             # 10 '{' (not '{-#')
    r"|((?:0(?!x)|[1-9])[0-9]*+)(?![.])"                       # 11 decimal integer (not a float)
    r'|("[^"\\\n\v\f]*+"))',                                   # 12 string without escapes
    re.ASCII)
_PUNCT = {":": K.COLON, ",": K.COMMA, "(": K.L_PAREN, ")": K.R_PAREN, "}": K.R_BRACE, "[": K.L_SQUARE,
          "]": K.R_SQUARE, "<": K.LESS, ">": K.GREATER, "=": K.EQUAL, "+": K.PLUS, "/": K.SLASH,
          "*": K.STAR, "?": K.QUESTION, "|": K.VERTICAL_BAR}
_KINDS = {1: K.BARE_IDENT, 2: K.PERCENT_IDENT, 3: K.CARET_IDENT, 4: K.EXCLAMATION_IDENT, 5: K.HASH_IDENT,
          6: K.AT_IDENT, 8: K.ARROW, 9: K.MINUS, 10: K.L_BRACE, 11: K.INTEGER_LIT}


class FastLexer(MLIRLexer):
    """xDSL's ``MLIRLexer`` with the common tokens matched by :data:`_TOKEN` (module docstring)."""

    def lex(self) -> Token:
        content = self.input.content
        m = _TOKEN.match(content, self.pos) if isinstance(content, str) else None
        if m is None:
            return super().lex()
        k = m.lastindex
        start, end = m.start(k), m.end(k)
        self.pos = end
        if k == 7:
            return Token(_PUNCT[content[start]], Span(start, end, self.input))
        if k == 12:
            return Token(K.STRING_LIT, StringLiteral(start, end, self.input))
        return Token(_KINDS[k], Span(start, end, self.input))
