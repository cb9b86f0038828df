"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_products"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(3,4)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(3,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(3,4):(4,1)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(2,5)">
    %4 = "cute.make_stride"() : () -> !cute.stride<"(1,2)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,5)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,5):(1,2)">
    %6 = "cute.make_shape"() : () -> !cute.shape<"(2,2)">
    %7 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %8 = "cute.make_layout"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,2)">, !cute.stride<"(4,1)">) -> !cute.layout<"(2,2):(4,1)">
    %9 = "cute.make_shape"() : () -> !cute.shape<"6">
    %10 = "cute.make_stride"() : () -> !cute.stride<"1">
    %11 = "cute.make_layout"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"6">, !cute.stride<"1">) -> !cute.layout<"6:1">
    %12 = "cute.logical_product"(%8, %11) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
    %13 = "cute.blocked_product"(%2, %5) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">
    %14 = "cute.raked_product"(%2, %5) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
    %15 = "cute.zipped_product"(%2, %5) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
    %16 = "cute.tiled_product"(%2, %5) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
    %17 = "cute.flat_product"(%2, %5) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
    "cute.print"(%12, %13, %14, %15, %16, %17) <{fmt = "{} {} {} {} {} {}\0A"}> : (!cute.layout<"((2,2),(2,3)):((4,1),(2,8))">, !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">, !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">, !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">, !cute.layout<"((3,4),2,5):((4,1),12,24)">, !cute.layout<"(3,4,2,5):(4,1,12,24)">) -> ()
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%18) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
