"""The integer fast paths of the algebra agree with its general derivation.

Every op takes a shortcut when its operands are all-``int`` layouts (``Layout.is_static_int``):
walks without recorded decisions, results built unchecked.  The same operands marked as of
unknown kind (``Layout._of_parts(shape, stride, False)``, the flag a part of a mixed layout
carries) take the general path: both must give the same layout, or the same named error.
"""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from algebra_oracles import layouts
from cute_sym import (CuteError, Layout, coalesce, complement, composition, filter, left_inverse, logical_divide,
                      logical_product, make_layout, right_inverse, zipped_divide, zipped_product)
from cute_sym.algebra.complement import complement_of_size, completion_hole


def general(x: Layout) -> Layout:
    """``x`` flagged as not known to be all-``int``: the ops take their general path."""
    return Layout._of_parts(x.shape, x.stride, False)


def outcome(op, *args):
    try:
        return "ok", str(op(*args))
    except CuteError as e:
        return type(e).__name__, str(e)


def same_both_ways(op, *args):
    fast = outcome(op, *args)
    slow = outcome(op, *(general(a) if isinstance(a, Layout) else a for a in args))
    assert fast == slow, (op.__name__, [str(a) for a in args])
    assert all(a.is_static_int() for a in args if isinstance(a, Layout))


SIGNED = st.one_of(st.sampled_from([0, 1, 2, 3, 4, 8, 16, 97]), st.integers(-8, 64))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(strides=SIGNED), layouts(max_leaves=3, strides=SIGNED), st.integers(-2, 600))
def test_unary_and_complement(a, b, n):
    for op in (coalesce, filter, right_inverse, left_inverse, completion_hole):
        same_both_ways(op, a)
    same_both_ways(complement, a, n)
    same_both_ways(complement, a)
    same_both_ways(complement_of_size, a, b.cosize())
    same_both_ways(make_layout, a, b)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(max_size=512, strides=SIGNED), layouts(max_leaves=3, max_size=64, strides=SIGNED))
def test_composition_divides_products(a, b):
    for op in (composition, logical_divide, logical_product, zipped_divide, zipped_product):
        same_both_ways(op, a, b)
    if a.rank() >= 2:
        same_both_ways(zipped_divide, a, (2, 2))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layouts(strides=SIGNED), st.lists(st.integers(-70, 700), min_size=1, max_size=8), st.data())
def test_evaluation(a, ints, data):
    """``L(c)`` for an ``int`` coordinate (in range, past the size, negative) and for a tuple of
    ``int`` per top-level mode: the unrolled walk gives the general path's value."""
    slow = general(a)
    for c in ints:
        assert a(c) == slow(c), (str(a), c)
    if isinstance(a.shape, tuple) and a.shape:
        c = tuple(data.draw(st.integers(-3, 40)) for _ in a.shape)
        assert a(c) == slow(c) and a(*c) == slow(*c), (str(a), c)
