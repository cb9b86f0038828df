// Seed 000, cute.to_stride: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// $src is !cute.int_tuple
func.func @kind(%c: !cute.coord<"(1,4)">) {
  // expected-error@+1 {{'cute.to_stride' op operand #0 must be Scalar integer or recursive tuple of integers, but got '!cute.coord<"(1,4)">'}}
  %r = cute.to_stride(%c) : !cute.coord<"(1,4)"> -> !cute.stride<"(1,4)">
  func.return
}

// -----

// the result has the source's structure and values
func.func @mismatch(%i: !cute.int_tuple<"(1,?)">) {
  // expected-error@+2 {{'cute.to_stride' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_stride' op inferred type(s) '!cute.stride<"(1,?)">' are incompatible with return type(s) of operation '!cute.stride<"(1,4)">'}}
  %r = cute.to_stride(%i) : !cute.int_tuple<"(1,?)"> -> !cute.stride<"(1,4)">
  func.return
}
