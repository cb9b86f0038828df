// local_tile_proj.generic.mlir with A's tile declared to step 128 columns per k-tile (its tile
// is 64 wide: the tile (128,64) of (M,K,L) at (m,_,l) steps 64@1; NVIDIA's MLIR refuses it).
"builtin.module"() ({
  "func.func"() <{function_type = (!cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, !cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, !cute.coord_tensor<"(0,0,0)", "(?,?{div=4},?):(1@1,1@0,1@2)">, i32, i32, i32) -> (), sym_name = "kernel"}> ({
  ^bb0(%arg5: !cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, %arg7: !cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, %arg9: !cute.coord_tensor<"(0,0,0)", "(?,?{div=4},?):(1@1,1@0,1@2)">, %326: i32, %329: i32, %288: i32):
    %486 = "cute.make_tile"() : () -> !cute.tile<"[128:1;256:1;64:1]">
    %487 = "cute.make_coord"(%326, %329, %288) : (i32, i32, i32) -> !cute.coord<"(?,?,_,?)">
    %489 = "cute.local_tile"(%arg5, %486, %487) <{proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;256:1;64:1]">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,64,?):(1@0,1@1,128@1)">
    %503 = "cute.local_tile"(%arg7, %486, %487) <{proj = #cute.coord<"(_,1,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?{div=8},?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;256:1;64:1]">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(?{div=256},0,?)", "(256,64,?):(1@0,1@1,64@1)">
    %517 = "cute.local_tile"(%arg9, %486, %487) <{proj = #cute.coord<"(1,1,_)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?{div=4},?):(1@1,1@0,1@2)">, !cute.tile<"[128:1;256:1;64:1]">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(?{div=256},?{div=128},?)", "(128,256):(1@1,1@0)">
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
