// The CuTe DSL 4.8.1's cute.memref.load_vec: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.memref.load_vec' op operand #0 must be static shape, but got '!cute.ptr<f32, gmem, align<16>>'}}
  %v = cute.memref.load_vec(%a0) : (!cute.ptr<f32, gmem, align<16>>) -> vector<8xf32>
  func.return
}
