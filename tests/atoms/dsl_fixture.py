"""The CuTe DSL's own TV layouts of the atoms (``nvidia-cutlass-dsl``, traced on the CPU for
sm_90a), in elements of the operand type: the differential oracle of ``test_atoms.py``.

``python tests/atoms/dsl_fixture.py`` rewrites ``dsl_atoms.json`` (needs the DSL);
``dsl_layouts()`` returns the same dictionary computed live.
"""
import json
import os
import sys
from pathlib import Path

FIXTURE = Path(__file__).with_name("dsl_atoms.json")
GMMA_N = (8, 16, 64, 128, 256)


def dsl_layouts() -> dict:
    os.environ.setdefault("CUTE_DSL_ARCH", "sm_90a")
    import cutlass
    import cutlass.cute as cute
    import cutlass.cute.nvgpu as nv
    from cutlass.cute.nvgpu import cpasync, warp, warpgroup
    out: dict = {}

    @cute.jit
    def trace():
        for ab, name in ((cutlass.BFloat16, "BF16"), (cutlass.Float16, "F16")):
            a = cute.make_mma_atom(warp.MmaF16BF16Op(ab, cutlass.Float32, (16, 8, 16)))
            out[f"SM80_16x8x16_F32{name}{name}F32_TN"] = [str(a.tv_layout_A), str(a.tv_layout_B), str(a.tv_layout_C)]
        for n in GMMA_N:
            for src, kind in ((warpgroup.OperandSource.SMEM, "SS"), (warpgroup.OperandSource.RMEM, "RS")):
                op = warpgroup.MmaF16BF16Op(cutlass.BFloat16, cutlass.Float32, (64, n, 16), src,
                                            nv.OperandMajorMode.K, nv.OperandMajorMode.K)
                a = cute.make_mma_atom(op)
                out[f"SM90_64x{n}x16_F32BF16BF16_{kind}"] = [str(a.tv_layout_A), str(a.tv_layout_B),
                                                              str(a.tv_layout_C)]
        for trans, names in ((False, ("SM75_U32x1_LDSM_N", "SM75_U32x2_LDSM_N", "SM75_U32x4_LDSM_N")),
                             (True, ("SM75_U16x2_LDSM_T", "SM75_U16x4_LDSM_T", "SM75_U16x8_LDSM_T"))):
            for count, name in zip((1, 2, 4), names):
                c = cute.make_copy_atom(warp.LdMatrix8x8x16bOp(trans, count), cutlass.BFloat16)
                out[name] = [str(c.layout_src_tv), str(c.layout_dst_tv)]
        c = cute.make_copy_atom(cpasync.CopyG2SOp(), cutlass.BFloat16, num_bits_per_copy=128)
        out["SM80_CP_ASYNC_CACHEALWAYS_U128"] = [str(c.layout_src_tv), str(c.layout_dst_tv)]

    trace()
    return out


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(dsl_layouts(), indent=1) + "\n")
    sys.exit(0)
