// The CuTe DSL 4.8.1's cute.tuple_mod: leaf-wise remainder.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_mod
// CHECK: %r = cute.tuple_mod(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(3,5)">) -> !cute.int_tuple<"(1,3)">
func.func @tuple_mod(%a0: !cute.int_tuple<"(4,8)">, %a1: !cute.int_tuple<"(3,5)">) {
  %r = cute.tuple_mod(%a0, %a1) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(3,5)">) -> !cute.int_tuple<"(1,3)">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.tuple_mod(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (!cute.int_tuple<"(4,8)">, !cute.int_tuple<"(3,5)">) -> !cute.int_tuple<"(1,3)">
