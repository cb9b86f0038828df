module attributes {gpu.container_module} {
  func.func @cutlass_reshape() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(2,2)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,2)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(2,2):(1,2)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(8,8)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %tile_to_shape = cute.tile_to_shape(%lay, %shape_0, %int_tuple) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(8,8)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,4),(2,4)):((1,16),(2,4))">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(2,4)">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_3 = cute.make_layout(%shape_1, %stride_2) : !cute.layout<"(2,4):(4,1)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(8,16)">
    %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
    %tile_to_shape_6 = cute.tile_to_shape(%lay_3, %shape_4, %int_tuple_5) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(8,16)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((2,4),(4,4)):((4,8),(1,32))">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_8 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_9 = cute.make_layout(%shape_7, %stride_8) : !cute.layout<"(4,8):(8,1)">
    %0 = cute.make_layout_like(%lay_9) : !cute.layout<"(4,8):(8,1)"> to !cute.layout<"(4,8):(8,1)">
    %shape_10 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_11 = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay_12 = cute.make_layout(%shape_10, %stride_11) : !cute.layout<"(4,8):(1,4)">
    %1 = cute.recast_layout<16, 8> (%lay_12) : !cute.layout<"(4,8):(1,4)"> to !cute.layout<"(2,8):(1,2)">
    %shape_13 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_14 = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay_15 = cute.make_layout(%shape_13, %stride_14) : !cute.layout<"(4,8):(1,4)">
    %2 = cute.recast_layout<8, 16> (%lay_15) : !cute.layout<"(4,8):(1,4)"> to !cute.layout<"(8,8):(1,8)">
    cute.print("{} {} {} {} {}\0A", %tile_to_shape, %tile_to_shape_6, %0, %1, %2) : !cute.layout<"((2,4),(2,4)):((1,16),(2,4))">, !cute.layout<"((2,4),(4,4)):((4,8),(1,32))">, !cute.layout<"(4,8):(8,1)">, !cute.layout<"(2,8):(1,2)">, !cute.layout<"(8,8):(1,8)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

