"""cute_nvgpu ops whose result has an operand's type (solver/check/nvgpu.py): re-derived when the
declared type is that operand's, else left not modelled -- never a finding."""
from solver.check import check_text

MODULE = """\
func.func @k(%x: i32, %y: i64) {
  %a = "cute_nvgpu.arch.make_warp_uniform"(%x) : (i32) -> i32
  %b = "cute_nvgpu.arch.make_warp_uniform"(%y) : (i64) -> i32
  func.return
}
"""


def test_make_warp_uniform_is_re_derived_only_with_its_operands_type():
    r = check_text(MODULE, "k.mlir")
    assert not [f for f in r.findings if f.severity in ("error", "warning")]
    c = r.coverage
    assert c.by_kind["re-derived"].get("cute_nvgpu.arch.make_warp_uniform") == 1       # %a: i32 -> i32
    assert c.by_kind["not modelled"].get("cute_nvgpu.arch.make_warp_uniform") == 1     # %b: i64 -> i32
