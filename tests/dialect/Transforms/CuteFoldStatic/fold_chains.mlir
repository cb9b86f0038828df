// CuteFoldStatic: chains fold to a fixpoint and the dead ops go; constructors
// without operands fold; the pass composes with cute-expand-ops.
// RUN: cute-opt %s -split-input-file --cute-fold-static | filecheck %s
// RUN: cute-opt %s -split-input-file --cute-fold-static --cute-expand-ops | filecheck %s --check-prefix=BOTH
// RUN: cute-opt %s -split-input-file -p 'builtin.module(cute-fold-static,cute-expand-ops)' | filecheck %s --check-prefix=BOTH

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[R:.*]] = cute.static : !cute.int_tuple<"10">
// CHECK-NEXT: func.return %[[R]] : !cute.int_tuple<"10">
// BOTH-LABEL: func.func @chain
// BOTH-NEXT: cute.static : !cute.int_tuple<"10">
// BOTH-NEXT: func.return
func.func @chain() -> !cute.int_tuple<"10"> {
  %s = cute.make_shape() : () -> !cute.shape<"(4,8)">
  %d = cute.make_stride() : () -> !cute.stride<"(1,4)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  %sh = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  %n = cute.size (%sh) : (!cute.shape<"(4,8)">) -> !cute.int_tuple<"32">
  %c = cute.make_coord() : () -> !cute.coord<"(1,2)">
  %i = cute.crd2idx(%c, %sh) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  %one = cute.static : !cute.int_tuple<"1">
  %r = cute.tuple_add(%i, %one) : (!cute.int_tuple<"9">, !cute.int_tuple<"1">) -> !cute.int_tuple<"10">
  func.return %r : !cute.int_tuple<"10">
}

// -----

// Dynamic values stop the folding; their static consumers still fold.
// CHECK-LABEL: func.func @stop
// CHECK-NEXT: %[[S:.*]] = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
// CHECK-NEXT: %[[N:.*]] = cute.size (%[[S]]) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %[[E:.*]] = cute.static : !cute.shape<"8">
// CHECK-NEXT: func.return %[[N]], %[[E]]
// BOTH-LABEL: func.func @stop
// BOTH: cute.get_scalars<{only_dynamic}>
// BOTH: arith.muli
// BOTH: cute.make_int_tuple
// BOTH: cute.static : !cute.shape<"8">
// BOTH-NOT: cute.size
func.func @stop(%m: i32) -> (!cute.int_tuple<"?">, !cute.shape<"8">) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,8)">
  %n = cute.size (%s) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  %e = cute.get<[1]> (%s) : !cute.shape<"(?,8)"> -> !cute.shape<"8">
  func.return %n, %e : !cute.int_tuple<"?">, !cute.shape<"8">
}
