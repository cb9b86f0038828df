// The CuTe DSL 4.8.1's cute.local_tile: CuTe local_tile: the tile of a tensor at a coordinate.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @local_tile
// CHECK: %t = cute.local_tile(%a0, %a1, %a2, "(1,_,1)") : (!cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.memref<f32, gmem, align<16>, "(128,8,32):(256,1,8)">
func.func @local_tile(%a0: !cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">, %a1: !cute.tile<"[128:1;128:1;8:1]">, %a2: !cute.coord<"(?,?,_)">) {
  %t = cute.local_tile(%a0, %a1, %a2, "(1,_,1)") : (!cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.memref<f32, gmem, align<16>, "(128,8,32):(256,1,8)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.local_tile(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, "(1,_,1)") : (!cute.memref<f32, gmem, align<16>, "(1024,256):(256,1)">, !cute.tile<"[128:1;128:1;8:1]">, !cute.coord<"(?,?,_)">) -> !cute.memref<f32, gmem, align<16>, "(128,8,32):(256,1,8)">
