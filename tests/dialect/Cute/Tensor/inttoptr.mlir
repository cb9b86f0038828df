// The CuTe DSL 4.8.1's cute.inttoptr: an integer as a pointer.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @inttoptr
// CHECK: %p = cute.inttoptr(%a0) : i64 to !cute.ptr<f16, smem>
func.func @inttoptr(%a0: i64) {
  %p = cute.inttoptr(%a0) : i64 to !cute.ptr<f16, smem>
  func.return
}
// The DSL 4.8.1 rejects it: 'cute.inttoptr' op requires source operand to satisfy alignment 2, but got 1
// DSL: builtin.module
