// Seed 000, cute.composed_get_outer: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not a composed_layout
func.func @not_composed(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error@+1 {{'cute.composed_get_outer' op operand #0 must be CuTe composed layout type, but got '!cute.layout<"(2,3):(1,2)">'}}
  %b = cute.composed_get_outer(%l)
         : !cute.layout<"(2,3):(1,2)"> -> !cute.layout<"(2,3):(1,2)">
  func.return
}

// -----

// declared result layout does not match the input's B
func.func @mismatch(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.composed_get_outer' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composed_get_outer' op inferred type(s) '!cute.layout<"(2,3):(1,2)">' are incompatible with return type(s) of operation '!cute.layout<"(4,5):(1,4)">'}}
  %b = cute.composed_get_outer(%cl)
         : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
        -> !cute.layout<"(4,5):(1,4)">
  func.return
}
