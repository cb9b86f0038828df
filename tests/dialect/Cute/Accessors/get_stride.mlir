// Seed 000 / 003, cute.get_stride: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @get_stride
func.func @get_stride(%l: !cute.layout<"(4,8):(1,4)">, %b: !cute.layout<"(2,3):(1@0,1@1)">, %d: !cute.layout<"(2,3):(?{i64}@0,?@1)">) {
  // Plain integer strides
  // CHECK: cute.get_stride(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
  %s0 = cute.get_stride(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
  // Scaled-basis strides — preserved verbatim
  // CHECK: cute.get_stride(%b) : !cute.layout<"(2,3):(1@0,1@1)"> -> !cute.stride<"(1@0,1@1)">
  %s1 = cute.get_stride(%b)
          : !cute.layout<"(2,3):(1@0,1@1)"> -> !cute.stride<"(1@0,1@1)">
  // Dynamic strides and dynamic basis scales
  // CHECK: cute.get_stride(%d) : !cute.layout<"(2,3):(?{i64}@0,?@1)"> -> !cute.stride<"(?{i64}@0,?@1)">
  %s2 = cute.get_stride(%d) : !cute.layout<"(2,3):(?{i64}@0,?@1)"> -> !cute.stride<"(?{i64}@0,?@1)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_stride(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.stride<"(1,4)">
// DSL: cute.get_stride(%{{[^ ,)]+}}) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.stride<"(1@0,1@1)">
// DSL: cute.get_stride(%{{[^ ,)]+}}) : (!cute.layout<"(2,3):(?{i64}@0,?@1)">) -> !cute.stride<"(?{i64}@0,?@1)">
