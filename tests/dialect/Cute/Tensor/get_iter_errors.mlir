// The CuTe DSL 4.8.1's cute.get_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.get_iter' op operand #0 must be !cute.memref or !cute.coord_tensor}}
  %p = cute.get_iter(%a0) : !cute.ptr<f32, gmem, align<16>>
  func.return
}
