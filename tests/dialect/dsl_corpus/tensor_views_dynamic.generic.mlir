!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(?{div=16},256):(256,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((16,32),(?,8)):((256,1),(4096,32))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(16,32):(256,1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((8,?),(8,32)):((256,2048),(1,8))">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f32) -> i32, sym_name = "cutlass_tensor_views_FakeTensorFloat32div162562561"}> ({
  ^bb0(%arg0: !memref_gmem_f32):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %2 = "cute.get_layout"(%arg0) : (!memref_gmem_f32) -> !cute.layout<"(?{div=16},256):(256,1)">
    %3 = "cute.size"(%arg0) <{mode = array<i32>}> : (!memref_gmem_f32) -> !cute.int_tuple<"?{div=4096}">
    %4 = "cute.get_leaves"(%3) : (!cute.int_tuple<"?{div=4096}">) -> !cute.int_tuple<"?{div=4096}">
    %5 = "cute.get_scalars"(%4) : (!cute.int_tuple<"?{div=4096}">) -> i32
    "cute.print"(%2, %5) <{fmt = "{} {}\0A"}> : (!cute.layout<"(?{div=16},256):(256,1)">, i32) -> ()
    %6 = "cute.get_shape"(%2) : (!cute.layout<"(?{div=16},256):(256,1)">) -> !cute.shape<"(?{div=16},256)">
    %7:2 = "cute.get_leaves"(%6) : (!cute.shape<"(?{div=16},256)">) -> (!cute.shape<"?{div=16}">, !cute.shape<"256">)
    %8 = "cute.to_int_tuple"(%7#0) : (!cute.shape<"?{div=16}">) -> !cute.int_tuple<"?{div=16}">
    %9 = "cute.get_scalars"(%8) : (!cute.int_tuple<"?{div=16}">) -> i32
    %10 = "cute.make_tile"() : () -> !cute.tile<"[16:1;32:1]">
    %11 = "cute.zipped_divide"(%arg0, %10) : (!memref_gmem_f32, !cute.tile<"[16:1;32:1]">) -> !memref_gmem_f32_1
    %12 = "cute.get_iter"(%11) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %13 = "cute.get_iter"(%11) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %14 = "cute.make_coord"() : () -> !cute.coord<"((_,_),1)">
    %15 = "cute.slice"(%11, %14) : (!memref_gmem_f32_1, !cute.coord<"((_,_),1)">) -> !memref_gmem_f32_2
    %16 = "cute.get_iter"(%15) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %17 = "cute.get_iter"(%15) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %18 = "cute.get_layout"(%15) : (!memref_gmem_f32_2) -> !cute.layout<"(16,32):(256,1)">
    %19 = "cute.make_tile"() : () -> !cute.tile<"[16:1;32:1]">
    %20 = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
    %21 = "cute.local_tile"(%arg0, %19, %20) : (!memref_gmem_f32, !cute.tile<"[16:1;32:1]">, !cute.coord<"(1,2)">) -> !memref_gmem_f32_2
    %22 = "cute.get_iter"(%21) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %23 = "cute.get_iter"(%21) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %24 = "cute.get_layout"(%21) : (!memref_gmem_f32_2) -> !cute.layout<"(16,32):(256,1)">
    %25 = "cute.make_tile"() : () -> !cute.tile<"[8:1;8:1]">
    %26 = "cute.logical_divide"(%arg0, %25) : (!memref_gmem_f32, !cute.tile<"[8:1;8:1]">) -> !memref_gmem_f32_3
    %27 = "cute.get_iter"(%26) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
    %28 = "cute.get_iter"(%26) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
    %29 = "cute.get_layout"(%26) : (!memref_gmem_f32_3) -> !cute.layout<"((8,?),(8,32)):((256,2048),(1,8))">
    "cute.print"(%18, %24, %29) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"(16,32):(256,1)">, !cute.layout<"(16,32):(256,1)">, !cute.layout<"((8,?),(8,32)):((256,2048),(1,8))">) -> ()
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%30) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
