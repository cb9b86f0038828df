// Seed 000 / 003, cute.tuple_product_each: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @tuple_product_each
func.func @tuple_product_each(%t: !cute.int_tuple<"(2,(3,4))">, %d: !cute.shape<"(?,(3,?))">, %f: !cute.int_tuple<"(4,3,2)">, %s: !cute.shape<"7">) {
  // Static int_tuple: per-mode product, depth flattened to 1.
  // CHECK: cute.tuple_product_each(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  %p0 = cute.tuple_product_each(%t)
          : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  // Dynamic shape: each output mode is dynamic. Result kind matches input kind.
  // CHECK: cute.tuple_product_each(%d) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
  %p1 = cute.tuple_product_each(%d)
          : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
  // Seed 003: a flat tuple is unchanged.
  // CHECK: cute.tuple_product_each(%f) : (!cute.int_tuple<"(4,3,2)">) -> !cute.int_tuple<"(4,3,2)">
  %p2 = cute.tuple_product_each(%f) : (!cute.int_tuple<"(4,3,2)">) -> !cute.int_tuple<"(4,3,2)">
  // A scalar input is wrapped into a 1-element tuple.
  // CHECK: cute.tuple_product_each(%s) : (!cute.shape<"7">) -> !cute.shape<"(7)">
  %p3 = cute.tuple_product_each(%s) : (!cute.shape<"7">) -> !cute.shape<"(7)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.tuple.product_each' op inferred type(s) '!cute.shape<"(?,?{div=3})">' are incompatible with return type(s) of operation '!cute.shape<"(?,?)">'
