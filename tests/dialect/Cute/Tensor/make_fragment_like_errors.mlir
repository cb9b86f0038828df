// The CuTe DSL 4.8.1's cute.make_fragment_like: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.make_fragment_like' op operand #0 must be}}
  %f = cute.make_fragment_like(%a0) : (!cute.ptr<f32, gmem, align<16>>) -> !cute.ptr<f32, gmem, align<16>>
  func.return
}
