// The CuTe DSL 4.8.1's cute.mma_atom_call: one MMA atom call (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @mma_atom_call
// CHECK: cute.mma_atom_call(%a0, %a1, [%a2, %a3], [%a2, %a3], %a1) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
func.func @mma_atom_call(%a0: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a2: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a3: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  cute.mma_atom_call(%a0, %a1, [%a2, %a3], [%a2, %a3], %a1) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(4,2):(1,4)">)
  func.return
}
// The DSL 4.8.1 rejects it: expected ')'
// DSL: builtin.module
