// Seed 000, cute.composed_get_offset: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// operand is not a composed_layout
func.func @not_composed(%l: !cute.layout<"(4,5):(1,4)">) {
  // expected-error@+1 {{'cute.composed_get_offset' op operand #0 must be CuTe composed layout type, but got '!cute.layout<"(4,5):(1,4)">'}}
  %off = cute.composed_get_offset(%l)
           : !cute.layout<"(4,5):(1,4)"> -> !cute.int_tuple<"2">
  func.return
}

// -----

// declared result offset does not match the input's offset
func.func @mismatch(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.composed_get_offset' op failed to infer returned types}}
  // expected-error@+1 {{'cute.composed_get_offset' op inferred type(s) '!cute.int_tuple<"2">' are incompatible with return type(s) of operation '!cute.int_tuple<"5">'}}
  %off = cute.composed_get_offset(%cl)
           : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
          -> !cute.int_tuple<"5">
  func.return
}
