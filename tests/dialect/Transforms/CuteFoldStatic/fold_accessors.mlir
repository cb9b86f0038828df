// Seed 003, CuteFoldStatic/fold_accessors: accessors of static values fold to cute.static.
// RUN: cute-opt %s -split-input-file --cute-fold-static | filecheck %s
// RUN: cute-opt %s -split-input-file -p cute-fold-static | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @layout_parts
// CHECK-NEXT: %[[S:.*]] = cute.static : !cute.shape<"(4,8)">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.stride<"(1,4)">
// CHECK-NEXT: %[[M:.*]] = cute.static : !cute.layout<"(4,2):(1,4)">
// CHECK-NEXT: %[[N:.*]] = cute.static : !cute.layout<"2:4">
// CHECK-NEXT: func.return %[[S]], %[[D]], %[[M]], %[[N]]
func.func @layout_parts() -> (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">, !cute.layout<"(4,2):(1,4)">, !cute.layout<"2:4">) {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  %s = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  %d = cute.get_stride(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
  %h = cute.static : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">
  %m0 = cute.get<[0]> (%h) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"(4,2):(1,4)">
  %m01 = cute.get<[0, 1]> (%h) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
  func.return %s, %d, %m0, %m01 : !cute.shape<"(4,8)">, !cute.stride<"(1,4)">, !cute.layout<"(4,2):(1,4)">, !cute.layout<"2:4">
}

// -----

// CHECK-LABEL: func.func @composed_parts
// CHECK-NEXT: cute.static : !cute.layout<"(4,5):(1,4)">
// CHECK-NEXT: cute.static : !cute.int_tuple<"2">
// CHECK-NEXT: cute.static : !cute.layout<"(2,3):(1,2)">
// CHECK-NEXT: cute.static : !cute.swizzle<"S<3,5,4>">
// CHECK-NEXT: func.return
func.func @composed_parts() -> (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">, !cute.swizzle<"S<3,5,4>">) {
  %cl = cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
  %off = cute.composed_get_offset(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.int_tuple<"2">
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(2,3):(1,2)">
  %sw = cute.static : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  %x = cute.composed_get_inner(%sw) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.swizzle<"S<3,5,4>">
  func.return %a, %off, %b, %x : !cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">, !cute.swizzle<"S<3,5,4>">
}

// -----

// Multi-result accessors fold to one cute.static per result; get_scalars to arith.constant.
// CHECK-LABEL: func.func @multi
// CHECK-DAG: cute.static : !cute.shape<"4">
// CHECK-DAG: cute.static : !cute.shape<"3">
// CHECK-DAG: cute.static : !cute.layout<"(2,3):(1,2)">
// CHECK-DAG: cute.static : !cute.tile<"_">
// CHECK-DAG: arith.constant 8 : i64
// CHECK-DAG: arith.constant 5 : i32
// CHECK-NOT: cute.get
// CHECK: func.return
func.func @multi() -> (!cute.shape<"4">, !cute.shape<"3">, !cute.layout<"(2,3):(1,2)">, !cute.tile<"_">, i64, i32) {
  %sh = cute.static : !cute.shape<"(4,(2,3))">
  %a, %b, %c = cute.get_leaves(%sh) : !cute.shape<"(4,(2,3))">
  %t = cute.static : !cute.tile<"[_;(2,3):(1,2)]">
  %u, %l = cute.get_leaves(%t) : !cute.tile<"[_;(2,3):(1,2)]">
  %only = cute.get_layouts_from_tile(%t) : !cute.tile<"[_;(2,3):(1,2)]">
  %x = cute.static : !cute.layout<"(4,8):(1,4)">
  %s0, %s1, %s2, %s3 = cute.get_scalars (%x) : !cute.layout<"(4,8):(1,4)">
  %sw = cute.static : !cute.swizzle<"S<3,5,4>">
  %n0, %n1, %n2 = cute.get_scalars (%sw) : !cute.swizzle<"S<3,5,4>">
  func.return %a, %c, %only, %u, %s1, %n1 : !cute.shape<"4">, !cute.shape<"3">, !cute.layout<"(2,3):(1,2)">, !cute.tile<"_">, i64, i32
}

// -----

// A static result folds even when the operand is dynamic; a dynamic one stays.
// CHECK-LABEL: func.func @partial
// CHECK-NEXT: %[[E:.*]] = cute.static : !cute.shape<"8">
// CHECK-NEXT: %[[D:.*]] = cute.get<[0]> (%s) : !cute.shape<"(?,8)"> -> !cute.shape<"?">
// CHECK-NEXT: func.return %[[E]], %[[D]]
func.func @partial(%s: !cute.shape<"(?,8)">) -> (!cute.shape<"8">, !cute.shape<"?">) {
  %e = cute.get<[1]> (%s) : !cute.shape<"(?,8)"> -> !cute.shape<"8">
  %d = cute.get<[0]> (%s) : !cute.shape<"(?,8)"> -> !cute.shape<"?">
  func.return %e, %d : !cute.shape<"8">, !cute.shape<"?">
}
