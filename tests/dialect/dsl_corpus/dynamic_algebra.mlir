module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_algebra__(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,8):(1,?)">
    %shape_0 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride_1 = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(?,?):(?,1)">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(4,2)">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(2,1)">
    %lay_5 = cute.make_layout(%shape_3, %stride_4) : !cute.layout<"(4,2):(2,1)">
    %0 = cute.composition(%lay, %lay_5) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
    %coalesce = cute.coalesce(%lay_2) : (!cute.layout<"(?,?):(?,1)">) -> !cute.layout<"(?,?):(?,1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[4:1;8:1]">
    %div = cute.logical_divide(%lay_2, %tile) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[4:1;8:1]">
    %1 = cute.get_shape(%lay_2) : (!cute.layout<"(?,?):(?,1)">) -> !cute.shape<"(?,?)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.shape<"(?,?)">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %2 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_6 = cute.to_int_tuple(%e1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %3 = cute.get_scalars(%itup_6) : !cute.int_tuple<"?">
    %tile_7 = cute.make_tile() : () -> !cute.tile<"[4:1;8:1]">
    %div_8 = cute.zipped_divide(%lay_2, %tile_7) : !cute.layout<"(?,?):(?,1)">, !cute.tile<"[4:1;8:1]">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,2)">
    %idx = cute.crd2idx(%coord, %lay_2) : (!cute.coord<"(1,2)">, !cute.layout<"(?,?):(?,1)">) -> !cute.int_tuple<"?">
    %e0_9 = cute.get_leaves(%idx) : !cute.int_tuple<"?">
    %4 = cute.get_scalars(%e0_9) : !cute.int_tuple<"?">
    cute.print("{} {} {} {} {}\0A", %0, %coalesce, %div, %div_8, %4) : !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">, !cute.layout<"(?,?):(?,1)">, !cute.layout<"((4,?),(8,?)):((?,?{div=4}),(1,8))">, !cute.layout<"((4,8),(?,?)):((?,1),(?{div=4},8))">, i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

