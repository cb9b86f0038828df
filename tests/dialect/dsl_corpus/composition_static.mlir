module attributes {gpu.container_module} {
  func.func @cutlass_composition_static() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(8,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,8):(8,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"((4,8),2)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"((16,1),8)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"((4,8),2):((16,1),8)">
    %0 = cute.composition(%lay, %lay_2) : (!cute.layout<"(8,8):(8,1)">, !cute.layout<"((4,8),2):((16,1),8)">) -> !cute.layout<"((4,8),2):((2,8),1)">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"20">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"2">
    %lay_5 = cute.make_layout(%shape_3, %stride_4) : !cute.layout<"20:2">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"(5,4)">
    %stride_7 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_8 = cute.make_layout(%shape_6, %stride_7) : !cute.layout<"(5,4):(4,1)">
    %1 = cute.composition(%lay_5, %lay_8) : (!cute.layout<"20:2">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
    %shape_9 = cute.make_shape() : () -> !cute.shape<"(4,2,8)">
    %stride_10 = cute.make_stride() : () -> !cute.stride<"(3,12,97)">
    %lay_11 = cute.make_layout(%shape_9, %stride_10) : !cute.layout<"(4,2,8):(3,12,97)">
    %shape_12 = cute.make_shape() : () -> !cute.shape<"3">
    %stride_13 = cute.make_stride() : () -> !cute.stride<"3">
    %lay_14 = cute.make_layout(%shape_12, %stride_13) : !cute.layout<"3:3">
    %2 = cute.composition(%lay_11, %lay_14) : (!cute.layout<"(4,2,8):(3,12,97)">, !cute.layout<"3:3">) -> !cute.layout<"3:9">
    %shape_15 = cute.make_shape() : () -> !cute.shape<"(12,(4,8))">
    %stride_16 = cute.make_stride() : () -> !cute.stride<"(59,(13,1))">
    %lay_17 = cute.make_layout(%shape_15, %stride_16) : !cute.layout<"(12,(4,8)):(59,(13,1))">
    %tile = cute.make_tile() : () -> !cute.tile<"[3:1;8:1]">
    %3 = cute.composition(%lay_17, %tile) : (!cute.layout<"(12,(4,8)):(59,(13,1))">, !cute.tile<"[3:1;8:1]">) -> !cute.layout<"(3,(4,2)):(59,(13,1))">
    cute.print("{} {} {} {}\0A", %0, %1, %2, %3) : !cute.layout<"((4,8),2):((2,8),1)">, !cute.layout<"(5,4):(8,2)">, !cute.layout<"3:9">, !cute.layout<"(3,(4,2)):(59,(13,1))">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

