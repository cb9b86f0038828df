module attributes {gpu.container_module} {
  func.func @cutlass_constructors() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(1,4)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,(2,3))">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1,(4,8))">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(4,(2,3)):(1,(4,8))">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %lay_4 = cute.make_layout(%shape_3) : !cute.layout<"(4,8):(1,4)">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %0 = cute.make_identity_layout(%shape_5) : !cute.layout<"(4,8):(1@0,1@1)">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"8">
    %1 = cute.make_identity_layout(%shape_6) : !cute.layout<"8:1">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"(4,8,2)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(2,0,1)">
    %lay_8 = cute.make_ordered_layout(%shape_7, %int_tuple) : (!cute.shape<"(4,8,2)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(4,8,2):(16,1,8)">
    cute.print("{} {} {} {} {} {}\0A", %lay, %lay_2, %lay_4, %0, %1, %lay_8) : !cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,(2,3)):(1,(4,8))">, !cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1@0,1@1)">, !cute.layout<"8:1">, !cute.layout<"(4,8,2):(16,1,8)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

