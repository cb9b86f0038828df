// An excerpt of NVIDIA's Blackwell block-scaled GEMM (examples/python/CuTeDSL/cute/blackwell/kernel/
// blockscaled_gemm/dense_blockscaled_gemm_persistent.py, mxfp8 256x256 2-CTA, traced by the CuTe DSL
// 4.8.1, generic form; lines 88, 174 and 727 of /work/corpus/blockscaled_gemm_mxfp8_256x256_2cta.generic.mlir):
// the scale-factor coordinate tensor, whose layout has a rational stride (1/2@0, CuTe's ratio).
// NVIDIA's MLIR verifies it; cute-sym reads it and re-derives the ops on it (solver/check/rational.py).
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.coord_tensor<"(0,0,0,0)", "(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg17: !cute.coord_tensor<"(0,0,0,0)", "(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">):
    %925 = "cute.get_iter"(%arg17) : (!cute.coord_tensor<"(0,0,0,0)", "(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">) -> !cute.arith_tuple_iter<"(0,0,0,0)">
    %1011 = "cute.get_layout"(%arg17) : (!cute.coord_tensor<"(0,0,0,0)", "(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">) -> !cute.layout<"(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">
    %1442 = "cute.make_tile"() : () -> !cute.tile<"[256:1;128:1]">
    %1443 = "cute.make_coord"() : () -> !cute.coord<"(_,_,_)">
    %1444 = "cute.local_tile"(%arg17, %1442, %1443) : (!cute.coord_tensor<"(0,0,0,0)", "(((32,4),?),((32,4),?),(1,?)):(((8@0,2@0),1@1),((0,1/2@0),1@2),(0,1@3))">, !cute.tile<"[256:1;128:1]">, !cute.coord<"(_,_,_)">) -> !cute.coord_tensor<"(0,0,0,0)", "((32,4,2),(32,4),?,?,(1,?)):((8@0,2@0,1@1),(0,1/2@0),2@1,1@2,(0,1@3))">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
