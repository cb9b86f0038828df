// The CuTe DSL 4.8.1's cute.memref.store_vec: store a vector into a register tensor.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @memref_store_vec
// CHECK: cute.memref.store_vec(%a0, %a1) : (vector<8xf32>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> ()
func.func @memref_store_vec(%a0: vector<8xf32>, %a1: !cute.memref<f32, rmem, "(4,2):(1,4)">) {
  cute.memref.store_vec(%a0, %a1) : (vector<8xf32>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> ()
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.memref.store_vec(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (vector<8xf32>, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> ()
