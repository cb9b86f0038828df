// The CuTe DSL 4.8.1's cute.symbolic: a named symbolic value.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @symbolic
// CHECK: %m = cute.symbolic("tile_m") : i32
func.func @symbolic() {
  %m = cute.symbolic("tile_m") : i32
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.symbolic("tile_m") : i32
