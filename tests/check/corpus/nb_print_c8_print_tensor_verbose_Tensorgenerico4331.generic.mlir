!memref_generic_f32 = !cute.memref<f32, generic, "(4,3):(3,1)">
#loc = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell6":11:0)
#loc3 = loc("<module>"(#loc))
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_generic_f32) -> i32, sym_name = "cutlass_print_tensor_verbose_Tensorgenerico4331"}> ({
  ^bb0(%arg0: !memref_generic_f32 loc("<module>"(#loc))):
    %0 = "cute.get_iter"(%arg0) : (!memref_generic_f32) -> !cute.ptr<f32, generic> loc(#loc4)
    %1 = "cute.get_iter"(%arg0) : (!memref_generic_f32) -> !cute.ptr<f32, generic> loc(#loc4)
    "cute.print_view"(%arg0) <{is_signed = false, verbose = true}> : (!memref_generic_f32) -> () loc(#loc5)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    "func.return"(%2) : (i32) -> () loc(#loc3)
  }) {llvm.emit_c_interface} : () -> () loc(#loc3)
}) {gpu.container_module} : () -> () loc(#loc3)
#loc1 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell8":7:4)
#loc2 = loc("examples/python/CuTeDSL/cute/notebooks/print.ipynb:cell6":15:4)
#loc4 = loc("print_tensor_verbose(from_dlpack(data))"(#loc1))
#loc5 = loc("cute.print_tensor(x, verbose=True)"(#loc2))
