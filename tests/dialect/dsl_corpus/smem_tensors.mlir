!memref_gmem_f16 = !cute.memref<f16, gmem, align<16>, "(128,128):(128,1)">
!memref_gmem_f16_1 = !cute.memref<f16, gmem, align<16>, "(32,32):(128,1)">
module attributes {gpu.container_module} {
  func.func @cutlass_smem_tensors_FakeTensorFloat161281281281(%arg0: !memref_gmem_f16) -> i32 attributes {llvm.emit_c_interface} {
    %iter = cute.get_iter(%arg0) : !memref_gmem_f16
    %iter_0 = cute.get_iter(%arg0) : !memref_gmem_f16
    %0 = cute.static : !cute.swizzle<"S<2,2,3>">
    %shape = cute.make_shape() : () -> !cute.shape<"(8,32)">
    %stride = cute.make_stride() : () -> !cute.stride<"(32,1)">
    %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,32):(32,1)">
    %1 = cute.get_stride(%lay) : (!cute.layout<"(8,32):(32,1)">) -> !cute.stride<"(32,1)">
    %e0, %e1 = cute.get_leaves(%1) : !cute.stride<"(32,1)">
    %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
    %lay_1 = cute.make_composed_layout(%0, %int_tuple, %lay) : !cute.composed_layout<"S<2,2,3> o 0 o (8,32):(32,1)">
    %shape_2 = cute.make_shape() : () -> !cute.shape<"(32,32)">
    %int_tuple_3 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
    %tile_to_shape = cute.tile_to_shape(%lay_1, %shape_2, %int_tuple_3) : (!cute.composed_layout<"S<2,2,3> o 0 o (8,32):(32,1)">, !cute.shape<"(32,32)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<2,2,3> o 0 o ((8,4),(32,1)):((32,256),(1,0))">
    %shape_4 = cute.make_shape() : () -> !cute.shape<"(4,8)">
    %stride_5 = cute.make_stride() : () -> !cute.stride<"(8,1)">
    %lay_6 = cute.make_layout(%shape_4, %stride_5) : !cute.layout<"(4,8):(8,1)">
    %2 = cute.recast_layout<16, 32> (%lay_6) : !cute.layout<"(4,8):(8,1)"> to !cute.layout<"(4,16):(16,1)">
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;32:1]">
    %coord = cute.make_coord() : () -> !cute.coord<"(1,0)">
    %tiled_view = cute.local_tile(%arg0, %tile, %coord) : (!memref_gmem_f16, !cute.tile<"[32:1;32:1]">, !cute.coord<"(1,0)">) -> !memref_gmem_f16_1
    %iter_7 = cute.get_iter(%tiled_view) : !memref_gmem_f16_1
    %iter_8 = cute.get_iter(%tiled_view) : !memref_gmem_f16_1
    %lay_9 = cute.get_layout(%tiled_view) : !memref_gmem_f16_1
    cute.print("{} {} {}\0A", %tile_to_shape, %2, %lay_9) : !cute.composed_layout<"S<2,2,3> o 0 o ((8,4),(32,1)):((32,256),(1,0))">, !cute.layout<"(4,16):(16,1)">, !cute.layout<"(32,32):(128,1)">
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

