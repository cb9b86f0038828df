"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_group_inverse"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,6,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(2,3,5)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,6,8)">, !cute.stride<"(2,3,5)">) -> !cute.layout<"(4,6,8):(2,3,5)">
    %3 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %4:3 = "cute.get_leaves"(%3) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %5 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %6:3 = "cute.get_leaves"(%5) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %7 = "cute.group_modes"(%2) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"((4,6),8):((2,3),5)">
    %8 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %9:3 = "cute.get_leaves"(%8) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %10 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %11:3 = "cute.get_leaves"(%10) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %12 = "cute.group_modes"(%2) <{begin = 1 : i32, end = 3 : i32}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"(4,(6,8)):(2,(3,5))">
    %13 = "cute.make_shape"() : () -> !cute.shape<"(8,8)">
    %14 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %15 = "cute.make_layout"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(8,8):(8,1)">
    %16 = "cute.right_inverse"(%15) : (!cute.layout<"(8,8):(8,1)">) -> !cute.layout<"(8,8):(8,1)">
    %17 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %18 = "cute.make_stride"() : () -> !cute.stride<"(1,5)">
    %19 = "cute.make_layout"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,5)">) -> !cute.layout<"(4,8):(1,5)">
    %20 = "cute.right_inverse"(%19) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1">
    %21 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %22 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %23 = "cute.make_layout"(%21, %22) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    %24 = "cute.left_inverse"(%23) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
    %25 = "cute.make_shape"() : () -> !cute.shape<"4">
    %26 = "cute.make_stride"() : () -> !cute.stride<"2">
    %27 = "cute.make_layout"(%25, %26) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"4">, !cute.stride<"2">) -> !cute.layout<"4:2">
    %28 = "cute.left_inverse"(%27) : (!cute.layout<"4:2">) -> !cute.layout<"(2,4):(0,1)">
    "cute.print"(%7, %12, %16, %20, %24, %28) <{fmt = "{} {} {} {} {} {}\0A"}> : (!cute.layout<"((4,6),8):((2,3),5)">, !cute.layout<"(4,(6,8)):(2,(3,5))">, !cute.layout<"(8,8):(8,1)">, !cute.layout<"4:1">, !cute.layout<"(8,4):(4,1)">, !cute.layout<"(2,4):(0,1)">) -> ()
    %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%29) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
