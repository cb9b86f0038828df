// The CuTe DSL 4.8.1's cute.make_fragment_like: a register fragment like a layout (not modelled).
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @make_fragment_like
// CHECK: %f = cute.make_fragment_like(%a0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(1,4)">
func.func @make_fragment_like(%a0: !cute.layout<"(4,8):(8,1)">) {
  %f = cute.make_fragment_like(%a0) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(1,4)">
  func.return
}
// The DSL 4.8.1 rejects it: custom op 'cute.make_fragment_like' expected 'to'
// DSL: builtin.module
