"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_accessors"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,6,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(2,3,5)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,6,8)">, !cute.stride<"(2,3,5)">) -> !cute.layout<"(4,6,8):(2,3,5)">
    %3 = "cute.make_shape"() : () -> !cute.shape<"((4,2),(3,8))">
    %4 = "cute.make_stride"() : () -> !cute.stride<"((1,4),(8,24))">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"((4,2),(3,8))">, !cute.stride<"((1,4),(8,24))">) -> !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">
    %6 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %7:3 = "cute.get_leaves"(%6) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %8 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %9:3 = "cute.get_leaves"(%8) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %10 = "cute.get"(%2) <{mode = array<i32: 1>}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"6:3">
    %11 = "cute.get_shape"(%5) : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.shape<"((4,2),(3,8))">
    %12:4 = "cute.get_leaves"(%11) : (!cute.shape<"((4,2),(3,8))">) -> (!cute.shape<"4">, !cute.shape<"2">, !cute.shape<"3">, !cute.shape<"8">)
    %13 = "cute.get_shape"(%5) : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.shape<"((4,2),(3,8))">
    %14:4 = "cute.get_leaves"(%13) : (!cute.shape<"((4,2),(3,8))">) -> (!cute.shape<"4">, !cute.shape<"2">, !cute.shape<"3">, !cute.shape<"8">)
    %15 = "cute.get"(%5) <{mode = array<i32: 0, 1>}> : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.layout<"2:4">
    %16 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %17:3 = "cute.get_leaves"(%16) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %18 = "cute.get_shape"(%2) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %19:3 = "cute.get_leaves"(%18) : (!cute.shape<"(4,6,8)">) -> (!cute.shape<"4">, !cute.shape<"6">, !cute.shape<"8">)
    %20 = "cute.select"(%2) <{mode = array<i32: 2, 0>}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"(8,4):(5,2)">
    %21 = "cute.size"(%2) <{mode = array<i32>}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"192">
    %22 = "cute.get_leaves"(%21) : (!cute.int_tuple<"192">) -> !cute.int_tuple<"192">
    %23 = "cute.size"(%2) <{mode = array<i32: 1>}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"6">
    %24 = "cute.get_leaves"(%23) : (!cute.int_tuple<"6">) -> !cute.int_tuple<"6">
    %25 = "cute.cosize"(%2) <{mode = array<i32>}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"57">
    %26 = "cute.get_leaves"(%25) : (!cute.int_tuple<"57">) -> !cute.int_tuple<"57">
    %27 = "cute.size"(%5) <{mode = array<i32: 1>}> : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.int_tuple<"24">
    %28 = "cute.get_leaves"(%27) : (!cute.int_tuple<"24">) -> !cute.int_tuple<"24">
    %29 = "arith.constant"() <{value = 192 : i32}> : () -> i32
    %30 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 57 : i32}> : () -> i32
    %32 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    "cute.print"(%10, %15, %20, %29, %30, %31, %32) <{fmt = "{} {} {} {} {} {} {}\0A"}> : (!cute.layout<"6:3">, !cute.layout<"2:4">, !cute.layout<"(8,4):(5,2)">, i32, i32, i32, i32) -> ()
    %33 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%33) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
