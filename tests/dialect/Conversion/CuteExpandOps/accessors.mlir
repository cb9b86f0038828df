// Seed 003 Conversion/CuteExpandOps/Accessors: accessors become constructors of the
// operand's scalars (no arithmetic needed); static results become cute.static.
// RUN: cute-opt %s -split-input-file --cute-expand-ops | filecheck %s
// RUN: cute-opt %s -split-input-file --cute-expand-ops | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @select
// CHECK: %[[A:.*]], %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(?,8):(1,?)">
// CHECK-NEXT: %[[S:.*]] = cute.make_shape(%[[A]]) : (i32) -> !cute.shape<"(8,?)">
// CHECK-NEXT: %[[D:.*]] = cute.make_stride(%[[B]]) : (i32) -> !cute.stride<"(?,1)">
// CHECK-NEXT: %[[L:.*]] = cute.make_layout(%[[S]], %[[D]]) : (!cute.shape<"(8,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(8,?):(?,1)">
// CHECK: %[[E:.*]] = cute.static : !cute.shape<"8">
// CHECK: func.return %[[L]], %[[E]]
func.func @select(%l: !cute.layout<"(?,8):(1,?)">) -> (!cute.layout<"(8,?):(?,1)">, !cute.shape<"8">) {
  %r = cute.select<[1, 0]> (%l) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(8,?):(?,1)">
  %s = cute.get_shape(%l) : !cute.layout<"(?,8):(1,?)"> -> !cute.shape<"(?,8)">
  %e = cute.get<[1]> (%s) : !cute.shape<"(?,8)"> -> !cute.shape<"8">
  func.return %r, %e : !cute.layout<"(8,?):(?,1)">, !cute.shape<"8">
}

// -----

// Composed layouts: a swizzle A is static, the offset and B are rebuilt.
// CHECK-LABEL: func.func @composed
// CHECK: %[[O:.*]], %[[N:.*]] = cute.get_scalars<{only_dynamic}> (%c)
// CHECK-NEXT: %[[A:.*]] = cute.static : !cute.swizzle<"S<3,5,4>">
// CHECK-NEXT: %[[OFF:.*]] = cute.make_int_tuple(%[[O]]) : (i32) -> !cute.int_tuple<"?">
// CHECK-NEXT: %[[S:.*]] = cute.make_shape(%[[N]]) : (i32) -> !cute.shape<"?">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.stride<"8">
// CHECK-NEXT: %[[B:.*]] = cute.make_layout(%[[S]], %[[D]])
// CHECK-NEXT: cute.make_composed_layout(%[[A]], %[[OFF]], %[[B]]) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"?">, !cute.layout<"?:8">) -> !cute.composed_layout<"S<3,5,4> o ? o ?:8">
func.func @composed(%c: !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o ? o ?:8"> {
  %r = cute.get<[1]> (%c) : !cute.composed_layout<"S<3,5,4> o ? o (8,?):(1,8)"> -> !cute.composed_layout<"S<3,5,4> o ? o ?:8">
  func.return %r : !cute.composed_layout<"S<3,5,4> o ? o ?:8">
}

// -----

// Multi-result accessors: one constructor (or static) per result.
// CHECK-LABEL: func.func @leaves
// CHECK: %[[X:.*]], %[[Y:.*]] = cute.get_scalars<{only_dynamic}> (%t) : !cute.tile<"[(?,3):(1,?);_]">
// CHECK: cute.make_tile(%[[X]], %[[Y]]) : (i32, i32) -> !cute.tile<"(?,3):(1,?)">
// CHECK: cute.static : !cute.tile<"_">
// CHECK-NOT: cute.get_leaves
func.func @leaves(%t: !cute.tile<"[(?,3):(1,?);_]">) -> (!cute.tile<"(?,3):(1,?)">, !cute.tile<"_">) {
  %a = cute.get<[0]> (%t) : !cute.tile<"[(?,3):(1,?);_]"> -> !cute.tile<"(?,3):(1,?)">
  %b = cute.get<[1]> (%t) : !cute.tile<"[(?,3):(1,?);_]"> -> !cute.tile<"_">
  func.return %a, %b : !cute.tile<"(?,3):(1,?)">, !cute.tile<"_">
}

// -----

// Casts keep the scalars and change the kind.
// CHECK-LABEL: func.func @casts
// CHECK: %[[A:.*]] = cute.get_scalars<{only_dynamic}> (%i) : !cute.int_tuple<"(?,3)">
// CHECK-NEXT: cute.make_coord(%[[A]]) : (i32) -> !cute.coord<"(?,3)">
func.func @casts(%i: !cute.int_tuple<"(?,3)">) -> !cute.coord<"(?,3)"> {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(?,3)"> -> !cute.coord<"(?,3)">
  func.return %c : !cute.coord<"(?,3)">
}
