"""A raw (custom-form) op whose result type is inferred from an operand with a rational stride
(``1/2@0``, the block-scaled GEMMs' scale-factor layouts, as `dense_blockscaled_gemm_persistent.py`
prints them): read, the result typed by its use, counted not modelled -- never a read error."""
from solver.check import check_text

MODULE = """\
func.func @k() {
  %a = cute.static : !cute.layout<"(((512,4),1)):(((1/2@0,1@1),0))">
  %b = cute.static : !cute.layout<"1:0">
  %c = cute.append_to_rank<2> (%a, %b) : !cute.layout<"(((512,4),1)):(((1/2@0,1@1),0))">, !cute.layout<"1:0">
  func.return
}
"""


def test_a_rational_stride_operand_is_read_and_not_modelled():
    r = check_text(MODULE, "k.mlir")
    assert not [f for f in r.findings if f.severity in ("error", "warning")], [f.render() for f in r.findings]
    assert r.coverage.by_kind["not modelled"].get("cute.append_to_rank") == 1
