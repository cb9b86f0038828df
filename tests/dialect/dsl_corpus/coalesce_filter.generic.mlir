"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_coalesce_filter"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(2,(1,6))">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,(6,2))">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,(1,6))">, !cute.stride<"(1,(6,2))">) -> !cute.layout<"(2,(1,6)):(1,(6,2))">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(4,2,8)">
    %4 = "cute.make_stride"() : () -> !cute.stride<"(1,0,4)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,2,8)">, !cute.stride<"(1,0,4)">) -> !cute.layout<"(4,2,8):(1,0,4)">
    %6 = "cute.coalesce"(%2) : (!cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1">
    %7 = "cute.make_coord"() : () -> !cute.coord<"(1,1)">
    %8 = "cute.coalesce"(%2, %7) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)">
    %9 = "cute.filter"(%5) : (!cute.layout<"(4,2,8):(1,0,4)">) -> !cute.layout<"32:1">
    %10 = "cute.filter_zeros"(%5) : (!cute.layout<"(4,2,8):(1,0,4)">) -> !cute.layout<"(4,1,8):(1,0,4)">
    "cute.print"(%6, %8, %9, %10) <{fmt = "{} {} {} {}\0A"}> : (!cute.layout<"12:1">, !cute.layout<"(2,6):(1,2)">, !cute.layout<"32:1">, !cute.layout<"(4,1,8):(1,0,4)">) -> ()
    %11 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%11) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
