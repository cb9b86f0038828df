module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_coords___(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,8):(8,1)">
    %coord = cute.make_coord(%arg1, %arg2) : (i32, i32) -> !cute.coord<"(?,?)">
    %idx = cute.crd2idx(%coord, %lay) : (!cute.coord<"(?,?)">, !cute.layout<"(?,8):(8,1)">) -> !cute.int_tuple<"?">
    %e0 = cute.get_leaves(%idx) : !cute.int_tuple<"?">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?">
    %int_tuple = cute.make_int_tuple(%arg1) : (i32) -> !cute.int_tuple<"?">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %crd = cute.idx2crd(%int_tuple, %shape_0) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
    %e0_1, %e1 = cute.get_leaves(%crd) : !cute.coord<"(?,?)">
    %itup = cute.to_int_tuple(%e0_1) : !cute.coord<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_2 = cute.to_int_tuple(%e1) : !cute.coord<"?"> to !cute.int_tuple<"?">
    %2 = cute.get_scalars(%itup_2) : !cute.int_tuple<"?">
    %coord_3 = cute.make_coord(%arg2) : (i32) -> !cute.coord<"(_,?)">
    %slice = cute.slice(%lay, %coord_3) : !cute.layout<"(?,8):(8,1)">, !cute.coord<"(_,?)">
    %int_tuple_4 = cute.make_int_tuple(%itup, %itup_2) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
    cute.print("{} {} {}\0A", %0, %int_tuple_4, %slice) : i32, !cute.int_tuple<"(?,?)">, !cute.layout<"(?):(8)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

