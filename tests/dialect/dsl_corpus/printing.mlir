module attributes {gpu.container_module} {
  func.func @cutlass_printing_(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %stride = cute.make_stride(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?,8):(1,?)">
    %sz = cute.size(%lay) : (!cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?{div=8}">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"?{div=8}">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?{div=8}">
    cute.print("layout {} size {}\0A\0A", %lay, %0) : !cute.layout<"(?,8):(1,?)">, i32
    cute.print("m = {}\0A\0A", %arg0) : i32
    %shape_0 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,4)">
    %lay_1 = cute.make_layout(%shape_0) : !cute.layout<"(?,4):(1,?)">
    %sz_2 = cute.size(%lay_1) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?{div=4}">
    %e0_3 = cute.get_leaves(%sz_2) : !cute.int_tuple<"?{div=4}">
    %1 = cute.get_scalars(%e0_3) : !cute.int_tuple<"?{div=4}">
    %int_tuple = cute.make_int_tuple(%arg0) : (i32) -> !cute.int_tuple<"(?,4)">
    cute.print("{} {}\0A\0A", %int_tuple, %1) : !cute.int_tuple<"(?,4)">, i32
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_5 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_6 = cute.make_layout(%shape_4, %stride_5) : !cute.layout<"(4,8):(8,1)">
    cute.print("{}", %lay_6) : !cute.layout<"(4,8):(8,1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

