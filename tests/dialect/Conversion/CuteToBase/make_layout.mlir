// --cute-to-base, cute.make_layout (seed 000): the layout's struct holds the shape's struct and the
// stride's: llvm.mlir.undef and two llvm.insertvalue.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's example.
// CHECK-LABEL: func.func @seed(%m: i32, %t: i32) -> !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[S_1:%[^ ,]+]] = llvm.insertvalue %m, [[S]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[D_1:%[^ ,]+]] = llvm.insertvalue %t, [[D]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[L:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: [[L_1:%[^ ,]+]] = llvm.insertvalue [[S_1]], [[L]][0] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: [[L_2:%[^ ,]+]] = llvm.insertvalue [[D_1]], [[L_1]][1] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: func.return [[L_2]] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<(i32)>)>
func.func @seed(%m: i32, %t: i32) -> !cute.layout<"(?,2):(?,4)"> {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,2)">
  %d = cute.make_stride(%t) : (i32) -> !cute.stride<"(?,4)">
  %l = cute.make_layout(%s, %d)
         : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  func.return %l : !cute.layout<"(?,2):(?,4)">
}

// -----

// A nested shape argument (i32 and i64 leaves) and a nested stride.
// CHECK-LABEL: func.func @parts(%s: !llvm.struct<(i32, i64)>, %m: i32) -> !llvm.struct<(!llvm.struct<(i32, i64)>, !llvm.struct<(i32)>)> {
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: [[D_1:%[^ ,]+]] = llvm.insertvalue %m, [[D]][0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[L:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<(i32, i64)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: [[L_1:%[^ ,]+]] = llvm.insertvalue %s, [[L]][0] : !llvm.struct<(!llvm.struct<(i32, i64)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: [[L_2:%[^ ,]+]] = llvm.insertvalue [[D_1]], [[L_1]][1] : !llvm.struct<(!llvm.struct<(i32, i64)>, !llvm.struct<(i32)>)>
// CHECK-NEXT: func.return [[L_2]] : !llvm.struct<(!llvm.struct<(i32, i64)>, !llvm.struct<(i32)>)>
func.func @parts(%s: !cute.shape<"((?,8),?{i64})">, %m: i32) -> !cute.layout<"((?,8),?{i64}):((1,?),64)"> {
  %d = cute.make_stride(%m) : (i32) -> !cute.stride<"((1,?),64)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"((?,8),?{i64})">, !cute.stride<"((1,?),64)">) -> !cute.layout<"((?,8),?{i64}):((1,?),64)">
  func.return %l : !cute.layout<"((?,8),?{i64}):((1,?),64)">
}

// -----

// A static layout: a struct of two empty structs.
// CHECK-LABEL: func.func @static() -> !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)> {
// CHECK-NEXT: [[S:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[D:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[L:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
// CHECK-NEXT: [[L_1:%[^ ,]+]] = llvm.insertvalue [[S]], [[L]][0] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
// CHECK-NEXT: [[L_2:%[^ ,]+]] = llvm.insertvalue [[D]], [[L_1]][1] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
// CHECK-NEXT: func.return [[L_2]] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<()>)>
func.func @static() -> !cute.layout<"(4,8):(1,4)"> {
  %s = cute.static : !cute.shape<"(4,8)">
  %d = cute.static : !cute.stride<"(1,4)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  func.return %l : !cute.layout<"(4,8):(1,4)">
}
