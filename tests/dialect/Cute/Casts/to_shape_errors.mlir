// Seed 000, cute.to_shape: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $src is !cute.int_tuple
func.func @kind(%c: !cute.coord<"(4,8)">) {
  // expected-error@+1 {{'cute.to_shape' op operand #0 must be Scalar integer or recursive tuple of integers, but got '!cute.coord<"(4,8)">'}}
  %r = cute.to_shape(%c) : !cute.coord<"(4,8)"> -> !cute.shape<"(4,8)">
  func.return
}

// -----

// the result has the source's structure and values
func.func @mismatch(%i: !cute.int_tuple<"(?,8)">) {
  // expected-error@+2 {{'cute.to_shape' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_shape' op inferred type(s) '!cute.shape<"(?,8)">' are incompatible with return type(s) of operation '!cute.shape<"(4,8)">'}}
  %r = cute.to_shape(%i) : !cute.int_tuple<"(?,8)"> -> !cute.shape<"(4,8)">
  func.return
}
