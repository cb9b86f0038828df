// extension-ops.md, cute.logical_product: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// paper §5.5.1: A ⊗ B = (A, A* o B)
// CHECK-LABEL: func.func @f0
// CHECK: cute.logical_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
// CHECK: func.return %r : !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
func.func @f0(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))"> {
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
  func.return %r : !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_product(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">

// -----

// CuTe guide: (2,2):(4,1) ⊗ 6:1
// CHECK-LABEL: func.func @f1
// CHECK: cute.logical_product(%a, %b) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
// CHECK: func.return %r : !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
func.func @f1(%a: !cute.layout<"(2,2):(4,1)">, %b: !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))"> {
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  func.return %r : !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_product(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">

// -----

// a composed lhs keeps its A
// CHECK-LABEL: func.func @f2
// CHECK: cute.logical_product(%a, %b) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,2):(1,2)">, !cute.layout<"4:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">
// CHECK: func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">
func.func @f2(%a: !cute.composed_layout<"S<1,2,3> o 0 o (2,2):(1,2)">, %b: !cute.layout<"4:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)"> {
  %r = cute.logical_product(%a, %b) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,2):(1,2)">, !cute.layout<"4:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">
  func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.logical_product(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,2):(1,2)">, !cute.layout<"4:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">
