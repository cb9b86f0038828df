"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_index_math"}> ({
    %0 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
    %3 = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
    %4 = "cute.crd2idx"(%3, %2) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
    %5 = "cute.get_leaves"(%4) : (!cute.int_tuple<"9">) -> !cute.int_tuple<"9">
    %6 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"9">
    %7 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %8 = "cute.idx2crd"(%6, %7) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
    %9:2 = "cute.get_leaves"(%8) : (!cute.coord<"(1,2)">) -> (!cute.coord<"1">, !cute.coord<"2">)
    %10 = "cute.make_shape"() : () -> !cute.shape<"(4,(2,3))">
    %11 = "cute.make_stride"() : () -> !cute.stride<"(1,(4,8))">
    %12 = "cute.make_layout"(%10, %11) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
    %13 = "cute.make_coord"() : () -> !cute.coord<"(1,(1,2))">
    %14 = "cute.crd2idx"(%13, %12) : (!cute.coord<"(1,(1,2))">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"21">
    %15 = "cute.get_leaves"(%14) : (!cute.int_tuple<"21">) -> !cute.int_tuple<"21">
    %16 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %17 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,2)">
    %18 = "arith.constant"() <{value = 21 : i32}> : () -> i32
    "cute.print"(%16, %17, %18) <{fmt = "{} {} {}\0A"}> : (i32, !cute.int_tuple<"(1,2)">, i32) -> ()
    %19 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%19) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
