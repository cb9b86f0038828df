module attributes {gpu.container_module} {
  func.func @cutlass_products() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(3,4)">
    %stride = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(3,4):(4,1)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(2,5)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1,2)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(2,5):(1,2)">
    %shape_3 = cute.make_shape() : () -> !cute.shape<"(2,2)">
    %stride_4 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_5 = cute.make_layout(%shape_3, %stride_4) : !cute.layout<"(2,2):(4,1)">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"6">
    %stride_7 = cute.make_stride() : () -> !cute.stride<"1">
    %lay_8 = cute.make_layout(%shape_6, %stride_7) : !cute.layout<"6:1">
    %prod = cute.logical_product(%lay_5, %lay_8) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
    %prod_9 = cute.blocked_product(%lay, %lay_2) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">
    %prod_10 = cute.raked_product(%lay, %lay_2) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
    %prod_11 = cute.zipped_product(%lay, %lay_2) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
    %prod_12 = cute.tiled_product(%lay, %lay_2) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
    %prod_13 = cute.flat_product(%lay, %lay_2) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
    cute.print("{} {} {} {} {} {}\0A", %prod, %prod_9, %prod_10, %prod_11, %prod_12, %prod_13) : !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">, !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">, !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">, !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">, !cute.layout<"((3,4),2,5):((4,1),12,24)">, !cute.layout<"(3,4,2,5):(4,1,12,24)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

