// extension-ops.md, cute.complement (paper §5.4.3, Table 7): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// Table 7 (CuTe's coalesced form of (2,1):(4,64))
// CHECK-LABEL: func.func @f0
// CHECK: cute.complement(%x) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"2:4">
// CHECK: func.return %r : !cute.layout<"2:4">
func.func @f0(%x: !cute.layout<"(4,8):(1,8)">) -> !cute.layout<"2:4"> {
  %r = cute.complement(%x) : (!cute.layout<"(4,8):(1,8)">) -> !cute.layout<"2:4">
  func.return %r : !cute.layout<"2:4">
}
// The DSL 4.8.1 rejects this chunk: 'cute.complement' op expected 2 operands, but found 1

// -----

// Table 7: nothing is missing
// CHECK-LABEL: func.func @f1
// CHECK: cute.complement(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"1:0">
// CHECK: func.return %r : !cute.layout<"1:0">
func.func @f1(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"1:0"> {
  %r = cute.complement(%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"1:0">
  func.return %r : !cute.layout<"1:0">
}
// The DSL 4.8.1 rejects this chunk: 'cute.complement' op expected 2 operands, but found 1

// -----

// with a shape cotarget: its size
// CHECK-LABEL: func.func @f2
// CHECK: cute.complement(%x, %c) : (!cute.layout<"4:2">, !cute.shape<"(4,6)">) -> !cute.layout<"(2,3):(1,8)">
// CHECK: func.return %r : !cute.layout<"(2,3):(1,8)">
func.func @f2(%x: !cute.layout<"4:2">, %c: !cute.shape<"(4,6)">) -> !cute.layout<"(2,3):(1,8)"> {
  %r = cute.complement(%x, %c) : (!cute.layout<"4:2">, !cute.shape<"(4,6)">) -> !cute.layout<"(2,3):(1,8)">
  func.return %r : !cute.layout<"(2,3):(1,8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.complement(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"4:2">, !cute.shape<"(4,6)">) -> !cute.layout<"(2,3):(1,8)">

// -----

// with a layout cotarget: its cosize
// CHECK-LABEL: func.func @f3
// CHECK: cute.complement(%x, %c) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(12,10):(1,12)">) -> !cute.layout<"10:12">
// CHECK: func.return %r : !cute.layout<"10:12">
func.func @f3(%x: !cute.layout<"(3,4):(4,1)">, %c: !cute.layout<"(12,10):(1,12)">) -> !cute.layout<"10:12"> {
  %r = cute.complement(%x, %c) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(12,10):(1,12)">) -> !cute.layout<"10:12">
  func.return %r : !cute.layout<"10:12">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.complement(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(12,10):(1,12)">) -> !cute.layout<"10:12">

// -----

// a coordinate codomain (Table 7, corrected)
// CHECK-LABEL: func.func @f4
// CHECK: cute.complement(%x) : (!cute.layout<"(4,8):(1@0,1@1)">) -> !cute.layout<"(1,1):(4@0,8@1)">
// CHECK: func.return %r : !cute.layout<"(1,1):(4@0,8@1)">
func.func @f4(%x: !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.layout<"(1,1):(4@0,8@1)"> {
  %r = cute.complement(%x) : (!cute.layout<"(4,8):(1@0,1@1)">) -> !cute.layout<"(1,1):(4@0,8@1)">
  func.return %r : !cute.layout<"(1,1):(4@0,8@1)">
}
// The DSL 4.8.1 rejects this chunk: 'cute.complement' op expected 2 operands, but found 1
