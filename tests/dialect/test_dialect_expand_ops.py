"""--cute-expand-ops computes the right values.

Each case is a function whose body is one cute op on dynamic operands.  For
random concrete values of the ``?`` leaves where the facts CuTe's structure takes
for granted hold (``cute_sym.algebra.dynamic.meaning``), the op's value according
to ``cute_sym`` (the op's ``compute`` on the concrete operands: the static
algebra) must equal what the expanded IR computes, evaluated by the small
interpreter of ``ir_eval``.
"""
from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp

from cute_sym.errors import CuteError
from cute_sym.dialect.diagnostics import LocatingParser
from cute_sym.dialect.ops import CuteOp, ShapeDivOp
from cute_sym.dialect.opt import make_context
from cute_sym.dialect.passes.expand_ops import ExpandOpsPass, is_legal
from cute_sym.kinds import IntTuple, get_scalars
from cute_sym.tuples import Dyn

from ir_eval import CASES, case, cute_facts_hold, fill, interpret, leaf_values, same_value

CTX = make_context()


def _module(text: str) -> ModuleOp:
    return LocatingParser(CTX, text, "<case>").parse_module()


def _run(name: str, draw_ints: list[int]) -> None:
    module = _module(CASES[name])
    (fn,) = module.ops
    (op,) = [o for o in fn.body.block.ops if isinstance(o, CuteOp)]
    arg_types = [a.type for a in fn.body.block.args]
    counts = [len(get_scalars(t.value, only_dynamic=True)) for t in arg_types]
    ints, args = iter(draw_ints), []
    for t, n in zip(arg_types, counts):
        args.append(fill(t.value, [next(ints) for _ in range(n)]))
    try:
        expected = type(op).compute(args, dict(op.properties))
    except CuteError:
        assume(False)
    assume(cute_facts_hold(op, arg_types, draw_ints))
    ExpandOpsPass().apply(CTX, module)
    module.verify()
    (actual,) = interpret(fn, args)
    if isinstance(expected, (bool, Dyn)):
        assert actual == int(expected), (name, args)
    else:
        assert same_value(actual, expected), (name, [str(a) for a in args], str(actual), str(expected))


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_expansion_computes_the_op(name: str, data: st.DataObject) -> None:
    """The expanded IR agrees with cute_sym on random positive leaf values."""
    _run(name, data.draw(leaf_values(name)))


def test_expansion_removes_every_illegal_op() -> None:
    """Every case expands completely: only constructors, static, get_scalars and arith remain."""
    for name, text in CASES.items():
        module = _module(text)
        ExpandOpsPass().apply(CTX, module)
        assert all(is_legal(op) for op in module.walk()), name


def test_idx2crd_uses_unsigned_division() -> None:
    """idx2crd on a static shape is remui/divui by the extents: idx2crd(29, (4,8)) = (1,7)."""
    module = _module(case('%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,8)">',
                          'cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">',
                          '!cute.coord<"(?,?)">'))
    ExpandOpsPass().apply(CTX, module)
    names = [op.name for op in module.walk()]
    assert names.count("arith.remui") == 1 and names.count("arith.divui") == 1
    (fn,) = module.ops
    (out,) = interpret(fn, [IntTuple(29), fn.body.block.args[1].type.value])
    assert str(out) == "(1,7)"


def test_seed_examples() -> None:
    """Seed 000 values through the expansion: crd2idx((1,2),(4,8)) = 9, idx2crd(9,(4,8)) = (1,2)."""
    module = _module(CASES["crd2idx"])
    ExpandOpsPass().apply(CTX, module)
    (fn,) = module.ops
    coord = fill(fn.body.block.args[0].type.value, [1, 2])
    assert interpret(fn, [coord, fn.body.block.args[1].type.value]) == [IntTuple(9)]
    module = _module(CASES["increment_coord"])
    ExpandOpsPass().apply(CTX, module)
    (fn,) = module.ops
    c = fill(fn.body.block.args[0].type.value, [1, 2, 0])
    s = fill(fn.body.block.args[1].type.value, [3])
    (out,) = interpret(fn, [c, s])
    assert str(out) == "((0,0),1)"


SHAPE_DIV = case('%a: !cute.shape<"(?,?,?)">, %b: !cute.shape<"?">',
                 'cute.shape_div(%a, %b) : (!cute.shape<"(?,?,?)">, !cute.shape<"?">) -> !cute.shape<"(?,?,?)">',
                 '!cute.shape<"(?,?,?)">')


def _expanded_shape_div(text: str):
    module = _module(text)
    ExpandOpsPass().apply(CTX, module)
    (fn,) = module.ops
    return fn


def test_shape_div_seed_example_with_dynamic_leaves() -> None:
    """Seed 000: shape_div((4,5,6), 40) -> (1,1,3), every leaf a '?' (the divisor is consumed past
    an extent: 40 by 4, then 10 by 5, then 2 divides 6)."""
    fn = _expanded_shape_div(SHAPE_DIV)
    a, b = (t.type.value for t in fn.body.block.args)
    assert str(interpret(fn, [fill(a, [4, 5, 6]), fill(b, [40])])[0]) == "(1,1,3)"


def test_shape_div_where_the_extent_divides_the_divisor() -> None:
    """Seed 000: (scalar, scalar) is a/b rounded away from zero, 1 when |a| < |b|; so every valid
    (a, b) of a small grid gives what cute_sym computes on the concrete values (a brute force)."""
    fn = _expanded_shape_div(SHAPE_DIV)
    a_t, b_t = (t.type.value for t in fn.body.block.args)
    checked = 0
    for a0, a1, a2, b in itertools.product((1, 2, 3, 4, 8), (1, 2, 6), (2, 3, 4), (1, 2, 4, 8, 16)):
        args = [fill(a_t, [a0, a1, a2]), fill(b_t, [b])]
        try:
            expected = ShapeDivOp.compute(args, {})
        except CuteError:
            continue
        assert interpret(fn, args) == [expected], [str(x) for x in args]
        checked += 1
    assert checked > 50


@pytest.mark.parametrize("stride, cosize", [(3, 25), (-3, 25), (-1, 11), (0, 4)])
def test_cosize_of_a_negative_dynamic_stride(stride: int, cosize: int) -> None:
    """cosize takes |stride| (CuTe's coshape, the DSL's value at run time), static or dynamic:
    (4,8):(1,-3) spans 1 + 3*1 + 7*3 = 25 indices (issue 18: the IR gave 7*d+4 = -17)."""
    module = _module(CASES["cosize"])
    (fn,) = module.ops
    layout = fill(fn.body.block.args[0].type.value, [4, stride])
    ExpandOpsPass().apply(CTX, module)
    assert interpret(fn, [layout]) == [IntTuple(cosize)] == [IntTuple(layout.cosize())]
