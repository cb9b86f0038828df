"""Every op example and error example of seeds 000, 002, 003, run through ``cute_sym.ops``.

The uses are extracted from the seed text (``foundation_seeds.op_uses``): the
operand types become the operands, the declared result type (or the results
named by the example's comments, or the number of results bound on the left)
is the expected value.  Error examples must raise or disagree with the
declaration, as the dialect's verifier would report.  The exact error reasons
are asserted one by one in the other test files.
"""
import re

import pytest

from cute_sym import Dyn, ops
from cute_sym.dialect.types import cute_type, declares
from cute_sym.errors import CuteError
from .foundation_seeds import op_uses, value_of

OPS = set(ops.__all__) - {"kind_name", "type_text"}
MULTI = {"get_leaves", "get_layouts_from_tile", "get_scalars"}


def stated(declared, got):
    """The seed's declared type states the computed value: exactly, or with ``?`` where the
    value is a ``?{div=N}`` (the seeds predate the DSL's divisors: ``tuple_product((?,(3,?)))``
    is ``?{div=3}``, the seed declares ``?``; the dialect accepts it, :func:`declares`)."""
    if isinstance(got, list) or isinstance(declared, list):
        return isinstance(got, list) and isinstance(declared, list) and len(got) == len(declared) and all(
            map(stated, declared, got))
    if isinstance(got, (bool, Dyn)) or isinstance(declared, (bool, Dyn)):
        return got == declared
    return declares(cute_type(declared), cute_type(got))


def run(use):
    """Call ``ops.<op>`` with the use's operands and attribute."""
    args = [value_of(t) for t in use.types]
    attr = use.attr or ""
    numbers = [int(x) for x in re.findall(r"-?\d+", attr)]
    f = getattr(ops, use.op)
    if use.op in ("get", "select", "size", "cosize"):
        return f(args[0], numbers)
    if use.op in ("append_to_rank", "prepend_to_rank"):
        return f(args[0], numbers[0], args[1])
    if use.op == "get_scalars":
        return f(args[0], only_dynamic="only_dynamic" in attr)
    return f(*args)


def _uses(errors: bool):
    try:
        uses = op_uses()
    except pytest.skip.Exception:
        return []
    return [pytest.param(u, id=f"{u.seed}-{u.section or u.op}-{k}")
            for k, u in enumerate(uses) if u.op in OPS and (u.part == "errors") == errors]


def test_extraction_finds_the_seed_examples():
    uses = [u for u in op_uses() if u.op in OPS]
    assert {u.seed for u in uses} == {"000", "002", "003"}
    assert len(uses) >= 170
    # every op of ops.py is exercised by some seed example
    assert {u.op for u in uses if u.part != "errors"} == OPS


@pytest.mark.parametrize("use", _uses(errors=False))
def test_seed_example(use):
    got = run(use)
    if use.result is not None:
        assert stated(value_of(use.result), got), use.where
    elif use.op in MULTI:
        assert len(got) == use.bound, use.where
        if use.commented:
            assert stated([value_of(t) for t in use.commented], got), use.where
    elif use.commented:
        assert stated(value_of(use.commented[0]), got), use.where
    else:  # equal / elem_less: an i1, all seed examples are static
        assert got is True or got is False, use.where


@pytest.mark.parametrize("use", [p for p in _uses(errors=True)
                                 # the width error is about the binding's type: test_accessors
                                 if not (p.values[0].op == "get_scalars" and p.values[0].attr)])
def test_seed_error_example(use):
    try:
        got = run(use)
    except CuteError:
        return
    if use.result is not None:
        assert not stated(value_of(use.result), got), use.where
    else:
        assert use.op in MULTI and len(got) != use.bound, use.where


def test_i1_results_are_dynamic_only_with_dynamic_leaves():
    # seed 000 equal / elem_less: static operands fold, dynamic ones stay an i1 SSA value
    assert ops.equal(value_of('!cute.int_tuple<"(?,4)">'), value_of('!cute.int_tuple<"(3,4)">')) == Dyn(1)
    assert ops.elem_less(value_of('!cute.coord<"(?,4)">'), value_of('!cute.shape<"(5,6)">')) == Dyn(1)
