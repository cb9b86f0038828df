// The CuTe DSL 4.8.1's cute.tiled.copy.partition_S: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a2: !cute.coord<"?">) {
  // expected-error@+1 {{'cute.tiled.copy.partition_S' op operand #0 must be Tiled copy atom type. or Tiled copy V2 atom type., but got '!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">'}}
  %s = cute.tiled.copy.partition_S(%a0, %a1, %a2) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
