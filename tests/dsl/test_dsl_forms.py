"""NVIDIA's normal forms (issue 11, item 5): the dialect infers the CuTe IR's result type.

``fixtures/forms.json`` holds what the CuTe DSL 4.8.1's MLIR inferred for 800 seeded cases
in ten categories (:mod:`forms`; ``python tests/dsl/forms.py`` prints the table,
``--record`` re-asks the DSL).  Where NVIDIA infers a type, cute-sym's dialect infers the
same type, or refuses where NVIDIA's answer is wrong: evaluated at integers for a static
case (the composition is not ``A(B(i))``, the layout has no left inverse, the complement
has a size-0 mode), or for the ``?`` leaves an error naming the paper's condition.
``fixtures/nvidia_wrong.json`` holds NVIDIA's answers to the rows of docs/dialect.md's
"Where NVIDIA's answer is wrong" table.
"""
from __future__ import annotations

import json
import re

import pytest

import forms
from cute_dsl import available, infer

DATA = forms.load()
WRONG = json.loads(forms.WRONG_FIXTURE.read_text())
PAPER = re.compile(r"eq\. (9|10|11-12|16)|§5\.[0-9.]+|injective|is not divisible by|starts below")

def _verifies_here(theirs: str, mine: str) -> bool:
    """NVIDIA's type, declared as the op's result, verifies here (``declares``): the types
    differ only in the strides of size-1 modes (the same function; issue 11 item 5 leaves
    these open where the dynamic products compose them)."""
    from xdsl.dialects.builtin import StringAttr
    from cute_sym.dialect.types import TYPES, declares
    kind = theirs[len("!cute."):theirs.index("<")]
    text = lambda t: t[t.index('"') + 1:t.rindex('"')]            # noqa: E731
    return (forms.form_of(theirs, mine) == "size-1 stride"
            and declares(TYPES[kind](StringAttr(text(theirs))), TYPES[kind](StringAttr(text(mine)))))


def _compact(text: str) -> bool:
    """A static layout whose nonzero-stride modes map distinct coordinates to distinct offsets
    (checked by evaluation; a dynamic one: its nonzero strides are distinct)."""
    from cute_sym import Layout
    value = forms._value(text)
    shapes, strides = forms.flat_leaves(value.shape), forms.flat_leaves(value.stride)
    live = [(n, d) for n, d in zip(shapes, strides) if d != 0 and n != 1]
    if not all(isinstance(x, int) for m in live for x in m):
        return len({str(d) for _n, d in live}) == len(live)
    sub = Layout(tuple(n for n, _d in live), tuple(d for _n, d in live)) if live else Layout(1, 0)
    return len({sub(k) for k in range(sub.size())}) == sub.size()


def _rows():
    for cat, rows in DATA.items():
        for op, args, half, kind, text in rows:
            yield cat, op, args, half, kind, text


def test_the_fixture_covers_each_form_the_issue_names():
    assert set(DATA) == set(forms.CATEGORIES)
    for cat, rows in DATA.items():
        halves = [r[2] for r in rows]
        assert halves.count("static") >= 40 and halves.count("dynamic") >= 40, cat


@pytest.mark.parametrize("category", sorted(forms.CATEGORIES))
def test_where_nvidia_infers_a_type_the_dialect_infers_it_or_nvidia_is_wrong(category):
    unexplained = []
    for cat, op, args, half, kind, text in _rows():
        if cat != category or forms.outcome((kind, text), ("type", text)) != "same":
            continue                                   # NVIDIA refused, crashed or printed x:x
        mine = forms.ours(op, args)
        if mine == (kind, text) or (mine[0] == "type" and _verifies_here(text, mine[1])):
            continue
        if mine[0] == "error" and half == "static" and forms.wrong_by_evaluation(op, args, text):
            continue
        if op == "make_layout_like" and mine[0] == "type" and forms.wrong_by_evaluation(op, args, text) \
                and _compact(mine[1]):
            continue
        if mine[0] == "error" and PAPER.search(mine[1]) and (half == "dynamic" or op not in forms.EVALUATED):
            continue
        unexplained.append((op, args, text, mine))
    assert unexplained == []


def test_most_inferred_types_are_nvidias():
    same = computed = 0
    for _cat, op, args, _half, kind, text in _rows():
        if forms.outcome((kind, text), ("type", text)) == "same":
            computed += 1
            same += forms.ours(op, args) == (kind, text)
    assert computed >= 550 and same / computed > 0.92


def test_a_size_one_stride_difference_still_verifies():
    # the dynamic logical_product NVIDIA composes with stride 0 on a size-1 mode (fixture row)
    assert _verifies_here('!cute.layout<"((1,16),(1,1)):((1,1),(0,0))">',
                          '!cute.layout<"((1,16),(1,1)):((1,1),(?{i64 div=16},112))">')
    assert not _verifies_here('!cute.layout<"(4,2):(1,4)">', '!cute.layout<"(4,2):(1,8)">')


