"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "cutlass_dynamic_coords___"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    %0 = "cute.make_shape"(%arg0) : (i32) -> !cute.shape<"(?,8)">
    %1 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %2 = "cute.make_layout"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
    %3 = "cute.make_coord"(%arg1, %arg2) : (i32, i32) -> !cute.coord<"(?,?)">
    %4 = "cute.crd2idx"(%3, %2) : (!cute.coord<"(?,?)">, !cute.layout<"(?,8):(8,1)">) -> !cute.int_tuple<"?">
    %5 = "cute.get_leaves"(%4) : (!cute.int_tuple<"?">) -> !cute.int_tuple<"?">
    %6 = "cute.get_scalars"(%5) : (!cute.int_tuple<"?">) -> i32
    %7 = "cute.make_int_tuple"(%arg1) : (i32) -> !cute.int_tuple<"?">
    %8 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %9 = "cute.idx2crd"(%7, %8) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
    %10:2 = "cute.get_leaves"(%9) : (!cute.coord<"(?,?)">) -> (!cute.coord<"?">, !cute.coord<"?">)
    %11 = "cute.to_int_tuple"(%10#0) : (!cute.coord<"?">) -> !cute.int_tuple<"?">
    %12 = "cute.get_scalars"(%11) : (!cute.int_tuple<"?">) -> i32
    %13 = "cute.to_int_tuple"(%10#1) : (!cute.coord<"?">) -> !cute.int_tuple<"?">
    %14 = "cute.get_scalars"(%13) : (!cute.int_tuple<"?">) -> i32
    %15 = "cute.make_coord"(%arg2) : (i32) -> !cute.coord<"(_,?)">
    %16 = "cute.slice"(%2, %15) : (!cute.layout<"(?,8):(8,1)">, !cute.coord<"(_,?)">) -> !cute.layout<"(?):(8)">
    %17 = "cute.make_int_tuple"(%11, %13) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
    "cute.print"(%6, %17, %16) <{fmt = "{} {} {}\0A"}> : (i32, !cute.int_tuple<"(?,?)">, !cute.layout<"(?):(8)">) -> ()
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%18) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
