"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_tuple_arithmetic"}> ({
    %0 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(8,16)">
    %1 = "cute.make_tile"() : () -> !cute.tile<"[3:1;5:1]">
    %2 = "cute.ceil_div"(%0, %1) : (!cute.int_tuple<"(8,16)">, !cute.tile<"[3:1;5:1]">) -> !cute.int_tuple<"(3,4)">
    %3:2 = "cute.get_leaves"(%2) : (!cute.int_tuple<"(3,4)">) -> (!cute.int_tuple<"3">, !cute.int_tuple<"4">)
    %4 = "cute.make_shape"() : () -> !cute.shape<"(8,16)">
    %5 = "cute.make_shape"() : () -> !cute.shape<"(2,4)">
    %6 = "cute.shape_div"(%4, %5) : (!cute.shape<"(8,16)">, !cute.shape<"(2,4)">) -> !cute.shape<"(4,4)">
    %7:2 = "cute.get_leaves"(%6) : (!cute.shape<"(4,4)">) -> (!cute.shape<"4">, !cute.shape<"4">)
    %8 = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
    %9 = "cute.make_coord"() : () -> !cute.coord<"(3,4)">
    %10 = "cute.elem_less"(%8, %9) : (!cute.coord<"(1,2)">, !cute.coord<"(3,4)">) -> i1
    %11 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((2,3),(4,5))">
    %12 = "cute.tuple.product_each"(%11) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"(6,20)">
    %13:2 = "cute.get_leaves"(%12) : (!cute.int_tuple<"(6,20)">) -> (!cute.int_tuple<"6">, !cute.int_tuple<"20">)
    %14 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((2,3),(4,5))">
    %15 = "cute.tuple.product"(%14) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"120">
    %16 = "cute.get_leaves"(%15) : (!cute.int_tuple<"120">) -> !cute.int_tuple<"120">
    %17 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(3,4)">
    %18 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(4,4)">
    %19 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(6,20)">
    %20 = "arith.constant"() <{value = 120 : i32}> : () -> i32
    "cute.print"(%17, %18, %10, %19, %20) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(4,4)">, i1, !cute.int_tuple<"(6,20)">, i32) -> ()
    %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%21) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
