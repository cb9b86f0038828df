// Seed 000 / 003, cute.size: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @size
// CHECK: cute.size<[1]> (%shape) : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
// CHECK: cute.size (%layout) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
// CHECK: cute.size<[1]> (%layout) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"512">
func.func @size(%shape: !cute.shape<"(1,(2,4),9)">, %layout: !cute.layout<"(4,(16,32)):(1,(4,64))">) {
  %sz = cute.size<[1]> (%shape) : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
  %sz1 = cute.size (%layout) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
  %sz2 = cute.size<[1]> (%layout) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"512">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.size(%{{[^ ,)]+}}) <{mode = [1]}> : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
// DSL: cute.size(%{{[^ ,)]+}}) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
// DSL: cute.size(%{{[^ ,)]+}}) <{mode = [1]}> : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"512">

// -----

// Seed 003's size.mlir inputs: every kind; a dynamic extent; scaled-basis strides.
// CHECK-LABEL: func.func @kinds
// CHECK: -> !cute.int_tuple<"12">
// CHECK: -> !cute.int_tuple<"2048">
// CHECK: -> !cute.int_tuple<"12">
// CHECK: -> !cute.int_tuple<"?">
// CHECK: -> !cute.int_tuple<"6">
// CHECK: -> !cute.int_tuple<"64">
func.func @kinds(%s: !cute.shape<"(4,3)">, %i: !cute.int_tuple<"(4,(16,32))">,
                 %cl: !cute.composed_layout<"S<3,4,6> o 0 o (3,4):(4,1)">,
                 %d: !cute.shape<"(4,(16,32),(?,64))">, %b: !cute.layout<"(2,3):(1@0,1@1)">) {
  %a0 = cute.size (%s) : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"12">
  %a1 = cute.size (%i) : (!cute.int_tuple<"(4,(16,32))">) -> !cute.int_tuple<"2048">
  %a2 = cute.size (%cl) : (!cute.composed_layout<"S<3,4,6> o 0 o (3,4):(4,1)">) -> !cute.int_tuple<"12">
  %a3 = cute.size (%d) : (!cute.shape<"(4,(16,32),(?,64))">) -> !cute.int_tuple<"?">
  %a4 = cute.size (%b) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.int_tuple<"6">
  %a5 = cute.size<[2, 1]> (%d) : (!cute.shape<"(4,(16,32),(?,64))">) -> !cute.int_tuple<"64">
  func.return
}
// The DSL 4.8.1 rejects this chunk: 'cute.size' op inferred type(s) '!cute.int_tuple<"?{div=131072}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?">'
