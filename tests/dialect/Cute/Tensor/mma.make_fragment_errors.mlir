// The CuTe DSL 4.8.1's cute.mma.make_fragment: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %a1: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.mma.make_fragment' op operand #1 must be A memory reference type that represents a tensor view with an iterator and layout or CuTe Layout Type or Cute shape type, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %f = cute.mma.make_fragment A (%a0, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.ptr<f32, gmem, align<16>>) -> !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">
  func.return
}
