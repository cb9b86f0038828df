// Seed 000 / 003, cute.composed_get_offset: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// Scalar offset
// CHECK-LABEL: func.func @scalar
// CHECK: cute.composed_get_offset(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.int_tuple<"2">
func.func @scalar(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"2"> {
  %off = cute.composed_get_offset(%cl)
           : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
          -> !cute.int_tuple<"2">
  func.return %off : !cute.int_tuple<"2">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_offset(%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"2">

// -----

// Tuple offset with a scaled-basis outer B
// CHECK-LABEL: func.func @tuple
// CHECK: cute.composed_get_offset(%cl) : !cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)"> -> !cute.int_tuple<"(0,0)">
func.func @tuple(%cl: !cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)">) -> !cute.int_tuple<"(0,0)"> {
  %off = cute.composed_get_offset(%cl)
           : !cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)">
          -> !cute.int_tuple<"(0,0)">
  func.return %off : !cute.int_tuple<"(0,0)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_offset(%{{[^ ,)]+}}) : (!cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)">) -> !cute.int_tuple<"(0,0)">

// -----

// A dynamic offset stays dynamic.
// CHECK-LABEL: func.func @dynamic
// CHECK: -> !cute.int_tuple<"?{i64}">
func.func @dynamic(%cl: !cute.composed_layout<"S<3,5,4> o ?{i64} o (8,4):(1,8)">) {
  %off = cute.composed_get_offset(%cl) : !cute.composed_layout<"S<3,5,4> o ?{i64} o (8,4):(1,8)"> -> !cute.int_tuple<"?{i64}">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.composed_get_offset(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,5,4> o ?{i64} o (8,4):(1,8)">) -> !cute.int_tuple<"?{i64}">
