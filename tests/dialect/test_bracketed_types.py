"""A variadic operand written ``[%a, %b]`` has its types written ``[T0, T1]`` in the signature
(the DSL's custom form of a block-scaled ``cute.gemm``: ``[A, scale-factor A]``): read as the
generic form's flat operand list with its segment sizes."""
from cute_sym.dialect.lenient import read_printed

T = '!cute.memref<f32, gmem, align<16>, "(4):(1)">'
ATOM = ('!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = '
        '<"((4,8),4):((32,1),8)">, tiler_mn = <"[8:1;16:1]">>')
MODULE = f"""\
func.func @k(%atom: {ATOM}, %s0: {T}, %s1: {T}, %d: {T}) {{
  cute.copy(%atom, [%s0, %s1], %d) : ({ATOM}, [{T}, {T}], {T})
  func.return
}}
"""


def test_bracketed_operand_types_read_as_the_flat_list():
    pm = read_printed(MODULE, "k.mlir")
    (op,) = [o for o in pm.module.walk() if o.name == "cute.copy"]
    assert len(op.operands) == 4
    assert list(op.properties["operandSegmentSizes"].get_values()) == [1, 2, 1, 0]
