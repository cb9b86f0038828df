// extension-ops.md, cute.tiled_divide (paper §5.5.2): examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// a tile tiler
// CHECK-LABEL: func.func @f0
// CHECK: cute.tiled_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,8),2,2):((20,2),80,1)">
// CHECK: func.return %r : !cute.layout<"((4,8),2,2):((20,2),80,1)">
func.func @f0(%a: !cute.layout<"(8,16):(20,1)">, %b: !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,8),2,2):((20,2),80,1)"> {
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">) -> !cute.layout<"((4,8),2,2):((20,2),80,1)">
  func.return %r : !cute.layout<"((4,8),2,2):((20,2),80,1)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tiled_divide(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : !cute.layout<"(8,16):(20,1)">, !cute.tile<"[4:1;8:2]">
