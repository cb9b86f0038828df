// Seed 000, cute.to_int_tuple: errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// scalar source has a scaled-basis stride
func.func @basis(%s: !cute.stride<"4@0">) {
  // expected-error@+2 {{'cute.to_int_tuple' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_int_tuple' op source contains the scaled-basis stride 4@0}}
  %r = cute.to_int_tuple(%s) : !cute.stride<"4@0"> -> !cute.int_tuple<"4">
  func.return
}

// -----

// tuple source has a dynamic scaled-basis component
func.func @dynamic_basis(%s: !cute.stride<"(1,?@0)">) {
  // expected-error@+2 {{'cute.to_int_tuple' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_int_tuple' op source contains the scaled-basis stride ?@0}}
  %r = cute.to_int_tuple(%s) : !cute.stride<"(1,?@0)"> -> !cute.int_tuple<"(1,4)">
  func.return
}

// -----

// coord source contains an underscore element
func.func @underscore(%c: !cute.coord<"(4,_)">) {
  // expected-error@+2 {{'cute.to_int_tuple' op failed to infer returned types}}
  // expected-error@+1 {{'cute.to_int_tuple' op source contains an underscore '_' element}}
  %r = cute.to_int_tuple(%c) : !cute.coord<"(4,_)"> -> !cute.int_tuple<"(4,8)">
  func.return
}

// -----

// a layout is not a scalar tuple
func.func @layout(%l: !cute.layout<"4:1">) {
  // expected-error@+1 {{'cute.to_int_tuple' op operand #0 must be XTuple-like type, but got '!cute.layout<"4:1">'}}
  %r = cute.to_int_tuple(%l) : !cute.layout<"4:1"> -> !cute.int_tuple<"4">
  func.return
}
