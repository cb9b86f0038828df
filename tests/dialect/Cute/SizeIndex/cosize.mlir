// Seed 000 / 003, cute.cosize: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @cosize
// CHECK: cute.cosize (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
// CHECK: cute.cosize<[1]> (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
func.func @cosize(%layout: !cute.layout<"(4,3,2):(1,4,12)">) {
  %csz = cute.cosize (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
  %csz1 = cute.cosize<[1]> (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.cosize(%{{[^ ,)]+}}) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
// DSL: cute.cosize(%{{[^ ,)]+}}) <{mode = [1]}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">

// -----

// cosize(l) = l(size(l)-1) + 1: a padded stride leaves holes; scaled-basis strides
// give size(coshape); a swizzled composed layout (a o b) gives cosize(b).
// CHECK-LABEL: func.func @more
// CHECK: -> !cute.int_tuple<"39">
// CHECK: -> !cute.int_tuple<"6">
// CHECK: -> !cute.int_tuple<"32">
// CHECK: -> !cute.int_tuple<"?">
func.func @more(%q: !cute.layout<"(4,(2,4)):(1,(5,10))">, %b: !cute.layout<"(2,3):(1@0,1@1)">,
                %cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, %d: !cute.layout<"(4,8):(1,?)">) {
  %c0 = cute.cosize (%q) : (!cute.layout<"(4,(2,4)):(1,(5,10))">) -> !cute.int_tuple<"39">
  %c1 = cute.cosize (%b) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.int_tuple<"6">
  %c2 = cute.cosize (%cl) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.int_tuple<"32">
  %c3 = cute.cosize (%d) : (!cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
  func.return
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.cosize(%{{[^ ,)]+}}) : (!cute.layout<"(4,(2,4)):(1,(5,10))">) -> !cute.int_tuple<"39">
// DSL: cute.cosize(%{{[^ ,)]+}}) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.int_tuple<"6">
// DSL: cute.cosize(%{{[^ ,)]+}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.int_tuple<"32">
// DSL: cute.cosize(%{{[^ ,)]+}}) : (!cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
