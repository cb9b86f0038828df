// The CuTe DSL 4.8.1's cute.deref_arith_tuple_iter: the coordinate of an arithmetic-tuple iterator.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @deref_arith_tuple_iter
// CHECK: %t = cute.deref_arith_tuple_iter(%a0) : !cute.arith_tuple_iter<"(?{div=16},0)">
func.func @deref_arith_tuple_iter(%a0: !cute.arith_tuple_iter<"(?{div=16},0)">) {
  %t = cute.deref_arith_tuple_iter(%a0) : !cute.arith_tuple_iter<"(?{div=16},0)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.deref_arith_tuple_iter(%{{[^ ,)]+}}) : !cute.arith_tuple_iter<"(?{div=16},0)">
