// Seed 000, cute.to_coord: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s
// DSL: builtin.module

// CHECK-LABEL: func.func @to_coord
func.func @to_coord(%i0: !cute.int_tuple<"(0,1)">, %i1: !cute.int_tuple<"(?,3)">, %i2: !cute.int_tuple<"(0,(1,2),3)">) {
  // Static.
  // CHECK: cute.to_coord(%i0) : !cute.int_tuple<"(0,1)"> -> !cute.coord<"(0,1)">
  %c0 = cute.to_coord(%i0) : !cute.int_tuple<"(0,1)"> -> !cute.coord<"(0,1)">
  // Dynamic leaf preserved.
  // CHECK: cute.to_coord(%i1) : !cute.int_tuple<"(?,3)"> -> !cute.coord<"(?,3)">
  %c1 = cute.to_coord(%i1) : !cute.int_tuple<"(?,3)"> -> !cute.coord<"(?,3)">
  // Nested — hierarchical structure preserved.
  // CHECK: cute.to_coord(%i2) : !cute.int_tuple<"(0,(1,2),3)"> -> !cute.coord<"(0,(1,2),3)">
  %c2 = cute.to_coord(%i2)
          : !cute.int_tuple<"(0,(1,2),3)"> -> !cute.coord<"(0,(1,2),3)">
  func.return
}
// The DSL 4.8.1 rejects this chunk: custom op 'cute.to_coord' is unknown
