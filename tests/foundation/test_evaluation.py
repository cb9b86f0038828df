"""Evaluation (paper §4.4, eq. 3; seed 000 layout_eval, the layout and composed-layout
tables; swizzles per CuTe's definition), checked against independent computations."""
import itertools
import re

import pytest

from cute_sym import (ComposedLayout, Dyn, IntTuple, Layout, PreconditionError, Swizzle, idx2crd,
                      ops, parse, parse_coord, parse_int_tuple, tuple_add)
from cute_sym.tuples import flatten
from .foundation_seeds import grid_tables, value_of


def natural_coords(shape):
    """Flat natural coordinates of ``shape`` in colex order, enumerated independently."""
    sizes = flatten(shape) if isinstance(shape, tuple) else (shape,)
    return [tuple(reversed(c)) for c in itertools.product(*[range(s) for s in reversed(sizes)])]


def brute(shape, stride):
    """``[L(i) for i in range(size)]`` as flat inner products (eq. 3), integer strides only."""
    d = flatten(stride) if isinstance(stride, tuple) else (stride,)
    return [sum(ci * di for ci, di in zip(c, d)) for c in natural_coords(shape)]


def test_paper_fig3_example():
    # §4.4: L(22) = L(2,5) = L((0,1),(1,1)) = 26
    L = parse("((2,2),(4,2)):((1,8),(2,16))")
    assert L(22) == L(2, 5) == L(((0, 1), (1, 1))) == 26
    assert L((2, (1, 1))) == L(((0, 1), 5)) == 26              # partially hierarchical
    assert [L(i) for i in range(32)] == brute(L.shape, L.stride)


@pytest.mark.parametrize("text", [
    "(4,8):(1,4)", "(4,8):(8,1)", "(4,8):(1,5)", "((2,2),(4,2)):((1,8),(2,16))",
    "(4,(4,2)):(4,(1,16))", "((2,2),(2,4)):((0,2),(0,4))", "(3,(2,5),2):(-1,(7,0),100)",
])
def test_layouts_against_brute_force(text):
    L = parse(text)
    assert [L(i) for i in range(L.size())] == brute(L.shape, L.stride)
    for i, c in enumerate(natural_coords(L.shape)):
        assert L(idx2crd(i, L.shape)) == L(i)                  # natural and integer coordinates agree


def test_out_of_bounds_evaluation_extends_the_last_mode():
    L = parse("(4,8):(1,4)")
    assert L(33) == L((1, 8)) == 33                            # idx2crd(33) = (1,8)
    assert L((5, 0)) == 5                                      # admissible, out of bounds


def test_paper_table1_coordinate_layout():
    # (4,(4,2)):(e1,(e0,6e1)): [r0, r1] = [[0,1,0],[1,0,6]] · c̃
    L = parse("(4,(4,2)):(1@1,(1@0,6@1))")
    for i, (c0, c1, c2) in enumerate(natural_coords(L.shape)):
        assert L(i) == (c1, c0 + 6 * c2)


def test_paper_table1_integer_layout_is_its_linear_form():
    L = parse("((2,2),(4,2)):((1,8),(2,16))")
    for i, c in enumerate(natural_coords(L.shape)):
        assert L(i) == sum(a * b for a, b in zip((1, 8, 2, 16), c))


# --- seed 000 layout_eval examples ---

