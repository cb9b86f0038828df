#loc = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell5":1:0)
#loc2 = loc("<module>"(#loc))
module attributes {gpu.container_module} {
  func.func @cutlass_format_string_example__2(%arg0: i32 loc("<module>"(#loc))) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,2)"> loc(#loc3)
    %lay = cute.make_layout(%shape) : !cute.layout<"(?,2):(1,?)"> loc(#loc3)
    %c0_i32 = arith.constant 0 : i32 loc(#loc2)
    return %c0_i32 : i32 loc(#loc2)
  } loc(#loc2)
} loc(#loc2)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell5":8:13)
#loc3 = loc("layout = cute.make_layout((a, b))"(#loc1))

