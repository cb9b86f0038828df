// The CuTe DSL 4.8.1's cute.make_tiled_copy: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute_nvgpu.atom.universal_copy<f16>) {
  // expected-error@+1 {{expects the atom '!cute_nvgpu.atom.universal_copy<f32>' of the result}}
  %t = cute.make_tiled_copy(%a0) : (!cute_nvgpu.atom.universal_copy<f16>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
  func.return
}
