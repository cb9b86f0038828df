"""Layouts emitted as index expressions agree with cute_sym's evaluation on every coordinate;
the C text has the reduced forms; bad requests raise CodegenError."""
import itertools

import pytest
import sympy

from cute_sym import Layout, parse, parse_composed_layout, sym
from cute_sym.tuples import leaves, product
from solver.expr import Const, Var, evaluate
from codegen.emit import emit_index
from codegen.errors import CodegenError

# Paper Table 2 (COPY), Table 5 (right inverses), eq. 3 examples, swizzles (seed 000).
CORPUS = [
    "8:1", "(8,2,3):(1,16,32)", "(2,3,2):(42,1,128)", "12:1", "7:0", "(8,3):(1,8)", "(8,3):(3,1)",
    "(8,(3,5)):(1,(57,8))", "(8,15):(1,8)", "(4,8):(1,4)", "(4,8):(8,1)", "(3,7,5):(5,15,1)",
    "(4,8):(1,5)", "(4,(4,2)):(4,(1,16))", "((2,2),(4,2)):((1,8),(2,16))", "((2,2),(2,4)):((0,1),(0,2))",
    "(4,8):(-1,4)", "(3,(2,5)):(7,(-3,11))",
]
COMPOSED = ["S<3,4,3> o 0 o (8,64):(64,1)", "S<2,0,-2> o 3 o (4,4):(4,1)",
            "(6,2):(1,3) o 1 o (2,3):(2,1)", "S<1,2,3> o 0 o ((2,4),8):((8,1),32)"]


def natural_coords(shape):
    return [tuple(c) for c in itertools.product(*(range(s) for s in leaves(shape)))]


@pytest.mark.parametrize("text", CORPUS)
def test_linear_index_agrees_with_layout(text):
    layout = parse(text)
    f = emit_index(layout, name="f")
    assert f.certificate.status == "proved"
    for i in range(product(layout.shape)):
        assert evaluate(f.expr, {"i": i}) == layout(i)


@pytest.mark.parametrize("text", CORPUS[:8])
def test_natural_index_agrees_with_layout(text):
    layout = parse(text)
    f = emit_index(layout, name="f", coord="natural")
    names = [x.name for x in f.inputs]
    from cute_sym.tuples import unflatten
    for c in natural_coords(layout.shape):
        coord = unflatten(list(c), layout.shape) if isinstance(layout.shape, tuple) else c[0]
        assert evaluate(f.expr, dict(zip(names, c))) == layout(coord)


@pytest.mark.parametrize("text", COMPOSED)
def test_composed_and_swizzled_layouts(text):
    layout = parse_composed_layout(text)
    f = emit_index(layout, name="f")
    for i in range(product(layout.shape)):
        assert evaluate(f.expr, {"i": i}) == layout(i)


def test_reduced_forms_in_c():
    assert emit_index(parse("(4,8):(1,4)"), name="f").c_expr() == "i"
    assert emit_index(parse("(4,8):(8,1)"), name="f").c_expr() == "(i & 3) * 8 + (i >> 2)"
    sw = emit_index(parse_composed_layout("S<3,4,3> o 0 o (8,64):(64,1)"), name="f", coord="natural")
    assert sw.c_expr() == "(c0 * 64 + c1) ^ (((c0 * 64 + c1) >> 3) & 112)"   # 896 >> 3: the XOR of masks
    assert "/" not in emit_index(parse("((2,2),(4,2)):((1,8),(2,16))"), name="f").c_expr()


def test_index_width():
    assert emit_index(parse("(16384,16384):(16384,1)"), name="f", verify=False).width == 32
    assert emit_index(parse("(65536,65536):(65536,1)"), name="f", verify=False).width == 64
    M, N = sym("M"), sym("N")
    f = emit_index(Layout((M, N), (N, 1)), name="rm", verify=False)
    assert f.width == 64 and [p.name for p in f.params] == ["M", "N"]
    assert "UNVERIFIED" in f.c_function()


def test_dynamic_layout_evaluates_like_cute_sym():
    M, N = sym("M"), sym("N")
    layout = Layout((M, (4, N)), (1, (M, 4 * M)))
    f = emit_index(layout, name="g", verify=False)
    for m, n in [(3, 5), (8, 2), (1, 7)]:
        concrete = Layout((m, (4, n)), (1, (m, 4 * m)))
        for i in range(concrete.size()):
            assert evaluate(f.expr, {"i": i, "M": m, "N": n}) == concrete(i)


def test_unnamed_dynamic_leaves_become_named_parameters():
    f = emit_index(parse("(?,4):(1,?)"), name="h", verify=False)
    assert [p.name for p in f.params] == ["h_q0", "h_q1"]        # the solver's naming: k-th '?' leaf
    assert f.params[0].interval[0] == 1                      # a shape leaf is positive
    assert str(f.layout) == "(h_q0,4):(1,h_q1)" and "h_q0" in f.c_function()


def test_errors():
    with pytest.raises(CodegenError, match="coordinate codomain"):
        emit_index(parse("(4,6):(1@0,1@1)"), name="f")
    with pytest.raises(CodegenError, match="C identifier"):
        emit_index(parse("4:1"), name="not-a-name")
    i = sym("i")
    with pytest.raises(CodegenError, match="collide"):
        emit_index(Layout((i, 4), (1, i)), name="f", verify=False)
    with pytest.raises(CodegenError, match="weakly congruent"):
        emit_index(parse("(4,8):(1,4)"), name="f", coord=("a", "b", "c"))
