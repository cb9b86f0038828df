// extension-ops.md, cute.left_inverse (paper §5.4.3, Table 6): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// (4,8):(1,4) -> 32:1
// CHECK-LABEL: func.func @f0
// CHECK: cute.left_inverse(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
// CHECK: func.return %r : !cute.layout<"32:1">
func.func @f0(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1"> {
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  func.return %r : !cute.layout<"32:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.left_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">

// -----

// (4,8):(8,1) -> (8,4):(4,1)
// CHECK-LABEL: func.func @f1
// CHECK: cute.left_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
// CHECK: func.return %r : !cute.layout<"(8,4):(4,1)">
func.func @f1(%x: !cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)"> {
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
  func.return %r : !cute.layout<"(8,4):(4,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.left_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">

// -----

// (4,8):(1,5) -> (5,8):(1,4)
// CHECK-LABEL: func.func @f2
// CHECK: cute.left_inverse(%x) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"(5,8):(1,4)">
// CHECK: func.return %r : !cute.layout<"(5,8):(1,4)">
func.func @f2(%x: !cute.layout<"(4,8):(1,5)">) -> !cute.layout<"(5,8):(1,4)"> {
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"(5,8):(1,4)">
  func.return %r : !cute.layout<"(5,8):(1,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.left_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,5)">) -> !cute.layout<"(5,8):(1,4)">

// -----

// (3,7,5):(5,15,1) -> (5,21):(21,1)
// CHECK-LABEL: func.func @f3
// CHECK: cute.left_inverse(%x) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">
// CHECK: func.return %r : !cute.layout<"(5,21):(21,1)">
func.func @f3(%x: !cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)"> {
  %r = cute.left_inverse(%x) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">
  func.return %r : !cute.layout<"(5,21):(21,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.left_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(3,7,5):(5,15,1)">) -> !cute.layout<"(5,21):(21,1)">

// -----

// (4,(4,2)):(1@1,(1@0,6@1)) -> (4,(6,2)):(4,(1,16))
// CHECK-LABEL: func.func @f4
// CHECK: cute.left_inverse(%x) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,(6,2)):(4,(1,16))">
// CHECK: func.return %r : !cute.layout<"(4,(6,2)):(4,(1,16))">
func.func @f4(%x: !cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,(6,2)):(4,(1,16))"> {
  %r = cute.left_inverse(%x) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,(6,2)):(4,(1,16))">
  func.return %r : !cute.layout<"(4,(6,2)):(4,(1,16))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.left_inverse(%{{[^ ,)]+}}) : (!cute.layout<"(4,(4,2)):(1@1,(1@0,6@1))">) -> !cute.layout<"(4,(6,2)):(4,(1,16))">
