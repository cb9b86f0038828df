// extension-ops.md, cute.make_ordered_layout: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the order fits the shape
func.func @e0(%s: !cute.shape<"(4,8)">, %o: !cute.int_tuple<"(1,0,2)">) {
  // expected-error@+2 {{expects `order` operand to be weakly congruent to `shape` operand, but got '!cute.int_tuple<"(1,0,2)">' and '!cute.shape<"(4,8)">'}}
  // expected-error@+1 {{'cute.make_ordered_layout' op failed to infer returned types}}
  %r = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,8)">, !cute.int_tuple<"(1,0,2)">) -> !cute.layout<"(4,8):(8,1)">
  func.return
}

// -----

// the order is an int_tuple
func.func @e1(%s: !cute.shape<"(4,8)">, %o: !cute.shape<"(1,0)">) {
  // expected-error@+1 {{'cute.make_ordered_layout' op operand #1 must be IntTuple as integer or tuple of IntTuple(s), but got '!cute.shape<"(1,0)">'}}
  %r = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,8)">, !cute.shape<"(1,0)">) -> !cute.layout<"(4,8):(8,1)">
  func.return
}
