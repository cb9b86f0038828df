module attributes {gpu.container_module} {
  func.func @cutlass_complement_static() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"4">
    %stride = cute.make_stride() : () -> !cute.stride<"2">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"4:2">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"24">
    %0 = cute.complement(%lay, %shape_0) : (!cute.layout<"4:2">, !cute.shape<"24">) -> !cute.layout<"(2,3):(1,8)">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay_3 = cute.make_layout(%shape_1, %stride_2) : !cute.layout<"(4,8):(1,4)">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"64">
    %1 = cute.complement(%lay_3, %shape_4) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"64">) -> !cute.layout<"2:32">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(2,2)">
    %stride_6 = cute.make_stride() : () -> !cute.stride<"(1,8)">
    %lay_7 = cute.make_layout(%shape_5, %stride_6) : !cute.layout<"(2,2):(1,8)">
    %shape_8 = cute.make_shape() : () -> !cute.shape<"32">
    %2 = cute.complement(%lay_7, %shape_8) : (!cute.layout<"(2,2):(1,8)">, !cute.shape<"32">) -> !cute.layout<"(4,2):(2,16)">
    cute.print("{} {} {}\0A", %0, %1, %2) : !cute.layout<"(2,3):(1,8)">, !cute.layout<"2:32">, !cute.layout<"(4,2):(2,16)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

