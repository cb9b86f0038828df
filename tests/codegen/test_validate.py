"""Translation validation proves emitted expressions and refuses wrong ones with a counterexample."""
import pytest

from cute_sym import Layout, parse, parse_composed_layout, sym
from solver.expr import Var
from codegen.emit import emit_index
from codegen.errors import CodegenError
from codegen.validate import certify


def test_certificate_is_written_into_the_source():
    f = emit_index(Layout((sym("M"), 8), (8, 1)), name="f", coord="natural", assume=["M % 4 == 0"])
    assert f.certificate.status == "proved"
    text = f.c_function()
    assert "translation validation: proved by" in text and "assumptions: M % 4 == 0" in text


def test_wrong_expression_is_refused_with_counterexample():
    layout = parse("(4,8):(8,1)")
    i = Var("i")
    wrong = (i % 4) * 8 + (i // 4) + (i // 31)        # right except at i = 31
    with pytest.raises(CodegenError, match=r"refuted for layout \(4,8\):\(8,1\): counterexample") as info:
        certify(layout, wrong, i)
    assert "'coordinate': (3, 7)" in str(info.value) or "'i': 31" in str(info.value)   # i = 3 + 4*7
    assert certify(layout, (i % 4) * 8 + (i // 4), i).status == "proved"


def test_wrong_swizzle_expression_is_refused():
    layout = parse_composed_layout("S<3,4,3> o 0 o (8,64):(64,1)")
    c0, c1 = Var("c0"), Var("c1")
    x = c0 * 64 + c1
    wrong = x ^ ((x & 896) >> 4)                        # shift off by one
    with pytest.raises(CodegenError, match="counterexample"):
        certify(layout, wrong, (c0, c1))


def test_unverified_output_is_stamped():
    f = emit_index(parse("(?,8):(8,1)"), name="f", verify=False)
    assert f.certificate.status == "unverified"
    assert "UNVERIFIED" in f.c_function()
