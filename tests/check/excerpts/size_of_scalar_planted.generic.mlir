// size_of_scalar.generic.mlir with size(32, mode=[0]) declared 1 (NVIDIA's MLIR infers 32 and refuses it).
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.shape<"(4,2)">) -> (), sym_name = "kernel"}> ({
  ^bb0(%s: !cute.shape<"(4,2)">):
    %8 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"32">
    %9 = "cute.size"(%8) <{mode = array<i32: 0>}> : (!cute.int_tuple<"32">) -> !cute.int_tuple<"1">
    %10 = "cute.size"(%s) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,2)">) -> !cute.int_tuple<"2">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
