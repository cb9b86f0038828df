module attributes {gpu.container_module} {
  func.func @cutlass_composition_trap() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,6,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(2,3,5)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,6,8):(2,3,5)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"6">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"3">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"6:3">
    %0 = cute.composition(%lay, %lay_2) : (!cute.layout<"(4,6,8):(2,3,5)">, !cute.layout<"6:3">) -> !cute.layout<"(2,3):(6,3)">
    cute.print("{}\0A", %0) : !cute.layout<"(2,3):(6,3)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

