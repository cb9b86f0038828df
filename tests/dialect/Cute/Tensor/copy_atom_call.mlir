// The CuTe DSL 4.8.1's cute.copy_atom_call: one copy atom call (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @copy_atom_call
// CHECK: cute.copy_atom_call(%a0, %a1, %a2) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
func.func @copy_atom_call(%a0: !cute_nvgpu.atom.universal_copy<f32>, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  cute.copy_atom_call(%a0, %a1, %a2) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
// The DSL 4.8.1 rejects it: expected '->'
// DSL: builtin.module
