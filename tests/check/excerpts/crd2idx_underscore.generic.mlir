// An excerpt of NVIDIA's Blackwell dense GEMM (examples/python/CuTeDSL/cute/blackwell/kernel/
// dense_gemm/dense_gemm.py, 2-CTA, dynamic MNKL, traced by the CuTe DSL 4.8.1, generic form; lines
// 240-258 and 410-413 of /work/shared/kernels/blackwell_dense_gemm_f16_2cta_256x256_dyn.generic.mlir):
// the TMA multicast mask's cluster coordinates, a layout evaluated at a coordinate with '_'
// leaves, which CuTe takes as 0 (Underscore : Int<0>).  NVIDIA's MLIR verifies it.
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.int_tuple<"?">) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg11: !cute.layout<"((2),1,1,1):((1),0,0,0)">, %646: !cute.int_tuple<"?">):
    %654 = "cute.make_coord"(%646) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,0,_,0)">
    %655 = "cute.slice"(%arg11, %654) : (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.coord<"(?,0,_,0)">) -> !cute.layout<"(1):(0)">
    %656 = "cute.make_coord"(%646) : (!cute.int_tuple<"?">) -> !cute.coord<"(?,0,_,0)">
    %657 = "cute.crd2idx"(%656, %arg11) : (!cute.coord<"(?,0,_,0)">, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.int_tuple<"?">
    %792 = "cute.make_coord"() : () -> !cute.coord<"(_,0,0,0)">
    %793 = "cute.slice"(%arg11, %792) : (!cute.layout<"((2),1,1,1):((1),0,0,0)">, !cute.coord<"(_,0,0,0)">) -> !cute.layout<"((2)):((1))">
    %794 = "cute.make_coord"() : () -> !cute.coord<"(_,0,0,0)">
    %795 = "cute.crd2idx"(%794, %arg11) : (!cute.coord<"(_,0,0,0)">, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.int_tuple<"0">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
