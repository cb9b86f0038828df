module attributes {gpu.container_module} {
  func.func @cutlass_composed_algebra() -> i32 attributes {llvm.emit_c_interface} {
    %0 = cute.static : !cute.swizzle<"S<3,3,3>">
    %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
    %1 = cute.get_stride(%lay) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.stride<"(64,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_0 = cute.make_composed_layout(%0, %int_tuple, %lay) : !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(64,64)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
    %tile_to_shape = cute.tile_to_shape(%lay_0, %shape_1, %int_tuple_2) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,64)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
    %2 = cute.get_shape(%lay_0) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %e0_3, %e1_4 = cute.get_leaves(%2) : !cute.shape<"(8,64)">
    %3 = cute.get_shape(%lay_0) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %e0_5, %e1_6 = cute.get_leaves(%3) : !cute.shape<"(8,64)">
    %4 = cute.get(%lay_0) <{mode = [1]}> : !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)"> -> !cute.composed_layout<"S<3,3,3> o 0 o 64:1">
    %coalesce = cute.coalesce(%lay_0) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[8:1;8:1]">
    %div = cute.logical_divide(%lay_0, %tile) : !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.tile<"[8:1;8:1]">
    %5 = cute.get_shape(%lay_0) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %e0_7, %e1_8 = cute.get_leaves(%5) : !cute.shape<"(8,64)">
    %tile_9 = cute.make_tile() : () -> !cute.tile<"[8:1;8:1]">
    %div_10 = cute.zipped_divide(%lay_0, %tile_9) : !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.tile<"[8:1;8:1]">
    cute.print("{} {} {} {} {}\0A", %tile_to_shape, %4, %coalesce, %div, %div_10) : !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.composed_layout<"S<3,3,3> o 0 o 64:1">, !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,1),(8,8)):((64,0),(1,8))">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(1,8)):((64,1),(0,8))">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

