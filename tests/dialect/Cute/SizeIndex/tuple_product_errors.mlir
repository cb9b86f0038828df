// Seed 000, cute.tuple_product: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not an int_tuple or shape
func.func @operand(%c: !cute.coord<"(2,3)">) {
  // expected-error@+1 {{'cute.tuple_product' op operand #0 must be Scalar integer or recursive tuple of integers or Scalar integer or recursive tuple of shape extents, but got '!cute.coord<"(2,3)">'}}
  %p = cute.tuple_product(%c) : (!cute.coord<"(2,3)">) -> !cute.int_tuple<"6">
  func.return
}

// -----

// declared result kind does not match input kind
func.func @kind(%t: !cute.shape<"(2,(3,4))">) {
  // expected-error@+2 {{'cute.tuple_product' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_product' op inferred type(s) '!cute.shape<"24">' are incompatible with return type(s) of operation '!cute.int_tuple<"24">'}}
  %p = cute.tuple_product(%t)
         : (!cute.shape<"(2,(3,4))">) -> !cute.int_tuple<"24">
  func.return
}

// -----

// declared result does not match the inferred product
func.func @value(%t: !cute.int_tuple<"(2,(3,4))">) {
  // expected-error@+2 {{'cute.tuple_product' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_product' op inferred type(s) '!cute.int_tuple<"24">' are incompatible with return type(s) of operation '!cute.int_tuple<"5">'}}
  %p = cute.tuple_product(%t)
         : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"5">
  func.return
}
