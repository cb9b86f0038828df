module attributes {gpu.container_module} {
  func.func @cutlass_common_vector() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,4)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,8):(1,4)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"(1,8)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(4,8):(1,8)">
    %rinv = cute.right_inverse(%lay_2) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"4:1">
    %0 = cute.composition(%lay, %rinv) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
    %coalesce = cute.coalesce(%0) : (!cute.layout<"4:1">) -> !cute.layout<"4:1">
    %1 = cute.get_shape(%coalesce) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %e0 = cute.get_leaves(%1) : !cute.shape<"4">
    %2 = cute.get_stride(%coalesce) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %e0_3 = cute.get_leaves(%2) : !cute.stride<"1">
    %3 = cute.get_stride(%coalesce) : (!cute.layout<"4:1">) -> !cute.stride<"1">
    %e0_4 = cute.get_leaves(%3) : !cute.stride<"1">
    %4 = cute.get_shape(%coalesce) : (!cute.layout<"4:1">) -> !cute.shape<"4">
    %e0_5 = cute.get_leaves(%4) : !cute.shape<"4">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"32">
    %stride_7 = cute.make_stride() : () -> !cute.stride<"1">
    %lay_8 = cute.make_layout(%shape_6, %stride_7) : !cute.layout<"32:1">
    %rinv_9 = cute.right_inverse(%lay_8) : (!cute.layout<"32:1">) -> !cute.layout<"32:1">
    %5 = cute.composition(%lay, %rinv_9) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"32:1">) -> !cute.layout<"32:1">
    %coalesce_10 = cute.coalesce(%5) : (!cute.layout<"32:1">) -> !cute.layout<"32:1">
    %6 = cute.get_shape(%coalesce_10) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %e0_11 = cute.get_leaves(%6) : !cute.shape<"32">
    %7 = cute.get_stride(%coalesce_10) : (!cute.layout<"32:1">) -> !cute.stride<"1">
    %e0_12 = cute.get_leaves(%7) : !cute.stride<"1">
    %8 = cute.get_shape(%coalesce_10) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %e0_13 = cute.get_leaves(%8) : !cute.shape<"32">
    %9 = cute.get_shape(%coalesce_10) : (!cute.layout<"32:1">) -> !cute.shape<"32">
    %e0_14 = cute.get_leaves(%9) : !cute.shape<"32">
    %10 = cute.composition(%rinv_9, %coalesce_10) : (!cute.layout<"32:1">, !cute.layout<"32:1">) -> !cute.layout<"32:1">
    %shape_15 = cute.make_shape() : () -> !cute.shape<"(2,4)">
    %stride_16 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_17 = cute.make_layout(%shape_15, %stride_16) : !cute.layout<"(2,4):(4,1)">
    %rinv_18 = cute.right_inverse(%lay_17) : (!cute.layout<"(2,4):(4,1)">) -> !cute.layout<"(4,2):(2,1)">
    %shape_19 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_20 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_21 = cute.make_layout(%shape_19, %stride_20) : !cute.layout<"(4,8):(8,1)">
    %rinv_22 = cute.right_inverse(%lay) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
    %11 = cute.composition(%lay_21, %rinv_22) : (!cute.layout<"(4,8):(8,1)">, !cute.layout<"32:1">) -> !cute.layout<"(4,8):(8,1)">
    %c4_i32 = arith.constant 4 : i32
    cute.print("{} {} {} {}\0A", %c4_i32, %10, %rinv_18, %11) : i32, !cute.layout<"32:1">, !cute.layout<"(4,2):(2,1)">, !cute.layout<"(4,8):(8,1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

