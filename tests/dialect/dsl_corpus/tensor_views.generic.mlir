!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(128,256):(1,128)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((16,32),(8,8)):((1,128),(16,4096))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(16,32):(1,128)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((8,16),(8,32)):((1,8),(128,1024))">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f32) -> i32, sym_name = "cutlass_tensor_views_FakeTensorFloat321282561128"}> ({
  ^bb0(%arg0: !memref_gmem_f32):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem, align<16>>
    %2 = "cute.get_layout"(%arg0) : (!memref_gmem_f32) -> !cute.layout<"(128,256):(1,128)">
    %3 = "cute.size"(%arg0) <{mode = array<i32>}> : (!memref_gmem_f32) -> !cute.int_tuple<"32768">
    %4 = "cute.get_leaves"(%3) : (!cute.int_tuple<"32768">) -> !cute.int_tuple<"32768">
    %5 = "arith.constant"() <{value = 32768 : i32}> : () -> i32
    "cute.print"(%2, %5) <{fmt = "{} {}\0A"}> : (!cute.layout<"(128,256):(1,128)">, i32) -> ()
    %6 = "cute.get_shape"(%2) : (!cute.layout<"(128,256):(1,128)">) -> !cute.shape<"(128,256)">
    %7:2 = "cute.get_leaves"(%6) : (!cute.shape<"(128,256)">) -> (!cute.shape<"128">, !cute.shape<"256">)
    %8 = "cute.make_tile"() : () -> !cute.tile<"[16:1;32:1]">
    %9 = "cute.zipped_divide"(%arg0, %8) : (!memref_gmem_f32, !cute.tile<"[16:1;32:1]">) -> !memref_gmem_f32_1
    %10 = "cute.get_iter"(%9) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %11 = "cute.get_iter"(%9) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem, align<16>>
    %12 = "cute.make_coord"() : () -> !cute.coord<"((_,_),1)">
    %13 = "cute.slice"(%9, %12) : (!memref_gmem_f32_1, !cute.coord<"((_,_),1)">) -> !memref_gmem_f32_2
    %14 = "cute.get_iter"(%13) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %15 = "cute.get_iter"(%13) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %16 = "cute.get_layout"(%13) : (!memref_gmem_f32_2) -> !cute.layout<"(16,32):(1,128)">
    %17 = "cute.make_tile"() : () -> !cute.tile<"[16:1;32:1]">
    %18 = "cute.make_coord"() : () -> !cute.coord<"(1,2)">
    %19 = "cute.local_tile"(%arg0, %17, %18) : (!memref_gmem_f32, !cute.tile<"[16:1;32:1]">, !cute.coord<"(1,2)">) -> !memref_gmem_f32_2
    %20 = "cute.get_iter"(%19) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %21 = "cute.get_iter"(%19) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem, align<16>>
    %22 = "cute.get_layout"(%19) : (!memref_gmem_f32_2) -> !cute.layout<"(16,32):(1,128)">
    %23 = "cute.make_tile"() : () -> !cute.tile<"[8:1;8:1]">
    %24 = "cute.logical_divide"(%arg0, %23) : (!memref_gmem_f32, !cute.tile<"[8:1;8:1]">) -> !memref_gmem_f32_3
    %25 = "cute.get_iter"(%24) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
    %26 = "cute.get_iter"(%24) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem, align<16>>
    %27 = "cute.get_layout"(%24) : (!memref_gmem_f32_3) -> !cute.layout<"((8,16),(8,32)):((1,8),(128,1024))">
    "cute.print"(%16, %22, %27) <{fmt = "{} {} {}\0A"}> : (!cute.layout<"(16,32):(1,128)">, !cute.layout<"(16,32):(1,128)">, !cute.layout<"((8,16),(8,32)):((1,8),(128,1024))">) -> ()
    %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%28) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
