"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_swizzle_composed"}> ({
    %0 = "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
    %1 = "cute.make_shape"() : () -> !cute.shape<"(8,64)">
    %2 = "cute.make_stride"() : () -> !cute.stride<"(64,1)">
    %3 = "cute.make_layout"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,64)">, !cute.stride<"(64,1)">) -> !cute.layout<"(8,64):(64,1)">
    %4 = "cute.get_stride"(%3) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %5:2 = "cute.get_leaves"(%4) : (!cute.stride<"(64,1)">) -> (!cute.stride<"64">, !cute.stride<"1">)
    %6 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
    %7 = "cute.make_composed_layout"(%0, %6, %3) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,64):(64,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %8 = "cute.size"(%7) <{mode = array<i32>}> : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"512">
    %9 = "cute.get_leaves"(%8) : (!cute.int_tuple<"512">) -> !cute.int_tuple<"512">
    %10 = "cute.make_shape"() : () -> !cute.shape<"(8,8)">
    %11 = "cute.make_stride"() : () -> !cute.stride<"(1,8)">
    %12 = "cute.make_layout"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,8)">, !cute.stride<"(1,8)">) -> !cute.layout<"(8,8):(1,8)">
    %13 = "cute.composition"(%7, %12) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.layout<"(8,8):(1,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(64,1)">
    %14 = "cute.static"() : () -> !cute.swizzle<"S<2,3,3>">
    %15 = "cute.make_shape"() : () -> !cute.shape<"(16,16)">
    %16 = "cute.make_stride"() : () -> !cute.stride<"(16,1)">
    %17 = "cute.make_layout"(%15, %16) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(16,16)">, !cute.stride<"(16,1)">) -> !cute.layout<"(16,16):(16,1)">
    %18 = "cute.get_stride"(%17) : (!cute.layout<"(16,16):(16,1)">) -> !cute.stride<"(16,1)">
    %19:2 = "cute.get_leaves"(%18) : (!cute.stride<"(16,1)">) -> (!cute.stride<"16">, !cute.stride<"1">)
    %20 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
    %21 = "cute.make_composed_layout"(%14, %20, %17) : (!cute.swizzle<"S<2,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(16,16):(16,1)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (16,16):(16,1)">
    %22 = "arith.constant"() <{value = 512 : i32}> : () -> i32
    "cute.print"(%7, %22, %13, %21) <{fmt = "{} {} {} {}\0A"}> : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, i32, !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(64,1)">, !cute.composed_layout<"S<2,3,3> o 0 o (16,16):(16,1)">) -> ()
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%23) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
