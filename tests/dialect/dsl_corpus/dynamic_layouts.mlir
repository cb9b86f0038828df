module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_layouts__(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,8):(1,?)">
    %shape_0 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride_1 = cute.make_stride(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %lay_2 = cute.make_layout(%shape_0, %stride_1) : !cute.layout<"(?,?):(?,1)">
    %sz = cute.size(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"?{div=8}">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?{div=8}">
    %cosz = cute.cosize(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?">
    %e0_3 = cute.get_leaves(%cosz) : !cute.int_tuple<"?">
    %1 = cute.get_scalars(%e0_3) : !cute.int_tuple<"?">
    %2 = cute.get_shape(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.shape<"(?,8)">
    %e0_4, %e1 = cute.get_leaves(%2) : !cute.shape<"(?,8)">
    %itup = cute.to_int_tuple(%e0_4) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %3 = cute.get_scalars(%itup) : !cute.int_tuple<"?">
    %4 = cute.get_shape(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.shape<"(?,8)">
    %e0_5, %e1_6 = cute.get_leaves(%4) : !cute.shape<"(?,8)">
    %itup_7 = cute.to_int_tuple(%e0_5) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %5 = cute.get_scalars(%itup_7) : !cute.int_tuple<"?">
    %6 = cute.get(%lay) <{mode = [0]}> : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"?:1">
    %shape_8 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %lay_9 = cute.make_layout(%shape_8) : !cute.layout<"(?,?):(1,?)">
    cute.print("{} {} {} {} {} {}\0A", %lay, %lay_2, %0, %1, %6, %lay_9) : !cute.layout<"(?,8):(1,?)">, !cute.layout<"(?,?):(?,1)">, i32, i32, !cute.layout<"?:1">, !cute.layout<"(?,?):(1,?)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

