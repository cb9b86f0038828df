module attributes {gpu.container_module} {
  func.func @cutlass_dynamic_i64_(%arg0: i64) -> i32 attributes {llvm.emit_c_interface} {
    %shape = cute.make_shape(%arg0) : (i64) -> !cute.shape<"(?{i64},8)">
    %stride = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(?{i64},8):(8,1)">
    %sz = cute.size(%lay) : (!cute.layout<"(?{i64},8):(8,1)">) -> !cute.int_tuple<"?{i64 div=8}">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"?{i64 div=8}">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?{i64 div=8}">
    cute.print("{} {}\0A", %lay, %0) : !cute.layout<"(?{i64},8):(8,1)">, i64
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

