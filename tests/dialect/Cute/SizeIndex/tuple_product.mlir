// Seed 000 / 003, cute.tuple_product: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @tuple_product
func.func @tuple_product(%t: !cute.int_tuple<"(2,(3,4))">, %d: !cute.shape<"(?,(3,?))">, %w: !cute.shape<"(?{i64},2)">) {
  // Static int_tuple: full numerical product
  // CHECK: cute.tuple_product(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  %p0 = cute.tuple_product(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  // Dynamic shape with one static leaf: result is dynamic. Result kind matches input kind.
  // CHECK: cute.tuple_product(%d) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
  %p1 = cute.tuple_product(%d) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
  // The widest dynamic leaf gives the width.
  // CHECK: cute.tuple_product(%w) : (!cute.shape<"(?{i64},2)">) -> !cute.shape<"?{i64}">
  %p2 = cute.tuple_product(%w) : (!cute.shape<"(?{i64},2)">) -> !cute.shape<"?{i64}">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.tuple.product' op inferred type(s) '!cute.shape<"?{div=3}">' are incompatible with return type(s) of operation '!cute.shape<"?">'
