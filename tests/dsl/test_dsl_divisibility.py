"""Divisors through arithmetic, against NVIDIA's CuTe DSL 4.8.1 (issue 12, item 2).

``fixtures/divisibility.json`` holds what the DSL's ``cute.tuple_{add,sub,mul,div,mod}``
inferred for every pair of the leaves ``recorders.LEAVES`` with a dynamic side
(re-record: ``python tests/dsl/cute_dsl.py divisibility``); ``cute_sym``'s ``Dyn``
arithmetic must give the same type, or differ where the DSL is wrong or prints what
our syntax refuses:

* ``c - ?{div=0}``: the DSL gives ``0`` (it takes the zero-valued leaf for the result);
  the value is ``c``;
* ``?{div=8} // -2``: the DSL prints ``?{div=-4}``; a divisor and its negation divide the
  same numbers, and our syntax refuses negative divisors, so ours is ``?{div=4}``.
"""
import operator

import pytest

from cute_dsl import available, infer, load
from cute_sym import parse_int_tuple

OPS = {"tuple_add": operator.add, "tuple_sub": operator.sub, "tuple_mul": operator.mul,
       "tuple_div": operator.floordiv, "tuple_mod": operator.mod}
CASES = load("divisibility")


def ours(op, a, b):
    try:
        return "type", f'!cute.int_tuple<"{OPS[op](parse_int_tuple(a).value, parse_int_tuple(b).value)}">'
    except ZeroDivisionError:
        return "error", ""


def expected(op, a, b, kind, text):
    """The DSL's answer, corrected where it is wrong (the module docstring)."""
    if op == "tuple_sub" and b == "?{div=0}" and "?" not in a:
        return "type", f'!cute.int_tuple<"{a}">'
    if kind == "type" and "div=-" in text:
        return kind, text.replace("div=-", "div=")
    return kind, text if kind == "type" else ""


def test_the_fixture_covers_every_operation_and_leaf():
    assert len(CASES) == 475 and {c[0] for c in CASES} == set(OPS)
    assert sum(c[3] == "error" for c in CASES) == 32      # division by a known 0: the DSL refuses


@pytest.mark.parametrize("op", sorted(OPS))
def test_dyn_arithmetic_gives_the_dsl_types(op):
    wrong = [(c[:3], ours(*c[:3]), expected(*c)) for c in CASES if c[0] == op and ours(*c[:3]) != expected(*c)]
    assert wrong == []


def test_the_corrections_are_where_the_docstring_says():
    corrected = [c[:3] for c in CASES if expected(*c) != (c[3], c[4] if c[3] == "type" else "")]
    assert len(corrected) == 9
    assert all(op == "tuple_div" and b == "-2" or op == "tuple_sub" and b == "?{div=0}" for op, _a, b in corrected)


@pytest.mark.skipif(not available(), reason="needs nvidia-cutlass-dsl==4.8.1")
def test_the_fixture_is_what_the_dsl_answers():
    sample = CASES[::7]
    answers = infer([(op, [f'!cute.int_tuple<"{a}">', f'!cute.int_tuple<"{b}">'], {}) for op, a, b, *_ in sample])
    assert [(k, t) for k, t in answers] == [(c[3], c[4]) for c in sample]
