// The CuTe DSL 4.8.1's cute.make_atom: a copy or MMA atom.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_atom
// CHECK: %a = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
// CHECK: %b = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
func.func @make_atom() {
  %a = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
  %b = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
// DSL: cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
