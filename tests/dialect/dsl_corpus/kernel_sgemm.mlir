!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(512,256):(256,1)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(1024,512):(512,1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "(128,8,32):(256,1,8)">
!memref_gmem_f32_4 = !cute.memref<f32, gmem, align<16>, "(128,128):(512,1)">
!memref_gmem_f32_5 = !cute.memref<f32, gmem, "((1,1),4,1,32):((0,0),8192,0,8)">
!memref_gmem_f32_6 = !cute.memref<f32, gmem, "((1,1),4,1):((0,0),8192,0)">
!memref_gmem_f32_7 = !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(8192,0))">
!memref_gmem_f32_8 = !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(512,32768),(1,64))">
!memref_gmem_f32_9 = !cute.memref<f32, gmem, align<16>, "(1,((4,2),(4,2))):(0,((512,32768),(1,64)))">
!memref_rmem_f32 = !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">
!memref_rmem_f32_3 = !cute.memref<f32, rmem, "(4,2):(1,4)">
!memref_rmem_f32_4 = !cute.memref<f32, rmem, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">
!memref_rmem_i8 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">
!memref_rmem_i8_1 = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,1)">
!memref_rmem_i8_2 = !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">
!memref_rmem_i8_3 = !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,0))">
!memref_rmem_i8_4 = !cute.memref<i8, rmem, align<32>, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
!memref_rmem_i8_5 = !cute.memref<i8, rmem, align<32>, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">
!memref_smem_f32 = !cute.memref<f32, smem, align<16>, "(128,8,3):(1,132,1056)">
!memref_smem_f32_1 = !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
!memref_smem_f32_2 = !cute.memref<f32, smem, "((1,1),4,1):((0,0),32,0)">
!memref_smem_f32_3 = !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">
!memref_smem_f32_4 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
!memref_smem_f32_5 = !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">
!memref_smem_f32_6 = !cute.memref<f32, smem, align<16>, "(1,(4,2)):(0,(1,64))">
!memref_smem_f32_7 = !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">
!memref_smem_i8 = !cute.memref<i8, smem, align<16>, "12656:1">
!mma_f32_f32_f32_1x1x1 = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
#loop_unroll = #llvm.loop_unroll<full = true>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_2, %arg3: !cute.layout<"(128,8,3):(1,132,1056)">, %arg4: !cute.layout<"(128,8,3):(1,132,1056)">, %arg5: !copy_ldgsts, %arg6: !copy_ldgsts, %arg7: !mma_f32_f32_f32_1x1x1) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 8, 4, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %iter = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_2
      %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32
      %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_1
      %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f32_2
      %lay = cute.get_layout(%arg0) : !memref_gmem_f32
      %lay_5 = cute.get_layout(%arg1) : !memref_gmem_f32_1
      %lay_6 = cute.get_layout(%arg2) : !memref_gmem_f32_2
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = nvvm.read.ptx.sreg.tid.y : i32
      %2 = nvvm.read.ptx.sreg.tid.z : i32
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = nvvm.read.ptx.sreg.ctaid.y : i32
      %5 = nvvm.read.ptx.sreg.ctaid.z : i32
      %tile = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord = cute.make_coord(%3, %4) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_7 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tiled_view = cute.local_tile(%arg0, %tile, %coord, "(1,_,1)") : (!memref_gmem_f32, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_3
      %iter_8 = cute.get_iter(%tiled_view) : !memref_gmem_f32_3
      %iter_9 = cute.get_iter(%tiled_view) : !memref_gmem_f32_3
      %tile_10 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_11 = cute.make_coord(%3, %4) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_12 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tiled_view_13 = cute.local_tile(%arg1, %tile_10, %coord_11, "(_,1,1)") : (!memref_gmem_f32_1, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_3
      %iter_14 = cute.get_iter(%tiled_view_13) : !memref_gmem_f32_3
      %iter_15 = cute.get_iter(%tiled_view_13) : !memref_gmem_f32_3
      %tile_16 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_17 = cute.make_coord(%3, %4) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_18 = cute.make_coord() : () -> !cute.coord<"(1,1,_)">
      %tiled_view_19 = cute.local_tile(%arg2, %tile_16, %coord_17, "(1,1,_)") : (!memref_gmem_f32_2, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !memref_gmem_f32_4
      %iter_20 = cute.get_iter(%tiled_view_19) : !memref_gmem_f32_4
      %iter_21 = cute.get_iter(%tiled_view_19) : !memref_gmem_f32_4
      %6 = cute.get_shape(%lay) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
      %e0, %e1 = cute.get_leaves(%6) : !cute.shape<"(1024,256)">
      %lay_22 = cute.get_layout(%tiled_view) : !memref_gmem_f32_3
      %7 = cute.get_shape(%lay_22) : (!cute.layout<"(128,8,32):(256,1,8)">) -> !cute.shape<"(128,8,32)">
      %e0_23, %e1_24, %e2 = cute.get_leaves(%7) : !cute.shape<"(128,8,32)">
      %coord_25 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      %idx = cute.crd2idx(%coord_25, %lay_22) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(256,1,8)">) -> !cute.int_tuple<"0">
      %e0_26 = cute.get_leaves(%idx) : !cute.int_tuple<"0">
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr = cute.add_offset(%iter_9, %int_tuple) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
      %view = cute.make_view(%ptr, %lay_22) : !memref_gmem_f32_3
      %iter_27 = cute.get_iter(%view) : !memref_gmem_f32_3
      %lay_28 = cute.get_layout(%tiled_view_13) : !memref_gmem_f32_3
      %coord_29 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      %idx_30 = cute.crd2idx(%coord_29, %lay_28) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(256,1,8)">) -> !cute.int_tuple<"0">
      %e0_31 = cute.get_leaves(%idx_30) : !cute.int_tuple<"0">
      %int_tuple_32 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
      %ptr_33 = cute.add_offset(%iter_15, %int_tuple_32) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"0">) -> !cute.ptr<f32, gmem, align<16>>
      %view_34 = cute.make_view(%ptr_33, %lay_28) : !memref_gmem_f32_3
      %iter_35 = cute.get_iter(%view_34) : !memref_gmem_f32_3
      %coord_36 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_37 = cute.crd2idx(%coord_36, %arg3) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"0">
      %e0_38 = cute.get_leaves(%idx_37) : !cute.int_tuple<"0">
      %cosz = cute.cosize(%arg3) : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
      %e0_39 = cute.get_leaves(%cosz) : !cute.int_tuple<"3164">
      %shape = cute.make_shape() : () -> !cute.shape<"12656">
      %lay_40 = cute.make_layout(%shape) : !cute.layout<"12656:1">
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_41 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_42 = cute.get_iter(%smem) : !memref_smem_i8
      %iter_43 = cute.recast_iter(%iter_42) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_44 = cute.make_view(%iter_43, %arg3) : !memref_smem_f32
      %iter_45 = cute.get_iter(%view_44) : !memref_smem_f32
      %iter_46 = cute.get_iter(%view_44) : !memref_smem_f32
      %coord_47 = cute.make_coord() : () -> !cute.coord<"0">
      %idx_48 = cute.crd2idx(%coord_47, %arg4) : (!cute.coord<"0">, !cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"0">
      %e0_49 = cute.get_leaves(%idx_48) : !cute.int_tuple<"0">
      %cosz_50 = cute.cosize(%arg4) : (!cute.layout<"(128,8,3):(1,132,1056)">) -> !cute.int_tuple<"3164">
      %e0_51 = cute.get_leaves(%cosz_50) : !cute.int_tuple<"3164">
      %shape_52 = cute.make_shape() : () -> !cute.shape<"12656">
      %lay_53 = cute.make_layout(%shape_52) : !cute.layout<"12656:1">
      %smem_54 = cute.memref.alloca() {smem.partition_id = 1 : i32} : !memref_smem_i8
      %iter_55 = cute.get_iter(%smem_54) : !memref_smem_i8
      %iter_56 = cute.get_iter(%smem_54) : !memref_smem_i8
      %iter_57 = cute.recast_iter(%iter_56) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
      %view_58 = cute.make_view(%iter_57, %arg4) : !memref_smem_f32
      %iter_59 = cute.get_iter(%view_58) : !memref_smem_f32
      %iter_60 = cute.get_iter(%view_58) : !memref_smem_f32
      %coord_61 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned = cute.tiled.copy.partition_S(%arg5, %view, %coord_61) : (!copy_ldgsts, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_5
      %iter_62 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_5
      %coord_63 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %dst_partitioned = cute.tiled.copy.partition_D(%arg5, %view_44, %coord_63) : (!copy_ldgsts, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_1
      %iter_64 = cute.get_iter(%dst_partitioned) : !memref_smem_f32_1
      %coord_65 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_66 = cute.tiled.copy.partition_S(%arg6, %view_34, %coord_65) : (!copy_ldgsts, !memref_gmem_f32_3, !cute.coord<"?">) -> !memref_gmem_f32_5
      %iter_67 = cute.get_iter(%src_partitioned_66) : !memref_gmem_f32_5
      %coord_68 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %dst_partitioned_69 = cute.tiled.copy.partition_D(%arg6, %view_58, %coord_68) : (!copy_ldgsts, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_1
      %iter_70 = cute.get_iter(%dst_partitioned_69) : !memref_smem_f32_1
      %shape_71 = cute.make_shape() : () -> !cute.shape<"(1024,256)">
      %8 = cute.make_identity_tensor(%shape_71) : !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
      %iter_72 = cute.get_iter(%8) : !cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">
      %tup = cute.deref_arith_tuple_iter(%iter_72) : !cute.arith_tuple_iter<"(0,0)">
      %e0_73, %e1_74 = cute.get_leaves(%tup) : !cute.int_tuple<"(0,0)">
      %9 = cute.get_shape(%lay_5) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
      %e0_75, %e1_76 = cute.get_leaves(%9) : !cute.shape<"(512,256)">
      %shape_77 = cute.make_shape() : () -> !cute.shape<"(512,256)">
      %10 = cute.make_identity_tensor(%shape_77) : !cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">
      %iter_78 = cute.get_iter(%10) : !cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">
      %tup_79 = cute.deref_arith_tuple_iter(%iter_78) : !cute.arith_tuple_iter<"(0,0)">
      %e0_80, %e1_81 = cute.get_leaves(%tup_79) : !cute.int_tuple<"(0,0)">
      %tile_82 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_83 = cute.make_coord(%3, %4) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_84 = cute.make_coord() : () -> !cute.coord<"(1,_,1)">
      %tiled_view_85 = cute.local_tile(%8, %tile_82, %coord_83, "(1,_,1)") : (!cute.coord_tensor<"(0,0)", "(1024,256):(1@0,1@1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %iter_86 = cute.get_iter(%tiled_view_85) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_87 = cute.deref_arith_tuple_iter(%iter_86) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_88, %e1_89 = cute.get_leaves(%tup_87) : !cute.int_tuple<"(?{div=128},0)">
      %11 = cute.get_scalars(%e0_88) : !cute.int_tuple<"?{div=128}">
      %iter_90 = cute.get_iter(%tiled_view_85) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_91 = cute.deref_arith_tuple_iter(%iter_90) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_92, %e1_93 = cute.get_leaves(%tup_91) : !cute.int_tuple<"(?{div=128},0)">
      %12 = cute.get_scalars(%e0_92) : !cute.int_tuple<"?{div=128}">
      %tile_94 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1;8:1]">
      %coord_95 = cute.make_coord(%3, %4) : (i32, i32) -> !cute.coord<"(?,?,_)">
      %coord_96 = cute.make_coord() : () -> !cute.coord<"(_,1,1)">
      %tiled_view_97 = cute.local_tile(%10, %tile_94, %coord_95, "(_,1,1)") : (!cute.coord_tensor<"(0,0)", "(512,256):(1@0,1@1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %iter_98 = cute.get_iter(%tiled_view_97) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_99 = cute.deref_arith_tuple_iter(%iter_98) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_100, %e1_101 = cute.get_leaves(%tup_99) : !cute.int_tuple<"(?{div=128},0)">
      %13 = cute.get_scalars(%e0_100) : !cute.int_tuple<"?{div=128}">
      %iter_102 = cute.get_iter(%tiled_view_97) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_103 = cute.deref_arith_tuple_iter(%iter_102) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_104, %e1_105 = cute.get_leaves(%tup_103) : !cute.int_tuple<"(?{div=128},0)">
      %14 = cute.get_scalars(%e0_104) : !cute.int_tuple<"?{div=128}">
      %lay_106 = cute.get_layout(%tiled_view_85) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %coord_107 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      %idx_108 = cute.crd2idx(%coord_107, %lay_106) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,0)">
      %e0_109, %e1_110 = cute.get_leaves(%idx_108) : !cute.int_tuple<"(0,0)">
      %int_tuple_111 = cute.make_int_tuple(%e0_92) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tuple_112 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
      %add = cute.tuple_add(%int_tuple_111, %int_tuple_112) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %e0_113, %e1_114 = cute.get_leaves(%add) : !cute.int_tuple<"(?{div=128},0)">
      %15 = cute.get_scalars(%e0_113) : !cute.int_tuple<"?{div=128}">
      %int_tuple_115 = cute.make_int_tuple(%e0_113) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tup_iter = cute.make_arith_tuple_iter(%int_tuple_115) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %view_116 = cute.make_view(%int_tup_iter, %lay_106) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %iter_117 = cute.get_iter(%view_116) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_118 = cute.deref_arith_tuple_iter(%iter_117) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_119, %e1_120 = cute.get_leaves(%tup_118) : !cute.int_tuple<"(?{div=128},0)">
      %16 = cute.get_scalars(%e0_119) : !cute.int_tuple<"?{div=128}">
      %lay_121 = cute.get_layout(%tiled_view_97) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %coord_122 = cute.make_coord() : () -> !cute.coord<"(0,0,0)">
      %idx_123 = cute.crd2idx(%coord_122, %lay_121) : (!cute.coord<"(0,0,0)">, !cute.layout<"(128,8,32):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,0)">
      %e0_124, %e1_125 = cute.get_leaves(%idx_123) : !cute.int_tuple<"(0,0)">
      %int_tuple_126 = cute.make_int_tuple(%e0_104) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tuple_127 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,0)">
      %add_128 = cute.tuple_add(%int_tuple_126, %int_tuple_127) : (!cute.int_tuple<"(?{div=128},0)">, !cute.int_tuple<"(0,0)">) -> !cute.int_tuple<"(?{div=128},0)">
      %e0_129, %e1_130 = cute.get_leaves(%add_128) : !cute.int_tuple<"(?{div=128},0)">
      %17 = cute.get_scalars(%e0_129) : !cute.int_tuple<"?{div=128}">
      %int_tuple_131 = cute.make_int_tuple(%e0_129) : (!cute.int_tuple<"?{div=128}">) -> !cute.int_tuple<"(?{div=128},0)">
      %int_tup_iter_132 = cute.make_arith_tuple_iter(%int_tuple_131) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
      %view_133 = cute.make_view(%int_tup_iter_132, %lay_121) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %iter_134 = cute.get_iter(%view_133) : !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">
      %tup_135 = cute.deref_arith_tuple_iter(%iter_134) : !cute.arith_tuple_iter<"(?{div=128},0)">
      %e0_136, %e1_137 = cute.get_leaves(%tup_135) : !cute.int_tuple<"(?{div=128},0)">
      %18 = cute.get_scalars(%e0_136) : !cute.int_tuple<"?{div=128}">
      %coord_138 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_139 = cute.tiled.copy.partition_S(%arg5, %view_116, %coord_138) : (!copy_ldgsts, !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %iter_140 = cute.get_iter(%src_partitioned_139) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %tup_141 = cute.deref_arith_tuple_iter(%iter_140) : !cute.arith_tuple_iter<"(?,?)">
      %e0_142, %e1_143 = cute.get_leaves(%tup_141) : !cute.int_tuple<"(?,?)">
      %19 = cute.get_scalars(%e0_142) : !cute.int_tuple<"?">
      %20 = cute.get_scalars(%e1_143) : !cute.int_tuple<"?">
      %coord_144 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %src_partitioned_145 = cute.tiled.copy.partition_S(%arg6, %view_133, %coord_144) : (!copy_ldgsts, !cute.coord_tensor<"(?{div=128},0)", "(128,8,32):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %iter_146 = cute.get_iter(%src_partitioned_145) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">
      %tup_147 = cute.deref_arith_tuple_iter(%iter_146) : !cute.arith_tuple_iter<"(?,?)">
      %e0_148, %e1_149 = cute.get_leaves(%tup_147) : !cute.int_tuple<"(?,?)">
      %21 = cute.get_scalars(%e0_148) : !cute.int_tuple<"?">
      %22 = cute.get_scalars(%e1_149) : !cute.int_tuple<"?">
      %lay_150 = cute.get_layout(%dst_partitioned) : !memref_smem_f32_1
      %23 = cute.get_shape(%lay_150) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %e0_151, %e1_152, %e2_153, %e3, %e4 = cute.get_leaves(%23) : !cute.shape<"((1,1),4,1,3)">
      %sz = cute.size(%dst_partitioned) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_154 = cute.get_leaves(%sz) : !cute.int_tuple<"4">
      %sz_155 = cute.size(%dst_partitioned) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_156 = cute.get_leaves(%sz_155) : !cute.int_tuple<"1">
      %sz_157 = cute.size(%dst_partitioned) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_158 = cute.get_leaves(%sz_157) : !cute.int_tuple<"4">
      %shape_159 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride = cute.make_stride() : () -> !cute.stride<"(4,1,0)">
      %lay_160 = cute.make_layout(%shape_159, %stride) : !cute.layout<"(1,4,1):(4,1,0)">
      %rmem = cute.memref.alloca(%lay_160) : !memref_rmem_i8
      %iter_161 = cute.get_iter(%rmem) : !memref_rmem_i8
      %iter_162 = cute.get_iter(%rmem) : !memref_rmem_i8
      %lay_163 = cute.get_layout(%dst_partitioned_69) : !memref_smem_f32_1
      %24 = cute.get_shape(%lay_163) : (!cute.layout<"((1,1),4,1,3):((0,0),32,0,1056)">) -> !cute.shape<"((1,1),4,1,3)">
      %e0_164, %e1_165, %e2_166, %e3_167, %e4_168 = cute.get_leaves(%24) : !cute.shape<"((1,1),4,1,3)">
      %sz_169 = cute.size(%dst_partitioned_69) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_170 = cute.get_leaves(%sz_169) : !cute.int_tuple<"4">
      %sz_171 = cute.size(%dst_partitioned_69) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_172 = cute.get_leaves(%sz_171) : !cute.int_tuple<"1">
      %sz_173 = cute.size(%dst_partitioned_69) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_174 = cute.get_leaves(%sz_173) : !cute.int_tuple<"4">
      %shape_175 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride_176 = cute.make_stride() : () -> !cute.stride<"(4,1,0)">
      %lay_177 = cute.make_layout(%shape_175, %stride_176) : !cute.layout<"(1,4,1):(4,1,0)">
      %rmem_178 = cute.memref.alloca(%lay_177) : !memref_rmem_i8
      %iter_179 = cute.get_iter(%rmem_178) : !memref_rmem_i8
      %iter_180 = cute.get_iter(%rmem_178) : !memref_rmem_i8
      %sz_181 = cute.size(%dst_partitioned) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_182 = cute.get_leaves(%sz_181) : !cute.int_tuple<"4">
      %sz_183 = cute.size(%dst_partitioned) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_184 = cute.get_leaves(%sz_183) : !cute.int_tuple<"1">
      %sz_185 = cute.size(%dst_partitioned) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_186 = cute.get_leaves(%sz_185) : !cute.int_tuple<"4">
      %sz_187 = cute.size(%dst_partitioned) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_188 = cute.get_leaves(%sz_187) : !cute.int_tuple<"1">
      %sz_189 = cute.size(%dst_partitioned) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_190 = cute.get_leaves(%sz_189) : !cute.int_tuple<"1">
      %shape_191 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride_192 = cute.make_stride() : () -> !cute.stride<"(4,1,1)">
      %lay_193 = cute.make_layout(%shape_191, %stride_192) : !cute.layout<"(1,4,1):(4,1,1)">
      %rmem_194 = cute.memref.alloca(%lay_193) : !memref_rmem_i8_1
      %iter_195 = cute.get_iter(%rmem_194) : !memref_rmem_i8_1
      %iter_196 = cute.get_iter(%rmem_194) : !memref_rmem_i8_1
      %sz_197 = cute.size(%dst_partitioned_69) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_198 = cute.get_leaves(%sz_197) : !cute.int_tuple<"4">
      %sz_199 = cute.size(%dst_partitioned_69) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_200 = cute.get_leaves(%sz_199) : !cute.int_tuple<"1">
      %sz_201 = cute.size(%dst_partitioned_69) <{mode = [1]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"4">
      %e0_202 = cute.get_leaves(%sz_201) : !cute.int_tuple<"4">
      %sz_203 = cute.size(%dst_partitioned_69) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_204 = cute.get_leaves(%sz_203) : !cute.int_tuple<"1">
      %sz_205 = cute.size(%dst_partitioned_69) <{mode = [2]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"1">
      %e0_206 = cute.get_leaves(%sz_205) : !cute.int_tuple<"1">
      %shape_207 = cute.make_shape() : () -> !cute.shape<"(1,4,1)">
      %stride_208 = cute.make_stride() : () -> !cute.stride<"(4,1,1)">
      %lay_209 = cute.make_layout(%shape_207, %stride_208) : !cute.layout<"(1,4,1):(4,1,1)">
      %rmem_210 = cute.memref.alloca(%lay_209) : !memref_rmem_i8_1
      %iter_211 = cute.get_iter(%rmem_210) : !memref_rmem_i8_1
      %iter_212 = cute.get_iter(%rmem_210) : !memref_rmem_i8_1
      %lay_213 = cute.get_layout(%rmem) : !memref_rmem_i8
      %25 = cute.get_shape(%lay_213) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
      %e0_214, %e1_215, %e2_216 = cute.get_leaves(%25) : !cute.shape<"(1,4,1)">
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = scf.for %arg8 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg9 = %rmem) -> (!memref_rmem_i8)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_531 = cute.get_iter(%arg9) : !memref_rmem_i8
        %lay_532 = cute.get_layout(%arg9) : !memref_rmem_i8
        %70 = cute.get_shape(%lay_532) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %e0_533, %e1_534, %e2_535 = cute.get_leaves(%70) : !cute.shape<"(1,4,1)">
        %c0_i32_536 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %c1_i32_537 = arith.constant 1 : i32
        %71 = scf.for %arg10 = %c0_i32_536 to %c4_i32 step %c1_i32_537 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8)  : i32 {
          %iter_542 = cute.get_iter(%arg11) : !memref_rmem_i8
          %iter_543 = cute.get_iter(%arg11) : !memref_rmem_i8
          %coord_544 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"((0,?),?,0,0)">
          %slice_545 = cute.slice(%src_partitioned_139, %coord_544) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,0,0)">
          %iter_546 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_547 = cute.deref_arith_tuple_iter(%iter_546) : !cute.arith_tuple_iter<"(?,?)">
          %e0_548, %e1_549 = cute.get_leaves(%tup_547) : !cute.int_tuple<"(?,?)">
          %72 = cute.get_scalars(%e0_548) : !cute.int_tuple<"?">
          %73 = cute.get_scalars(%e1_549) : !cute.int_tuple<"?">
          %iter_550 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_551 = cute.deref_arith_tuple_iter(%iter_550) : !cute.arith_tuple_iter<"(?,?)">
          %e0_552, %e1_553 = cute.get_leaves(%tup_551) : !cute.int_tuple<"(?,?)">
          %74 = cute.get_scalars(%e0_552) : !cute.int_tuple<"?">
          %75 = cute.get_scalars(%e1_553) : !cute.int_tuple<"?">
          %iter_554 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_555 = cute.deref_arith_tuple_iter(%iter_554) : !cute.arith_tuple_iter<"(?,?)">
          %e0_556, %e1_557 = cute.get_leaves(%tup_555) : !cute.int_tuple<"(?,?)">
          %76 = cute.get_scalars(%e0_556) : !cute.int_tuple<"?">
          %77 = cute.get_scalars(%e1_557) : !cute.int_tuple<"?">
          %lay_558 = cute.get_layout(%arg0) : !memref_gmem_f32
          %78 = cute.get_shape(%lay_558) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
          %e0_559, %e1_560 = cute.get_leaves(%78) : !cute.shape<"(1024,256)">
          %coord_561 = cute.make_coord(%e0_556) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
          %coord_562 = cute.make_coord() : () -> !cute.coord<"1024">
          %79 = cute.elem_less(%coord_561, %coord_562) : !cute.coord<"?">, !cute.coord<"1024">
          %80 = arith.extui %79 : i1 to i8
          %coord_563 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(?,?,0)">
          cute.memref.store(%arg11, %coord_563, %80) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
          %iter_564 = cute.get_iter(%arg11) : !memref_rmem_i8
          %iter_565 = cute.get_iter(%arg11) : !memref_rmem_i8
          scf.yield %arg11 : !memref_rmem_i8
        }
        %iter_538 = cute.get_iter(%71) : !memref_rmem_i8
        %iter_539 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_540 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_541 = cute.get_iter(%arg9) : !memref_rmem_i8
        scf.yield %arg9 : !memref_rmem_i8
      }
      %iter_217 = cute.get_iter(%26) : !memref_rmem_i8
      %iter_218 = cute.get_iter(%rmem) : !memref_rmem_i8
      %lay_219 = cute.get_layout(%rmem_178) : !memref_rmem_i8
      %27 = cute.get_shape(%lay_219) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
      %e0_220, %e1_221, %e2_222 = cute.get_leaves(%27) : !cute.shape<"(1,4,1)">
      %28 = scf.for %arg8 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg9 = %rmem_178) -> (!memref_rmem_i8)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_531 = cute.get_iter(%arg9) : !memref_rmem_i8
        %lay_532 = cute.get_layout(%arg9) : !memref_rmem_i8
        %70 = cute.get_shape(%lay_532) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %e0_533, %e1_534, %e2_535 = cute.get_leaves(%70) : !cute.shape<"(1,4,1)">
        %c0_i32_536 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %c1_i32_537 = arith.constant 1 : i32
        %71 = scf.for %arg10 = %c0_i32_536 to %c4_i32 step %c1_i32_537 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8)  : i32 {
          %iter_542 = cute.get_iter(%arg11) : !memref_rmem_i8
          %iter_543 = cute.get_iter(%arg11) : !memref_rmem_i8
          %coord_544 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"((0,?),?,0,0)">
          %slice_545 = cute.slice(%src_partitioned_145, %coord_544) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,0,0)">
          %iter_546 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_547 = cute.deref_arith_tuple_iter(%iter_546) : !cute.arith_tuple_iter<"(?,?)">
          %e0_548, %e1_549 = cute.get_leaves(%tup_547) : !cute.int_tuple<"(?,?)">
          %72 = cute.get_scalars(%e0_548) : !cute.int_tuple<"?">
          %73 = cute.get_scalars(%e1_549) : !cute.int_tuple<"?">
          %iter_550 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_551 = cute.deref_arith_tuple_iter(%iter_550) : !cute.arith_tuple_iter<"(?,?)">
          %e0_552, %e1_553 = cute.get_leaves(%tup_551) : !cute.int_tuple<"(?,?)">
          %74 = cute.get_scalars(%e0_552) : !cute.int_tuple<"?">
          %75 = cute.get_scalars(%e1_553) : !cute.int_tuple<"?">
          %iter_554 = cute.get_iter(%slice_545) : !cute.coord_tensor<"(?,?)", "():()">
          %tup_555 = cute.deref_arith_tuple_iter(%iter_554) : !cute.arith_tuple_iter<"(?,?)">
          %e0_556, %e1_557 = cute.get_leaves(%tup_555) : !cute.int_tuple<"(?,?)">
          %76 = cute.get_scalars(%e0_556) : !cute.int_tuple<"?">
          %77 = cute.get_scalars(%e1_557) : !cute.int_tuple<"?">
          %lay_558 = cute.get_layout(%arg1) : !memref_gmem_f32_1
          %78 = cute.get_shape(%lay_558) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
          %e0_559, %e1_560 = cute.get_leaves(%78) : !cute.shape<"(512,256)">
          %coord_561 = cute.make_coord(%e0_556) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
          %coord_562 = cute.make_coord() : () -> !cute.coord<"512">
          %79 = cute.elem_less(%coord_561, %coord_562) : !cute.coord<"?">, !cute.coord<"512">
          %80 = arith.extui %79 : i1 to i8
          %coord_563 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(?,?,0)">
          cute.memref.store(%arg11, %coord_563, %80) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
          %iter_564 = cute.get_iter(%arg11) : !memref_rmem_i8
          %iter_565 = cute.get_iter(%arg11) : !memref_rmem_i8
          scf.yield %arg11 : !memref_rmem_i8
        }
        %iter_538 = cute.get_iter(%71) : !memref_rmem_i8
        %iter_539 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_540 = cute.get_iter(%arg9) : !memref_rmem_i8
        %iter_541 = cute.get_iter(%arg9) : !memref_rmem_i8
        scf.yield %arg9 : !memref_rmem_i8
      }
      %iter_223 = cute.get_iter(%28) : !memref_rmem_i8
      %iter_224 = cute.get_iter(%rmem_178) : !memref_rmem_i8
      %lay_225 = cute.get_layout(%rmem_194) : !memref_rmem_i8_1
      %29 = cute.get_shape(%lay_225) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_226, %e1_227, %e2_228 = cute.get_leaves(%29) : !cute.shape<"(1,4,1)">
      %30 = scf.for %arg8 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg9 = %rmem_194) -> (!memref_rmem_i8_1)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_531 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %lay_532 = cute.get_layout(%arg9) : !memref_rmem_i8_1
        %70 = cute.get_shape(%lay_532) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %e0_533, %e1_534, %e2_535 = cute.get_leaves(%70) : !cute.shape<"(1,4,1)">
        %c0_i32_536 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %c1_i32_537 = arith.constant 1 : i32
        %71 = scf.for %arg10 = %c0_i32_536 to %c4_i32 step %c1_i32_537 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8_1)  : i32 {
          %iter_542 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_543 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %lay_544 = cute.get_layout(%arg11) : !memref_rmem_i8_1
          %72 = cute.get_shape(%lay_544) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %e0_545, %e1_546, %e2_547 = cute.get_leaves(%72) : !cute.shape<"(1,4,1)">
          %c0_i32_548 = arith.constant 0 : i32
          %c1_i32_549 = arith.constant 1 : i32
          %73 = scf.for %arg12 = %c0_i32_548 to %c1_i32_549 step %c1_i32_549 iter_args(%arg13 = %arg11) -> (!memref_rmem_i8_1)  : i32 {
            %iter_554 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %iter_555 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %coord_556 = cute.make_coord(%arg8, %arg10, %arg12) : (i32, i32, i32) -> !cute.coord<"((0,?),?,?,0)">
            %slice_557 = cute.slice(%src_partitioned_139, %coord_556) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,?,0)">
            %iter_558 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_559 = cute.deref_arith_tuple_iter(%iter_558) : !cute.arith_tuple_iter<"(?,?)">
            %e0_560, %e1_561 = cute.get_leaves(%tup_559) : !cute.int_tuple<"(?,?)">
            %74 = cute.get_scalars(%e0_560) : !cute.int_tuple<"?">
            %75 = cute.get_scalars(%e1_561) : !cute.int_tuple<"?">
            %iter_562 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_563 = cute.deref_arith_tuple_iter(%iter_562) : !cute.arith_tuple_iter<"(?,?)">
            %e0_564, %e1_565 = cute.get_leaves(%tup_563) : !cute.int_tuple<"(?,?)">
            %76 = cute.get_scalars(%e0_564) : !cute.int_tuple<"?">
            %77 = cute.get_scalars(%e1_565) : !cute.int_tuple<"?">
            %iter_566 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_567 = cute.deref_arith_tuple_iter(%iter_566) : !cute.arith_tuple_iter<"(?,?)">
            %e0_568, %e1_569 = cute.get_leaves(%tup_567) : !cute.int_tuple<"(?,?)">
            %78 = cute.get_scalars(%e0_568) : !cute.int_tuple<"?">
            %79 = cute.get_scalars(%e1_569) : !cute.int_tuple<"?">
            %lay_570 = cute.get_layout(%arg0) : !memref_gmem_f32
            %80 = cute.get_shape(%lay_570) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
            %e0_571, %e1_572 = cute.get_leaves(%80) : !cute.shape<"(1024,256)">
            %c-1_i32 = arith.constant -1 : i32
            %coord_573 = cute.make_coord(%e0_568, %c-1_i32) : (!cute.int_tuple<"?">, i32) -> !cute.coord<"(?,?)">
            %coord_574 = cute.make_coord(%e1_569) : (!cute.int_tuple<"?">) -> !cute.coord<"(1024,?)">
            %81 = cute.elem_less(%coord_573, %coord_574) : !cute.coord<"(?,?)">, !cute.coord<"(1024,?)">
            %82 = arith.extui %81 : i1 to i8
            %coord_575 = cute.make_coord(%arg8, %arg10, %arg12) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
            cute.memref.store(%arg13, %coord_575, %82) : (!memref_rmem_i8_1, !cute.coord<"(?,?,?)">, i8) -> ()
            %iter_576 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %iter_577 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            scf.yield %arg13 : !memref_rmem_i8_1
          }
          %iter_550 = cute.get_iter(%73) : !memref_rmem_i8_1
          %iter_551 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_552 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_553 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          scf.yield %arg11 : !memref_rmem_i8_1
        }
        %iter_538 = cute.get_iter(%71) : !memref_rmem_i8_1
        %iter_539 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_540 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_541 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        scf.yield %arg9 : !memref_rmem_i8_1
      }
      %iter_229 = cute.get_iter(%30) : !memref_rmem_i8_1
      %iter_230 = cute.get_iter(%rmem_194) : !memref_rmem_i8_1
      %lay_231 = cute.get_layout(%rmem_210) : !memref_rmem_i8_1
      %31 = cute.get_shape(%lay_231) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_232, %e1_233, %e2_234 = cute.get_leaves(%31) : !cute.shape<"(1,4,1)">
      %32 = scf.for %arg8 = %c0_i32 to %c1_i32 step %c1_i32 iter_args(%arg9 = %rmem_210) -> (!memref_rmem_i8_1)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_531 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %lay_532 = cute.get_layout(%arg9) : !memref_rmem_i8_1
        %70 = cute.get_shape(%lay_532) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
        %e0_533, %e1_534, %e2_535 = cute.get_leaves(%70) : !cute.shape<"(1,4,1)">
        %c0_i32_536 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %c1_i32_537 = arith.constant 1 : i32
        %71 = scf.for %arg10 = %c0_i32_536 to %c4_i32 step %c1_i32_537 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8_1)  : i32 {
          %iter_542 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_543 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %lay_544 = cute.get_layout(%arg11) : !memref_rmem_i8_1
          %72 = cute.get_shape(%lay_544) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
          %e0_545, %e1_546, %e2_547 = cute.get_leaves(%72) : !cute.shape<"(1,4,1)">
          %c0_i32_548 = arith.constant 0 : i32
          %c1_i32_549 = arith.constant 1 : i32
          %73 = scf.for %arg12 = %c0_i32_548 to %c1_i32_549 step %c1_i32_549 iter_args(%arg13 = %arg11) -> (!memref_rmem_i8_1)  : i32 {
            %iter_554 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %iter_555 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %coord_556 = cute.make_coord(%arg8, %arg10, %arg12) : (i32, i32, i32) -> !cute.coord<"((0,?),?,?,0)">
            %slice_557 = cute.slice(%src_partitioned_145, %coord_556) : !cute.coord_tensor<"(?,?)", "((1,1),4,1,32):((0,0),32@0,0,8@1)">, !cute.coord<"((0,?),?,?,0)">
            %iter_558 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_559 = cute.deref_arith_tuple_iter(%iter_558) : !cute.arith_tuple_iter<"(?,?)">
            %e0_560, %e1_561 = cute.get_leaves(%tup_559) : !cute.int_tuple<"(?,?)">
            %74 = cute.get_scalars(%e0_560) : !cute.int_tuple<"?">
            %75 = cute.get_scalars(%e1_561) : !cute.int_tuple<"?">
            %iter_562 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_563 = cute.deref_arith_tuple_iter(%iter_562) : !cute.arith_tuple_iter<"(?,?)">
            %e0_564, %e1_565 = cute.get_leaves(%tup_563) : !cute.int_tuple<"(?,?)">
            %76 = cute.get_scalars(%e0_564) : !cute.int_tuple<"?">
            %77 = cute.get_scalars(%e1_565) : !cute.int_tuple<"?">
            %iter_566 = cute.get_iter(%slice_557) : !cute.coord_tensor<"(?,?)", "():()">
            %tup_567 = cute.deref_arith_tuple_iter(%iter_566) : !cute.arith_tuple_iter<"(?,?)">
            %e0_568, %e1_569 = cute.get_leaves(%tup_567) : !cute.int_tuple<"(?,?)">
            %78 = cute.get_scalars(%e0_568) : !cute.int_tuple<"?">
            %79 = cute.get_scalars(%e1_569) : !cute.int_tuple<"?">
            %lay_570 = cute.get_layout(%arg1) : !memref_gmem_f32_1
            %80 = cute.get_shape(%lay_570) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
            %e0_571, %e1_572 = cute.get_leaves(%80) : !cute.shape<"(512,256)">
            %c-1_i32 = arith.constant -1 : i32
            %coord_573 = cute.make_coord(%e0_568, %c-1_i32) : (!cute.int_tuple<"?">, i32) -> !cute.coord<"(?,?)">
            %coord_574 = cute.make_coord(%e1_569) : (!cute.int_tuple<"?">) -> !cute.coord<"(512,?)">
            %81 = cute.elem_less(%coord_573, %coord_574) : !cute.coord<"(?,?)">, !cute.coord<"(512,?)">
            %82 = arith.extui %81 : i1 to i8
            %coord_575 = cute.make_coord(%arg8, %arg10, %arg12) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
            cute.memref.store(%arg13, %coord_575, %82) : (!memref_rmem_i8_1, !cute.coord<"(?,?,?)">, i8) -> ()
            %iter_576 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            %iter_577 = cute.get_iter(%arg13) : !memref_rmem_i8_1
            scf.yield %arg13 : !memref_rmem_i8_1
          }
          %iter_550 = cute.get_iter(%73) : !memref_rmem_i8_1
          %iter_551 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_552 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          %iter_553 = cute.get_iter(%arg11) : !memref_rmem_i8_1
          scf.yield %arg11 : !memref_rmem_i8_1
        }
        %iter_538 = cute.get_iter(%71) : !memref_rmem_i8_1
        %iter_539 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_540 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        %iter_541 = cute.get_iter(%arg9) : !memref_rmem_i8_1
        scf.yield %arg9 : !memref_rmem_i8_1
      }
      %iter_235 = cute.get_iter(%32) : !memref_rmem_i8_1
      %iter_236 = cute.get_iter(%rmem_210) : !memref_rmem_i8_1
      %sz_237 = cute.size(%dst_partitioned) <{mode = [3]}> : (!memref_smem_f32_1) -> !cute.int_tuple<"3">
      %e0_238 = cute.get_leaves(%sz_237) : !cute.int_tuple<"3">
      %sz_239 = cute.size(%src_partitioned) <{mode = [3]}> : (!memref_gmem_f32_5) -> !cute.int_tuple<"32">
      %e0_240 = cute.get_leaves(%sz_239) : !cute.int_tuple<"32">
      %coord_241 = cute.make_coord(%c0_i32) : (i32) -> !cute.coord<"(_,_,_,?)">
      %slice = cute.slice(%src_partitioned, %coord_241) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
      %iter_242 = cute.get_iter(%slice) : !memref_gmem_f32_6
      %iter_243 = cute.get_iter(%slice) : !memref_gmem_f32_6
      %coord_244 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %slice_245 = cute.slice(%dst_partitioned, %coord_244) : !memref_smem_f32_1, !cute.coord<"(_,_,_,0)">
      %iter_246 = cute.get_iter(%slice_245) : !memref_smem_f32_2
      %iter_247 = cute.get_iter(%slice_245) : !memref_smem_f32_2
      %lay_248 = cute.get_layout(%slice) : !memref_gmem_f32_6
      %33 = cute.get_shape(%lay_248) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_249, %e1_250, %e2_251, %e3_252 = cute.get_leaves(%33) : !cute.shape<"((1,1),4,1)">
      %lay_253 = cute.get_layout(%slice_245) : !memref_smem_f32_2
      %34 = cute.get_shape(%lay_253) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_254, %e1_255, %e2_256, %e3_257 = cute.get_leaves(%34) : !cute.shape<"((1,1),4,1)">
      %shape_258 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_259 = cute.make_layout(%shape_258) : !cute.layout<"1:0">
      %append = cute.append_to_rank<2> (%lay_248, %lay_259) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
      %view_260 = cute.make_view(%iter_243, %append) : !memref_gmem_f32_6
      %iter_261 = cute.get_iter(%view_260) : !memref_gmem_f32_6
      %lay_262 = cute.get_layout(%view_260) : !memref_gmem_f32_6
      %35 = cute.get_shape(%lay_262) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_263, %e1_264, %e2_265, %e3_266 = cute.get_leaves(%35) : !cute.shape<"((1,1),4,1)">
      %grouped = cute.group_modes(%view_260) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
      %iter_267 = cute.get_iter(%grouped) : !memref_gmem_f32_7
      %iter_268 = cute.get_iter(%grouped) : !memref_gmem_f32_7
      %shape_269 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_270 = cute.make_layout(%shape_269) : !cute.layout<"1:0">
      %append_271 = cute.append_to_rank<2> (%lay_253, %lay_270) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
      %view_272 = cute.make_view(%iter_247, %append_271) : !memref_smem_f32_2
      %iter_273 = cute.get_iter(%view_272) : !memref_smem_f32_2
      %lay_274 = cute.get_layout(%view_272) : !memref_smem_f32_2
      %36 = cute.get_shape(%lay_274) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_275, %e1_276, %e2_277, %e3_278 = cute.get_leaves(%36) : !cute.shape<"((1,1),4,1)">
      %grouped_279 = cute.group_modes(%view_272) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
      %iter_280 = cute.get_iter(%grouped_279) : !memref_smem_f32_3
      %iter_281 = cute.get_iter(%grouped_279) : !memref_smem_f32_3
      %lay_282 = cute.get_layout(%rmem_194) : !memref_rmem_i8_1
      %shape_283 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_284 = cute.make_layout(%shape_283) : !cute.layout<"1:0">
      %append_285 = cute.append_to_rank<2> (%lay_282, %lay_284) : !cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">
      %view_286 = cute.make_view(%iter_230, %append_285) : !memref_rmem_i8_1
      %iter_287 = cute.get_iter(%view_286) : !memref_rmem_i8_1
      %lay_288 = cute.get_layout(%view_286) : !memref_rmem_i8_1
      %37 = cute.get_shape(%lay_288) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_289, %e1_290, %e2_291 = cute.get_leaves(%37) : !cute.shape<"(1,4,1)">
      %grouped_292 = cute.group_modes(%view_286) <1, 3> : (!memref_rmem_i8_1) -> !memref_rmem_i8_2
      %iter_293 = cute.get_iter(%grouped_292) : !memref_rmem_i8_2
      %iter_294 = cute.get_iter(%grouped_292) : !memref_rmem_i8_2
      %lay_295 = cute.get_layout(%grouped) : !memref_gmem_f32_7
      %38 = cute.get_shape(%lay_295) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_296, %e1_297, %e2_298, %e3_299 = cute.get_leaves(%38) : !cute.shape<"((1,1),(4,1))">
      %lay_300 = cute.get_layout(%grouped_279) : !memref_smem_f32_3
      %39 = cute.get_shape(%lay_300) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_301, %e1_302, %e2_303, %e3_304 = cute.get_leaves(%39) : !cute.shape<"((1,1),(4,1))">
      %sz_305 = cute.size(%grouped) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
      %e0_306 = cute.get_leaves(%sz_305) : !cute.int_tuple<"4">
      %sz_307 = cute.size(%grouped_279) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
      %e0_308 = cute.get_leaves(%sz_307) : !cute.int_tuple<"4">
      cute.copy(%arg5, %grouped, %grouped_279, %grouped_292) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_2)
      %coord_309 = cute.make_coord(%c0_i32) : (i32) -> !cute.coord<"(_,_,_,?)">
      %slice_310 = cute.slice(%src_partitioned_66, %coord_309) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
      %iter_311 = cute.get_iter(%slice_310) : !memref_gmem_f32_6
      %iter_312 = cute.get_iter(%slice_310) : !memref_gmem_f32_6
      %coord_313 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %slice_314 = cute.slice(%dst_partitioned_69, %coord_313) : !memref_smem_f32_1, !cute.coord<"(_,_,_,0)">
      %iter_315 = cute.get_iter(%slice_314) : !memref_smem_f32_2
      %iter_316 = cute.get_iter(%slice_314) : !memref_smem_f32_2
      %lay_317 = cute.get_layout(%slice_310) : !memref_gmem_f32_6
      %40 = cute.get_shape(%lay_317) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_318, %e1_319, %e2_320, %e3_321 = cute.get_leaves(%40) : !cute.shape<"((1,1),4,1)">
      %lay_322 = cute.get_layout(%slice_314) : !memref_smem_f32_2
      %41 = cute.get_shape(%lay_322) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_323, %e1_324, %e2_325, %e3_326 = cute.get_leaves(%41) : !cute.shape<"((1,1),4,1)">
      %shape_327 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_328 = cute.make_layout(%shape_327) : !cute.layout<"1:0">
      %append_329 = cute.append_to_rank<2> (%lay_317, %lay_328) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
      %view_330 = cute.make_view(%iter_312, %append_329) : !memref_gmem_f32_6
      %iter_331 = cute.get_iter(%view_330) : !memref_gmem_f32_6
      %lay_332 = cute.get_layout(%view_330) : !memref_gmem_f32_6
      %42 = cute.get_shape(%lay_332) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_333, %e1_334, %e2_335, %e3_336 = cute.get_leaves(%42) : !cute.shape<"((1,1),4,1)">
      %grouped_337 = cute.group_modes(%view_330) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
      %iter_338 = cute.get_iter(%grouped_337) : !memref_gmem_f32_7
      %iter_339 = cute.get_iter(%grouped_337) : !memref_gmem_f32_7
      %shape_340 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_341 = cute.make_layout(%shape_340) : !cute.layout<"1:0">
      %append_342 = cute.append_to_rank<2> (%lay_322, %lay_341) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
      %view_343 = cute.make_view(%iter_316, %append_342) : !memref_smem_f32_2
      %iter_344 = cute.get_iter(%view_343) : !memref_smem_f32_2
      %lay_345 = cute.get_layout(%view_343) : !memref_smem_f32_2
      %43 = cute.get_shape(%lay_345) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
      %e0_346, %e1_347, %e2_348, %e3_349 = cute.get_leaves(%43) : !cute.shape<"((1,1),4,1)">
      %grouped_350 = cute.group_modes(%view_343) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
      %iter_351 = cute.get_iter(%grouped_350) : !memref_smem_f32_3
      %iter_352 = cute.get_iter(%grouped_350) : !memref_smem_f32_3
      %lay_353 = cute.get_layout(%rmem_210) : !memref_rmem_i8_1
      %shape_354 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_355 = cute.make_layout(%shape_354) : !cute.layout<"1:0">
      %append_356 = cute.append_to_rank<2> (%lay_353, %lay_355) : !cute.layout<"(1,4,1):(4,1,1)">, !cute.layout<"1:0">
      %view_357 = cute.make_view(%iter_236, %append_356) : !memref_rmem_i8_1
      %iter_358 = cute.get_iter(%view_357) : !memref_rmem_i8_1
      %lay_359 = cute.get_layout(%view_357) : !memref_rmem_i8_1
      %44 = cute.get_shape(%lay_359) : (!cute.layout<"(1,4,1):(4,1,1)">) -> !cute.shape<"(1,4,1)">
      %e0_360, %e1_361, %e2_362 = cute.get_leaves(%44) : !cute.shape<"(1,4,1)">
      %grouped_363 = cute.group_modes(%view_357) <1, 3> : (!memref_rmem_i8_1) -> !memref_rmem_i8_2
      %iter_364 = cute.get_iter(%grouped_363) : !memref_rmem_i8_2
      %iter_365 = cute.get_iter(%grouped_363) : !memref_rmem_i8_2
      %lay_366 = cute.get_layout(%grouped_337) : !memref_gmem_f32_7
      %45 = cute.get_shape(%lay_366) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_367, %e1_368, %e2_369, %e3_370 = cute.get_leaves(%45) : !cute.shape<"((1,1),(4,1))">
      %lay_371 = cute.get_layout(%grouped_350) : !memref_smem_f32_3
      %46 = cute.get_shape(%lay_371) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
      %e0_372, %e1_373, %e2_374, %e3_375 = cute.get_leaves(%46) : !cute.shape<"((1,1),(4,1))">
      %sz_376 = cute.size(%grouped_337) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
      %e0_377 = cute.get_leaves(%sz_376) : !cute.int_tuple<"4">
      %sz_378 = cute.size(%grouped_350) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
      %e0_379 = cute.get_leaves(%sz_378) : !cute.int_tuple<"4">
      cute.copy(%arg6, %grouped_337, %grouped_350, %grouped_363) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_2)
      nvvm.cp.async.commit.group
      %true = arith.constant true
      %47 = scf.if %true -> (i32) {
        %c1_i32_530 = arith.constant 1 : i32
        scf.yield %c1_i32_530 : i32
      } else {
        %c0_i32_530 = arith.constant 0 : i32
        scf.yield %c0_i32_530 : i32
      }
      %c2_i32 = arith.constant 2 : i32
      %48 = scf.for %arg8 = %c1_i32 to %c2_i32 step %c1_i32 iter_args(%arg9 = %47) -> (i32)  : i32 {
        %c32_i32_530 = arith.constant 32 : i32
        %70 = arith.cmpi slt, %arg8, %c32_i32_530 : i32
        scf.if %70 {
          %coord_532 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_533 = cute.slice(%src_partitioned, %coord_532) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
          %iter_534 = cute.get_iter(%slice_533) : !memref_gmem_f32_6
          %iter_535 = cute.get_iter(%slice_533) : !memref_gmem_f32_6
          %coord_536 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_537 = cute.slice(%dst_partitioned, %coord_536) : !memref_smem_f32_1, !cute.coord<"(_,_,_,?)">
          %iter_538 = cute.get_iter(%slice_537) : !memref_smem_f32_2
          %iter_539 = cute.get_iter(%slice_537) : !memref_smem_f32_2
          %lay_540 = cute.get_layout(%slice_533) : !memref_gmem_f32_6
          %74 = cute.get_shape(%lay_540) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_541, %e1_542, %e2_543, %e3_544 = cute.get_leaves(%74) : !cute.shape<"((1,1),4,1)">
          %lay_545 = cute.get_layout(%slice_537) : !memref_smem_f32_2
          %75 = cute.get_shape(%lay_545) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_546, %e1_547, %e2_548, %e3_549 = cute.get_leaves(%75) : !cute.shape<"((1,1),4,1)">
          %shape_550 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_551 = cute.make_layout(%shape_550) : !cute.layout<"1:0">
          %append_552 = cute.append_to_rank<2> (%lay_540, %lay_551) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
          %view_553 = cute.make_view(%iter_535, %append_552) : !memref_gmem_f32_6
          %iter_554 = cute.get_iter(%view_553) : !memref_gmem_f32_6
          %lay_555 = cute.get_layout(%view_553) : !memref_gmem_f32_6
          %76 = cute.get_shape(%lay_555) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_556, %e1_557, %e2_558, %e3_559 = cute.get_leaves(%76) : !cute.shape<"((1,1),4,1)">
          %grouped_560 = cute.group_modes(%view_553) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
          %iter_561 = cute.get_iter(%grouped_560) : !memref_gmem_f32_7
          %iter_562 = cute.get_iter(%grouped_560) : !memref_gmem_f32_7
          %shape_563 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_564 = cute.make_layout(%shape_563) : !cute.layout<"1:0">
          %append_565 = cute.append_to_rank<2> (%lay_545, %lay_564) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
          %view_566 = cute.make_view(%iter_539, %append_565) : !memref_smem_f32_2
          %iter_567 = cute.get_iter(%view_566) : !memref_smem_f32_2
          %lay_568 = cute.get_layout(%view_566) : !memref_smem_f32_2
          %77 = cute.get_shape(%lay_568) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_569, %e1_570, %e2_571, %e3_572 = cute.get_leaves(%77) : !cute.shape<"((1,1),4,1)">
          %grouped_573 = cute.group_modes(%view_566) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
          %iter_574 = cute.get_iter(%grouped_573) : !memref_smem_f32_3
          %iter_575 = cute.get_iter(%grouped_573) : !memref_smem_f32_3
          %lay_576 = cute.get_layout(%rmem) : !memref_rmem_i8
          %shape_577 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_578 = cute.make_layout(%shape_577) : !cute.layout<"1:0">
          %append_579 = cute.append_to_rank<2> (%lay_576, %lay_578) : !cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">
          %view_580 = cute.make_view(%iter_218, %append_579) : !memref_rmem_i8
          %iter_581 = cute.get_iter(%view_580) : !memref_rmem_i8
          %lay_582 = cute.get_layout(%view_580) : !memref_rmem_i8
          %78 = cute.get_shape(%lay_582) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %e0_583, %e1_584, %e2_585 = cute.get_leaves(%78) : !cute.shape<"(1,4,1)">
          %grouped_586 = cute.group_modes(%view_580) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_3
          %iter_587 = cute.get_iter(%grouped_586) : !memref_rmem_i8_3
          %iter_588 = cute.get_iter(%grouped_586) : !memref_rmem_i8_3
          %lay_589 = cute.get_layout(%grouped_560) : !memref_gmem_f32_7
          %79 = cute.get_shape(%lay_589) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_590, %e1_591, %e2_592, %e3_593 = cute.get_leaves(%79) : !cute.shape<"((1,1),(4,1))">
          %lay_594 = cute.get_layout(%grouped_573) : !memref_smem_f32_3
          %80 = cute.get_shape(%lay_594) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_595, %e1_596, %e2_597, %e3_598 = cute.get_leaves(%80) : !cute.shape<"((1,1),(4,1))">
          %sz_599 = cute.size(%grouped_560) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
          %e0_600 = cute.get_leaves(%sz_599) : !cute.int_tuple<"4">
          %sz_601 = cute.size(%grouped_573) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
          %e0_602 = cute.get_leaves(%sz_601) : !cute.int_tuple<"4">
          cute.copy(%arg5, %grouped_560, %grouped_573, %grouped_586) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3)
          %coord_603 = cute.make_coord(%arg9) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_604 = cute.slice(%src_partitioned_66, %coord_603) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
          %iter_605 = cute.get_iter(%slice_604) : !memref_gmem_f32_6
          %iter_606 = cute.get_iter(%slice_604) : !memref_gmem_f32_6
          %coord_607 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"(_,_,_,?)">
          %slice_608 = cute.slice(%dst_partitioned_69, %coord_607) : !memref_smem_f32_1, !cute.coord<"(_,_,_,?)">
          %iter_609 = cute.get_iter(%slice_608) : !memref_smem_f32_2
          %iter_610 = cute.get_iter(%slice_608) : !memref_smem_f32_2
          %lay_611 = cute.get_layout(%slice_604) : !memref_gmem_f32_6
          %81 = cute.get_shape(%lay_611) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_612, %e1_613, %e2_614, %e3_615 = cute.get_leaves(%81) : !cute.shape<"((1,1),4,1)">
          %lay_616 = cute.get_layout(%slice_608) : !memref_smem_f32_2
          %82 = cute.get_shape(%lay_616) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_617, %e1_618, %e2_619, %e3_620 = cute.get_leaves(%82) : !cute.shape<"((1,1),4,1)">
          %shape_621 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_622 = cute.make_layout(%shape_621) : !cute.layout<"1:0">
          %append_623 = cute.append_to_rank<2> (%lay_611, %lay_622) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
          %view_624 = cute.make_view(%iter_606, %append_623) : !memref_gmem_f32_6
          %iter_625 = cute.get_iter(%view_624) : !memref_gmem_f32_6
          %lay_626 = cute.get_layout(%view_624) : !memref_gmem_f32_6
          %83 = cute.get_shape(%lay_626) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_627, %e1_628, %e2_629, %e3_630 = cute.get_leaves(%83) : !cute.shape<"((1,1),4,1)">
          %grouped_631 = cute.group_modes(%view_624) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
          %iter_632 = cute.get_iter(%grouped_631) : !memref_gmem_f32_7
          %iter_633 = cute.get_iter(%grouped_631) : !memref_gmem_f32_7
          %shape_634 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_635 = cute.make_layout(%shape_634) : !cute.layout<"1:0">
          %append_636 = cute.append_to_rank<2> (%lay_616, %lay_635) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
          %view_637 = cute.make_view(%iter_610, %append_636) : !memref_smem_f32_2
          %iter_638 = cute.get_iter(%view_637) : !memref_smem_f32_2
          %lay_639 = cute.get_layout(%view_637) : !memref_smem_f32_2
          %84 = cute.get_shape(%lay_639) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
          %e0_640, %e1_641, %e2_642, %e3_643 = cute.get_leaves(%84) : !cute.shape<"((1,1),4,1)">
          %grouped_644 = cute.group_modes(%view_637) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
          %iter_645 = cute.get_iter(%grouped_644) : !memref_smem_f32_3
          %iter_646 = cute.get_iter(%grouped_644) : !memref_smem_f32_3
          %lay_647 = cute.get_layout(%rmem_178) : !memref_rmem_i8
          %shape_648 = cute.make_shape() : () -> !cute.shape<"1">
          %lay_649 = cute.make_layout(%shape_648) : !cute.layout<"1:0">
          %append_650 = cute.append_to_rank<2> (%lay_647, %lay_649) : !cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">
          %view_651 = cute.make_view(%iter_224, %append_650) : !memref_rmem_i8
          %iter_652 = cute.get_iter(%view_651) : !memref_rmem_i8
          %lay_653 = cute.get_layout(%view_651) : !memref_rmem_i8
          %85 = cute.get_shape(%lay_653) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %e0_654, %e1_655, %e2_656 = cute.get_leaves(%85) : !cute.shape<"(1,4,1)">
          %grouped_657 = cute.group_modes(%view_651) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_3
          %iter_658 = cute.get_iter(%grouped_657) : !memref_rmem_i8_3
          %iter_659 = cute.get_iter(%grouped_657) : !memref_rmem_i8_3
          %lay_660 = cute.get_layout(%grouped_631) : !memref_gmem_f32_7
          %86 = cute.get_shape(%lay_660) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_661, %e1_662, %e2_663, %e3_664 = cute.get_leaves(%86) : !cute.shape<"((1,1),(4,1))">
          %lay_665 = cute.get_layout(%grouped_644) : !memref_smem_f32_3
          %87 = cute.get_shape(%lay_665) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
          %e0_666, %e1_667, %e2_668, %e3_669 = cute.get_leaves(%87) : !cute.shape<"((1,1),(4,1))">
          %sz_670 = cute.size(%grouped_631) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
          %e0_671 = cute.get_leaves(%sz_670) : !cute.int_tuple<"4">
          %sz_672 = cute.size(%grouped_644) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
          %e0_673 = cute.get_leaves(%sz_672) : !cute.int_tuple<"4">
          cute.copy(%arg6, %grouped_631, %grouped_644, %grouped_657) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3)
        }
        %c1_i32_531 = arith.constant 1 : i32
        %71 = arith.addi %arg9, %c1_i32_531 : i32
        %72 = arith.cmpi slt, %71, %c32_i32_530 : i32
        %73 = scf.if %72 -> (i32) {
          %c1_i32_532 = arith.constant 1 : i32
          %74 = arith.addi %arg9, %c1_i32_532 : i32
          scf.yield %74 : i32
        } else {
          %c0_i32_532 = arith.constant 0 : i32
          scf.yield %c0_i32_532 : i32
        }
        nvvm.cp.async.commit.group
        scf.yield %73 : i32
      }
      %false = arith.constant false
      %49:2 = scf.if %false -> (!memref_rmem_i8, !memref_rmem_i8) {
        %iter_530 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_531 = cute.get_iter(%rmem_178) : !memref_rmem_i8
        %lay_532 = cute.get_layout(%rmem) : !memref_rmem_i8
        %70 = cute.get_shape(%lay_532) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %e0_533, %e1_534, %e2_535 = cute.get_leaves(%70) : !cute.shape<"(1,4,1)">
        %c0_i32_536 = arith.constant 0 : i32
        %c1_i32_537 = arith.constant 1 : i32
        %71 = scf.for %arg8 = %c0_i32_536 to %c1_i32_537 step %c1_i32_537 iter_args(%arg9 = %rmem) -> (!memref_rmem_i8)  : i32 {
          %iter_546 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_547 = cute.get_iter(%arg9) : !memref_rmem_i8
          %lay_548 = cute.get_layout(%arg9) : !memref_rmem_i8
          %74 = cute.get_shape(%lay_548) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %e0_549, %e1_550, %e2_551 = cute.get_leaves(%74) : !cute.shape<"(1,4,1)">
          %c0_i32_552 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %c1_i32_553 = arith.constant 1 : i32
          %75 = scf.for %arg10 = %c0_i32_552 to %c4_i32 step %c1_i32_553 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8)  : i32 {
            %iter_558 = cute.get_iter(%arg11) : !memref_rmem_i8
            %iter_559 = cute.get_iter(%arg11) : !memref_rmem_i8
            %c0_i8 = arith.constant 0 : i8
            %coord_560 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(?,?,0)">
            cute.memref.store(%arg11, %coord_560, %c0_i8) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
            %iter_561 = cute.get_iter(%arg11) : !memref_rmem_i8
            %iter_562 = cute.get_iter(%arg11) : !memref_rmem_i8
            scf.yield %arg11 : !memref_rmem_i8
          }
          %iter_554 = cute.get_iter(%75) : !memref_rmem_i8
          %iter_555 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_556 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_557 = cute.get_iter(%arg9) : !memref_rmem_i8
          scf.yield %arg9 : !memref_rmem_i8
        }
        %iter_538 = cute.get_iter(%71) : !memref_rmem_i8
        %iter_539 = cute.get_iter(%rmem) : !memref_rmem_i8
        %lay_540 = cute.get_layout(%rmem_178) : !memref_rmem_i8
        %72 = cute.get_shape(%lay_540) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
        %e0_541, %e1_542, %e2_543 = cute.get_leaves(%72) : !cute.shape<"(1,4,1)">
        %73 = scf.for %arg8 = %c0_i32_536 to %c1_i32_537 step %c1_i32_537 iter_args(%arg9 = %rmem_178) -> (!memref_rmem_i8)  : i32 {
          %iter_546 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_547 = cute.get_iter(%arg9) : !memref_rmem_i8
          %lay_548 = cute.get_layout(%arg9) : !memref_rmem_i8
          %74 = cute.get_shape(%lay_548) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
          %e0_549, %e1_550, %e2_551 = cute.get_leaves(%74) : !cute.shape<"(1,4,1)">
          %c0_i32_552 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %c1_i32_553 = arith.constant 1 : i32
          %75 = scf.for %arg10 = %c0_i32_552 to %c4_i32 step %c1_i32_553 iter_args(%arg11 = %arg9) -> (!memref_rmem_i8)  : i32 {
            %iter_558 = cute.get_iter(%arg11) : !memref_rmem_i8
            %iter_559 = cute.get_iter(%arg11) : !memref_rmem_i8
            %c0_i8 = arith.constant 0 : i8
            %coord_560 = cute.make_coord(%arg8, %arg10) : (i32, i32) -> !cute.coord<"(?,?,0)">
            cute.memref.store(%arg11, %coord_560, %c0_i8) : (!memref_rmem_i8, !cute.coord<"(?,?,0)">, i8) -> ()
            %iter_561 = cute.get_iter(%arg11) : !memref_rmem_i8
            %iter_562 = cute.get_iter(%arg11) : !memref_rmem_i8
            scf.yield %arg11 : !memref_rmem_i8
          }
          %iter_554 = cute.get_iter(%75) : !memref_rmem_i8
          %iter_555 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_556 = cute.get_iter(%arg9) : !memref_rmem_i8
          %iter_557 = cute.get_iter(%arg9) : !memref_rmem_i8
          scf.yield %arg9 : !memref_rmem_i8
        }
        %iter_544 = cute.get_iter(%73) : !memref_rmem_i8
        %iter_545 = cute.get_iter(%rmem_178) : !memref_rmem_i8
        scf.yield %rmem, %rmem_178 : !memref_rmem_i8, !memref_rmem_i8
      } else {
        %iter_530 = cute.get_iter(%rmem) : !memref_rmem_i8
        %iter_531 = cute.get_iter(%rmem_178) : !memref_rmem_i8
        scf.yield %rmem, %rmem_178 : !memref_rmem_i8, !memref_rmem_i8
      }
      %iter_380 = cute.get_iter(%49#0) : !memref_rmem_i8
      %iter_381 = cute.get_iter(%49#1) : !memref_rmem_i8
      %iter_382 = cute.get_iter(%49#0) : !memref_rmem_i8
      %iter_383 = cute.get_iter(%49#1) : !memref_rmem_i8
      %coord_384 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %ptn_A = cute.tiled.mma.partition A (%arg7, %view_44, %coord_384) : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_4
      %iter_385 = cute.get_iter(%ptn_A) : !memref_smem_f32_4
      %coord_386 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %ptn_B = cute.tiled.mma.partition B (%arg7, %view_58, %coord_386) : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32, !cute.coord<"?">) -> !memref_smem_f32_4
      %iter_387 = cute.get_iter(%ptn_B) : !memref_smem_f32_4
      %coord_388 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %ptn_C = cute.tiled.mma.partition C (%arg7, %tiled_view_19, %coord_388) : (!mma_f32_f32_f32_1x1x1, !memref_gmem_f32_4, !cute.coord<"?">) -> !memref_gmem_f32_8
      %iter_389 = cute.get_iter(%ptn_C) : !memref_gmem_f32_8
      %coord_390 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %slice_391 = cute.slice(%ptn_A, %coord_390) : !memref_smem_f32_4, !cute.coord<"(_,_,_,0)">
      %iter_392 = cute.get_iter(%slice_391) : !memref_smem_f32_5
      %iter_393 = cute.get_iter(%slice_391) : !memref_smem_f32_5
      %frg_A = cute.mma.make_fragment A (%arg7, %slice_391) : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32_5) -> !memref_rmem_f32
      %iter_394 = cute.get_iter(%frg_A) : !memref_rmem_f32
      %coord_395 = cute.make_coord() : () -> !cute.coord<"(_,_,_,0)">
      %slice_396 = cute.slice(%ptn_B, %coord_395) : !memref_smem_f32_4, !cute.coord<"(_,_,_,0)">
      %iter_397 = cute.get_iter(%slice_396) : !memref_smem_f32_5
      %iter_398 = cute.get_iter(%slice_396) : !memref_smem_f32_5
      %frg_B = cute.mma.make_fragment B (%arg7, %slice_396) : (!mma_f32_f32_f32_1x1x1, !memref_smem_f32_5) -> !memref_rmem_f32
      %iter_399 = cute.get_iter(%frg_B) : !memref_rmem_f32
      %frg_C = cute.mma.make_fragment C (%arg7, %ptn_C) : (!mma_f32_f32_f32_1x1x1, !memref_gmem_f32_8) -> !memref_rmem_f32_1
      %iter_400 = cute.get_iter(%frg_C) : !memref_rmem_f32_1
      %lay_401 = cute.get_layout(%frg_C) : !memref_rmem_f32_1
      %sz_402 = cute.size(%frg_C) : (!memref_rmem_f32_1) -> !cute.int_tuple<"64">
      %e0_403 = cute.get_leaves(%sz_402) : !cute.int_tuple<"64">
      %50 = cute.get_shape(%lay_401) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_404, %e1_405, %e2_406, %e3_407, %e4_408 = cute.get_leaves(%50) : !cute.shape<"(1,(4,2),(4,2))">
      %int_tuple_409 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %res = cute.tuple.product(%int_tuple_409) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_410 = cute.get_leaves(%res) : !cute.int_tuple<"64">
      %cst = arith.constant 0.000000e+00 : f32
      %51 = vector.broadcast %cst : f32 to vector<64xf32>
      %int_tuple_411 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_412 = cute.size(%int_tuple_411) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_413 = cute.get_leaves(%sz_412) : !cute.int_tuple<"64">
      %int_tuple_414 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_415 = cute.size(%int_tuple_414) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_416 = cute.get_leaves(%sz_415) : !cute.int_tuple<"64">
      cute.memref.store_vec(%51, %frg_C) : (vector<64xf32>, !memref_rmem_f32_1) -> ()
      %coord_417 = cute.make_coord(%c0_i32) : (i32) -> !cute.coord<"(_,_,_,?)">
      %slice_418 = cute.slice(%ptn_A, %coord_417) : !memref_smem_f32_4, !cute.coord<"(_,_,_,?)">
      %iter_419 = cute.get_iter(%slice_418) : !memref_smem_f32_5
      %iter_420 = cute.get_iter(%slice_418) : !memref_smem_f32_5
      %coord_421 = cute.make_coord(%c0_i32) : (i32) -> !cute.coord<"(_,_,_,?)">
      %slice_422 = cute.slice(%ptn_B, %coord_421) : !memref_smem_f32_4, !cute.coord<"(_,_,_,?)">
      %iter_423 = cute.get_iter(%slice_422) : !memref_smem_f32_5
      %iter_424 = cute.get_iter(%slice_422) : !memref_smem_f32_5
      %sz_425 = cute.size(%frg_A) <{mode = [2]}> : (!memref_rmem_f32) -> !cute.int_tuple<"8">
      %e0_426 = cute.get_leaves(%sz_425) : !cute.int_tuple<"8">
      scf.if %true {
        nvvm.cp.async.wait.group 1
        %c1_i32_530 = arith.constant 1 : i32
        %c256_i32_531 = arith.constant 256 : i32
        nvvm.barrier id = %c1_i32_530 number_of_threads = %c256_i32_531
        %coord_532 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %slice_533 = cute.slice(%slice_418, %coord_532) : !memref_smem_f32_5, !cute.coord<"(_,_,0)">
        %iter_534 = cute.get_iter(%slice_533) : !memref_smem_f32_6
        %iter_535 = cute.get_iter(%slice_533) : !memref_smem_f32_6
        %coord_536 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %slice_537 = cute.slice(%frg_A, %coord_536) : !memref_rmem_f32, !cute.coord<"(_,_,0)">
        %iter_538 = cute.get_iter(%slice_537) : !memref_rmem_f32_2
        %iter_539 = cute.get_iter(%slice_537) : !memref_rmem_f32_2
        %lay_540 = cute.get_layout(%slice_533) : !memref_smem_f32_6
        %70 = cute.get_shape(%lay_540) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_541, %e1_542, %e2_543 = cute.get_leaves(%70) : !cute.shape<"(1,(4,2))">
        %lay_544 = cute.get_layout(%slice_537) : !memref_rmem_f32_2
        %71 = cute.get_shape(%lay_544) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_545, %e1_546, %e2_547 = cute.get_leaves(%71) : !cute.shape<"(1,(4,2))">
        %rinv = cute.right_inverse(%lay_544) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %72 = cute.composition(%lay_540, %rinv) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
        %coalesce = cute.coalesce(%72) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %73 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_548, %e1_549 = cute.get_leaves(%73) : !cute.shape<"(4,2)">
        %74 = cute.get_stride(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_550, %e1_551 = cute.get_leaves(%74) : !cute.stride<"(1,64)">
        %75 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_552, %e1_553 = cute.get_leaves(%75) : !cute.shape<"(4,2)">
        %76 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_554, %e1_555 = cute.get_leaves(%76) : !cute.shape<"(4,2)">
        %77 = cute.get(%coalesce) <{mode = [0]}> : !cute.layout<"(4,2):(1,64)"> -> !cute.layout<"4:1">
        %78 = cute.composition(%rinv, %77) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
        %sz_556 = cute.size(%78) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_557 = cute.get_leaves(%sz_556) : !cute.int_tuple<"4">
        %div = cute.logical_divide(%slice_533, %78) : !memref_smem_f32_6, !cute.layout<"4:1">
        %iter_558 = cute.get_iter(%div) : !memref_smem_f32_7
        %iter_559 = cute.get_iter(%div) : !memref_smem_f32_7
        %div_560 = cute.logical_divide(%slice_537, %78) : !memref_rmem_f32_2, !cute.layout<"4:1">
        %iter_561 = cute.get_iter(%div_560) : !memref_rmem_f32_3
        %iter_562 = cute.get_iter(%div_560) : !memref_rmem_f32_3
        %shape_563 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_564 = cute.make_layout(%shape_563) : !cute.layout<"4:1">
        %div_565 = cute.logical_divide(%div, %lay_564) : !memref_smem_f32_7, !cute.layout<"4:1">
        %iter_566 = cute.get_iter(%div_565) : !memref_smem_f32_7
        %iter_567 = cute.get_iter(%div_565) : !memref_smem_f32_7
        %shape_568 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_569 = cute.make_layout(%shape_568) : !cute.layout<"4:1">
        %div_570 = cute.logical_divide(%div_560, %lay_569) : !memref_rmem_f32_3, !cute.layout<"4:1">
        %iter_571 = cute.get_iter(%div_570) : !memref_rmem_f32_3
        %iter_572 = cute.get_iter(%div_570) : !memref_rmem_f32_3
        %atom_573 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        cute.copy(%atom_573, %div_565, %div_570) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3)
        %coord_574 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %slice_575 = cute.slice(%slice_422, %coord_574) : !memref_smem_f32_5, !cute.coord<"(_,_,0)">
        %iter_576 = cute.get_iter(%slice_575) : !memref_smem_f32_6
        %iter_577 = cute.get_iter(%slice_575) : !memref_smem_f32_6
        %coord_578 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
        %slice_579 = cute.slice(%frg_B, %coord_578) : !memref_rmem_f32, !cute.coord<"(_,_,0)">
        %iter_580 = cute.get_iter(%slice_579) : !memref_rmem_f32_2
        %iter_581 = cute.get_iter(%slice_579) : !memref_rmem_f32_2
        %lay_582 = cute.get_layout(%slice_575) : !memref_smem_f32_6
        %79 = cute.get_shape(%lay_582) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
        %e0_583, %e1_584, %e2_585 = cute.get_leaves(%79) : !cute.shape<"(1,(4,2))">
        %lay_586 = cute.get_layout(%slice_579) : !memref_rmem_f32_2
        %80 = cute.get_shape(%lay_586) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
        %e0_587, %e1_588, %e2_589 = cute.get_leaves(%80) : !cute.shape<"(1,(4,2))">
        %rinv_590 = cute.right_inverse(%lay_586) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
        %81 = cute.composition(%lay_582, %rinv_590) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
        %coalesce_591 = cute.coalesce(%81) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
        %82 = cute.get_shape(%coalesce_591) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_592, %e1_593 = cute.get_leaves(%82) : !cute.shape<"(4,2)">
        %83 = cute.get_stride(%coalesce_591) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
        %e0_594, %e1_595 = cute.get_leaves(%83) : !cute.stride<"(1,64)">
        %84 = cute.get_shape(%coalesce_591) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_596, %e1_597 = cute.get_leaves(%84) : !cute.shape<"(4,2)">
        %85 = cute.get_shape(%coalesce_591) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
        %e0_598, %e1_599 = cute.get_leaves(%85) : !cute.shape<"(4,2)">
        %86 = cute.get(%coalesce_591) <{mode = [0]}> : !cute.layout<"(4,2):(1,64)"> -> !cute.layout<"4:1">
        %87 = cute.composition(%rinv_590, %86) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
        %sz_600 = cute.size(%87) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
        %e0_601 = cute.get_leaves(%sz_600) : !cute.int_tuple<"4">
        %div_602 = cute.logical_divide(%slice_575, %87) : !memref_smem_f32_6, !cute.layout<"4:1">
        %iter_603 = cute.get_iter(%div_602) : !memref_smem_f32_7
        %iter_604 = cute.get_iter(%div_602) : !memref_smem_f32_7
        %div_605 = cute.logical_divide(%slice_579, %87) : !memref_rmem_f32_2, !cute.layout<"4:1">
        %iter_606 = cute.get_iter(%div_605) : !memref_rmem_f32_3
        %iter_607 = cute.get_iter(%div_605) : !memref_rmem_f32_3
        %shape_608 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_609 = cute.make_layout(%shape_608) : !cute.layout<"4:1">
        %div_610 = cute.logical_divide(%div_602, %lay_609) : !memref_smem_f32_7, !cute.layout<"4:1">
        %iter_611 = cute.get_iter(%div_610) : !memref_smem_f32_7
        %iter_612 = cute.get_iter(%div_610) : !memref_smem_f32_7
        %shape_613 = cute.make_shape() : () -> !cute.shape<"4">
        %lay_614 = cute.make_layout(%shape_613) : !cute.layout<"4:1">
        %div_615 = cute.logical_divide(%div_605, %lay_614) : !memref_rmem_f32_3, !cute.layout<"4:1">
        %iter_616 = cute.get_iter(%div_615) : !memref_rmem_f32_3
        %iter_617 = cute.get_iter(%div_615) : !memref_rmem_f32_3
        %atom_618 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
        cute.copy(%atom_618, %div_610, %div_615) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3)
      }
      %c32_i32 = arith.constant 32 : i32
      %52:5 = scf.for %arg8 = %c0_i32 to %c32_i32 step %c1_i32 iter_args(%arg9 = %slice_418, %arg10 = %slice_422, %arg11 = %c2_i32, %arg12 = %c0_i32, %arg13 = %48) -> (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_smem_f32_5
        %iter_531 = cute.get_iter(%arg10) : !memref_smem_f32_5
        %iter_532 = cute.get_iter(%arg9) : !memref_smem_f32_5
        %iter_533 = cute.get_iter(%arg10) : !memref_smem_f32_5
        %c0_i32_534 = arith.constant 0 : i32
        %c8_i32 = arith.constant 8 : i32
        %c1_i32_535 = arith.constant 1 : i32
        %70:5 = scf.for %arg14 = %c0_i32_534 to %c8_i32 step %c1_i32_535 iter_args(%arg15 = %arg9, %arg16 = %arg10, %arg17 = %arg11, %arg18 = %arg12, %arg19 = %arg13) -> (!memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32)  : i32 {
          %iter_544 = cute.get_iter(%arg15) : !memref_smem_f32_5
          %iter_545 = cute.get_iter(%arg16) : !memref_smem_f32_5
          %iter_546 = cute.get_iter(%arg15) : !memref_smem_f32_5
          %iter_547 = cute.get_iter(%arg16) : !memref_smem_f32_5
          %c7_i32 = arith.constant 7 : i32
          %71 = arith.cmpi eq, %arg14, %c7_i32 : i32
          %72:2 = scf.if %71 -> (!memref_smem_f32_5, !memref_smem_f32_5) {
            %iter_668 = cute.get_iter(%arg15) : !memref_smem_f32_5
            %iter_669 = cute.get_iter(%arg16) : !memref_smem_f32_5
            %coord_670 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_671 = cute.slice(%ptn_A, %coord_670) : !memref_smem_f32_4, !cute.coord<"(_,_,_,?)">
            %iter_672 = cute.get_iter(%slice_671) : !memref_smem_f32_5
            %iter_673 = cute.get_iter(%slice_671) : !memref_smem_f32_5
            %coord_674 = cute.make_coord(%arg18) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_675 = cute.slice(%ptn_B, %coord_674) : !memref_smem_f32_4, !cute.coord<"(_,_,_,?)">
            %iter_676 = cute.get_iter(%slice_675) : !memref_smem_f32_5
            %iter_677 = cute.get_iter(%slice_675) : !memref_smem_f32_5
            nvvm.cp.async.wait.group 1
            %c1_i32_678 = arith.constant 1 : i32
            %c256_i32_679 = arith.constant 256 : i32
            nvvm.barrier id = %c1_i32_678 number_of_threads = %c256_i32_679
            scf.yield %slice_671, %slice_675 : !memref_smem_f32_5, !memref_smem_f32_5
          } else {
            %iter_668 = cute.get_iter(%arg15) : !memref_smem_f32_5
            %iter_669 = cute.get_iter(%arg16) : !memref_smem_f32_5
            scf.yield %arg15, %arg16 : !memref_smem_f32_5, !memref_smem_f32_5
          }
          %iter_548 = cute.get_iter(%72#0) : !memref_smem_f32_5
          %iter_549 = cute.get_iter(%72#1) : !memref_smem_f32_5
          %iter_550 = cute.get_iter(%72#0) : !memref_smem_f32_5
          %iter_551 = cute.get_iter(%72#1) : !memref_smem_f32_5
          %c1_i32_552 = arith.constant 1 : i32
          %73 = arith.addi %arg14, %c1_i32_552 : i32
          %c8_i32_553 = arith.constant 8 : i32
          %74 = arith.remsi %73, %c8_i32_553 : i32
          %coord_554 = cute.make_coord(%74) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_555 = cute.slice(%72#0, %coord_554) : !memref_smem_f32_5, !cute.coord<"(_,_,?)">
          %iter_556 = cute.get_iter(%slice_555) : !memref_smem_f32_6
          %iter_557 = cute.get_iter(%slice_555) : !memref_smem_f32_6
          %coord_558 = cute.make_coord(%74) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_559 = cute.slice(%frg_A, %coord_558) : !memref_rmem_f32, !cute.coord<"(_,_,?)">
          %iter_560 = cute.get_iter(%slice_559) : !memref_rmem_f32_2
          %iter_561 = cute.get_iter(%slice_559) : !memref_rmem_f32_2
          %lay_562 = cute.get_layout(%slice_555) : !memref_smem_f32_6
          %75 = cute.get_shape(%lay_562) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
          %e0_563, %e1_564, %e2_565 = cute.get_leaves(%75) : !cute.shape<"(1,(4,2))">
          %lay_566 = cute.get_layout(%slice_559) : !memref_rmem_f32_2
          %76 = cute.get_shape(%lay_566) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %e0_567, %e1_568, %e2_569 = cute.get_leaves(%76) : !cute.shape<"(1,(4,2))">
          %rinv = cute.right_inverse(%lay_566) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
          %77 = cute.composition(%lay_562, %rinv) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
          %coalesce = cute.coalesce(%77) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
          %78 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_570, %e1_571 = cute.get_leaves(%78) : !cute.shape<"(4,2)">
          %79 = cute.get_stride(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
          %e0_572, %e1_573 = cute.get_leaves(%79) : !cute.stride<"(1,64)">
          %80 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_574, %e1_575 = cute.get_leaves(%80) : !cute.shape<"(4,2)">
          %81 = cute.get_shape(%coalesce) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_576, %e1_577 = cute.get_leaves(%81) : !cute.shape<"(4,2)">
          %82 = cute.get(%coalesce) <{mode = [0]}> : !cute.layout<"(4,2):(1,64)"> -> !cute.layout<"4:1">
          %83 = cute.composition(%rinv, %82) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
          %sz_578 = cute.size(%83) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
          %e0_579 = cute.get_leaves(%sz_578) : !cute.int_tuple<"4">
          %div = cute.logical_divide(%slice_555, %83) : !memref_smem_f32_6, !cute.layout<"4:1">
          %iter_580 = cute.get_iter(%div) : !memref_smem_f32_7
          %iter_581 = cute.get_iter(%div) : !memref_smem_f32_7
          %div_582 = cute.logical_divide(%slice_559, %83) : !memref_rmem_f32_2, !cute.layout<"4:1">
          %iter_583 = cute.get_iter(%div_582) : !memref_rmem_f32_3
          %iter_584 = cute.get_iter(%div_582) : !memref_rmem_f32_3
          %shape_585 = cute.make_shape() : () -> !cute.shape<"4">
          %lay_586 = cute.make_layout(%shape_585) : !cute.layout<"4:1">
          %div_587 = cute.logical_divide(%div, %lay_586) : !memref_smem_f32_7, !cute.layout<"4:1">
          %iter_588 = cute.get_iter(%div_587) : !memref_smem_f32_7
          %iter_589 = cute.get_iter(%div_587) : !memref_smem_f32_7
          %shape_590 = cute.make_shape() : () -> !cute.shape<"4">
          %lay_591 = cute.make_layout(%shape_590) : !cute.layout<"4:1">
          %div_592 = cute.logical_divide(%div_582, %lay_591) : !memref_rmem_f32_3, !cute.layout<"4:1">
          %iter_593 = cute.get_iter(%div_592) : !memref_rmem_f32_3
          %iter_594 = cute.get_iter(%div_592) : !memref_rmem_f32_3
          %atom_595 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
          cute.copy(%atom_595, %div_587, %div_592) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3)
          %coord_596 = cute.make_coord(%74) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_597 = cute.slice(%72#1, %coord_596) : !memref_smem_f32_5, !cute.coord<"(_,_,?)">
          %iter_598 = cute.get_iter(%slice_597) : !memref_smem_f32_6
          %iter_599 = cute.get_iter(%slice_597) : !memref_smem_f32_6
          %coord_600 = cute.make_coord(%74) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_601 = cute.slice(%frg_B, %coord_600) : !memref_rmem_f32, !cute.coord<"(_,_,?)">
          %iter_602 = cute.get_iter(%slice_601) : !memref_rmem_f32_2
          %iter_603 = cute.get_iter(%slice_601) : !memref_rmem_f32_2
          %lay_604 = cute.get_layout(%slice_597) : !memref_smem_f32_6
          %84 = cute.get_shape(%lay_604) : (!cute.layout<"(1,(4,2)):(0,(1,64))">) -> !cute.shape<"(1,(4,2))">
          %e0_605, %e1_606, %e2_607 = cute.get_leaves(%84) : !cute.shape<"(1,(4,2))">
          %lay_608 = cute.get_layout(%slice_601) : !memref_rmem_f32_2
          %85 = cute.get_shape(%lay_608) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %e0_609, %e1_610, %e2_611 = cute.get_leaves(%85) : !cute.shape<"(1,(4,2))">
          %rinv_612 = cute.right_inverse(%lay_608) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.layout<"8:1">
          %86 = cute.composition(%lay_604, %rinv_612) : (!cute.layout<"(1,(4,2)):(0,(1,64))">, !cute.layout<"8:1">) -> !cute.layout<"(4,2):(1,64)">
          %coalesce_613 = cute.coalesce(%86) : (!cute.layout<"(4,2):(1,64)">) -> !cute.layout<"(4,2):(1,64)">
          %87 = cute.get_shape(%coalesce_613) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_614, %e1_615 = cute.get_leaves(%87) : !cute.shape<"(4,2)">
          %88 = cute.get_stride(%coalesce_613) : (!cute.layout<"(4,2):(1,64)">) -> !cute.stride<"(1,64)">
          %e0_616, %e1_617 = cute.get_leaves(%88) : !cute.stride<"(1,64)">
          %89 = cute.get_shape(%coalesce_613) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_618, %e1_619 = cute.get_leaves(%89) : !cute.shape<"(4,2)">
          %90 = cute.get_shape(%coalesce_613) : (!cute.layout<"(4,2):(1,64)">) -> !cute.shape<"(4,2)">
          %e0_620, %e1_621 = cute.get_leaves(%90) : !cute.shape<"(4,2)">
          %91 = cute.get(%coalesce_613) <{mode = [0]}> : !cute.layout<"(4,2):(1,64)"> -> !cute.layout<"4:1">
          %92 = cute.composition(%rinv_612, %91) : (!cute.layout<"8:1">, !cute.layout<"4:1">) -> !cute.layout<"4:1">
          %sz_622 = cute.size(%92) : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
          %e0_623 = cute.get_leaves(%sz_622) : !cute.int_tuple<"4">
          %div_624 = cute.logical_divide(%slice_597, %92) : !memref_smem_f32_6, !cute.layout<"4:1">
          %iter_625 = cute.get_iter(%div_624) : !memref_smem_f32_7
          %iter_626 = cute.get_iter(%div_624) : !memref_smem_f32_7
          %div_627 = cute.logical_divide(%slice_601, %92) : !memref_rmem_f32_2, !cute.layout<"4:1">
          %iter_628 = cute.get_iter(%div_627) : !memref_rmem_f32_3
          %iter_629 = cute.get_iter(%div_627) : !memref_rmem_f32_3
          %shape_630 = cute.make_shape() : () -> !cute.shape<"4">
          %lay_631 = cute.make_layout(%shape_630) : !cute.layout<"4:1">
          %div_632 = cute.logical_divide(%div_624, %lay_631) : !memref_smem_f32_7, !cute.layout<"4:1">
          %iter_633 = cute.get_iter(%div_632) : !memref_smem_f32_7
          %iter_634 = cute.get_iter(%div_632) : !memref_smem_f32_7
          %shape_635 = cute.make_shape() : () -> !cute.shape<"4">
          %lay_636 = cute.make_layout(%shape_635) : !cute.layout<"4:1">
          %div_637 = cute.logical_divide(%div_627, %lay_636) : !memref_rmem_f32_3, !cute.layout<"4:1">
          %iter_638 = cute.get_iter(%div_637) : !memref_rmem_f32_3
          %iter_639 = cute.get_iter(%div_637) : !memref_rmem_f32_3
          %atom_640 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
          cute.copy(%atom_640, %div_632, %div_637) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_smem_f32_7, !memref_rmem_f32_3)
          %c0_i32_641 = arith.constant 0 : i32
          %93 = arith.cmpi eq, %arg14, %c0_i32_641 : i32
          scf.if %93 {
            %coord_668 = cute.make_coord(%arg19) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_669 = cute.slice(%src_partitioned, %coord_668) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
            %iter_670 = cute.get_iter(%slice_669) : !memref_gmem_f32_6
            %iter_671 = cute.get_iter(%slice_669) : !memref_gmem_f32_6
            %coord_672 = cute.make_coord(%arg17) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_673 = cute.slice(%dst_partitioned, %coord_672) : !memref_smem_f32_1, !cute.coord<"(_,_,_,?)">
            %iter_674 = cute.get_iter(%slice_673) : !memref_smem_f32_2
            %iter_675 = cute.get_iter(%slice_673) : !memref_smem_f32_2
            %lay_676 = cute.get_layout(%slice_669) : !memref_gmem_f32_6
            %99 = cute.get_shape(%lay_676) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_677, %e1_678, %e2_679, %e3_680 = cute.get_leaves(%99) : !cute.shape<"((1,1),4,1)">
            %lay_681 = cute.get_layout(%slice_673) : !memref_smem_f32_2
            %100 = cute.get_shape(%lay_681) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_682, %e1_683, %e2_684, %e3_685 = cute.get_leaves(%100) : !cute.shape<"((1,1),4,1)">
            %shape_686 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_687 = cute.make_layout(%shape_686) : !cute.layout<"1:0">
            %append_688 = cute.append_to_rank<2> (%lay_676, %lay_687) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
            %view_689 = cute.make_view(%iter_671, %append_688) : !memref_gmem_f32_6
            %iter_690 = cute.get_iter(%view_689) : !memref_gmem_f32_6
            %lay_691 = cute.get_layout(%view_689) : !memref_gmem_f32_6
            %101 = cute.get_shape(%lay_691) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_692, %e1_693, %e2_694, %e3_695 = cute.get_leaves(%101) : !cute.shape<"((1,1),4,1)">
            %grouped_696 = cute.group_modes(%view_689) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
            %iter_697 = cute.get_iter(%grouped_696) : !memref_gmem_f32_7
            %iter_698 = cute.get_iter(%grouped_696) : !memref_gmem_f32_7
            %shape_699 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_700 = cute.make_layout(%shape_699) : !cute.layout<"1:0">
            %append_701 = cute.append_to_rank<2> (%lay_681, %lay_700) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
            %view_702 = cute.make_view(%iter_675, %append_701) : !memref_smem_f32_2
            %iter_703 = cute.get_iter(%view_702) : !memref_smem_f32_2
            %lay_704 = cute.get_layout(%view_702) : !memref_smem_f32_2
            %102 = cute.get_shape(%lay_704) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_705, %e1_706, %e2_707, %e3_708 = cute.get_leaves(%102) : !cute.shape<"((1,1),4,1)">
            %grouped_709 = cute.group_modes(%view_702) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
            %iter_710 = cute.get_iter(%grouped_709) : !memref_smem_f32_3
            %iter_711 = cute.get_iter(%grouped_709) : !memref_smem_f32_3
            %lay_712 = cute.get_layout(%49#0) : !memref_rmem_i8
            %shape_713 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_714 = cute.make_layout(%shape_713) : !cute.layout<"1:0">
            %append_715 = cute.append_to_rank<2> (%lay_712, %lay_714) : !cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">
            %view_716 = cute.make_view(%iter_382, %append_715) : !memref_rmem_i8
            %iter_717 = cute.get_iter(%view_716) : !memref_rmem_i8
            %lay_718 = cute.get_layout(%view_716) : !memref_rmem_i8
            %103 = cute.get_shape(%lay_718) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
            %e0_719, %e1_720, %e2_721 = cute.get_leaves(%103) : !cute.shape<"(1,4,1)">
            %grouped_722 = cute.group_modes(%view_716) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_3
            %iter_723 = cute.get_iter(%grouped_722) : !memref_rmem_i8_3
            %iter_724 = cute.get_iter(%grouped_722) : !memref_rmem_i8_3
            %lay_725 = cute.get_layout(%grouped_696) : !memref_gmem_f32_7
            %104 = cute.get_shape(%lay_725) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
            %e0_726, %e1_727, %e2_728, %e3_729 = cute.get_leaves(%104) : !cute.shape<"((1,1),(4,1))">
            %lay_730 = cute.get_layout(%grouped_709) : !memref_smem_f32_3
            %105 = cute.get_shape(%lay_730) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
            %e0_731, %e1_732, %e2_733, %e3_734 = cute.get_leaves(%105) : !cute.shape<"((1,1),(4,1))">
            %sz_735 = cute.size(%grouped_696) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
            %e0_736 = cute.get_leaves(%sz_735) : !cute.int_tuple<"4">
            %sz_737 = cute.size(%grouped_709) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
            %e0_738 = cute.get_leaves(%sz_737) : !cute.int_tuple<"4">
            cute.copy(%arg5, %grouped_696, %grouped_709, %grouped_722) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3)
          }
          %coord_642 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_643 = cute.slice(%frg_A, %coord_642) : !memref_rmem_f32, !cute.coord<"(_,_,?)">
          %iter_644 = cute.get_iter(%slice_643) : !memref_rmem_f32_2
          %iter_645 = cute.get_iter(%slice_643) : !memref_rmem_f32_2
          %coord_646 = cute.make_coord(%arg14) : (i32) -> !cute.coord<"(_,_,?)">
          %slice_647 = cute.slice(%frg_B, %coord_646) : !memref_rmem_f32, !cute.coord<"(_,_,?)">
          %iter_648 = cute.get_iter(%slice_647) : !memref_rmem_f32_2
          %iter_649 = cute.get_iter(%slice_647) : !memref_rmem_f32_2
          %lay_650 = cute.get_layout(%slice_643) : !memref_rmem_f32_2
          %94 = cute.get_shape(%lay_650) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %e0_651, %e1_652, %e2_653 = cute.get_leaves(%94) : !cute.shape<"(1,(4,2))">
          %lay_654 = cute.get_layout(%slice_647) : !memref_rmem_f32_2
          %95 = cute.get_shape(%lay_654) : (!cute.layout<"(1,(4,2)):(0,(1,4))">) -> !cute.shape<"(1,(4,2))">
          %e0_655, %e1_656, %e2_657 = cute.get_leaves(%95) : !cute.shape<"(1,(4,2))">
          %lay_658 = cute.get_layout(%frg_C) : !memref_rmem_f32_1
          %96 = cute.get_shape(%lay_658) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
          %e0_659, %e1_660, %e2_661, %e3_662, %e4_663 = cute.get_leaves(%96) : !cute.shape<"(1,(4,2),(4,2))">
          cute.gemm(%arg7, %frg_C, %slice_643, %slice_647, %frg_C) : (!mma_f32_f32_f32_1x1x1, !memref_rmem_f32_1, !memref_rmem_f32_2, !memref_rmem_f32_2, !memref_rmem_f32_1)
          %97 = arith.cmpi eq, %arg14, %c0_i32_641 : i32
          %98:3 = scf.if %97 -> (i32, i32, i32) {
            %coord_668 = cute.make_coord(%arg19) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_669 = cute.slice(%src_partitioned_66, %coord_668) : !memref_gmem_f32_5, !cute.coord<"(_,_,_,?)">
            %iter_670 = cute.get_iter(%slice_669) : !memref_gmem_f32_6
            %iter_671 = cute.get_iter(%slice_669) : !memref_gmem_f32_6
            %coord_672 = cute.make_coord(%arg17) : (i32) -> !cute.coord<"(_,_,_,?)">
            %slice_673 = cute.slice(%dst_partitioned_69, %coord_672) : !memref_smem_f32_1, !cute.coord<"(_,_,_,?)">
            %iter_674 = cute.get_iter(%slice_673) : !memref_smem_f32_2
            %iter_675 = cute.get_iter(%slice_673) : !memref_smem_f32_2
            %lay_676 = cute.get_layout(%slice_669) : !memref_gmem_f32_6
            %99 = cute.get_shape(%lay_676) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_677, %e1_678, %e2_679, %e3_680 = cute.get_leaves(%99) : !cute.shape<"((1,1),4,1)">
            %lay_681 = cute.get_layout(%slice_673) : !memref_smem_f32_2
            %100 = cute.get_shape(%lay_681) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_682, %e1_683, %e2_684, %e3_685 = cute.get_leaves(%100) : !cute.shape<"((1,1),4,1)">
            %shape_686 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_687 = cute.make_layout(%shape_686) : !cute.layout<"1:0">
            %append_688 = cute.append_to_rank<2> (%lay_676, %lay_687) : !cute.layout<"((1,1),4,1):((0,0),8192,0)">, !cute.layout<"1:0">
            %view_689 = cute.make_view(%iter_671, %append_688) : !memref_gmem_f32_6
            %iter_690 = cute.get_iter(%view_689) : !memref_gmem_f32_6
            %lay_691 = cute.get_layout(%view_689) : !memref_gmem_f32_6
            %101 = cute.get_shape(%lay_691) : (!cute.layout<"((1,1),4,1):((0,0),8192,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_692, %e1_693, %e2_694, %e3_695 = cute.get_leaves(%101) : !cute.shape<"((1,1),4,1)">
            %grouped_696 = cute.group_modes(%view_689) <1, 3> : (!memref_gmem_f32_6) -> !memref_gmem_f32_7
            %iter_697 = cute.get_iter(%grouped_696) : !memref_gmem_f32_7
            %iter_698 = cute.get_iter(%grouped_696) : !memref_gmem_f32_7
            %shape_699 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_700 = cute.make_layout(%shape_699) : !cute.layout<"1:0">
            %append_701 = cute.append_to_rank<2> (%lay_681, %lay_700) : !cute.layout<"((1,1),4,1):((0,0),32,0)">, !cute.layout<"1:0">
            %view_702 = cute.make_view(%iter_675, %append_701) : !memref_smem_f32_2
            %iter_703 = cute.get_iter(%view_702) : !memref_smem_f32_2
            %lay_704 = cute.get_layout(%view_702) : !memref_smem_f32_2
            %102 = cute.get_shape(%lay_704) : (!cute.layout<"((1,1),4,1):((0,0),32,0)">) -> !cute.shape<"((1,1),4,1)">
            %e0_705, %e1_706, %e2_707, %e3_708 = cute.get_leaves(%102) : !cute.shape<"((1,1),4,1)">
            %grouped_709 = cute.group_modes(%view_702) <1, 3> : (!memref_smem_f32_2) -> !memref_smem_f32_3
            %iter_710 = cute.get_iter(%grouped_709) : !memref_smem_f32_3
            %iter_711 = cute.get_iter(%grouped_709) : !memref_smem_f32_3
            %lay_712 = cute.get_layout(%49#1) : !memref_rmem_i8
            %shape_713 = cute.make_shape() : () -> !cute.shape<"1">
            %lay_714 = cute.make_layout(%shape_713) : !cute.layout<"1:0">
            %append_715 = cute.append_to_rank<2> (%lay_712, %lay_714) : !cute.layout<"(1,4,1):(4,1,0)">, !cute.layout<"1:0">
            %view_716 = cute.make_view(%iter_383, %append_715) : !memref_rmem_i8
            %iter_717 = cute.get_iter(%view_716) : !memref_rmem_i8
            %lay_718 = cute.get_layout(%view_716) : !memref_rmem_i8
            %103 = cute.get_shape(%lay_718) : (!cute.layout<"(1,4,1):(4,1,0)">) -> !cute.shape<"(1,4,1)">
            %e0_719, %e1_720, %e2_721 = cute.get_leaves(%103) : !cute.shape<"(1,4,1)">
            %grouped_722 = cute.group_modes(%view_716) <1, 3> : (!memref_rmem_i8) -> !memref_rmem_i8_3
            %iter_723 = cute.get_iter(%grouped_722) : !memref_rmem_i8_3
            %iter_724 = cute.get_iter(%grouped_722) : !memref_rmem_i8_3
            %lay_725 = cute.get_layout(%grouped_696) : !memref_gmem_f32_7
            %104 = cute.get_shape(%lay_725) : (!cute.layout<"((1,1),(4,1)):((0,0),(8192,0))">) -> !cute.shape<"((1,1),(4,1))">
            %e0_726, %e1_727, %e2_728, %e3_729 = cute.get_leaves(%104) : !cute.shape<"((1,1),(4,1))">
            %lay_730 = cute.get_layout(%grouped_709) : !memref_smem_f32_3
            %105 = cute.get_shape(%lay_730) : (!cute.layout<"((1,1),(4,1)):((0,0),(32,0))">) -> !cute.shape<"((1,1),(4,1))">
            %e0_731, %e1_732, %e2_733, %e3_734 = cute.get_leaves(%105) : !cute.shape<"((1,1),(4,1))">
            %sz_735 = cute.size(%grouped_696) <{mode = [1]}> : (!memref_gmem_f32_7) -> !cute.int_tuple<"4">
            %e0_736 = cute.get_leaves(%sz_735) : !cute.int_tuple<"4">
            %sz_737 = cute.size(%grouped_709) <{mode = [1]}> : (!memref_smem_f32_3) -> !cute.int_tuple<"4">
            %e0_738 = cute.get_leaves(%sz_737) : !cute.int_tuple<"4">
            cute.copy(%arg6, %grouped_696, %grouped_709, %grouped_722) : (!copy_ldgsts, !memref_gmem_f32_7, !memref_smem_f32_3, !memref_rmem_i8_3)
            nvvm.cp.async.commit.group
            %c1_i32_739 = arith.constant 1 : i32
            %106 = arith.addi %arg18, %c1_i32_739 : i32
            %c3_i32 = arith.constant 3 : i32
            %107 = arith.cmpi eq, %106, %c3_i32 : i32
            %108 = scf.if %107 -> (i32) {
              %c0_i32_741 = arith.constant 0 : i32
              scf.yield %c0_i32_741 : i32
            } else {
              scf.yield %106 : i32
            }
            %109 = arith.addi %arg19, %c1_i32_739 : i32
            %c32_i32_740 = arith.constant 32 : i32
            %110 = arith.cmpi slt, %109, %c32_i32_740 : i32
            %111 = scf.if %110 -> (i32) {
              %c1_i32_741 = arith.constant 1 : i32
              %112 = arith.addi %arg19, %c1_i32_741 : i32
              scf.yield %112 : i32
            } else {
              %c1_i32_741 = arith.constant 1 : i32
              scf.yield %c1_i32_741 : i32
            }
            scf.yield %arg18, %108, %111 : i32, i32, i32
          } else {
            scf.yield %arg17, %arg18, %arg19 : i32, i32, i32
          }
          %iter_664 = cute.get_iter(%72#0) : !memref_smem_f32_5
          %iter_665 = cute.get_iter(%72#1) : !memref_smem_f32_5
          %iter_666 = cute.get_iter(%arg15) : !memref_smem_f32_5
          %iter_667 = cute.get_iter(%arg16) : !memref_smem_f32_5
          scf.yield %72#0, %72#1, %98#0, %98#1, %98#2 : !memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32
        } {loop_annotation = #loop_annotation}
        %iter_536 = cute.get_iter(%70#0) : !memref_smem_f32_5
        %iter_537 = cute.get_iter(%70#1) : !memref_smem_f32_5
        %iter_538 = cute.get_iter(%70#0) : !memref_smem_f32_5
        %iter_539 = cute.get_iter(%70#1) : !memref_smem_f32_5
        %iter_540 = cute.get_iter(%70#0) : !memref_smem_f32_5
        %iter_541 = cute.get_iter(%70#1) : !memref_smem_f32_5
        %iter_542 = cute.get_iter(%arg9) : !memref_smem_f32_5
        %iter_543 = cute.get_iter(%arg10) : !memref_smem_f32_5
        scf.yield %70#0, %70#1, %70#2, %70#3, %70#4 : !memref_smem_f32_5, !memref_smem_f32_5, i32, i32, i32
      }
      %iter_427 = cute.get_iter(%52#0) : !memref_smem_f32_5
      %iter_428 = cute.get_iter(%52#1) : !memref_smem_f32_5
      %iter_429 = cute.get_iter(%52#0) : !memref_smem_f32_5
      %iter_430 = cute.get_iter(%52#1) : !memref_smem_f32_5
      nvvm.cp.async.wait.group 0
      %c256_i32 = arith.constant 256 : i32
      nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
      %53 = cute.memref.load_vec(%frg_C) : (!memref_rmem_f32_1) -> vector<64xf32>
      %int_tuple_431 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_432 = cute.size(%int_tuple_431) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_433 = cute.get_leaves(%sz_432) : !cute.int_tuple<"64">
      %int_tuple_434 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_435 = cute.size(%int_tuple_434) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_436 = cute.get_leaves(%sz_435) : !cute.int_tuple<"64">
      cute.memref.store_vec(%53, %frg_C) : (vector<64xf32>, !memref_rmem_f32_1) -> ()
      %lay_437 = cute.get_layout(%tiled_view_19) : !memref_gmem_f32_4
      %54 = cute.get_shape(%lay_437) : (!cute.layout<"(128,128):(512,1)">) -> !cute.shape<"(128,128)">
      %e0_438, %e1_439 = cute.get_leaves(%54) : !cute.shape<"(128,128)">
      %shape_440 = cute.make_shape() : () -> !cute.shape<"(128,128)">
      %55 = cute.make_identity_tensor(%shape_440) : !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %iter_441 = cute.get_iter(%55) : !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">
      %tup_442 = cute.deref_arith_tuple_iter(%iter_441) : !cute.arith_tuple_iter<"(0,0)">
      %e0_443, %e1_444 = cute.get_leaves(%tup_442) : !cute.int_tuple<"(0,0)">
      %coord_445 = cute.make_coord(%0) : (i32) -> !cute.coord<"?">
      %ptn_C_446 = cute.tiled.mma.partition C (%arg7, %55, %coord_445) : (!mma_f32_f32_f32_1x1x1, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
      %iter_447 = cute.get_iter(%ptn_C_446) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
      %tup_448 = cute.deref_arith_tuple_iter(%iter_447) : !cute.arith_tuple_iter<"(?{div=4},?{div=4})">
      %e0_449, %e1_450 = cute.get_leaves(%tup_448) : !cute.int_tuple<"(?{div=4},?{div=4})">
      %56 = cute.get_scalars(%e0_449) : !cute.int_tuple<"?{div=4}">
      %57 = cute.get_scalars(%e1_450) : !cute.int_tuple<"?{div=4}">
      %rmem_451 = cute.memref.alloca(%lay_401) : !memref_rmem_i8_4
      %iter_452 = cute.get_iter(%rmem_451) : !memref_rmem_i8_4
      %iter_453 = cute.get_iter(%rmem_451) : !memref_rmem_i8_4
      %58 = cute.get_shape(%lay_6) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.shape<"(1024,512)">
      %e0_454, %e1_455 = cute.get_leaves(%58) : !cute.shape<"(1024,512)">
      %c128_i32 = arith.constant 128 : i32
      %59 = arith.muli %c128_i32, %3 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %60 = arith.subi %c1024_i32, %59 : i32
      %61 = arith.muli %c128_i32, %4 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.subi %c512_i32, %61 : i32
      %int_tuple_456 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,(4,2),(4,2))">
      %sz_457 = cute.size(%int_tuple_456) : (!cute.int_tuple<"(1,(4,2),(4,2))">) -> !cute.int_tuple<"64">
      %e0_458 = cute.get_leaves(%sz_457) : !cute.int_tuple<"64">
      %c64_i32 = arith.constant 64 : i32
      %63 = scf.for %arg8 = %c0_i32 to %c64_i32 step %c1_i32 iter_args(%arg9 = %rmem_451) -> (!memref_rmem_i8_4)  : i32 {
        %iter_530 = cute.get_iter(%arg9) : !memref_rmem_i8_4
        %iter_531 = cute.get_iter(%arg9) : !memref_rmem_i8_4
        %coord_532 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"?">
        %slice_533 = cute.slice(%ptn_C_446, %coord_532) : !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">, !cute.coord<"?">
        %iter_534 = cute.get_iter(%slice_533) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_535 = cute.deref_arith_tuple_iter(%iter_534) : !cute.arith_tuple_iter<"(?,?)">
        %e0_536, %e1_537 = cute.get_leaves(%tup_535) : !cute.int_tuple<"(?,?)">
        %70 = cute.get_scalars(%e0_536) : !cute.int_tuple<"?">
        %71 = cute.get_scalars(%e1_537) : !cute.int_tuple<"?">
        %iter_538 = cute.get_iter(%slice_533) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_539 = cute.deref_arith_tuple_iter(%iter_538) : !cute.arith_tuple_iter<"(?,?)">
        %e0_540, %e1_541 = cute.get_leaves(%tup_539) : !cute.int_tuple<"(?,?)">
        %72 = cute.get_scalars(%e0_540) : !cute.int_tuple<"?">
        %73 = cute.get_scalars(%e1_541) : !cute.int_tuple<"?">
        %iter_542 = cute.get_iter(%slice_533) : !cute.coord_tensor<"(?,?)", "():()">
        %tup_543 = cute.deref_arith_tuple_iter(%iter_542) : !cute.arith_tuple_iter<"(?,?)">
        %e0_544, %e1_545 = cute.get_leaves(%tup_543) : !cute.int_tuple<"(?,?)">
        %74 = cute.get_scalars(%e0_544) : !cute.int_tuple<"?">
        %75 = cute.get_scalars(%e1_545) : !cute.int_tuple<"?">
        %coord_546 = cute.make_coord(%e0_544, %e1_545) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.coord<"(?,?)">
        %coord_547 = cute.make_coord(%60, %62) : (i32, i32) -> !cute.coord<"(?,?)">
        %76 = cute.elem_less(%coord_546, %coord_547) : !cute.coord<"(?,?)">, !cute.coord<"(?,?)">
        %77 = arith.extui %76 : i1 to i8
        %coord_548 = cute.make_coord(%arg8) : (i32) -> !cute.coord<"?">
        cute.memref.store(%arg9, %coord_548, %77) : (!memref_rmem_i8_4, !cute.coord<"?">, i8) -> ()
        %iter_549 = cute.get_iter(%arg9) : !memref_rmem_i8_4
        %iter_550 = cute.get_iter(%arg9) : !memref_rmem_i8_4
        scf.yield %arg9 : !memref_rmem_i8_4
      }
      %iter_459 = cute.get_iter(%63) : !memref_rmem_i8_4
      %iter_460 = cute.get_iter(%rmem_451) : !memref_rmem_i8_4
      %sz_461 = cute.size(%frg_C) <{mode = [1]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"8">
      %e0_462 = cute.get_leaves(%sz_461) : !cute.int_tuple<"8">
      %sz_463 = cute.size(%frg_C) <{mode = [2]}> : (!memref_rmem_f32_1) -> !cute.int_tuple<"8">
      %e0_464 = cute.get_leaves(%sz_463) : !cute.int_tuple<"8">
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
      %lay_465 = cute.get_layout(%ptn_C) : !memref_gmem_f32_8
      %64 = cute.get_shape(%lay_465) : (!cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_466, %e1_467, %e2_468, %e3_469, %e4_470 = cute.get_leaves(%64) : !cute.shape<"(1,(4,2),(4,2))">
      %shape_471 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_472 = cute.make_layout(%shape_471) : !cute.layout<"1:0">
      %append_473 = cute.append_to_rank<2> (%lay_401, %lay_472) : !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.layout<"1:0">
      %view_474 = cute.make_view(%iter_400, %append_473) : !memref_rmem_f32_1
      %iter_475 = cute.get_iter(%view_474) : !memref_rmem_f32_1
      %lay_476 = cute.get_layout(%view_474) : !memref_rmem_f32_1
      %65 = cute.get_shape(%lay_476) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_477, %e1_478, %e2_479, %e3_480, %e4_481 = cute.get_leaves(%65) : !cute.shape<"(1,(4,2),(4,2))">
      %grouped_482 = cute.group_modes(%view_474) <1, 3> : (!memref_rmem_f32_1) -> !memref_rmem_f32_4
      %iter_483 = cute.get_iter(%grouped_482) : !memref_rmem_f32_4
      %iter_484 = cute.get_iter(%grouped_482) : !memref_rmem_f32_4
      %shape_485 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_486 = cute.make_layout(%shape_485) : !cute.layout<"1:0">
      %append_487 = cute.append_to_rank<2> (%lay_465, %lay_486) : !cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">, !cute.layout<"1:0">
      %view_488 = cute.make_view(%iter_389, %append_487) : !memref_gmem_f32_8
      %iter_489 = cute.get_iter(%view_488) : !memref_gmem_f32_8
      %lay_490 = cute.get_layout(%view_488) : !memref_gmem_f32_8
      %66 = cute.get_shape(%lay_490) : (!cute.layout<"(1,(4,2),(4,2)):(0,(512,32768),(1,64))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_491, %e1_492, %e2_493, %e3_494, %e4_495 = cute.get_leaves(%66) : !cute.shape<"(1,(4,2),(4,2))">
      %grouped_496 = cute.group_modes(%view_488) <1, 3> : (!memref_gmem_f32_8) -> !memref_gmem_f32_9
      %iter_497 = cute.get_iter(%grouped_496) : !memref_gmem_f32_9
      %iter_498 = cute.get_iter(%grouped_496) : !memref_gmem_f32_9
      %lay_499 = cute.get_layout(%rmem_451) : !memref_rmem_i8_4
      %shape_500 = cute.make_shape() : () -> !cute.shape<"1">
      %lay_501 = cute.make_layout(%shape_500) : !cute.layout<"1:0">
      %append_502 = cute.append_to_rank<2> (%lay_499, %lay_501) : !cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.layout<"1:0">
      %view_503 = cute.make_view(%iter_460, %append_502) : !memref_rmem_i8_4
      %iter_504 = cute.get_iter(%view_503) : !memref_rmem_i8_4
      %lay_505 = cute.get_layout(%view_503) : !memref_rmem_i8_4
      %67 = cute.get_shape(%lay_505) : (!cute.layout<"(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> !cute.shape<"(1,(4,2),(4,2))">
      %e0_506, %e1_507, %e2_508, %e3_509, %e4_510 = cute.get_leaves(%67) : !cute.shape<"(1,(4,2),(4,2))">
      %grouped_511 = cute.group_modes(%view_503) <1, 3> : (!memref_rmem_i8_4) -> !memref_rmem_i8_5
      %iter_512 = cute.get_iter(%grouped_511) : !memref_rmem_i8_5
      %iter_513 = cute.get_iter(%grouped_511) : !memref_rmem_i8_5
      %lay_514 = cute.get_layout(%grouped_482) : !memref_rmem_f32_4
      %68 = cute.get_shape(%lay_514) : (!cute.layout<"(1,((4,2),(4,2))):(0,((1,4),(8,32)))">) -> !cute.shape<"(1,((4,2),(4,2)))">
      %e0_515, %e1_516, %e2_517, %e3_518, %e4_519 = cute.get_leaves(%68) : !cute.shape<"(1,((4,2),(4,2)))">
      %lay_520 = cute.get_layout(%grouped_496) : !memref_gmem_f32_9
      %69 = cute.get_shape(%lay_520) : (!cute.layout<"(1,((4,2),(4,2))):(0,((512,32768),(1,64)))">) -> !cute.shape<"(1,((4,2),(4,2)))">
      %e0_521, %e1_522, %e2_523, %e3_524, %e4_525 = cute.get_leaves(%69) : !cute.shape<"(1,((4,2),(4,2)))">
      %sz_526 = cute.size(%grouped_482) <{mode = [1]}> : (!memref_rmem_f32_4) -> !cute.int_tuple<"64">
      %e0_527 = cute.get_leaves(%sz_526) : !cute.int_tuple<"64">
      %sz_528 = cute.size(%grouped_496) <{mode = [1]}> : (!memref_gmem_f32_9) -> !cute.int_tuple<"64">
      %e0_529 = cute.get_leaves(%sz_528) : !cute.int_tuple<"64">
      cute.copy(%atom, %grouped_482, %grouped_496, %grouped_511) : (!cute_nvgpu.atom.universal_copy<f32>, !memref_rmem_f32_4, !memref_gmem_f32_9, !memref_rmem_i8_5)
      return
    }
  }
  func.func @cutlass___call___sgemmSGemm_object_at__FakeTensorFloat3210242562561_FakeTensorFloat325122562561_FakeTensorFloat3210245125121_functionSGemmlambdaat_FakeStream(%arg0: !memref_gmem_f32, %arg1: !memref_gmem_f32_1, %arg2: !memref_gmem_f32_2, %arg3: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_0 = cute.get_iter(%arg1) : !memref_gmem_f32_1
    %iter_1 = cute.get_iter(%arg2) : !memref_gmem_f32_2
    %iter_2 = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_3 = cute.get_iter(%arg1) : !memref_gmem_f32_1
    %iter_4 = cute.get_iter(%arg2) : !memref_gmem_f32_2
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32
    %0 = cute.get_shape(%lay) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.shape<"(1024,256)">
    %e0, %e1 = cute.get_leaves(%0) : !cute.shape<"(1024,256)">
    %1 = cute.get_stride(%lay) : (!cute.layout<"(1024,256):(256,1)">) -> !cute.stride<"(256,1)">
    %e0_5, %e1_6 = cute.get_leaves(%1) : !cute.stride<"(256,1)">
    %lay_7 = cute.get_layout(%arg1) : !memref_gmem_f32_1
    %2 = cute.get_shape(%lay_7) : (!cute.layout<"(512,256):(256,1)">) -> !cute.shape<"(512,256)">
    %e0_8, %e1_9 = cute.get_leaves(%2) : !cute.shape<"(512,256)">
    %3 = cute.get_stride(%lay_7) : (!cute.layout<"(512,256):(256,1)">) -> !cute.stride<"(256,1)">
    %e0_10, %e1_11 = cute.get_leaves(%3) : !cute.stride<"(256,1)">
    %lay_12 = cute.get_layout(%arg2) : !memref_gmem_f32_2
    %4 = cute.get_shape(%lay_12) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.shape<"(1024,512)">
    %e0_13, %e1_14 = cute.get_leaves(%4) : !cute.shape<"(1024,512)">
    %5 = cute.get_stride(%lay_12) : (!cute.layout<"(1024,512):(512,1)">) -> !cute.stride<"(512,1)">
    %e0_15, %e1_16 = cute.get_leaves(%5) : !cute.stride<"(512,1)">
    %shape = cute.make_shape() : () -> !cute.shape<"(128,8,3)">
    %stride = cute.make_stride() : () -> !cute.stride<"(1,132,1056)">
    %lay_17 = cute.make_layout(%shape, %stride) : !cute.layout<"(128,8,3):(1,132,1056)">
    %shape_18 = cute.make_shape() : () -> !cute.shape<"(128,8,3)">
    %stride_19 = cute.make_stride() : () -> !cute.stride<"(1,132,1056)">
    %lay_20 = cute.make_layout(%shape_18, %stride_19) : !cute.layout<"(128,8,3):(1,132,1056)">
    %shape_21 = cute.make_shape() : () -> !cute.shape<"(32,8)">
    %stride_22 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_23 = cute.make_layout(%shape_21, %stride_22) : !cute.layout<"(32,8):(8,1)">
    %shape_24 = cute.make_shape() : () -> !cute.shape<"(32,8)">
    %stride_25 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_26 = cute.make_layout(%shape_24, %stride_25) : !cute.layout<"(32,8):(8,1)">
    %shape_27 = cute.make_shape() : () -> !cute.shape<"(1,1)">
    %lay_28 = cute.make_layout(%shape_27) : !cute.layout<"(1,1):(0,0)">
    %shape_29 = cute.make_shape() : () -> !cute.shape<"(1,1)">
    %lay_30 = cute.make_layout(%shape_29) : !cute.layout<"(1,1):(0,0)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
    %atom_31 = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
    %prod = cute.raked_product(%lay_23, %lay_28) : (!cute.layout<"(32,8):(8,1)">, !cute.layout<"(1,1):(0,0)">) -> !cute.layout<"(32,8):(8,1)">
    %sz = cute.size(%lay_23) : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %e0_32 = cute.get_leaves(%sz) : !cute.int_tuple<"256">
    %sz_33 = cute.size(%lay_28) : (!cute.layout<"(1,1):(0,0)">) -> !cute.int_tuple<"1">
    %e0_34 = cute.get_leaves(%sz_33) : !cute.int_tuple<"1">
    %shape_35 = cute.make_shape() : () -> !cute.shape<"(256,1)">
    %lay_36 = cute.make_layout(%shape_35) : !cute.layout<"(256,1):(1,0)">
    %rinv = cute.right_inverse(%prod) : (!cute.layout<"(32,8):(8,1)">) -> !cute.layout<"(8,32):(32,1)">
    %6 = cute.composition(%rinv, %lay_36) : (!cute.layout<"(8,32):(32,1)">, !cute.layout<"(256,1):(1,0)">) -> !cute.layout<"((8,32),1):((32,1),0)">
    %7 = cute.get_shape(%prod) : (!cute.layout<"(32,8):(8,1)">) -> !cute.shape<"(32,8)">
    %e0_37, %e1_38 = cute.get_leaves(%7) : !cute.shape<"(32,8)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %res = cute.tuple.product_each(%int_tuple) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %e0_39, %e1_40 = cute.get_leaves(%res) : !cute.int_tuple<"(32,8)">
    %int_tuple_41 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %res_42 = cute.tuple.product_each(%int_tuple_41) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %e0_43, %e1_44 = cute.get_leaves(%res_42) : !cute.int_tuple<"(32,8)">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %8 = cute.make_tiled_copy(%atom) : !copy_ldgsts
    %prod_45 = cute.raked_product(%lay_26, %lay_30) : (!cute.layout<"(32,8):(8,1)">, !cute.layout<"(1,1):(0,0)">) -> !cute.layout<"(32,8):(8,1)">
    %sz_46 = cute.size(%lay_26) : (!cute.layout<"(32,8):(8,1)">) -> !cute.int_tuple<"256">
    %e0_47 = cute.get_leaves(%sz_46) : !cute.int_tuple<"256">
    %sz_48 = cute.size(%lay_30) : (!cute.layout<"(1,1):(0,0)">) -> !cute.int_tuple<"1">
    %e0_49 = cute.get_leaves(%sz_48) : !cute.int_tuple<"1">
    %shape_50 = cute.make_shape() : () -> !cute.shape<"(256,1)">
    %lay_51 = cute.make_layout(%shape_50) : !cute.layout<"(256,1):(1,0)">
    %rinv_52 = cute.right_inverse(%prod_45) : (!cute.layout<"(32,8):(8,1)">) -> !cute.layout<"(8,32):(32,1)">
    %9 = cute.composition(%rinv_52, %lay_51) : (!cute.layout<"(8,32):(32,1)">, !cute.layout<"(256,1):(1,0)">) -> !cute.layout<"((8,32),1):((32,1),0)">
    %10 = cute.get_shape(%prod_45) : (!cute.layout<"(32,8):(8,1)">) -> !cute.shape<"(32,8)">
    %e0_53, %e1_54 = cute.get_leaves(%10) : !cute.shape<"(32,8)">
    %int_tuple_55 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %res_56 = cute.tuple.product_each(%int_tuple_55) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %e0_57, %e1_58 = cute.get_leaves(%res_56) : !cute.int_tuple<"(32,8)">
    %int_tuple_59 = cute.make_int_tuple() : () -> !cute.int_tuple<"(32,8)">
    %res_60 = cute.tuple.product_each(%int_tuple_59) : (!cute.int_tuple<"(32,8)">) -> !cute.int_tuple<"(32,8)">
    %e0_61, %e1_62 = cute.get_leaves(%res_60) : !cute.int_tuple<"(32,8)">
    %tile_63 = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]">
    %11 = cute.make_tiled_copy(%atom_31) : !copy_ldgsts
    %shape_64 = cute.make_shape() : () -> !cute.shape<"(16,16,1)">
    %stride_65 = cute.make_stride() : () -> !cute.stride<"(16,1,0)">
    %lay_66 = cute.make_layout(%shape_64, %stride_65) : !cute.layout<"(16,16,1):(16,1,0)">
    %12 = cute.get_shape(%lay_66) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_67, %e1_68, %e2 = cute.get_leaves(%12) : !cute.shape<"(16,16,1)">
    %shape_69 = cute.make_shape() : () -> !cute.shape<"(16,4)">
    %stride_70 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_71 = cute.make_layout(%shape_69, %stride_70) : !cute.layout<"(16,4):(4,1)">
    %13 = cute.get_shape(%lay_66) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_72, %e1_73, %e2_74 = cute.get_leaves(%13) : !cute.shape<"(16,16,1)">
    %shape_75 = cute.make_shape() : () -> !cute.shape<"(16,4)">
    %stride_76 = cute.make_stride() : () -> !cute.stride<"(4,1)">
    %lay_77 = cute.make_layout(%shape_75, %stride_76) : !cute.layout<"(16,4):(4,1)">
    %atom_78 = cute.make_atom() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
    %14 = cute.get_shape(%lay_66) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.shape<"(16,16,1)">
    %e0_79, %e1_80, %e2_81 = cute.get_leaves(%14) : !cute.shape<"(16,16,1)">
    %15 = cute.get_shape(%lay_71) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %e0_82, %e1_83 = cute.get_leaves(%15) : !cute.shape<"(16,4)">
    %16 = cute.get_stride(%lay_71) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %e0_84, %e1_85 = cute.get_leaves(%16) : !cute.stride<"(4,1)">
    %17 = cute.get_shape(%lay_77) : (!cute.layout<"(16,4):(4,1)">) -> !cute.shape<"(16,4)">
    %e0_86, %e1_87 = cute.get_leaves(%17) : !cute.shape<"(16,4)">
    %18 = cute.get_stride(%lay_77) : (!cute.layout<"(16,4):(4,1)">) -> !cute.stride<"(4,1)">
    %e0_88, %e1_89 = cute.get_leaves(%18) : !cute.stride<"(4,1)">
    %tile_90 = cute.make_tile() : () -> !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %19 = cute.make_tiled_mma(%atom_78) : !mma_f32_f32_f32_1x1x1
    %int_tuple_91 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1024,512)">
    %tile_92 = cute.make_tile() : () -> !cute.tile<"[128:1;128:1]">
    %shp = cute.ceil_div(%int_tuple_91, %tile_92) : !cute.int_tuple<"(1024,512)">, !cute.tile<"[128:1;128:1]">
    %e0_93, %e1_94 = cute.get_leaves(%shp) : !cute.int_tuple<"(8,4)">
    %sz_95 = cute.size(%lay_66) : (!cute.layout<"(16,16,1):(16,1,0)">) -> !cute.int_tuple<"256">
    %e0_96 = cute.get_leaves(%sz_95) : !cute.int_tuple<"256">
    %20 = cute.static : !cute.tile<"[32:1;8:1]">
    %e0_97, %e1_98 = cute.get_leaves(%20) : !cute.tile<"[32:1;8:1]">
    %21 = cute.static : !cute.layout<"((8,32),1):((32,1),0)">
    %22 = cute.static : !cute.layout<"1:0">
    %23 = cute.static : !cute.layout<"(1,1):(0,1)">
    %24 = cute.static : !cute.layout<"(1,1):(0,1)">
    %25 = cute.static : !cute.tile<"[32:1;8:1]">
    %e0_99, %e1_100 = cute.get_leaves(%25) : !cute.tile<"[32:1;8:1]">
    %26 = cute.static : !cute.layout<"((8,32),1):((32,1),0)">
    %27 = cute.static : !cute.layout<"1:0">
    %28 = cute.static : !cute.layout<"(1,1):(0,1)">
    %29 = cute.static : !cute.layout<"(1,1):(0,1)">
    %30 = cute.static : !cute.layout<"(1,16,16,1):(0,16,1,0)">
    %31 = cute.static : !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %e0_101, %e1_102, %e2_103 = cute.get_leaves(%31) : !cute.tile<"[(16,4):(4,1);(16,4):(4,1);_]">
    %32 = cute.static : !cute.layout<"1:0">
    %33 = cute.static : !cute.shape<"(1,1,1)">
    %e0_104, %e1_105, %e2_106 = cute.get_leaves(%33) : !cute.shape<"(1,1,1)">
    %34 = cute.static : !cute.layout<"(1,1):(0,0)">
    %35 = cute.static : !cute.layout<"(1,1):(0,0)">
    %36 = cute.static : !cute.layout<"(1,1):(0,0)">
    %37 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0 : i64
    %c232448_i64 = arith.constant 232448 : i64
    %38 = arith.cmpi sgt, %37, %c232448_i64 : i64
    scf.if %38 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %37) : i64
    }
    %c256_i32 = arith.constant 256 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c4_i32 = arith.constant 4 : i32
    %39 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c256_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %37, gridDim = (%c8_i32, %c4_i32, %c1_i32), stream = %arg3) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    %c0_i32 = arith.constant 0 : i32
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%39] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %c0_i32_107 = arith.constant 0 : i32
    cuda.launch_cfg.cooperative[%39] %c0_i32_107 : !cuda.launch_cfg<max_attrs = 17>, i32
    %40 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_sgemmSGemm_object_at__tensorptrf32gmemalign16o10242562561_tensorptrf32gmemalign16o5122562561_tensorptrf32gmemalign16o10245125121_TiledCopy_TilerMN32181_TVLayouttiled_0<%39> (%arg0, %arg1, %arg2, %lay_17, %lay_20, %8, %11, %19) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!memref_gmem_f32, !memref_gmem_f32_1, !memref_gmem_f32_2, !cute.layout<"(128,8,3):(1,132,1056)">, !cute.layout<"(128,8,3):(1,132,1056)">, !copy_ldgsts, !copy_ldgsts, !mma_f32_f32_f32_1x1x1) -> !cuda.result
    %41 = cuda.cast %40 : !cuda.result -> i32
    cuda.return_if_error %41 : i32
    %c0_i32_108 = arith.constant 0 : i32
    return %c0_i32_108 : i32
  }
}

