// extension-ops.md, cute.make_layout_like: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// strides ordered like the source's, compact
// CHECK-LABEL: func.func @f0
// CHECK: cute.make_layout_like(%x) : !cute.layout<"(4,8):(40,2)"> -> !cute.layout<"(4,8):(8,1)">
// CHECK: func.return %r : !cute.layout<"(4,8):(8,1)">
func.func @f0(%x: !cute.layout<"(4,8):(40,2)">) -> !cute.layout<"(4,8):(8,1)"> {
  %r = cute.make_layout_like(%x) : !cute.layout<"(4,8):(40,2)"> -> !cute.layout<"(4,8):(8,1)">
  func.return %r : !cute.layout<"(4,8):(8,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_layout_like(%{{[^ ,)]+}}) : !cute.layout<"(4,8):(40,2)"> to !cute.layout<"(4,8):(8,1)">

// -----

// a stride-0 mode stays 0
// CHECK-LABEL: func.func @f1
// CHECK: cute.make_layout_like(%x) : !cute.layout<"(4,3,2):(3,0,12)"> -> !cute.layout<"(4,3,2):(1,0,4)">
// CHECK: func.return %r : !cute.layout<"(4,3,2):(1,0,4)">
func.func @f1(%x: !cute.layout<"(4,3,2):(3,0,12)">) -> !cute.layout<"(4,3,2):(1,0,4)"> {
  %r = cute.make_layout_like(%x) : !cute.layout<"(4,3,2):(3,0,12)"> -> !cute.layout<"(4,3,2):(1,0,4)">
  func.return %r : !cute.layout<"(4,3,2):(1,0,4)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_layout_like(%{{[^ ,)]+}}) : !cute.layout<"(4,3,2):(3,0,12)"> to !cute.layout<"(4,3,2):(1,0,4)">
