// Seed 000 / 003, cute.composed_get_inner: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// Affine A: result is !cute.layout
// CHECK-LABEL: func.func @affine
// CHECK: cute.composed_get_inner(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
func.func @affine(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)"> {
  %a = cute.composed_get_inner(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.layout<"(4,5):(1,4)">
  func.return %a : !cute.layout<"(4,5):(1,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_inner(%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">

// -----

// Swizzle A: result is !cute.swizzle
// CHECK-LABEL: func.func @swizzle
// CHECK: cute.composed_get_inner(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.swizzle<"S<3,5,4>">
func.func @swizzle(%cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.swizzle<"S<3,5,4>"> {
  %a = cute.composed_get_inner(%cl)
         : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
        -> !cute.swizzle<"S<3,5,4>">
  func.return %a : !cute.swizzle<"S<3,5,4>">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_inner(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.swizzle<"S<3,5,4>">

// -----

// Seed 003: from a cute.static.
// CHECK-LABEL: func.func @from_static
// CHECK: cute.composed_get_inner(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
func.func @from_static() {
  %cl = cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// DSL: cute.composed_get_inner(%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">
