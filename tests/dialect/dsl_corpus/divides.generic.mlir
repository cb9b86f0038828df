"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_divides"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(8,16)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(20,1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,16)">, !cute.stride<"(20,1)">) -> !cute.layout<"(8,16):(20,1)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"24">
    %4 = "cute.make_stride"() : () -> !cute.stride<"3">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"24">, !cute.stride<"3">) -> !cute.layout<"24:3">
    %6 = "cute.make_shape"() : () -> !cute.shape<"8">
    %7 = "cute.make_stride"() : () -> !cute.stride<"3">
    %8 = "cute.make_layout"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"8">, !cute.stride<"3">) -> !cute.layout<"8:3">
    %9 = "cute.logical_divide"(%5, %8) : (!cute.layout<"24:3">, !cute.layout<"8:3">) -> !cute.layout<"(8,3):(9,3)">
    %10 = "cute.make_shape"() : () -> !cute.shape<"4">
    %11 = "cute.make_stride"() : () -> !cute.stride<"1">
    %12 = "cute.make_layout"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"4">, !cute.stride<"1">) -> !cute.layout<"4:1">
    %13 = "cute.make_shape"() : () -> !cute.shape<"8">
    %14 = "cute.make_stride"() : () -> !cute.stride<"2">
    %15 = "cute.make_layout"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"8">, !cute.stride<"2">) -> !cute.layout<"8:2">
    %16 = "cute.get_shape"(%2) : (!cute.layout<"(8,16):(20,1)">) -> !cute.shape<"(8,16)">
    %17:2 = "cute.get_leaves"(%16) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %18 = "cute.get_shape"(%12) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %19 = "cute.get_leaves"(%18) : (!cute.shape<"4">) -> !cute.shape<"4">
    %20 = "cute.get_stride"(%12) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %21 = "cute.get_leaves"(%20) : (!cute.stride<"1">) -> !cute.stride<"1">
    %22 = "cute.get_shape"(%15) : (!cute.layout<"8:2">) -> !cute.shape<"8">
    %23 = "cute.get_leaves"(%22) : (!cute.shape<"8">) -> !cute.shape<"8">
    %24 = "cute.get_stride"(%15) : (!cute.layout<"8:2">) -> !cute.stride<"2">
    %25 = "cute.get_leaves"(%24) : (!cute.stride<"2">) -> !cute.stride<"2">
    %26 = "cute.make_tile"() : () -> !cute.tile<"[4:1;8:2]">
    %27 = "cute.zipped_divide"(%2, %26) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,8),(2,2)):((20,2),(80,1))">
    %28 = "cute.make_tile"() : () -> !cute.tile<"[4:1;8:1]">
    %29 = "cute.tiled_divide"(%2, %28) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:1]">) -> !cute.layout<"((4,8),2,2):((20,1),80,8)">
    %30 = "cute.make_tile"() : () -> !cute.tile<"[4:1;4:1]">
    %31 = "cute.flat_divide"(%2, %30) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;4:1]">) -> !cute.layout<"(4,4,2,4):(20,1,80,4)">
    %32 = "cute.make_tile"() : () -> !cute.tile<"[2:1;4:1]">
    %33 = "cute.logical_divide"(%2, %32) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,4),(4,4)):((20,40),(1,4))">
    "cute.print"(%9, %27, %29, %31, %33) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.layout<"(8,3):(9,3)">, !cute.layout<"((4,8),(2,2)):((20,2),(80,1))">, !cute.layout<"((4,8),2,2):((20,1),80,8)">, !cute.layout<"(4,4,2,4):(20,1,80,4)">, !cute.layout<"((2,4),(4,4)):((20,40),(1,4))">) -> ()
    %34 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%34) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
