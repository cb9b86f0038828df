module attributes {gpu.container_module} {
  func.func @cutlass_tuple_arithmetic() -> i32 attributes {llvm.emit_c_interface} {
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(8,16)">
    %tile = cute.make_tile() : () -> !cute.tile<"[3:1;5:1]">
    %shp = cute.ceil_div(%int_tuple, %tile) : !cute.int_tuple<"(8,16)">, !cute.tile<"[3:1;5:1]">
    %e0, %e1 = cute.get_leaves(%shp) : !cute.int_tuple<"(3,4)">
    %shape = cute.make_shape() : () -> !cute.shape<"(8,16)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(2,4)">
    %0 = cute.shape_div(%shape, %shape_0) : !cute.shape<"(8,16)">, !cute.shape<"(2,4)">
    %e0_1, %e1_2 = cute.get_leaves(%0) : !cute.shape<"(4,4)">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,2)">
    %coord_3 = cute.make_coord() : () -> !cute.coord<"(3,4)">
    %1 = cute.elem_less(%coord, %coord_3) : !cute.coord<"(1,2)">, !cute.coord<"(3,4)">
    %int_tuple_4 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,3),(4,5))">
    %res = cute.tuple.product_each(%int_tuple_4) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"(6,20)">
    %e0_5, %e1_6 = cute.get_leaves(%res) : !cute.int_tuple<"(6,20)">
    %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"((2,3),(4,5))">
    %res_8 = cute.tuple.product(%int_tuple_7) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"120">
    %e0_9 = cute.get_leaves(%res_8) : !cute.int_tuple<"120">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"(3,4)">
    %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,4)">
    %int_tuple_12 = cute.make_int_tuple() : () -> !cute.int_tuple<"(6,20)">
    %c120_i32 = arith.constant 120 : i32
    cute.print("{} {} {} {} {}\0A", %int_tuple_10, %int_tuple_11, %1, %int_tuple_12, %c120_i32) : !cute.int_tuple<"(3,4)">, !cute.int_tuple<"(4,4)">, i1, !cute.int_tuple<"(6,20)">, i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

