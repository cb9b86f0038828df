// extension-ops.md, cute.tiled_product: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// ((tiles), grids...)
// CHECK-LABEL: func.func @f0
// CHECK: cute.tiled_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
// CHECK: func.return %r : !cute.layout<"((3,4),2,5):((4,1),12,24)">
func.func @f0(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)"> {
  %r = cute.tiled_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
  func.return %r : !cute.layout<"((3,4),2,5):((4,1),12,24)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tiled_product(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
