// Seed 000, cute.make_layout: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_layout
// CHECK: cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
func.func @make_layout(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)"> {
  %l = cute.make_layout(%s, %d)
         : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  func.return %l : !cute.layout<"(?,2):(?,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(?,2):(?,4)">

// -----

// Scaled-basis strides (seed 000, layout example 2).
// CHECK-LABEL: func.func @basis
// CHECK: -> !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
func.func @basis(%s: !cute.shape<"((2,3),4)">, %d: !cute.stride<"((1@0@0,1@1@0),1@1)">) {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"((2,3),4)">, !cute.stride<"((1@0@0,1@1@0),1@1)">) -> !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_layout(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
