// Conversion/CuteExpandOps: the extension ops expand through the same symbolic
// evaluation of cute_sym.algebra.
// RUN: cute-opt %s -split-input-file --cute-expand-ops | filecheck %s

// logical_divide((?,8):(1,?), [2:1;4:1]) = ((2,ceil(m/2)),(4,2)):((1,2),(d,4d))
// CHECK-LABEL: func.func @logical_divide
// CHECK: %[[M:.*]], %[[D:.*]] = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(?,8):(1,?)">
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[M]], %[[ONE]] : i32
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[N]], %[[TWO]] : i32
// CHECK-NEXT: %[[FOUR:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[D4:.*]] = arith.muli %[[FOUR]], %[[D]] : i32
// CHECK-NEXT: %[[S:.*]] = cute.make_shape(%[[Q]]) : (i32) -> !cute.shape<"((2,?),(4,2))">
// CHECK-NEXT: %[[T:.*]] = cute.make_stride(%[[D]], %[[D4]]) : (i32, i32) -> !cute.stride<"((1,2),(?,?))">
// CHECK-NEXT: cute.make_layout(%[[S]], %[[T]])
func.func @logical_divide(%l: !cute.layout<"(?,8):(1,?)">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?))"> {
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  %r = cute.logical_divide(%l, %t) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,2),(?,?))">
  func.return %r : !cute.layout<"((2,?),(4,2)):((1,2),(?,?))">
}

// -----

// make_identity_layout keeps the extents and has static basis strides.
// CHECK-LABEL: func.func @identity
// CHECK: %[[M:.*]] = cute.get_scalars<{only_dynamic}> (%s) : !cute.shape<"(?,8)">
// CHECK-NEXT: %[[S:.*]] = cute.make_shape(%[[M]]) : (i32) -> !cute.shape<"(?,8)">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.stride<"(1@0,1@1)">
// CHECK-NEXT: cute.make_layout(%[[S]], %[[D]])
func.func @identity(%s: !cute.shape<"(?,8)">) -> !cute.layout<"(?,8):(1@0,1@1)"> {
  %r = cute.make_identity_layout(%s) : !cute.shape<"(?,8)"> -> !cute.layout<"(?,8):(1@0,1@1)">
  func.return %r : !cute.layout<"(?,8):(1@0,1@1)">
}
