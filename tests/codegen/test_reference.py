"""The reference of a dialect function: its body evaluated by cute_sym on one symbol per '?' leaf."""
import sympy

from cute_sym.conditions import Condition
from cute_sym.dialect.opt import _parse, make_context
from solver.expr import evaluate
from solver.formula import holds
from codegen.reference import _Interpreter, meaning


def one(text):
    (f,) = _parse(make_context(), text, "t")[0].ops
    return f


def test_idx2crd_means_eq_1_on_the_argument_fields():
    m = meaning(one('func.func @f(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,?)">) -> !cute.coord<"(?,?)"> {\n'
                    '  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,?)">) -> '
                    '!cute.coord<"(?,?)">\n  func.return %r : !cute.coord<"(?,?)">\n}\n'))
    (fields,) = m.outputs
    for i in range(40):                                   # (i % 4, i // 4) -- the last mode is not reduced
        assert [evaluate(e, {"a0_d0": i, "a1_d0": 3}) for e in fields] == [i % 4, i // 4]
    assert m.ranges == {"a0_d0": (0, 1 << 31), "a1_d0": (1, 1 << 31)}
    assert m.preconditions == ["a1_d0 >= 1 (extents)", "a0_d0 >= 0 (non-negative)"]


def test_a_condition_with_hypotheses_is_an_implication():
    M = sympy.Symbol("a0_d0", integer=True)
    c = Condition("divides", 4, M, given=(Condition("le", 8, M),))
    f = _Interpreter().condition(c)
    assert [holds(f, {"a0_d0": v}) for v in (3, 8, 10, 12)] == [True, True, False, True]


def test_equal_is_the_conjunction_of_leaf_equalities():
    m = meaning(one('func.func @f(%a: !cute.int_tuple<"(?,4)">, %b: !cute.int_tuple<"(3,?)">) -> i1 {\n'
                    '  %r = cute.equal(%a, %b) : (!cute.int_tuple<"(?,4)">, !cute.int_tuple<"(3,?)">) -> i1\n'
                    '  func.return %r : i1\n}\n'))
    ((e,),) = m.outputs
    assert {(x, y): evaluate(e, {"a0_d0": x, "a1_d0": y}) for x in (2, 3) for y in (4, 5)} == \
        {(2, 4): 0, (2, 5): 0, (3, 4): 1, (3, 5): 0}
