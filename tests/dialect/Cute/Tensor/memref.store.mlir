// The CuTe DSL 4.8.1's cute.memref.store: store an element.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @memref_store
// CHECK: cute.memref.store(%a0, %a1, %a2) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.coord<"?">, f32) -> ()
func.func @memref_store(%a0: !cute.memref<f32, rmem, "(4,2):(1,4)">, %a1: !cute.coord<"?">, %a2: f32) {
  cute.memref.store(%a0, %a1, %a2) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.coord<"?">, f32) -> ()
  func.return
}
// The DSL 4.8.1 spelling (NVIDIA's MLIR prints the same types through aliases, !memref_gmem_f32 ...):
// DSL: cute.memref.store(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.memref<f32, rmem, "(4,2):(1,4)">, !cute.coord<"?">, f32) -> ()
