// Seed 000, cute.elem_less: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $lhs and $rhs are not congruent (top-level rank differs)
func.func @rank(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(3,4,5)">) {
  // expected-error@+2 {{'cute.elem_less' op expects inputs that are congruent, but got '!cute.int_tuple<"(3,4)">' and '!cute.int_tuple<"(3,4,5)">'}}
  // expected-note@+1 {{'cute.elem_less' op expects congruent inputs, but got '!cute.int_tuple<"(3,4)">' and '!cute.int_tuple<"(3,4,5)">'}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4,5)">) -> i1
  func.return
}

// -----

// ... or nested structure differs at any depth
func.func @nesting(%a: !cute.int_tuple<"((1,2),3)">, %b: !cute.int_tuple<"(4,5)">) {
  // expected-error@+2 {{'cute.elem_less' op expects inputs that are congruent, but got '!cute.int_tuple<"((1,2),3)">' and '!cute.int_tuple<"(4,5)">'}}
  // expected-note@+1 {{'cute.elem_less' op expects congruent inputs, but got '!cute.int_tuple<"((1,2),3)">' and '!cute.int_tuple<"(4,5)">'}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"((1,2),3)">, !cute.int_tuple<"(4,5)">) -> i1
  func.return
}

// -----

// strides are not compared
func.func @kind(%a: !cute.stride<"(3,4)">, %b: !cute.int_tuple<"(5,6)">) {
  // expected-error@+1 {{'cute.elem_less' op operand #0 must be Cute shape type or IntTuple as integer or tuple of IntTuple(s) or Cute coord type, but got '!cute.stride<"(3,4)">'}}
  %r = cute.elem_less(%a, %b) : (!cute.stride<"(3,4)">, !cute.int_tuple<"(5,6)">) -> i1
  func.return
}

// -----

// the result is an i1
func.func @result(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(5,6)">) {
  // expected-error@+1 {{'cute.elem_less' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">) -> i32
  func.return
}
