// The CuTe DSL 4.8.1's cute.get_layout: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{expects input type implementing ViewTypeInterface, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %l = cute.get_layout(%a0) : !cute.ptr<f32, gmem, align<16>>
  func.return
}
