// The CuTe DSL 4.8.1's cute.tuple_mul: leaf-wise product.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_mul
// CHECK: %r = cute.tuple_mul(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,16)">
func.func @tuple_mul(%a0: !cute.int_tuple<"(4,8)">, %a1: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_mul(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,16)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_mul(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,16)">

// -----

// A tuple times a scalar scales every leaf here (the DSL 4.8.1 refuses it:
// "arith op on ... is not supported"; docs/dialect.md names the difference).
// CHECK-LABEL: func.func @tuple_mul_scalar
// CHECK: cute.tuple_mul(%a0, %a1) : (!cute.int_tuple<"(2,3)">, !cute.int_tuple<"4">) -> !cute.int_tuple<"(8,12)">
func.func @tuple_mul_scalar(%a0: !cute.int_tuple<"(2,3)">, %a1: !cute.int_tuple<"4">) {
  %r = cute.tuple_mul(%a0, %a1) : (!cute.int_tuple<"(2,3)">, !cute.int_tuple<"4">) -> !cute.int_tuple<"(8,12)">
  func.return
}
