// The CuTe DSL 4.8.1's cute.memref.store_vec: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: vector<8xf32>, %a1: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error@+1 {{'cute.memref.store_vec' op operand #1 must be static shape, but got '!cute.ptr<f32, gmem, align<16>>'}}
  cute.memref.store_vec(%a0, %a1) : (vector<8xf32>, !cute.ptr<f32, gmem, align<16>>) -> ()
  func.return
}
