!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(?{div=16},256):(256,1)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((16,32),(?,8)):((256,1),(4096,32))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(16,32):(256,1)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((8,?),(8,32)):((256,2048),(1,8))">
module attributes {gpu.container_module} {
  func.func @cutlass_tensor_views_FakeTensorFloat32div162562561(%arg0: !memref_gmem_f32) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_f32
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32
    %sz = cute.size(%arg0) : (!memref_gmem_f32) -> !cute.int_tuple<"?{div=4096}">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"?{div=4096}">
    %0 = cute.get_scalars(%e0) : !cute.int_tuple<"?{div=4096}">
    cute.print("{} {}\0A", %lay, %0) : !cute.layout<"(?{div=16},256):(256,1)">, i32
    %1 = cute.get_shape(%lay) : (!cute.layout<"(?{div=16},256):(256,1)">) -> !cute.shape<"(?{div=16},256)">
    %e0_1, %e1 = cute.get_leaves(%1) : !cute.shape<"(?{div=16},256)">
    %itup = cute.to_int_tuple(%e0_1) : !cute.shape<"?{div=16}"> to !cute.int_tuple<"?{div=16}">
    %2 = cute.get_scalars(%itup) : !cute.int_tuple<"?{div=16}">
    %tile = cute.make_tile() : () -> !cute.tile<"[16:1;32:1]">
    %div = cute.zipped_divide(%arg0, %tile) : !memref_gmem_f32, !cute.tile<"[16:1;32:1]">
    %iter_2 = cute.get_iter(%div) : !memref_gmem_f32_1
    %iter_3 = cute.get_iter(%div) : !memref_gmem_f32_1
    %coord = cute.make_coord() : () -> !cute.coord<"((_,_),1)">
    %slice = cute.slice(%div, %coord) : !memref_gmem_f32_1, !cute.coord<"((_,_),1)">
    %iter_4 = cute.get_iter(%slice) : !memref_gmem_f32_2
    %iter_5 = cute.get_iter(%slice) : !memref_gmem_f32_2
    %lay_6 = cute.get_layout(%slice) : !memref_gmem_f32_2
    %tile_7 = cute.make_tile() : () -> !cute.tile<"[16:1;32:1]">
    %coord_8 = cute.make_coord() : () -> !cute.coord<"(1,2)">
    %tiled_view = cute.local_tile(%arg0, %tile_7, %coord_8) : (!memref_gmem_f32, !cute.tile<"[16:1;32:1]">, !cute.coord<"(1,2)">) -> !memref_gmem_f32_2
    %iter_9 = cute.get_iter(%tiled_view) : !memref_gmem_f32_2
    %iter_10 = cute.get_iter(%tiled_view) : !memref_gmem_f32_2
    %lay_11 = cute.get_layout(%tiled_view) : !memref_gmem_f32_2
    %tile_12 = cute.make_tile() : () -> !cute.tile<"[8:1;8:1]">
    %div_13 = cute.logical_divide(%arg0, %tile_12) : !memref_gmem_f32, !cute.tile<"[8:1;8:1]">
    %iter_14 = cute.get_iter(%div_13) : !memref_gmem_f32_3
    %iter_15 = cute.get_iter(%div_13) : !memref_gmem_f32_3
    %lay_16 = cute.get_layout(%div_13) : !memref_gmem_f32_3
    cute.print("{} {} {}\0A", %lay_6, %lay_11, %lay_16) : !cute.layout<"(16,32):(256,1)">, !cute.layout<"(16,32):(256,1)">, !cute.layout<"((8,?),(8,32)):((256,2048),(1,8))">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

