// --cute-to-base, cute.make_stride (seed 000): llvm.mlir.undef of the stride's struct and one
// llvm.insertvalue per operand; the dynamic scale of a ?@M basis element is a field too.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples: static strides and static basis elements are empty structs.
// CHECK-LABEL: func.func @static() -> (!llvm.struct<()>, !llvm.struct<()>) {
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[E:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: func.return [[D]], [[E]] : !llvm.struct<()>, !llvm.struct<()>
func.func @static() -> (!cute.stride<"(1,4)">, !cute.stride<"4@0">) {
  %d = cute.make_stride() : () -> !cute.stride<"(1,4)">
  %e = cute.make_stride() : () -> !cute.stride<"4@0">
  func.return %d, %e : !cute.stride<"(1,4)">, !cute.stride<"4@0">
}

// -----

// Seed 000: a dynamic stride.
// CHECK-LABEL: func.func @scalar(%s: i32) -> !llvm.struct<(i32)> {
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[D_1:%[^ ,]+]] = llvm.insertvalue %s, [[D]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: func.return [[D_1]] : !llvm.struct<(i32)>
func.func @scalar(%s: i32) -> !cute.stride<"?"> {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?">
  func.return %d : !cute.stride<"?">
}

// -----

// Seed 000: ?@0, its dynamic scale.
// CHECK-LABEL: func.func @basis(%s: i32) -> !llvm.struct<(i32)> {
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[D_1:%[^ ,]+]] = llvm.insertvalue %s, [[D]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: func.return [[D_1]] : !llvm.struct<(i32)>
func.func @basis(%s: i32) -> !cute.stride<"?@0"> {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?@0">
  func.return %d : !cute.stride<"?@0">
}

// -----

// A ?{i64}@1 scale (i64) and a scalar !cute.stride operand.
// CHECK-LABEL: func.func @mixed(%s: i64, %t: !llvm.struct<(i32)>) -> !llvm.struct<(i64, i32)> {
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.extractvalue %t[0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[D_1:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[D_2:%[^ ,]+]] = llvm.insertvalue %s, [[D_1]][0] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[D_3:%[^ ,]+]] = llvm.insertvalue [[D]], [[D_2]][1] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: func.return [[D_3]] : !llvm.struct<(i64, i32)>
func.func @mixed(%s: i64, %t: !cute.stride<"?">) -> !cute.stride<"(1,(?{i64}@1,?))"> {
  %d = cute.make_stride(%s, %t) : (i64, !cute.stride<"?">) -> !cute.stride<"(1,(?{i64}@1,?))">
  func.return %d : !cute.stride<"(1,(?{i64}@1,?))">
}
