// Seed 000 / 003, cute.composed_get_outer: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @outer
// CHECK: cute.composed_get_outer(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(2,3):(1,2)">
func.func @outer(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)"> {
  %b = cute.composed_get_outer(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.layout<"(2,3):(1,2)">
  func.return %b : !cute.layout<"(2,3):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_outer(%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">

// -----

// CHECK-LABEL: func.func @swizzled
// CHECK: cute.composed_get_outer(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,?):(1,8)"> -> !cute.layout<"(8,?):(1,8)">
func.func @swizzled(%cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,?):(1,8)">) {
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,?):(1,8)"> -> !cute.layout<"(8,?):(1,8)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_outer(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,?):(1,8)">) -> !cute.layout<"(8,?):(1,8)">
