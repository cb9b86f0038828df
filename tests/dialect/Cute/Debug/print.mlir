// Seed 000, cute.print: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @print
// CHECK: cute.print(%x) : !cute.layout<"(2,3):(1,2)">
// CHECK: cute.print(%y) : !cute.stride<"?">
// CHECK: cute.print(%z) : !cute.tile<"[_;4:1]"> {tag = "t"}
func.func @print(%x: !cute.layout<"(2,3):(1,2)">, %y: !cute.stride<"?">, %z: !cute.tile<"[_;4:1]">) {
  cute.print(%x) : !cute.layout<"(2,3):(1,2)">
  cute.print(%y) : !cute.stride<"?">
  cute.print(%z) : !cute.tile<"[_;4:1]"> {tag = "t"}
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.print(%{{[^ ,)]+}}) : !cute.layout<"(2,3):(1,2)">
// DSL: cute.print(%{{[^ ,)]+}}) : !cute.stride<"?">
// DSL: cute.print(%{{[^ ,)]+}}) {tag = "t"} : !cute.tile<"[_;4:1]">

// -----

// cute.print writes, so --cute-fold-static keeps it (and what it prints).
// RUN: cute-opt %s -split-input-file --cute-fold-static | filecheck %s --check-prefix=FOLD
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// FOLD-LABEL: func.func @kept
// FOLD: %[[S:.*]] = cute.static : !cute.int_tuple<"12">
// FOLD: cute.print(%[[S]]) : !cute.int_tuple<"12">
func.func @kept(%s: !cute.shape<"(4,3)">) {
  %l = cute.static : !cute.layout<"(4,3):(1,4)">
  %n = cute.size (%l) : (!cute.layout<"(4,3):(1,4)">) -> !cute.int_tuple<"12">
  cute.print(%n) : !cute.int_tuple<"12">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"(4,3):(1,4)">
// DSL: cute.size(%{{[^ ,)]+}}) : (!cute.layout<"(4,3):(1,4)">) -> !cute.int_tuple<"12">
// DSL: cute.print(%{{[^ ,)]+}}) : !cute.int_tuple<"12">
