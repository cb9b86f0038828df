// Seed 000 / 003, cute.get_scalars: examples.
// RUN: cute-opt %s -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file -mlir-print-op-generic | cute-opt -split-input-file | filecheck %s
// RUN: cute-opt %s -split-input-file --print-dsl-form | filecheck %s --check-prefix=DSL
// RUN: cute-opt %s -split-input-file --print-dsl-form | cute-opt -split-input-file | filecheck %s

// All scalars from a mixed layout: static leaves i64, the dynamic one i32
// CHECK-LABEL: func.func @all
// CHECK: %s0, %s1, %d0, %d1 = cute.get_scalars (%l) : !cute.layout<"(4,8):(1,?)">
// CHECK: func.return %s0, %s1, %d0, %d1 : i64, i64, i64, i32
func.func @all(%l: !cute.layout<"(4,8):(1,?)">) -> (i64, i64, i64, i32) {
  %s0, %s1, %d0, %d1 = cute.get_scalars (%l) : !cute.layout<"(4,8):(1,?)">
  func.return %s0, %s1, %d0, %d1 : i64, i64, i64, i32
}
// The DSL 4.8.1 rejects this chunk: use of value '%s0' expects different type than prior uses: 'i64' vs 'i32'

// -----

// Only dynamic scalars: 1 dynamic i32
// CHECK-LABEL: func.func @only_dynamic
// CHECK: %d = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(1,4)">
// CHECK: func.return %d : i32
func.func @only_dynamic(%l: !cute.layout<"(4,?):(1,4)">) -> i32 {
  %d = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(1,4)">
  func.return %d : i32
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_scalars(%{{[^ ,)]+}}) <{only_dynamic}> : !cute.layout<"(4,?):(1,4)">

// -----

// Swizzle: always 3 x i32
// CHECK-LABEL: func.func @swizzle
// CHECK: func.return %nb, %nbase, %ns : i32, i32, i32
func.func @swizzle(%sw: !cute.swizzle<"S<3,5,4>">) -> (i32, i32, i32) {
  %nb, %nbase, %ns = cute.get_scalars (%sw) : !cute.swizzle<"S<3,5,4>">
  func.return %nb, %nbase, %ns : i32, i32, i32
}
// The DSL 4.8.1 spelling, as NVIDIA's MLIR prints it:
// DSL: cute.get_scalars(%{{[^ ,)]+}}) : !cute.swizzle<"S<3,5,4>">

// -----

// Seed 003: (?,8):(1,?) has four scalars, two of them dynamic.
// CHECK-LABEL: func.func @seed003
// CHECK: %s0, %s1, %s2, %s3 = cute.get_scalars (%l) : !cute.layout<"(?,8):(1,?)">
// CHECK: %d0, %d1 = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(?,8):(1,?)">
// CHECK: func.return %s0, %s1, %s2, %s3, %d0, %d1 : i32, i64, i64, i32, i32, i32
func.func @seed003(%s: !cute.shape<"(?,8)">, %d: !cute.stride<"(1,?)">) -> (i32, i64, i64, i32, i32, i32) {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  %s0, %s1, %s2, %s3 = cute.get_scalars (%l) : !cute.layout<"(?,8):(1,?)">
  %d0, %d1 = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(?,8):(1,?)">
  func.return %s0, %s1, %s2, %s3, %d0, %d1 : i32, i64, i64, i32, i32, i32
}
// The DSL 4.8.1 rejects this chunk: use of value '%s1' expects different type than prior uses: 'i64' vs 'i32'

// -----

// Composed layout: A, then the offset, then B; a tile: its layouts; ?@M scales count.
// CHECK-LABEL: func.func @composed_tile_basis
// CHECK: func.return %{{.*}}, %a0, %a1, %t0, %t1, %b0 : i32, i32, i64, i32, i32, i32, i64, i64
func.func @composed_tile_basis(%cl: !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)">, %t: !cute.tile<"[(?,3):(1,?{i64});_]">, %st: !cute.stride<"(0,?{i64}@0)">) -> (i32, i32, i64, i32, i32, i32, i64, i64) {
  // swizzle parameters (3 x i32), the offset, then B's shape and stride
  %x:8 = cute.get_scalars (%cl) : !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)">
  %a0, %a1 = cute.get_scalars<{only_dynamic}> (%cl) : !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)">
  %t0, %t1 = cute.get_scalars<{only_dynamic}> (%t) : !cute.tile<"[(?,3):(1,?{i64});_]">
  %b0 = cute.get_scalars<{only_dynamic}> (%st) : !cute.stride<"(0,?{i64}@0)">
  func.return %x#0, %x#3, %x#7, %a0, %a1, %t0, %t1, %b0 : i32, i32, i64, i32, i32, i32, i64, i64
}
// The DSL 4.8.1 rejects this chunk: use of value '%x_7' expects different type than prior uses: 'i64' vs 'i32'
