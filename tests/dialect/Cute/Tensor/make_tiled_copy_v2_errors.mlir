// The CuTe DSL 4.8.1's cute.make_tiled_copy_v2: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute_nvgpu.atom.universal_copy<f32>) {
  // expected-error@+1 {{result #0 must be !cute.tiled_copy}}
  %t = cute.make_tiled_copy_v2(%a0) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
