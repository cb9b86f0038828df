// The CuTe DSL 4.8.1's cute.memref.load: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.coord<"?">) {
  // expected-error@+1 {{'cute.memref.load' op operand #0 must be A memory reference type that represents a tensor view with an iterator and layout or Cute coord_tensor type, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %x = cute.memref.load(%a0, %a1) : (!cute.ptr<f32, gmem, align<16>>, !cute.coord<"?">) -> f32
  func.return
}
