"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "cutlass_dynamic_tuples_"}> ({
  ^bb0(%arg0: i32):
    %0 = "cute.make_int_tuple"(%arg0) : (i32) -> !cute.int_tuple<"(?,8)">
    %1 = "cute.make_tile"() : () -> !cute.tile<"[4:1;4:1]">
    %2 = "cute.ceil_div"(%0, %1) : (!cute.int_tuple<"(?,8)">, !cute.tile<"[4:1;4:1]">) -> !cute.int_tuple<"(?,2)">
    %3:2 = "cute.get_leaves"(%2) : (!cute.int_tuple<"(?,2)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"2">)
    %4 = "cute.get_scalars"(%3#0) : (!cute.int_tuple<"?">) -> i32
    %5 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %6 = "arith.muli"(%arg0, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "cute.make_shape"(%6) : (i32) -> !cute.shape<"(?,16)">
    %8 = "cute.make_shape"() : () -> !cute.shape<"(8,4)">
    %9 = "cute.shape_div"(%7, %8) : (!cute.shape<"(?,16)">, !cute.shape<"(8,4)">) -> !cute.shape<"(?,4)">
    %10:2 = "cute.get_leaves"(%9) : (!cute.shape<"(?,4)">) -> (!cute.shape<"?">, !cute.shape<"4">)
    %11 = "cute.to_int_tuple"(%10#0) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %12 = "cute.get_scalars"(%11) : (!cute.int_tuple<"?">) -> i32
    %13 = "cute.make_coord"(%arg0) : (i32) -> !cute.coord<"(1,?)">
    %14 = "cute.make_coord"() : () -> !cute.coord<"(4,8)">
    %15 = "cute.elem_less"(%13, %14) : (!cute.coord<"(1,?)">, !cute.coord<"(4,8)">) -> i1
    %16 = "cute.make_int_tuple"(%arg0) : (i32) -> !cute.int_tuple<"((?,2),4)">
    %17 = "cute.tuple.product_each"(%16) : (!cute.int_tuple<"((?,2),4)">) -> !cute.int_tuple<"(?{div=2},4)">
    %18:2 = "cute.get_leaves"(%17) : (!cute.int_tuple<"(?{div=2},4)">) -> (!cute.int_tuple<"?{div=2}">, !cute.int_tuple<"4">)
    %19 = "cute.get_scalars"(%18#0) : (!cute.int_tuple<"?{div=2}">) -> i32
    %20 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %21 = "cute.make_identity_layout"(%20) : (!cute.shape<"(?,8)">) -> !cute.layout<"(?,8):(1@0,1@1)">
    %22 = "cute.make_int_tuple"(%3#0) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(?,2)">
    %23 = "cute.make_int_tuple"(%11) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(?,4)">
    %24 = "cute.make_int_tuple"(%18#0) : (!cute.int_tuple<"?{div=2}">) -> !cute.int_tuple<"(?{div=2},4)">
    "cute.print"(%22, %23, %15, %24, %21) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(?,4)">, i1, !cute.int_tuple<"(?{div=2},4)">, !cute.layout<"(?,8):(1@0,1@1)">) -> ()
    %25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%25) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
