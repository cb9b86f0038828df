module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_tuples_(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    %int_tuple = cute.make_int_tuple(%arg0) : (i32) -> !cute.int_tuple<"(?,8)">
    %tile = cute.make_tile() : () -> !cute.tile<"[4:1;4:1]">
    %shp = cute.ceil_div(%int_tuple, %tile) : !cute.int_tuple<"(?,8)">, !cute.tile<"[4:1;4:1]">
    %e0, %e1 = cute.get_leaves(%shp) : !cute.int_tuple<"(?,2)">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?">
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.muli %arg0, %c8_i32 : i32
    %shape = cute.make_shape(%1) : (i32) -> !cute.shape<"(?,16)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(8,4)">
    %2 = cute.shape_div(%shape, %shape_0) : !cute.shape<"(?,16)">, !cute.shape<"(8,4)">
    %e0_1, %e1_2 = cute.get_leaves(%2) : !cute.shape<"(?,4)">
    %itup = cute.to_int_tuple(%e0_1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %3 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %coord = cute.make_coord(%arg0) : (i32) -> !cute.coord<"(1,?)">
    %coord_3 = cute.make_coord() : () -> !cute.coord<"(4,8)">
    %4 = cute.elem_less(%coord, %coord_3) : !cute.coord<"(1,?)">, !cute.coord<"(4,8)">
    %int_tuple_4 = cute.make_int_tuple(%arg0) : (i32) -> !cute.int_tuple<"((?,2),4)">
    %res = cute.tuple.product_each(%int_tuple_4) : (!cute.int_tuple<"((?,2),4)">) -> !cute.int_tuple<"(?{div=2},4)">
    %e0_5, %e1_6 = cute.get_leaves(%res) : !cute.int_tuple<"(?{div=2},4)">
    %5 = cute.get_scalars(%e0_5) : !cute.int_tuple<"?{div=2}">
    %shape_7 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %6 = cute.make_identity_layout(%shape_7) : !cute.layout<"(?,8):(1@0,1@1)">
    %int_tuple_8 = cute.make_int_tuple(%e0) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(?,2)">
    %int_tuple_9 = cute.make_int_tuple(%itup) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"(?,4)">
    %int_tuple_10 = cute.make_int_tuple(%e0_5) : (!cute.int_tuple<"?{div=2}">) -> !cute.int_tuple<"(?{div=2},4)">
    cute.print("{} {} {} {} {}\0A", %int_tuple_8, %int_tuple_9, %4, %int_tuple_10, %6) : !cute.int_tuple<"(?,2)">, !cute.int_tuple<"(?,4)">, i1, !cute.int_tuple<"(?{div=2},4)">, !cute.layout<"(?,8):(1@0,1@1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

