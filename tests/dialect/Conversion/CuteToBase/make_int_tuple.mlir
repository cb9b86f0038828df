// --cute-to-base, cute.make_int_tuple (seed 000): llvm.mlir.undef of the tuple's struct and one
// llvm.insertvalue per operand.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples: fully static tuples are empty structs.
// CHECK-LABEL: func.func @static() -> (!llvm.struct<()>, !llvm.struct<()>) {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[U:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: func.return [[T]], [[U]] : !llvm.struct<()>, !llvm.struct<()>
func.func @static() -> (!cute.int_tuple<"4">, !cute.int_tuple<"(4,3)">) {
  %t = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
  %u = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">
  func.return %t, %u : !cute.int_tuple<"4">, !cute.int_tuple<"(4,3)">
}

// -----

// Seed 000: one i32 leaf.
// CHECK-LABEL: func.func @scalar(%n: i32) -> !llvm.struct<(i32)> {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.insertvalue %n, [[T]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: func.return [[T_1]] : !llvm.struct<(i32)>
func.func @scalar(%n: i32) -> !cute.int_tuple<"?"> {
  %t = cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
  func.return %t : !cute.int_tuple<"?">
}

// -----

// Seed 000: a flat tuple, two leaves.
// CHECK-LABEL: func.func @flat(%m: i32, %n: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.insertvalue %m, [[T]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %n, [[T_1]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: func.return [[T_2]] : !llvm.struct<(i32, i32)>
func.func @flat(%m: i32, %n: i32) -> !cute.int_tuple<"(?,?)"> {
  %t = cute.make_int_tuple(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  func.return %t : !cute.int_tuple<"(?,?)">
}

// -----

// Seed 000: a nested sub-tuple operand gives its struct's one field (llvm.extractvalue [0]).
// CHECK-LABEL: func.func @sub_tuple(%m: i32, %k: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: [[INNER:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[INNER_1:%[^ ,]+]] = llvm.insertvalue %k, [[INNER]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.extractvalue [[INNER_1]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %m, [[T_1]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_3:%[^ ,]+]] = llvm.insertvalue [[T]], [[T_2]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: func.return [[T_3]] : !llvm.struct<(i32, i32)>
func.func @sub_tuple(%m: i32, %k: i32) -> !cute.int_tuple<"(?,?)"> {
  %inner = cute.make_int_tuple(%k) : (i32) -> !cute.int_tuple<"?">
  %t = cute.make_int_tuple(%m, %inner) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  func.return %t : !cute.int_tuple<"(?,?)">
}

// -----

// A static scalar operand fills its '?' slot with an arith.constant of the slot's width; the struct is
// flat whatever the nesting.
// CHECK-LABEL: func.func @static_scalar(%m: i64) -> !llvm.struct<(i64, i32)> {
// CHECK-NEXT: [[FOUR:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[T:%[^ ,]+]] = arith.constant 4 : i32
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %m, [[T_1]][0] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[T_3:%[^ ,]+]] = llvm.insertvalue [[T]], [[T_2]][1] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: func.return [[T_3]] : !llvm.struct<(i64, i32)>
func.func @static_scalar(%m: i64) -> !cute.int_tuple<"(?{i64},(?,7))"> {
  %four = cute.static : !cute.int_tuple<"4">
  %t = cute.make_int_tuple(%m, %four) : (i64, !cute.int_tuple<"4">) -> !cute.int_tuple<"(?{i64},(?,7))">
  func.return %t : !cute.int_tuple<"(?{i64},(?,7))">
}
