// The CuTe DSL 4.8.1's cute.recast_iter: a pointer to another element type.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @recast_iter
// CHECK: %p = cute.recast_iter(%a0) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
func.func @recast_iter(%a0: !cute.ptr<i8, smem, align<16>>) {
  %p = cute.recast_iter(%a0) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.recast_iter(%{{[^ ,)]+}}) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>

// -----

// a generic pointer may be recast into an address space (NVIDIA's check: the same space,
// or one of them generic)
// CHECK-LABEL: func.func @from_generic
// CHECK: %p = cute.recast_iter(%a0) : !cute.ptr<i8, generic, align<16>> to !cute.ptr<f32, gmem, align<16>>
func.func @from_generic(%a0: !cute.ptr<i8, generic, align<16>>) {
  %p = cute.recast_iter(%a0) : !cute.ptr<i8, generic, align<16>> to !cute.ptr<f32, gmem, align<16>>
  func.return
}
// DSL: cute.recast_iter(%{{[^ ,)]+}}) : !cute.ptr<i8, generic, align<16>> to !cute.ptr<f32, gmem, align<16>>
