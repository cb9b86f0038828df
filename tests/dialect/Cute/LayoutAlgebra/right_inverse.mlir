// extension-ops.md, cute.right_inverse (paper §5.4.1, Table 5): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// (4,8):(1,4) -> 32:1
// CHECK-LABEL: func.func @f0
// CHECK: cute.right_inverse(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
// CHECK: func.return %r : !cute.layout<"32:1">
func.func @f0(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1"> {
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  func.return %r : !cute.layout<"32:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.right_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">

// -----

// (4,8):(8,1) -> (8,4):(4,1)
// CHECK-LABEL: func.func @f1
// CHECK: cute.right_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
// CHECK: func.return %r : !cute.layout<"(8,4):(4,1)">
func.func @f1(%x: !cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)"> {
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
  func.return %r : !cute.layout<"(8,4):(4,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.right_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">

// -----

// (4,8):(1,5) -> 4:1
// CHECK-LABEL: func.func @f2
// CHECK: cute.right_inverse(%x) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1">
// CHECK: func.return %r : !cute.layout<"4:1">
func.func @f2(%x: !cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1"> {
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1">
  func.return %r : !cute.layout<"4:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.right_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"4:1">

// -----

// (3,7,5):(5,15,1) -> (5,21):(21,1)
// CHECK-LABEL: func.func @f3
// CHECK: cute.right_inverse(%x) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">
// CHECK: func.return %r : !cute.layout<"(5,21):(21,1)">
func.func @f3(%x: !cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)"> {
  %r = cute.right_inverse(%x) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">
  func.return %r : !cute.layout<"(5,21):(21,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.right_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">

// -----

// (4,(4,2)):(1@1,(1@0,6@1)) -> (4,4):(4,1)
// CHECK-LABEL: func.func @f4
// CHECK: cute.right_inverse(%x) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,4):(4,1)">
// CHECK: func.return %r : !cute.layout<"(4,4):(4,1)">
func.func @f4(%x: !cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,4):(4,1)"> {
  %r = cute.right_inverse(%x) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,4):(4,1)">
  func.return %r : !cute.layout<"(4,4):(4,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.right_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,4):(4,1)">
