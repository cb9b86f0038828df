// The CuTe DSL 4.8.1's cute.mma_atom_call: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a3: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.mma_atom_call' op operand #0 must be}}
  cute.mma_atom_call(%a0, %a1, %a2, %a3, %a1) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
