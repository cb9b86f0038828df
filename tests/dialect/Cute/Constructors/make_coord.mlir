// Seed 000, cute.make_coord: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s

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

// -----

// i64 leaves, and a scalar coord filling a '?' slot.
// CHECK-LABEL: func.func @nested
// CHECK: cute.make_coord(%k, %s) : (i64, !cute.coord<"?">) -> !cute.coord<"(?{i64},(_,?))">
func.func @nested(%k: i64, %s: !cute.coord<"?">) {
  %c = cute.make_coord(%k, %s) : (i64, !cute.coord<"?">) -> !cute.coord<"(?{i64},(_,?))">
  func.return
}