@pytest.mark.parametrize("coord, layout, expected", [
    ("(1,2)", "(4,8):(1,4)", "9"),
    ("(?,?)", "(4,8):(1,4)", "?"),
    ("(1,2)", "(4,8):(1,?)", "?"),
    ("(1,2)", "(4,8):(1@0,1@1)", "(1,2)"),                     # flat basis
    ("(1,2)", "(4,8):(1@1,1@0)", "(2,1)"),                     # reversed: per basis dim
    ("(1,2)", "((2,3),4):((1@0,1@1),1@2)", "(1,0,2)"),         # nested shape, flat basis
    ("0", "((2,3),4):((1@1@0,1@0@0),1@1)", "((0,0),0)"),       # hierarchical basis
    ("(1,2)", "(4,8):(1,0)", "1"),
    ("(?,1)", "(4,8):(1@0,1@1)", "(?,1)"),                     # each component on its own
    ("(?{i64},1)", "(4,8):(1,4)", "?{i64}"),
])
def test_layout_eval(coord, layout, expected):
    got = ops.layout_eval(parse_coord(coord), parse(layout))
    assert got == parse_int_tuple(expected) and type(got) is IntTuple


def test_layout_eval_errors():
    with pytest.raises(PreconditionError, match="is not weakly congruent to the shape"):
        ops.layout_eval(parse_coord("(1,2,3)"), parse("(4,8):(1,4)"))
    with pytest.raises(PreconditionError, match="is not weakly congruent to the shape"):
        ops.layout_eval(parse_coord("((1,2),3)"), parse("(4,8):(1,4)"))
    with pytest.raises(PreconditionError, match="contains '_'"):
        ops.layout_eval(parse_coord("(1,_)"), parse("(4,8):(1,4)"))


@pytest.mark.parametrize("coord, layout, reason", [
    ("(1,2,3)", "(4,8):(1,4)", "coordinate (1,2,3) is not weakly congruent to the shape (4,8): "
                               "it has rank 3 where the shape has rank 2"),
    ("((1,2),3)", "(4,8):(1,4)", "coordinate ((1,2),3) is not weakly congruent to the shape (4,8): "
                                 "its mode [0] is the tuple (1,2) where the shape has the extent 4"),
    ("(1,(2,(3,4)))", "(4,(2,(3,5,6))):(1,(4,(8,24,120)))",
     "coordinate (1,(2,(3,4))) is not weakly congruent to the shape (4,(2,(3,5,6))): "
     "its mode [1, 1] has rank 2 where the shape has rank 3"),
])
def test_layout_eval_names_the_mode_that_is_not_congruent(coord, layout, reason):
    # the message shows canonical text (not Python's '(1, 2)') and the mode path where it goes wrong
    with pytest.raises(PreconditionError) as e:
        ops.layout_eval(parse_coord(coord), parse(layout))
    assert e.value.reason == reason
    with pytest.raises(PreconditionError, match="expects layout or composed_layout, but got swizzle"):
        ops.layout_eval(parse_coord("1"), parse("S<1,0,2>"))


# --- the seed 000 tables, extracted ---

def _tables():
    try:
        return grid_tables("000")
    except pytest.skip.Exception:
        return []


def _tuple(cell: str):
    return parse_int_tuple(cell.replace(" ", "")).value


def test_every_table_is_checked():
    kinds = sorted(len(t.header) for t in _tables())
    assert kinds == [2, 3, 5, 5]


@pytest.mark.parametrize("table", [t for t in _tables() if len(t.header) == 5], ids=lambda t: t.subject)
def test_composed_layout_table(table):
    cl = value_of(table.subject)
    assert isinstance(cl, ComposedLayout)
    for i, c, b, a_index, result in table.rows:
        assert idx2crd(int(i), cl.shape) == _tuple(c)                  # integral → hierarchical
        assert cl.outer(_tuple(c)) == _tuple(b)                        # B(c)
        lhs, total = a_index.split("=")
        x, y = lhs.split("+")
        assert (_tuple(x), _tuple(y)) == (_tuple(b), cl.offset)
        assert tuple_add(cl.offset, cl.outer(int(i))) == _tuple(total)  # offset + B(c)
        arg, value = re.fullmatch(r"A\((.*)\) = *(\d+)", result).groups()
        assert _tuple(f"({arg})") in ((_tuple(total),), _tuple(total))
        assert cl.inner(_tuple(total)) == int(value) == cl(int(i)) == cl(_tuple(c))


