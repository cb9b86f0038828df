"""``--meaning`` of the algebra commands (issue 12): the result's '?' leaves as expressions
over the operands' '?' (q0, q1, ...), text that re-parses; at values where CuTe's assumptions
hold, that layout is the static composition's function (paper eq. 2: R(i) = A(B(i)))."""
import json

import pytest

from cute_sym import cli, composition, parse, size
from cute_sym.algebra.dynamic.meaning import substitute


def _json(argv, capsys):
    assert cli.main(["--json", *argv]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("q0,q1", [(1, 3), (2, 16), (4, 5), (8, 1), (16, 16), (6, 7)])
def test_compose_meaning_is_the_static_composition_where_cute_assumes_holds(q0, q1, capsys):
    out = _json(["compose", "(?,8):(1,?)", "(4,2):(2,1)", "--meaning"], capsys)
    assert out["result"] == "((?,?),(?,?)):((2,?),(1,?))"          # CuTe DSL 4.8.1's type (issue 12)
    assert out["meaning_operands"] == ["(q0,8):(1,q1)", "(4,2):(2,1)"]
    m = parse(out["meaning"])                                      # the meaning re-parses
    env = {s: v for s in _symbols(m) for name, v in (("q0", q0), ("q1", q1)) if s.name == name}
    r = substitute(m, env)
    holds = all(parse_condition_holds(c, q0, q1) for c in out["cute_assumes"])
    a, b = parse(f"({q0},8):(1,{q1})"), parse("(4,2):(2,1)")
    assert holds == (q0 != 6)             # at q0 = 6, 3 = min(4, ceil(6/2)) does not divide 4 (eq. 10)
    if holds:                                                      # R(i) = A(B(i)) for every i
        assert [r(i) for i in range(size(r))] == [a(b(i)) for i in range(size(b))]
        assert [r(i) for i in range(size(r))] == [composition(a, b)(i) for i in range(size(b))]


def _symbols(layout):
    from cute_sym.algebra.dynamic.mode import dynamic_leaves
    return {s for d in dynamic_leaves(layout) for s in d.expr.free_symbols}


def parse_condition_holds(text, q0, q1):
    """A CuTe assumption as printed (``a | b (why) where g``) evaluated at q0, q1."""
    fact, _, given = text.partition(" where ")
    fact = fact[:fact.index(" (")] if " (" in fact else fact
    env = {"q0": q0, "q1": q1, "min": min, "max": max, "ceil": lambda x: -(-x.numerator // x.denominator)}
    from fractions import Fraction

    def value(e):
        return eval(e.replace("/", "*Fraction(1)/").replace("*Fraction(1)/*Fraction(1)/", "//"),
                    {"Fraction": Fraction, **env})
    if given and not value(given):
        return True
    if " | " in fact:
        d, n = (value(x) for x in fact.split(" | "))
        return d != 0 and n % d == 0
    return bool(value(fact))


def test_meaning_is_left_out_without_bare_question_marks(capsys):
    out = _json(["compose", "(4,8):(1,4)", "(4,2):(2,1)", "--meaning"], capsys)
    assert "meaning" not in out and out["result"] == "(4,2):(2,1)"
