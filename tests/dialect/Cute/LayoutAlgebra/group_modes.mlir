// extension-ops.md, cute.group_modes: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// modes [1,3) become one
// CHECK-LABEL: func.func @f0
// CHECK: cute.group_modes<1, 3> (%x) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
// CHECK: func.return %r : !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
func.func @f0(%x: !cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)"> {
  %r = cute.group_modes<1, 3> (%x) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
  func.return %r : !cute.layout<"(2,(3,4),5):(1,(2,6),24)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.group_modes(%{{[^ ,)]+}}) <1, 3> : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) -> !cute.layout<"(2,(3,4),5):(1,(2,6),24)">

// -----

// everything
// CHECK-LABEL: func.func @f1
// CHECK: cute.group_modes<0, 2> (%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"((4,8)):((1,4))">
// CHECK: func.return %r : !cute.layout<"((4,8)):((1,4))">
func.func @f1(%x: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"((4,8)):((1,4))"> {
  %r = cute.group_modes<0, 2> (%x) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"((4,8)):((1,4))">
  func.return %r : !cute.layout<"((4,8)):((1,4))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.group_modes(%{{[^ ,)]+}}) <0, 2> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"((4,8)):((1,4))">

// -----

// dynamic leaves
// CHECK-LABEL: func.func @f2
// CHECK: cute.group_modes<1, 3> (%x) : (!cute.layout<"(?,8,2):(1,?,64)">) -> !cute.layout<"(?,(8,2)):(1,(?,64))">
// CHECK: func.return %r : !cute.layout<"(?,(8,2)):(1,(?,64))">
func.func @f2(%x: !cute.layout<"(?,8,2):(1,?,64)">) -> !cute.layout<"(?,(8,2)):(1,(?,64))"> {
  %r = cute.group_modes<1, 3> (%x) : (!cute.layout<"(?,8,2):(1,?,64)">) -> !cute.layout<"(?,(8,2)):(1,(?,64))">
  func.return %r : !cute.layout<"(?,(8,2)):(1,(?,64))">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.group_modes(%{{[^ ,)]+}}) <1, 3> : (!cute.layout<"(?,8,2):(1,?,64)">) -> !cute.layout<"(?,(8,2)):(1,(?,64))">

// -----

// a composed layout groups B
// CHECK-LABEL: func.func @f3
// CHECK: cute.group_modes<0, 2> (%x) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)">
// CHECK: func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)">
func.func @f3(%x: !cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)"> {
  %r = cute.group_modes<0, 2> (%x) : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)">
  func.return %r : !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)">
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.group_modes(%{{[^ ,)]+}}) <0, 2> : (!cute.composed_layout<"S<1,2,3> o 0 o (2,4,3):(1,2,8)">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((2,4),3):((1,2),8)">
