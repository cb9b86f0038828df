// extension-ops.md, cute.recast_layout: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// 8-bit elements seen as 16-bit ones
// CHECK-LABEL: func.func @f0
// CHECK: cute.recast_layout<16, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(2,8):(1,2)">
// CHECK: func.return %r : !cute.layout<"(2,8):(1,2)">
func.func @f0(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(2,8):(1,2)"> {
  %r = cute.recast_layout<16, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(2,8):(1,2)">
  func.return %r : !cute.layout<"(2,8):(1,2)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.recast_layout<16, 8> (%{{[^ ,)]+}}) : !cute.layout<"(4,8):(1,4)"> to !cute.layout<"(2,8):(1,2)">

// -----

// ... as 32-bit ones
// CHECK-LABEL: func.func @f1
// CHECK: cute.recast_layout<32, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(1,8):(1,1)">
// CHECK: func.return %r : !cute.layout<"(1,8):(1,1)">
func.func @f1(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(1,8):(1,1)"> {
  %r = cute.recast_layout<32, 8> (%x) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(1,8):(1,1)">
  func.return %r : !cute.layout<"(1,8):(1,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.recast_layout<32, 8> (%{{[^ ,)]+}}) : !cute.layout<"(4,8):(1,4)"> to !cute.layout<"(1,8):(1,1)">

// -----

// 16-bit elements seen as 8-bit ones
// CHECK-LABEL: func.func @f2
// CHECK: cute.recast_layout<8, 16> (%x) : !cute.layout<"(2,8):(1,2)"> -> !cute.layout<"(4,8):(1,4)">
// CHECK: func.return %r : !cute.layout<"(4,8):(1,4)">
func.func @f2(%x: !cute.layout<"(2,8):(1,2)">) -> !cute.layout<"(4,8):(1,4)"> {
  %r = cute.recast_layout<8, 16> (%x) : !cute.layout<"(2,8):(1,2)"> -> !cute.layout<"(4,8):(1,4)">
  func.return %r : !cute.layout<"(4,8):(1,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.recast_layout<8, 16> (%{{[^ ,)]+}}) : !cute.layout<"(2,8):(1,2)"> to !cute.layout<"(4,8):(1,4)">
