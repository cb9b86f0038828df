// Seed 000, cute.make_shape: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_shape
// CHECK: cute.make_shape() : () -> !cute.shape<"(128,64)">
// CHECK: cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK: cute.make_shape(%m) : (i32) -> !cute.shape<"(?,64)">
func.func @make_shape(%m: i32, %n: i32) {
  %s0 = cute.make_shape() : () -> !cute.shape<"(128,64)">
  %s1 = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %s2 = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,64)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_shape() : () -> !cute.shape<"(128,64)">
// DSL: cute.make_shape(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32) -> !cute.shape<"(?,?)">
// DSL: cute.make_shape(%{{[^ ,)]+}}) : (i32) -> !cute.shape<"(?,64)">

// -----

// CHECK-LABEL: func.func @sub_shape
// CHECK: cute.make_shape(%s, %k) : (!cute.shape<"?">, i64) -> !cute.shape<"((?,4),?{i64})">
func.func @sub_shape(%s: !cute.shape<"?">, %k: i64) {
  %r = cute.make_shape(%s, %k) : (!cute.shape<"?">, i64) -> !cute.shape<"((?,4),?{i64})">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.make_shape' op operand #0 must be variadic of i32, i64 or Constrained integer, but got '!cute.shape<"?">'
