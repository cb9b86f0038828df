"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "cutlass_composed_algebra"}> ({
    %0 = "cute.static"() : () -> !cute.swizzle<"S<3,3,3>">
    %1 = "cute.make_shape"() : () -> !cute.shape<"(8,64)">
    %2 = "cute.make_stride"() : () -> !cute.stride<"(64,1)">
    %3 = "cute.make_layout"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,64)">, !cute.stride<"(64,1)">) -> !cute.layout<"(8,64):(64,1)">
    %4 = "cute.get_stride"(%3) : (!cute.layout<"(8,64):(64,1)">) -> !cute.stride<"(64,1)">
    %5:2 = "cute.get_leaves"(%4) : (!cute.stride<"(64,1)">) -> (!cute.stride<"64">, !cute.stride<"1">)
    %6 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
    %7 = "cute.make_composed_layout"(%0, %6, %3) : (!cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,64):(64,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">
    %8 = "cute.make_shape"() : () -> !cute.shape<"(64,64)">
    %9 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(0,1)">
    %10 = "cute.tile_to_shape"(%7, %8, %9) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,64)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
    %11 = "cute.get_shape"(%7) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %12:2 = "cute.get_leaves"(%11) : (!cute.shape<"(8,64)">) -> (!cute.shape<"8">, !cute.shape<"64">)
    %13 = "cute.get_shape"(%7) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %14:2 = "cute.get_leaves"(%13) : (!cute.shape<"(8,64)">) -> (!cute.shape<"8">, !cute.shape<"64">)
    %15 = "cute.get"(%7) <{mode = array<i32: 1>}> : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o 64:1">
    %16 = "cute.coalesce"(%7) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">
    %17 = "cute.make_tile"() : () -> !cute.tile<"[8:1;8:1]">
    %18 = "cute.logical_divide"(%7, %17) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.tile<"[8:1;8:1]">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,1),(8,8)):((64,0),(1,8))">
    %19 = "cute.get_shape"(%7) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">) -> !cute.shape<"(8,64)">
    %20:2 = "cute.get_leaves"(%19) : (!cute.shape<"(8,64)">) -> (!cute.shape<"8">, !cute.shape<"64">)
    %21 = "cute.make_tile"() : () -> !cute.tile<"[8:1;8:1]">
    %22 = "cute.zipped_divide"(%7, %21) : (!cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.tile<"[8:1;8:1]">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(1,8)):((64,1),(0,8))">
    "cute.print"(%10, %15, %16, %18, %22) <{fmt = "{} {} {} {} {}\0A"}> : (!cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.composed_layout<"S<3,3,3> o 0 o 64:1">, !cute.composed_layout<"S<3,3,3> o 0 o (8,64):(64,1)">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,1),(8,8)):((64,0),(1,8))">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(1,8)):((64,1),(0,8))">) -> ()
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%23) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
