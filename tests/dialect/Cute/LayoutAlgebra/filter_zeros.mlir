// The CuTe DSL 4.8.1's cute.filter_zeros: CuTe filter_zeros: each stride-0 mode gets extent 1.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @filter_zeros
// CHECK: %f = cute.filter_zeros(%a0) : !cute.layout<"(4,2,8):(1,0,4)">
func.func @filter_zeros(%a0: !cute.layout<"(4,2,8):(1,0,4)">) {
  %f = cute.filter_zeros(%a0) : !cute.layout<"(4,2,8):(1,0,4)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.filter_zeros(%{{[^ ,)]+}}) : !cute.layout<"(4,2,8):(1,0,4)">
