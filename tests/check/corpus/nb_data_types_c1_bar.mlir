module attributes {gpu.container_module} {
  func.func @cutlass_bar() -> i32 attributes {llvm.emit_c_interface} {
    %cst = arith.constant 3.140000e+00 : f32 loc(#loc4)
    cute.print("a(dynamic) = {}\0A", %cst) : f32 loc(#loc4)
    %c5_i32 = arith.constant 5 : i32 loc(#loc5)
    cute.print("b(dynamic) = {}\0A", %c5_i32) : i32 loc(#loc5)
    %c0_i32 = arith.constant 0 : i32 loc(#loc3)
    return %c0_i32 : i32 loc(#loc3)
  } loc(#loc3)
} loc(#loc3)
#loc = loc("examples/python/CuTeDSL/cute/notebooks/data_types.ipynb:cell1":1:0)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/data_types.ipynb:cell1":5:4)
#loc2 = loc("examples/python/CuTeDSL/cute/notebooks/data_types.ipynb:cell1":9:4)
#loc3 = loc("<module>"(#loc))
#loc4 = loc("cute.printf(\22a(dynamic) = {}\22, a)  # prints `a(dynamic) = 3.140000`"(#loc1))
#loc5 = loc("cute.printf(\22b(dynamic) = {}\22, b)  # prints `b(dynamic) = 5`"(#loc2))

