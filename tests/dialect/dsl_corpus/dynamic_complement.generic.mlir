"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cutlass_dynamic_complement_"}> ({
  ^bb0(%arg0: i32):
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,2)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,2)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,2):(1,4)">
    %3 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"?">
    %4 = "cute.complement"(%2, %3) : (!cute.layout<"(4,2):(1,4)">, !cute.shape<"?">) -> !cute.layout<"?:8">
    %5 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,4)">
    %6 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %7 = "cute.make_layout"(%5, %6) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(?,4):(4,1)">
    %8 = "cute.make_layout_like"(%7) : (!cute.layout<"(?,4):(4,1)">) -> !cute.layout<"(?,4):(4,1)">
    %9 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %10 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %11 = "cute.make_layout"(%9, %10) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
    %12 = "cute.make_shape"() : () -> !cute.shape<"8">
    %13 = "cute.make_stride"() : () -> !cute.stride<"1">
    %14 = "cute.make_layout"(%12, %13) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"8">, !cute.stride<"1">) -> !cute.layout<"8:1">
    %15 = "cute.composition"(%11, %14) : (!cute.layout<"(?,8):(8,1)">, !cute.layout<"8:1">) -> !cute.layout<"(?,?):(8,?)">
    "cute.print"(%4, %8, %15) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"?:8">, !cute.layout<"(?,4):(4,1)">, !cute.layout<"(?,?):(8,?)">) -> ()
    %16 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%16) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
