// Seed 000, cute.make_tile: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_tile
// CHECK: cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
// CHECK: cute.make_tile() : () -> !cute.tile<"[_]">
// CHECK: cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
// CHECK: cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
// CHECK: cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
// CHECK: cute.make_tile(%m, %n, %p, %q) : (i32, i32, i32, i32) -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
func.func @make_tile(%m: i32, %n: i32, %p: i32, %q: i32) {
  // fully static — no operands
  %t0 = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
  // underscore slot — no operands
  %t1 = cute.make_tile() : () -> !cute.tile<"[_]">
  // static layout + underscore — no operands
  %t2 = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
  // one dynamic layout with 2 leaves (one shape ?, one stride ?)
  %t3 = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
  // dynamic layout + underscore (underscore contributes no leaves)
  %t4 = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  // two dynamic layouts, 2 leaves each
  %t5 = cute.make_tile(%m, %n, %p, %q) : (i32, i32, i32, i32)
          -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
// DSL: cute.make_tile() : () -> !cute.tile<"[_]">
// DSL: cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
// DSL: cute.make_tile(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
// DSL: cute.make_tile(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
// DSL: cute.make_tile(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (i32, i32, i32, i32) -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">

// -----

// A scalar int_tuple fills a leaf.
// CHECK-LABEL: func.func @sub_tuple
// CHECK: cute.make_tile(%t) : (!cute.int_tuple<"?">) -> !cute.tile<"[?:1]">
func.func @sub_tuple(%t: !cute.int_tuple<"?">) {
  %r = cute.make_tile(%t) : (!cute.int_tuple<"?">) -> !cute.tile<"[?:1]">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_tile(%{{[^ ,)]+}}) : (!cute.int_tuple<"?">) -> !cute.tile<"[?:1]">
