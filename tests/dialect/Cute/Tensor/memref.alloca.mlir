// The CuTe DSL 4.8.1's cute.memref.alloca: a register tensor.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @memref_alloca
// CHECK: %r = cute.memref.alloca(%a0) : !cute.memref<f32, rmem, "(4,2):(1,4)">
// CHECK: %s = cute.memref.alloca() {smem.partition_id = 1 : i32} : !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @memref_alloca(%a0: !cute.layout<"(4,2):(1,4)">) {
  %r = cute.memref.alloca(%a0) : !cute.memref<f32, rmem, "(4,2):(1,4)">
  %s = cute.memref.alloca() {smem.partition_id = 1 : i32} : !cute.memref<f32, rmem, "(4,2):(1,4)">
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.memref.alloca(%{{[^ ,)]+}}) : !cute.memref<f32, rmem, "(4,2):(1,4)">
// DSL: cute.memref.alloca() {smem.partition_id = 1 : i32} : !cute.memref<f32, rmem, "(4,2):(1,4)">
