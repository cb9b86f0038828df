// The CuTe DSL 4.8.1's cute.make_arith_tuple_iter: an arithmetic-tuple iterator at a coordinate.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_arith_tuple_iter
// CHECK: %i = cute.make_arith_tuple_iter(%a0) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
func.func @make_arith_tuple_iter(%a0: !cute.int_tuple<"(?{div=128},0)">) {
  %i = cute.make_arith_tuple_iter(%a0) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.make_arith_tuple_iter(%{{[^ ,)]+}}) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
