module attributes {gpu.container_module} {
  func.func @cutlass_swizzle_composed() -> i32 attributes {llvm.emit_c_interface} {
    %0 = cute.static : !cute.swizzle<"S<3,4,3>">
    %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
    %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
    %1 = cute.get_stride(%lay) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.stride<"(64,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_0 = cute.make_composed_layout(%0, %int_tuple, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
    %sz = cute.size(%lay_0) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"512">
    %e0_1 = cute.get_leaves(%sz) : !cute.int_tuple<"512">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(8,8)">
    %stride_3 = cute.make_stride() : () -> !cute.stride<"(1,8)">
    %lay_4 = cute.make_layout(%shape_2, %stride_3) : !cute.layout<"(8,8):(1,8)">
    %2 = cute.composition(%lay_0, %lay_4) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.layout<"(8,8):(1,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(64,1)">
    %3 = cute.static : !cute.swizzle<"S<2,3,3>">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(16,16)">
    %stride_6 = cute.make_stride() : () -> !cute.stride<"(16,1)">
    %lay_7 = cute.make_layout(%shape_5, %stride_6) : !cute.layout<"(16,16):(16,1)">
    %4 = cute.get_stride(%lay_7) : (!cute.layout<"(16,16):(16,1)">) -> !cute.stride<"(16,1)">
    %e0_8, %e1_9 = cute.get_leaves(%4) : !cute.stride<"(16,1)">
    %int_tuple_10 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_11 = cute.make_composed_layout(%3, %int_tuple_10, %lay_7) : !cute.composed_layout<"S<2,3,3> o 0 o (16,16):(16,1)">
    %c512_i32 = arith.constant 512 : i32
    cute.print("{} {} {} {}\0A", %lay_0, %c512_i32, %2, %lay_11) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, i32, !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(64,1)">, !cute.composed_layout<"S<2,3,3> o 0 o (16,16):(16,1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

