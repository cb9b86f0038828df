"""CuTe's ratio strides (``1/2@0``: the block-scaled GEMMs' scale-factor coordinate tensors, as
`dense_blockscaled_gemm_persistent.py` prints them): read as exact fractions by the checker
(:mod:`solver.check.rational`), each op re-derived and held against NVIDIA's declared type, an op
whose declared type is not cute-sym's left not modelled (no finding).  The values expected here
are computed from the definition (a layout's value is the sum of coordinate times stride) or are
the types NVIDIA's DSL printed in the traced modules."""
from fractions import Fraction

import pytest

from cute_sym.errors import CuteSyntaxError, KindError
from cute_sym.syntax import DSL_PARSERS, RATIONAL_PARSERS
from cute_sym.tuples import E
from solver.check import check_text

RAW = """\
func.func @k() {
  %a = cute.static : !cute.layout<"(((512,4),1)):(((1/2@0,1@1),0))">
  %b = cute.static : !cute.layout<"1:0">
  %c = cute.append_to_rank<2> (%a, %b) : !cute.layout<"(((512,4),1)):(((1/2@0,1@1),0))">, !cute.layout<"1:0">
  %it = cute.static : !cute.arith_tuple_iter<"(0,?,?)">
  %v = cute.make_view(%it, %c) : !cute.coord_tensor<"(0,?,?)", "DECLARED">
  func.return
}
"""
NVIDIA = "(((512,4),1),1):(((1/2@0,1@1),0),0)"
"""What the DSL printed for ``make_view`` of ``append_to_rank<2>`` of a rank-1 ratio layout (the
prefetch block-scaled GEMM's line 1139 has the same op on ``((512,1)):((1/2@0,0))``)."""


def test_a_ratio_layout_is_the_exact_rational_sum():
    """``((512,1),16):((1/2@0,0),1@2)`` at ``i``: ``(i % 512) / 2`` in mode 0, ``i // 512`` in mode 2."""
    L = RATIONAL_PARSERS["layout"]("((512,1),16):((1/2@0,0),1@2)")
    for i in (0, 1, 2, 3, 511, 512, 1023, 8191):
        assert L(i) == (Fraction(i % 512, 2), 0, i // 512)
    assert str(L) == "((512,1),16):((1/2@0,0),1@2)"
    assert type(L(2)[0]) is int                     # a whole sum is an int
    assert E(Fraction(4, 2), (0,)) == E(2, (0,)) and type(E(Fraction(4, 2), (0,)).value) is int


@pytest.mark.parametrize("text", ["(4):(1/2)", "(4):(1/0@0)", "(4):(1/-2@0)"])
def test_a_ratio_scales_only_a_basis(text):
    with pytest.raises(CuteSyntaxError):
        RATIONAL_PARSERS["layout"](text)


def test_the_dialect_still_refuses_a_ratio():
    with pytest.raises(CuteSyntaxError):
        DSL_PARSERS["layout"]("((512,1),16):((1/2@0,0),1@2)")
    with pytest.raises(KindError):
        E(0.5, (0,))


def test_an_unprinted_ratio_result_is_derived_and_its_use_checked():
    """The raw form prints no type for ``append_to_rank``; cute-sym derives it, and the
    ``make_view`` using it is re-derived when it declares NVIDIA's type, not modelled (no finding)
    when it declares another."""
    r = check_text(RAW.replace("DECLARED", NVIDIA), "k.mlir")
    assert not [f for f in r.findings if f.severity in ("error", "warning")], [f.render() for f in r.findings]
    assert r.coverage.by_kind["re-derived"].get("cute.append_to_rank") == 1
    assert r.coverage.by_kind["re-derived"].get("cute.make_view") == 1
    planted = NVIDIA.replace("1@1", "2@1")
    r = check_text(RAW.replace("DECLARED", planted), "k.mlir")
    assert not [f for f in r.findings if f.severity in ("error", "warning")]
    assert r.coverage.by_kind["not modelled"].get("cute.make_view") == 1
