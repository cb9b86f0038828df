!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, "(1024,512):(1,1024)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, "((16,128),(64,4)):((1,1024),(16,131072))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, "(16,128):(1,1024)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
"builtin.module"() ({
  "func.func"() <{function_type = (!memref_gmem_f32) -> i32, sym_name = "cutlass_host_tiled_copy_FakeTensorFloat32102451211024"}> ({
  ^bb0(%arg0: !memref_gmem_f32):
    %0 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %1 = "cute.get_iter"(%arg0) : (!memref_gmem_f32) -> !cute.ptr<f32, gmem>
    %2 = "cute.make_shape"() : () -> !cute.shape<"(4,32)">
    %3 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
    %4 = "cute.make_ordered_layout"(%2, %3) : (!cute.shape<"(4,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,32):(32,1)">
    %5 = "cute.make_shape"() : () -> !cute.shape<"(4,4)">
    %6 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(1,0)">
    %7 = "cute.make_ordered_layout"(%5, %6) : (!cute.shape<"(4,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,4):(4,1)">
    %8 = "cute.raked_product"(%4, %7) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %9 = "cute.size"(%4) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %10 = "cute.get_leaves"(%9) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %11 = "cute.size"(%7) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %12 = "cute.get_leaves"(%11) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
    %13 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
    %14 = "cute.make_layout"(%13) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
    %15 = "cute.right_inverse"(%8) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %16 = "cute.composition"(%15, %14) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %17 = "cute.get_shape"(%8) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %18:4 = "cute.get_leaves"(%17) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
    %19 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %20 = "cute.tuple.product_each"(%19) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %21:2 = "cute.get_leaves"(%20) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
    %22 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
    %23 = "cute.raked_product"(%4, %7) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %24 = "cute.size"(%4) <{mode = array<i32>}> : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %25 = "cute.get_leaves"(%24) : (!cute.int_tuple<"128">) -> !cute.int_tuple<"128">
    %26 = "cute.size"(%7) <{mode = array<i32>}> : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %27 = "cute.get_leaves"(%26) : (!cute.int_tuple<"16">) -> !cute.int_tuple<"16">
    %28 = "cute.make_shape"() : () -> !cute.shape<"(128,16)">
    %29 = "cute.make_layout"(%28) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(128,16)">) -> !cute.layout<"(128,16):(1,128)">
    %30 = "cute.right_inverse"(%23) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %31 = "cute.composition"(%30, %29) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %32 = "cute.get_shape"(%23) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %33:4 = "cute.get_leaves"(%32) : (!cute.shape<"((4,4),(4,32))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">, !cute.shape<"32">)
    %34 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %35 = "cute.tuple.product_each"(%34) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %36:2 = "cute.get_leaves"(%35) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
    %37 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(16,128)">
    %38 = "cute.tuple.product_each"(%37) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
    %39:2 = "cute.get_leaves"(%38) : (!cute.int_tuple<"(16,128)">) -> (!cute.int_tuple<"16">, !cute.int_tuple<"128">)
    %40 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %41 = "cute.make_tiled_copy"(%22) : (!cute_nvgpu.atom.universal_copy<f32>) -> !copy_simt
    %42 = "cute.get_layout"(%arg0) : (!memref_gmem_f32) -> !cute.layout<"(1024,512):(1,1024)">
    %43 = "cute.get_shape"(%42) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %44:2 = "cute.get_leaves"(%43) : (!cute.shape<"(1024,512)">) -> (!cute.shape<"1024">, !cute.shape<"512">)
    %45 = "cute.make_tile"() : () -> !cute.tile<"[16:1;128:1]">
    %46 = "cute.zipped_divide"(%arg0, %45) : (!memref_gmem_f32, !cute.tile<"[16:1;128:1]">) -> !memref_gmem_f32_1
    %47 = "cute.get_iter"(%46) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
    %48 = "cute.get_iter"(%46) : (!memref_gmem_f32_1) -> !cute.ptr<f32, gmem>
    %49 = "cute.make_coord"() : () -> !cute.coord<"((_,_),0)">
    %50 = "cute.slice"(%46, %49) : (!memref_gmem_f32_1, !cute.coord<"((_,_),0)">) -> !memref_gmem_f32_2
    %51 = "cute.get_iter"(%50) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
    %52 = "cute.get_iter"(%50) : (!memref_gmem_f32_2) -> !cute.ptr<f32, gmem>
    %53 = "cute.make_coord"() : () -> !cute.coord<"3">
    %54 = "cute.tiled.copy.partition_S"(%41, %50, %53) : (!copy_simt, !memref_gmem_f32_2, !cute.coord<"3">) -> !memref_gmem_f32_3
    %55 = "cute.get_iter"(%54) : (!memref_gmem_f32_3) -> !cute.ptr<f32, gmem>
    %56 = "cute.get_layout"(%54) : (!memref_gmem_f32_3) -> !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
    "cute.print"(%16, %56) <{fmt = "{} {}\0A"}> : (!cute.layout<"((32,4),(4,4)):((64,4),(16,1))">, !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> ()
    %57 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "func.return"(%57) : (i32) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {gpu.container_module} : () -> ()
