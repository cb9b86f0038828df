// --cute-to-base, cute.get_scalars (seed 000): llvm.extractvalue of each dynamic leaf from the
// value's struct; without only_dynamic the static leaves are arith.constant i64 and a
// swizzle's parameters i32.
// RUN: cute-opt %s -split-input-file --cute-to-base | filecheck %s

// Seed 000's example: all scalars of (4,8):(1,?): the static leaves are arith.constant i64, the
// dynamic one an llvm.extractvalue from the stride struct (position [1, 0]).
// CHECK-LABEL: func.func @all(%l: !llvm.struct<(!llvm.struct<()>, !llvm.struct<(i32)>)>) -> (i64, i64, i64, i32) {
// CHECK-NEXT:    %s0 = arith.constant 4 : i64
// CHECK-NEXT:    %s1 = arith.constant 8 : i64
// CHECK-NEXT:    %d0 = arith.constant 1 : i64
// CHECK-NEXT:    %d1 = llvm.extractvalue %l[1, 0] : !llvm.struct<(!llvm.struct<()>, !llvm.struct<(i32)>)>
// CHECK-NEXT:    func.return %s0, %s1, %d0, %d1 : i64, i64, i64, i32
func.func @all(%l: !cute.layout<"(4,8):(1,?)">) -> (i64, i64, i64, i32) {
  %s0, %s1, %d0, %d1 = cute.get_scalars (%l) : !cute.layout<"(4,8):(1,?)">
  func.return %s0, %s1, %d0, %d1 : i64, i64, i64, i32
}

// -----

// Seed 000's example: only the dynamic scalar of (4,?):(1,4), from the shape struct.
// CHECK-LABEL: func.func @only_dynamic(%l: !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>) -> i32 {
// CHECK-NEXT:    %d = llvm.extractvalue %l[0, 0] : !llvm.struct<(!llvm.struct<(i32)>, !llvm.struct<()>)>
// CHECK-NEXT:    func.return %d : i32
func.func @only_dynamic(%l: !cute.layout<"(4,?):(1,4)">) -> i32 {
  %d = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(1,4)">
  func.return %d : i32
}

// -----

// Seed 000's example: a swizzle is an empty struct; its three parameters are i32 constants.
// CHECK-LABEL: func.func @swizzle(%sw: !llvm.struct<()>) -> (i32, i32, i32) {
// CHECK-NEXT:    %nb = arith.constant 3 : i32
// CHECK-NEXT:    %nbase = arith.constant 5 : i32
// CHECK-NEXT:    %ns = arith.constant 4 : i32
// CHECK-NEXT:    func.return %nb, %nbase, %ns : i32, i32, i32
func.func @swizzle(%sw: !cute.swizzle<"S<3,5,4>">) -> (i32, i32, i32) {
  %nb, %nbase, %ns = cute.get_scalars (%sw) : !cute.swizzle<"S<3,5,4>">
  func.return %nb, %nbase, %ns : i32, i32, i32
}

// -----

// A composed layout: A's scalars, the offset's ([1, 0]), then B's ([2, 0, 0] its shape);
// equal constants are emitted once.
// CHECK-LABEL: func.func @composed(%cl: !llvm.struct<(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(!llvm.struct<(i64)>, !llvm.struct<()>)>)>)
// CHECK-NEXT:    %[[NB:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[BASE:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[SH:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[OFF:.*]] = llvm.extractvalue %cl[1, 0]
// CHECK-NEXT:    %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK-NEXT:    %[[N:.*]] = llvm.extractvalue %cl[2, 0, 0]
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %o = llvm.extractvalue %cl[1, 0]
// CHECK-NEXT:    %n = llvm.extractvalue %cl[2, 0, 0]
// CHECK-NEXT:    func.return %[[NB]], %[[BASE]], %[[SH]], %[[OFF]], %[[EIGHT]], %[[N]], %[[ONE]], %[[EIGHT]], %o, %n
func.func @composed(%cl: !cute.composed_layout<"S<3,5,4> o ? o (8,?{i64}):(1,8)">) -> (i32, i32, i32, i32, i64, i64, i64, i64, i32, i64) {
  %x:8 = cute.get_scalars (%cl) : !cute.composed_layout<"S<3,5,4> o ? o (8,?{i64}):(1,8)">
  %o, %n = cute.get_scalars<{only_dynamic}> (%cl) : !cute.composed_layout<"S<3,5,4> o ? o (8,?{i64}):(1,8)">
  func.return %x#0, %x#1, %x#2, %x#3, %x#4, %x#5, %x#6, %x#7, %o, %n : i32, i32, i32, i32, i64, i64, i64, i64, i32, i64
}

// -----

// A tile is one flat struct of its layouts' dynamic leaves; a ?{i64}@0 scale is an i64 field.
// CHECK-LABEL: func.func @tile_basis(%t: !llvm.struct<(i32, i64)>, %st: !llvm.struct<(i64)>) -> (i32, i64, i64, i64, i64) {
// CHECK-NEXT:    %t0 = llvm.extractvalue %t[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %t1 = llvm.extractvalue %t[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT:    %b0 = arith.constant 0 : i64
// CHECK-NEXT:    %b1 = llvm.extractvalue %st[0] : !llvm.struct<(i64)>
// CHECK-NEXT:    func.return %t0, %t1, %b0, %b1, %t1
func.func @tile_basis(%t: !cute.tile<"[(?,3):(1,?{i64});_]">, %st: !cute.stride<"(0,?{i64}@0)">) -> (i32, i64, i64, i64, i64) {
  %t0, %t1 = cute.get_scalars<{only_dynamic}> (%t) : !cute.tile<"[(?,3):(1,?{i64});_]">
  %b0, %b1 = cute.get_scalars (%st) : !cute.stride<"(0,?{i64}@0)">
  func.return %t0, %t1, %b0, %b1, %t1 : i32, i64, i64, i64, i64
}
