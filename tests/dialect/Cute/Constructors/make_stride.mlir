// Seed 000, cute.make_stride: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_stride
// CHECK: cute.make_stride() : () -> !cute.stride<"(1,4)">
// CHECK: cute.make_stride(%s) : (i32) -> !cute.stride<"?">
// CHECK: cute.make_stride(%s) : (i32) -> !cute.stride<"?@0">
// CHECK: cute.make_stride() : () -> !cute.stride<"4@0">
func.func @make_stride(%s: i32) {
  %d0 = cute.make_stride() : () -> !cute.stride<"(1,4)">
  %d1 = cute.make_stride(%s) : (i32) -> !cute.stride<"?">
  %d2 = cute.make_stride(%s) : (i32) -> !cute.stride<"?@0">
  %d3 = cute.make_stride() : () -> !cute.stride<"4@0">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_stride() : () -> !cute.stride<"(1,4)">
// DSL: cute.make_stride(%{{[^ ,)]+}}) : (i32) -> !cute.stride<"?">
// DSL: cute.make_stride(%{{[^ ,)]+}}) : (i32) -> !cute.stride<"?@0">
// DSL: cute.make_stride() : () -> !cute.stride<"4@0">

// -----

// CHECK-LABEL: func.func @mixed
// CHECK: cute.make_stride(%a, %b) : (i64, i32) -> !cute.stride<"(0,?{i64}@1@0,(16,?))">
func.func @mixed(%a: i64, %b: i32) {
  %d = cute.make_stride(%a, %b) : (i64, i32) -> !cute.stride<"(0,?{i64}@1@0,(16,?))">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_stride(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i64, i32) -> !cute.stride<"(0,?{i64}@1@0,(16,?))">
