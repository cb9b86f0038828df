!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "(128,128):(128,1)">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(32,32):(128,1)">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f16) -> i32, sym_name = "cutlass_smem_tensors_FakeTensorFloat161281281281"}> ({
  ^bb0(%arg0: !memref_gmem_f16):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f16) -> !cute.ptr<f16, gmem, align<16>>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f16) -> !cute.ptr<f16, gmem, align<16>>
    %2 = "cute.static"() : () -> !cute.swizzle<"S<2,2,3>">
    %3 = "cute.make_shape"() : () -> !cute.shape<"(8,32)">
    %4 = "cute.make_stride"() : () -> !cute.stride<"(32,1)">
    %5 = "cute.make_layout"(%3, %4) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(8,32)">, !cute.stride<"(32,1)">) -> !cute.layout<"(8,32):(32,1)">
    %6 = "cute.get_stride"(%5) : (!cute.layout<"(8,32):(32,1)">) -> !cute.stride<"(32,1)">
    %7:2 = "cute.get_leaves"(%6) : (!cute.stride<"(32,1)">) -> (!cute.stride<"32">, !cute.stride<"1">)
    %8 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"0">
    %9 = "cute.make_composed_layout"(%2, %8, %5) : (!cute.swizzle<"S<2,2,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,32):(32,1)">) -> !cute.composed_layout<"S<2,2,3> o 0 o (8,32):(32,1)">
    %10 = "cute.make_shape"() : () -> !cute.shape<"(32,32)">
    %11 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(0,1)">
    %12 = "cute.tile_to_shape"(%9, %10, %11) : (!cute.composed_layout<"S<2,2,3> o 0 o (8,32):(32,1)">, !cute.shape<"(32,32)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<2,2,3> o 0 o ((8,4),(32,1)):((32,256),(1,0))">
    %13 = "cute.make_shape"() : () -> !cute.shape<"(4,8)">
    %14 = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
    %15 = "cute.make_layout"(%13, %14) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
    %16 = "cute.recast_layout"(%15) <{new_type_bits = 16 : i32, old_type_bits = 32 : i32}> : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,16):(16,1)">
    %17 = "cute.make_tile"() : () -> !cute.tile<"[32:1;32:1]">
    %18 = "cute.make_coord"() : () -> !cute.coord<"(1,0)">
    %19 = "cute.local_tile"(%arg0, %17, %18) : (!memref_gmem_f16, !cute.tile<"[32:1;32:1]">, !cute.coord<"(1,0)">) -> !memref_gmem_f16_1
    %20 = "cute.get_iter"(%19) : (!memref_gmem_f16_1) -> !cute.ptr<f16, gmem, align<16>>
    %21 = "cute.get_iter"(%19) : (!memref_gmem_f16_1) -> !cute.ptr<f16, gmem, align<16>>
    %22 = "cute.get_layout"(%19) : (!memref_gmem_f16_1) -> !cute.layout<"(32,32):(128,1)">
    "cute.print"(%12, %16, %22) <{fmt = "{} {} {}\0A"}> : (!cute.composed_layout<"S<2,2,3> o 0 o ((8,4),(32,1)):((32,256),(1,0))">, !cute.layout<"(4,16):(16,1)">, !cute.layout<"(32,32):(128,1)">) -> ()
    %23 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%23) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
