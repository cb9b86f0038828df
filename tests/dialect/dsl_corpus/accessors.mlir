module attributes {gpu.container_module} {
  func.func @cutlass_accessors() -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(4,6,8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(2,3,5)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(4,6,8):(2,3,5)">
    %shape_0 = cute.make_shape() : () -> !cute.shape<"((4,2),(3,8))">
    %stride_1 = cute.make_stride() : () -> !cute.stride<"((1,4),(8,24))">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0, %e1, %e2 = cute.get_leaves(%0) : !cute.shape<"(4,6,8)">
    %1 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_3, %e1_4, %e2_5 = cute.get_leaves(%1) : !cute.shape<"(4,6,8)">
    %2 = cute.get(%lay) <{mode = [1]}> : !cute.layout<"(4,6,8):(2,3,5)"> -> !cute.layout<"6:3">
    %3 = cute.get_shape(%lay_2) : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.shape<"((4,2),(3,8))">
    %e0_6, %e1_7, %e2_8, %e3 = cute.get_leaves(%3) : !cute.shape<"((4,2),(3,8))">
    %4 = cute.get_shape(%lay_2) : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.shape<"((4,2),(3,8))">
    %e0_9, %e1_10, %e2_11, %e3_12 = cute.get_leaves(%4) : !cute.shape<"((4,2),(3,8))">
    %5 = cute.get(%lay_2) <{mode = [0, 1]}> : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
    %6 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_13, %e1_14, %e2_15 = cute.get_leaves(%6) : !cute.shape<"(4,6,8)">
    %7 = cute.get_shape(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.shape<"(4,6,8)">
    %e0_16, %e1_17, %e2_18 = cute.get_leaves(%7) : !cute.shape<"(4,6,8)">
    %8 = cute.select<[2, 0]> (%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.layout<"(8,4):(5,2)">
    %sz = cute.size(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"192">
    %e0_19 = cute.get_leaves(%sz) : !cute.int_tuple<"192">
    %sz_20 = cute.size(%lay) <{mode = [1]}> : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"6">
    %e0_21 = cute.get_leaves(%sz_20) : !cute.int_tuple<"6">
    %cosz = cute.cosize(%lay) : (!cute.layout<"(4,6,8):(2,3,5)">) -> !cute.int_tuple<"57">
    %e0_22 = cute.get_leaves(%cosz) : !cute.int_tuple<"57">
    %sz_23 = cute.size(%lay_2) <{mode = [1]}> : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.int_tuple<"24">
    %e0_24 = cute.get_leaves(%sz_23) : !cute.int_tuple<"24">
    %c192_i32 = arith.constant 192 : i32
    %c6_i32 = arith.constant 6 : i32
    %c57_i32 = arith.constant 57 : i32
    %c24_i32 = arith.constant 24 : i32
    cute.print("{} {} {} {} {} {} {}\0A", %2, %5, %8, %c192_i32, %c6_i32, %c57_i32, %c24_i32) : !cute.layout<"6:3">, !cute.layout<"2:4">, !cute.layout<"(8,4):(5,2)">, i32, i32, i32, i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

