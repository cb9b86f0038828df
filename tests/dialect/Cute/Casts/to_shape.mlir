// Seed 000, cute.to_shape: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @to_shape
func.func @to_shape(%i0: !cute.int_tuple<"(4,8)">, %i1: !cute.int_tuple<"(?,8)">, %i2: !cute.int_tuple<"(4,(2,3),8)">) {
  // Static.
  // CHECK: cute.to_shape(%i0) : !cute.int_tuple<"(4,8)"> -> !cute.shape<"(4,8)">
  %r0 = cute.to_shape(%i0) : !cute.int_tuple<"(4,8)"> -> !cute.shape<"(4,8)">
  // Dynamic leaf preserved.
  // CHECK: cute.to_shape(%i1) : !cute.int_tuple<"(?,8)"> -> !cute.shape<"(?,8)">
  %r1 = cute.to_shape(%i1) : !cute.int_tuple<"(?,8)"> -> !cute.shape<"(?,8)">
  // Nested — hierarchical structure preserved.
  // CHECK: cute.to_shape(%i2) : !cute.int_tuple<"(4,(2,3),8)"> -> !cute.shape<"(4,(2,3),8)">
  %r2 = cute.to_shape(%i2)
          : !cute.int_tuple<"(4,(2,3),8)"> -> !cute.shape<"(4,(2,3),8)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.to_shape' is unknown
