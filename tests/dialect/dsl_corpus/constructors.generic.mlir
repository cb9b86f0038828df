"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_constructors"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(4,(2,3))">
    %4 = "cute.make_stride"() : () -> !cute.stride<"(1,(4,8))">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
    %6 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %7 = "cute.make_layout"(%6) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
    %8 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %9 = "cute.make_identity_layout"(%8) : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1@0,1@1)">
    %10 = "cute.make_shape"() : () -> !cute.shape<"8">
    %11 = "cute.make_identity_layout"(%10) : (!cute.shape<"8">) -> !cute.layout<"8:1">
    %12 = "cute.make_shape"() : () -> !cute.shape<"(4,8,2)">
    %13 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(2,0,1)">
    %14 = "cute.make_ordered_layout"(%12, %13) : (!cute.shape<"(4,8,2)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(4,8,2):(16,1,8)">
    "cute.print"(%2, %5, %7, %9, %11, %14) <{fmt = "{} {} {} {} {} {}\0A"}> : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,(2,3)):(1,(4,8))">, !cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1@0,1@1)">, !cute.layout<"8:1">, !cute.layout<"(4,8,2):(16,1,8)">) -> ()
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%15) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
