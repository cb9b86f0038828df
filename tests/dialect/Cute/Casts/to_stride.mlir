// Seed 000, cute.to_stride: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @to_stride
func.func @to_stride(%i0: !cute.int_tuple<"(1,4)">, %i1: !cute.int_tuple<"(1,?)">, %i2: !cute.int_tuple<"(1,(4,8),32)">) {
  // Static.
  // CHECK: cute.to_stride(%i0) : !cute.int_tuple<"(1,4)"> -> !cute.stride<"(1,4)">
  %r0 = cute.to_stride(%i0) : !cute.int_tuple<"(1,4)"> -> !cute.stride<"(1,4)">
  // Dynamic leaf preserved.
  // CHECK: cute.to_stride(%i1) : !cute.int_tuple<"(1,?)"> -> !cute.stride<"(1,?)">
  %r1 = cute.to_stride(%i1) : !cute.int_tuple<"(1,?)"> -> !cute.stride<"(1,?)">
  // Nested — hierarchical structure preserved.
  // CHECK: cute.to_stride(%i2) : !cute.int_tuple<"(1,(4,8),32)"> -> !cute.stride<"(1,(4,8),32)">
  %r2 = cute.to_stride(%i2)
          : !cute.int_tuple<"(1,(4,8),32)"> -> !cute.stride<"(1,(4,8),32)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.to_stride' is unknown
