#loc = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell5":1:0)
#loc2 = loc("<module>"(#loc))
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cutlass_format_string_example__2"}> ({
  ^bb0(%arg0: i32 loc("<module>"(#loc))):
    %0 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,2)"> loc(#loc3)
    %1 = "cute.make_layout"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,2)">) -> !cute.layout<"(?,2):(1,?)"> loc(#loc3)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc2)
    "func.return"(%2) : (i32) -> () loc(#loc2)
  }) {llvm.emit_c_interface} : () -> () loc(#loc2)
}) {gpu.container_module} : () -> () loc(#loc2)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell5":8:13)
#loc3 = loc("layout = cute.make_layout((a, b))"(#loc1))
