module attributes {gpu.container_module} {
  func.func @cutlass_index_math() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(1,4)">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,2)">
    %idx = cute.crd2idx(%coord, %lay) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
    %e0 = cute.get_leaves(%idx) : !cute.int_tuple<"9">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"9">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %crd = cute.idx2crd(%int_tuple, %shape_0) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
    %e0_1, %e1 = cute.get_leaves(%crd) : !cute.coord<"(1,2)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(4,(2,3))">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(1,(4,8))">
    %lay_4 = cute.make_layout(%shape_2, %stride_3) : !cute.layout<"(4,(2,3)):(1,(4,8))">
    %coord_5 = cute.make_coord() : () -> !cute.coord<"(1,(1,2))">
    %idx_6 = cute.crd2idx(%coord_5, %lay_4) : (!cute.coord<"(1,(1,2))">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"21">
    %e0_7 = cute.get_leaves(%idx_6) : !cute.int_tuple<"21">
    %c9_i32 = arith.constant 9 : i32
    %int_tuple_8 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,2)">
    %c21_i32 = arith.constant 21 : i32
    cute.print("{} {} {}\0A", %c9_i32, %int_tuple_8, %c21_i32) : i32, !cute.int_tuple<"(1,2)">, i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

