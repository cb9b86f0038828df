// The CuTe DSL 4.8.1's cute.filter: CuTe filter: no stride-0 or size-1 mode, coalesced.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @filter
// CHECK: %f = cute.filter(%a0) : !cute.layout<"(4,2,8):(1,0,4)">
func.func @filter(%a0: !cute.layout<"(4,2,8):(1,0,4)">) {
  %f = cute.filter(%a0) : !cute.layout<"(4,2,8):(1,0,4)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.filter(%{{[^ ,)]+}}) : !cute.layout<"(4,2,8):(1,0,4)">
