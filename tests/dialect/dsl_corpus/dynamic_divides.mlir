module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_divides__(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,?):(1,?)">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(?,?):(1,?)">) -> !cute.shape<"(?,?)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(?,?)">
    %itup = cute.to_int_tuple(%e0) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %1 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %itup_0 = cute.to_int_tuple(%e1) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %2 = cute.get_scalars(%itup_0) : !cute.int_tuple<"?">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %div = cute.zipped_divide(%lay, %tile) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">
    %tile_1 = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %div_2 = cute.tiled_divide(%lay, %tile_1) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">
    %tile_3 = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %div_4 = cute.flat_divide(%lay, %tile_3) : !cute.layout<"(?,?):(1,?)">, !cute.tile<"[32:1;8:1]">
    cute.print("{} {} {}\0A", %div, %div_2, %div_4) : !cute.layout<"((32,8),(?,?)):((1,?),(32,?{div=8}))">, !cute.layout<"((32,8),?,?):((1,?),32,?{div=8})">, !cute.layout<"(32,8,?,?):(1,?,32,?{div=8})">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

