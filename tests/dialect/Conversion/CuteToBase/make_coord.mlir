// --cute-to-base, cute.make_coord (seed 000): llvm.mlir.undef of the coord's struct (one field per '?'
// leaf, '_' and static leaves have none) and one llvm.insertvalue per operand.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples: fully static (no field), two dynamic leaves, a '_' slot.
// CHECK-LABEL: func.func @static() -> !llvm.struct<()> {
// CHECK-NEXT: [[C:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: func.return [[C]] : !llvm.struct<()>
func.func @static() -> !cute.coord<"(1,2)"> {
  %c = cute.make_coord() : () -> !cute.coord<"(1,2)">
  func.return %c : !cute.coord<"(1,2)">
}

// -----

// CHECK-LABEL: func.func @two(%i: i32, %j: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: [[C:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[C_1:%[^ ,]+]] = llvm.insertvalue %i, [[C]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[C_2:%[^ ,]+]] = llvm.insertvalue %j, [[C_1]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: func.return [[C_2]] : !llvm.struct<(i32, i32)>
func.func @two(%i: i32, %j: i32) -> !cute.coord<"(?,?)"> {
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  func.return %c : !cute.coord<"(?,?)">
}

// -----

// CHECK-LABEL: func.func @underscore(%i: i32) -> !llvm.struct<(i32)> {
// CHECK-NEXT: [[C:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[C_1:%[^ ,]+]] = llvm.insertvalue %i, [[C]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: func.return [[C_1]] : !llvm.struct<(i32)>
func.func @underscore(%i: i32) -> !cute.coord<"(?,_)"> {
  %c = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
  func.return %c : !cute.coord<"(?,_)">
}

// -----

// An i64 leaf; a scalar !cute.coord operand gives its struct's one field, a static one a constant.
// CHECK-LABEL: func.func @nested(%i: i64, %x: !llvm.struct<(i32)>, %s: !llvm.struct<()>) -> !llvm.struct<(i64, i32, i32)> {
// CHECK-NEXT: [[C:%[^ ,]+]] = llvm.extractvalue %x[0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[C_1:%[^ ,]+]] = arith.constant 3 : i32
// CHECK-NEXT: [[C_2:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i64, i32, i32)>
// CHECK-NEXT: [[C_3:%[^ ,]+]] = llvm.insertvalue %i, [[C_2]][0] : !llvm.struct<(i64, i32, i32)>
// CHECK-NEXT: [[C_4:%[^ ,]+]] = llvm.insertvalue [[C]], [[C_3]][1] : !llvm.struct<(i64, i32, i32)>
// CHECK-NEXT: [[C_5:%[^ ,]+]] = llvm.insertvalue [[C_1]], [[C_4]][2] : !llvm.struct<(i64, i32, i32)>
// CHECK-NEXT: func.return [[C_5]] : !llvm.struct<(i64, i32, i32)>
func.func @nested(%i: i64, %x: !cute.coord<"?">, %s: !cute.coord<"3">) -> !cute.coord<"((?{i64},?),_,?)"> {
  %c = cute.make_coord(%i, %x, %s) : (i64, !cute.coord<"?">, !cute.coord<"3">) -> !cute.coord<"((?{i64},?),_,?)">
  func.return %c : !cute.coord<"((?{i64},?),_,?)">
}
