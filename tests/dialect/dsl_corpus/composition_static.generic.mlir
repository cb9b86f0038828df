"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_composition_static"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(8,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(8,8):(8,1)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"((4,8),2)">
    %4 = "cute.make_stride"() : () -> !cute.stride<"((16,1),8)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"((4,8),2)">, !cute.stride<"((16,1),8)">) -> !cute.layout<"((4,8),2):((16,1),8)">
    %6 = "cute.composition"(%2, %5) : (!cute.layout<"(8,8):(8,1)">, !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.layout<"((4,8),2):((2,8),1)">
    %7 = "cute.make_shape"() : () -> !cute.shape<"20">
    %8 = "cute.make_stride"() : () -> !cute.stride<"2">
    %9 = "cute.make_layout"(%7, %8) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"20">, !cute.stride<"2">) -> !cute.layout<"20:2">
    %10 = "cute.make_shape"() : () -> !cute.shape<"(5,4)">
    %11 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %12 = "cute.make_layout"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(5,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(5,4):(4,1)">
    %13 = "cute.composition"(%9, %12) : (!cute.layout<"20:2">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
    %14 = "cute.make_shape"() : () -> !cute.shape<"(4,2,8)">
    %15 = "cute.make_stride"() : () -> !cute.stride<"(3,12,97)">
    %16 = "cute.make_layout"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,2,8)">, !cute.stride<"(3,12,97)">) -> !cute.layout<"(4,2,8):(3,12,97)">
    %17 = "cute.make_shape"() : () -> !cute.shape<"3">
    %18 = "cute.make_stride"() : () -> !cute.stride<"3">
    %19 = "cute.make_layout"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"3">, !cute.stride<"3">) -> !cute.layout<"3:3">
    %20 = "cute.composition"(%16, %19) : (!cute.layout<"(4,2,8):(3,12,97)">, !cute.layout<"3:3">) -> !cute.layout<"3:9">
    %21 = "cute.make_shape"() : () -> !cute.shape<"(12,(4,8))">
    %22 = "cute.make_stride"() : () -> !cute.stride<"(59,(13,1))">
    %23 = "cute.make_layout"(%21, %22) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(12,(4,8))">, !cute.stride<"(59,(13,1))">) -> !cute.layout<"(12,(4,8)):(59,(13,1))">
    %24 = "cute.make_tile"() : () -> !cute.tile<"[3:1;8:1]">
    %25 = "cute.composition"(%23, %24) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.tile<"[3:1;8:1]">) -> !cute.layout<"(3,(4,2)):(59,(13,1))">
    "cute.print"(%6, %13, %20, %25) <{fmt = "{} {} {} {}\0A"}> : (!cute.layout<"((4,8),2):((2,8),1)">, !cute.layout<"(5,4):(8,2)">, !cute.layout<"3:9">, !cute.layout<"(3,(4,2)):(59,(13,1))">) -> ()
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%26) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
