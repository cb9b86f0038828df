!memref_generic_f32 = !cute.memref<f32, generic, "(4,3,2):(6,2,1)">
#loc = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell6":4:0)
#loc3 = loc("<module>"(#loc))
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_generic_f32) -> i32, sym_name = "cutlass_print_tensor_basic_Tensorgenerico432621"}> ({
  ^bb0(%arg0: !memref_generic_f32 loc("<module>"(#loc))):
    %0 = "cute.get_iter"(%arg0) : (!memref_generic_f32) -> !cute.ptr<f32, generic> loc(#loc4)
    %1 = "cute.get_iter"(%arg0) : (!memref_generic_f32) -> !cute.ptr<f32, generic> loc(#loc4)
    "cute.print_view"(%arg0) <{is_signed = false, verbose = false}> : (!memref_generic_f32) -> () loc(#loc5)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    "func.return"(%2) : (i32) -> () loc(#loc3)
  }) {llvm.emit_c_interface} : () -> () loc(#loc3)
}) {gpu.container_module} : () -> () loc(#loc3)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell7":7:4)
#loc2 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell6":8:4)
#loc4 = loc("print_tensor_basic(from_dlpack(data))"(#loc1))
#loc5 = loc("cute.print_tensor(x)"(#loc2))
