// Seed 000, cute.make_coord: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_coord
// CHECK: cute.make_coord() : () -> !cute.coord<"(1,2)">
// CHECK: cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
// CHECK: cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
func.func @make_coord(%i: i32, %j: i32) {
  %c0 = cute.make_coord() : () -> !cute.coord<"(1,2)">
  %c1 = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %c2 = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_coord() : () -> !cute.coord<"(1,2)">
// DSL: cute.make_coord(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32) -> !cute.coord<"(?,?)">
// DSL: cute.make_coord(%{{[^ ,)]+}}) : (i32) -> !cute.coord<"(?,_)">

// -----

// i64 leaves, and a scalar coord filling a '?' slot.
// CHECK-LABEL: func.func @nested
// CHECK: cute.make_coord(%k, %s) : (i64, !cute.coord<"?">) -> !cute.coord<"(?{i64},(_,?))">
func.func @nested(%k: i64, %s: !cute.coord<"?">) {
  %c = cute.make_coord(%k, %s) : (i64, !cute.coord<"?">) -> !cute.coord<"(?{i64},(_,?))">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.make_coord' op operand #1 must be variadic of i32, i64 or Constrained integer, but got '!cute.coord<"?">'
