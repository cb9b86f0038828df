// Seed 000, cute.tuple_sub: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $lhs and $rhs have different kinds (e.g. shape vs int_tuple).
func.func @kinds(%a: !cute.shape<"(5,8)">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+1 {{'cute.tuple_sub' op failed to verify that `lhs` and `rhs` must have the same kind}}
  %r = cute.tuple_sub(%a, %b) : (!cute.shape<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.shape<"(4,6)">
  func.return
}

// -----

// A zero scalar $lhs is paired with a non-scalar $rhs.
func.func @zero_lhs(%z: !cute.int_tuple<"0">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{'cute.tuple_sub' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_sub' op tuple_sub: a zero scalar lhs cannot be paired with a tuple rhs (0 - t is not defined)}}
  %r = cute.tuple_sub(%z, %b) : (!cute.int_tuple<"0">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(1,2)">
  func.return
}

// -----

// ... or any non-zero scalar is paired with a non-scalar tuple at the top level.
func.func @scalar(%a: !cute.int_tuple<"(5,8)">, %b: !cute.int_tuple<"2">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"(5,8)">' and '!cute.int_tuple<"2">' is not supported}}
  // expected-error@+1 {{'cute.tuple_sub' op failed to infer returned types}}
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"2">) -> !cute.int_tuple<"(3,6)">
  func.return
}

// -----

// Within the common rank, a leaf is paired with a sub-tuple at any depth.
func.func @nesting(%a: !cute.int_tuple<"(5,(8,9))">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"(5,(8,9))">' and '!cute.int_tuple<"(1,2)">' is not supported}}
  // expected-error@+1 {{'cute.tuple_sub' op failed to infer returned types}}
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,(8,9))">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,(6,7))">
  func.return
}

// -----

// $result values disagree with the element-wise difference.
func.func @value(%a: !cute.int_tuple<"(5,8)">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{'cute.tuple_sub' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_sub' op inferred type(s) '!cute.int_tuple<"(4,6)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(6,10)">'}}
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(6,10)">
  func.return
}
