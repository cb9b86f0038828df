// The CuTe DSL 4.8.1's cute.memref.load_vec: a register tensor as a vector.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @memref_load_vec
// CHECK: %v = cute.memref.load_vec(%a0) : (!cute.memref<f32, rmem, "(4,2):(1,4)">) -> vector<8xf32>
func.func @memref_load_vec(%a0: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  %v = cute.memref.load_vec(%a0) : (!cute.memref<f32, rmem, "(4,2):(1,4)">) -> vector<8xf32>
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.memref.load_vec(%{{[^ ,)]+}}) : (!cute.memref<f32, rmem, "(4,2):(1,4)">) -> vector<8xf32>
