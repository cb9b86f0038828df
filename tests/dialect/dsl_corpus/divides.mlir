module attributes {gpu.container_module} {
  func.func @cutlass_divides() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(8,16)">
    %stride = cute.make_stride() : () -> !cute.stride<"(20,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,16):(20,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"24">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"3">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"24:3">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"8">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"3">
    %lay_5 = cute.make_layout(%shape_3, %stride_4) : !cute.layout<"8:3">
    %div = cute.logical_divide(%lay_2, %lay_5) : !cute.layout<"24:3">, !cute.layout<"8:3">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"4">
    %stride_7 = cute.make_stride() : () -> !cute.stride<"1">
    %lay_8 = cute.make_layout(%shape_6, %stride_7) : !cute.layout<"4:1">
    %shape_9 = cute.make_shape() : () -> !cute.shape<"8">
    %stride_10 = cute.make_stride() : () -> !cute.stride<"2">
    %lay_11 = cute.make_layout(%shape_9, %stride_10) : !cute.layout<"8:2">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(8,16):(20,1)">) -> !cute.shape<"(8,16)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(8,16)">
    %1 = cute.get_shape(%lay_8) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %e0_12 = cute.get_leaves(%1) : !cute.shape<"4">
    %2 = cute.get_stride(%lay_8) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %e0_13 = cute.get_leaves(%2) : !cute.stride<"1">
    %3 = cute.get_shape(%lay_11) : (!cute.layout<"8:2">) -> !cute.shape<"8">
    %e0_14 = cute.get_leaves(%3) : !cute.shape<"8">
    %4 = cute.get_stride(%lay_11) : (!cute.layout<"8:2">) -> !cute.stride<"2">
    %e0_15 = cute.get_leaves(%4) : !cute.stride<"2">
    %tile = cute.make_tile() : () -> !cute.tile<"[4:1;8:2]">
    %div_16 = cute.zipped_divide(%lay, %tile) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">
    %tile_17 = cute.make_tile() : () -> !cute.tile<"[4:1;8:1]">
    %div_18 = cute.tiled_divide(%lay, %tile_17) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:1]">
    %tile_19 = cute.make_tile() : () -> !cute.tile<"[4:1;4:1]">
    %div_20 = cute.flat_divide(%lay, %tile_19) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;4:1]">
    %tile_21 = cute.make_tile() : () -> !cute.tile<"[2:1;4:1]">
    %div_22 = cute.logical_divide(%lay, %tile_21) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[2:1;4:1]">
    cute.print("{} {} {} {} {}\0A", %div, %div_16, %div_18, %div_20, %div_22) : !cute.layout<"(8,3):(9,3)">, !cute.layout<"((4,8),(2,2)):((20,2),(80,1))">, !cute.layout<"((4,8),2,2):((20,1),80,8)">, !cute.layout<"(4,4,2,4):(20,1,80,4)">, !cute.layout<"((2,4),(4,4)):((20,40),(1,4))">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

