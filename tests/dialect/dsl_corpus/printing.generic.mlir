"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cutlass_printing_"}> ({
  ^bb0(%arg0: i32):
    %0 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %1 = "cute.make_stride"(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
    %3 = "cute.size"(%2) <{mode = array<i32>}> : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
    %4 = "cute.get_leaves"(%3) : (!cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?{div=8}">
    %5 = "cute.get_scalars"(%4) : (!cute.int_tuple<"?{div=8}">) -> i32
    "cute.print"(%2, %5) <{fmt = "layout {} size {}\0A\0A"}> : (!cute.layout<"(?,8):(1,?)">, i32) -> ()
    "cute.print"(%arg0) <{fmt = "m = {}\0A\0A"}> : (i32) -> ()
    %6 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,4)">
    %7 = "cute.make_layout"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,4)">) -> !cute.layout<"(?,4):(1,?)">
    %8 = "cute.size"(%7) <{mode = array<i32>}> : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?{div=4}">
    %9 = "cute.get_leaves"(%8) : (!cute.int_tuple<"?{div=4}">) -> !cute.int_tuple<"?{div=4}">
    %10 = "cute.get_scalars"(%9) : (!cute.int_tuple<"?{div=4}">) -> i32
    %11 = "cute.make_int_tuple"(%arg0) : (i32) -> !cute.int_tuple<"(?,4)">
    "cute.print"(%11, %10) <{fmt = "{} {}\0A\0A"}> : (!cute.int_tuple<"(?,4)">, i32) -> ()
    %12 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %13 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %14 = "cute.make_layout"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    "cute.print"(%14) <{fmt = "{}"}> : (!cute.layout<"(4,8):(8,1)">) -> ()
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%15) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
