// The CuTe DSL 4.8.1's cute.tuple_div: leaf-wise floor quotient.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_div
// CHECK: %r = cute.tuple_div(%a0, %a1) : (!cute.int_tuple<"(?,8)">, !cute.int_tuple<"(3,2)">) -> !cute.int_tuple<"(?,4)">
func.func @tuple_div(%a0: !cute.int_tuple<"(?,8)">, %a1: !cute.int_tuple<"(3,2)">) {
  %r = cute.tuple_div(%a0, %a1) : (!cute.int_tuple<"(?,8)">, !cute.int_tuple<"(3,2)">) -> !cute.int_tuple<"(?,4)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_div(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(?,8)">, !cute.int_tuple<"(3,2)">) -> !cute.int_tuple<"(?,4)">
