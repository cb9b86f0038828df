// The CuTe DSL 4.8.1's cute.get_iter: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.get_iter' op operand #0 must be !cute.memref or !cute.coord_tensor}}
  %p = cute.get_iter(%a0) : !cute.ptr<f32, gmem, align<16>>
  func.return
}

// -----

func.func @wrong_iterator(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">) {
  // expected-error@+1 {{'cute.get_iter' op failed to verify that result type should match the iterator type of the source}}
  %p = "cute.get_iter"(%a0) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">) -> !cute.ptr<f16, gmem>
  func.return
}
