// Seed 000, cute.static: examples, one per kind.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @static
// CHECK: cute.static : !cute.layout<"(2,3):(1,2)">
// CHECK: cute.static : !cute.stride<"(1,4)">
// CHECK: cute.static : !cute.shape<"5">
// CHECK: cute.static : !cute.int_tuple<"(1,(2,3))">
// CHECK: cute.static : !cute.coord<"(_,1)">
// CHECK: cute.static : !cute.swizzle<"S<3,5,4>">
// CHECK: cute.static : !cute.composed_layout<"(8,4):(1,8)">
// CHECK: cute.static : !cute.tile<"[(2,3):(1,2);_]">
func.func @static() {
  %0 = cute.static : !cute.layout<"(2,3):(1,2)">
  %1 = cute.static : !cute.stride<"(1,4)">
  %2 = cute.static : !cute.shape<"5">
  %3 = cute.static : !cute.int_tuple<"(1,(2,3))">
  %4 = cute.static : !cute.coord<"(_,1)">
  %5 = cute.static : !cute.swizzle<"S<3,5,4>">
  %6 = cute.static : !cute.composed_layout<"S<0,4,3> o 0 o (8,4):(1,8)">
  %7 = cute.static : !cute.tile<"[(2,3):(1,2);_]">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"(2,3):(1,2)">
// DSL: cute.static : !cute.stride<"(1,4)">
// DSL: cute.static : !cute.shape<"5">
// DSL: cute.static : !cute.int_tuple<"(1,(2,3))">
// DSL: cute.static : !cute.coord<"(_,1)">
// DSL: cute.static : !cute.swizzle<"S<3,5,4>">
// DSL: cute.static : !cute.composed_layout<"(8,4):(1,8)">
// DSL: cute.static : !cute.tile<"[(2,3):(1,2);_]">

// -----

// Blanks in the parameter are tolerated; printing is canonical.
// CHECK-LABEL: func.func @canonical
// CHECK: cute.static : !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
func.func @canonical() {
  %0 = cute.static : !cute.layout<"( (2, 3), 4 ) : ((1@0@0, 1@1@0), 1@1)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.static : !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
