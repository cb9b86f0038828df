"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "cutlass_dynamic_divides__"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "cute.make_shape"(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %1 = "cute.make_stride"(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
    %3 = "cute.get_shape"(%2) : (!cute.layout<"(?,?):(1,?)">) -> !cute.shape<"(?,?)">
    %4:2 = "cute.get_leaves"(%3) : (!cute.shape<"(?,?)">) -> (!cute.shape<"?">, !cute.shape<"?">)
    %5 = "cute.to_int_tuple"(%4#0) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %6 = "cute.get_scalars"(%5) : (!cute.int_tuple<"?">) -> i32
    %7 = "cute.to_int_tuple"(%4#1) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %8 = "cute.get_scalars"(%7) : (!cute.int_tuple<"?">) -> i32
    %9 = "cute.make_tile"() : () -> !cute.tile<"[32:1;8:1]">
    %10 = "cute.zipped_divide"(%2, %9) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">
    %11 = "cute.make_tile"() : () -> !cute.tile<"[32:1;8:1]">
    %12 = "cute.tiled_divide"(%2, %11) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"((32,8),?,?):((1,?),32,?{div=8})">
    %13 = "cute.make_tile"() : () -> !cute.tile<"[32:1;8:1]">
    %14 = "cute.flat_divide"(%2, %13) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">) -> !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">
    "cute.print"(%10, %12, %14) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">, !cute.layout<"((32,8),?,?):((1,?),32,?{div=8})">, !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">) -> ()
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%15) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
