// extension-ops.md, cute.flatten: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// a layout
// CHECK-LABEL: func.func @f0
// CHECK: cute.flatten(%x) : (!cute.layout<"((2,2),(4,2)):((1,8),(2,16))">) -> !cute.layout<"(2,2,4,2):(1,8,2,16)">
// CHECK: func.return %r : !cute.layout<"(2,2,4,2):(1,8,2,16)">
func.func @f0(%x: !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">) -> !cute.layout<"(2,2,4,2):(1,8,2,16)"> {
  %r = cute.flatten(%x) : (!cute.layout<"((2,2),(4,2)):((1,8),(2,16))">) -> !cute.layout<"(2,2,4,2):(1,8,2,16)">
  func.return %r : !cute.layout<"(2,2,4,2):(1,8,2,16)">
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.flatten' is unknown

// -----

// dynamic leaves
// CHECK-LABEL: func.func @f1
// CHECK: cute.flatten(%x) : (!cute.layout<"((?,2),8):((1,?),16)">) -> !cute.layout<"(?,2,8):(1,?,16)">
// CHECK: func.return %r : !cute.layout<"(?,2,8):(1,?,16)">
func.func @f1(%x: !cute.layout<"((?,2),8):((1,?),16)">) -> !cute.layout<"(?,2,8):(1,?,16)"> {
  %r = cute.flatten(%x) : (!cute.layout<"((?,2),8):((1,?),16)">) -> !cute.layout<"(?,2,8):(1,?,16)">
  func.return %r : !cute.layout<"(?,2,8):(1,?,16)">
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.flatten' is unknown

// -----

// a shape keeps its kind
// CHECK-LABEL: func.func @f2
// CHECK: cute.flatten(%x) : (!cute.shape<"(4,(2,(3,5)))">) -> !cute.shape<"(4,2,3,5)">
// CHECK: func.return %r : !cute.shape<"(4,2,3,5)">
func.func @f2(%x: !cute.shape<"(4,(2,(3,5)))">) -> !cute.shape<"(4,2,3,5)"> {
  %r = cute.flatten(%x) : (!cute.shape<"(4,(2,(3,5)))">) -> !cute.shape<"(4,2,3,5)">
  func.return %r : !cute.shape<"(4,2,3,5)">
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.flatten' is unknown

// -----

// a tile
// CHECK-LABEL: func.func @f3
// CHECK: cute.flatten(%x) : (!cute.tile<"[2:1;[3:1;_]]">) -> !cute.tile<"[2:1;3:1;_]">
// CHECK: func.return %r : !cute.tile<"[2:1;3:1;_]">
func.func @f3(%x: !cute.tile<"[2:1;[3:1;_]]">) -> !cute.tile<"[2:1;3:1;_]"> {
  %r = cute.flatten(%x) : (!cute.tile<"[2:1;[3:1;_]]">) -> !cute.tile<"[2:1;3:1;_]">
  func.return %r : !cute.tile<"[2:1;3:1;_]">
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.flatten' is unknown

// -----

// a composed layout flattens B
// CHECK-LABEL: func.func @f4
// CHECK: cute.flatten(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">) -> !cute.composed_layout<"S<1,2,3> o 0 o (2,2,4):(1,2,4)">
// CHECK: func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o (2,2,4):(1,2,4)">
func.func @f4(%x: !cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">) -> !cute.composed_layout<"S<1,2,3> o 0 o (2,2,4):(1,2,4)"> {
  %r = cute.flatten(%x) : (!cute.composed_layout<"S<1,2,3> o 0 o ((2,2),4):((1,2),4)">) -> !cute.composed_layout<"S<1,2,3> o 0 o (2,2,4):(1,2,4)">
  func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o (2,2,4):(1,2,4)">
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.flatten' is unknown
