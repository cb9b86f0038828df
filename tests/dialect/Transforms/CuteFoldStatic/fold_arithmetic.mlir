// CuteFoldStatic: arithmetic folds to cute.static; decided predicates to arith.constant.
// RUN: cute-opt %s -split-input-file --cute-fold-static | filecheck %s
// RUN: cute-opt %s -split-input-file -p cute-fold-static | cute-opt -split-input-file | filecheck %s

// CHECK-LABEL: func.func @arith
// CHECK-NEXT: %[[A:.*]] = cute.static : !cute.int_tuple<"(4,6)">
// CHECK-NEXT: %[[B:.*]] = cute.static : !cute.int_tuple<"(5,7,6)">
// CHECK-NEXT: %[[C:.*]] = cute.static : !cute.int_tuple<"(4,6)">
// CHECK-NEXT: %[[D:.*]] = cute.static : !cute.shape<"(1,1,3)">
// CHECK-NEXT: %[[E:.*]] = cute.static : !cute.int_tuple<"(3,3)">
// CHECK-NEXT: %[[F:.*]] = cute.static : !cute.int_tuple<"4">
// CHECK-NEXT: func.return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @arith() -> (!cute.int_tuple<"(4,6)">, !cute.int_tuple<"(5,7,6)">, !cute.int_tuple<"(4,6)">, !cute.shape<"(1,1,3)">, !cute.int_tuple<"(3,3)">, !cute.int_tuple<"4">) {
  %a = cute.static : !cute.int_tuple<"(3,4)">
  %b = cute.static : !cute.int_tuple<"(1,2)">
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  %d = cute.static : !cute.int_tuple<"(4,5,6)">
  %r2 = cute.tuple_add(%b, %d) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(4,5,6)">) -> !cute.int_tuple<"(5,7,6)">
  %e = cute.static : !cute.int_tuple<"(5,8)">
  %r3 = cute.tuple_sub(%e, %b) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  %c = cute.static : !cute.shape<"(4,5,6)">
  %f = cute.static : !cute.shape<"40">
  %r4 = cute.shape_div(%c, %f) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
  %g = cute.static : !cute.int_tuple<"(8,10)">
  %h = cute.static : !cute.int_tuple<"(3,4)">
  %r5 = cute.ceil_div(%g, %h) : (!cute.int_tuple<"(8,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3)">
  %in = cute.static : !cute.int_tuple<"(8,16)">
  %tile = cute.static : !cute.tile<"((4,8)):((1,4))">
  %count = cute.ceil_div(%in, %tile) : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"4">
  func.return %r, %r2, %r3, %r4, %r5, %count : !cute.int_tuple<"(4,6)">, !cute.int_tuple<"(5,7,6)">, !cute.int_tuple<"(4,6)">, !cute.shape<"(1,1,3)">, !cute.int_tuple<"(3,3)">, !cute.int_tuple<"4">
}

// -----

// Seed 002: equal and elem_less become i1 constants; a predicate statically
// decided despite '?' leaves folds too; an undecided one stays (a dead one goes).
// CHECK-LABEL: func.func @predicates
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[L:.*]] = arith.constant true
// CHECK-NEXT: %[[U:.*]] = cute.elem_less(%x, %hi) : (!cute.coord<"(?,4)">, !cute.shape<"(5,6)">) -> i1
// CHECK-NEXT: %[[G:.*]] = arith.constant false
// CHECK-NEXT: func.return %[[T]], %[[F]], %[[L]], %[[G]], %[[U]]
func.func @predicates(%x: !cute.coord<"(?,4)">, %hi: !cute.shape<"(5,6)">, %y: !cute.shape<"(?,5)">) -> (i1, i1, i1, i1, i1) {
  %a = cute.static : !cute.int_tuple<"(3,4)">
  %b = cute.static : !cute.int_tuple<"(3,4)">
  %e = cute.equal(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">) -> i1
  %s = cute.static : !cute.shape<"(3,4)">
  %t = cute.static : !cute.shape<"(3,5)">
  %ne = cute.equal(%s, %t) : (!cute.shape<"(3,4)">, !cute.shape<"(3,5)">) -> i1
  %lo = cute.static : !cute.coord<"(3,4)">
  %hi2 = cute.static : !cute.shape<"(5,6)">
  %ok = cute.elem_less(%lo, %hi2) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  %never = cute.equal(%y, %t) : (!cute.shape<"(?,5)">, !cute.shape<"(3,5)">) -> i1
  %u = cute.elem_less(%x, %hi) : (!cute.coord<"(?,4)">, !cute.shape<"(5,6)">) -> i1
  %z = cute.equal(%y, %s) : (!cute.shape<"(?,5)">, !cute.shape<"(3,4)">) -> i1
  func.return %e, %ne, %ok, %z, %u : i1, i1, i1, i1, i1
}
