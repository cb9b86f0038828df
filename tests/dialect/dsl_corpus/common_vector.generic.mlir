"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_common_vector"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %4 = "cute.make_stride"() : () -> !cute.stride<"(1,8)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,8)">) -> !cute.layout<"(4,8):(1,8)">
    %6 = "cute.right_inverse"(%5) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"4:1">
    %7 = "cute.composition"(%2, %6) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
    %8 = "cute.coalesce"(%7) : (!cute.layout<"4:1">) -> !cute.layout<"4:1">
    %9 = "cute.get_shape"(%8) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %10 = "cute.get_leaves"(%9) : (!cute.shape<"4">) -> !cute.shape<"4">
    %11 = "cute.get_stride"(%8) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %12 = "cute.get_leaves"(%11) : (!cute.stride<"1">) -> !cute.stride<"1">
    %13 = "cute.get_stride"(%8) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %14 = "cute.get_leaves"(%13) : (!cute.stride<"1">) -> !cute.stride<"1">
    %15 = "cute.get_shape"(%8) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %16 = "cute.get_leaves"(%15) : (!cute.shape<"4">) -> !cute.shape<"4">
    %17 = "cute.make_shape"() : () -> !cute.shape<"32">
    %18 = "cute.make_stride"() : () -> !cute.stride<"1">
    %19 = "cute.make_layout"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"32">, !cute.stride<"1">) -> !cute.layout<"32:1">
    %20 = "cute.right_inverse"(%19) : (!cute.layout<"32:1">) -> !cute.layout<"32:1">
    %21 = "cute.composition"(%2, %20) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"32:1">) -> !cute.layout<"32:1">
    %22 = "cute.coalesce"(%21) : (!cute.layout<"32:1">) -> !cute.layout<"32:1">
    %23 = "cute.get_shape"(%22) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %24 = "cute.get_leaves"(%23) : (!cute.shape<"32">) -> !cute.shape<"32">
    %25 = "cute.get_stride"(%22) : (!cute.layout<"32:1">) -> !cute.stride<"1">
    %26 = "cute.get_leaves"(%25) : (!cute.stride<"1">) -> !cute.stride<"1">
    %27 = "cute.get_shape"(%22) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %28 = "cute.get_leaves"(%27) : (!cute.shape<"32">) -> !cute.shape<"32">
    %29 = "cute.get_shape"(%22) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %30 = "cute.get_leaves"(%29) : (!cute.shape<"32">) -> !cute.shape<"32">
    %31 = "cute.composition"(%20, %22) : (!cute.layout<"32:1">, !cute.layout<"32:1">) -> !cute.layout<"32:1">
    %32 = "cute.make_shape"() : () -> !cute.shape<"(2,4)">
    %33 = "cute.make_stride"() : () -> !cute.stride<"(4,1)">
    %34 = "cute.make_layout"(%32, %33) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(2,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(2,4):(4,1)">
    %35 = "cute.right_inverse"(%34) : (!cute.layout<"(2,4):(4,1)">) -> !cute.layout<"(4,2):(2,1)">
    %36 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %37 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %38 = "cute.make_layout"(%36, %37) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    %39 = "cute.right_inverse"(%2) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
    %40 = "cute.composition"(%38, %39) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"32:1">) -> !cute.layout<"(4,8):(8,1)">
    %41 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "cute.print"(%41, %31, %35, %40) <{fmt = "{} {} {} {}\0A"}> : (i32, !cute.layout<"32:1">, !cute.layout<"(4,2):(2,1)">, !cute.layout<"(4,8):(8,1)">) -> ()
    %42 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%42) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
