"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_composition_trap"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,6,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(2,3,5)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,6,8)">, !cute.stride<"(2,3,5)">) -> !cute.layout<"(4,6,8):(2,3,5)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"6">
    %4 = "cute.make_stride"() : () -> !cute.stride<"3">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"6">, !cute.stride<"3">) -> !cute.layout<"6:3">
    %6 = "cute.composition"(%2, %5) : (!cute.layout<"(4,6,8):(2,3,5)">, !cute.layout<"6:3">) -> !cute.layout<"(2,3):(6,3)">
    "cute.print"(%6) <{fmt = "{}\0A"}> : (!cute.layout<"(2,3):(6,3)">) -> ()
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%7) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
