!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, "((16,128),(64,4)):((1,1024),(16,131072))">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, "(16,128):(1,1024)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, "(1024,512):(1,1024)">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "((1,(4,4)),1,1):((0,(4,1)),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "((1,(4,4)),1,1):((0,(1,4)),0,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32, %arg2: !memref_gmem_f32, %arg3: !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, %arg4: !cute.layout<"(4,32):(32,1)">, %arg5: !cute.layout<"(4,4):(4,1)">) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 128, 1, 1>, exact_grid_dim = array<i64: 256, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_2 = cute.get_iter(%arg3) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
      %tup = cute.deref_arith_tuple_iter(%iter_2) : !cute.arith_tuple_iter<"(0,0)">
      %e0, %e1 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %iter_3 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_4 = cute.get_iter(%arg1) : !memref_gmem_f32
      %iter_5 = cute.get_iter(%arg2) : !memref_gmem_f32
      %iter_6 = cute.get_iter(%arg3) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
      %tup_7 = cute.deref_arith_tuple_iter(%iter_6) : !cute.arith_tuple_iter<"(0,0)">
      %e0_8, %e1_9 = cute.get_leaves(%tup_7) : !cute.int_tuple<"(0,0)">
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_10 = cute.get_layout(%arg1) : !memref_gmem_f32
      %lay_11 = cute.get_layout(%arg2) : !memref_gmem_f32
      %lay_12 = cute.get_layout(%arg3) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %coord = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice = cute.slice(%arg0, %coord) : !memref_gmem_f32, !cute.coord<"((_,_),?)">
      %iter_13 = cute.get_iter(%slice) : !memref_gmem_f32_1
      %iter_14 = cute.get_iter(%slice) : !memref_gmem_f32_1
      %coord_15 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_16 = cute.slice(%arg1, %coord_15) : !memref_gmem_f32, !cute.coord<"((_,_),?)">
      %iter_17 = cute.get_iter(%slice_16) : !memref_gmem_f32_1
      %iter_18 = cute.get_iter(%slice_16) : !memref_gmem_f32_1
      %coord_19 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_20 = cute.slice(%arg2, %coord_19) : !memref_gmem_f32, !cute.coord<"((_,_),?)">
      %iter_21 = cute.get_iter(%slice_20) : !memref_gmem_f32_1
      %iter_22 = cute.get_iter(%slice_20) : !memref_gmem_f32_1
      %coord_23 = cute.make_coord(%3) : (i32) -> !cute.coord<"((_,_),?)">
      %slice_24 = cute.slice(%arg3, %coord_23) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, !cute.coord<"((_,_),?)">
      %iter_25 = cute.get_iter(%slice_24) : !cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">
      %tup_26 = cute.deref_arith_tuple_iter(%iter_25) : !cute.arith_tuple_iter<"(?{div=16},?{div=128})">
      %e0_27, %e1_28 = cute.get_leaves(%tup_26) : !cute.int_tuple<"(?{div=16},?{div=128})">
      %6 = cute.get_scalars(%e0_27) : !cute.int_tuple<"?{div=16}">
      %7 = cute.get_scalars(%e1_28) : !cute.int_tuple<"?{div=128}">
      %iter_29 = cute.get_iter(%slice_24) : !cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">
      %tup_30 = cute.deref_arith_tuple_iter(%iter_29) : !cute.arith_tuple_iter<"(?{div=16},?{div=128})">
      %e0_31, %e1_32 = cute.get_leaves(%tup_30) : !cute.int_tuple<"(?{div=16},?{div=128})">
      %8 = cute.get_scalars(%e0_31) : !cute.int_tuple<"?{div=16}">
      %9 = cute.get_scalars(%e1_32) : !cute.int_tuple<"?{div=128}">
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %atom_33 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %prod = cute.raked_product(%arg4, %arg5) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %sz = cute.size(%arg4) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %e0_34 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
      %sz_35 = cute.size(%arg5) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %e0_36 = cute.get_leaves(%sz_35) : !cute.int_tuple<"16">
      %shape = cute.make_shape() : () -> !cute.shape<"(128,16)">
      %lay_37 = cute.make_layout(%shape) : !cute.layout<"(128,16):(1,128)">
      %rinv = cute.right_inverse(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %10 = cute.composition(%rinv, %lay_37) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %11 = cute.get_shape(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %e0_38, %e1_39, %e2, %e3 = cute.get_leaves(%11) : !cute.shape<"((4,4),(4,32))">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %res = cute.tuple.product_each(%int_tuple) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %e0_40, %e1_41 = cute.get_leaves(%res) : !cute.int_tuple<"(16,128)">
      %int_tuple_42 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,128)">
      %res_43 = cute.tuple.product_each(%int_tuple_42) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %e0_44, %e1_45 = cute.get_leaves(%res_43) : !cute.int_tuple<"(16,128)">
      %tile = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
      %12 = cute.make_tiled_copy(%atom) : !copy_simt
      %prod_46 = cute.raked_product(%arg4, %arg5) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %sz_47 = cute.size(%arg4) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %e0_48 = cute.get_leaves(%sz_47) : !cute.int_tuple<"128">
      %sz_49 = cute.size(%arg5) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %e0_50 = cute.get_leaves(%sz_49) : !cute.int_tuple<"16">
      %shape_51 = cute.make_shape() : () -> !cute.shape<"(128,16)">
      %lay_52 = cute.make_layout(%shape_51) : !cute.layout<"(128,16):(1,128)">
      %rinv_53 = cute.right_inverse(%prod_46) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %13 = cute.composition(%rinv_53, %lay_52) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %14 = cute.get_shape(%prod_46) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %e0_54, %e1_55, %e2_56, %e3_57 = cute.get_leaves(%14) : !cute.shape<"((4,4),(4,32))">
      %int_tuple_58 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %res_59 = cute.tuple.product_each(%int_tuple_58) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %e0_60, %e1_61 = cute.get_leaves(%res_59) : !cute.int_tuple<"(16,128)">
      %int_tuple_62 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,128)">
      %res_63 = cute.tuple.product_each(%int_tuple_62) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %e0_64, %e1_65 = cute.get_leaves(%res_63) : !cute.int_tuple<"(16,128)">
      %tile_66 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
      %15 = cute.make_tiled_copy(%atom) : !copy_simt
      %prod_67 = cute.raked_product(%arg4, %arg5) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
      %sz_68 = cute.size(%arg4) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
      %e0_69 = cute.get_leaves(%sz_68) : !cute.int_tuple<"128">
      %sz_70 = cute.size(%arg5) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
      %e0_71 = cute.get_leaves(%sz_70) : !cute.int_tuple<"16">
      %shape_72 = cute.make_shape() : () -> !cute.shape<"(128,16)">
      %lay_73 = cute.make_layout(%shape_72) : !cute.layout<"(128,16):(1,128)">
      %rinv_74 = cute.right_inverse(%prod_67) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
      %16 = cute.composition(%rinv_74, %lay_73) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
      %17 = cute.get_shape(%prod_67) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
      %e0_75, %e1_76, %e2_77, %e3_78 = cute.get_leaves(%17) : !cute.shape<"((4,4),(4,32))">
      %int_tuple_79 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
      %res_80 = cute.tuple.product_each(%int_tuple_79) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
      %e0_81, %e1_82 = cute.get_leaves(%res_80) : !cute.int_tuple<"(16,128)">
      %int_tuple_83 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,128)">
      %res_84 = cute.tuple.product_each(%int_tuple_83) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
      %e0_85, %e1_86 = cute.get_leaves(%res_84) : !cute.int_tuple<"(16,128)">
      %tile_87 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
      %18 = cute.make_tiled_copy(%atom_33) : !copy_simt
      %coord_88 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned = cute.tiled.copy.partition_S(%12, %slice, %coord_88) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %iter_89 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_2
      %coord_90 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_91 = cute.tiled.copy.partition_S(%15, %slice_16, %coord_90) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %iter_92 = cute.get_iter(%src_partitioned_91) : !memref_gmem_f32_2
      %coord_93 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_94 = cute.tiled.copy.partition_S(%18, %slice_20, %coord_93) : (!copy_simt, !memref_gmem_f32_1, !cute.coord<"?">) -> !memref_gmem_f32_2
      %iter_95 = cute.get_iter(%src_partitioned_94) : !memref_gmem_f32_2
      %lay_96 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_2
      %19 = cute.make_layout_like(%lay_96) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)"> to !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %rmem = cute.memref.alloca(%19) : !memref_rmem_f32
      %iter_97 = cute.get_iter(%rmem) : !memref_rmem_f32
      %iter_98 = cute.get_iter(%rmem) : !memref_rmem_f32
      %lay_99 = cute.get_layout(%src_partitioned_91) : !memref_gmem_f32_2
      %20 = cute.make_layout_like(%lay_99) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)"> to !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %rmem_100 = cute.memref.alloca(%20) : !memref_rmem_f32
      %iter_101 = cute.get_iter(%rmem_100) : !memref_rmem_f32
      %iter_102 = cute.get_iter(%rmem_100) : !memref_rmem_f32
      %lay_103 = cute.get_layout(%src_partitioned_94) : !memref_gmem_f32_2
      %21 = cute.make_layout_like(%lay_103) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)"> to !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">
      %rmem_104 = cute.memref.alloca(%21) : !memref_rmem_f32
      %iter_105 = cute.get_iter(%rmem_104) : !memref_rmem_f32
      %iter_106 = cute.get_iter(%rmem_104) : !memref_rmem_f32
      %coord_107 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_108 = cute.tiled.copy.partition_S(%18, %slice_24, %coord_107) : (!copy_simt, !cute.coord_tensor<"(?{div=16},?{div=128})", "(16,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">
      %iter_109 = cute.get_iter(%src_partitioned_108) : !cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">
      %tup_110 = cute.deref_arith_tuple_iter(%iter_109) : !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %e0_111, %e1_112 = cute.get_leaves(%tup_110) : !cute.int_tuple<"(?{div=4},?{div=4})">
      %22 = cute.get_scalars(%e0_111) : !cute.int_tuple<"?{div=4}">
      %23 = cute.get_scalars(%e1_112) : !cute.int_tuple<"?{div=4}">
      %lay_113 = cute.get_layout(%src_partitioned_108) : !cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">
      %24 = cute.get_shape(%lay_113) : (!cute.layout<"((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_114, %e1_115, %e2_116, %e3_117, %e4 = cute.get_leaves(%24) : !cute.shape<"((1,(4,4)),1,1)">
      %shape_118 = cute.make_shape() : () -> !cute.shape<"((1,(4,4)),1,1)">
      %lay_119 = cute.make_layout(%shape_118) : !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">
      %rmem_120 = cute.memref.alloca(%lay_119) : !memref_rmem_i8
      %iter_121 = cute.get_iter(%rmem_120) : !memref_rmem_i8
      %iter_122 = cute.get_iter(%rmem_120) : !memref_rmem_i8
      %sz_123 = cute.size(%rmem_120) : (!memref_rmem_i8) -> !cute.int_tuple<"16">
      %e0_124 = cute.get_leaves(%sz_123) : !cute.int_tuple<"16">
      %c0_i32 = arith.constant 0 : i32
      %c16_i32 = arith.constant 16 : i32
      %c1_i32 = arith.constant 1 : i32
      %25 = scf.for %arg6 = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%arg7 = %rmem_120) -> (!memref_rmem_i8)  : i32 {
        %iter_338 = cute.get_iter(%arg7) : !memref_rmem_i8
        %iter_339 = cute.get_iter(%arg7) : !memref_rmem_i8
        %coord_340 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"?">
        %slice_341 = cute.slice(%src_partitioned_108, %coord_340) : !cute.coord_tensor<"(?{div=4},?{div=4})", "((1,(4,4)),1,1):((0,(1@1,1@0)),0,0)">, !cute.coord<"?">
        %iter_342 = cute.get_iter(%slice_341) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_343 = cute.deref_arith_tuple_iter(%iter_342) : !cute.arith_tuple_iter<"(?,?)">
        %e0_344, %e1_345 = cute.get_leaves(%tup_343) : !cute.int_tuple<"(?,?)">
        %50 = cute.get_scalars(%e0_344) : !cute.int_tuple<"?">
        %51 = cute.get_scalars(%e1_345) : !cute.int_tuple<"?">
        %iter_346 = cute.get_iter(%slice_341) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_347 = cute.deref_arith_tuple_iter(%iter_346) : !cute.arith_tuple_iter<"(?,?)">
        %e0_348, %e1_349 = cute.get_leaves(%tup_347) : !cute.int_tuple<"(?,?)">
        %52 = cute.get_scalars(%e0_348) : !cute.int_tuple<"?">
        %53 = cute.get_scalars(%e1_349) : !cute.int_tuple<"?">
        %iter_350 = cute.get_iter(%slice_341) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_351 = cute.deref_arith_tuple_iter(%iter_350) : !cute.arith_tuple_iter<"(?,?)">
        %e0_352, %e1_353 = cute.get_leaves(%tup_351) : !cute.int_tuple<"(?,?)">
        %54 = cute.get_scalars(%e0_352) : !cute.int_tuple<"?">
        %55 = cute.get_scalars(%e1_353) : !cute.int_tuple<"?">
        %coord_354 = cute.make_coord(%e0_352, %e1_353) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %coord_355 = cute.make_coord() : () -> !cute.coord<"(1024,512)">
        %56 = cute.elem_less(%coord_354, %coord_355) : !cute.coord<"(?,?)">, !cute.coord<"(1024,512)">
        %57 = arith.extui %56 : i1 to i8
        %coord_356 = cute.make_coord(%arg6) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg7, %coord_356, %57) : (!memref_rmem_i8, !cute.coord<"?">, i8) -> ()
        %iter_357 = cute.get_iter(%arg7) : !memref_rmem_i8
        %iter_358 = cute.get_iter(%arg7) : !memref_rmem_i8
        scf.yield %arg7 : !memref_rmem_i8
      }
      %iter_125 = cute.get_iter(%25) : !memref_rmem_i8
      %iter_126 = cute.get_iter(%rmem_120) : !memref_rmem_i8
      %26 = cute.get_shape(%lay_96) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_127, %e1_128, %e2_129, %e3_130, %e4_131 = cute.get_leaves(%26) : !cute.shape<"((1,(4,4)),1,1)">
      %lay_132 = cute.get_layout(%rmem) : !memref_rmem_f32
      %27 = cute.get_shape(%lay_132) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_133, %e1_134, %e2_135, %e3_136, %e4_137 = cute.get_leaves(%27) : !cute.shape<"((1,(4,4)),1,1)">
      %shape_138 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_139 = cute.make_layout(%shape_138) : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_96, %lay_139) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">
      %view = cute.make_view(%iter_89, %append) : !memref_gmem_f32_2
      %iter_140 = cute.get_iter(%view) : !memref_gmem_f32_2
      %lay_141 = cute.get_layout(%view) : !memref_gmem_f32_2
      %28 = cute.get_shape(%lay_141) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_142, %e1_143, %e2_144, %e3_145, %e4_146 = cute.get_leaves(%28) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped = cute.group_modes(%view) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %iter_147 = cute.get_iter(%grouped) : !memref_gmem_f32_3
      %iter_148 = cute.get_iter(%grouped) : !memref_gmem_f32_3
      %shape_149 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_150 = cute.make_layout(%shape_149) : !cute.layout<"1:0">
      %append_151 = cute.append_to_rank<2> (%lay_132, %lay_150) : !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">
      %view_152 = cute.make_view(%iter_98, %append_151) : !memref_rmem_f32
      %iter_153 = cute.get_iter(%view_152) : !memref_rmem_f32
      %lay_154 = cute.get_layout(%view_152) : !memref_rmem_f32
      %29 = cute.get_shape(%lay_154) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_155, %e1_156, %e2_157, %e3_158, %e4_159 = cute.get_leaves(%29) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_160 = cute.group_modes(%view_152) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %iter_161 = cute.get_iter(%grouped_160) : !memref_rmem_f32_1
      %iter_162 = cute.get_iter(%grouped_160) : !memref_rmem_f32_1
      %lay_163 = cute.get_layout(%rmem_120) : !memref_rmem_i8
      %shape_164 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_165 = cute.make_layout(%shape_164) : !cute.layout<"1:0">
      %append_166 = cute.append_to_rank<2> (%lay_163, %lay_165) : !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">
      %view_167 = cute.make_view(%iter_126, %append_166) : !memref_rmem_i8
      %iter_168 = cute.get_iter(%view_167) : !memref_rmem_i8
      %lay_169 = cute.get_layout(%view_167) : !memref_rmem_i8
      %30 = cute.get_shape(%lay_169) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_170, %e1_171, %e2_172, %e3_173, %e4_174 = cute.get_leaves(%30) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_175 = cute.group_modes(%view_167) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_176 = cute.get_iter(%grouped_175) : !memref_rmem_i8_1
      %iter_177 = cute.get_iter(%grouped_175) : !memref_rmem_i8_1
      %lay_178 = cute.get_layout(%grouped) : !memref_gmem_f32_3
      %31 = cute.get_shape(%lay_178) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_179, %e1_180, %e2_181, %e3_182, %e4_183 = cute.get_leaves(%31) : !cute.shape<"((1,(4,4)),(1,1))">
      %lay_184 = cute.get_layout(%grouped_160) : !memref_rmem_f32_1
      %32 = cute.get_shape(%lay_184) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_185, %e1_186, %e2_187, %e3_188, %e4_189 = cute.get_leaves(%32) : !cute.shape<"((1,(4,4)),(1,1))">
      %sz_190 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %e0_191 = cute.get_leaves(%sz_190) : !cute.int_tuple<"1">
      %sz_192 = cute.size(%grouped_160) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %e0_193 = cute.get_leaves(%sz_192) : !cute.int_tuple<"1">
      cute.copy(%atom, %grouped, %grouped_160, %grouped_175) : (!cute_nvgpu.atom.universal_copy<f32>, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
      %33 = cute.get_shape(%lay_99) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_194, %e1_195, %e2_196, %e3_197, %e4_198 = cute.get_leaves(%33) : !cute.shape<"((1,(4,4)),1,1)">
      %lay_199 = cute.get_layout(%rmem_100) : !memref_rmem_f32
      %34 = cute.get_shape(%lay_199) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_200, %e1_201, %e2_202, %e3_203, %e4_204 = cute.get_leaves(%34) : !cute.shape<"((1,(4,4)),1,1)">
      %shape_205 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_206 = cute.make_layout(%shape_205) : !cute.layout<"1:0">
      %append_207 = cute.append_to_rank<2> (%lay_99, %lay_206) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">
      %view_208 = cute.make_view(%iter_92, %append_207) : !memref_gmem_f32_2
      %iter_209 = cute.get_iter(%view_208) : !memref_gmem_f32_2
      %lay_210 = cute.get_layout(%view_208) : !memref_gmem_f32_2
      %35 = cute.get_shape(%lay_210) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_211, %e1_212, %e2_213, %e3_214, %e4_215 = cute.get_leaves(%35) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_216 = cute.group_modes(%view_208) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %iter_217 = cute.get_iter(%grouped_216) : !memref_gmem_f32_3
      %iter_218 = cute.get_iter(%grouped_216) : !memref_gmem_f32_3
      %shape_219 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_220 = cute.make_layout(%shape_219) : !cute.layout<"1:0">
      %append_221 = cute.append_to_rank<2> (%lay_199, %lay_220) : !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">
      %view_222 = cute.make_view(%iter_102, %append_221) : !memref_rmem_f32
      %iter_223 = cute.get_iter(%view_222) : !memref_rmem_f32
      %lay_224 = cute.get_layout(%view_222) : !memref_rmem_f32
      %36 = cute.get_shape(%lay_224) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_225, %e1_226, %e2_227, %e3_228, %e4_229 = cute.get_leaves(%36) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_230 = cute.group_modes(%view_222) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %iter_231 = cute.get_iter(%grouped_230) : !memref_rmem_f32_1
      %iter_232 = cute.get_iter(%grouped_230) : !memref_rmem_f32_1
      %shape_233 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_234 = cute.make_layout(%shape_233) : !cute.layout<"1:0">
      %append_235 = cute.append_to_rank<2> (%lay_163, %lay_234) : !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">
      %view_236 = cute.make_view(%iter_126, %append_235) : !memref_rmem_i8
      %iter_237 = cute.get_iter(%view_236) : !memref_rmem_i8
      %lay_238 = cute.get_layout(%view_236) : !memref_rmem_i8
      %37 = cute.get_shape(%lay_238) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_239, %e1_240, %e2_241, %e3_242, %e4_243 = cute.get_leaves(%37) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_244 = cute.group_modes(%view_236) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_245 = cute.get_iter(%grouped_244) : !memref_rmem_i8_1
      %iter_246 = cute.get_iter(%grouped_244) : !memref_rmem_i8_1
      %lay_247 = cute.get_layout(%grouped_216) : !memref_gmem_f32_3
      %38 = cute.get_shape(%lay_247) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_248, %e1_249, %e2_250, %e3_251, %e4_252 = cute.get_leaves(%38) : !cute.shape<"((1,(4,4)),(1,1))">
      %lay_253 = cute.get_layout(%grouped_230) : !memref_rmem_f32_1
      %39 = cute.get_shape(%lay_253) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_254, %e1_255, %e2_256, %e3_257, %e4_258 = cute.get_leaves(%39) : !cute.shape<"((1,(4,4)),(1,1))">
      %sz_259 = cute.size(%grouped_216) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %e0_260 = cute.get_leaves(%sz_259) : !cute.int_tuple<"1">
      %sz_261 = cute.size(%grouped_230) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %e0_262 = cute.get_leaves(%sz_261) : !cute.int_tuple<"1">
      cute.copy(%atom, %grouped_216, %grouped_230, %grouped_244) : (!cute_nvgpu.atom.universal_copy<f32>, !memref_gmem_f32_3, !memref_rmem_f32_1, !memref_rmem_i8_1)
      %40 = cute.memref.load_vec(%rmem) : (!memref_rmem_f32) -> vector<16xf32>
      %41 = cute.memref.load_vec(%rmem_100) : (!memref_rmem_f32) -> vector<16xf32>
      %42 = arith.addf %40, %41 : vector<16xf32>
      %lay_263 = cute.get_layout(%rmem_104) : !memref_rmem_f32
      %43 = cute.get_shape(%lay_263) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_264, %e1_265, %e2_266, %e3_267, %e4_268 = cute.get_leaves(%43) : !cute.shape<"((1,(4,4)),1,1)">
      %int_tuple_269 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(4,4)),1,1)">
      %sz_270 = cute.size(%int_tuple_269) : (!cute.int_tuple<"((1,(4,4)),1,1)">) -> !cute.int_tuple<"16">
      %e0_271 = cute.get_leaves(%sz_270) : !cute.int_tuple<"16">
      %int_tuple_272 = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,(4,4)),1,1)">
      %sz_273 = cute.size(%int_tuple_272) : (!cute.int_tuple<"((1,(4,4)),1,1)">) -> !cute.int_tuple<"16">
      %e0_274 = cute.get_leaves(%sz_273) : !cute.int_tuple<"16">
      cute.memref.store_vec(%42, %rmem_104) : (vector<16xf32>, !memref_rmem_f32) -> ()
      %44 = cute.get_shape(%lay_103) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_275, %e1_276, %e2_277, %e3_278, %e4_279 = cute.get_leaves(%44) : !cute.shape<"((1,(4,4)),1,1)">
      %shape_280 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_281 = cute.make_layout(%shape_280) : !cute.layout<"1:0">
      %append_282 = cute.append_to_rank<2> (%lay_263, %lay_281) : !cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">, !cute.layout<"1:0">
      %view_283 = cute.make_view(%iter_106, %append_282) : !memref_rmem_f32
      %iter_284 = cute.get_iter(%view_283) : !memref_rmem_f32
      %lay_285 = cute.get_layout(%view_283) : !memref_rmem_f32
      %45 = cute.get_shape(%lay_285) : (!cute.layout<"((1,(4,4)),1,1):((0,(4,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_286, %e1_287, %e2_288, %e3_289, %e4_290 = cute.get_leaves(%45) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_291 = cute.group_modes(%view_283) <1, 3> : (!memref_rmem_f32) -> !memref_rmem_f32_1
      %iter_292 = cute.get_iter(%grouped_291) : !memref_rmem_f32_1
      %iter_293 = cute.get_iter(%grouped_291) : !memref_rmem_f32_1
      %shape_294 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_295 = cute.make_layout(%shape_294) : !cute.layout<"1:0">
      %append_296 = cute.append_to_rank<2> (%lay_103, %lay_295) : !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">, !cute.layout<"1:0">
      %view_297 = cute.make_view(%iter_95, %append_296) : !memref_gmem_f32_2
      %iter_298 = cute.get_iter(%view_297) : !memref_gmem_f32_2
      %lay_299 = cute.get_layout(%view_297) : !memref_gmem_f32_2
      %46 = cute.get_shape(%lay_299) : (!cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_300, %e1_301, %e2_302, %e3_303, %e4_304 = cute.get_leaves(%46) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_305 = cute.group_modes(%view_297) <1, 3> : (!memref_gmem_f32_2) -> !memref_gmem_f32_3
      %iter_306 = cute.get_iter(%grouped_305) : !memref_gmem_f32_3
      %iter_307 = cute.get_iter(%grouped_305) : !memref_gmem_f32_3
      %shape_308 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_309 = cute.make_layout(%shape_308) : !cute.layout<"1:0">
      %append_310 = cute.append_to_rank<2> (%lay_163, %lay_309) : !cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">, !cute.layout<"1:0">
      %view_311 = cute.make_view(%iter_126, %append_310) : !memref_rmem_i8
      %iter_312 = cute.get_iter(%view_311) : !memref_rmem_i8
      %lay_313 = cute.get_layout(%view_311) : !memref_rmem_i8
      %47 = cute.get_shape(%lay_313) : (!cute.layout<"((1,(4,4)),1,1):((0,(1,4)),0,0)">) -> !cute.shape<"((1,(4,4)),1,1)">
      %e0_314, %e1_315, %e2_316, %e3_317, %e4_318 = cute.get_leaves(%47) : !cute.shape<"((1,(4,4)),1,1)">
      %grouped_319 = cute.group_modes(%view_311) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_1
      %iter_320 = cute.get_iter(%grouped_319) : !memref_rmem_i8_1
      %iter_321 = cute.get_iter(%grouped_319) : !memref_rmem_i8_1
      %lay_322 = cute.get_layout(%grouped_291) : !memref_rmem_f32_1
      %48 = cute.get_shape(%lay_322) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(4,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_323, %e1_324, %e2_325, %e3_326, %e4_327 = cute.get_leaves(%48) : !cute.shape<"((1,(4,4)),(1,1))">
      %lay_328 = cute.get_layout(%grouped_305) : !memref_gmem_f32_3
      %49 = cute.get_shape(%lay_328) : (!cute.layout<"((1,(4,4)),(1,1)):((0,(1024,1)),(0,0))">) -> !cute.shape<"((1,(4,4)),(1,1))">
      %e0_329, %e1_330, %e2_331, %e3_332, %e4_333 = cute.get_leaves(%49) : !cute.shape<"((1,(4,4)),(1,1))">
      %sz_334 = cute.size(%grouped_291) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"1">
      %e0_335 = cute.get_leaves(%sz_334) : !cute.int_tuple<"1">
      %sz_336 = cute.size(%grouped_305) <{mode = [1]}> : (!memref_gmem_f32_3) -> !cute.int_tuple<"1">
      %e0_337 = cute.get_leaves(%sz_336) : !cute.int_tuple<"1">
      cute.copy(%atom_33, %grouped_291, %grouped_305, %grouped_319) : (!cute_nvgpu.atom.universal_copy<f32>, !memref_rmem_f32_1, !memref_gmem_f32_3, !memref_rmem_i8_1)
      return
    }
  }
  func.func @cutlass_elementwise_add_FakeTensorFloat32_1024_512_1_1024_FakeTensorFloat32_1024_512_1_1024_FakeTensorFloat32_1024_512_1_1024_128(%arg0: !memref_gmem_f32_4, %arg1: !memref_gmem_f32_4, %arg2: !memref_gmem_f32_4) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_4
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32_4
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_4
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f32_4
    %shape = cute.make_shape() : () -> !cute.shape<"(4,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_ordered_layout(%shape, %int_tuple) : (!cute.shape<"(4,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,32):(32,1)">
    %shape_5 = cute.make_shape() : () -> !cute.shape<"(4,4)">
    %int_tuple_6 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_7 = cute.make_ordered_layout(%shape_5, %int_tuple_6) : (!cute.shape<"(4,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,4):(4,1)">
    %prod = cute.raked_product(%lay, %lay_7) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %sz = cute.size(%lay) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_8 = cute.size(%lay_7) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %e0_9 = cute.get_leaves(%sz_8) : !cute.int_tuple<"16">
    %shape_10 = cute.make_shape() : () -> !cute.shape<"(128,16)">
    %lay_11 = cute.make_layout(%shape_10) : !cute.layout<"(128,16):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %0 = cute.composition(%rinv, %lay_11) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %1 = cute.get_shape(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %e0_12, %e1, %e2, %e3 = cute.get_leaves(%1) : !cute.shape<"((4,4),(4,32))">
    %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %res = cute.tuple.product_each(%int_tuple_13) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %e0_14, %e1_15 = cute.get_leaves(%res) : !cute.int_tuple<"(16,128)">
    %lay_16 = cute.get_layout(%arg0) : !memref_gmem_f32_4
    %2 = cute.get_shape(%lay_16) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %e0_17, %e1_18 = cute.get_leaves(%2) : !cute.shape<"(1024,512)">
    %tile = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %div = cute.zipped_divide(%arg0, %tile) : !memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">
    %iter_19 = cute.get_iter(%div) : !memref_gmem_f32
    %iter_20 = cute.get_iter(%div) : !memref_gmem_f32
    %lay_21 = cute.get_layout(%arg1) : !memref_gmem_f32_4
    %3 = cute.get_shape(%lay_21) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %e0_22, %e1_23 = cute.get_leaves(%3) : !cute.shape<"(1024,512)">
    %tile_24 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %div_25 = cute.zipped_divide(%arg1, %tile_24) : !memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">
    %iter_26 = cute.get_iter(%div_25) : !memref_gmem_f32
    %iter_27 = cute.get_iter(%div_25) : !memref_gmem_f32
    %lay_28 = cute.get_layout(%arg2) : !memref_gmem_f32_4
    %4 = cute.get_shape(%lay_28) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %e0_29, %e1_30 = cute.get_leaves(%4) : !cute.shape<"(1024,512)">
    %tile_31 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %div_32 = cute.zipped_divide(%arg2, %tile_31) : !memref_gmem_f32_4, !cute.tile<"[16:1;128:1]">
    %iter_33 = cute.get_iter(%div_32) : !memref_gmem_f32
    %iter_34 = cute.get_iter(%div_32) : !memref_gmem_f32
    %shape_35 = cute.make_shape() : () -> !cute.shape<"(1024,512)">
    %5 = cute.make_identity_tensor(%shape_35) : !cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">
    %iter_36 = cute.get_iter(%5) : !cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">
    %tup = cute.deref_arith_tuple_iter(%iter_36) : !cute.arith_tuple_iter<"(0,0)">
    %e0_37, %e1_38 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
    %lay_39 = cute.get_layout(%5) : !cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">
    %6 = cute.get_shape(%lay_39) : (!cute.layout<"(1024,512):(1@0,1@1)">) -> !cute.shape<"(1024,512)">
    %e0_40, %e1_41 = cute.get_leaves(%6) : !cute.shape<"(1024,512)">
    %tile_42 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %div_43 = cute.zipped_divide(%5, %tile_42) : !cute.coord_tensor<"(0,0)", "(1024,512):(1@0,1@1)">, !cute.tile<"[16:1;128:1]">
    %iter_44 = cute.get_iter(%div_43) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
    %tup_45 = cute.deref_arith_tuple_iter(%iter_44) : !cute.arith_tuple_iter<"(0,0)">
    %e0_46, %e1_47 = cute.get_leaves(%tup_45) : !cute.int_tuple<"(0,0)">
    %iter_48 = cute.get_iter(%div_43) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
    %tup_49 = cute.deref_arith_tuple_iter(%iter_48) : !cute.arith_tuple_iter<"(0,0)">
    %e0_50, %e1_51 = cute.get_leaves(%tup_49) : !cute.int_tuple<"(0,0)">
    %sz_52 = cute.size(%div_32) <{mode = [1]}> : (!memref_gmem_f32) -> !cute.int_tuple<"256">
    %e0_53 = cute.get_leaves(%sz_52) : !cute.int_tuple<"256">
    %sz_54 = cute.size(%0) <{mode = [0]}> : (!cute.layout<"((32,4),(4,4)):((64,4),(16,1))">) -> !cute.int_tuple<"128">
    %e0_55 = cute.get_leaves(%sz_54) : !cute.int_tuple<"128">
    %lay_56 = cute.get_layout(%div) : !memref_gmem_f32
    %lay_57 = cute.get_layout(%div_25) : !memref_gmem_f32
    %lay_58 = cute.get_layout(%div_32) : !memref_gmem_f32
    %lay_59 = cute.get_layout(%div_43) : !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">
    %7 = cute.kernel_smem_size @kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0 : i64
    %c232448_i64 = arith.constant 232448 : i64
    %8 = arith.cmpi sgt, %7, %c232448_i64 : i64
    scf.if %8 {
      cute.print("\0AError: kernel '@kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %7) : i64
    }
    %c0_i64 = arith.constant 0 : i64
    %9 = cuda.cast %c0_i64 : i64 -> !cuda.stream
    %c128_i32 = arith.constant 128 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %10 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %7, gridDim = (%c256_i32, %c1_i32, %c1_i32), stream = %9) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%10] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_60 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%10] %c0_i32_60 : !cuda.launch_cfg<max_attrs = 17>, i32
    %11 = cuda.launch_ex @kernels::@cutlass_dsl_elementwise_add_kernel_kernel_cutlass_elementwise_add_kernel_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensorptrf32gmemo161286441102416131072_tensor00o1612864410111601281_102_0<%10> (%div, %div_25, %div_32, %div_43, %lay, %lay_7) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f32, !memref_gmem_f32, !memref_gmem_f32, !cute.coord_tensor<"(0,0)", "((16,128),(64,4)):((1@0,1@1),(16@0,128@1))">, !cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cuda.result
    %12 = cuda.cast %11 : !cuda.result -> i32
    cuda.return_if_error %12 : i32
    %c0_i32_61 = arith.constant 0 : i32
    return %c0_i32_61 : i32
  }
}

