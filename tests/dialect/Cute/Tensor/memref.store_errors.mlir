// The CuTe DSL 4.8.1's cute.memref.store: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.ptr<f32, gmem, align<16>>, %a1: !cute.coord<"?">, %a2: f32) {
  // expected-error@+1 {{'cute.memref.store' op operand #0 must be A memory reference type that represents a tensor view with an iterator and layout, but got '!cute.ptr<f32, gmem, align<16>>'}}
  cute.memref.store(%a0, %a1, %a2) : (!cute.ptr<f32, gmem, align<16>>, !cute.coord<"?">, f32) -> ()
  func.return
}
