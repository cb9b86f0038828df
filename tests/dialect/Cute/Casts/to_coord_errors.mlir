// Seed 000, cute.to_coord: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $src is !cute.int_tuple
func.func @kind(%s: !cute.shape<"(0,1)">) {
  // expected-error@+1 {{'cute.to_coord' op operand #0 must be Scalar integer or recursive tuple of integers, but got '!cute.shape<"(0,1)">'}}
  %c = cute.to_coord(%s) : !cute.shape<"(0,1)"> -> !cute.coord<"(0,1)">
  func.return
}

// -----

// the result has the source's structure and values
func.func @mismatch(%i: !cute.int_tuple<"(0,1)">) {
  // expected-error@+2 {{'cute.to_coord' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_coord' op inferred type(s) '!cute.coord<"(0,1)">' are incompatible with return type(s) of operation '!cute.coord<"(0,_)">'}}
  %c = cute.to_coord(%i) : !cute.int_tuple<"(0,1)"> -> !cute.coord<"(0,_)">
  func.return
}
