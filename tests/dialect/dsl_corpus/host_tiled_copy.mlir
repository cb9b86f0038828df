!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, "(1024,512):(1,1024)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, "((16,128),(64,4)):((1,1024),(16,131072))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, "(16,128):(1,1024)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, "((1,(4,4)),1,1):((0,(1024,1)),0,0)">
module attributes {gpu.container_module} {
  func.func @cutlass_host_tiled_copy_FakeTensorFloat32102451211024(%arg0: !memref_gmem_f32) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_f32
    %shape = cute.make_shape() : () -> !cute.shape<"(4,32)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay = cute.make_ordered_layout(%shape, %int_tuple) : (!cute.shape<"(4,32)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,32):(32,1)">
    %shape_1 = cute.make_shape() : () -> !cute.shape<"(4,4)">
    %int_tuple_2 = cute.make_int_tuple() : () -> !cute.int_tuple<"(1,0)">
    %lay_3 = cute.make_ordered_layout(%shape_1, %int_tuple_2) : (!cute.shape<"(4,4)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,4):(4,1)">
    %prod = cute.raked_product(%lay, %lay_3) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %sz = cute.size(%lay) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"128">
    %sz_4 = cute.size(%lay_3) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %e0_5 = cute.get_leaves(%sz_4) : !cute.int_tuple<"16">
    %shape_6 = cute.make_shape() : () -> !cute.shape<"(128,16)">
    %lay_7 = cute.make_layout(%shape_6) : !cute.layout<"(128,16):(1,128)">
    %rinv = cute.right_inverse(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %0 = cute.composition(%rinv, %lay_7) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %1 = cute.get_shape(%prod) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %e0_8, %e1, %e2, %e3 = cute.get_leaves(%1) : !cute.shape<"((4,4),(4,32))">
    %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %res = cute.tuple.product_each(%int_tuple_9) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %e0_10, %e1_11 = cute.get_leaves(%res) : !cute.int_tuple<"(16,128)">
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
    %prod_12 = cute.raked_product(%lay, %lay_3) : (!cute.layout<"(4,32):(32,1)">, !cute.layout<"(4,4):(4,1)">) -> !cute.layout<"((4,4),(4,32)):((512,32),(128,1))">
    %sz_13 = cute.size(%lay) : (!cute.layout<"(4,32):(32,1)">) -> !cute.int_tuple<"128">
    %e0_14 = cute.get_leaves(%sz_13) : !cute.int_tuple<"128">
    %sz_15 = cute.size(%lay_3) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"16">
    %e0_16 = cute.get_leaves(%sz_15) : !cute.int_tuple<"16">
    %shape_17 = cute.make_shape() : () -> !cute.shape<"(128,16)">
    %lay_18 = cute.make_layout(%shape_17) : !cute.layout<"(128,16):(1,128)">
    %rinv_19 = cute.right_inverse(%prod_12) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.layout<"(32,16,4):(64,4,1)">
    %2 = cute.composition(%rinv_19, %lay_18) : (!cute.layout<"(32,16,4):(64,4,1)">, !cute.layout<"(128,16):(1,128)">) -> !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">
    %3 = cute.get_shape(%prod_12) : (!cute.layout<"((4,4),(4,32)):((512,32),(128,1))">) -> !cute.shape<"((4,4),(4,32))">
    %e0_20, %e1_21, %e2_22, %e3_23 = cute.get_leaves(%3) : !cute.shape<"((4,4),(4,32))">
    %int_tuple_24 = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,4),(4,32))">
    %res_25 = cute.tuple.product_each(%int_tuple_24) : (!cute.int_tuple<"((4,4),(4,32))">) -> !cute.int_tuple<"(16,128)">
    %e0_26, %e1_27 = cute.get_leaves(%res_25) : !cute.int_tuple<"(16,128)">
    %int_tuple_28 = cute.make_int_tuple() : () -> !cute.int_tuple<"(16,128)">
    %res_29 = cute.tuple.product_each(%int_tuple_28) : (!cute.int_tuple<"(16,128)">) -> !cute.int_tuple<"(16,128)">
    %e0_30, %e1_31 = cute.get_leaves(%res_29) : !cute.int_tuple<"(16,128)">
    %tile = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %4 = cute.make_tiled_copy(%atom) : !copy_simt
    %lay_32 = cute.get_layout(%arg0) : !memref_gmem_f32
    %5 = cute.get_shape(%lay_32) : (!cute.layout<"(1024,512):(1,1024)">) -> !cute.shape<"(1024,512)">
    %e0_33, %e1_34 = cute.get_leaves(%5) : !cute.shape<"(1024,512)">
    %tile_35 = cute.make_tile() : () -> !cute.tile<"[16:1;128:1]">
    %div = cute.zipped_divide(%arg0, %tile_35) : !memref_gmem_f32, !cute.tile<"[16:1;128:1]">
    %iter_36 = cute.get_iter(%div) : !memref_gmem_f32_1
    %iter_37 = cute.get_iter(%div) : !memref_gmem_f32_1
    %coord = cute.make_coord() : () -> !cute.coord<"((_,_),0)">
    %slice = cute.slice(%div, %coord) : !memref_gmem_f32_1, !cute.coord<"((_,_),0)">
    %iter_38 = cute.get_iter(%slice) : !memref_gmem_f32_2
    %iter_39 = cute.get_iter(%slice) : !memref_gmem_f32_2
    %coord_40 = cute.make_coord() : () -> !cute.coord<"3">
    %src_partitioned = cute.tiled.copy.partition_S(%4, %slice, %coord_40) : (!copy_simt, !memref_gmem_f32_2, !cute.coord<"3">) -> !memref_gmem_f32_3
    %iter_41 = cute.get_iter(%src_partitioned) : !memref_gmem_f32_3
    %lay_42 = cute.get_layout(%src_partitioned) : !memref_gmem_f32_3
    cute.print("{} {}\0A", %0, %lay_42) : !cute.layout<"((32,4),(4,4)):((64,4),(16,1))">, !cute.layout<"((1,(4,4)),1,1):((0,(1024,1)),0,0)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

