// --cute-to-base, cute.make_shape (seed 000): llvm.mlir.undef of the shape's struct and one
// llvm.insertvalue per operand.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples.
// CHECK-LABEL: func.func @static() -> !llvm.struct<()> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: func.return [[S]] : !llvm.struct<()>
func.func @static() -> !cute.shape<"(128,64)"> {
  %s = cute.make_shape() : () -> !cute.shape<"(128,64)">
  func.return %s : !cute.shape<"(128,64)">
}

// -----

// CHECK-LABEL: func.func @two(%m: i32, %n: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[S_1:%[^ ,]+]] = llvm.insertvalue %m, [[S]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[S_2:%[^ ,]+]] = llvm.insertvalue %n, [[S_1]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: func.return [[S_2]] : !llvm.struct<(i32, i32)>
func.func @two(%m: i32, %n: i32) -> !cute.shape<"(?,?)"> {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  func.return %s : !cute.shape<"(?,?)">
}

// -----

// CHECK-LABEL: func.func @one(%m: i32) -> !llvm.struct<(i32)> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[S_1:%[^ ,]+]] = llvm.insertvalue %m, [[S]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: func.return [[S_1]] : !llvm.struct<(i32)>
func.func @one(%m: i32) -> !cute.shape<"(?,64)"> {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,64)">
  func.return %s : !cute.shape<"(?,64)">
}

// -----

// Nested extents, an i64 leaf and a scalar !cute.shape operand.
// CHECK-LABEL: func.func @nested(%m: i64, %k: !llvm.struct<(i32)>) -> !llvm.struct<(i64, i32)> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.extractvalue %k[0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[S_1:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[S_2:%[^ ,]+]] = llvm.insertvalue %m, [[S_1]][0] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[S_3:%[^ ,]+]] = llvm.insertvalue [[S]], [[S_2]][1] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: func.return [[S_3]] : !llvm.struct<(i64, i32)>
func.func @nested(%m: i64, %k: !cute.shape<"?">) -> !cute.shape<"((?{i64},8),?)"> {
  %s = cute.make_shape(%m, %k) : (i64, !cute.shape<"?">) -> !cute.shape<"((?{i64},8),?)">
  func.return %s : !cute.shape<"((?{i64},8),?)">
}
