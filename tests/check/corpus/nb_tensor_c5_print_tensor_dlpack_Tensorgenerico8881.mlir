!memref_generic_f32 = !cute.memref<f32, generic, "(8,8):(8,1)">
#loc = loc("examples/python/CuTeDSL/cute/notebooks/tensor.ipynb:cell3":4:0)
#loc4 = loc("<module>"(#loc))
module attributes {gpu.container_module} {
  func.func @cutlass_print_tensor_dlpack_Tensorgenerico8881(%arg0: !memref_generic_f32 loc("<module>"(#loc))) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_generic_f32 loc(#loc5)
    %iter_0 = cute.get_iter(%arg0) : !memref_generic_f32 loc(#loc5)
    %lay = cute.get_layout(%arg0) : !memref_generic_f32 loc(#loc6)
    cute.print_view(%arg0) {is_signed = false, verbose = false} : !memref_generic_f32 loc(#loc7)
    %c0_i32 = arith.constant 0 : i32 loc(#loc4)
    return %c0_i32 : i32 loc(#loc4)
  } loc(#loc4)
} loc(#loc4)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/tensor.ipynb:cell5":5:0)
#loc2 = loc("examples/python/CuTeDSL/cute/notebooks/tensor.ipynb:cell3":6:4)
#loc3 = loc("examples/python/CuTeDSL/cute/notebooks/tensor.ipynb:cell3":7:4)
#loc5 = loc("print_tensor_dlpack(from_dlpack(a))"(#loc1))
#loc6 = loc("print(src)"(#loc2))
#loc7 = loc("cute.print_tensor(src)"(#loc3))

