// Seed 000, cute.tuple_add: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $lhs and $rhs have different kinds (e.g. int_tuple vs shape).
func.func @kinds(%a: !cute.int_tuple<"(3,4)">, %b: !cute.shape<"(1,2)">) {
  // expected-error@+1 {{'cute.tuple_add' op failed to verify that `lhs` and `rhs` must have the same kind}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  func.return
}

// -----

// A non-zero scalar is paired with a non-scalar tuple.
func.func @scalar(%a: !cute.int_tuple<"3">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"3">' and '!cute.int_tuple<"(1,2)">' is not supported}}
  // expected-error@+1 {{'cute.tuple_add' op failed to infer returned types}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"3">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(1,2)">
  func.return
}

// -----

// Within the common rank, a leaf is paired with a sub-tuple at any depth.
func.func @nesting(%a: !cute.int_tuple<"((1,2),3)">, %b: !cute.int_tuple<"(4,5)">) {
  // expected-error@+2 {{arith op on '!cute.int_tuple<"((1,2),3)">' and '!cute.int_tuple<"(4,5)">' is not supported}}
  // expected-error@+1 {{'cute.tuple_add' op failed to infer returned types}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"((1,2),3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"((5,6),8)">
  func.return
}

// -----

// $result kind differs from $lhs/$rhs.
func.func @result_kind(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+1 {{'cute.tuple_add' op failed to verify that `lhs` and `result` must have the same kind}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.shape<"(4,6)">
  func.return
}

// -----

// ... or its rank/values disagree with the element-wise sum.
func.func @result_value(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error@+2 {{'cute.tuple_add' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_add' op inferred type(s) '!cute.int_tuple<"(4,6)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(4,6,0)">'}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6,0)">
  func.return
}
