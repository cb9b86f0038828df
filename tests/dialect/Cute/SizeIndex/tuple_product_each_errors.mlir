// Seed 000, cute.tuple_product_each: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $result kind does not match $input kind.
func.func @kind(%t: !cute.shape<"(2,(3,4))">) {
  // expected-error@+2 {{'cute.tuple_product_each' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_product_each' op inferred type(s) '!cute.shape<"(2,12)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(2,12)">'}}
  %p = cute.tuple_product_each(%t) : (!cute.shape<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  func.return
}

// -----

// $result rank does not match $input rank (or is not 1 for scalar input).
func.func @rank(%s: !cute.int_tuple<"7">) {
  // expected-error@+2 {{'cute.tuple_product_each' op failed to infer returned types}}
  // expected-error@+1 {{'cute.tuple_product_each' op inferred type(s) '!cute.int_tuple<"(7)">' are incompatible with return type(s) of operation '!cute.int_tuple<"7">'}}
  %p = cute.tuple_product_each(%s) : (!cute.int_tuple<"7">) -> !cute.int_tuple<"7">
  func.return
}

// -----

// $result element does not equal the product of the top-level sub-tuple.
func.func @value(%t: !cute.int_tuple<"(2,(3,4))">) {
  // expected-error@+2 {{'cute.tuple_product_each' op failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) '!cute.int_tuple<"(2,12)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(2,7)">'}}
  %p = cute.tuple_product_each(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,7)">
  func.return
}

// -----

// $input is an int_tuple or shape
func.func @operand(%c: !cute.coord<"(2,3)">) {
  // expected-error@+1 {{'cute.tuple_product_each' op operand #0 must be Scalar integer or recursive tuple of integers or Scalar integer or recursive tuple of shape extents, but got '!cute.coord<"(2,3)">'}}
  %p = cute.tuple_product_each(%c) : (!cute.coord<"(2,3)">) -> !cute.int_tuple<"(2,3)">
  func.return
}
