// make_layout_like_dynamic.generic.mlir with the fragment declared ((4,1),(2,16),1):((1,0),(64,8),0):
// not compact (its 128 elements reach offset 64 + 15*8 + 3 = 187; NVIDIA's MLIR refuses it).
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">) -> (), sym_name = "kernel"}> ({
  ^bb0(%2952: !cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">):
    %2953 = "cute.make_layout_like"(%2952) : (!cute.layout<"((4,1),(2,16),1):((1,0),(?{div=32},1024),0)">) -> !cute.layout<"((4,1),(2,16),1):((1,0),(64,8),0)">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
