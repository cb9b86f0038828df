module attributes {gpu.container_module} {
  func.func @cutlass_group_inverse() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,6,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(2,3,5)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,6,8):(2,3,5)">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0, %e1, %e2 = cute.get_leaves(%0) : !cute.shape<"(4,6,8)">
    %1 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_0, %e1_1, %e2_2 = cute.get_leaves(%1) : !cute.shape<"(4,6,8)">
    %grouped = cute.group_modes(%lay) <0, 2> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"((4,6),8):((2,3),5)">
    %2 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_3, %e1_4, %e2_5 = cute.get_leaves(%2) : !cute.shape<"(4,6,8)">
    %3 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_6, %e1_7, %e2_8 = cute.get_leaves(%3) : !cute.shape<"(4,6,8)">
    %grouped_9 = cute.group_modes(%lay) <1, 3> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"(4,(6,8)):(2,(3,5))">
    %shape_10 = cute.make_shape() : () -> !cute.shape<"(8,8)">
    %stride_11 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_12 = cute.make_layout(%shape_10, %stride_11) : !cute.layout<"(8,8):(8,1)">
    %rinv = cute.right_inverse(%lay_12) : (!cute.layout<"(8,8):(8,1)">) -> !cute.layout<"(8,8):(8,1)">
    %shape_13 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_14 = cute.make_stride() : () -> !cute.stride<"(1,5)">
    %lay_15 = cute.make_layout(%shape_13, %stride_14) : !cute.layout<"(4,8):(1,5)">
    %rinv_16 = cute.right_inverse(%lay_15) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1">
    %shape_17 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_18 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_19 = cute.make_layout(%shape_17, %stride_18) : !cute.layout<"(4,8):(8,1)">
    %linv = cute.left_inverse(%lay_19) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
    %shape_20 = cute.make_shape() : () -> !cute.shape<"4">
    %stride_21 = cute.make_stride() : () -> !cute.stride<"2">
    %lay_22 = cute.make_layout(%shape_20, %stride_21) : !cute.layout<"4:2">
    %linv_23 = cute.left_inverse(%lay_22) : (!cute.layout<"4:2">) -> !cute.layout<"(2,4):(0,1)">
    cute.print("{} {} {} {} {} {}\0A", %grouped, %grouped_9, %rinv, %rinv_16, %linv, %linv_23) : !cute.layout<"((4,6),8):((2,3),5)">, !cute.layout<"(4,(6,8)):(2,(3,5))">, !cute.layout<"(8,8):(8,1)">, !cute.layout<"4:1">, !cute.layout<"(8,4):(4,1)">, !cute.layout<"(2,4):(0,1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

