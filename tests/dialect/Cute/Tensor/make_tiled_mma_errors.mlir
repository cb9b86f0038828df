// The CuTe DSL 4.8.1's cute.make_tiled_mma: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) {
  // expected-error@+1 {{'cute.make_tiled_mma' op result #0 must be Tiled MMA atom type., but got '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>'}}
  %t = cute.make_tiled_mma(%a0) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
  func.return
}
