module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_complement_(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,2)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,2):(1,4)">
    %shape_0 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"?">
    %0 = cute.complement(%lay, %shape_0) : (!cute.layout<"(4,2):(1,4)">, !cute.shape<"?">) -> !cute.layout<"?:8">
    %shape_1 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,4)">
    %stride_2 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_3 = cute.make_layout(%shape_1, %stride_2) : !cute.layout<"(?,4):(4,1)">
    %1 = cute.make_layout_like(%lay_3) : !cute.layout<"(?,4):(4,1)"> to !cute.layout<"(?,4):(4,1)">
    %shape_4 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride_5 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_6 = cute.make_layout(%shape_4, %stride_5) : !cute.layout<"(?,8):(8,1)">
    %shape_7 = cute.make_shape() : () -> !cute.shape<"8">
    %stride_8 = cute.make_stride() : () -> !cute.stride<"1">
    %lay_9 = cute.make_layout(%shape_7, %stride_8) : !cute.layout<"8:1">
    %2 = cute.composition(%lay_6, %lay_9) : (!cute.layout<"(?,8):(8,1)">, !cute.layout<"8:1">) -> !cute.layout<"(?,?):(8,?)">
    cute.print("{} {} {}\0A", %0, %1, %2) : !cute.layout<"?:8">, !cute.layout<"(?,4):(4,1)">, !cute.layout<"(?,?):(8,?)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

