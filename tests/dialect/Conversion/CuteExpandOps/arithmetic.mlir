// Conversion/CuteExpandOps/Arithmetic: tuple arithmetic per leaf, divisions rounding
// as the seeds say, predicates as cmpi + andi.
// RUN: cute-opt %s -split-input-file --cute-expand-ops | filecheck %s
// RUN: cute-opt %s -split-input-file --cute-expand-ops | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @tuple_add
// CHECK: %[[A:.*]] = cute.get_scalars<{only_dynamic}> (%a) : !cute.int_tuple<"(?,3)">
// CHECK-NEXT: %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%b) : !cute.int_tuple<"(2,?)">
// CHECK-NEXT: %[[K:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[K]] : i32
// CHECK-NEXT: %[[L:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[B]], %[[L]] : i32
// CHECK-NEXT: cute.make_int_tuple(%[[X]], %[[Y]]) : (i32, i32) -> !cute.int_tuple<"(?,?)">
func.func @tuple_add(%a: !cute.int_tuple<"(?,3)">, %b: !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?)"> {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,3)">, !cute.int_tuple<"(2,?)">) -> !cute.int_tuple<"(?,?)">
  func.return %r : !cute.int_tuple<"(?,?)">
}

// -----

// ceil_div(a, 3) = (a + 2) div 3; the static mode folds to 3.
// CHECK-LABEL: func.func @ceil_div
// CHECK: %[[A:.*]] = cute.get_scalars<{only_dynamic}> (%a) : !cute.int_tuple<"(?,10)">
// CHECK-NEXT: %[[K:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[K]] : i32
// CHECK-NEXT: %[[T:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[S]], %[[T]] : i32
// CHECK-NEXT: cute.make_int_tuple(%[[Q]]) : (i32) -> !cute.int_tuple<"(?,3)">
func.func @ceil_div(%a: !cute.int_tuple<"(?,10)">) -> !cute.int_tuple<"(?,3)"> {
  %b = cute.static : !cute.int_tuple<"(3,4)">
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(?,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(?,3)">
  func.return %r : !cute.int_tuple<"(?,3)">
}

// -----

// shape_div by 4: ? / 4 rounded away from zero (seed 000; 1 for ? = 1, 2), on an extent
// ceil(? / 4) = (? + 3) / 4.
// CHECK-LABEL: func.func @shape_div
// CHECK: arith.constant 3 : i32
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.constant 4 : i32
// CHECK-NEXT: arith.divui
// CHECK-NEXT: cute.make_shape
func.func @shape_div(%a: !cute.shape<"(?,8)">) -> !cute.shape<"(?,2)"> {
  %b = cute.static : !cute.shape<"(4,4)">
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(?,8)">, !cute.shape<"(4,4)">) -> !cute.shape<"(?,2)">
  func.return %r : !cute.shape<"(?,2)">
}

// -----

// elem_less: a signed compare per dynamic leaf, and-ed; static leaves are checked now.
// CHECK-LABEL: func.func @elem_less
// CHECK: %[[A:.*]] = cute.get_scalars<{only_dynamic}> (%c) : !cute.coord<"(?,4)">
// CHECK-NEXT: %[[K:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[R:.*]] = arith.cmpi slt, %[[A]], %[[K]] : i32
// CHECK-NEXT: func.return %[[R]]
func.func @elem_less(%c: !cute.coord<"(?,4)">) -> i1 {
  %s = cute.static : !cute.shape<"(5,6)">
  %r = cute.elem_less(%c, %s) : (!cute.coord<"(?,4)">, !cute.shape<"(5,6)">) -> i1
  func.return %r : i1
}

// -----

// equal: cmpi eq per dynamic pair; a statically different pair gives false.
// CHECK-LABEL: func.func @equal
// CHECK: %[[A:.*]], %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%a) : !cute.layout<"(?,8):(1,?)">
// CHECK-NEXT: %[[C:.*]], %[[D:.*]] = cute.get_scalars<{only_dynamic}> (%b) : !cute.layout<"(?,8):(1,?)">
// CHECK-NEXT: %[[E:.*]] = arith.cmpi eq, %[[A]], %[[C]] : i32
// CHECK-NEXT: %[[F:.*]] = arith.cmpi eq, %[[B]], %[[D]] : i32
// CHECK-NEXT: %[[G:.*]] = arith.andi %[[E]], %[[F]] : i1
// CHECK: %[[N:.*]] = arith.constant false
// CHECK: func.return %[[G]], %[[N]]
func.func @equal(%a: !cute.layout<"(?,8):(1,?)">, %b: !cute.layout<"(?,8):(1,?)">, %c: !cute.shape<"(?,4)">) -> (i1, i1) {
  %r = cute.equal(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(?,8):(1,?)">) -> i1
  %s = cute.static : !cute.shape<"(3,5)">
  %n = cute.equal(%c, %s) : (!cute.shape<"(?,4)">, !cute.shape<"(3,5)">) -> i1
  func.return %r, %n : i1, i1
}
