!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(64,64):(1,64)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(8,16):(1,64)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(4,(2,16)):(1,(4,64))">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "(8,16):(1,8)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "(4,32):(1,4)">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f32) -> i32, sym_name = "cutlass_register_fragments_FakeTensorFloat326464164"}> ({
  ^bb0(%arg0: !memref_gmem_f32):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %2 = "cute.make_tile"() : () -> !cute.tile<"[8:1;16:1]">
    %3 = "cute.make_coord"() : () -> !cute.coord<"(0,0)">
    %4 = "cute.local_tile"(%arg0, %2, %3) : (!memref_gmem_f32, !cute.tile<"[8:1;16:1]">, !cute.coord<"(0,0)">) -> !memref_gmem_f32_1
    %5 = "cute.get_iter"(%4) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %6 = "cute.get_iter"(%4) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %7 = "cute.get_layout"(%4) : (!memref_gmem_f32_1) -> !cute.layout<"(8,16):(1,64)">
    %8 = "cute.make_layout_like"(%7) : (!cute.layout<"(8,16):(1,64)">) -> !cute.layout<"(8,16):(1,8)">
    %9 = "cute.memref.alloca"(%8) : (!cute.layout<"(8,16):(1,8)">) -> !memref_rmem_f32
    %10 = "cute.get_iter"(%9) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %11 = "cute.get_iter"(%9) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %12 = "cute.get_shape"(%7) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %13:2 = "cute.get_leaves"(%12) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %14 = "cute.make_layout_like"(%7) : (!cute.layout<"(8,16):(1,64)">) -> !cute.layout<"(8,16):(1,8)">
    %15 = "cute.memref.alloca"(%14) : (!cute.layout<"(8,16):(1,8)">) -> !memref_rmem_f32
    %16 = "cute.get_iter"(%15) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %17 = "cute.get_iter"(%15) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %18 = "cute.get_layout"(%15) : (!memref_rmem_f32) -> !cute.layout<"(8,16):(1,8)">
    %19 = "cute.get_shape"(%18) : (!cute.layout<"(8,16):(1,8)">) -> !cute.shape<"(8,16)">
    %20:2 = "cute.get_leaves"(%19) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %21 = "cute.right_inverse"(%18) : (!cute.layout<"(8,16):(1,8)">) -> !cute.layout<"128:1">
    %22 = "cute.composition"(%7, %21) : (!cute.layout<"(8,16):(1,64)">, !cute.layout<"128:1">) -> !cute.layout<"(8,16):(1,64)">
    %23 = "cute.coalesce"(%22) : (!cute.layout<"(8,16):(1,64)">) -> !cute.layout<"(8,16):(1,64)">
    %24 = "cute.get_shape"(%23) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %25:2 = "cute.get_leaves"(%24) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %26 = "cute.get_stride"(%23) : (!cute.layout<"(8,16):(1,64)">) -> !cute.stride<"(1,64)">
    %27:2 = "cute.get_leaves"(%26) : (!cute.stride<"(1,64)">) -> (!cute.stride<"1">, !cute.stride<"64">)
    %28 = "cute.get_shape"(%23) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %29:2 = "cute.get_leaves"(%28) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %30 = "cute.get_shape"(%23) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %31:2 = "cute.get_leaves"(%30) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %32 = "cute.get"(%23) <{mode = array<i32: 0>}> : (!cute.layout<"(8,16):(1,64)">) -> !cute.layout<"8:1">
    %33 = "cute.composition"(%21, %32) : (!cute.layout<"128:1">, !cute.layout<"8:1">) -> !cute.layout<"8:1">
    %34 = "cute.size"(%33) <{mode = array<i32>}> : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
    %35 = "cute.get_leaves"(%34) : (!cute.int_tuple<"8">) -> !cute.int_tuple<"8">
    %36 = "cute.logical_divide"(%4, %33) : (!memref_gmem_f32_1, !cute.layout<"8:1">) -> !memref_gmem_f32_1
    %37 = "cute.get_iter"(%36) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %38 = "cute.get_iter"(%36) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %39 = "cute.logical_divide"(%15, %33) : (!memref_rmem_f32, !cute.layout<"8:1">) -> !memref_rmem_f32
    %40 = "cute.get_iter"(%39) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %41 = "cute.get_iter"(%39) : (!memref_rmem_f32) -> !cute.ptr<f32, rmem, align<32>>
    %42 = "cute.make_shape"() : () -> !cute.shape<"4">
    %43 = "cute.make_layout"(%42) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
    %44 = "cute.logical_divide"(%36, %43) : (!memref_gmem_f32_1, !cute.layout<"4:1">) -> !memref_gmem_f32_2
    %45 = "cute.get_iter"(%44) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %46 = "cute.get_iter"(%44) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %47 = "cute.make_shape"() : () -> !cute.shape<"4">
    %48 = "cute.make_layout"(%47) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"4">) -> !cute.layout<"4:1">
    %49 = "cute.logical_divide"(%39, %48) : (!memref_rmem_f32, !cute.layout<"4:1">) -> !memref_rmem_f32_1
    %50 = "cute.get_iter"(%49) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
    %51 = "cute.get_iter"(%49) : (!memref_rmem_f32_1) -> !cute.ptr<f32, rmem, align<32>>
    %52 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    "cute.copy"(%52, %44, %49) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_gmem_f32_2, !memref_rmem_f32_1) -> ()
    %53 = "cute.memref.load_vec"(%15) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!memref_rmem_f32) -> vector<128xf32>
    %54 = "cute.get_layout"(%9) : (!memref_rmem_f32) -> !cute.layout<"(8,16):(1,8)">
    %55 = "cute.get_shape"(%54) : (!cute.layout<"(8,16):(1,8)">) -> !cute.shape<"(8,16)">
    %56:2 = "cute.get_leaves"(%55) : (!cute.shape<"(8,16)">) -> (!cute.shape<"8">, !cute.shape<"16">)
    %57 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(8,16)">
    %58 = "cute.size"(%57) <{mode = array<i32>}> : (!cute.int_tuple<"(8,16)">) -> !cute.int_tuple<"128">
    %59 = "cute.get_leaves"(%58) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %60 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(8,16)">
    %61 = "cute.size"(%60) <{mode = array<i32>}> : (!cute.int_tuple<"(8,16)">) -> !cute.int_tuple<"128">
    %62 = "cute.get_leaves"(%61) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    "cute.memref.store_vec"(%53, %9) : (vector<128xf32>, !memref_rmem_f32) -> ()
    "cute.print"(%54) <{fmt = "{}\0A"}> : (!cute.layout<"(8,16):(1,8)">) -> ()
    %63 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%63) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
