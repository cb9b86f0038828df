// The CuTe DSL 4.8.1's cute.copy.make_fragment: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, %a1: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.copy.make_fragment' op operand #1 must be A memory reference type that represents a tensor view with an iterator and layout or CuTe Layout Type or Cute shape type, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %f = cute.copy.make_fragment D (%a0, %a1) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>, !cute.ptr<f32, gmem, align<16>>) -> !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
