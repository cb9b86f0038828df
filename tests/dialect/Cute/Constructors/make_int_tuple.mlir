// Seed 000, cute.make_int_tuple: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_int_tuple
// CHECK: cute.make_int_tuple() : () -> !cute.int_tuple<"4">
// CHECK: cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
// CHECK: cute.make_int_tuple(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
// CHECK: %inner = cute.make_int_tuple(%k) : (i32) -> !cute.int_tuple<"?">
// CHECK: cute.make_int_tuple(%m, %inner) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
// CHECK: cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">
func.func @make_int_tuple(%m: i32, %n: i32, %k: i32) {
  // fully static — no operands
  %t0 = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
  // scalar dynamic — one i32 leaf
  %t1 = cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
  // flat tuple, two dynamic leaves
  %t2 = cute.make_int_tuple(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  // nested sub-tuple as operand
  %inner = cute.make_int_tuple(%k) : (i32) -> !cute.int_tuple<"?">
  %t3 = cute.make_int_tuple(%m, %inner)
          : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  // fully static tuple — no operands
  %t4 = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_int_tuple() : () -> !cute.int_tuple<"4">
// DSL: cute.make_int_tuple(%{{[^ ,)]+}}) : (i32) -> !cute.int_tuple<"?">
// DSL: cute.make_int_tuple(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32) -> !cute.int_tuple<"(?,?)">
// DSL: cute.make_int_tuple(%{{[^ ,)]+}}) : (i32) -> !cute.int_tuple<"?">
// DSL: cute.make_int_tuple(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
// DSL: cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">

// -----

// CHECK-LABEL: func.func @wide
// CHECK: cute.make_int_tuple(%a, %b) : (i64, i32) -> !cute.int_tuple<"(?{i64},(7,?))">
func.func @wide(%a: i64, %b: i32) {
  %t = cute.make_int_tuple(%a, %b) : (i64, i32) -> !cute.int_tuple<"(?{i64},(7,?))">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_int_tuple(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i64, i32) -> !cute.int_tuple<"(?{i64},(7,?))">
