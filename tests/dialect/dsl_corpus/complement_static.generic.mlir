"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_complement_static"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"4">
    %1 = "cute.make_stride"() : () -> !cute.stride<"2">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"4">, !cute.stride<"2">) -> !cute.layout<"4:2">
    %3 = "cute.make_shape"() : () -> !cute.shape<"24">
    %4 = "cute.complement"(%2, %3) : (!cute.layout<"4:2">, !cute.shape<"24">) -> !cute.layout<"(2,3):(1,8)">
    %5 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %6 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %7 = "cute.make_layout"(%5, %6) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %8 = "cute.make_shape"() : () -> !cute.shape<"64">
    %9 = "cute.complement"(%7, %8) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"64">) -> !cute.layout<"2:32">
    %10 = "cute.make_shape"() : () -> !cute.shape<"(2,2)">
    %11 = "cute.make_stride"() : () -> !cute.stride<"(1,8)">
    %12 = "cute.make_layout"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,2)">, !cute.stride<"(1,8)">) -> !cute.layout<"(2,2):(1,8)">
    %13 = "cute.make_shape"() : () -> !cute.shape<"32">
    %14 = "cute.complement"(%12, %13) : (!cute.layout<"(2,2):(1,8)">, !cute.shape<"32">) -> !cute.layout<"(4,2):(2,16)">
    "cute.print"(%4, %9, %14) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"(2,3):(1,8)">, !cute.layout<"2:32">, !cute.layout<"(4,2):(2,16)">) -> ()
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%15) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