@pytest.mark.parametrize("table", [t for t in _tables() if len(t.header) < 5], ids=lambda t: t.subject)
def test_layout_table(table):
    L = value_of(table.subject)
    for row in table.rows:
        *i, c, value = row
        if i:
            assert idx2crd(int(i[0]), L.shape) == _tuple(c) and L(int(i[0])) == _tuple(value)
        assert L(_tuple(c)) == _tuple(value)


def test_hierarchical_basis_layout_is_a_structural_identity():
    # seed 000: B(c) = ((c00, c01), c1) for every c of ((2,3),4)
    B = parse("((2,3),4):((1@0@0,1@1@0),1@1)")
    for i in range(24):
        c = idx2crd(i, B.shape)
        assert B(c) == B(i) == c


# --- composed layouts beyond the tables ---

def test_composed_layout_with_layout_a_and_tuple_offset():
    cl = parse("(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)")
    for c0, c1 in natural_coords((2, 3)):
        n0, n1 = 2 * c1 + 2, c0 + 1                     # B(c) + offset, per basis dim
        assert cl((c0, c1)) == n0 * 1 + n1 * 4


def test_composed_layout_dynamic_offset():
    cl = parse("(4,5):(1,4) o ? o (2,3):(1,2)")
    assert cl(3) == Dyn()


# --- swizzles, against a bit-level computation of CuTe's definition ---

def swizzle_bits(b: int, m: int, s: int, x: int) -> int:
    """Bit by bit: for s >= 0 the bits [m+s, m+s+b) are XORed into [m, m+b); for
    s < 0 the bits [m, m+b) are XORed into [m-s, m-s+b)."""
    bits = [(x >> k) & 1 for k in range(40)]
    out = list(bits)
    for j in range(b):
        src, dst = (m + s + j, m + j) if s >= 0 else (m + j, m - s + j)
        out[dst] ^= bits[src]
    return sum(v << k for k, v in enumerate(out))


@pytest.mark.parametrize("bms", [(3, 4, 3), (3, 5, 4), (1, 0, 2), (0, 4, 3), (2, 1, -3), (3, 3, 3)])
def test_swizzle_matches_bit_level_definition(bms):
    sw = Swizzle(*bms)
    domain = range(1 << 12)
    assert [sw(x) for x in domain] == [swizzle_bits(*bms, x) for x in domain]
    assert sorted(sw(x) for x in domain) == list(domain)     # a bijection on [0, 2^12)
    assert all(sw(sw(x)) == x for x in domain)               # an involution


def test_identity_swizzle():
    assert all(Swizzle(0, 4, 3)(x) == x for x in range(4096))


def test_swizzled_layout_over_its_whole_domain():
    cl = parse("S<3,4,3> o 0 o (8,64):(64,1)")
    values = []
    for i in range(512):
        row, col = i % 8, i // 8                             # colex: mode 0 first
        offset = 64 * row + col
        expected = offset ^ (((offset >> 7) & 0b111) << 4)   # bits 7-9 into bits 4-6
        assert cl(i) == cl((row, col)) == expected
        values.append(cl(i))
    assert sorted(values) == list(range(512))
    assert ops.cosize(cl) == IntTuple(512)


def test_swizzle_of_a_dynamic_offset_is_dynamic():
    assert Swizzle(3, 4, 3)(Dyn(64)) == Dyn(64)
    with pytest.raises(PreconditionError, match="a swizzle consumes a scalar offset"):
        Swizzle(3, 4, 3)((1, 2))


def test_layout_eval_on_composed_layouts():
    cl = parse("S<3,5,4> o 2 o (2,3):(1,2)")
    for i in range(6):
        assert ops.layout_eval(parse_coord(str(i)), cl) == IntTuple(Swizzle(3, 5, 4)(i + 2))
    assert ComposedLayout(Layout(8, 1), 0, Layout(4, 2))(3) == 6
