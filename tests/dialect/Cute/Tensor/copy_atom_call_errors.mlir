// The CuTe DSL 4.8.1's cute.copy_atom_call: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @bad(%a0: !cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.copy_atom_call' op operand #0 must be}}
  cute.copy_atom_call(%a0, %a1, %a2) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,1024)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
