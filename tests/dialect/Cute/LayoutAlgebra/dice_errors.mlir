// extension-ops.md, cute.dice (the result type is inferred): errors.
// RUN: cute-opt %s -split-input-file -verify-diagnostics

// the coordinate is static
func.func @e0(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(?,_)">) {
  // expected-error@+1 {{'cute.dice' op expects a static coordinate, but got '(?,_)'}}
  %r = cute.dice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(?,_)">
  func.return
}

// -----

// the coordinate fits the input
func.func @e1(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,2,_)">) {
  // expected-error@+1 {{'cute.dice' op coordinate (1,2,_) is not weakly congruent to (4,8)}}
  %r = cute.dice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,2,_)">
  func.return
}

// -----

// the coordinate is a coord
func.func @e2(%x: !cute.layout<"(4,8):(1,4)">, %c: !cute.int_tuple<"(1,2)">) {
  // expected-error@+1 {{'cute.dice' op operand #1 must be !cute.coord, but got '!cute.int_tuple<"(1,2)">'}}
  %r = cute.dice(%x, %c) : !cute.layout<"(4,8):(1,4)">, !cute.int_tuple<"(1,2)">
  func.return
}
