// The CuTe DSL 4.8.1's cute.tiled.copy.retile: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.tiled.copy.retile' op operand #0 must be Tiled copy atom type. or Tiled copy V2 atom type., but got '!cute.memref<f32, rmem, "(4,2):(1,4)">'}}
  %r = cute.tiled.copy.retile(%a0, %a1) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
