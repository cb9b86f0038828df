// --cute-to-base, cute.make_tile (seed 000): one flat struct of the dynamic leaves of all the tile's
// layouts, in order ('_' slots have none).
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's examples: static layouts and '_' slots: empty structs.
// CHECK-LABEL: func.func @static() -> (!llvm.struct<()>, !llvm.struct<()>, !llvm.struct<()>) {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[U:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: [[V:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<()>
// CHECK-NEXT: func.return [[T]], [[U]], [[V]] : !llvm.struct<()>, !llvm.struct<()>, !llvm.struct<()>
func.func @static() -> (!cute.tile<"[(2,3):(1,2)]">, !cute.tile<"[_]">, !cute.tile<"[(2,3):(1,2);_]">) {
  %t = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
  %u = cute.make_tile() : () -> !cute.tile<"[_]">
  %v = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
  func.return %t, %u, %v : !cute.tile<"[(2,3):(1,2)]">, !cute.tile<"[_]">, !cute.tile<"[(2,3):(1,2);_]">
}

// -----

// Seed 000: one dynamic layout, with and without a '_' slot.
// CHECK-LABEL: func.func @one_layout(%m: i32, %n: i32) -> (!llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>) {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.insertvalue %m, [[T]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %n, [[T_1]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[U:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[U_1:%[^ ,]+]] = llvm.insertvalue %m, [[U]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: [[U_2:%[^ ,]+]] = llvm.insertvalue %n, [[U_1]][1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: func.return [[T_2]], [[U_2]] : !llvm.struct<(i32, i32)>, !llvm.struct<(i32, i32)>
func.func @one_layout(%m: i32, %n: i32) -> (!cute.tile<"[(?,3):(1,?)]">, !cute.tile<"[(?,3):(1,?);_]">) {
  %t = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
  %u = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  func.return %t, %u : !cute.tile<"[(?,3):(1,?)]">, !cute.tile<"[(?,3):(1,?);_]">
}

// -----

// Seed 000: two dynamic layouts, four fields.
// CHECK-LABEL: func.func @two_layouts(%m: i32, %n: i32, %p: i32, %q: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.insertvalue %m, [[T]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %n, [[T_1]][1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: [[T_3:%[^ ,]+]] = llvm.insertvalue %p, [[T_2]][2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: [[T_4:%[^ ,]+]] = llvm.insertvalue %q, [[T_3]][3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: func.return [[T_4]] : !llvm.struct<(i32, i32, i32, i32)>
func.func @two_layouts(%m: i32, %n: i32, %p: i32, %q: i32) -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]"> {
  %t = cute.make_tile(%m, %n, %p, %q) : (i32, i32, i32, i32)
         -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
  func.return %t : !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
}

// -----

// An i64 leaf and a scalar !cute.int_tuple operand.
// CHECK-LABEL: func.func @wide(%m: i64, %k: !llvm.struct<(i32)>) -> !llvm.struct<(i64, i32)> {
// CHECK-NEXT: [[T:%[^ ,]+]] = llvm.extractvalue %k[0] : !llvm.struct<(i32)>
// CHECK-NEXT: [[T_1:%[^ ,]+]] = llvm.mlir.undef : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[T_2:%[^ ,]+]] = llvm.insertvalue %m, [[T_1]][0] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: [[T_3:%[^ ,]+]] = llvm.insertvalue [[T]], [[T_2]][1] : !llvm.struct<(i64, i32)>
// CHECK-NEXT: func.return [[T_3]] : !llvm.struct<(i64, i32)>
func.func @wide(%m: i64, %k: !cute.int_tuple<"?">) -> !cute.tile<"[?{i64}:1;_;4:?]"> {
  %t = cute.make_tile(%m, %k) : (i64, !cute.int_tuple<"?">) -> !cute.tile<"[?{i64}:1;_;4:?]">
  func.return %t : !cute.tile<"[?{i64}:1;_;4:?]">
}
