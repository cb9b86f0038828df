module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_strides_i64__(%arg0: i64, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape() : () -> !cute.shape<"(8,16)">
    %stride = cute.make_stride(%arg0) : (i64) -> !cute.stride<"(?{i64},1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,16):(?{i64},1)">
    %0 = cute.get_shape(%lay) : (!cute.layout<"(8,16):(?{i64},1)">) -> !cute.shape<"(8,16)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(8,16)">
    %tile = cute.make_tile() : () -> !cute.tile<"[4:1;4:1]">
    %div = cute.zipped_divide(%lay, %tile) : !cute.layout<"(8,16):(?{i64},1)">, !cute.tile<"[4:1;4:1]">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,1)">
    %idx = cute.crd2idx(%coord, %lay) : (!cute.coord<"(1,1)">, !cute.layout<"(8,16):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
    %e0_0 = cute.get_leaves(%idx) : !cute.int_tuple<"?{i64}">
    %1 = cute.get_scalars(%e0_0) : !cute.int_tuple<"?{i64}">
    %shape_1 = cute.make_shape(%arg0, %arg1) : (i64, i64) -> !cute.shape<"(?{i64},?{i64})">
    %stride_2 = cute.make_stride(%arg1) : (i64) -> !cute.stride<"(?{i64},1)">
    %lay_3 = cute.make_layout(%shape_1, %stride_2) : !cute.layout<"(?{i64},?{i64}):(?{i64},1)">
    %cosz = cute.cosize(%lay_3) : (!cute.layout<"(?{i64},?{i64}):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
    %e0_4 = cute.get_leaves(%cosz) : !cute.int_tuple<"?{i64}">
    %2 = cute.get_scalars(%e0_4) : !cute.int_tuple<"?{i64}">
    cute.print("{} {} {} {}\0A", %lay, %div, %1, %2) : !cute.layout<"(8,16):(?{i64},1)">, !cute.layout<"((4,4),(2,4)):((?{i64},1),(?{i64 div=4},4))">, i64, i64
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

