"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i32, sym_name = "cutlass_dynamic_i64_"}> ({
  ^bb0(%arg0: i64):
    %0 = "cute.make_shape"(%arg0) : (i64) -> !cute.shape<"(?{i64},8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?{i64},8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?{i64},8):(8,1)">
    %3 = "cute.size"(%2) <{mode = array<i32>}> : (!cute.layout<"(?{i64},8):(8,1)">) -> !cute.int_tuple<"?{i64 div=8}">
    %4 = "cute.get_leaves"(%3) : (!cute.int_tuple<"?{i64 div=8}">) -> !cute.int_tuple<"?{i64 div=8}">
    %5 = "cute.get_scalars"(%4) : (!cute.int_tuple<"?{i64 div=8}">) -> i64
    "cute.print"(%2, %5) <{fmt = "{} {}\0A"}> : (!cute.layout<"(?{i64},8):(8,1)">, i64) -> ()
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%6) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
