// An excerpt of NVIDIA's Ampere tensor-op GEMM (examples/python/CuTeDSL/cute/ampere/kernel/dense_gemm/
// tensorop_gemm.py, bf16, dynamic MNKL, traced by the CuTe DSL 4.8.1, generic form; lines 344-360 and
// 3999-4000 of /work/corpus/tensorop_gemm_bf16_dyn.generic.mlir): the epilogue's register fragment
// made like a thread's partition of the swizzled shared-memory C tile, whose row stride is dynamic
// (the swizzle decayed into strides at the thread's offset).  CuTe ranks the dynamic stride after
// the static ones (C++ compact_order), so the fragment is ((4,1),(2,16),1):((1,0),(64,4),0), a
// compact layout.  NVIDIA's MLIR verifies it.
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">) -> (), sym_name = "kernel"}> ({
  ^bb0(%2952: !cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">):
    %2953 = "cute.make_layout_like"(%2952) : (!cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">) -> !cute.layout<"((4,1),(2,16),1):((1,0),(64,4),0)">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
