"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "cutlass_dynamic_layouts__"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %1 = "cute.make_stride"(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
    %3 = "cute.make_shape"(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %4 = "cute.make_stride"(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,?):(?,1)">
    %6 = "cute.size"(%2) <{mode = array<i32>}> : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
    %7 = "cute.get_leaves"(%6) : (!cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?{div=8}">
    %8 = "cute.get_scalars"(%7) : (!cute.int_tuple<"?{div=8}">) -> i32
    %9 = "cute.cosize"(%2) <{mode = array<i32>}> : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?">
    %10 = "cute.get_leaves"(%9) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"?">
    %11 = "cute.get_scalars"(%10) : (!cute.int_tuple<"?">) -> i32
    %12 = "cute.get_shape"(%2) : (!cute.layout<"(?,8):(1,?)">) -> !cute.shape<"(?,8)">
    %13:2 = "cute.get_leaves"(%12) : (!cute.shape<"(?,8)">) -> (!cute.shape<"?">, !cute.shape<"8">)
    %14 = "cute.to_int_tuple"(%13#0) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %15 = "cute.get_scalars"(%14) : (!cute.int_tuple<"?">) -> i32
    %16 = "cute.get_shape"(%2) : (!cute.layout<"(?,8):(1,?)">) -> !cute.shape<"(?,8)">
    %17:2 = "cute.get_leaves"(%16) : (!cute.shape<"(?,8)">) -> (!cute.shape<"?">, !cute.shape<"8">)
    %18 = "cute.to_int_tuple"(%17#0) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %19 = "cute.get_scalars"(%18) : (!cute.int_tuple<"?">) -> i32
    %20 = "cute.get"(%2) <{mode = array<i32: 0>}> : (!cute.layout<"(?,8):(1,?)">) -> !cute.layout<"?:1">
    %21 = "cute.make_shape"(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %22 = "cute.make_layout"(%21) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,?)">) -> !cute.layout<"(?,?):(1,?)">
    "cute.print"(%2, %5, %8, %11, %20, %22) <{fmt = "{} {} {} {} {} {}\0A"}> : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(?,?):(?,1)">, i32, i32, !cute.layout<"?:1">, !cute.layout<"(?,?):(1,?)">) -> ()
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%23) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
