// The CuTe DSL 4.8.1's cute.prefetch: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">) {
  // expected-error@+1 {{'cute.prefetch' op operand #0 must be}}
  cute.prefetch(%a0, %a1) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">)
  func.return
}
