"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64) -> i32, sym_name = "cutlass_dynamic_strides_i64__"}> ({
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = "cute.make_shape"() : () -> !cute.shape<"(8,16)">
    %1 = "cute.make_stride"(%arg0) : (i64) -> !cute.stride<"(?{i64},1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,16)">, !cute.stride<"(?{i64},1)">) -> !cute.layout<"(8,16):(?{i64},1)">
    %3 = "cute.get_shape"(%2) : (!cute.layout<"(8,16):(?{i64},1)">) -> !cute.shape<"(8,16)">
    %4:2 = "cute.get_leaves"(%3) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %5 = "cute.make_tile"() : () -> !cute.tile<"[4:1;4:1]">
    %6 = "cute.zipped_divide"(%2, %5) : (!cute.layout<"(8,16):(?{i64},1)">, !cute.tile<"[4:1;4:1]">) -> !cute.layout<"((4,4),(2,4)):((?{i64},1),(?{i64 div=4},4))">
    %7 = "cute.make_coord"() : () -> !cute.coord<"(1,1)">
    %8 = "cute.crd2idx"(%7, %2) : (!cute.coord<"(1,1)">, !cute.layout<"(8,16):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
    %9 = "cute.get_leaves"(%8) : (!cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
    %10 = "cute.get_scalars"(%9) : (!cute.int_tuple<"?{i64}">) -> i64
    %11 = "cute.make_shape"(%arg0, %arg1) : (i64, i64) -> !cute.shape<"(?{i64},?{i64})">
    %12 = "cute.make_stride"(%arg1) : (i64) -> !cute.stride<"(?{i64},1)">
    %13 = "cute.make_layout"(%11, %12) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?{i64},?{i64})">, !cute.stride<"(?{i64},1)">) -> !cute.layout<"(?{i64},?{i64}):(?{i64},1)">
    %14 = "cute.cosize"(%13) <{mode = array<i32>}> : (!cute.layout<"(?{i64},?{i64}):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
    %15 = "cute.get_leaves"(%14) : (!cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
    %16 = "cute.get_scalars"(%15) : (!cute.int_tuple<"?{i64}">) -> i64
    "cute.print"(%2, %6, %10, %16) <{fmt = "{} {} {} {}\0A"}> : (!cute.layout<"(8,16):(?{i64},1)">, !cute.layout<"((4,4),(2,4)):((?{i64},1),(?{i64 div=4},4))">, i64, i64) -> ()
    %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%17) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
