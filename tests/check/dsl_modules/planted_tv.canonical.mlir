!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((8,32),1):((32,2),0)">, tiler_mn = <"[32:1;8:1]">>
!memref_gmem_f32 = !cute.memref<f32, gmem, "(256,64):(1,256)">
!memref_gmem_f32_1 = !cute.memref<f32, gmem, "((32,8),(8,8)):((1,256),(32,2048))">
!memref_gmem_f32_2 = !cute.memref<f32, gmem, "(32,8):(1,256)">
!memref_gmem_f32_3 = !cute.memref<f32, gmem, "((1,1),1,1):((0,0),0,0)">
#loc2 = loc("-":7:60)
module attributes {gpu.container_module} {
  func.func @cutlass_planted_tv_FakeTensorFloat32256641256(%arg0: !memref_gmem_f32 loc("-":7:60)) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc3)
    %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32> loc(#loc4)
    %0 = cute.make_tiled_copy(%atom) : !copy_simt loc(#loc5)
    %tile = cute.make_tile() : () -> !cute.tile<"[32:1;8:1]"> loc(#loc6)
    %div = cute.zipped_divide(%arg0, %tile) : !memref_gmem_f32, !cute.tile<"[32:1;8:1]"> loc(#loc7)
    %coord = cute.make_coord() : () -> !cute.coord<"((_,_),0)"> loc(#loc8)
    %slice = cute.slice(%div, %coord) : !memref_gmem_f32_1, !cute.coord<"((_,_),0)"> loc(#loc9)
    %coord_0 = cute.make_coord() : () -> !cute.coord<"3"> loc(#loc10)
    %src_partitioned = cute.tiled.copy.partition_S(%0, %slice, %coord_0) : (!copy_simt, !memref_gmem_f32_2, !cute.coord<"3">) -> !memref_gmem_f32_3 loc(#loc11)
    %lay = cute.get_layout(%src_partitioned) : !memref_gmem_f32_3 loc(#loc12)
    cute.print("{}\0A", %lay) : !cute.layout<"((1,1),1,1):((0,0),0,0)"> loc(#loc13)
    return %c0_i32 : i32 loc(#loc14)
  } loc(#loc1)
} loc(#loc)
#loc = loc("-":6:1)
#loc1 = loc("-":7:3)
#loc3 = loc("-":32:15)
#loc4 = loc("-":10:13)
#loc5 = loc("-":15:10)
#loc6 = loc("-":19:15)
#loc7 = loc("-":20:12)
#loc8 = loc("-":23:14)
#loc9 = loc("-":24:14)
#loc10 = loc("-":27:16)
#loc11 = loc("-":28:24)
#loc12 = loc("-":30:14)
#loc13 = loc("-":31:5)
#loc14 = loc("-":33:5)

