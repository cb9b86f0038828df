// extension-ops.md, cute.coalesce (paper §5.2): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// paper §5.2
// CHECK-LABEL: func.func @f0
// CHECK: cute.coalesce(%x) : (!cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1">
// CHECK: func.return %r : !cute.layout<"12:1">
func.func @f0(%x: !cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1"> {
  %r = cute.coalesce(%x) : (!cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1">
  func.return %r : !cute.layout<"12:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.coalesce(%{{[^ ,)]+}}) : (!cute.layout<"(2,(1,6)):(1,(6,2))">) -> !cute.layout<"12:1">

// -----

// paper §5.2
// CHECK-LABEL: func.func @f1
// CHECK: cute.coalesce(%x) : (!cute.layout<"((4,3),5):((15,1),3)">) -> !cute.layout<"(4,15):(15,1)">
// CHECK: func.return %r : !cute.layout<"(4,15):(15,1)">
func.func @f1(%x: !cute.layout<"((4,3),5):((15,1),3)">) -> !cute.layout<"(4,15):(15,1)"> {
  %r = cute.coalesce(%x) : (!cute.layout<"((4,3),5):((15,1),3)">) -> !cute.layout<"(4,15):(15,1)">
  func.return %r : !cute.layout<"(4,15):(15,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.coalesce(%{{[^ ,)]+}}) : (!cute.layout<"((4,3),5):((15,1),3)">) -> !cute.layout<"(4,15):(15,1)">

// -----

// by mode with a target profile (eq. 5)
// CHECK-LABEL: func.func @f2
// CHECK: cute.coalesce(%x, %p) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)">
// CHECK: func.return %r : !cute.layout<"(2,6):(1,2)">
func.func @f2(%x: !cute.layout<"(2,(1,6)):(1,(6,2))">, %p: !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)"> {
  %r = cute.coalesce(%x, %p) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)">
  func.return %r : !cute.layout<"(2,6):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.coalesce(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(2,(1,6)):(1,(6,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(2,6):(1,2)">

// -----

// a composed layout coalesces B
// CHECK-LABEL: func.func @f3
// CHECK: cute.coalesce(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4):(1,2)">) -> !cute.composed_layout<"S<1,2,3> o 0 o 8:1">
// CHECK: func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o 8:1">
func.func @f3(%x: !cute.composed_layout<"S<1,2,3> o 0 o (2,4):(1,2)">) -> !cute.composed_layout<"S<1,2,3> o 0 o 8:1"> {
  %r = cute.coalesce(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4):(1,2)">) -> !cute.composed_layout<"S<1,2,3> o 0 o 8:1">
  func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o 8:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.coalesce(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4):(1,2)">) -> !cute.composed_layout<"S<1,2,3> o 0 o 8:1">

// -----

// static only where it matters
// CHECK-LABEL: func.func @f4
// CHECK: cute.coalesce(%x) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
// CHECK: func.return %r : !cute.layout<"8:1">
func.func @f4(%x: !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1"> {
  %r = cute.coalesce(%x) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
  func.return %r : !cute.layout<"8:1">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.coalesce(%{{[^ ,)]+}}) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
