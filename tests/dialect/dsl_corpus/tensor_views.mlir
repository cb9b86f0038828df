!memref_gmem_f32 = !cute.memref<f32, gmem, align<16>, "(128,256):(1,128)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, align<16>, "((16,32),(8,8)):((1,128),(16,4096))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, align<16>, "(16,32):(1,128)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, align<16>, "((8,16),(8,32)):((1,8),(128,1024))">
module attributes {gpu.container_module} {
  func.func @cutlass_tensor_views_FakeTensorFloat321282561128(%arg0: !memref_gmem_f32) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f32
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_f32
    %lay = cute.get_layout(%arg0) : !memref_gmem_f32
    %sz = cute.size(%arg0) : (!memref_gmem_f32) -> !cute.int_tuple<"32768">
    %e0 = cute.get_leaves(%sz) : !cute.int_tuple<"32768">
    %c32768_i32 = arith.constant 32768 : i32
    cute.print("{} {}\0A", %lay, %c32768_i32) : !cute.layout<"(128,256):(1,128)">, i32
    %0 = cute.get_shape(%lay) : (!cute.layout<"(128,256):(1,128)">) -> !cute.shape<"(128,256)">
    %e0_1, %e1 = cute.get_leaves(%0) : !cute.shape<"(128,256)">
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
    cute.print("{} {} {}\0A", %lay_6, %lay_11, %lay_16) : !cute.layout<"(16,32):(1,128)">, !cute.layout<"(16,32):(1,128)">, !cute.layout<"((8,16),(8,32)):((1,8),(128,1024))">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

