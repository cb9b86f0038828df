"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "cutlass_dynamic_algebra__"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %1 = "cute.make_stride"(%arg0) : (i32) -> !cute.stride<"(1,?)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
    %3 = "cute.make_shape"(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
    %4 = "cute.make_stride"(%arg1) : (i32) -> !cute.stride<"(?,1)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,?):(?,1)">
    %6 = "cute.make_shape"() : () -> !cute.shape<"(4,2)">
    %7 = "cute.make_stride"() : () -> !cute.stride<"(2,1)">
    %8 = "cute.make_layout"(%6, %7) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,2)">, !cute.stride<"(2,1)">) -> !cute.layout<"(4,2):(2,1)">
    %9 = "cute.composition"(%2, %8) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
    %10 = "cute.coalesce"(%5) : (!cute.layout<"(?,?):(?,1)">) -> !cute.layout<"(?,?):(?,1)">
    %11 = "cute.make_tile"() : () -> !cute.tile<"[4:1;8:1]">
    %12 = "cute.logical_divide"(%5, %11) : (!cute.layout<"(?,?):(?,1)">, !cute.tile<"[4:1;8:1]">) -> !cute.layout<"((4,?),(8,?)):((?,?{div=4}),(1,8))">
    %13 = "cute.get_shape"(%5) : (!cute.layout<"(?,?):(?,1)">) -> !cute.shape<"(?,?)">
    %14:2 = "cute.get_leaves"(%13) : (!cute.shape<"(?,?)">) -> (!cute.shape<"?">, !cute.shape<"?">)
    %15 = "cute.to_int_tuple"(%14#0) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %16 = "cute.get_scalars"(%15) : (!cute.int_tuple<"?">) -> i32
    %17 = "cute.to_int_tuple"(%14#1) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
    %18 = "cute.get_scalars"(%17) : (!cute.int_tuple<"?">) -> i32
    %19 = "cute.make_tile"() : () -> !cute.tile<"[4:1;8:1]">
    %20 = "cute.zipped_divide"(%5, %19) : (!cute.layout<"(?,?):(?,1)">, !cute.tile<"[4:1;8:1]">) -> !cute.layout<"((4,8),(?,?)):((?,1),(?{div=4},8))">
    %21 = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
    %22 = "cute.crd2idx"(%21, %5) : (!cute.coord<"(1,2)">, !cute.layout<"(?,?):(?,1)">) -> !cute.int_tuple<"?">
    %23 = "cute.get_leaves"(%22) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"?">
    %24 = "cute.get_scalars"(%23) : (!cute.int_tuple<"?">) -> i32
    "cute.print"(%9, %10, %12, %20, %24) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.layout<"((?,?),(?,?)):((2,?),(1,?))">, !cute.layout<"(?,?):(?,1)">, !cute.layout<"((4,?),(8,?)):((?,?{div=4}),(1,8))">, !cute.layout<"((4,8),(?,?)):((?,1),(?{div=4},8))">, i32) -> ()
    %25 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%25) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
