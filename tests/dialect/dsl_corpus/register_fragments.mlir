!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(64,64):(1,64)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "(8,16):(1,64)">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(4,(2,16)):(1,(4,64))">
!memref_rmem_f32 = !cute.memref<f32, rmem, align<32>, "(8,16):(1,8)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<32>, "(4,32):(1,4)">
module attributes {gpu.container_module} {
  func.func @cutlass_register_fragments_FakeTensorFloat326464164(%arg0: !memref_gmem_f32) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_f32
    %tile = cute.make_tile() : () -> !cute.tile<"[8:1;16:1]">
    %coord = cute.make_coord() : () -> !cute.coord<"(0,0)">
    %tiled_view = cute.local_tile(%arg0, %tile, %coord) : (!memref_gmem_f32, !cute.tile<"[8:1;16:1]">, !cute.coord<"(0,0)">) -> !memref_gmem_f32_1
    %iter_1 = cute.get_iter(%tiled_view) : !memref_gmem_f32_1
    %iter_2 = cute.get_iter(%tiled_view) : !memref_gmem_f32_1
    %lay = cute.get_layout(%tiled_view) : !memref_gmem_f32_1
    %0 = cute.make_layout_like(%lay) : !cute.layout<"(8,16):(1,64)"> to !cute.layout<"(8,16):(1,8)">
    %rmem = cute.memref.alloca(%0) : !memref_rmem_f32
    %iter_3 = cute.get_iter(%rmem) : !memref_rmem_f32
    %iter_4 = cute.get_iter(%rmem) : !memref_rmem_f32
    %1 = cute.get_shape(%lay) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.shape<"(8,16)">
    %2 = cute.make_layout_like(%lay) : !cute.layout<"(8,16):(1,64)"> to !cute.layout<"(8,16):(1,8)">
    %rmem_5 = cute.memref.alloca(%2) : !memref_rmem_f32
    %iter_6 = cute.get_iter(%rmem_5) : !memref_rmem_f32
    %iter_7 = cute.get_iter(%rmem_5) : !memref_rmem_f32
    %lay_8 = cute.get_layout(%rmem_5) : !memref_rmem_f32
    %3 = cute.get_shape(%lay_8) : (!cute.layout<"(8,16):(1,8)">) -> !cute.shape<"(8,16)">
    %e0_9, %e1_10 = cute.get_leaves(%3) : !cute.shape<"(8,16)">
    %rinv = cute.right_inverse(%lay_8) : (!cute.layout<"(8,16):(1,8)">) -> !cute.layout<"128:1">
    %4 = cute.composition(%lay, %rinv) : (!cute.layout<"(8,16):(1,64)">, !cute.layout<"128:1">) -> !cute.layout<"(8,16):(1,64)">
    %coalesce = cute.coalesce(%4) : (!cute.layout<"(8,16):(1,64)">) -> !cute.layout<"(8,16):(1,64)">
    %5 = cute.get_shape(%coalesce) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %e0_11, %e1_12 = cute.get_leaves(%5) : !cute.shape<"(8,16)">
    %6 = cute.get_stride(%coalesce) : (!cute.layout<"(8,16):(1,64)">) -> !cute.stride<"(1,64)">
    %e0_13, %e1_14 = cute.get_leaves(%6) : !cute.stride<"(1,64)">
    %7 = cute.get_shape(%coalesce) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %e0_15, %e1_16 = cute.get_leaves(%7) : !cute.shape<"(8,16)">
    %8 = cute.get_shape(%coalesce) : (!cute.layout<"(8,16):(1,64)">) -> !cute.shape<"(8,16)">
    %e0_17, %e1_18 = cute.get_leaves(%8) : !cute.shape<"(8,16)">
    %9 = cute.get(%coalesce) <{mode = [0]}> : !cute.layout<"(8,16):(1,64)"> -> !cute.layout<"8:1">
    %10 = cute.composition(%rinv, %9) : (!cute.layout<"128:1">, !cute.layout<"8:1">) -> !cute.layout<"8:1">
    %sz = cute.size(%10) : (!cute.layout<"8:1">) -> !cute.int_tuple<"8">
    %e0_19 = cute.get_leaves(%sz) : !cute.int_tuple<"8">
    %div = cute.logical_divide(%tiled_view, %10) : !memref_gmem_f32_1, !cute.layout<"8:1">
    %iter_20 = cute.get_iter(%div) : !memref_gmem_f32_1
    %iter_21 = cute.get_iter(%div) : !memref_gmem_f32_1
    %div_22 = cute.logical_divide(%rmem_5, %10) : !memref_rmem_f32, !cute.layout<"8:1">
    %iter_23 = cute.get_iter(%div_22) : !memref_rmem_f32
    %iter_24 = cute.get_iter(%div_22) : !memref_rmem_f32
    %shape = cute.make_shape() : () -> !cute.shape<"4">
    %lay_25 = cute.make_layout(%shape) : !cute.layout<"4:1">
    %div_26 = cute.logical_divide(%div, %lay_25) : !memref_gmem_f32_1, !cute.layout<"4:1">
    %iter_27 = cute.get_iter(%div_26) : !memref_gmem_f32_2
    %iter_28 = cute.get_iter(%div_26) : !memref_gmem_f32_2
    %shape_29 = cute.make_shape() : () -> !cute.shape<"4">
    %lay_30 = cute.make_layout(%shape_29) : !cute.layout<"4:1">
    %div_31 = cute.logical_divide(%div_22, %lay_30) : !memref_rmem_f32, !cute.layout<"4:1">
    %iter_32 = cute.get_iter(%div_31) : !memref_rmem_f32_1
    %iter_33 = cute.get_iter(%div_31) : !memref_rmem_f32_1
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
    cute.copy(%atom, %div_26, %div_31) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !memref_gmem_f32_2, !memref_rmem_f32_1)
    %11 = cute.memref.load_vec(%rmem_5) : (!memref_rmem_f32) -> vector<128xf32>
    %lay_34 = cute.get_layout(%rmem) : !memref_rmem_f32
    %12 = cute.get_shape(%lay_34) : (!cute.layout<"(8,16):(1,8)">) -> !cute.shape<"(8,16)">
    %e0_35, %e1_36 = cute.get_leaves(%12) : !cute.shape<"(8,16)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(8,16)">
    %sz_37 = cute.size(%int_tuple) : (!cute.int_tuple<"(8,16)">) -> !cute.int_tuple<"128">
    %e0_38 = cute.get_leaves(%sz_37) : !cute.int_tuple<"128">
    %int_tuple_39 = cute.make_int_tuple() : () -> !cute.int_tuple<"(8,16)">
    %sz_40 = cute.size(%int_tuple_39) : (!cute.int_tuple<"(8,16)">) -> !cute.int_tuple<"128">
    %e0_41 = cute.get_leaves(%sz_40) : !cute.int_tuple<"128">
    cute.memref.store_vec(%11, %rmem) : (vector<128xf32>, !memref_rmem_f32) -> ()
    cute.print("{}\0A", %lay_34) : !cute.layout<"(8,16):(1,8)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

