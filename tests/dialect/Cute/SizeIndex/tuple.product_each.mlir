// The CuTe DSL 4.8.1's cute.tuple.product_each: the DSL's name of cute.tuple_product_each.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_product_each
// CHECK: %p = cute.tuple_product_each(%a0) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"(6,20)">
func.func @tuple_product_each(%a0: !cute.int_tuple<"((2,3),(4,5))">) {
  %p = cute.tuple.product_each(%a0) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"(6,20)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple.product_each(%{{[^ ,)]+}}) : (!cute.int_tuple<"((2,3),(4,5))">) -> !cute.int_tuple<"(6,20)">
