// An excerpt of NVIDIA's DSL tutorial inline_ptx.py (examples/python/CuTeDSL/dsl_tutorials/, the warp
// vote through the DSL's built-ins, traced by the CuTe DSL 4.8.1, generic form; lines 63-64 of
// /work/corpus/dsl_tutorial_vote_builtin.generic.mlir): cute.size(32, mode=[0]), the extent of mode 0
// of a scalar, which CuTe takes as the scalar (C++ get<0> of an integer is the integer).  NVIDIA's
// MLIR verifies it.
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.shape<"(4,2)">) -> (), sym_name = "kernel"}> ({
  ^bb0(%s: !cute.shape<"(4,2)">):
    %8 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"32">
    %9 = "cute.size"(%8) <{mode = array<i32: 0>}> : (!cute.int_tuple<"32">) -> !cute.int_tuple<"32">
    %10 = "cute.size"(%s) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,2)">) -> !cute.int_tuple<"2">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