@pytest.mark.parametrize("row", WRONG, ids=lambda r: r[0])
def test_each_documented_wrong_answer_is_wrong_by_evaluation_and_an_error_here(row):
    from xdsl.dialects.builtin import StringAttr
    from cute_sym.dialect.types import TYPES, declares
    op, args, kind, text = row
    (_op, _args, condition), = [w for w in forms.WRONG if w[0] == op and w[1] == args]
    assert kind == "type"
    why = forms.wrong_by_evaluation(op, args, text)
    assert why, (op, args, text)
    mine = forms.ours(op, args)
    if condition is None:           # ours is another type; NVIDIA's, declared, does not verify here
        inner = lambda t: t[t.index('"') + 1:t.rindex('"')]           # noqa: E731
        assert mine[0] == "type" and _compact(mine[1])
        assert not declares(TYPES["layout"](StringAttr(inner(text))), TYPES["layout"](StringAttr(inner(mine[1]))))
    else:
        assert mine[0] == "error" and condition in mine[1], mine


def test_the_table_lists_each_documented_wrong_answer():
    from pathlib import Path
    doc = (Path(forms.HERE).parents[1] / "docs" / "dialect.md").read_text()
    table = doc[doc.index("**Where NVIDIA's answer is wrong.**"):]
    for op, args, _kind, text in WRONG:
        assert f"`{text[text.index(chr(34)) + 1:text.rindex(chr(34))]}`" in table, (op, text)


def test_the_python_api_keeps_the_algebras_forms():
    """The dialect's NVIDIA forms do not leak into cute_sym.algebra (the CLI and the API)."""
    from cute_sym import algebra, parse
    from cute_sym.dialect import forms as nv
    from cute_sym.syntax import PARSERS
    c = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    row, col = PARSERS["coord"]("(1,_)"), PARSERS["coord"]("(_,3)")
    assert str(algebra.make_layout_like(c)) == "S<3,4,3> o 0 o (8,64):(64,1)"
    assert str(nv.make_layout_like(c)) == "(8,64):(64,1)"
    assert str(algebra.slice_(c, row)) == "S<3,4,3> o 64 o (64):(1)"
    # S<3,4,3> is the identity on 64 + [0, 64): the slice decays to a plain layout (C++ slice_and_offset)
    decayed = nv.slice_(c, row)
    assert str(decayed.outer) == "(64):(1)" and decayed.inner == nv.IDENTITY
    assert all(c((1, j)) == 64 + decayed(j) for j in range(64))
    sliced = nv.slice_(c, col)                         # S(3 + 64 i) = 3 + R(i): the swizzle in the strides
    assert str(sliced.outer) == "((2,4)):((64,144))" and all(c((i, 3)) == 3 + sliced(i) for i in range(8))
    assert str(nv.make_layout_like(parse("(8,8):(3,3)"))) == "(8,8):(1,8)"      # compact, not NVIDIA's (1,1)


def test_a_size_one_mode_keeps_the_irs_stride_and_the_same_function():
    from cute_sym import algebra, parse
    from cute_sym.dialect import forms as nv
    a, b = parse("(8,8):(5,16)"), parse("((6,8,4),(1),8):((0,0,32),(32),16)")
    ours, theirs = algebra.composition(a, b), nv.composition(a, b)
    assert str(theirs) == "((6,8,4),(1),8):((0,0,64),(64),32)"          # NVIDIA's (fixture, size-1 modes)
    assert all(ours(k) == theirs(k) == a(b(k)) for k in range(b.size()))


def test_underscore_tiler_modes_split_as_zip2_by():
    from cute_sym import algebra, parse
    from cute_sym.errors import CuteError
    from cute_sym.syntax import PARSERS
    a, t = parse("((4,4)):((8,1))"), PARSERS["tile"]("[_]")
    assert str(algebra.tiled_divide(a, t, zip2_by=True)) == "((4),4):((8),1)"   # NVIDIA's (fixture)
    assert str(algebra.tiled_divide(a, t)) == "(((4,4))):(((8,1)))"
    with pytest.raises(CuteError, match="zip2_by"):
        algebra.zipped_divide(parse("8:8"), t, zip2_by=True)       # NVIDIA: failed to perform a valid division


def test_right_inverse_is_the_largest():
    """CuTe's inverse_seq walks past a smaller stride; L(R(k)) = k on Z_|R| (eq. 13)."""
    from cute_sym import parse, right_inverse
    for text, size in [("((8,8),(2,4,2)):((1,8),(16,8,4))", 64), ("(6,4,((8,4,16),16,(8))):(3,32,((1,8,1),1,(0)))", 128)]:
        L = parse(text)
        R = right_inverse(L)
        assert R.size() == size and all(L(R(k)) == k for k in range(size))


@pytest.mark.skipif(not available(), reason="needs nvidia-cutlass-dsl==4.8.1")
def test_the_fixtures_are_what_the_dsl_infers():
    sample = [(op, args, kind, text) for _c, op, args, _h, kind, text in list(_rows())[::25]]
    sample += [tuple(w) for w in WRONG]
    answers = infer([(op, args, {}) for op, args, _k, _t in sample])
    assert answers == [(k, t) for _op, _a, k, t in sample]
