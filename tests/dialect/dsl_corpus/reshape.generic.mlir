"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_reshape"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(2,2)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,2)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,2)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,2):(1,2)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(8,8)">
    %4 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
    %5 = "cute.tile_to_shape"(%2, %3, %4) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(8,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,4),(2,4)):((1,16),(2,4))">
    %6 = "cute.make_shape"() : () -> !cute.shape<"(2,4)">
    %7 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %8 = "cute.make_layout"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(2,4):(4,1)">
    %9 = "cute.make_shape"() : () -> !cute.shape<"(8,16)">
    %10 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(0,1)">
    %11 = "cute.tile_to_shape"(%8, %9, %10) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(8,16)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((2,4),(4,4)):((4,8),(1,32))">
    %12 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %13 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %14 = "cute.make_layout"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    %15 = "cute.make_layout_like"(%14) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    %16 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %17 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %18 = "cute.make_layout"(%16, %17) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %19 = "cute.recast_layout"(%18) <{new_type_bits = 16 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(2,8):(1,2)">
    %20 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %21 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %22 = "cute.make_layout"(%20, %21) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %23 = "cute.recast_layout"(%22) <{new_type_bits = 8 : i32, old_type_bits = 16 : i32}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(8,8):(1,8)">
    "cute.print"(%5, %11, %15, %19, %23) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.layout<"((2,4),(2,4)):((1,16),(2,4))">, !cute.layout<"((2,4),(4,4)):((4,8),(1,32))">, !cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,8):(1,2)">, !cute.layout<"(8,8):(1,8)">) -> ()
    %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%24) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
