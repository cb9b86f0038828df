// The CuTe DSL 4.8.1's cute.gemm: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a3: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.gemm' op operand #0 must be}}
  cute.gemm(%a0, %a1, %a2, %a3, %a1) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
